// Tax rate operations of a merchant's site: list, get, create, update and delete; one rate per country or subdivision.
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { isUniqueViolation } from '../catalog/index.js';
import type { TaxRatesTable } from '../db/commerce-tables.js';
import type { Database } from '../db/schema.js';
import { formatScaled, parseScaled } from '../money.js';
import { taxRateExists, taxRateNotFound } from './tax-errors.js';
import { taxRateValues, type TaxRateValues } from './tax-rate-input.js';
import type { TaxRateInput, TaxRatePatch } from './tax-rate-schemas.js';
import type { WireTaxRate } from '../../wire/tax.js';

export type { WireTaxRate } from '../../wire/tax.js';

/** What tax rate operations need: the database and the time. */
export interface TaxRateDeps {
  db: Kysely<Database>;
  clock: () => Date;
}

/** A stored fraction (`"0.072500"`) as a percent (`"7.25"`). */
function percentOf(fraction: string): string {
  return formatScaled(parseScaled(fraction, 6), 4);
}

function wireTaxRate(row: Selectable<TaxRatesTable>): WireTaxRate {
  return {
    id: row.id,
    country: row.country,
    subdivision: row.subdivision,
    name: row.name,
    rate: percentOf(row.rate),
    reducedRate: row.reduced_rate === null ? null : percentOf(row.reduced_rate),
    jurisdictionType: row.jurisdiction_type,
    appliesToShipping: row.applies_to_shipping,
    createdDate: row.created_at.toISOString(),
    updatedDate: row.updated_at.toISOString(),
  };
}

/** A row back as input, so an update is checked as a whole. */
function inputOf(row: Selectable<TaxRatesTable>): TaxRateInput {
  const wire = wireTaxRate(row);
  return {
    country: wire.country,
    subdivision: wire.subdivision,
    name: wire.name,
    rate: wire.rate,
    reducedRate: wire.reducedRate,
    jurisdictionType: wire.jurisdictionType,
    appliesToShipping: wire.appliesToShipping,
  };
}

/** A second rate for the same place loses at the unique index: a 409, as if it had been seen. */
async function guardPlace<T>(values: TaxRateValues, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw taxRateExists(values.country, values.subdivision);
    throw error;
  }
}

/** The site's tax rates (of one country when given), by country and subdivision. */
export async function listTaxRates(deps: TaxRateDeps, siteId: string, country?: string): Promise<WireTaxRate[]> {
  let query = deps.db.selectFrom('tax_rates').selectAll().where('site_id', '=', siteId);
  if (country) query = query.where('country', '=', country.toUpperCase());
  const rows = await query.orderBy('country').orderBy('subdivision', 'asc').orderBy('id').execute();
  return rows.map(wireTaxRate);
}

/** A tax rate of the site; 404 otherwise. */
export async function getTaxRate(deps: TaxRateDeps, siteId: string, id: string): Promise<WireTaxRate> {
  const row = await deps.db.selectFrom('tax_rates').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
  if (!row) throw taxRateNotFound(id);
  return wireTaxRate(row);
}

/** Creates a tax rate; 409 TAX_RATE_ALREADY_EXISTS when the site has one for the place. */
export async function createTaxRate(deps: TaxRateDeps, siteId: string, input: TaxRateInput): Promise<WireTaxRate> {
  return insertTaxRate(deps.db, siteId, input, deps.clock());
}

/** Creates a tax rate like {@link createTaxRate}, on the given database or transaction (the set-up's); violations named under `path`. */
export async function insertTaxRate(db: Kysely<Database>, siteId: string, input: TaxRateInput, now: Date, path = 'taxRate'): Promise<WireTaxRate> {
  const values = taxRateValues(input, path);
  const row = await guardPlace(values, () =>
    db
      .insertInto('tax_rates')
      .values({ ...values, id: randomUUID(), site_id: siteId, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
  return wireTaxRate(row);
}

/** Changes a tax rate: the fields given replace the stored ones, and the result is checked as a whole. */
export async function updateTaxRate(deps: TaxRateDeps, siteId: string, id: string, patch: TaxRatePatch): Promise<WireTaxRate> {
  const now = deps.clock();
  let values: TaxRateValues | undefined;
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const stored = await trx.selectFrom('tax_rates').selectAll().where('site_id', '=', siteId).where('id', '=', id).forUpdate().executeTakeFirst();
      if (!stored) throw taxRateNotFound(id);
      values = taxRateValues({ ...inputOf(stored), ...patch } as TaxRateInput);
      const row = await trx
        .updateTable('tax_rates')
        .set({ ...values, updated_at: now })
        .where('site_id', '=', siteId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return wireTaxRate(row);
    });
  } catch (error) {
    if (values && isUniqueViolation(error)) throw taxRateExists(values.country, values.subdivision);
    throw error;
  }
}

/** Deletes a tax rate; 404 when the site has none. */
export async function deleteTaxRate(deps: TaxRateDeps, siteId: string, id: string): Promise<void> {
  const result = await deps.db.deleteFrom('tax_rates').where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
  if (result.numDeletedRows === 0n) throw taxRateNotFound(id);
}
