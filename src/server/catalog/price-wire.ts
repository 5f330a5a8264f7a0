// Minor units → the v1 wire's price objects: numbers in major units plus strings formatted in the site currency.
import type { CostAndProfitData, PriceData } from '../../wire/catalog.js';
import type { PricePerUnitData } from '../db/catalog-tables.js';
import type { CatalogViewer } from './catalog-viewer.js';
import { formatMoney, minorToNumber } from '../money.js';
import { pricePerUnitMinor, profitMargin } from './pricing.js';

/** The currency and digits a price is shown in. */
export type PriceView = Pick<CatalogViewer, 'currency' | 'digits'>;

/** Price data of a product or variant; `pricePerUnit` when the product has price-per-unit data. */
export function priceData(price: number, discounted: number, view: PriceView, unit?: PricePerUnitData | null): PriceData {
  const perUnit = unit ? pricePerUnitMinor(discounted, unit) : undefined;
  return {
    currency: view.currency,
    price: minorToNumber(price, view.digits),
    discountedPrice: minorToNumber(discounted, view.digits),
    formatted: {
      price: formatMoney(price, view.currency),
      discountedPrice: formatMoney(discounted, view.currency),
      ...(perUnit !== undefined ? { pricePerUnit: formatMoney(perUnit, view.currency) } : {}),
    },
    ...(perUnit !== undefined ? { pricePerUnit: minorToNumber(perUnit, view.digits) } : {}),
  };
}

/** Cost and profit at the discounted price. */
export function costAndProfitData(cost: number, discounted: number, view: PriceView): CostAndProfitData {
  const profit = discounted - cost;
  return {
    itemCost: minorToNumber(cost, view.digits),
    formattedItemCost: formatMoney(cost, view.currency),
    profit: minorToNumber(profit, view.digits),
    formattedProfit: formatMoney(profit, view.currency),
    profitMargin: profitMargin(profit, discounted),
  };
}
