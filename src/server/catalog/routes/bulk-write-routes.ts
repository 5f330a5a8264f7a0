// Merchant bulk writes: set or adjust a property of up to 100 products, one result per product.
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import { emptyBodyAsObject } from '../../http/get-or-post.js';
import type { TypedApp } from '../../http/typed-app.js';
import { merchantOnly } from '../catalog-viewer.js';
import { merchantWrite } from '../write/catalog-events.js';
import { bulkAdjustProducts, BulkAdjustSchema, bulkSetProducts, BulkSetSchema } from '../write/bulk-writes.js';
import { TAGS, WRITE_PREFIX } from './route-schemas.js';

const Ids = Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { minItems: 1, maxItems: 100 });
const BulkUpdateBody = Type.Object({ ids: Ids, set: BulkSetSchema }, { additionalProperties: true });
const BulkAdjustBody = Type.Object({ ids: Ids, adjust: BulkAdjustSchema }, { additionalProperties: true });

/** Registers the bulk write routes (merchant API key). */
export function registerBulkWriteRoutes(app: TypedApp, ctx: AppContext): void {
  const tags = [...TAGS.products];
  const preValidation = [emptyBodyAsObject, merchantOnly(ctx)];
  app.post(
    `${WRITE_PREFIX}/bulk/products/update`,
    { schema: { body: BulkUpdateBody, tags, summary: 'Set price, cost, weight, ribbon or brand of products' }, preValidation },
    async (request) => {
      const { viewer, deps } = await merchantWrite(ctx, request);
      return bulkSetProducts(deps, viewer.siteId, request.body.ids, request.body.set, viewer.digits);
    },
  );
  app.post(
    `${WRITE_PREFIX}/bulk/products/adjust-properties`,
    { schema: { body: BulkAdjustBody, tags, summary: 'Adjust price, cost or weight of products by an amount or a percentage' }, preValidation },
    async (request) => {
      const { viewer, deps } = await merchantWrite(ctx, request);
      return bulkAdjustProducts(deps, viewer.siteId, request.body.ids, request.body.adjust, viewer.digits);
    },
  );
}
