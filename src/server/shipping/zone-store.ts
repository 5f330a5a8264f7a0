// Shipping zone operations of a merchant's site: list, get, create, update, delete and reorder; each write is one transaction.
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { fieldError } from '../http/http-error.js';
import { zoneNotFound } from './shipping-errors.js';
import type { ZoneInput, ZonePatch } from './shipping-schemas.js';
import { siteDigits } from './site-digits.js';
import { zoneValues, type RateValues } from './zone-input.js';
import { wireZone, type WireShippingZone } from './zone-wire.js';

type Db = Kysely<Database> | Transaction<Database>;

/** What zone operations need: the database and the time. */
export interface ZoneDeps {
  db: Kysely<Database>;
  clock: () => Date;
}

async function pickupIds(db: Db, siteId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('pickup_locations').select('id').where('site_id', '=', siteId).execute();
  return new Set(rows.map((r) => r.id));
}

/** The zones of a site (all, or the one with `id`) as the wire shows them, in order. */
async function readZones(db: Db, siteId: string, id?: string): Promise<WireShippingZone[]> {
  let zones = db.selectFrom('shipping_regions').selectAll().where('site_id', '=', siteId);
  let rates = db.selectFrom('shipping_options').selectAll().where('site_id', '=', siteId);
  if (id !== undefined) {
    zones = zones.where('id', '=', id);
    rates = rates.where('region_id', '=', id);
  }
  const [zoneRows, rateRows, digits] = await Promise.all([
    zones.orderBy('position').orderBy('id').execute(),
    rates.orderBy('position').orderBy('code').execute(),
    siteDigits(db, siteId),
  ]);
  return zoneRows.map((z) =>
    wireZone(
      z,
      rateRows.filter((r) => r.region_id === z.id),
      digits,
    ),
  );
}

async function insertRates(trx: Db, siteId: string, zoneId: string, rates: readonly RateValues[]): Promise<void> {
  if (rates.length === 0) return;
  await trx
    .insertInto('shipping_options')
    .values(
      rates.map((r, position) => ({
        ...r,
        id: randomUUID(),
        site_id: siteId,
        region_id: zoneId,
        weight_rates: JSON.stringify(r.weight_rates),
        subtotal_rates: JSON.stringify(r.subtotal_rates),
        position,
      })),
    )
    .execute();
}

/** The site's zones in order (the first that names a destination most closely is the one it ships by). */
export async function listZones(deps: ZoneDeps, siteId: string): Promise<WireShippingZone[]> {
  return readZones(deps.db, siteId);
}

/** A zone of the site; 404 otherwise. */
export async function getZone(deps: ZoneDeps, siteId: string, id: string): Promise<WireShippingZone> {
  const [zone] = await readZones(deps.db, siteId, id);
  if (!zone) throw zoneNotFound(id);
  return zone;
}

/** Creates a zone with its rates, last in the order. */
export async function createZone(deps: ZoneDeps, siteId: string, input: ZoneInput): Promise<WireShippingZone> {
  return deps.db.transaction().execute((trx) => insertZone(trx, siteId, input, deps.clock()));
}

/** Creates a zone with its rates, last in the order, in the caller's transaction (what {@link createZone} and the set-up do). */
export async function insertZone(trx: Transaction<Database>, siteId: string, input: ZoneInput, now: Date): Promise<WireShippingZone> {
  const id = randomUUID();
  const [digits, pickups] = await Promise.all([siteDigits(trx, siteId), pickupIds(trx, siteId)]);
  const values = zoneValues(input, { digits, pickupIds: pickups });
  const last = await trx
    .selectFrom('shipping_regions')
    .select((eb) => eb.fn.max('position').as('p'))
    .where('site_id', '=', siteId)
    .executeTakeFirst();
  const position = last?.p === null || last?.p === undefined ? 0 : Number(last.p) + 1;
  await trx
    .insertInto('shipping_regions')
    .values({ id, site_id: siteId, name: values.name, destinations: JSON.stringify(values.destinations), position, created_at: now, updated_at: now })
    .execute();
  await insertRates(trx, siteId, id, values.rates);
  const [zone] = await readZones(trx, siteId, id);
  return zone!;
}

/** Changes a zone: the fields given replace the stored ones; `rates` replaces every rate of the zone. */
export async function updateZone(deps: ZoneDeps, siteId: string, id: string, patch: ZonePatch): Promise<WireShippingZone> {
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    const stored = await trx.selectFrom('shipping_regions').selectAll().where('site_id', '=', siteId).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!stored) throw zoneNotFound(id);
    const [digits, pickups] = await Promise.all([siteDigits(trx, siteId), pickupIds(trx, siteId)]);
    const values = zoneValues(
      { name: patch.name ?? stored.name, destinations: patch.destinations ?? stored.destinations, rates: patch.rates ?? [] },
      { digits, pickupIds: pickups },
    );
    await trx
      .updateTable('shipping_regions')
      .set({ name: values.name, destinations: JSON.stringify(values.destinations), updated_at: now })
      .where('site_id', '=', siteId)
      .where('id', '=', id)
      .execute();
    if (patch.rates !== undefined) {
      await trx.deleteFrom('shipping_options').where('site_id', '=', siteId).where('region_id', '=', id).execute();
      await insertRates(trx, siteId, id, values.rates);
    }
    const [zone] = await readZones(trx, siteId, id);
    return zone!;
  });
}

/** Deletes a zone with its rates; 404 when the site has none. */
export async function deleteZone(deps: ZoneDeps, siteId: string, id: string): Promise<void> {
  const result = await deps.db.deleteFrom('shipping_regions').where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
  if (result.numDeletedRows === 0n) throw zoneNotFound(id);
}

/** Puts the site's zones in the order given: `zoneIds` must name every zone of the site once. */
export async function reorderZones(deps: ZoneDeps, siteId: string, zoneIds: readonly string[]): Promise<WireShippingZone[]> {
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('shipping_regions').select('id').where('site_id', '=', siteId).forUpdate().execute();
    const known = new Set(rows.map((r) => r.id));
    const given = new Set(zoneIds);
    const unknown = zoneIds.filter((z) => !known.has(z));
    if (unknown.length > 0) throw fieldError('zoneIds', `names zones this store does not have: ${unknown.join(', ')}`, 'VALIDATION', { unknown });
    if (given.size !== zoneIds.length || given.size !== known.size) {
      throw fieldError('zoneIds', `must name each of the store's ${known.size} zones exactly once`, 'VALIDATION', {
        missing: [...known].filter((z) => !given.has(z)),
      });
    }
    for (const [position, zoneId] of zoneIds.entries()) {
      await trx.updateTable('shipping_regions').set({ position, updated_at: now }).where('site_id', '=', siteId).where('id', '=', zoneId).execute();
    }
    return readZones(trx, siteId);
  });
}
