// Custom line items and merchant discounts: what a merchant sends with an API key, as stored, priced and turned into discount rules.
import { randomUUID } from 'node:crypto';
import type { DescriptionLine } from '../../wire/cart.js';
import type { ItemType } from '../../wire/enums.js';
import type { FieldViolation } from '../../wire/errors.js';
import type { TaxGroup } from '../db/catalog-tables.js';
import { validationError } from '../http/http-error.js';
import { currencyDigits, decimalToScaled } from '../money.js';
import { MAX_UNIT_PRICE_MINOR, type DiscountRule, type CatalogItem } from '../pricing/index.js';
import type { NewLine } from './cart-store.js';

/** `catalogReference.appId` of a custom line the merchant sent without a catalog reference. */
export const CUSTOM_ITEM_APP_ID = 'a1c0f6e2-7d3b-4c59-8e21-6b4f0d9c3a70';

/** What `cart_lines.custom` keeps of a custom line item: everything its price and display need, prices in minor units. */
export interface StoredCustomLine {
  name: string;
  price: number;
  fullPrice: number;
  itemType: ItemType;
  /** `itemType.custom` as sent (the preset is then UNRECOGNISED). */
  customType?: string;
  descriptionLines: DescriptionLine[];
  taxGroup: TaxGroup;
  sku?: string;
  /** Grams. */
  weightGrams?: number;
}

/** One entry of `carts.merchant_discounts`: minor units off the whole cart, or off the lines named. */
export interface StoredMerchantDiscount {
  amount: number;
  lineItemIds?: string[];
}

/** A custom line item as the request sends it (Wix's `CustomLineItem`, the fields Tote keeps). */
export interface CustomLineInput {
  quantity: number;
  price: string | number;
  fullPrice?: string | number | null;
  productName?: { original?: string | null; translated?: string | null } | null;
  itemType?: { preset?: string | null; custom?: string | null } | null;
  descriptionLines?: readonly {
    name?: { original?: string | null } | null;
    plainText?: { original?: string | null } | null;
    colorInfo?: { original?: string | null; code?: string | null } | null;
  }[];
  taxGroupId?: string | null;
  catalogReference?: { catalogItemId: string; appId: string; options?: Record<string, unknown> } | null;
  physicalProperties?: { weight?: number | null; sku?: string | null } | null;
}

/** A merchant discount as the request sends it. */
export interface MerchantDiscountInput {
  amount: string | number;
  lineItemIds?: readonly string[] | null;
}

const TAX_GROUPS: readonly TaxGroup[] = ['STANDARD', 'REDUCED', 'EXEMPT'];
const PRESETS: readonly ItemType[] = ['PHYSICAL', 'DIGITAL', 'GIFT_CARD', 'SERVICE', 'UNRECOGNISED'];

/** A price field as minor units of the currency, or a violation. */
function minorOf(value: string | number, field: string, currency: string, violations: FieldViolation[]): number {
  const digits = currencyDigits(currency);
  const minor = decimalToScaled(value, digits);
  if (minor === undefined || minor < 0 || minor > MAX_UNIT_PRICE_MINOR) {
    violations.push({
      field,
      description: `must be a decimal from 0 to ${MAX_UNIT_PRICE_MINOR / 10 ** digits} with at most ${digits} decimals`,
      violatedRule: 'VALIDATION',
    });
    return 0;
  }
  return minor;
}

/**
 * The lines to insert for custom line items, checked as a whole (every violation at once, a 400). Each becomes its own
 * line (never merged): its `product_id` is the catalog reference's item when one is given, else the line's id.
 */
export function customLinesOf(items: readonly CustomLineInput[], currency: string, field = 'customLineItems'): NewLine[] {
  const violations: FieldViolation[] = [];
  const lines = items.map((item, i): NewLine => {
    const at = `${field}[${i}]`;
    const name = item.productName?.original?.trim() ?? '';
    if (name === '') violations.push({ field: `${at}.productName.original`, description: 'is required', violatedRule: 'REQUIRED_FIELD' });
    const price = minorOf(item.price, `${at}.price`, currency, violations);
    const fullPrice = item.fullPrice === undefined || item.fullPrice === null ? price : minorOf(item.fullPrice, `${at}.fullPrice`, currency, violations);
    const preset = item.itemType?.preset ?? (item.itemType?.custom ? 'UNRECOGNISED' : 'PHYSICAL');
    if (!PRESETS.includes(preset as ItemType))
      violations.push({ field: `${at}.itemType.preset`, description: `must be one of ${PRESETS.join(', ')}`, violatedRule: 'INVALID_ENUM_VALUE' });
    const taxGroup = (item.taxGroupId ?? 'STANDARD').toUpperCase() as TaxGroup;
    if (!TAX_GROUPS.includes(taxGroup))
      violations.push({
        field: `${at}.taxGroupId`,
        description: `must be one of the store's tax groups: ${TAX_GROUPS.join(', ')}`,
        violatedRule: 'INVALID_ENUM_VALUE',
      });
    const descriptionLines = (item.descriptionLines ?? []).map((d): DescriptionLine => {
      const label = d.name?.original ?? '';
      if (d.colorInfo?.original)
        return {
          name: { original: label, translated: label },
          colorInfo: { original: d.colorInfo.original, translated: d.colorInfo.original, ...(d.colorInfo.code ? { code: d.colorInfo.code } : {}) },
          lineType: 'COLOR',
        };
      const text = d.plainText?.original ?? '';
      return { name: { original: label, translated: label }, plainText: { original: text, translated: text }, lineType: 'PLAIN_TEXT' };
    });
    const custom: StoredCustomLine = { name, price, fullPrice, itemType: preset as ItemType, descriptionLines, taxGroup };
    if (item.itemType?.custom) custom.customType = item.itemType.custom;
    if (item.physicalProperties?.sku) custom.sku = item.physicalProperties.sku;
    const weight = item.physicalProperties?.weight;
    if (typeof weight === 'number' && weight >= 0) custom.weightGrams = Math.round(weight * 1000);
    const id = randomUUID();
    return {
      lineKey: `custom:${id}`,
      appId: item.catalogReference?.appId ?? CUSTOM_ITEM_APP_ID,
      productId: item.catalogReference?.catalogItemId ?? id,
      variantId: null,
      options: item.catalogReference?.options ?? {},
      quantity: item.quantity,
      custom,
    };
  });
  if (violations.length > 0) throw validationError(violations);
  return lines;
}

/** Merchant discounts in minor units; an amount that is not a positive decimal of the currency is a 400. */
export function merchantDiscountsOf(items: readonly MerchantDiscountInput[], currency: string, field = 'merchantDiscounts'): StoredMerchantDiscount[] {
  const violations: FieldViolation[] = [];
  const discounts = items.map((d, i): StoredMerchantDiscount => {
    const amount = minorOf(d.amount, `${field}[${i}].amount`, currency, violations);
    return d.lineItemIds && d.lineItemIds.length > 0 ? { amount, lineItemIds: [...d.lineItemIds] } : { amount };
  });
  if (violations.length > 0) throw validationError(violations);
  return discounts.filter((d) => d.amount > 0);
}

/** The catalog item a custom line prices as: its own price, always in stock, shipped when physical. */
export function customCatalogItem(productId: string, custom: StoredCustomLine): CatalogItem {
  return {
    productId,
    variantId: null,
    name: custom.name,
    slug: '',
    productType: custom.itemType === 'PHYSICAL' ? 'physical' : 'digital',
    visible: true,
    fullPrice: custom.fullPrice,
    price: custom.price,
    weightGrams: custom.weightGrams ?? null,
    taxGroup: custom.taxGroup,
    sku: custom.sku ?? null,
    trackInventory: false,
    stockQuantity: null,
    inStock: true,
    descriptionLines: custom.descriptionLines,
  };
}

/**
 * A cart's merchant discounts as discount rules, applied after the site's automatic ones: a fixed amount off every line,
 * or off the products of the lines named (`productOf`: a line id's product id).
 */
export function merchantDiscountRules(discounts: readonly StoredMerchantDiscount[], productOf: (lineId: string) => string | undefined): DiscountRule[] {
  return discounts.map((d, i) => {
    const productIds = (d.lineItemIds ?? []).flatMap((id) => {
      const product = productOf(id);
      return product ? [product] : [];
    });
    return {
      source: 'merchant',
      id: `merchant-discount-${i + 1}`,
      name: 'Merchant discount',
      type: d.lineItemIds && d.lineItemIds.length > 0 ? 'SPECIFIC_ITEMS' : 'GLOBAL',
      percentageParts: null,
      amount: d.amount,
      minimumSubtotal: null,
      productIds,
      collectionIds: [],
      startsAt: null,
      endsAt: null,
      active: true,
      usageLimit: null,
      timesUsed: 0,
    };
  });
}
