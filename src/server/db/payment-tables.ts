// Tables of payment providers: intents held for checkouts, and provider events already applied.
import type { CreatedAt, Timestamp } from './core-tables.js';

/** A provider's intent for a checkout (a Stripe PaymentIntent). */
export interface PaymentIntentsTable {
  site_id: string;
  checkout_id: string;
  provider_id: string;
  /** The provider's id of the intent (`pi_…`). */
  reference: string;
  /** What the intent asks for, in Tote's minor units of `currency`. */
  amount: number;
  currency: string;
  /** The provider's last status of it that Tote saw. */
  status: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** A provider event already handled, and what came of it. */
export interface PaymentEventsTable {
  provider_id: string;
  event_id: string;
  site_id: string | null;
  type: string;
  /** `applied`, `ignored: <why>`, `refunded: <code>`. */
  outcome: string;
  received_at: CreatedAt;
}

/** The tables of payments. */
export interface PaymentTables {
  payment_intents: PaymentIntentsTable;
  payment_events: PaymentEventsTable;
}
