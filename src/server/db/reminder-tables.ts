// Row types of cart reminders (migration 0026): one reminder per left cart, and the addresses that asked for no more.
import type { Timestamp } from './core-tables.js';

/** The one reminder a left cart got: to whom, its link's token (hashed), and whether the shopper came back with it. */
export interface CartRemindersTable {
  cart_id: string;
  site_id: string;
  /** The address it went to, trimmed and in lower case. */
  email: string;
  /** SHA-256 of the token in the reminder's restore and unsubscribe links, hex. */
  token_hash: string;
  sent_at: Timestamp;
  /** After this the restore link shows "expired". */
  expires_at: Timestamp;
  /** When the link brought the cart back (once). */
  restored_at: Timestamp | null;
  /** The cart the lines went into (the restoring shopper's): its orders count as the reminder's. */
  restored_cart_id: string | null;
  /** The owner (visitor or member id) who restored it: a retry by them answers the same, another is refused. */
  restored_by: string | null;
}

/** An address that unsubscribed from a kind of mail of a site. */
export interface MailUnsubscribesTable {
  site_id: string;
  email: string;
  kind: string;
  created_at: Timestamp;
}

/** The tables of cart reminders. */
export interface ReminderTables {
  cart_reminders: CartRemindersTable;
  mail_unsubscribes: MailUnsubscribesTable;
}
