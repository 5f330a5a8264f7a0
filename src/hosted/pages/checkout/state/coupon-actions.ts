// Applying and removing the checkout's coupon: the store's answer becomes the page's (a refusal is thrown for the coupon form to show).
import { take, type CheckoutStore } from './checkout-store.js';

/** Applies a coupon code. */
export async function applyCoupon(checkout: CheckoutStore, code: string): Promise<void> {
  take(checkout, await checkout.api.applyCoupon(code));
}

/** Removes the checkout's coupon. */
export async function removeCoupon(checkout: CheckoutStore): Promise<void> {
  take(checkout, await checkout.api.removeCoupon());
}
