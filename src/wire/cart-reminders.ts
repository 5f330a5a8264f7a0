// Cart reminders as the API and the dashboard see them: the owner's setting, its limits, and what the reminders brought back.

/** A site's cart reminders: off by default; a left cart with a known e-mail gets one reminder after `delayMinutes`. */
export interface CartReminderSettings {
  /** @default false */
  enabled: boolean;
  /** How long a cart is left before its reminder. @default 240 */
  delayMinutes: number;
}

/** The default setting of a site. */
export const DEFAULT_CART_REMINDERS: CartReminderSettings = { enabled: false, delayMinutes: 240 };
/** The shortest wait before a reminder (half an hour). */
export const MIN_REMINDER_DELAY_MINUTES = 30;
/** The longest wait before a reminder (a week). */
export const MAX_REMINDER_DELAY_MINUTES = 7 * 24 * 60;
/** Carts left longer than this get no reminder (a late one is spam): a week past the delay. */
export const REMINDER_WINDOW_MINUTES = 7 * 24 * 60;
/** How long a reminder's link restores the cart. */
export const REMINDER_LINK_DAYS = 14;
/** Where the link sends the shopper back: the owner's page, with this fragment, which the widget turns into the cart. */
export const RESTORE_FRAGMENT = 'tote-restore';
/** The shopper's call that brings a reminded cart back into their own (the token of the link in the body). */
export const RESTORE_CART_PATH = '/tote/v1/cart-reminders/restore';

/** What a site's reminders did, for the dashboard. */
export interface CartReminderStats {
  sent: number;
  /** Reminders whose link brought the cart back. */
  restored: number;
  /** Orders placed from the carts they brought back. */
  orders: number;
  /** Those orders' totals by currency, as decimal strings. */
  revenue: { currency: string; amount: string }[];
}
