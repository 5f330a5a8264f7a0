// Placing the order: save the buyer's details, stop at unconfirmed changes, create the order, and turn each refusal into what the page shows.
import { ApplicationError, ToteError, ValidationError } from '../../../../sdk/core/errors.js';
import type { CheckoutResponse, PaymentMethodInfo } from '../../../../wire/checkout.js';
import type { ApplicationErrorCode } from '../../../../wire/error-codes.js';
import type { CheckoutApi, PaymentInput } from '../../../api/checkout.js';
import { errorText, type ErrorText } from '../../../core/error-text.js';
import { messages } from '../later-texts.js';
import { cardInput } from '../card-values.js';
import { detailsInput, type CheckoutFormValues, type FormErrors } from './checkout-form.js';
import { errorsOfViolations } from './violations.js';
import { needsStripe } from '../stripe/stripe-method.js';
import { cardErrorText } from '../stripe/card-state.js';
import { payWithStripe } from '../stripe/stripe-session.js';

/** How an attempt to place the order ended. */
export type PlaceOutcome =
  | { kind: 'placed'; orderId: string }
  /** The store refused fields: shown on them (and the ones no field shows, as a list). */
  | { kind: 'invalid'; errors: FormErrors; unplaced: string[]; response?: CheckoutResponse }
  /** Prices, stock or discounts changed: the buyer must accept the listed changes first. */
  | { kind: 'changed'; response: CheckoutResponse; again: boolean }
  /** The payment was declined: nothing was ordered. */
  | { kind: 'declined'; text: string; response: CheckoutResponse }
  /** Any other refusal or failure, with the field it is about when there is one. */
  | { kind: 'failed'; error: ErrorText; field?: string; response?: CheckoutResponse };

function codeOf(error: unknown): ApplicationErrorCode | undefined {
  return error instanceof ApplicationError ? error.applicationCode : undefined;
}

/** A refusal of the order as an outcome (the checkout is read again where the page must show its new state). */
async function refusal(api: CheckoutApi, error: unknown, response: CheckoutResponse): Promise<PlaceOutcome> {
  const t = messages().checkout;
  if (error instanceof ValidationError) return { kind: 'invalid', ...errorsOfViolations(error.violations), response };
  const code = codeOf(error);
  switch (code) {
    case 'PAYMENT_DECLINED': {
      // A plain decline says so; a specific reason (insufficient funds, expired) is the gateway's sentence first.
      const app = (error as ApplicationError).details.applicationError;
      const reason = app?.data?.reason;
      const text = reason && reason !== 'card_declined' && app?.description ? t.declinedBecause(app.description) : t.declined;
      return { kind: 'declined', text, response };
    }
    case 'CHECKOUT_CHANGED':
    case 'OUT_OF_STOCK': {
      const fresh = await api.get();
      if (fresh.changes.length > 0) return { kind: 'changed', response: fresh, again: false };
      return { kind: 'failed', error: { text: t.outOfStock }, response: fresh };
    }
    case 'CHECKOUT_ALREADY_COMPLETED': {
      const fresh = await api.get();
      return fresh.orderId ? { kind: 'placed', orderId: fresh.orderId } : { kind: 'failed', error: { text: t.alreadyPlaced }, response: fresh };
    }
    case 'SHIPPING_NOT_AVAILABLE':
      return { kind: 'failed', error: errorText(error), field: 'shippingCode', response };
    case 'PAYMENT_METHOD_NOT_AVAILABLE':
      return { kind: 'failed', error: errorText(error), field: 'paymentId', response };
    default:
      if (code?.startsWith('ERROR_COUPON') || code === 'ERROR_INVALID_SUBTOTAL') return { kind: 'failed', error: errorText(error), field: 'coupon', response };
      if (error instanceof ToteError && error.code === 'NETWORK_ERROR') return { kind: 'failed', error: { text: t.notConfirmed }, response };
      return { kind: 'failed', error: errorText(error), response };
  }
}

/** How the buyer pays, as create-order takes it. */
export function paymentInput(values: CheckoutFormValues, method: PaymentMethodInfo): PaymentInput {
  return method.needsCard ? { providerId: method.id, card: cardInput(values.card) } : { providerId: method.id };
}

/**
 * Saves the details (e-mail, note, delivery, billing) and, unless the checkout shows changes the buyer has not accepted,
 * places the order with the chosen payment. A repeated call after a lost answer gets the same order from the store.
 */
export async function placeOrder(
  api: CheckoutApi,
  values: CheckoutFormValues,
  method: PaymentMethodInfo,
  current: CheckoutResponse,
  ships: boolean,
  pickup = false,
): Promise<PlaceOutcome> {
  let response: CheckoutResponse;
  try {
    response = await api.update(detailsInput(values, ships, pickup));
  } catch (error) {
    if (codeOf(error) === 'CHECKOUT_ALREADY_COMPLETED') return refusal(api, error, current);
    if (error instanceof ValidationError) return { kind: 'invalid', ...errorsOfViolations(error.violations) };
    return { kind: 'failed', error: errorText(error) };
  }
  if (response.changes.length > 0) return { kind: 'changed', response, again: false };
  if (needsStripe(method)) return payByStripe(api, response);
  try {
    const { orderId } = await api.createOrder(paymentInput(values, method));
    return { kind: 'placed', orderId };
  } catch (error) {
    return refusal(api, error, response);
  }
}

/**
 * Pays with Stripe: a refusal shows in Stripe's words above the button and the buyer can pay again;
 * an order placed meanwhile (Stripe's event came first) is the order.
 */
async function payByStripe(api: CheckoutApi, response: CheckoutResponse): Promise<PlaceOutcome> {
  try {
    const { orderId } = await payWithStripe(api);
    return { kind: 'placed', orderId };
  } catch (error) {
    if (codeOf(error) === 'CHECKOUT_ALREADY_COMPLETED' || codeOf(error) === 'CHECKOUT_CHANGED' || codeOf(error) === 'OUT_OF_STOCK')
      return refusal(api, error, response);
    return { kind: 'failed', error: cardErrorText(error), response };
  }
}

/** Accepts the listed changes; when the list changed meanwhile, the new list comes back to be reviewed. */
export async function acceptChanges(api: CheckoutApi, token: string): Promise<{ response: CheckoutResponse; again: boolean }> {
  try {
    return { response: await api.confirmChanges(token), again: false };
  } catch (error) {
    if (codeOf(error) !== 'CHANGES_OUTDATED') throw error;
    // The store's answer lists the new changes; the checkout read now has them with their token and today's prices.
    return { response: await api.get(), again: true };
  }
}
