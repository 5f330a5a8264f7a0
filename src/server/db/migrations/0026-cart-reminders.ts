// Migration 0026: cart reminders (one per left cart, its link's token, whether it brought the shopper back) and unsubscribed addresses.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * `cart_reminders`: the primary key on the cart makes "never more than one per cart" the database's rule, whichever
 * process sends. `mail_unsubscribes`: one row per site, address and kind of mail. Carts are found for reminders by
 * their last change (`carts_site_updated`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table cart_reminders (
      cart_id text primary key,
      site_id text not null references sites (id) on delete cascade,
      email text not null,
      token_hash text not null unique,
      sent_at timestamptz not null,
      expires_at timestamptz not null,
      restored_at timestamptz,
      restored_cart_id text,
      restored_by text
    );
    create index cart_reminders_site_sent on cart_reminders (site_id, sent_at desc);
    create table mail_unsubscribes (
      site_id text not null references sites (id) on delete cascade,
      email text not null,
      kind text not null,
      created_at timestamptz not null,
      primary key (site_id, email, kind)
    );
    create index carts_site_updated on carts (site_id, updated_at);
  `.execute(db);
}

/** Drops the tables and the index. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index carts_site_updated;
    drop table mail_unsubscribes;
    drop table cart_reminders;
  `.execute(db);
}
