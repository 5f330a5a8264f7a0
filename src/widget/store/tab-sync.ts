// Keeps the page's tabs in step (BroadcastChannel per client id): a changed cart, a sign-in or a sign-out reaches every tab.
import type { Cart } from '../../wire/cart.js';
import { widgetConfig } from '../config.js';

/** What one tab tells the others. */
export type TabMessage = { cart: Cart } | { auth: true };

let channel: BroadcastChannel | undefined;

/** The channel name of a client id (every tab of the shop on this origin shares it). */
export function tabChannelName(clientId: string): string {
  return `tote:${clientId}`;
}

/** Listens to the other tabs; returns false where BroadcastChannel is missing (the tab then stays on its own). */
export function listenToTabs(onMessage: (message: TabMessage) => void): boolean {
  if (typeof BroadcastChannel !== 'function') return false;
  channel ??= new BroadcastChannel(tabChannelName(widgetConfig().clientId));
  channel.onmessage = (event: MessageEvent<TabMessage>) => onMessage(event.data);
  return true;
}

/** Tells the other tabs (never this one). */
export function tellTabs(message: TabMessage): void {
  try {
    channel?.postMessage(message);
  } catch {
    // A closed channel or an uncloneable value: the other tabs catch up on their next read.
  }
}
