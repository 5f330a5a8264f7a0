// The wire checkout: the cart's line and totals views of the checkout priced now, with the buyer's addresses, e-mail, note and completion.
import type { AddressWithContact } from '../../wire/cart.js';
import type { Checkout, CheckoutLineItem } from '../../wire/checkout.js';
import type { ShopperCaller } from '../auth/index.js';
import { toWireCart, toWireEstimate } from '../cart/index.js';
import type { AppContext } from '../context.js';
import type { StoredAddress } from '../db/commerce-tables.js';
import type { StoredContactDetails } from '../db/order-tables.js';
import type { CheckoutRow, PricedCheckout } from './checkout-pricing.js';

/** An address and its contact as the wire shows them (undefined when neither is set). */
export function withContact(address: StoredAddress | null | undefined, contact: StoredContactDetails | null | undefined): AddressWithContact | undefined {
  if (!address && !contact) return undefined;
  return { ...(address ? { address } : {}), ...(contact && Object.keys(contact).length > 0 ? { contactDetails: contact } : {}) };
}

/** The checkout as GET answers it. `email` is the buyer's e-mail to show (the checkout's, else the member's). */
export function toWireCheckout(ctx: AppContext, row: CheckoutRow, now: PricedCheckout, email: string | undefined): Checkout {
  const { priced, computed } = now;
  const { currency, locale } = priced.loaded.site;
  const buyer: ShopperCaller = { kind: row.owner_kind, siteId: row.site_id, clientId: '', subjectId: row.owner_id };
  const cart = toWireCart(priced.loaded, priced.lines, buyer, ctx.config.publicUrl);
  const estimate = toWireEstimate(cart, computed.totals, currency, locale, now.memberships);
  const lineItems: CheckoutLineItem[] = cart.lineItems.map((line) => {
    const calculated = estimate.calculatedLineItems.find((c) => c.lineItemId === line.id)!.pricesBreakdown;
    const { image, ...rest } = line;
    return {
      ...rest,
      ...(image ? { media: image } : {}),
      discount: calculated.totalDiscount,
      totalPriceBeforeTax: calculated.totalPriceBeforeTax,
      totalPriceAfterTax: calculated.totalPriceAfterTax,
      taxDetails: calculated.taxDetails,
      paymentOption: now.memberships.paidBy.has(line.id) ? 'MEMBERSHIP' : 'FULL_PAYMENT_ONLINE',
    };
  });
  const owner = row.owner_kind === 'member' ? { memberId: row.owner_id } : { visitorId: row.owner_id };
  const destination = withContact(row.shipping_address, row.shipping_contact);
  const billing = withContact(row.billing_address, row.billing_contact);
  return {
    id: row.id,
    cartId: row.cart_id,
    lineItems,
    ...(billing ? { billingInfo: billing } : {}),
    shippingInfo: { ...(destination ? { shippingDestination: destination } : {}), ...estimate.shippingInfo },
    ...(row.buyer_note ? { buyerNote: row.buyer_note } : {}),
    buyerInfo: { ...owner, ...(email ? { email } : {}) },
    currency,
    conversionCurrency: currency,
    paymentCurrency: currency,
    priceSummary: estimate.priceSummary,
    payNow: estimate.payNow,
    payLater: estimate.payLater,
    calculationErrors: estimate.calculationErrors,
    appliedDiscounts: estimate.appliedDiscounts,
    taxSummary: estimate.taxSummary,
    weightUnit: 'KG',
    channelType: row.channel_type,
    siteLanguage: cart.siteLanguage,
    buyerLanguage: 'en',
    completed: row.completed_at !== null,
    taxIncludedInPrice: priced.loaded.site.pricesIncludeTax,
    createdBy: owner,
    createdDate: row.created_at.toISOString(),
    updatedDate: (row.updated_at ?? row.created_at).toISOString(),
    membershipOptions: { ...estimate.membershipOptions, selectedMemberships: { memberships: estimate.membershipOptions.selectedMemberships } },
    additionalFees: [],
    violations: [],
  };
}
