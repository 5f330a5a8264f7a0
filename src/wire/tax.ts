// Tax settings and tax rates as /tote/v1/tax answers them: shared by the store and the dashboard.

/** The kind of place a tax rate belongs to. */
export type TaxJurisdictionType = 'COUNTRY' | 'STATE' | 'COUNTY' | 'CITY' | 'SPECIAL';

/** The tax settings of a site. */
export interface TaxSettings {
  /** Catalog prices include tax (EU shops enter gross prices): tax is taken out of them, not added. */
  pricesIncludeTax: boolean;
  /** Shipping is taxed, at the standard rate of each tax rate that applies to shipping. */
  taxShipping: boolean;
  /** The owner said the shop charges no tax: tax counts as set up without any rate (Home's checklist). @default false */
  noTax: boolean;
}

/** A tax rate as the merchant API shows it: percentages as decimal strings. */
export interface WireTaxRate {
  id: string;
  country: string;
  /** ISO 3166-2; null: the whole country. A buyer pays the country's rate and the rate of their subdivision. */
  subdivision: string | null;
  name: string;
  /** Percent paid by STANDARD products (`"19"`). */
  rate: string;
  /** Percent paid by REDUCED products; null: they pay `rate`. EXEMPT products pay none. */
  reducedRate: string | null;
  jurisdictionType: TaxJurisdictionType;
  /** Shipping is taxed at `rate` too (when the site's `taxShipping` is on). */
  appliesToShipping: boolean;
  createdDate: string;
  updatedDate: string;
}
