// Collection writes: create, update, delete, and adding or removing products; All Products cannot be changed.
import { randomUUID } from 'node:crypto';
import { Type, type Static } from 'typebox';
import { ALL_PRODUCTS_COLLECTION_ID } from '../../../wire/catalog.js';
import type { FieldViolation } from '../../../wire/errors.js';
import { applicationError, fieldError, notFound, validationError } from '../../http/http-error.js';
import { ALL_PRODUCTS_SLUG } from '../collection-rows.js';
import { duplicateSlug, inTransaction, isUniqueViolation, slugify, type Db } from './product-store.js';
import type { WriteDeps } from './product-writes.js';
import { queueCollectionEvent } from './catalog-events.js';
import { CatalogEventType } from '../../../wire/events.js';

/** A collection as merchants write it; read-only fields (id, media, numberOfProducts) are ignored. */
export const CollectionInputSchema = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
    slug: Type.Optional(Type.String({ minLength: 1, maxLength: 100, pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' })),
    description: Type.Optional(Type.String({ maxLength: 600 })),
    visible: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: true },
);

/** A collection body as checked by its schema. */
export type CollectionInput = Static<typeof CollectionInputSchema>;

function collectionNotFound(id: string) {
  return notFound('COLLECTION_NOT_FOUND', 'Collection', { id });
}

function refuseAllProducts(id: string): void {
  if (id === ALL_PRODUCTS_COLLECTION_ID) {
    throw applicationError(
      400,
      'ALL_PRODUCTS_COLLECTION_IS_FIXED',
      'The All Products collection cannot be changed',
      'All Products holds every product of the store and cannot be edited, filled or deleted',
    );
  }
}

async function slugTaken(trx: Db, siteId: string, slug: string, exceptId?: string): Promise<boolean> {
  if (slug === ALL_PRODUCTS_SLUG) return true;
  let query = trx.selectFrom('collections').select('id').where('site_id', '=', siteId).where('slug', '=', slug);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Creates a collection; `name` is required; the slug comes from the name unless given. Returns the id. */
export async function createCollection(deps: WriteDeps, siteId: string, input: CollectionInput): Promise<string> {
  const name = input.name?.trim();
  if (!name) throw fieldError('collection.name', 'is required', 'REQUIRED_FIELD');
  const id = randomUUID();
  const now = deps.clock();
  try {
    await inTransaction(deps.db, async (trx) => {
      let slug = input.slug ?? slugify(name);
      if (await slugTaken(trx, siteId, slug)) {
        if (input.slug !== undefined) throw duplicateSlug(slug, 'collection');
        const base = slug;
        for (let n = 2; await slugTaken(trx, siteId, slug); n++) slug = `${base}-${n}`;
      }
      await trx
        .insertInto('collections')
        .values({
          id,
          site_id: siteId,
          name,
          slug,
          description: input.description ?? '',
          visible: input.visible ?? true,
          media: '[]',
          created_date: now,
          last_updated: now,
        })
        .execute();
      await queueCollectionEvent(trx, deps, CatalogEventType.COLLECTION_CREATED, id, now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateSlug(input.slug ?? name, 'collection');
    throw error;
  }
  return id;
}

/** Updates a collection's name, slug, description or visibility. */
export async function updateCollection(deps: WriteDeps, siteId: string, id: string, input: CollectionInput): Promise<void> {
  refuseAllProducts(id);
  const now = deps.clock();
  try {
    await inTransaction(deps.db, async (trx) => {
      const found = await trx.selectFrom('collections').select('id').where('site_id', '=', siteId).where('id', '=', id).forUpdate().executeTakeFirst();
      if (!found) throw collectionNotFound(id);
      if (input.slug !== undefined && (await slugTaken(trx, siteId, input.slug, id))) throw duplicateSlug(input.slug, 'collection');
      const name = input.name?.trim();
      if (input.name !== undefined && !name) throw fieldError('collection.name', 'must not be blank', 'MIN_LENGTH');
      await trx
        .updateTable('collections')
        .set({
          ...(name ? { name } : {}),
          ...(input.slug !== undefined ? { slug: input.slug } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
          ...(input.visible !== undefined ? { visible: input.visible } : {}),
          last_updated: now,
        })
        .where('id', '=', id)
        .execute();
      await queueCollectionEvent(trx, deps, CatalogEventType.COLLECTION_CHANGED, id, now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateSlug(input.slug ?? '', 'collection');
    throw error;
  }
}

/** Deletes a collection (its products stay). */
export async function deleteCollection(deps: WriteDeps, siteId: string, id: string): Promise<void> {
  refuseAllProducts(id);
  await inTransaction(deps.db, async (trx) => {
    const result = await trx.deleteFrom('collections').where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
    if (result.numDeletedRows === 0n) throw collectionNotFound(id);
    await queueCollectionEvent(trx, deps, CatalogEventType.COLLECTION_DELETED, id, deps.clock());
  });
}

/** Adds products to a collection (already-added ones stay where they are); unknown product ids are violations. */
export async function addProductsToCollection(deps: WriteDeps, siteId: string, id: string, productIds: readonly string[]): Promise<void> {
  refuseAllProducts(id);
  await inTransaction(deps.db, async (trx) => {
    const found = await trx.selectFrom('collections').select('id').where('site_id', '=', siteId).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!found) throw collectionNotFound(id);
    const unique = [...new Set(productIds)];
    const known = unique.length === 0 ? [] : await trx.selectFrom('products').select('id').where('site_id', '=', siteId).where('id', 'in', unique).execute();
    const knownIds = new Set(known.map((r) => r.id));
    const violations: FieldViolation[] = productIds.flatMap((pid, i) =>
      knownIds.has(pid)
        ? []
        : [
            {
              field: `productIds[${i}]`,
              description: 'is not a product of this store',
              violatedRule: 'VALIDATION' as const,
              ruleName: 'VALIDATION',
              data: { id: pid },
            },
          ],
    );
    if (violations.length > 0) throw validationError(violations);
    if (unique.length === 0) return;
    const last = await trx
      .selectFrom('collection_products')
      .select((eb) => eb.fn.max('position').as('max'))
      .where('collection_id', '=', id)
      .executeTakeFirst();
    const start = Number(last?.max ?? -1) + 1;
    // Rows go in in product-id order, so the membership trigger locks products in the order bulk writes do (no deadlock).
    const rows = unique
      .map((pid, i) => ({ site_id: siteId, collection_id: id, product_id: pid, position: start + i }))
      .sort((a, b) => (a.product_id < b.product_id ? -1 : 1));
    await trx
      .insertInto('collection_products')
      .values(rows)
      .onConflict((oc) => oc.columns(['collection_id', 'product_id']).doNothing())
      .execute();
    const now = deps.clock();
    await trx.updateTable('collections').set({ last_updated: now }).where('id', '=', id).execute();
    await queueCollectionEvent(trx, deps, CatalogEventType.COLLECTION_CHANGED, id, now);
  });
}

/** Removes products from a collection (ids not in it are ignored). */
export async function removeProductsFromCollection(deps: WriteDeps, siteId: string, id: string, productIds: readonly string[]): Promise<void> {
  refuseAllProducts(id);
  await inTransaction(deps.db, async (trx) => {
    const found = await trx.selectFrom('collections').select('id').where('site_id', '=', siteId).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!found) throw collectionNotFound(id);
    if (productIds.length > 0)
      await trx
        .deleteFrom('collection_products')
        .where('collection_id', '=', id)
        .where('product_id', 'in', [...productIds])
        .execute();
    const now = deps.clock();
    await trx.updateTable('collections').set({ last_updated: now }).where('id', '=', id).execute();
    await queueCollectionEvent(trx, deps, CatalogEventType.COLLECTION_CHANGED, id, now);
  });
}
