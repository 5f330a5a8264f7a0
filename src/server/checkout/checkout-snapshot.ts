// The checkout's snapshot, built in this one place: the lines, discounts, shipping and sums as the buyer last saw (or confirmed) them; create-checkout writes it, confirming changes rewrites it, orders copy it.
import type { DescriptionLine, WireImage } from '../../wire/cart.js';
import { type ViewLine, type StoredCustomLine } from '../cart/index.js';
import type { StoredOrderShipping } from '../db/order-tables.js';
import type { Totals } from '../pricing/index.js';
import { deliveryTimeText, instructionsText } from '../shipping/index.js';

/** One line of `checkouts.line_items`, amounts in minor units. */
export interface SnapshotLine {
  id: string;
  productId: string;
  variantId: string | null;
  appId: string;
  options: Record<string, unknown>;
  name: string;
  slug: string;
  productType: 'physical' | 'digital';
  sku: string | null;
  descriptionLines: DescriptionLine[];
  image: WireImage | null;
  quantity: number;
  weightGrams: number | null;
  unitPrice: number;
  fullUnitPrice: number;
  total: number;
  discount: number;
  tax: number;
  taxRateParts: number;
  totalAfterTax: number;
  /** A custom line item's own name and price, so the checkout prices it again as given. */
  custom?: StoredCustomLine;
}

/** One entry of `checkouts.applied_discounts`. */
export interface SnapshotDiscount {
  source: 'coupon' | 'merchant';
  id: string;
  name: string;
  code: string | null;
  type: 'GLOBAL' | 'SPECIFIC_ITEMS' | 'SHIPPING';
  amount: number;
  lineItemIds: string[];
}

/** The sums of a checkout, minor units; `taxIncluded` is 1 when prices include tax. */
export type SnapshotSummary = {
  subtotal: number;
  shipping: number;
  discount: number;
  itemDiscount: number;
  shippingDiscount: number;
  tax: number;
  total: number;
  taxIncluded: number;
};

/** What a checkout keeps of a calculation: its lines, discounts, sums and shipping option. */
export interface CheckoutSnapshot {
  lineItems: SnapshotLine[];
  appliedDiscounts: SnapshotDiscount[];
  priceSummary: SnapshotSummary;
  shippingOption: SnapshotShipping | null;
}

/**
 * The snapshot of a calculation over priced lines (`previous`: the last snapshot, for lines gone from the catalog): the
 * one builder, called by create-checkout, updating a checkout (its shipping option), confirming changes and the order record.
 */
export function checkoutSnapshot(lines: readonly ViewLine[], totals: Totals, previous: readonly SnapshotLine[] = []): CheckoutSnapshot {
  return {
    lineItems: snapshotLines(lines, totals, previous),
    appliedDiscounts: snapshotDiscounts(totals),
    priceSummary: snapshotSummary(totals),
    shippingOption: selectedOptionSnapshot(totals) ?? null,
  };
}

/** The snapshot of priced lines (lines no longer in the catalog keep what the old snapshot said of them). */
function snapshotLines(lines: readonly ViewLine[], totals: Totals, previous: readonly SnapshotLine[]): SnapshotLine[] {
  return lines.map(({ stored, priced }) => {
    const line = totals.lines.find((l) => l.line.id === stored.id);
    const item = priced.item;
    const before = previous.find((p) => p.id === stored.id);
    return {
      id: stored.id,
      productId: stored.productId,
      variantId: stored.variantId,
      appId: stored.appId,
      options: stored.options,
      name: item?.name ?? before?.name ?? '',
      slug: item?.slug ?? before?.slug ?? '',
      productType: item?.productType ?? before?.productType ?? 'physical',
      sku: item?.sku ?? before?.sku ?? null,
      descriptionLines: item?.descriptionLines ?? before?.descriptionLines ?? [],
      image: item?.image ?? before?.image ?? null,
      quantity: stored.quantity,
      weightGrams: item?.weightGrams ?? before?.weightGrams ?? null,
      // The calculation's prices: a line a membership pays was priced at 0 there.
      unitPrice: line?.line.unitPrice ?? priced.unitPrice,
      fullUnitPrice: line?.line.fullUnitPrice ?? priced.fullUnitPrice,
      total: line?.line.total ?? priced.total,
      discount: line?.discount ?? 0,
      tax: line?.tax.tax ?? 0,
      taxRateParts: line?.tax.rateParts ?? 0,
      totalAfterTax: line?.totalAfterTax ?? 0,
      ...(stored.custom ? { custom: stored.custom } : {}),
    };
  });
}

/** The snapshot of the discounts a calculation applied. */
function snapshotDiscounts(totals: Totals): SnapshotDiscount[] {
  return totals.applied.map((a) => ({
    source: a.rule.source,
    id: a.rule.id,
    name: a.rule.name,
    code: a.rule.code ?? null,
    type: a.rule.type,
    amount: a.amount,
    lineItemIds: a.lineIds,
  }));
}

/** The shipping option a calculation used, as `checkouts.shipping_option` keeps it (tax in minor units). */
export type SnapshotShipping = {
  code: string;
  title: string;
  kind: StoredOrderShipping['kind'];
  price: number;
  discount: number;
  tax: number;
  deliveryTime: string | null;
  /** What the buyer is told besides the time (pickup instructions and opening hours). */
  instructions: string | null;
  pickup: StoredOrderShipping['pickup'];
  region: StoredOrderShipping['region'];
};

/** The shipping option a calculation used, as `checkouts.shipping_option` keeps it; undefined when none was used. */
function selectedOptionSnapshot(totals: Totals): SnapshotShipping | undefined {
  const selected = totals.shipping.selected;
  if (!selected) return undefined;
  const rule = selected.option.rule;
  return {
    code: rule.code,
    title: rule.title,
    kind: rule.kind,
    price: selected.option.price,
    discount: selected.discount,
    tax: selected.tax.tax,
    deliveryTime: deliveryTimeText(rule) ?? null,
    instructions: instructionsText(rule) ?? null,
    pickup: rule.pickup ?? null,
    region: totals.shipping.region ?? null,
  };
}

/** The sums of a calculation as `checkouts.price_summary` keeps them (minor units). */
function snapshotSummary(totals: Totals): SnapshotSummary {
  return {
    subtotal: totals.subtotal,
    shipping: totals.shippingPrice,
    discount: totals.discount,
    itemDiscount: totals.itemDiscount,
    shippingDiscount: totals.shippingDiscount,
    tax: totals.tax,
    total: totals.total,
    taxIncluded: totals.taxIncluded ? 1 : 0,
  };
}
