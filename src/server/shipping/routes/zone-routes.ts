// /tote/v1/shipping/zones: the merchant's shipping zones (destinations by country, subdivision and postal code) with their rates, and their order.
import { Type } from 'typebox';
import { merchantOnly, merchantSite } from '../../auth/index.js';
import type { AppContext } from '../../context.js';
import type { TypedApp } from '../../http/typed-app.js';
import { CreateZoneBody, ReorderZonesBody, UpdateZoneBody } from '../shipping-schemas.js';
import { createZone, deleteZone, getZone, listZones, reorderZones, updateZone } from '../zone-store.js';

/** Path of the shipping zones. */
export const ZONES_PATH = '/tote/v1/shipping/zones';

const tags = ['shipping'];
const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });

/** Registers the shipping zone routes (merchant API key; one site's zones per key). */
export function registerZoneRoutes(app: TypedApp, ctx: AppContext): void {
  const preValidation = [merchantOnly(ctx)];
  const deps = { db: ctx.db, clock: ctx.clock };

  app.get(ZONES_PATH, { schema: { tags, summary: "The site's shipping zones with their rates, in order" }, preValidation }, async (request) => ({
    zones: await listZones(deps, await merchantSite(ctx, request)),
  }));
  app.post(
    ZONES_PATH,
    {
      schema: {
        body: CreateZoneBody,
        tags,
        summary: 'Create a shipping zone: destinations (country, subdivisions, postal-code prefixes) and rates; it goes last in the order',
      },
      preValidation,
    },
    async (request) => ({ zone: await createZone(deps, await merchantSite(ctx, request), request.body.zone) }),
  );
  app.post(
    `${ZONES_PATH}/reorder`,
    {
      schema: {
        body: ReorderZonesBody,
        tags,
        summary: 'Order the shipping zones: every zone id once; of two zones naming a destination equally closely the earlier wins',
      },
      preValidation,
    },
    async (request) => ({ zones: await reorderZones(deps, await merchantSite(ctx, request), request.body.zoneIds) }),
  );
  app.get(`${ZONES_PATH}/:id`, { schema: { params: IdParams, tags, summary: 'Get a shipping zone with its rates' }, preValidation }, async (request) => ({
    zone: await getZone(deps, await merchantSite(ctx, request), request.params.id),
  }));
  app.patch(
    `${ZONES_PATH}/:id`,
    {
      schema: {
        params: IdParams,
        body: UpdateZoneBody,
        tags,
        summary: 'Change a shipping zone: the fields given replace the stored ones (rates: all of them)',
      },
      preValidation,
    },
    async (request) => ({ zone: await updateZone(deps, await merchantSite(ctx, request), request.params.id, request.body.zone) }),
  );
  app.delete(`${ZONES_PATH}/:id`, { schema: { params: IdParams, tags, summary: 'Delete a shipping zone with its rates' }, preValidation }, async (request) => {
    await deleteZone(deps, await merchantSite(ctx, request), request.params.id);
    return {};
  });
}
