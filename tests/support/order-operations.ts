// Helpers of the order operation tests: place an order in one call, call the merchant API, read mails and events of an order.
import type { LightMyRequestResponse } from 'fastify';
import { createApiKey } from '../../src/server/auth/api-keys.js';
import { storedEvents } from '../../src/server/events/event-outbox.js';
import { listOutbox } from '../../src/server/mail/outbox.js';
import { DEMO_SITE_ID } from '../../src/server/seed/demo-site.js';
import { insertSite } from './cart-fixtures.js';
import { createOrder, fillCheckout, pageFor } from './checkout-flows.js';
import type { TestApp } from './test-app.js';

/** A card the test provider accepts. */
export const TEST_CARD = { paymentMethod: { providerId: 'test-card', card: { number: '4242 4242 4242 4242', expiryMonth: 12, expiryYear: 2099, cvc: '123' } } };

/** Places an order of a fresh visitor (offline payment unless `card`; Ada Lovelace unless `contact`); returns its id and the buyer's e-mail. */
export async function placeOrder(
  t: TestApp,
  items: { productId: string; quantity?: number; options?: Record<string, unknown> }[],
  options: { card?: boolean; couponCode?: string; email?: string; contact?: { firstName: string; lastName: string } } = {},
): Promise<{ orderId: string; email: string }> {
  const token = await t.visitorToken();
  const email = options.email ?? `buyer-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const { checkoutId, auth } = await pageFor(t, token, items);
  await fillCheckout(t, auth, checkoutId, {
    email,
    ...(options.couponCode ? { couponCode: options.couponCode } : {}),
    ...(options.contact ? { contact: options.contact } : {}),
  });
  const response = await createOrder(t, auth, checkoutId, options.card ? TEST_CARD : {});
  if (response.statusCode !== 200) throw new Error(`create order failed: ${response.body}`);
  return { orderId: response.json().orderId, email };
}

/** Calls the app with the demo site's merchant key. */
export async function asMerchant(t: TestApp, method: string, url: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse> {
  return t.call(method, url, { token: await t.merchantKey(), ...(body !== undefined ? { body } : {}), ...(headers ? { headers } : {}) });
}

/** A merchant key of another site. */
export async function otherSiteKey(t: TestApp): Promise<string> {
  const { siteId } = await insertSite(t.ctx.db);
  return (await createApiKey(t.handle.db, siteId, 'other')).key;
}

/** Mails of a kind to an address, newest first. */
export async function mailsTo(t: TestApp, to: string, kind?: string) {
  const rows = await listOutbox(t.ctx.db, { to });
  return kind ? rows.filter((m) => m.kind === kind) : rows;
}

/** Pending events of a type about an entity. */
export function eventsOf(t: TestApp, eventType: string, entityId: string) {
  return storedEvents(t.ctx.db, DEMO_SITE_ID, { eventType, entityId });
}
