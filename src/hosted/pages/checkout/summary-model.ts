// What the order summary shows, from a checkout (before the order; an order's is in order-summary-model.ts): lines and totals as the store formatted them.
import type { AppliedDiscount, DescriptionLine, MultiCurrencyPrice, TranslatableText, WireImage } from '../../../wire/cart.js';
import type { Checkout } from '../../../wire/checkout.js';
import type { OrderAppliedDiscount } from '../../../wire/orders.js';
import { messages } from './texts.js';

/** One line of the summary. */
export interface SummaryLine {
  id: string;
  name: string;
  quantity: number;
  /** The chosen options (`Size: M`). */
  options: string[];
  /** A picture from the store's own origin (others are left out: the page makes no third-party request). */
  image?: { url: string; alt: string };
  unitPrice: string;
  /** The unit price before the catalog's own discount, when it differs. */
  fullUnitPrice?: string;
  total: string;
}

/** One discount of the summary. */
export interface SummaryDiscount {
  label: string;
  /** Formatted, without the minus sign. */
  amount: string;
  /** The coupon's code, when the discount is one (it can be removed). */
  couponCode?: string;
}

/** The totals of the summary. */
export interface SummaryTotals {
  subtotal: string;
  discounts: SummaryDiscount[];
  /** The shipping line: the option's title and cost, or undefined when nothing ships. */
  shipping?: { title: string; amount: string; free: boolean; pending: boolean };
  /** Tax, when some is charged or included. */
  tax?: string;
  taxIncluded: boolean;
  total: string;
  /** The total as a decimal string (for "nothing to pay"). */
  totalAmount: string;
}

/** The summary of a checkout or an order. */
export interface Summary {
  lines: SummaryLine[];
  totals: SummaryTotals;
}

interface Price {
  amount: string;
  formattedAmount: string;
}

/** No price, or a zero one. */
export function isZero(price: Price | undefined): boolean {
  return !price || Number(price.amount) === 0;
}

/** A line's chosen options as `Name: value` texts. */
export function optionsOf(lines: readonly DescriptionLine[] | undefined): string[] {
  return (lines ?? []).map((line) => {
    const value = line.plainText?.translated ?? line.plainText?.original ?? line.colorInfo?.translated ?? line.colorInfo?.original ?? '';
    const name = line.name.translated ?? line.name.original;
    return value ? `${name}: ${value}` : name;
  });
}

/** The picture of a line when it is on the store's origin (relative URLs are too). */
export function imageOf(image: WireImage | undefined, name: string, origin: string): SummaryLine['image'] {
  if (!image?.url) return undefined;
  try {
    const url = new URL(image.url, origin);
    if (url.origin !== origin) return undefined;
    return { url: url.href, alt: image.altText || name };
  } catch {
    return undefined;
  }
}

/** The discounts as the summary lists them. */
export function discountsOf(applied: readonly (AppliedDiscount | OrderAppliedDiscount)[]): SummaryDiscount[] {
  const t = messages().checkout;
  return applied.flatMap((discount): SummaryDiscount[] => {
    if (discount.coupon)
      return [{ label: t.couponLabel(discount.coupon.code), amount: discount.coupon.amount.formattedAmount, couponCode: discount.coupon.code }];
    const rule = discount.discountRule;
    if (rule) return [{ label: rule.name.translated ?? rule.name.original, amount: rule.amount.formattedAmount }];
    const merchant = 'merchantDiscount' in discount ? discount.merchantDiscount : undefined;
    return merchant ? [{ label: t.discount, amount: merchant.amount.formattedAmount }] : [];
  });
}

/** What a checkout's line and a placed order's line share, as far as the summary shows it. */
interface PricedLine {
  id: string;
  quantity: number;
  productName: TranslatableText;
  descriptionLines?: DescriptionLine[] | undefined;
  price: Price;
  fullPrice: Price;
  lineItemPrice: Price;
}

/** A summary line from a checkout's or a placed order's line and its picture. */
export function summaryLineOf(line: PricedLine, picture: WireImage | undefined, origin: string): SummaryLine {
  const name = line.productName.translated ?? line.productName.original;
  const image = imageOf(picture, name, origin);
  return {
    id: line.id,
    name,
    quantity: line.quantity,
    options: optionsOf(line.descriptionLines),
    ...(image ? { image } : {}),
    unitPrice: line.price.formattedAmount,
    ...(line.fullPrice.amount !== line.price.amount ? { fullUnitPrice: line.fullPrice.formattedAmount } : {}),
    total: line.lineItemPrice.formattedAmount,
  };
}

/** The summary of a checkout as it is priced now. */
export function checkoutSummary(checkout: Checkout, origin = location.origin): Summary {
  const t = messages().checkout;
  const lines = checkout.lineItems.map((line) => summaryLineOf(line, line.media, origin));
  const ships = checkout.lineItems.some((l) => l.physicalProperties.shippable);
  const selected = checkout.shippingInfo.selectedCarrierServiceOption;
  const summary = checkout.priceSummary;
  const tax: MultiCurrencyPrice | undefined = summary.tax;
  return {
    lines,
    totals: {
      subtotal: summary.subtotal.formattedAmount,
      discounts: discountsOf(checkout.appliedDiscounts),
      ...(ships
        ? {
            shipping: {
              title: selected?.title ?? t.shipping,
              amount: summary.shipping.formattedAmount,
              free: Boolean(selected) && isZero(summary.shipping),
              pending: !selected,
            },
          }
        : {}),
      ...(!isZero(tax) ? { tax: tax.formattedAmount } : {}),
      taxIncluded: checkout.taxIncludedInPrice,
      total: summary.total.formattedAmount,
      totalAmount: summary.total.amount,
    },
  };
}
