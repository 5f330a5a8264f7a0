// Merchant variant writes: overrides, reset to default, and per-variant stock (the inventory item call).
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import { emptyBodyAsObject } from '../../http/get-or-post.js';
import type { TypedApp } from '../../http/typed-app.js';
import { merchantOnly } from '../catalog-viewer.js';
import { merchantWrite } from '../write/catalog-events.js';
import { productNotFound } from '../product-reads.js';
import { loadProduct } from '../product-rows.js';
import { variantToWire } from '../variant-wire.js';
import { nullable } from '../write/nullable.js';
import { resetVariants, updateVariants, updateVariantStock, VariantOverrideSchema } from '../write/variant-writes.js';
import { IdParams, TAGS, WRITE_PREFIX } from './route-schemas.js';

const UpdateVariantsBody = Type.Object({ variants: Type.Array(VariantOverrideSchema, { minItems: 1, maxItems: 300 }) }, { additionalProperties: true });
const AnyBody = Type.Object({}, { additionalProperties: true });
const InventoryBody = Type.Object(
  {
    inventoryItem: Type.Object(
      {
        trackQuantity: Type.Optional(nullable(Type.Boolean())),
        variants: Type.Optional(
          Type.Array(
            Type.Object(
              {
                variantId: Type.String({ minLength: 1, maxLength: 100 }),
                quantity: Type.Optional(nullable(Type.Integer({ minimum: 0, maximum: 99_999 }))),
                inStock: Type.Optional(nullable(Type.Boolean())),
              },
              { additionalProperties: true },
            ),
            { maxItems: 300 },
          ),
        ),
      },
      { additionalProperties: true },
    ),
  },
  { additionalProperties: true },
);

/** Registers the variant write routes (merchant API key). */
export function registerVariantWriteRoutes(app: TypedApp, ctx: AppContext): void {
  const tags = [...TAGS.variants];
  const preValidation = [emptyBodyAsObject, merchantOnly(ctx)];

  app.patch(
    `${WRITE_PREFIX}/products/:id/variants`,
    {
      schema: { params: IdParams, body: UpdateVariantsBody, tags, summary: 'Override price, cost, weight, SKU or visibility of variants (by choices or ids)' },
      preValidation,
    },
    async (request) => {
      const { viewer, deps } = await merchantWrite(ctx, request);
      await updateVariants(deps, viewer.siteId, request.params.id, request.body.variants, viewer.digits);
      const product = await loadProduct(ctx.db, viewer.siteId, request.params.id, true);
      if (!product) throw productNotFound(request.params.id);
      return { variants: product.variants.map((v) => variantToWire(product, v, viewer)) };
    },
  );

  app.post(
    `${WRITE_PREFIX}/products/:id/variants/resetToDefault`,
    { schema: { params: IdParams, body: AnyBody, tags, summary: "Reset every variant to the product's values" }, preValidation },
    async (request) => {
      const { viewer, deps } = await merchantWrite(ctx, request);
      await resetVariants(deps, viewer.siteId, request.params.id);
      return {};
    },
  );

  for (const prefix of ['/stores/v2/inventoryItems', '/stores/v1/inventoryItems']) {
    app.patch(
      `${prefix}/product/:id`,
      { schema: { params: IdParams, body: InventoryBody, tags, summary: 'Set quantity tracking and the stock of variants of a product' }, preValidation },
      async (request) => {
        const { viewer, deps } = await merchantWrite(ctx, request);
        const item = request.body.inventoryItem;
        await updateVariantStock(deps, viewer.siteId, request.params.id, item.trackQuantity ?? undefined, item.variants ?? [], 'inventoryItem.variants');
        return {};
      },
    );
  }
}
