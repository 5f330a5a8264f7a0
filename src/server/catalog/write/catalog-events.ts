// Catalog events (products, variants, collections, inventory items), written in the transaction of the change they report.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { CatalogEventType, EntityFqdn, InventoryEventType, type EventIdentity } from '../../../wire/events.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { currencyDigits } from '../../money.js';
import { identityOfCaller, queueEvent } from '../../events/index.js';
import { merchantViewer, siteCurrency, type CatalogViewer } from '../catalog-viewer.js';
import { getCollection } from '../collection-reads.js';
import { inventoryItemToWire, type ProductStock } from '../inventory.js';
import { loadProduct } from '../product-rows.js';
import { productToWire } from '../product-wire.js';
import { variantToWire } from '../variant-wire.js';
import type { Db } from './product-store.js';
import type { WriteDeps } from './product-writes.js';

/**
 * Who a catalog write reports its events as, and how it renders their entities (as the merchant's write answers them).
 * Writes without one (demo seeding: not a merchant's change) report nothing.
 */
export interface CatalogEventSource {
  viewer: CatalogViewer;
  identity: EventIdentity;
}

/** The viewer of a merchant's write call and the dependencies of its writes, which report events as the caller's API key. */
export async function merchantWrite(ctx: AppContext, request: FastifyRequest): Promise<{ viewer: CatalogViewer; deps: WriteDeps }> {
  const viewer = await merchantViewer(ctx, request);
  const caller = await ctx.callers.merchant(request);
  return { viewer, deps: { db: ctx.db, clock: ctx.clock, events: { viewer, identity: identityOfCaller(caller) } } };
}

/** Events of the site's owner at the command line (`tote import`): a merchant viewer, and the owner as a Wix user would be. */
export async function ownerEventSource(db: Kysely<Database>, siteId: string, publicUrl: string): Promise<CatalogEventSource> {
  const currency = await siteCurrency(db, siteId);
  return {
    viewer: { siteId, merchant: true, merchantData: true, currency, digits: currencyDigits(currency), publicUrl },
    identity: { identityType: 'WIX_USER' },
  };
}

/** A product event: PRODUCT_CREATED or PRODUCT_CHANGED carry the product, VARIANTS_CHANGED `{productId, variants}`, each as the writes answer them. */
type ProductEventType = typeof CatalogEventType.PRODUCT_CREATED | typeof CatalogEventType.PRODUCT_CHANGED | typeof CatalogEventType.VARIANTS_CHANGED;

/** Writes a product event with the product as this transaction left it (read here); nothing without an event source. */
export async function queueProductEvent(trx: Db, deps: WriteDeps, eventType: ProductEventType, productId: string, now: Date): Promise<void> {
  const source = deps.events;
  if (!source) return;
  const product = await loadProduct(trx, source.viewer.siteId, productId, true);
  if (!product) return;
  const entity =
    eventType === CatalogEventType.VARIANTS_CHANGED
      ? { productId, variants: product.variants.map((v) => variantToWire(product, v, source.viewer)) }
      : productToWire(product, source.viewer);
  await queueEvent(
    trx,
    { siteId: source.viewer.siteId, eventType, entityFqdn: EntityFqdn.PRODUCT, entityId: productId, entity, identity: source.identity },
    now,
  );
}

/** Writes PRODUCT_DELETED (no entity: a deleted product is answered as not found). */
export async function queueProductDeleted(trx: Db, deps: WriteDeps, productId: string, now: Date): Promise<void> {
  const source = deps.events;
  if (!source) return;
  await queueEvent(
    trx,
    {
      siteId: source.viewer.siteId,
      eventType: CatalogEventType.PRODUCT_DELETED,
      entityFqdn: EntityFqdn.PRODUCT,
      entityId: productId,
      entity: undefined,
      identity: source.identity,
    },
    now,
  );
}

/** Writes a collection event: the collection as its reads answer it (read here), none for a deletion. */
export async function queueCollectionEvent(
  trx: Db,
  deps: WriteDeps,
  eventType: typeof CatalogEventType.COLLECTION_CREATED | typeof CatalogEventType.COLLECTION_CHANGED | typeof CatalogEventType.COLLECTION_DELETED,
  collectionId: string,
  now: Date,
): Promise<void> {
  const source = deps.events;
  if (!source) return;
  const entity = eventType === CatalogEventType.COLLECTION_DELETED ? undefined : await getCollection(trx, source.viewer, { id: collectionId });
  await queueEvent(
    trx,
    { siteId: source.viewer.siteId, eventType, entityFqdn: EntityFqdn.COLLECTION, entityId: collectionId, entity, identity: source.identity },
    now,
  );
}

/** Writes ITEM_CHANGED for a product's stock as a write left it (see `touchProduct`); orders name the buyer or the merchant. */
export async function queueInventoryChanged(trx: Db, siteId: string, stock: ProductStock, identity: EventIdentity | undefined, now: Date): Promise<void> {
  await queueEvent(
    trx,
    {
      siteId,
      eventType: InventoryEventType.ITEM_CHANGED,
      entityFqdn: EntityFqdn.INVENTORY_ITEM,
      entityId: stock.productId,
      entity: inventoryItemToWire(stock),
      ...(identity ? { identity } : {}),
    },
    now,
  );
}
