// Migration 0022: a payment provider's intents (one per checkout and provider, e.g. a Stripe PaymentIntent) and the provider events already applied.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * `payment_intents`: the intent a provider holds for a checkout (its reference, what it asks the buyer for, its last
 * known status), so that the buyer's return and the provider's event find the checkout, and a change of the checkout's
 * total updates the same intent. `payment_events`: ids of provider events already handled, so a re-sent event is
 * applied once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table payment_intents (
      site_id text not null references sites(id) on delete cascade,
      checkout_id text not null,
      provider_id text not null,
      reference text not null,
      amount bigint not null,
      currency text not null,
      status text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (site_id, checkout_id, provider_id)
    );
    create unique index payment_intents_reference on payment_intents (provider_id, reference);
    create table payment_events (
      provider_id text not null,
      event_id text not null,
      site_id text,
      type text not null,
      outcome text not null,
      received_at timestamptz not null default now(),
      primary key (provider_id, event_id)
    );
  `.execute(db);
}

/** Drops both tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table payment_events; drop table payment_intents;`.execute(db);
}
