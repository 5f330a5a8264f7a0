// Turns calculated totals into the wire's estimate: price summary, calculated lines, shipping info, discounts, tax, errors.
import type {
  AppliedDiscount,
  Cart,
  CalculationErrors,
  EstimateTotalsResponse,
  ItemTaxFullDetails,
  PriceSummary,
  SelectedCarrierServiceOption,
  ShippingOption,
} from '../../wire/cart.js';
import { TOTE_SHIPPING_CARRIER_ID } from '../../wire/cart.js';
import { DEFAULT_LOCALE } from '../../wire/locale.js';
import type { AppliedRule, QuotedOption, TaxResult, Totals } from '../pricing/index.js';
import { formatScaled, wirePrice } from '../money.js';
import { NO_MEMBERSHIPS, type CartMemberships } from '../memberships/index.js';
import { deliveryTimeText, instructionsText } from '../shipping/index.js';

function taxDetails(tax: TaxResult, currency: string, locale: string): ItemTaxFullDetails {
  return {
    taxableAmount: wirePrice(tax.taxable, currency, locale),
    taxRate: formatScaled(tax.rateParts, 6),
    totalTax: wirePrice(tax.tax, currency, locale),
    rateBreakdown: tax.components.map((c) => ({ name: c.rule.name, rate: formatScaled(c.rule.rateParts, 6), tax: wirePrice(c.tax, currency, locale) })),
    taxBreakdown: tax.components.map((c) => ({
      jurisdiction: c.rule.subdivision ?? c.rule.country,
      jurisdictionType: c.rule.jurisdictionType,
      rate: formatScaled(c.rule.rateParts, 6),
      taxName: c.rule.name,
      taxAmount: wirePrice(c.tax, currency, locale),
      taxableAmount: wirePrice(tax.taxable, currency, locale),
    })),
  };
}

function logistics(option: QuotedOption): ShippingOption['logistics'] {
  const rule = option.rule;
  const deliveryTime = deliveryTimeText(rule);
  const instructions = instructionsText(rule);
  return {
    ...(deliveryTime ? { deliveryTime } : {}),
    ...(option.timeSlot
      ? {
          deliveryTimeSlot: {
            ...(option.timeSlot.from ? { from: option.timeSlot.from.toISOString() } : {}),
            ...(option.timeSlot.to ? { to: option.timeSlot.to.toISOString() } : {}),
          },
        }
      : {}),
    ...(instructions ? { instructions } : {}),
    ...(rule.pickup ? { pickupDetails: { address: rule.pickup.address, businessLocation: true, pickupMethod: 'STORE_PICKUP' as const } } : {}),
  };
}

function appliedDiscount(applied: AppliedRule, currency: string, locale: string): AppliedDiscount {
  const { rule } = applied;
  const amount = wirePrice(applied.amount, currency, locale);
  if (rule.source === 'coupon') {
    return { discountType: rule.type, lineItemIds: applied.lineIds, coupon: { id: rule.id, code: rule.code ?? '', name: rule.name, amount } };
  }
  return {
    discountType: rule.type,
    lineItemIds: applied.lineIds,
    merchantDiscount: { amount, ...(rule.percentageParts !== null ? { percentage: Number(formatScaled(rule.percentageParts, 4)) } : {}) },
    discountRule: { id: rule.id, name: { original: rule.name, translated: rule.name }, amount },
  };
}

/** The price summary of totals, amounts formatted in the site's locale. @default locale 'en-US' */
export function priceSummary(totals: Totals, currency: string, locale: string = DEFAULT_LOCALE): PriceSummary {
  return {
    subtotal: wirePrice(totals.subtotal, currency, locale),
    shipping: wirePrice(totals.shippingPrice, currency, locale),
    tax: wirePrice(totals.tax, currency, locale),
    discount: wirePrice(totals.discount, currency, locale),
    total: wirePrice(totals.total, currency, locale),
    additionalFees: wirePrice(0, currency, locale),
  };
}

function calculationErrors(totals: Totals): CalculationErrors {
  const errors: CalculationErrors = {};
  if (totals.shipping.error) {
    errors.generalShippingCalculationError = {
      applicationError: { code: totals.shipping.error.code, description: totals.shipping.error.description, data: totals.shipping.error.data ?? {} },
    };
  }
  if (totals.couponError)
    errors.couponCalculationError = { applicationError: { code: totals.couponError.code, description: totals.couponError.description, data: {} } };
  return errors;
}

/** The answer of estimate-totals for a cart and its totals, amounts formatted in the site's locale. @default locale 'en-US' */
export function toWireEstimate(
  cart: Cart,
  totals: Totals,
  currency: string,
  locale: string = DEFAULT_LOCALE,
  memberships: CartMemberships = NO_MEMBERSHIPS,
): EstimateTotalsResponse {
  const shipping = totals.shipping;
  const options: ShippingOption[] = shipping.options.map((o) => ({
    code: o.rule.code,
    title: o.rule.title,
    logistics: logistics(o),
    cost: { price: wirePrice(o.price, currency, locale), otherCharges: [] },
  }));
  let selected: SelectedCarrierServiceOption | undefined;
  if (shipping.selected) {
    const s = shipping.selected;
    selected = {
      code: s.option.rule.code,
      title: s.option.rule.title,
      logistics: logistics(s.option),
      cost: {
        totalPriceAfterTax: wirePrice(s.totalAfterTax, currency, locale),
        totalPriceBeforeTax: wirePrice(s.totalBeforeTax, currency, locale),
        taxDetails: taxDetails(s.tax, currency, locale),
        totalDiscount: wirePrice(s.discount, currency, locale),
        price: wirePrice(s.option.price, currency, locale),
      },
      requestedShippingOption: s.requested,
      otherCharges: [],
      carrierId: TOTE_SHIPPING_CARRIER_ID,
    };
  }
  const summary = priceSummary(totals, currency, locale);
  return {
    cart,
    calculatedLineItems: totals.lines.map((l) => ({
      lineItemId: l.line.id,
      pricesBreakdown: {
        totalPriceAfterTax: wirePrice(l.totalAfterTax, currency, locale),
        totalPriceBeforeTax: wirePrice(l.totalBeforeTax, currency, locale),
        taxDetails: taxDetails(l.tax, currency, locale),
        totalDiscount: wirePrice(l.discount, currency, locale),
        price: wirePrice(l.line.unitPrice, currency, locale),
        priceBeforeDiscounts: wirePrice(l.line.unitPrice, currency, locale),
        lineItemPrice: wirePrice(l.line.total, currency, locale),
        fullPrice: wirePrice(l.line.fullUnitPrice, currency, locale),
      },
      paymentOption: memberships.paidBy.has(l.line.id) ? 'MEMBERSHIP' : 'FULL_PAYMENT_ONLINE',
    })),
    priceSummary: summary,
    taxSummary: {
      taxableAmount: wirePrice(totals.taxable, currency, locale),
      totalTax: wirePrice(totals.tax, currency, locale),
      calculationDetails: totals.taxCollected ? { rateType: 'MANUAL_RATE', manualRateReason: 'GLOBAL_SETTING_TO_MANUAL' } : { rateType: 'NO_TAX_COLLECTED' },
    },
    shippingInfo: {
      ...(shipping.region ? { region: shipping.region } : {}),
      ...(selected ? { selectedCarrierServiceOption: selected } : {}),
      carrierServiceOptions: options.length > 0 ? [{ carrierId: TOTE_SHIPPING_CARRIER_ID, shippingOptions: options }] : [],
    },
    appliedDiscounts: totals.applied.map((a) => appliedDiscount(a, currency, locale)),
    calculationErrors: calculationErrors(totals),
    membershipOptions: memberships.options,
    additionalFees: [],
    violations: [],
    weightUnit: 'KG',
    currency,
    payNow: summary,
    payLater: {
      subtotal: wirePrice(0, currency, locale),
      shipping: wirePrice(0, currency, locale),
      tax: wirePrice(0, currency, locale),
      discount: wirePrice(0, currency, locale),
      total: wirePrice(0, currency, locale),
      additionalFees: wirePrice(0, currency, locale),
    },
  };
}
