// An order as stored, built from a checkout priced at the moment of the order, and its insertion.
import { checkoutSnapshot, type PricedCheckout, type CheckoutRow } from '../checkout/index.js';
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { StoredAddress, StoredContactInfo } from '../db/commerce-tables.js';
import type {
  OrderLineItemsTable,
  OrdersTable,
  StoredContactDetails,
  StoredOrderShipping,
  StoredPayment,
  StoredTax,
  StoredTaxComponent,
} from '../db/order-tables.js';
import type { Database } from '../db/schema.js';
import type { TaxResult } from '../pricing/index.js';

/** An order row as read. */
export type OrderRecord = Selectable<OrdersTable>;
/** An order line row as read. */
export type OrderLineRecord = Selectable<OrderLineItemsTable>;

/** Everything an order is made of besides the priced checkout. */
export interface OrderFacts {
  id: string;
  number: number;
  row: CheckoutRow;
  priced: PricedCheckout;
  email: string;
  payment: StoredPayment;
  paymentStatus: OrderRecord['payment_status'];
  now: Date;
}

/** A tax result in minor units as stored. */
export function storedTax(tax: TaxResult): StoredTax {
  return {
    taxable: tax.taxable,
    tax: tax.tax,
    rateParts: tax.rateParts,
    components: tax.components.map((c) => ({
      name: c.rule.name,
      rateParts: c.rule.rateParts,
      jurisdiction: c.rule.subdivision ?? c.rule.country,
      jurisdictionType: c.rule.jurisdictionType,
      tax: c.tax,
    })),
  };
}

function contactInfo(address: StoredAddress | null, contact: StoredContactDetails | null): StoredContactInfo | null {
  if (!address && !contact) return null;
  return { ...(address ? { address } : {}), ...(contact && Object.keys(contact).length > 0 ? { contactDetails: contact } : {}) };
}

/** Sums tax per authority over every part (lines and shipping). */
function taxBreakdown(parts: readonly StoredTax[]): StoredTaxComponent[] {
  const byKey = new Map<string, StoredTaxComponent>();
  for (const part of parts) {
    for (const c of part.components) {
      const key = `${c.name}|${c.jurisdiction}|${c.rateParts}`;
      const sum = byKey.get(key);
      if (sum) sum.tax += c.tax;
      else byKey.set(key, { ...c });
    }
  }
  return [...byKey.values()];
}

/** The order and its lines (the lines that can be bought; a checkout is only ordered when all can). */
export function buildOrder(facts: OrderFacts): { order: OrderRecord; lines: OrderLineRecord[] } {
  const { row, priced, now } = facts;
  const { totals } = priced.computed;
  const site = priced.priced.loaded.site;
  const lines: OrderLineRecord[] = [];
  // The order is the checkout's snapshot (one builder for both) of the calculation at the moment of the order, with what an order adds.
  const snapshot = checkoutSnapshot(priced.priced.lines, totals);
  for (const [position, view] of priced.priced.lines.entries()) {
    const line = totals.lines.find((l) => l.line.id === view.stored.id);
    const item = view.priced.item;
    const kept = snapshot.lineItems[position]!;
    if (!line || !item || !view.priced.purchasable) continue;
    lines.push({
      order_id: facts.id,
      id: kept.id,
      site_id: row.site_id,
      position,
      app_id: kept.appId,
      product_id: kept.productId,
      variant_id: kept.variantId,
      options: kept.options,
      name: kept.name,
      sku: kept.sku,
      product_type: kept.productType,
      description_lines: kept.descriptionLines,
      image: kept.image,
      quantity: kept.quantity,
      weight_grams: kept.weightGrams,
      unit_price: kept.unitPrice,
      full_unit_price: kept.fullUnitPrice,
      total: kept.total,
      discount: kept.discount,
      tax: kept.tax,
      tax_details: storedTax(line.tax),
      // What takeStock takes for this line: tracked variants only.
      stock_taken: item.trackInventory && kept.variantId !== null ? kept.quantity : 0,
      restocked: 0,
      refunded_quantity: 0,
      membership_id: priced.memberships.paidBy.get(kept.id) ?? null,
    });
  }
  const selected = totals.shipping.selected;
  const shippingAddress = row.shipping_address;
  const shippingContact = row.shipping_contact;
  const billingAddress = row.billing_address ?? shippingAddress;
  const billingContact = row.billing_contact ?? shippingContact;
  const option = snapshot.shippingOption;
  const shipping: StoredOrderShipping | null =
    selected && option
      ? {
          ...option,
          tax: storedTax(selected.tax),
          totalBeforeTax: selected.totalBeforeTax,
          totalAfterTax: selected.totalAfterTax,
          destination: option.kind === 'PICKUP' ? null : contactInfo(shippingAddress, shippingContact),
        }
      : null;
  const shippable = lines.some((l) => l.product_type === 'physical');
  const { taxIncluded: _taxIncluded, ...summary } = snapshot.priceSummary;
  const order: OrderRecord = {
    id: facts.id,
    site_id: row.site_id,
    number: facts.number,
    checkout_id: row.id,
    cart_id: row.cart_id,
    status: 'APPROVED',
    payment_status: facts.paymentStatus,
    // Orders with nothing to ship are fulfilled on creation.
    fulfillment_status: shippable ? 'NOT_FULFILLED' : 'FULFILLED',
    channel_type: row.channel_type,
    buyer_kind: row.owner_kind,
    buyer_id: row.owner_id,
    buyer_email: facts.email,
    buyer_note: row.buyer_note,
    currency: site.currency,
    tax_included: totals.taxIncluded,
    billing_info: contactInfo(billingAddress, billingContact),
    shipping_info: shipping,
    recipient_info: contactInfo(shippingAddress ?? billingAddress, shippingContact ?? billingContact),
    applied_discounts: snapshot.appliedDiscounts,
    price_summary: summary,
    tax_breakdown: taxBreakdown([...lines.map((l) => l.tax_details), ...(shipping ? [shipping.tax] : [])]),
    payment: facts.payment,
    created_at: now,
    updated_at: now,
    payment_id: randomUUID(),
    refunded_amount: 0,
  };
  return { order, lines };
}

function json(value: unknown): string | null {
  return value === null ? null : JSON.stringify(value);
}

/** Inserts an order and its lines (inside the caller's transaction). */
export async function insertOrder(db: Kysely<Database>, order: OrderRecord, lines: readonly OrderLineRecord[]): Promise<void> {
  await db
    .insertInto('orders')
    .values({
      ...order,
      billing_info: json(order.billing_info),
      shipping_info: json(order.shipping_info),
      recipient_info: json(order.recipient_info),
      applied_discounts: JSON.stringify(order.applied_discounts),
      price_summary: JSON.stringify(order.price_summary),
      tax_breakdown: JSON.stringify(order.tax_breakdown),
      payment: JSON.stringify(order.payment),
    })
    .execute();
  if (lines.length === 0) return;
  await db
    .insertInto('order_line_items')
    .values(
      lines.map((l) => ({
        ...l,
        options: JSON.stringify(l.options),
        description_lines: JSON.stringify(l.description_lines),
        image: json(l.image),
        tax_details: JSON.stringify(l.tax_details),
      })),
    )
    .execute();
}
