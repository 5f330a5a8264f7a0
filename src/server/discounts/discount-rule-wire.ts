// A stored automatic discount as the Wix eCom Discount Rules wire shows it.
import type { Selectable } from 'kysely';
import { STORES_APP_ID } from '../../wire/cart.js';
import type { DiscountScope, DiscountTrigger, DiscountValue, WireDiscountRule } from '../../wire/discounts.js';
import type { MerchantDiscountsTable } from '../db/commerce-tables.js';
import { minorToDecimal } from '../money.js';
import { ALL_PRODUCTS_COLLECTION_ID } from '../pricing/index.js';

/** Scopes of a row written without them (seeded discounts): its products and collections. */
function derivedScopes(row: Selectable<MerchantDiscountsTable>): DiscountScope[] {
  const collections = row.collection_ids.filter((c) => c !== ALL_PRODUCTS_COLLECTION_ID);
  const scopes: DiscountScope[] = [];
  if (row.discount_type === 'GLOBAL' || row.collection_ids.includes(ALL_PRODUCTS_COLLECTION_ID))
    scopes.push({ id: 'all-products', type: 'CATALOG_ITEM', catalogItemFilter: { catalogAppId: STORES_APP_ID } });
  if (row.product_ids.length > 0)
    scopes.push({ id: 'products', type: 'CATALOG_ITEM', catalogItemFilter: { catalogAppId: STORES_APP_ID, catalogItemIds: row.product_ids } });
  if (collections.length > 0)
    scopes.push({ id: 'collections', type: 'CUSTOM_FILTER', customFilter: { appId: STORES_APP_ID, params: { collectionIds: collections } } });
  return scopes;
}

function valueOf(row: Selectable<MerchantDiscountsTable>, digits: number): Pick<DiscountValue, 'discountType' | 'percentage' | 'fixedAmount' | 'fixedPrice'> {
  if (row.fixed_price !== null) return { discountType: 'FIXED_PRICE', fixedPrice: minorToDecimal(row.fixed_price, digits) };
  if (row.amount !== null) return { discountType: 'FIXED_AMOUNT', fixedAmount: minorToDecimal(row.amount, digits) };
  return { discountType: 'PERCENTAGE', percentage: Number(row.percentage) };
}

/** The rule on the wire; `now` decides its status (PENDING before its start, EXPIRED from its end, else LIVE). */
export function wireDiscountRule(row: Selectable<MerchantDiscountsTable>, digits: number, now: Date): WireDiscountRule {
  const status = row.starts_at && row.starts_at > now ? 'PENDING' : row.ends_at && row.ends_at <= now ? 'EXPIRED' : 'LIVE';
  const scopes = (row.target_scopes as DiscountScope[] | null) ?? derivedScopes(row);
  return {
    id: row.id,
    revision: String(row.revision),
    createdDate: row.created_at.toISOString(),
    updatedDate: row.updated_at.toISOString(),
    active: row.active,
    name: row.name,
    ...(row.trigger_rule ? { trigger: row.trigger_rule as unknown as DiscountTrigger } : {}),
    ...(row.starts_at || row.ends_at
      ? { activeTimeInfo: { ...(row.starts_at ? { start: row.starts_at.toISOString() } : {}), ...(row.ends_at ? { end: row.ends_at.toISOString() } : {}) } }
      : {}),
    discounts: { values: [{ targetType: 'SPECIFIC_ITEMS', specificItemsInfo: { scopes }, ...valueOf(row, digits) }] },
    status,
    usageCount: 0,
  };
}
