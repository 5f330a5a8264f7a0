// /tote/v1/shipping/pickup-locations: the merchant's pickup locations with address and opening hours (PICKUP rates of zones name them).
import { Type } from 'typebox';
import { merchantOnly, merchantSite } from '../../auth/index.js';
import type { AppContext } from '../../context.js';
import type { TypedApp } from '../../http/typed-app.js';
import { createPickupLocation, deletePickupLocation, getPickupLocation, listPickupLocations, updatePickupLocation } from '../pickup-store.js';
import { PickupLocationPatchSchema, PickupLocationSchema } from '../shipping-schemas.js';

/** Path of the pickup locations. */
export const PICKUP_LOCATIONS_PATH = '/tote/v1/shipping/pickup-locations';

const tags = ['shipping'];
const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });

/** Registers the pickup location routes (merchant API key; one site's locations per key). */
export function registerPickupLocationRoutes(app: TypedApp, ctx: AppContext): void {
  const preValidation = [merchantOnly(ctx)];
  const deps = { db: ctx.db, clock: ctx.clock };

  app.get(PICKUP_LOCATIONS_PATH, { schema: { tags, summary: "The site's pickup locations" }, preValidation }, async (request) => ({
    pickupLocations: await listPickupLocations(deps, await merchantSite(ctx, request)),
  }));
  app.post(
    PICKUP_LOCATIONS_PATH,
    {
      schema: {
        body: Type.Object({ pickupLocation: PickupLocationSchema }, { additionalProperties: false }),
        tags,
        summary: 'Create a pickup location: name, address and opening hours',
      },
      preValidation,
    },
    async (request) => ({ pickupLocation: await createPickupLocation(deps, await merchantSite(ctx, request), request.body.pickupLocation) }),
  );
  app.get(`${PICKUP_LOCATIONS_PATH}/:id`, { schema: { params: IdParams, tags, summary: 'Get a pickup location' }, preValidation }, async (request) => ({
    pickupLocation: await getPickupLocation(deps, await merchantSite(ctx, request), request.params.id),
  }));
  app.patch(
    `${PICKUP_LOCATIONS_PATH}/:id`,
    {
      schema: {
        params: IdParams,
        body: Type.Object({ pickupLocation: PickupLocationPatchSchema }, { additionalProperties: false }),
        tags,
        summary: 'Change a pickup location: the fields given replace the stored ones',
      },
      preValidation,
    },
    async (request) => ({ pickupLocation: await updatePickupLocation(deps, await merchantSite(ctx, request), request.params.id, request.body.pickupLocation) }),
  );
  app.delete(
    `${PICKUP_LOCATIONS_PATH}/:id`,
    { schema: { params: IdParams, tags, summary: 'Delete a pickup location (409 while a rate picks up there)' }, preValidation },
    async (request) => {
      await deletePickupLocation(deps, await merchantSite(ctx, request), request.params.id);
      return {};
    },
  );
}
