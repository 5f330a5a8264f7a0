// After an order: the ordered units leave the buyer's cart (lines added meanwhile stay), and the cart forgets its checkout.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Removes the ordered units from the cart the checkout was made from: a line whose quantity was ordered goes, a line
 * that grew since keeps the rest. When the cart is left empty its coupon goes too. Bumps the cart's revision. Returns
 * the cart's owner now, undefined when the cart is gone.
 */
export async function removeOrderedLines(
  trx: Kysely<Database>,
  siteId: string,
  cartId: string,
  ordered: readonly { id: string; quantity: number }[],
  now: Date,
): Promise<string | undefined> {
  const cart = await trx
    .updateTable('carts')
    .set({ updated_at: now, revision: sql<number>`revision + 1`, checkout_id: null })
    .where('site_id', '=', siteId)
    .where('id', '=', cartId)
    .returning('owner_id')
    .executeTakeFirst();
  if (!cart) return undefined;
  if (ordered.length > 0) {
    const ids = ordered.map((l) => l.id);
    const quantities = ordered.map((l) => l.quantity);
    // Delete first: a line reduced by the update below must not then look ordered in full.
    await sql`
      delete from cart_lines l using unnest(${ids}::text[], ${quantities}::int[]) as o(id, quantity)
      where l.cart_id = ${cartId} and l.id = o.id and l.quantity <= o.quantity
    `.execute(trx);
    await sql`
      with o as (select * from unnest(${ids}::text[], ${quantities}::int[]) as o(id, quantity))
      update cart_lines l set quantity = l.quantity - o.quantity from o
      where l.cart_id = ${cartId} and l.id = o.id and l.quantity > o.quantity
    `.execute(trx);
  }
  const left = await trx.selectFrom('cart_lines').select('id').where('cart_id', '=', cartId).limit(1).executeTakeFirst();
  if (!left) await trx.updateTable('carts').set({ coupon_id: null, coupon_code: null }).where('id', '=', cartId).execute();
  return cart.owner_id;
}
