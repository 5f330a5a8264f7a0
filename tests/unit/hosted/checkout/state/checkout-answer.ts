// Answers of the store for the checkout page's state tests: a checkout with one line (shipped or not), as the store sends it, and a page's store of it.
import type { Checkout, CheckoutResponse, PaymentMethodInfo } from '../../../../../src/wire/checkout.js';
import type { ShippingOption } from '../../../../../src/wire/cart.js';
import { checkoutApi } from '../../../../../src/hosted/api/checkout.js';
import { createCheckoutStore, type CheckoutStore } from '../../../../../src/hosted/pages/checkout/state/checkout-store.js';

export const OFFLINE: PaymentMethodInfo = { id: 'offline', title: 'Pay offline', kind: 'FULL_PAYMENT_OFFLINE', test: false, needsCard: false };
export const CARD: PaymentMethodInfo = { id: 'test-card', title: 'TEST card', kind: 'FULL_PAYMENT_ONLINE', test: true, needsCard: true };

function price(amount: string) {
  return { amount, convertedAmount: amount, formattedAmount: `$${amount}`, formattedConvertedAmount: `$${amount}` };
}

/** A delivery option as the store offers it (`pickup` gives it a pickup address). */
export function option(code: string, pickup = false): ShippingOption {
  return {
    code,
    title: code,
    logistics: pickup ? { pickupDetails: { address: { country: 'US', city: 'New York' } } } : {},
    cost: { price: price('5.00') },
  } as unknown as ShippingOption;
}

/** The store's answer for a checkout of one mug (shipped unless told) totalling `total`. */
export function answer(options: { total?: string; shippable?: boolean; checkout?: Partial<Checkout>; changes?: unknown[] } = {}): CheckoutResponse {
  const checkout = {
    id: 'c1',
    lineItems: [
      {
        id: 'l1',
        quantity: 1,
        productName: { original: 'Mug' },
        price: price('12.00'),
        lineItemPrice: price('12.00'),
        physicalProperties: { shippable: options.shippable ?? true },
      },
    ],
    shippingInfo: { carrierServiceOptions: [] },
    buyerInfo: { email: 'buyer@example.com' },
    priceSummary: { subtotal: price('12.00'), shipping: price('0'), tax: price('0'), discount: price('0'), total: price(options.total ?? '12.00') },
    appliedDiscounts: [],
    taxIncludedInPrice: false,
    ...options.checkout,
  };
  return { checkout, paymentMethods: [OFFLINE, CARD], changes: options.changes ?? [], changesToken: 't1' } as unknown as CheckoutResponse;
}

/** A page's store of `response`: its calls are the real ones of a checkout, made by no test here (the actions tested make none). */
export function storeOf(response: CheckoutResponse): CheckoutStore {
  return createCheckoutStore(checkoutApi('c1'), response, () => undefined);
}
