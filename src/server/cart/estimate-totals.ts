// A cart's estimate: memberships that pay lines, then subtotal, discounts, shipping and tax for an address (REST estimate-totals and GraphQL).
import type { Static } from 'typebox';
import type { EstimateTotalsResponse } from '../../wire/cart.js';
import type { FieldViolation } from '../../wire/errors.js';
import type { ShopperCaller } from '../auth/index.js';
import { checkAddress } from '../checkout/index.js';
import type { AppContext } from '../context.js';
import type { StoredAddress } from '../db/commerce-tables.js';
import { validationError } from '../http/http-error.js';
import { cartMemberships } from '../memberships/index.js';
import type { EstimateTotalsBody } from './cart-schemas.js';
import * as carts from './cart-service.js';
import { computeCartTotals } from './cart-totals.js';
import { cleanAddress } from './clean-address.js';
import { loadCollectionsOf } from './pricing-rules.js';
import { toWireEstimate } from './totals-view.js';

/** The violations of an estimate's address: only the shape of what is given (a postal code or state that does not fit its country). */
function estimateAddressViolations(address: StoredAddress | undefined, field: string): FieldViolation[] {
  if (!address?.country) return [];
  const { violations } = checkAddress(address, null, field, { complete: false, names: false });
  // The estimate's address fields sit right under `field` (no `address` level as in a checkout's addressWithContact).
  return violations.map((v) => ({ ...v, field: v.field.replace(`${field}.address.`, `${field}.`) }));
}

/**
 * The estimate of the caller's cart for a checked estimate-totals body: an address that does not fit its country is a
 * validation error; chosen memberships are checked against the caller's; tax and shipping are calculated unless turned off.
 */
export async function estimateCartTotals(ctx: AppContext, caller: ShopperCaller, body: Static<typeof EstimateTotalsBody>): Promise<EstimateTotalsResponse> {
  const priced = await carts.loadPricedCart(ctx, caller);
  const shippingAddress = cleanAddress(body.shippingAddress);
  const billingAddress = cleanAddress(body.billingAddress);
  // An estimate needs no complete address, but what is given must fit its country (a Canadian postal code "xx" is refused).
  const violations = [...estimateAddressViolations(shippingAddress, 'shippingAddress'), ...estimateAddressViolations(billingAddress, 'billingAddress')];
  if (violations.length > 0) throw validationError(violations);
  const now = ctx.clock();
  const memberships = await cartMemberships(
    ctx.db,
    caller,
    priced.lines.map((l) => l.priced),
    body.selectedMemberships?.memberships ?? [],
    now,
    'selectedMemberships.memberships',
    (productIds) => loadCollectionsOf(ctx.db, caller.siteId, productIds),
  );
  const { totals } = await computeCartTotals(ctx.db, caller.siteId, priced, now, {
    ...(shippingAddress ? { shippingAddress } : {}),
    ...(billingAddress ? { billingAddress } : {}),
    ...(body.selectedShippingOption ? { shippingOptionCode: body.selectedShippingOption.code } : {}),
    calculateTax: body.calculateTax !== false,
    calculateShipping: body.calculateShipping !== false,
    paidByMembership: memberships.paidBy,
  });
  return toWireEstimate(carts.render(ctx, caller, priced), totals, priced.loaded.site.currency, priced.loaded.site.locale, memberships);
}
