// Migration 0025: visitor orders found by their buyer's e-mail, for joining them to the member who verifies it.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/** A partial index of visitor orders by site and normalised e-mail (the join runs at each e-mail verification). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index orders_site_guest_email on orders (site_id, (lower(trim(buyer_email)))) where buyer_kind = 'visitor'`.execute(db);
}

/** Drops the index. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index orders_site_guest_email`.execute(db);
}
