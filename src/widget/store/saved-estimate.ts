// The drawer's estimate destination and delivery option, kept for the tab (sessionStorage) so another page of the shop and its checkout start
// from them: read here (the drawer's chunk), written by the estimate form's chunk (estimate-choices.ts).
import { widgetConfig } from '../config.js';
import type { Destination } from './cart-state.js';

/** What the shopper last estimated for: where to, and the delivery option chosen there. */
export interface SavedEstimate {
  destination: Destination;
  shippingCode: string | undefined;
}

/** The sessionStorage key of the tab's estimate. */
export function estimateKey(): string {
  return `tote:${widgetConfig().clientId}:estimate`;
}

/** The estimate saved in this tab, or undefined (none, unreadable, or storage blocked). */
export function savedEstimate(): SavedEstimate | undefined {
  try {
    const saved = JSON.parse(sessionStorage.getItem(estimateKey()) ?? 'null') as SavedEstimate | null;
    return typeof saved?.destination?.country === 'string' && typeof saved.destination.postalCode === 'string' ? saved : undefined;
  } catch {
    return undefined;
  }
}
