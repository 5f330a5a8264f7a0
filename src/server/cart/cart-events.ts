// Cart events (created, updated, deleted), written in the transaction of the change they report.
import type { Kysely } from 'kysely';
import type { Cart } from '../../wire/cart.js';
import { CartEventType, EntityFqdn } from '../../wire/events.js';
import type { ShopperCaller } from '../auth/index.js';
import type { Database } from '../db/schema.js';
import { queueEvent, identityOfCaller } from '../events/index.js';
import { loadCart } from './cart-read.js';
import type { MergedCarts } from './merge-carts.js';
import { priceLines, toWireCart } from './cart-view.js';

/** The owner of a cart: enough of a shopper to render their cart and name them as who caused its events. */
export type CartOwner = Pick<ShopperCaller, 'kind' | 'subjectId' | 'siteId'>;

/** A cart as a change left it: its wire form, and whether the change created it (a new cart starts at revision 1). */
export interface ChangedCart {
  wire: Cart;
  created: boolean;
}

/** Writes CREATED or UPDATED for a cart as the API now answers it; `owner` caused the change. */
export async function queueCartChanged(trx: Kysely<Database>, owner: CartOwner, changed: ChangedCart, now: Date): Promise<void> {
  const id = changed.wire.id;
  if (!id) return;
  await queueEvent(
    trx,
    {
      siteId: owner.siteId,
      eventType: changed.created ? CartEventType.CREATED : CartEventType.UPDATED,
      entityFqdn: EntityFqdn.CART,
      entityId: id,
      entity: changed.wire,
      identity: identityOfCaller(owner),
    },
    now,
  );
}

/** Writes DELETED for a cart (no entity: a deleted cart is answered as none). */
export async function queueCartDeleted(trx: Kysely<Database>, owner: CartOwner, cartId: string, now: Date): Promise<void> {
  await queueEvent(
    trx,
    {
      siteId: owner.siteId,
      eventType: CartEventType.DELETED,
      entityFqdn: EntityFqdn.CART,
      entityId: cartId,
      entity: undefined,
      identity: identityOfCaller(owner),
    },
    now,
  );
}

/**
 * Reads the owner's cart inside the transaction that changed it and writes UPDATED with it: for changes made outside
 * the cart calls (sign-in merging carts, an order taking its lines), which do not hold the cart as answered. Nothing
 * is written when the owner has no cart.
 */
export async function queueCartReread(trx: Kysely<Database>, owner: CartOwner, publicUrl: string, now: Date): Promise<void> {
  const loaded = await loadCart(trx, owner.siteId, owner.subjectId);
  if (!loaded.cart) return;
  await queueCartChanged(trx, owner, { wire: toWireCart(loaded, priceLines(loaded, publicUrl), owner, publicUrl), created: false }, now);
}

/** Writes the events of a sign-in's cart merge, caused by the member: the source cart's deletion, the member's cart changed. */
export async function queueCartsMerged(trx: Kysely<Database>, member: CartOwner, merged: MergedCarts, publicUrl: string, now: Date): Promise<void> {
  if (merged.deletedCartId) await queueCartDeleted(trx, member, merged.deletedCartId, now);
  await queueCartReread(trx, member, publicUrl, now);
}
