// Recommended products of a site, by algorithm: from the same collections, bought together, best sellers; visible products only.
import { sql, type Kysely } from 'kysely';
import { STORES_ALGORITHMS } from '../../wire/recommendations.js';
import type { Database } from '../db/schema.js';

/** Most items one algorithm recommends (as Wix Stores does). */
export const MAX_RECOMMENDED = 16;

/**
 * Visible products ranked by how many collections they share with `given`, then newest first: every other visible
 * product fills the rest, so a small catalog still fills the list. The given products are left out.
 */
async function sameCategories(db: Kysely<Database>, siteId: string, given: readonly string[], exclude: readonly string[] = []): Promise<string[]> {
  const result = await sql<{ id: string }>`
    with given as (select unnest(${[...given]}::text[]) as id),
    shared as (
      select cp.product_id, count(*) as shared
      from collection_products cp
      where cp.site_id = ${siteId}
        and cp.collection_id in (select g.collection_id from collection_products g where g.site_id = ${siteId} and g.product_id in (select id from given))
      group by cp.product_id
    )
    select p.id from products p left join shared s on s.product_id = p.id
    where p.site_id = ${siteId} and p.visible and p.id not in (select id from given) and not (p.id = any(${[...exclude]}::text[]))
    order by coalesce(s.shared, 0) desc, p.created_date desc, p.id
    limit ${MAX_RECOMMENDED}
  `.execute(db);
  return result.rows.map((r) => r.id);
}

/** Visible products found in the same orders (not canceled) as `productId`, most orders first. */
async function boughtWith(db: Kysely<Database>, siteId: string, productId: string): Promise<string[]> {
  const result = await sql<{ id: string }>`
    select li.product_id as id
    from order_line_items li
    join orders o on o.id = li.order_id and o.status <> 'CANCELED'
    join products p on p.id = li.product_id and p.site_id = ${siteId} and p.visible
    where li.site_id = ${siteId} and li.product_id <> ${productId}
      and li.order_id in (select order_id from order_line_items where site_id = ${siteId} and product_id = ${productId})
    group by li.product_id
    order by count(distinct li.order_id) desc, li.product_id
    limit ${MAX_RECOMMENDED}
  `.execute(db);
  return result.rows.map((r) => r.id);
}

/** Visible products by units sold in orders not canceled, then the other visible products, newest first. */
async function bestSellers(db: Kysely<Database>, siteId: string): Promise<string[]> {
  const result = await sql<{ id: string }>`
    select p.id
    from products p
    left join (
      select li.product_id, sum(li.quantity) as units
      from order_line_items li join orders o on o.id = li.order_id and o.status <> 'CANCELED'
      where li.site_id = ${siteId}
      group by li.product_id
    ) sold on sold.product_id = p.id
    where p.site_id = ${siteId} and p.visible
    order by coalesce(sold.units, 0) desc, p.created_date desc, p.id
    limit ${MAX_RECOMMENDED}
  `.execute(db);
  return result.rows.map((r) => r.id);
}

/** The products an algorithm recommends for `given` (product ids; the first matters for "bought together"). */
export async function recommendedProducts(db: Kysely<Database>, siteId: string, algorithmId: string, given: readonly string[]): Promise<string[]> {
  switch (algorithmId) {
    case STORES_ALGORITHMS.BEST_SELLERS:
      return bestSellers(db, siteId);
    case STORES_ALGORITHMS.BOUGHT_TOGETHER: {
      const first = given[0];
      const bought = first ? await boughtWith(db, siteId, first) : [];
      // Too few orders yet: related products fill the rest, as Wix Stores does.
      const related = bought.length < MAX_RECOMMENDED ? await sameCategories(db, siteId, given, bought) : [];
      return [...bought, ...related].slice(0, MAX_RECOMMENDED);
    }
    default:
      return sameCategories(db, siteId, given);
  }
}
