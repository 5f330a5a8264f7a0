// Migration 0017: custom line items (priced as a merchant gave them) on cart lines, and a merchant's discounts on carts and checkouts.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * `cart_lines.custom` holds a custom line item's own name, price, type, description lines and tax group (null for a
 * catalog line, whose `product_id` then names a product); `carts.merchant_discounts` and `checkouts.merchant_discounts`
 * hold the amounts a merchant took off with an API key (null when none).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table cart_lines add column custom jsonb;
    alter table carts add column merchant_discounts jsonb;
    alter table checkouts add column merchant_discounts jsonb;
  `.execute(db);
}

/** Drops what `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table cart_lines drop column custom;
    alter table carts drop column merchant_discounts;
    alter table checkouts drop column merchant_discounts;
  `.execute(db);
}
