// The drawer's estimate destination and delivery option, kept for the tab (sessionStorage) so another page of the shop and its checkout start from them.
import { widgetConfig } from '../config.js';
import type { Destination } from './cart-state.js';

/** What the shopper last estimated for: where to, and the delivery option chosen there. */
export interface SavedEstimate {
  destination: Destination;
  shippingCode: string | undefined;
}

function key(): string {
  return `tote:${widgetConfig().clientId}:estimate`;
}

/** The estimate saved in this tab, or undefined (none, unreadable, or storage blocked). */
export function savedEstimate(): SavedEstimate | undefined {
  try {
    const saved = JSON.parse(sessionStorage.getItem(key()) ?? 'null') as SavedEstimate | null;
    return typeof saved?.destination?.country === 'string' && typeof saved.destination.postalCode === 'string' ? saved : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the destination and delivery option for the tab (undefined forgets them). Storage errors are ignored. */
export function saveEstimate(destination: Destination | undefined, shippingCode: string | undefined): void {
  try {
    if (destination) sessionStorage.setItem(key(), JSON.stringify({ destination, shippingCode }));
    else sessionStorage.removeItem(key());
  } catch {
    // Storage can be blocked (private modes, sandboxed frames): the estimate then lasts for this page only.
  }
}
