// A cart event written by add-to-cart's one statement holds the cart lean (its row, products by revision); this renders it as the API answered it.
import type { Kysely } from 'kysely';
import type { Cart } from '../../wire/cart.js';
import type { ShopperCaller } from '../auth/index.js';
import type { Database } from '../db/schema.js';
import { cartProductsAt } from './cart-products.js';
import type { LeanCartRow } from './cart-read.js';
import { leanLinesOf, leanToLoadedCart, productRevisionsOf } from './cart-read.js';
import { priceLines, toWireCart } from './cart-view.js';

/** The payload key of a cart stored lean, in place of `entity`. */
export const LEAN_CART_EVENT_KEY = 'leanCart';

/** The payload of a cart event stored lean: the cart's row as the change left it, and its owner. */
export interface LeanCartEventPayload {
  leanCart: LeanCartRow;
  owner: Pick<ShopperCaller, 'kind' | 'subjectId'>;
}

/** Whether an event's payload holds a lean cart (rendered by {@link renderLeanCartEvent}) rather than its entity. */
export function isLeanCartPayload(payload: unknown): payload is LeanCartEventPayload {
  return typeof payload === 'object' && payload !== null && LEAN_CART_EVENT_KEY in payload;
}

/**
 * The wire cart of a lean cart event: its lines exactly as the change left them, each product at the revision the
 * change saw (kept in memory or read now; a product changed since then is shown as it is now, one deleted as gone).
 */
export async function renderLeanCartEvent(db: Kysely<Database>, siteId: string, payload: LeanCartEventPayload, publicUrl: string): Promise<Cart> {
  const row = payload.leanCart;
  const lines = leanLinesOf(row);
  const loaded = leanToLoadedCart(row, payload.owner.subjectId, lines, await cartProductsAt(db, siteId, productRevisionsOf(lines)));
  return toWireCart(loaded, priceLines(loaded, publicUrl), payload.owner, publicUrl);
}
