// Reads an update-checkout request into a checked update: field mask, e-mail, note, addresses checked for their country, option, coupon.
import type { Static } from 'typebox';
import { EMAIL_MAX_LENGTH, isEmailAddress } from '../../wire/address-rules.js';
import type { FieldViolation } from '../../wire/errors.js';
import { fieldError, forbidden, validationError } from '../http/http-error.js';
import { checkAddress } from './address-validation.js';
import type { UpdateCheckoutBody } from './checkout-schemas.js';
import type { AddressWithContactUpdate, CheckoutUpdate } from './checkout-update.js';

type Body = Static<typeof UpdateCheckoutBody>;
type AddressWithContactInput = NonNullable<NonNullable<Body['checkout']>['billingInfo']>;

/** The mask's paths relative to `checkout` (`checkout.billingInfo` and `billingInfo` name the same field). */
function maskOf(body: Body): string[] | undefined {
  const raw = typeof body.fieldMask === 'string' ? body.fieldMask.split(',') : body.fieldMask;
  const paths = (raw ?? []).map((p) => p.trim().replace(/^checkout\./, '')).filter(Boolean);
  return paths.length > 0 ? paths : undefined;
}

function address(
  input: AddressWithContactInput | null | undefined,
  path: string,
  violations: FieldViolation[],
  complete = true,
): AddressWithContactUpdate | null {
  if (!input || (!input.address && !input.contactDetails)) return null;
  const checked = checkAddress(input.address, input.contactDetails, path, { complete });
  violations.push(...checked.violations);
  return { address: checked.address, contact: checked.contact };
}

/** The shipping option code a PATCH selects, if it selects one. */
export function requestedOptionCode(body: Body): string | undefined {
  return body.checkout?.shippingInfo?.selectedCarrierServiceOption?.code?.trim() || undefined;
}

/**
 * The update a PATCH asks for. With a field mask only the masked fields change (a masked field that is absent is
 * cleared); without one every field present changes (null clears). An address given must be complete for its country,
 * with the recipient's names; a shipping address given with a store pickup option (`pickup`: the update selects one)
 * needs only its country and the recipient. Custom lines and added lines are refused (shoppers change the cart, not
 * the checkout).
 */
export function readCheckoutUpdate(body: Body, pickup = false): CheckoutUpdate {
  if ((body.lineItems?.length ?? 0) > 0 || (body.customLineItems?.length ?? 0) > 0) {
    throw forbidden('The checkout’s items come from the cart: change the cart and check out again');
  }
  if (body.giftCardCode) throw fieldError('giftCardCode', 'gift cards are not supported by this store', 'FIELD_NOT_ALLOWED');
  const mask = maskOf(body);
  const wants = (path: string, present: boolean) => (mask ? mask.some((m) => m === path || path.startsWith(`${m}.`) || m.startsWith(`${path}.`)) : present);
  const c = body.checkout ?? {};
  const violations: FieldViolation[] = [];
  const update: CheckoutUpdate = {};
  if (wants('buyerNote', c.buyerNote !== undefined)) update.buyerNote = c.buyerNote?.trim() || null;
  const email = c.buyerInfo?.email;
  if (wants('buyerInfo.email', email !== undefined)) {
    const trimmed = email?.trim() ?? '';
    if (trimmed.length > EMAIL_MAX_LENGTH)
      violations.push({
        field: 'checkout.buyerInfo.email',
        description: `must be at most ${EMAIL_MAX_LENGTH} characters`,
        violatedRule: 'MAX_LENGTH',
        ruleName: 'MAX_LENGTH',
      });
    else if (trimmed && !isEmailAddress(trimmed))
      violations.push({
        field: 'checkout.buyerInfo.email',
        description: 'must be an e-mail address',
        violatedRule: 'FORMAT',
        ruleName: 'FORMAT',
        data: { type: 'EMAIL' },
      });
    update.email = trimmed || null;
  }
  const destination = c.shippingInfo?.shippingDestination;
  if (wants('shippingInfo.shippingDestination', destination !== undefined))
    update.shipping = address(destination, 'checkout.shippingInfo.shippingDestination', violations, !pickup);
  if (wants('billingInfo', c.billingInfo !== undefined)) update.billing = address(c.billingInfo, 'checkout.billingInfo', violations);
  const option = c.shippingInfo?.selectedCarrierServiceOption;
  if (wants('shippingInfo.selectedCarrierServiceOption', option !== undefined)) update.shippingOptionCode = option?.code?.trim() || null;
  const chosen = c.membershipOptions?.selectedMemberships;
  if (wants('membershipOptions.selectedMemberships', chosen !== undefined))
    update.selectedMemberships = (chosen?.memberships ?? []).map((m) => ({
      id: m.id,
      ...(m.appId !== undefined ? { appId: m.appId } : {}),
      lineItemIds: m.lineItemIds,
    }));
  // A code replaces the coupon, an empty one removes it; null leaves it (remove-coupon removes it too).
  if (typeof body.couponCode === 'string') update.couponCode = body.couponCode.trim() || null;
  if (violations.length > 0) throw validationError(violations);
  return update;
}
