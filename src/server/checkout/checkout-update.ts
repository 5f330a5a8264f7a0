// Update checkout: the buyer's e-mail, note, shipping and billing addresses, shipping option and coupon, in one transaction on the locked checkout.
import type { CheckoutErrorCode, CheckoutResponse } from '../../wire/checkout.js';
import { findCouponByCode } from '../cart/index.js';
import type { AppContext } from '../context.js';
import type { StoredAddress } from '../db/commerce-tables.js';
import type { StoredContactDetails } from '../db/order-tables.js';
import { fieldError } from '../http/http-error.js';
import { storedSelection, type MembershipChoice } from '../memberships/index.js';
import { ownedCheckout, type CheckoutAccess } from './checkout-access.js';
import { checkoutError } from './checkout-errors.js';
import { priceCheckout, type CheckoutRow, type PricedCheckout, type PricingOverrides } from './checkout-pricing.js';
import { checkoutResponse } from './checkout-read.js';
import { checkoutSnapshot } from './checkout-snapshot.js';
import { findCheckoutRow, updateCheckoutRow, type CheckoutFields } from './checkout-store.js';

/** A checked address with its contact. */
export interface AddressWithContactUpdate {
  address: StoredAddress;
  contact: StoredContactDetails;
}

/** What an update sets; undefined fields stay, null clears. Addresses arrive checked. */
export interface CheckoutUpdate {
  email?: string | null;
  buyerNote?: string | null;
  shipping?: AddressWithContactUpdate | null;
  billing?: AddressWithContactUpdate | null;
  shippingOptionCode?: string | null;
  couponCode?: string | null;
  /** The memberships chosen to pay lines (`membershipOptions.selectedMemberships.memberships`); [] chooses none. */
  selectedMemberships?: MembershipChoice[];
}

/** JSON path of the shipping option code in an update request. */
const OPTION_FIELD = 'checkout.shippingInfo.selectedCarrierServiceOption.code';

/**
 * Applies an update and answers the checkout priced with it. A coupon that does not exist or does not apply is refused
 * with its reason, and an option the address's region does not offer with a violation; nothing is written then.
 */
export async function updateCheckout(ctx: AppContext, access: CheckoutAccess, id: string, update: CheckoutUpdate): Promise<CheckoutResponse> {
  const code = update.couponCode?.trim();
  const coupon = code ? await findCouponByCode(ctx.db, access.siteId, code) : undefined;
  if (code && !coupon) throw checkoutError('ERROR_COUPON_DOES_NOT_EXIST', `There is no coupon ${code}`, { field: 'couponCode', couponCode: code });
  const { row, priced } = await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock();
    const current = ownedCheckout(access, id, await findCheckoutRow(trx, access.siteId, id, true));
    if (current.completed_at)
      throw checkoutError('CHECKOUT_ALREADY_COMPLETED', 'An order was placed from this checkout already', { checkoutId: id, orderId: current.order_id });
    const fields: CheckoutFields = {};
    if (update.email !== undefined) fields.email = update.email;
    if (update.buyerNote !== undefined) fields.buyerNote = update.buyerNote;
    if (update.shipping !== undefined) {
      fields.shippingAddress = update.shipping?.address ?? null;
      fields.shippingContact = update.shipping?.contact ?? null;
    }
    if (update.billing !== undefined) {
      fields.billingAddress = update.billing?.address ?? null;
      fields.billingContact = update.billing?.contact ?? null;
    }
    if (update.couponCode !== undefined) {
      fields.couponId = coupon?.id ?? null;
      fields.couponCode = coupon?.code ?? null;
    }
    const overrides: PricingOverrides = {
      ...(fields.shippingAddress !== undefined ? { shippingAddress: fields.shippingAddress } : {}),
      ...(fields.billingAddress !== undefined ? { billingAddress: fields.billingAddress } : {}),
      ...(fields.couponId !== undefined ? { couponId: fields.couponId, couponCode: fields.couponCode ?? null } : {}),
      ...(update.shippingOptionCode !== undefined ? { shippingOptionCode: update.shippingOptionCode } : {}),
      ...(update.selectedMemberships !== undefined ? { selectedMemberships: update.selectedMemberships } : {}),
    };
    const now_ = await priceCheckout(ctx, trx, current, now, overrides);
    const { totals } = now_.computed;
    if (coupon && totals.couponError)
      throw checkoutError(totals.couponError.code as CheckoutErrorCode, totals.couponError.description, { field: 'couponCode', couponCode: coupon.code });
    const requested = update.shippingOptionCode;
    if (requested && totals.shipping.options.length > 0 && !totals.shipping.options.some((o) => o.rule.code === requested)) {
      const offered = totals.shipping.options.map((o) => o.rule.code);
      throw fieldError(OPTION_FIELD, `is not offered for this address; offered: ${offered.join(', ')}`, 'INVALID_ENUM_VALUE', { allowed: offered });
    }
    // Keep the option the calculation used: what the buyer sees is what the order gets.
    const used = checkoutSnapshot(now_.priced.lines, totals).shippingOption;
    const shippingOption = used ?? (requested ? { code: requested } : update.shippingOptionCode === null ? null : undefined);
    if (shippingOption !== undefined) fields.shippingOption = shippingOption;
    if (update.selectedMemberships !== undefined) fields.selectedMemberships = storedSelection(now_.memberships.paidBy);
    await updateCheckoutRow(trx, current, fields, now);
    const updated = (await findCheckoutRow(trx, access.siteId, id)) as CheckoutRow;
    return { row: updated, priced: now_ satisfies PricedCheckout };
  });
  return checkoutResponse(ctx, access, row, priced);
}
