// Loads a site's coupons, automatic discounts, shipping regions and tax rates as the rules pricing applies.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { CouponsTable, MerchantDiscountsTable, StoredAddress } from '../db/commerce-tables.js';
import type { Database } from '../db/schema.js';
import type { Selectable } from 'kysely';
import type { DiscountTrigger } from '../../wire/discounts.js';
import { triggerCondition } from '../discounts/index.js';
import { currencyDigits, parseScaled, percentToParts } from '../money.js';
import type { DiscountRule, ShippingOptionRule, ShippingRegionRule, TaxRateRule } from '../pricing/index.js';

/**
 * A coupon row as a rule: PERCENTAGE, FIXED_AMOUNT, FIXED_PRICE and BUY_X_GET_Y take off items (all or a scope),
 * FREE_SHIPPING the shipping; `limited_to_one_item` keeps the value to one item (one set for buy X get Y).
 */
export function couponRule(row: Selectable<CouponsTable>): DiscountRule {
  const specific = row.scope !== 'ALL';
  return {
    fixedPrice: row.kind === 'FIXED_PRICE' ? row.fixed_price : null,
    buyXGetY: row.kind === 'BUY_X_GET_Y' && row.buy_x !== null && row.get_y !== null ? { x: row.buy_x, y: row.get_y } : null,
    oneItem: row.limited_to_one_item,
    source: 'coupon',
    id: row.id,
    name: row.name,
    code: row.code,
    type: row.kind === 'FREE_SHIPPING' ? 'SHIPPING' : specific ? 'SPECIFIC_ITEMS' : 'GLOBAL',
    percentageParts: row.kind === 'FREE_SHIPPING' ? 1_000_000 : row.kind === 'PERCENTAGE' && row.percentage !== null ? percentToParts(row.percentage) : null,
    amount: row.kind === 'FIXED_AMOUNT' ? row.amount : null,
    minimumSubtotal: row.minimum_subtotal,
    productIds: row.scope === 'PRODUCTS' ? row.scope_ids : [],
    collectionIds: row.scope === 'COLLECTIONS' ? row.scope_ids : [],
    startsAt: row.starts_at,
    endsAt: row.expires_at,
    active: row.active,
    usageLimit: row.usage_limit,
    timesUsed: row.times_used,
  };
}

/** An automatic discount row as a rule; `digits` (the site currency's decimals) read the amounts of its trigger. */
export function merchantDiscountRule(row: Selectable<MerchantDiscountsTable>, digits: number): DiscountRule {
  return {
    fixedPrice: row.fixed_price,
    amountPerUnit: row.amount_per_unit,
    trigger: row.trigger_rule ? triggerCondition(row.trigger_rule as unknown as DiscountTrigger, digits) : null,
    source: 'merchant',
    id: row.id,
    name: row.name,
    type: row.discount_type,
    percentageParts: row.percentage === null ? null : percentToParts(row.percentage),
    amount: row.amount,
    minimumSubtotal: row.minimum_subtotal,
    productIds: row.product_ids,
    collectionIds: row.collection_ids,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    active: row.active,
    usageLimit: null,
    timesUsed: 0,
  };
}

/** The coupon with this code (any case), or undefined. */
export async function findCouponByCode(db: Kysely<Database>, siteId: string, code: string): Promise<Selectable<CouponsTable> | undefined> {
  return db
    .selectFrom('coupons')
    .selectAll()
    .where('site_id', '=', siteId)
    .where(sql<string>`lower(code)`, '=', code.trim().toLowerCase())
    .executeTakeFirst();
}

/** The coupon with this id, or undefined. */
export async function findCouponById(db: Kysely<Database>, siteId: string, id: string): Promise<Selectable<CouponsTable> | undefined> {
  return db.selectFrom('coupons').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
}

/** The site's active automatic discounts, in order (dates, minimums and triggers are checked when applying); `currency` is the site's. */
export async function loadMerchantDiscounts(db: Kysely<Database>, siteId: string, currency: string): Promise<DiscountRule[]> {
  const rows = await db
    .selectFrom('merchant_discounts')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('active', '=', true)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const digits = currencyDigits(currency);
  return rows.map((row) => merchantDiscountRule(row, digits));
}

/** True when applying the rule may need the collections of the cart's products. */
export function needsCollections(rule: DiscountRule): boolean {
  return rule.collectionIds.length > 0 || (rule.trigger !== undefined && rule.trigger !== null);
}

/** The site's shipping regions with their options and pickup addresses. */
export async function loadShippingRegions(db: Kysely<Database>, siteId: string): Promise<ShippingRegionRule[]> {
  const [regions, options, pickups] = await Promise.all([
    db.selectFrom('shipping_regions').selectAll().where('site_id', '=', siteId).orderBy('position').orderBy('id').execute(),
    db.selectFrom('shipping_options').selectAll().where('site_id', '=', siteId).orderBy('position').orderBy('code').execute(),
    db.selectFrom('pickup_locations').select(['id', 'name', 'address', 'hours']).where('site_id', '=', siteId).execute(),
  ]);
  const pickupById = new Map(pickups.map((p) => [p.id, { name: p.name, address: p.address as StoredAddress, hours: p.hours }]));
  return regions.map((region) => ({
    id: region.id,
    name: region.name,
    destinations: region.destinations,
    options: options
      .filter((o) => o.region_id === region.id)
      .map((o): ShippingOptionRule => {
        const pickup = o.pickup_location_id ? pickupById.get(o.pickup_location_id) : undefined;
        return {
          code: o.code,
          title: o.title,
          kind: o.kind,
          rate: o.rate,
          weightRates: o.weight_rates.map((b) => ({ maxGrams: b.maxWeight === null ? null : parseScaled(b.maxWeight, 3), rate: b.rate })),
          subtotalRates: o.subtotal_rates,
          minDays: o.min_days,
          maxDays: o.max_days,
          freeOver: o.free_over,
          deliveryTime: o.delivery_time,
          instructions: o.instructions,
          ...(pickup ? { pickup } : {}),
        };
      }),
  }));
}

/** The site's tax rates of one country. */
export async function loadTaxRates(db: Kysely<Database>, siteId: string, country: string): Promise<TaxRateRule[]> {
  const rows = await db
    .selectFrom('tax_rates')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('country', '=', country)
    .orderBy('subdivision', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    country: r.country,
    subdivision: r.subdivision,
    rateParts: parseScaled(r.rate, 6),
    reducedParts: r.reduced_rate === null ? null : parseScaled(r.reduced_rate, 6),
    jurisdictionType: r.jurisdiction_type,
    appliesToShipping: r.applies_to_shipping,
  }));
}

/** Collection ids of each product, for discounts scoped to collections. */
export async function loadCollectionsOf(db: Kysely<Database>, siteId: string, productIds: readonly string[]): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>();
  if (productIds.length === 0) return result;
  const rows = await db
    .selectFrom('collection_products')
    .select(['product_id', 'collection_id'])
    .where('site_id', '=', siteId)
    .where('product_id', 'in', [...new Set(productIds)])
    .execute();
  for (const r of rows) result.set(r.product_id, [...(result.get(r.product_id) ?? []), r.collection_id]);
  return result;
}
