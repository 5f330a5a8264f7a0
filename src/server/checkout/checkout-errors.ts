// The application errors of checkout and order calls, each with its code from `CheckoutErrorCode` and a status that says what kind of failure it is.
import type { CheckoutErrorCode } from '../../wire/checkout.js';
import { applicationError } from '../http/http-error.js';
import type { HttpError } from '../http/http-error.js';

const ERRORS: Record<CheckoutErrorCode, { status: number; title: string }> = {
  CHECKOUT_NOT_FOUND: { status: 404, title: 'Checkout not found' },
  CHECKOUT_SESSION_EXPIRED: { status: 410, title: 'Checkout link expired' },
  CHECKOUT_SESSION_MISMATCH: { status: 403, title: 'Checkout link not valid here' },
  CHECKOUT_ALREADY_COMPLETED: { status: 409, title: 'Checkout already completed' },
  CHECKOUT_NOT_COMPLETED: { status: 409, title: 'No order yet' },
  CHECKOUT_EMPTY: { status: 400, title: 'Checkout is empty' },
  CHECKOUT_CHANGED: { status: 409, title: 'Prices changed' },
  CHANGES_OUTDATED: { status: 409, title: 'Changes outdated' },
  OUT_OF_STOCK: { status: 409, title: 'Out of stock' },
  SHIPPING_NOT_AVAILABLE: { status: 400, title: 'Shipping not available' },
  PAYMENT_METHOD_NOT_AVAILABLE: { status: 400, title: 'Payment method not available' },
  PAYMENT_DECLINED: { status: 402, title: 'Payment declined' },
  ORIGIN_NOT_ALLOWED: { status: 403, title: 'Origin not allowed' },
  ERROR_COUPON_DOES_NOT_EXIST: { status: 400, title: 'Coupon does not exist' },
  ERROR_COUPON_IS_DISABLED: { status: 400, title: 'Coupon is disabled' },
  ERROR_COUPON_IS_NOT_ACTIVE_YET: { status: 400, title: 'Coupon is not active yet' },
  ERROR_COUPON_HAS_EXPIRED: { status: 400, title: 'Coupon has expired' },
  ERROR_COUPON_USAGE_EXCEEDED: { status: 400, title: 'Coupon usage exceeded' },
  ERROR_INVALID_SUBTOTAL: { status: 400, title: 'Minimum subtotal not reached' },
  ERROR_COUPON_NOT_APPLICABLE: { status: 400, title: 'Coupon not applicable' },
};

/** An application error of a checkout or order call. */
export function checkoutError(code: CheckoutErrorCode, description: string, data: Record<string, unknown> = {}): HttpError {
  const { status, title } = ERRORS[code];
  return applicationError(status, code, title, description, data);
}

/** The 404 of a checkout that does not exist or is not the caller's (the two are not told apart). */
export function checkoutNotFound(id: string): HttpError {
  return checkoutError('CHECKOUT_NOT_FOUND', `There is no checkout ${id} for this buyer`, { checkoutId: id });
}
