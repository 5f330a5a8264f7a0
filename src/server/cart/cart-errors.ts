// The application errors of cart calls, each with its code from `CartErrorCode` and, for bad input, the request field.
import type { CartErrorCode } from '../../wire/cart.js';
import { applicationError } from '../http/http-error.js';
import type { HttpError } from '../http/http-error.js';

const TITLES: Record<CartErrorCode, string> = {
  PRODUCT_NOT_FOUND: 'Product not found',
  VARIANT_NOT_FOUND: 'Variant not found',
  OPTION_NOT_FOUND: 'Option not found',
  OPTION_CHOICE_NOT_FOUND: 'Option choice not found',
  PRODUCT_OPTIONS_REQUIRED: 'Product options required',
  CATALOG_NOT_FOUND: 'Catalog not found',
  INSUFFICIENT_INVENTORY: 'Out of stock',
  LINE_ITEM_NOT_FOUND: 'Line item not found',
  CART_LINE_LIMIT_EXCEEDED: 'Too many lines',
  CART_EMPTY: 'Cart is empty',
  CART_ITEMS_NOT_AVAILABLE: 'Items not available',
  IDEMPOTENCY_KEY_REUSED: 'Idempotency key reused',
  ERROR_COUPON_DOES_NOT_EXIST: 'Coupon does not exist',
  ERROR_COUPON_IS_DISABLED: 'Coupon is disabled',
  ERROR_COUPON_IS_NOT_ACTIVE_YET: 'Coupon is not active yet',
  ERROR_COUPON_HAS_EXPIRED: 'Coupon has expired',
  ERROR_COUPON_USAGE_EXCEEDED: 'Coupon usage exceeded',
  ERROR_INVALID_SUBTOTAL: 'Minimum subtotal not reached',
  ERROR_COUPON_NOT_APPLICABLE: 'Coupon not applicable',
  CART_TOTAL_TOO_LARGE: 'Cart total too large',
  CART_NOT_FOUND: 'Cart not found',
  OWNED_CART_NOT_FOUND: 'Owned cart not found',
  CART_REMINDER_NOT_FOUND: 'Cart reminder not found',
  CART_REMINDER_EXPIRED: 'Cart reminder expired',
  CART_REMINDER_USED: 'Cart reminder used',
};

/** A 400 (409 for a reused idempotency key, 404 for an unknown cart or none yet) application error of a cart call. */
export function cartError(code: CartErrorCode, description: string, data: Record<string, unknown> = {}): HttpError {
  const status =
    code === 'IDEMPOTENCY_KEY_REUSED' || code === 'CART_REMINDER_USED'
      ? 409
      : code === 'CART_NOT_FOUND' || code === 'OWNED_CART_NOT_FOUND' || code === 'CART_REMINDER_NOT_FOUND'
        ? 404
        : code === 'CART_REMINDER_EXPIRED'
          ? 410
          : 400;
  return applicationError(status, code, TITLES[code], description, data);
}
