// Pickup location operations of a merchant's site: list, get, create, update and delete; each write is one transaction.
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { PickupLocationsTable } from '../db/commerce-tables.js';
import type { Database } from '../db/schema.js';
import type { WirePickupLocation } from '../../wire/shipping.js';
import { pickupValues } from './pickup-input.js';
import { pickupLocationInUse, pickupLocationNotFound } from './shipping-errors.js';
import type { PickupLocationInput, PickupLocationPatch } from './shipping-schemas.js';

export type { WirePickupLocation } from '../../wire/shipping.js';

/** What pickup operations need: the database and the time. */
export interface PickupDeps {
  db: Kysely<Database>;
  clock: () => Date;
}

function wirePickup(row: Selectable<PickupLocationsTable>): WirePickupLocation {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    hours: row.hours,
    createdDate: row.created_at.toISOString(),
    updatedDate: row.updated_at.toISOString(),
  };
}

/** The site's pickup locations, by name. */
export async function listPickupLocations(deps: PickupDeps, siteId: string): Promise<WirePickupLocation[]> {
  const rows = await deps.db.selectFrom('pickup_locations').selectAll().where('site_id', '=', siteId).orderBy('name').orderBy('id').execute();
  return rows.map(wirePickup);
}

/** A pickup location of the site; 404 otherwise. */
export async function getPickupLocation(deps: PickupDeps, siteId: string, id: string): Promise<WirePickupLocation> {
  const row = await deps.db.selectFrom('pickup_locations').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
  if (!row) throw pickupLocationNotFound(id);
  return wirePickup(row);
}

/** Creates a pickup location (PICKUP rates of zones then name its id). */
export async function createPickupLocation(deps: PickupDeps, siteId: string, input: PickupLocationInput): Promise<WirePickupLocation> {
  const values = pickupValues(input);
  const now = deps.clock();
  const row = await deps.db
    .insertInto('pickup_locations')
    .values({
      id: randomUUID(),
      site_id: siteId,
      name: values.name,
      address: JSON.stringify(values.address),
      hours: JSON.stringify(values.hours),
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return wirePickup(row);
}

/** Changes a pickup location: the fields given replace the stored ones. */
export async function updatePickupLocation(deps: PickupDeps, siteId: string, id: string, patch: PickupLocationPatch): Promise<WirePickupLocation> {
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    const stored = await trx.selectFrom('pickup_locations').selectAll().where('site_id', '=', siteId).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!stored) throw pickupLocationNotFound(id);
    const address = patch.address ?? { ...stored.address, country: stored.address.country ?? '' };
    const values = pickupValues({ name: patch.name ?? stored.name, address, hours: patch.hours ?? stored.hours });
    const row = await trx
      .updateTable('pickup_locations')
      .set({ name: values.name, address: JSON.stringify(values.address), hours: JSON.stringify(values.hours), updated_at: now })
      .where('site_id', '=', siteId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return wirePickup(row);
  });
}

/** Deletes a pickup location; 409 PICKUP_LOCATION_IN_USE while rates of a zone pick up there, 404 when the site has none. */
export async function deletePickupLocation(deps: PickupDeps, siteId: string, id: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const stored = await trx.selectFrom('pickup_locations').select('id').where('site_id', '=', siteId).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!stored) throw pickupLocationNotFound(id);
    const users = await trx
      .selectFrom('shipping_options')
      .select('region_id')
      .distinct()
      .where('site_id', '=', siteId)
      .where('pickup_location_id', '=', id)
      .execute();
    if (users.length > 0)
      throw pickupLocationInUse(
        id,
        users.map((u) => u.region_id),
      );
    await trx.deleteFrom('pickup_locations').where('site_id', '=', siteId).where('id', '=', id).execute();
  });
}
