// The wire order (ecom orders, REST names): decimal strings and formatted amounts from the stored minor units.
import type { AddressWithContact, DescriptionLine, WireImage } from '../../wire/cart.js';
import { TOTE_SHIPPING_CARRIER_ID } from '../../wire/cart.js';
import { DEFAULT_LOCALE, languageOf } from '../../wire/locale.js';
import type { Order, OrderLineItem, OrderPrice, OrderShippingInfo, OrderTaxDetails } from '../../wire/orders.js';
import type { StoredContactInfo } from '../db/commerce-tables.js';
import type { StoredTax } from '../db/order-tables.js';
import { formatMoney, formatScaled, toDecimalString } from '../money.js';
import type { ActivityRecord } from './order-activities.js';
import { toWireActivity } from './order-activities.js';
import type { OrderLineRecord, OrderRecord } from './order-record.js';

/** An amount as orders send it, formatted in the site's locale. @default locale 'en-US' */
export function orderPrice(minor: number, currency: string, locale: string = DEFAULT_LOCALE): OrderPrice {
  return { amount: toDecimalString(minor, currency), formattedAmount: formatMoney(minor, currency, locale) };
}

function taxDetails(tax: StoredTax, currency: string, locale: string): OrderTaxDetails {
  return {
    taxableAmount: orderPrice(tax.taxable, currency, locale),
    taxRate: formatScaled(tax.rateParts, 6),
    totalTax: orderPrice(tax.tax, currency, locale),
    rateBreakdown: tax.components.map((c) => ({ name: c.name, rate: formatScaled(c.rateParts, 6), tax: orderPrice(c.tax, currency, locale) })),
  };
}

function addressWithContact(info: StoredContactInfo | null): AddressWithContact | undefined {
  if (!info) return undefined;
  return { ...(info.address ? { address: info.address } : {}), ...(info.contactDetails ? { contactDetails: info.contactDetails } : {}) };
}

function lineItem(line: OrderLineRecord, order: OrderRecord, locale: string): OrderLineItem {
  const currency = order.currency;
  const totalBeforeTax = order.tax_included ? line.total - line.discount - line.tax : line.total - line.discount;
  const totalAfterTax = order.tax_included ? line.total - line.discount : line.total - line.discount + line.tax;
  return {
    id: line.id,
    productName: { original: line.name, translated: line.name },
    catalogReference: {
      catalogItemId: line.product_id,
      appId: line.app_id,
      ...(Object.keys(line.options).length > 0 ? { options: line.options as OrderLineItem['catalogReference']['options'] } : {}),
    },
    quantity: line.quantity,
    totalDiscount: orderPrice(line.discount, currency, locale),
    descriptionLines: line.description_lines as DescriptionLine[],
    ...(line.image ? { image: line.image as WireImage } : {}),
    physicalProperties: {
      ...(line.weight_grams !== null ? { weight: Number(formatScaled(line.weight_grams, 3)) } : {}),
      ...(line.sku ? { sku: line.sku } : {}),
      shippable: line.product_type === 'physical',
    },
    itemType: { preset: line.product_type === 'digital' ? 'DIGITAL' : 'PHYSICAL' },
    price: orderPrice(line.unit_price, currency, locale),
    priceBeforeDiscounts: orderPrice(line.unit_price, currency, locale),
    fullPrice: orderPrice(line.full_unit_price, currency, locale),
    lineItemPrice: orderPrice(line.total, currency, locale),
    totalPriceBeforeTax: orderPrice(totalBeforeTax, currency, locale),
    totalPriceAfterTax: orderPrice(totalAfterTax, currency, locale),
    paymentOption: line.membership_id ? 'MEMBERSHIP' : order.payment.kind,
    taxDetails: taxDetails(line.tax_details, currency, locale),
    rootCatalogItemId: line.product_id,
    refundQuantity: line.refunded_quantity,
    restockQuantity: line.restocked,
  };
}

function shippingInfo(order: OrderRecord, locale: string): OrderShippingInfo | undefined {
  const s = order.shipping_info;
  if (!s) return undefined;
  const currency = order.currency;
  const destination = addressWithContact(s.destination);
  return {
    carrierId: TOTE_SHIPPING_CARRIER_ID,
    code: s.code,
    title: s.title,
    logistics: {
      ...(s.deliveryTime ? { deliveryTime: s.deliveryTime } : {}),
      ...(s.instructions ? { instructions: s.instructions } : {}),
      ...(destination ? { shippingDestination: destination } : {}),
      ...(s.pickup ? { pickupDetails: { address: s.pickup.address, pickupMethod: 'STORE_PICKUP' as const } } : {}),
    },
    cost: {
      price: orderPrice(s.price, currency, locale),
      totalPriceBeforeTax: orderPrice(s.totalBeforeTax, currency, locale),
      totalPriceAfterTax: orderPrice(s.totalAfterTax, currency, locale),
      taxDetails: taxDetails(s.tax, currency, locale),
      discount: orderPrice(s.discount, currency, locale),
    },
    ...(s.region ? { region: s.region } : {}),
  };
}

/** Minor units the buyer paid: the total once the order is paid (refunds do not change what was paid). */
export function paidAmount(order: Pick<OrderRecord, 'payment_status' | 'price_summary'>): number {
  return ['PAID', 'PARTIALLY_REFUNDED', 'FULLY_REFUNDED'].includes(order.payment_status) ? order.price_summary.total : 0;
}

/** The wire order of stored rows (lines in their order, activities oldest first), amounts formatted in the site's locale. @default locale 'en-US' */
export function toWireOrder(
  order: OrderRecord,
  lines: readonly OrderLineRecord[],
  activities: readonly ActivityRecord[],
  locale: string = DEFAULT_LOCALE,
): Order {
  const currency = order.currency;
  const sum = order.price_summary;
  const buyer = order.buyer_kind === 'member' ? { memberId: order.buyer_id } : { visitorId: order.buyer_id };
  const billing = addressWithContact(order.billing_info);
  const recipient = addressWithContact(order.recipient_info);
  const shipping = shippingInfo(order, locale);
  const paid = paidAmount(order);
  const created = order.created_at.toISOString();
  return {
    id: order.id,
    number: String(order.number),
    createdDate: created,
    updatedDate: order.updated_at.toISOString(),
    checkoutId: order.checkout_id,
    ...(order.cart_id ? { purchaseFlowId: order.cart_id } : {}),
    lineItems: [...lines].sort((a, b) => a.position - b.position).map((l) => lineItem(l, order, locale)),
    buyerInfo: { ...buyer, email: order.buyer_email },
    status: order.status,
    paymentStatus: order.payment_status,
    fulfillmentStatus: order.fulfillment_status,
    archived: false,
    currency,
    weightUnit: 'KG',
    taxIncludedInPrices: order.tax_included,
    siteLanguage: languageOf(locale),
    buyerLanguage: 'en',
    ...(order.buyer_note ? { buyerNote: order.buyer_note } : {}),
    priceSummary: {
      subtotal: orderPrice(sum.subtotal, currency, locale),
      shipping: orderPrice(sum.shipping, currency, locale),
      tax: orderPrice(sum.tax, currency, locale),
      discount: orderPrice(sum.discount, currency, locale),
      total: orderPrice(sum.total, currency, locale),
      totalAdditionalFees: orderPrice(0, currency, locale),
    },
    ...(billing ? { billingInfo: billing } : {}),
    ...(shipping ? { shippingInfo: shipping } : {}),
    ...(recipient ? { recipientInfo: recipient } : {}),
    appliedDiscounts: order.applied_discounts.map((d) => {
      const amount = orderPrice(d.amount, currency, locale);
      return d.source === 'coupon'
        ? { discountType: d.type, lineItemIds: d.lineItemIds, coupon: { id: d.id, code: d.code ?? '', name: d.name, amount } }
        : { discountType: d.type, lineItemIds: d.lineItemIds, discountRule: { id: d.id, name: { original: d.name, translated: d.name }, amount } };
    }),
    taxSummary: { totalTax: orderPrice(sum.tax, currency, locale) },
    taxInfo: {
      totalTax: orderPrice(sum.tax, currency, locale),
      taxBreakdown: order.tax_breakdown.map((c) => ({
        taxName: c.name,
        jurisdiction: c.jurisdiction,
        jurisdictionType: c.jurisdictionType,
        rate: formatScaled(c.rateParts, 6),
        aggregatedTaxAmount: orderPrice(c.tax, currency, locale),
      })),
    },
    createdBy: buyer,
    channelInfo: { type: order.channel_type },
    balanceSummary: {
      balance: orderPrice(sum.total - paid, currency, locale),
      paid: orderPrice(paid, currency, locale),
      refunded: orderPrice(order.refunded_amount, currency, locale),
    },
    activities: activities.map((a) => toWireActivity(a, currency, locale)),
    paymentDetails: {
      providerId: order.payment.providerId,
      title: order.payment.title,
      kind: order.payment.kind,
      test: order.payment.test,
      ...(order.payment.reference ? { reference: order.payment.reference } : {}),
      ...(order.payment.card ? { card: order.payment.card } : {}),
      ...(order.payment.instructions ? { instructions: order.payment.instructions } : {}),
    },
  };
}
