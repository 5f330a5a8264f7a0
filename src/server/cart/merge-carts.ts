// Merges a visitor's cart into a member's at sign-in: quantities added, nothing lost, the coupon kept when the target has none.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/schema.js';

/** What a merge changed: the target owner's cart (always), and the source cart when it was deleted. */
export interface MergedCarts {
  deletedCartId?: string;
}

/**
 * Moves every line of `fromOwnerId`'s cart into `toOwnerId`'s cart of the same site, adding quantities of the same
 * item (a merged line may pass the per-request limit: nothing is dropped). The target keeps its coupon, buyer note,
 * contact and shipping choice; where it has none it takes the source's. The source cart is deleted. Without a target
 * cart the source cart simply changes owner. Call it inside the sign-in's transaction; both carts are locked in a
 * fixed order, so concurrent merges and cart calls cannot deadlock or lose lines. Returns what changed (the source
 * cart deleted, when it was), or undefined when the source had no cart.
 */
export async function mergeCarts(trx: Kysely<Database>, siteId: string, fromOwnerId: string, toOwnerId: string): Promise<MergedCarts | undefined> {
  if (fromOwnerId === toOwnerId) return undefined;
  const carts = await trx
    .selectFrom('carts')
    .select(['id', 'owner_id', 'coupon_id', 'coupon_code', 'buyer_note', 'contact_info', 'selected_shipping_option'])
    .where('site_id', '=', siteId)
    .where('owner_id', 'in', [fromOwnerId, toOwnerId])
    .orderBy('id')
    .forUpdate()
    .execute();
  const from = carts.find((c) => c.owner_id === fromOwnerId);
  const to = carts.find((c) => c.owner_id === toOwnerId);
  if (!from) return undefined;
  if (!to) {
    await trx
      .updateTable('carts')
      .set({ owner_id: toOwnerId, updated_at: sql`now()`, revision: sql<number>`revision + 1` })
      .where('id', '=', from.id)
      .execute();
    return {};
  }
  await sql`
    insert into cart_lines (id, site_id, cart_id, line_key, app_id, product_id, variant_id, options, quantity, created_at)
    select gen_random_uuid()::text, site_id, ${to.id}, line_key, app_id, product_id, variant_id, options, quantity, created_at
    from cart_lines where cart_id = ${from.id}
    order by seq
    on conflict (cart_id, line_key) do update set quantity = cart_lines.quantity + excluded.quantity
  `.execute(trx);
  const keepCoupon = to.coupon_id === null && from.coupon_id !== null;
  await trx
    .updateTable('carts')
    .set({
      updated_at: sql`now()`,
      revision: sql<number>`revision + 1`,
      ...(keepCoupon ? { coupon_id: from.coupon_id, coupon_code: from.coupon_code } : {}),
      ...(to.buyer_note === null && from.buyer_note !== null ? { buyer_note: from.buyer_note } : {}),
      ...(to.contact_info === null && from.contact_info !== null ? { contact_info: JSON.stringify(from.contact_info) } : {}),
      ...(to.selected_shipping_option === null && from.selected_shipping_option !== null
        ? { selected_shipping_option: JSON.stringify(from.selected_shipping_option) }
        : {}),
    })
    .where('id', '=', to.id)
    .execute();
  await trx.deleteFrom('carts').where('id', '=', from.id).execute();
  return { deletedCartId: from.id };
}
