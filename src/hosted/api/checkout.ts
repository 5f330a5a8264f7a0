// The checkout page's calls: its checkout under /ecom/v1/checkouts/{id}, authenticated by the page's own HttpOnly cookie (never a token), in wire names.
import { errorFromResponse } from '../../sdk/core/errors.js';
import { answerOf } from '../../sdk/core/http.js';
import { sendWithRetries } from '../../sdk/core/retry.js';
import type { WireAddress } from '../../wire/address.js';
import type { ContactDetails, ShippingOption, CalculationErrors } from '../../wire/cart.js';
import type { CardDetails, CheckoutResponse, CreateOrderResponse, ThankYouResponse } from '../../wire/checkout.js';

/** Base path of the checkout API. */
const CHECKOUTS = '/ecom/v1/checkouts';

/** An address with the person at it, as the page sends it. */
export interface AddressWithContactInput {
  address: WireAddress;
  contactDetails: ContactDetails;
}

/** What the page saves of the buyer's details (absent fields stay as they are; `billingInfo: null` means "same as shipping"). */
export interface CheckoutDetailsInput {
  email?: string;
  buyerNote?: string;
  shippingDestination?: AddressWithContactInput;
  shippingCode?: string;
  billingInfo?: AddressWithContactInput | null;
}

/** Delivery options for an address being typed. */
export interface ShippingOptionsAnswer {
  region?: { id: string; name: string };
  shippingOptions: ShippingOption[];
  calculationErrors: CalculationErrors;
}

/** How the buyer pays: a provider id and, for the card provider, the card. */
export interface PaymentInput {
  providerId: string;
  card?: CardDetails;
}

/** The calls of one checkout. */
export interface CheckoutApi {
  get(): Promise<CheckoutResponse>;
  update(details: CheckoutDetailsInput): Promise<CheckoutResponse>;
  applyCoupon(code: string): Promise<CheckoutResponse>;
  removeCoupon(): Promise<CheckoutResponse>;
  shippingOptions(address: Pick<WireAddress, 'country' | 'subdivision'>): Promise<ShippingOptionsAnswer>;
  confirmChanges(changesToken: string): Promise<CheckoutResponse>;
  createOrder(payment: PaymentInput): Promise<CreateOrderResponse>;
  thankYou(): Promise<ThankYouResponse>;
  /** POST of another call under the checkout (`/payments/stripe/intent`: the payment providers' calls, in the chunks that use them). */
  post<T>(path: string, body: object): Promise<T>;
}

/** Answers as JSON, errors as the SDK's errors. */
const CHECKOUT_WIRE = { parse: JSON.parse, error: errorFromResponse };

/**
 * One call through the SDK's request core: JSON in and out, the page's cookie (same origin, no token). Every checkout call
 * may be repeated (the store answers a repeated create-order with the same order), so each is retried as a safe call.
 */
async function call<T>(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown): Promise<T> {
  // fetch sends the page's cookie by default (credentials: same-origin).
  const init: RequestInit = { method, ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }) };
  return answerOf<T>(await sendWithRetries(() => fetch(path, init), true), CHECKOUT_WIRE);
}

/** The checkout body of an update: only the parts given. */
function updateBody(details: CheckoutDetailsInput): Record<string, unknown> {
  const shippingInfo: Record<string, unknown> = {};
  if (details.shippingDestination) shippingInfo.shippingDestination = details.shippingDestination;
  if (details.shippingCode) shippingInfo.selectedCarrierServiceOption = { code: details.shippingCode };
  return {
    checkout: {
      ...(details.email !== undefined ? { buyerInfo: { email: details.email } } : {}),
      ...(details.buyerNote !== undefined ? { buyerNote: details.buyerNote } : {}),
      ...(Object.keys(shippingInfo).length > 0 ? { shippingInfo } : {}),
      ...(details.billingInfo !== undefined ? { billingInfo: details.billingInfo } : {}),
    },
  };
}

/** The calls of the checkout `checkoutId`. */
export function checkoutApi(checkoutId: string): CheckoutApi {
  const base = `${CHECKOUTS}/${encodeURIComponent(checkoutId)}`;
  return {
    get: () => call('GET', base),
    update: (details) => call('PATCH', base, updateBody(details)),
    applyCoupon: (code) => call('PATCH', base, { couponCode: code }),
    removeCoupon: () => call('POST', `${base}/remove-coupon`, {}),
    shippingOptions: (address) =>
      call('POST', `${base}/shipping-options`, {
        shippingAddress: { country: address.country, ...(address.subdivision ? { subdivision: address.subdivision } : {}) },
      }),
    confirmChanges: (changesToken) => call('POST', `${base}/confirm-changes`, { changesToken }),
    createOrder: (payment) => call('POST', `${base}/create-order`, { paymentMethod: payment }),
    thankYou: () => call('GET', `${base}/thank-you`),
    post: (path, body) => call('POST', base + path, body),
  };
}
