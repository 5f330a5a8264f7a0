// What a checkout needs before it can become an order: nothing changed unconfirmed, the buyer's e-mail, a complete address for the country, a shipping option that can carry it.
import type { FieldViolation } from '../../wire/errors.js';
import { checkAddress, changesToken, checkoutError, type CheckoutRow, type PricedCheckout, changesOf } from '../checkout/index.js';
import type { HttpError } from '../http/http-error.js';
import { outOfStock } from './stock.js';

function required(field: string): FieldViolation {
  return { field, description: 'is required', violatedRule: 'REQUIRED_FIELD', ruleName: 'REQUIRED_FIELD' };
}

/**
 * The violations that keep a checkout from becoming an order, named by the checkout's JSON paths (as update-checkout
 * takes them): a missing e-mail; for items that ship, the shipping address and recipient (for a store pickup, the
 * country and the recipient); the billing address when one is set (else the shipping address is the billing one); for
 * digital-only orders, some address.
 */
export function orderViolations(row: CheckoutRow, priced: PricedCheckout, email: string | undefined): FieldViolation[] {
  const violations: FieldViolation[] = [];
  if (!email) violations.push(required('checkout.buyerInfo.email'));
  const ships = priced.priced.lines.some((l) => l.priced.shippable);
  // Picked up in the store: the country (which finds the region and its pickup) and who picks it up, no street.
  const pickup = priced.computed.totals.shipping.selected?.option.rule.pickup !== undefined;
  const shippingPath = 'checkout.shippingInfo.shippingDestination';
  if (row.shipping_address) violations.push(...checkAddress(row.shipping_address, row.shipping_contact, shippingPath, { complete: !pickup }).violations);
  else if (ships) violations.push(required(`${shippingPath}.address`));
  if (row.billing_address)
    violations.push(...checkAddress(row.billing_address, row.billing_contact ?? row.shipping_contact, 'checkout.billingInfo').violations);
  else if (!row.shipping_address && !ships) violations.push(required('checkout.billingInfo.address'));
  return violations;
}

/** Why the order cannot be shipped as the checkout stands (no region for the address, no option that can carry it), or undefined. */
export function shippingProblem(priced: PricedCheckout): HttpError | undefined {
  const { shipping } = priced.computed.totals;
  if (!shipping.needed) return undefined;
  if (shipping.error) return checkoutError('SHIPPING_NOT_AVAILABLE', shipping.error.description, { reason: shipping.error.code, ...shipping.error.data });
  if (!shipping.selected) return checkoutError('SHIPPING_NOT_AVAILABLE', 'Choose how the order is delivered', { reason: 'NO_SHIPPING_OPTION_SELECTED' });
  return undefined;
}

/**
 * Throws when the checkout priced now differs from what the buyer confirmed: OUT_OF_STOCK naming the short lines first
 * (the buyer must buy fewer), else CHECKOUT_CHANGED with the changes and the token that confirms them.
 */
export function refuseUnconfirmedChanges(row: CheckoutRow, priced: PricedCheckout): void {
  const changes = changesOf(row, priced);
  const short = changes.flatMap((c) => (c.type === 'NOT_ENOUGH_STOCK' ? [c] : []));
  if (short.length > 0) {
    throw outOfStock(
      short.map((c) => {
        const stored = priced.priced.lines.find((l) => l.stored.id === c.lineItemId)!.stored;
        return {
          lineItemId: c.lineItemId,
          productId: stored.productId,
          variantId: stored.variantId ?? '',
          productName: c.productName,
          quantity: c.quantity,
          quantityAvailable: c.quantityAvailable,
        };
      }),
    );
  }
  if (changes.length > 0) {
    throw checkoutError('CHECKOUT_CHANGED', 'Prices, items or discounts changed since the checkout was shown; confirm the changes to continue', {
      changes,
      changesToken: changesToken(row.id, changes),
    });
  }
}
