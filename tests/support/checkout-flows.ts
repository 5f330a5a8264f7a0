// Steps of the purchase against the real app: a checkout from a cart, the checkout page's session cookie, filling the checkout, placing the order.
import type { LightMyRequestResponse } from 'fastify';
import { DEMO_SITE_ID } from '../../src/server/seed/demo-site.js';
import { addToCart, CART_PATH } from './cart-fixtures.js';
import { SHOP_ORIGIN } from './identity-flows.js';
import type { TestApp } from './test-app.js';

/** The base path of the checkout API. */
export const CHECKOUTS = '/ecom/v1/checkouts';

/** The store's own origin in tests (the test app's PUBLIC_URL). */
export const STORE_ORIGIN = 'http://localhost:8787';

/** How a call authenticates: the buyer's access token, or the checkout page's cookie (sent with the store's Origin). */
export type CheckoutAuth = { token: string } | { cookie: string };

/** A New York address that the demo store ships to (4 % tax, pickup offered). */
export const NY_ADDRESS = { country: 'US', subdivision: 'US-NY', city: 'New York', postalCode: '10001', addressLine: '1 Main St' };

/** The recipient of test orders. */
export const ADA = { firstName: 'Ada', lastName: 'Lovelace', phone: '+1 212 555 0100' };

/** Headers of a call made with `auth`. */
export function authHeaders(auth: CheckoutAuth): Record<string, string> {
  return 'token' in auth ? { authorization: auth.token } : { cookie: auth.cookie, origin: STORE_ORIGIN };
}

/** Calls the checkout API as `auth`. */
export function checkoutCall(t: TestApp, auth: CheckoutAuth, method: string, path: string, body?: unknown): Promise<LightMyRequestResponse> {
  return t.call(method, `${CHECKOUTS}${path}`, { ...(body !== undefined ? { body } : {}), headers: authHeaders(auth) });
}

/** Adds the items to the token's cart and creates a checkout; returns its id. */
export async function checkoutWith(
  t: TestApp,
  token: string,
  items: { productId: string; quantity?: number; options?: Record<string, unknown> }[],
  body: Record<string, unknown> = { channelType: 'WEB' },
): Promise<string> {
  await addToCart(t, token, items);
  const response = await t.call('POST', `${CART_PATH}/create-checkout`, { token, body });
  if (response.statusCode !== 200) throw new Error(`create-checkout failed: ${response.body}`);
  return response.json().checkoutId as string;
}

/** Creates the ecomCheckout redirect session the widget makes, with the shop's callbacks; returns the session id. */
export async function checkoutSession(t: TestApp, token: string, checkoutId: string, callbacks: Record<string, string> = defaultCallbacks()): Promise<string> {
  const response = await t.call('POST', '/_api/redirects-api/v1/redirect-session', {
    token,
    headers: { origin: SHOP_ORIGIN },
    body: { ecomCheckout: { checkoutId }, callbacks },
  });
  if (response.statusCode !== 200) throw new Error(`redirect session failed: ${response.body}`);
  return response.json().redirectSession.id as string;
}

/** The callbacks the widget sends: back to the shop page, with `?tote=thank-you` after an order. */
export function defaultCallbacks(): Record<string, string> {
  return { postFlowUrl: `${SHOP_ORIGIN}/shop`, cartPageUrl: `${SHOP_ORIGIN}/shop`, thankYouPageUrl: `${SHOP_ORIGIN}/shop?tote=thank-you` };
}

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie header (one per name). */
export function cookieOf(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const list = Array.isArray(header) ? header : header ? [header] : [];
  return [...new Set(list.map((c) => c.split(';')[0]!))].join('; ');
}

/** Opens the checkout page as the hosted page does: exchanges the session for the page's cookie; returns the answer and the cookie auth. */
export async function openCheckoutPage(
  t: TestApp,
  checkoutId: string,
  sessionId: string,
  cookie?: string,
): Promise<{ response: LightMyRequestResponse; auth: CheckoutAuth }> {
  const response = await t.call('POST', `${CHECKOUTS}/${checkoutId}/session`, {
    body: { sessionId },
    headers: { origin: STORE_ORIGIN, ...(cookie ? { cookie } : {}) },
  });
  return { response, auth: { cookie: cookie ?? cookieOf(response) } };
}

/** The whole way from a cart to the checkout page: a checkout, the redirect session, the page's cookie. */
export async function pageFor(
  t: TestApp,
  token: string,
  items: { productId: string; quantity?: number; options?: Record<string, unknown> }[],
): Promise<{ checkoutId: string; auth: CheckoutAuth }> {
  const checkoutId = await checkoutWith(t, token, items);
  const sessionId = await checkoutSession(t, token, checkoutId);
  const { response, auth } = await openCheckoutPage(t, checkoutId, sessionId);
  if (response.statusCode !== 200) throw new Error(`opening the checkout page failed: ${response.body}`);
  return { checkoutId, auth };
}

/** What {@link fillCheckout} sets. */
export interface CheckoutDetails {
  email?: string;
  address?: Record<string, unknown>;
  contact?: Record<string, unknown>;
  shippingCode?: string;
  couponCode?: string;
  buyerNote?: string;
}

/** Sets e-mail, shipping address and contact, option, coupon and note in one update; throws unless it succeeds; returns the answer's body. */
export async function fillCheckout(t: TestApp, auth: CheckoutAuth, checkoutId: string, details: CheckoutDetails = {}): Promise<any> {
  const response = await checkoutCall(t, auth, 'PATCH', `/${checkoutId}`, {
    checkout: {
      ...(details.email !== undefined ? { buyerInfo: { email: details.email } } : { buyerInfo: { email: 'ada@example.com' } }),
      shippingInfo: {
        shippingDestination: { address: details.address ?? NY_ADDRESS, contactDetails: details.contact ?? ADA },
        ...(details.shippingCode ? { selectedCarrierServiceOption: { code: details.shippingCode } } : {}),
      },
      ...(details.buyerNote ? { buyerNote: details.buyerNote } : {}),
    },
    ...(details.couponCode ? { couponCode: details.couponCode } : {}),
  });
  if (response.statusCode !== 200) throw new Error(`update checkout failed: ${response.body}`);
  return response.json();
}

/** Places the order; returns the raw response. */
export function createOrder(t: TestApp, auth: CheckoutAuth, checkoutId: string, body: Record<string, unknown> = {}): Promise<LightMyRequestResponse> {
  return checkoutCall(t, auth, 'POST', `/${checkoutId}/create-order`, body);
}

/** Reads an order as the merchant (API key). */
export async function merchantOrder(t: TestApp, orderId: string): Promise<any> {
  const response = await t.call('GET', `/ecom/v1/orders/${orderId}`, { token: await t.merchantKey() });
  if (response.statusCode !== 200) throw new Error(`get order failed: ${response.body}`);
  return response.json().order;
}

/** Units in stock of a variant. */
export async function stockOf(t: TestApp, productId: string, variantId: string): Promise<number | null> {
  const row = await t.ctx.db
    .selectFrom('variants')
    .select('quantity')
    .where('site_id', '=', DEMO_SITE_ID)
    .where('product_id', '=', productId)
    .where('id', '=', variantId)
    .executeTakeFirst();
  return row?.quantity ?? null;
}

/** The application error code of a failed response. */
export function errorCode(response: LightMyRequestResponse): string | undefined {
  return response.json().details?.applicationError?.code;
}

/** The fields of a validation error's violations. */
export function violationFields(response: LightMyRequestResponse): string[] {
  return (response.json().details?.validationError?.fieldViolations ?? []).map((v: { field: string }) => v.field);
}
