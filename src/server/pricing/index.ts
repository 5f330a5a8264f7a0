// The public surface of the server's pricing: what other parts of the server import from it (only from here: .oxlintrc.json).
export { MAX_CART_SUBTOTAL_MINOR, MAX_UNIT_PRICE_MINOR, withinCartBound } from './amount-bounds.js';
export { type AppliedRule } from './apply-discounts.js';
export { unitPrices } from './catalog-price.js';
export { type DiscountRule, ruleProblem } from './discount-rule.js';
export { ALL_PRODUCTS_COLLECTION_ID, type ItemScope, type TriggerCondition } from './discount-trigger.js';
export { type CatalogItem, type PricedLine, availabilityOf, priceLine } from './line-pricing.js';
export { withMembershipLines } from './membership-lines.js';
export {
  type Destination,
  type QuotedOption,
  type ShippingOptionRule,
  type ShippingRegionRule,
  normalizeDestination,
  normalizePostalCode,
} from './shipping.js';
export { type TaxRateRule, type TaxResult } from './tax.js';
export { type Totals, calculateTotals } from './totals.js';
