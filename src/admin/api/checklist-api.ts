// What Home's set-up checklist is decided from, read in parallel from the merchant API (owner only: payments, shipping, tax, site).
import { ORIGINS_SEEN_PATH, type OriginsSeenResponse } from '../../wire/site.js';
import type { ShopFacts } from '../core/home-checklist.js';
import { adminHttp } from './admin-client.js';
import { readStripe } from './payments-api.js';
import { queryProducts } from './products-api.js';
import { listZones } from './shipping-api.js';
import { readSite } from './site-api.js';
import { listTaxRates } from './tax-api.js';

/** The site's registered origins and when each was last seen calling the store. */
export async function readOriginsSeen(): Promise<OriginsSeenResponse['origins']> {
  return (await adminHttp().request<OriginsSeenResponse>({ method: 'GET', path: ORIGINS_SEEN_PATH })).origins;
}

/** The facts of the checklist, each read once. */
export async function readShopFacts(): Promise<ShopFacts> {
  const [stripe, site, zones, taxRates, visible, origins] = await Promise.all([
    readStripe(),
    readSite(),
    listZones(),
    listTaxRates(),
    queryProducts('', 0, 1, { visible: { $eq: true } }),
    readOriginsSeen(),
  ]);
  return {
    stripeConnected: stripe.configured,
    offlinePaymentInstructions: site.offlinePaymentInstructions,
    zones,
    taxRates: taxRates.length,
    noTax: site.noTax,
    visibleProducts: visible.products.length,
    origins,
  };
}
