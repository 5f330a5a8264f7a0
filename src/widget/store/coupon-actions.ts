// Applying and removing the cart's coupon (the coupon form's chunk).
import type { Cart } from '../../wire/cart.js';
import { drawerMessages } from '../i18n/drawer.js';
import { acceptCart, serial, type ChangeResult } from './cart-actions.js';
import { drawerErrorText } from './cart-edits.js';
import { pageClient } from './page-client.js';
import { announce } from './store.js';

/** Sends a coupon change and announces it; resolves with the store's reason when it refuses it. */
async function changeCoupon(change: () => Promise<Cart>, announcement: string): Promise<ChangeResult> {
  try {
    acceptCart(await serial(change));
    announce(announcement);
    return { ok: true };
  } catch (error) {
    return { ok: false, message: drawerErrorText(error) };
  }
}

/** Applies a coupon code; resolves with the store's reason when it refuses it. */
export function applyCoupon(code: string): Promise<ChangeResult> {
  return changeCoupon(() => pageClient().cart.updateCart({ couponCode: code }), drawerMessages().couponApplied(code));
}

/** Removes the cart's coupon. */
export function removeCoupon(): Promise<ChangeResult> {
  return changeCoupon(() => pageClient().cart.removeCoupon(), drawerMessages().couponRemoved);
}
