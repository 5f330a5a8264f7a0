// Migration 0027: what Shopify's product CSV holds that Wix's product has no field for: a product's Type and Tags, and a variant's own compare-at price.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * `products.item_type` (Shopify's free-text Type, e.g. "Shirts") and `products.tags` (a JSON array of texts);
 * `variants.compare_at_price` (minor units): the "was" price of one variant when the product's one discount cannot
 * express the variants' compare-at prices. Kept so an import exports back to the same file; not on the Wix wire.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table products add column item_type text;
    alter table products add column tags jsonb not null default '[]';
    alter table variants add column compare_at_price bigint;
  `.execute(db);
}
