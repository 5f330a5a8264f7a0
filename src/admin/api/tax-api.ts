// Tax settings and tax rates as the merchant API has them (`/tote/v1/tax`): read and change the settings; list, create, change, delete rates.
import type { TaxSettings, WireTaxRate } from '../../wire/tax.js';
import { adminHttp } from './admin-client.js';

export type { TaxJurisdictionType, TaxSettings, WireTaxRate } from '../../wire/tax.js';

const SETTINGS = '/tote/v1/tax/settings';
const RATES = '/tote/v1/tax/rates';

/** A tax rate as the dashboard sends it: percentages as typed, for the store to check. */
export interface TaxRateBody {
  country: string;
  subdivision: string | null;
  name: string;
  rate: string;
  reducedRate: string | null;
  /** Left out: the store picks COUNTRY or STATE from the place. */
  jurisdictionType?: WireTaxRate['jurisdictionType'];
  appliesToShipping: boolean;
}

/** The site's tax settings. */
export async function readTaxSettings(): Promise<TaxSettings> {
  return (await adminHttp().request<{ taxSettings: TaxSettings }>({ method: 'GET', path: SETTINGS })).taxSettings;
}

/** Changes the site's tax settings. */
export async function updateTaxSettings(taxSettings: Partial<TaxSettings>): Promise<TaxSettings> {
  return (await adminHttp().request<{ taxSettings: TaxSettings }>({ method: 'PATCH', path: SETTINGS, body: { taxSettings } })).taxSettings;
}

/** The site's tax rates, by country and subdivision. */
export async function listTaxRates(): Promise<WireTaxRate[]> {
  return (await adminHttp().request<{ taxRates: WireTaxRate[] }>({ method: 'GET', path: RATES })).taxRates;
}

/** Creates a tax rate (refused when the place has one). */
export async function createTaxRate(taxRate: TaxRateBody): Promise<WireTaxRate> {
  return (await adminHttp().request<{ taxRate: WireTaxRate }>({ method: 'POST', path: RATES, body: { taxRate } })).taxRate;
}

/** Changes a tax rate. */
export async function updateTaxRate(id: string, taxRate: TaxRateBody): Promise<WireTaxRate> {
  return (await adminHttp().request<{ taxRate: WireTaxRate }>({ method: 'PATCH', path: `${RATES}/${encodeURIComponent(id)}`, body: { taxRate } })).taxRate;
}

/** Deletes a tax rate. */
export async function deleteTaxRate(id: string): Promise<void> {
  await adminHttp().request({ method: 'DELETE', path: `${RATES}/${encodeURIComponent(id)}` });
}
