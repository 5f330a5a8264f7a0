// Texts of a cart reminder's link in English, shipped in the `cart-restore` chunk; the German ones are in the German pack (de-restore.ts).
import { inPageLanguage } from './index.js';

/** What the drawer says when a reminder's link opened the page. */
export interface RestoreMessages {
  /** The cart came back. */
  restored: string;
  /** Why it did not, by the store's error code (`failed`: anything else); the shopper's cart is then unchanged. */
  problems: Record<string, string>;
  /** Said after a problem. */
  unchanged: string;
}

const en: RestoreMessages = {
  restored: 'Welcome back! Your cart is restored.',
  problems: {
    CART_REMINDER_USED: 'This cart link was already used.',
    CART_REMINDER_EXPIRED: 'This cart link has expired.',
    CART_REMINDER_NOT_FOUND: 'This cart link is not one of this shop.',
    failed: 'Your saved cart could not be brought back.',
  },
  unchanged: 'Your current cart is unchanged.',
};

/** The texts in the page's language (English unless its pack has them). */
export function restoreMessages(): RestoreMessages {
  return inPageLanguage('restore', en);
}
