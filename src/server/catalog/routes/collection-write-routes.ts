// Merchant collection writes: create, update, delete, and the products of a collection.
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import { emptyBodyAsObject } from '../../http/get-or-post.js';
import type { TypedApp } from '../../http/typed-app.js';
import { merchantOnly } from '../catalog-viewer.js';
import { merchantWrite } from '../write/catalog-events.js';
import { getCollection } from '../collection-reads.js';
import {
  addProductsToCollection,
  CollectionInputSchema,
  createCollection,
  deleteCollection,
  removeProductsFromCollection,
  updateCollection,
} from '../write/collection-writes.js';
import { IdParams, TAGS, WRITE_PREFIX } from './route-schemas.js';

const CollectionBody = Type.Object({ collection: CollectionInputSchema }, { additionalProperties: true });
const ProductIdsBody = Type.Object(
  { productIds: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 1000 }) },
  { additionalProperties: true },
);

/** Registers the collection write routes (merchant API key). */
export function registerCollectionWriteRoutes(app: TypedApp, ctx: AppContext): void {
  const tags = [...TAGS.collections];
  const preValidation = [emptyBodyAsObject, merchantOnly(ctx)];
  const base = `${WRITE_PREFIX}/collections`;

  app.post(base, { schema: { body: CollectionBody, tags, summary: 'Create a collection (name required)' }, preValidation }, async (request) => {
    const { viewer, deps } = await merchantWrite(ctx, request);
    const id = await createCollection(deps, viewer.siteId, request.body.collection);
    return { collection: await getCollection(ctx.db, viewer, { id }) };
  });
  app.patch(`${base}/:id`, { schema: { params: IdParams, body: CollectionBody, tags, summary: 'Update a collection' }, preValidation }, async (request) => {
    const { viewer, deps } = await merchantWrite(ctx, request);
    await updateCollection(deps, viewer.siteId, request.params.id, request.body.collection);
    return { collection: await getCollection(ctx.db, viewer, { id: request.params.id }) };
  });
  app.delete(`${base}/:id`, { schema: { params: IdParams, tags, summary: 'Delete a collection (its products stay)' }, preValidation }, async (request) => {
    const { viewer, deps } = await merchantWrite(ctx, request);
    await deleteCollection(deps, viewer.siteId, request.params.id);
    return {};
  });
  app.post(
    `${base}/:id/productIds`,
    { schema: { params: IdParams, body: ProductIdsBody, tags, summary: 'Add products to a collection' }, preValidation },
    async (request) => {
      const { viewer, deps } = await merchantWrite(ctx, request);
      await addProductsToCollection(deps, viewer.siteId, request.params.id, request.body.productIds);
      return {};
    },
  );
  app.post(
    `${base}/:id/productIds/delete`,
    { schema: { params: IdParams, body: ProductIdsBody, tags, summary: 'Remove products from a collection' }, preValidation },
    async (request) => {
      const { viewer, deps } = await merchantWrite(ctx, request);
      await removeProductsFromCollection(deps, viewer.siteId, request.params.id, request.body.productIds);
      return {};
    },
  );
}
