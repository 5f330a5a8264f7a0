// Merchant product writes: create, update, delete (v1, v1 platformized, v2 platformized), options, brand, ribbon.
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import { emptyBodyAsObject } from '../../http/get-or-post.js';
import type { TypedApp } from '../../http/typed-app.js';
import { merchantOnly, type CatalogViewer } from '../catalog-viewer.js';
import { merchantWrite } from '../write/catalog-events.js';
import { productNotFound } from '../product-reads.js';
import { loadProduct } from '../product-rows.js';
import { productToWire } from '../product-wire.js';
import { productChanges, ProductInputSchema } from '../write/product-input.js';
import { createProduct, deleteProduct, updateProduct } from '../write/product-writes.js';
import { clearProductText, deleteOptions } from '../write/variant-writes.js';
import { IdParams, TAGS, WRITE_PREFIX } from './route-schemas.js';

const ProductBody = Type.Object({ product: ProductInputSchema }, { additionalProperties: true });
const AnyBody = Type.Object({}, { additionalProperties: true });

/** The product as a merchant's write answers it (hidden or not, with cost and profit). */
export async function productAnswer(ctx: AppContext, viewer: CatalogViewer, id: string) {
  const product = await loadProduct(ctx.db, viewer.siteId, id, true);
  if (!product) throw productNotFound(id);
  return { product: productToWire(product, viewer) };
}

/** Registers the product write routes (merchant API key; visitors and members get 403). */
export function registerProductWriteRoutes(app: TypedApp, ctx: AppContext): void {
  const tags = [...TAGS.products];
  const preValidation = [emptyBodyAsObject, merchantOnly(ctx)];
  // The v2 proxy path is served with and without the /stores prefix (SDK builds without a host mapping for it send the bare path).
  const bases = [`${WRITE_PREFIX}/products`, `${WRITE_PREFIX}/products-platformized`, '/stores/v2/products-platformized', '/v2/products-platformized'];
  for (const base of bases) {
    app.post(base, { schema: { body: ProductBody, tags, summary: 'Create a product (name and priceData.price required)' }, preValidation }, async (request) => {
      const { viewer, deps } = await merchantWrite(ctx, request);
      const id = await createProduct(deps, viewer.siteId, productChanges(request.body.product, viewer.digits));
      return productAnswer(ctx, viewer, id);
    });
    app.patch(
      `${base}/:id`,
      { schema: { params: IdParams, body: ProductBody, tags, summary: 'Update a product (only the fields sent change)' }, preValidation },
      async (request) => {
        const { viewer, deps } = await merchantWrite(ctx, request);
        await updateProduct(deps, viewer.siteId, request.params.id, productChanges(request.body.product, viewer.digits));
        return productAnswer(ctx, viewer, request.params.id);
      },
    );
    app.delete(`${base}/:id`, { schema: { params: IdParams, tags, summary: 'Delete a product' }, preValidation }, async (request) => {
      const { viewer, deps } = await merchantWrite(ctx, request);
      await deleteProduct(deps, viewer.siteId, request.params.id);
      return {};
    });
  }

  app.delete(
    `${WRITE_PREFIX}/products/:id/options`,
    { schema: { params: IdParams, tags, summary: 'Remove all options (one default variant remains)' }, preValidation },
    async (request) => {
      const { viewer, deps } = await merchantWrite(ctx, request);
      await deleteOptions(deps, viewer.siteId, request.params.id);
      return {};
    },
  );
  for (const field of ['brand', 'ribbon'] as const) {
    app.post(
      `${WRITE_PREFIX}/products/:id/remove-${field}`,
      { schema: { params: IdParams, body: AnyBody, tags, summary: `Remove the product's ${field}` }, preValidation },
      async (request) => {
        const { viewer, deps } = await merchantWrite(ctx, request);
        await clearProductText(deps, viewer.siteId, request.params.id, field);
        return {};
      },
    );
  }
}
