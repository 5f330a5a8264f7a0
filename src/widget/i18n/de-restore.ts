// German texts of a cart reminder's link, in the German language pack (only German pages load them).
import type { RestoreMessages } from './restore.js';

/** A reminder's link in German. */
export const deRestore: RestoreMessages = {
  restored: 'Willkommen zurück! Dein Warenkorb ist wieder da.',
  problems: {
    CART_REMINDER_USED: 'Dieser Warenkorb-Link wurde schon verwendet.',
    CART_REMINDER_EXPIRED: 'Dieser Warenkorb-Link ist abgelaufen.',
    CART_REMINDER_NOT_FOUND: 'Dieser Warenkorb-Link gehört nicht zu diesem Shop.',
    failed: 'Dein gespeicherter Warenkorb konnte nicht zurückgeholt werden.',
  },
  unchanged: 'Dein aktueller Warenkorb ist unverändert.',
};
