// Cart reminders: off by default; one mail per left cart with a known e-mail after the site's delay; its link restores the cart once, expires, and unsubscribes in one click.
import { beforeAll, describe, expect, it } from 'vitest';
import { sendCartReminders } from '../../../src/server/cart-reminders/index.js';
import { listOutbox } from '../../../src/server/mail/outbox.js';
import { DEMO_CLIENT_ID, DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { createSite } from '../../../src/server/site/create-site.js';
import { RESTORE_CART_PATH } from '../../../src/wire/cart-reminders.js';
import { insertProduct, type CreatedProduct } from '../../support/cart-fixtures.js';
import { checkoutWith, fillCheckout } from '../../support/checkout-flows.js';
import { freshEmail } from '../../support/identity-flows.js';
import { useTestApp } from '../../support/test-app.js';

let now = Date.parse('2026-06-01T10:00:00Z');
const t = useTestApp({ clock: () => new Date(now) });
const MINUTE = 60_000;
let teapot: CreatedProduct;

beforeAll(async () => {
  teapot = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Reminder Teapot', price: 2500 });
});

async function setReminders(settings: { enabled?: boolean; delayMinutes?: number }) {
  const response = await t.call('PATCH', '/tote/v1/site', { token: await t.merchantKey(), body: { site: { cartReminders: settings } } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().site.cartReminders;
}

/** A visitor who put 2 teapots in the cart and typed `email` at the checkout, then left. */
async function leftCart(email: string): Promise<{ token: string }> {
  const token = await t.visitorToken();
  const checkoutId = await checkoutWith(t, token, [{ productId: teapot.id, quantity: 2 }]);
  await fillCheckout(t, { token }, checkoutId, { email });
  return { token };
}

/** The reminder mails sent to `email`, with the token of their links. */
async function remindersTo(email: string): Promise<{ token: string; text: string }[]> {
  const mails = (await listOutbox(t.ctx.db, { to: email })).filter((m) => m.kind === 'cart-reminder');
  return mails.map((m) => ({ token: decodeURIComponent(/cart-restore\?token=([^\s]+)/.exec(m.text_body)![1]!), text: m.text_body }));
}

function restore(token: string, reminderToken: string) {
  return t.call('POST', RESTORE_CART_PATH, { token, body: { token: reminderToken } });
}

async function cartLines(token: string): Promise<{ name: string; quantity: number }[]> {
  const response = await t.call('GET', '/ecom/v1/carts/current', { token });
  if (response.statusCode === 404) return [];
  return (response.json().cart.lineItems as { productName: { original: string }; quantity: number }[]).map((l) => ({
    name: l.productName.original,
    quantity: l.quantity,
  }));
}

describe('cart reminders', () => {
  it('are off by default and send nothing', async () => {
    const site = (await t.call('GET', '/tote/v1/site', { token: await t.merchantKey() })).json().site;
    expect(site.cartReminders).toEqual({ enabled: false, delayMinutes: 240 });
    const email = freshEmail('off');
    await leftCart(email);
    now += 300 * MINUTE;
    await sendCartReminders(t.ctx);
    expect(await remindersTo(email)).toEqual([]);
  });

  it('refuses a delay outside half an hour to a week', async () => {
    const response = await t.call('PATCH', '/tote/v1/site', { token: await t.merchantKey(), body: { site: { cartReminders: { delayMinutes: 5 } } } });
    expect(response.statusCode).toBe(400);
  });

  it('sends one reminder after the delay, never a second, and its link restores the cart once on another device', async () => {
    expect(await setReminders({ enabled: true, delayMinutes: 60 })).toEqual({ enabled: true, delayMinutes: 60 });
    const email = freshEmail('left');
    await leftCart(email);
    now += 30 * MINUTE;
    await sendCartReminders(t.ctx);
    expect(await remindersTo(email)).toEqual([]);
    now += 31 * MINUTE;
    await sendCartReminders(t.ctx);
    await sendCartReminders(t.ctx);
    const reminders = await remindersTo(email);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain('2 × Reminder Teapot');
    const reminderToken = reminders[0]!.token;

    // The link's page sends the shopper to the owner's site, the token in the fragment.
    const page = await t.call('GET', `/hosted/cart-restore?token=${encodeURIComponent(reminderToken)}`);
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toMatch(/^http:\/\/localhost:\d+\/#tote-restore=/);

    // On a phone: a new visitor, with one lamp of their own already.
    const phone = await t.visitorToken();
    const restored = await restore(phone, reminderToken);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await cartLines(phone)).toEqual([{ name: 'Reminder Teapot', quantity: 2 }]);
    // A retry by the same shopper answers the same cart, adding nothing.
    expect((await restore(phone, reminderToken)).statusCode).toBe(200);
    expect(await cartLines(phone)).toEqual([{ name: 'Reminder Teapot', quantity: 2 }]);

    // Used: the page says so, and another shopper's cart stays as it was.
    expect((await t.call('GET', `/hosted/cart-restore?token=${encodeURIComponent(reminderToken)}`)).statusCode).toBe(409);
    const someoneElse = await t.visitorToken();
    const refused = await restore(someoneElse, reminderToken);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details.applicationError.code).toBe('CART_REMINDER_USED');
    expect(await cartLines(someoneElse)).toEqual([]);
  });

  it('expires: the page and the call say so, and the shopper’s cart is untouched', async () => {
    const email = freshEmail('late');
    await leftCart(email);
    now += 61 * MINUTE;
    await sendCartReminders(t.ctx);
    const [reminder] = await remindersTo(email);
    now += 15 * 24 * 60 * MINUTE;
    expect((await t.call('GET', `/hosted/cart-restore?token=${encodeURIComponent(reminder!.token)}`)).statusCode).toBe(410);
    const shopper = await t.visitorToken();
    const refused = await restore(shopper, reminder!.token);
    expect(refused.statusCode).toBe(410);
    expect(refused.json().details.applicationError.code).toBe('CART_REMINDER_EXPIRED');
    expect(await cartLines(shopper)).toEqual([]);
  });

  it('refuses an unknown link, and one of another site, leaving the cart as it was', async () => {
    expect((await t.call('GET', '/hosted/cart-restore?token=nonsense')).statusCode).toBe(404);
    const email = freshEmail('other-site');
    await leftCart(email);
    now += 61 * MINUTE;
    await sendCartReminders(t.ctx);
    const [reminder] = await remindersTo(email);
    const other = await createSite(t.ctx.db, 'http://localhost:8787', {
      name: 'Other Reminders Shop',
      currency: 'USD',
      origins: ['https://other-reminders.example'],
      ownerEmail: freshEmail('owner'),
      ownerPassword: 'other owner password',
    });
    const grant = await t.call('POST', '/oauth2/token', { body: { clientId: other.clientId, grantType: 'anonymous' } });
    const refused = await restore(grant.json().access_token, reminder!.token);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().details.applicationError.code).toBe('CART_REMINDER_NOT_FOUND');
    expect(DEMO_CLIENT_ID).not.toBe(other.clientId);
  });

  it('unsubscribes in one click: that address gets no more reminders from the site', async () => {
    const email = freshEmail('unsubscribe');
    await leftCart(email);
    now += 61 * MINUTE;
    await sendCartReminders(t.ctx);
    const [reminder] = await remindersTo(email);
    const form = await t.call('GET', `/hosted/unsubscribe?token=${encodeURIComponent(reminder!.token)}`);
    expect(form.statusCode).toBe(200);
    expect(form.headers['content-security-policy']).toContain("form-action 'self'");
    const done = await t.app.inject({
      method: 'POST',
      url: '/hosted/unsubscribe',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${encodeURIComponent(reminder!.token)}`,
    });
    expect(done.statusCode, done.body).toBe(200);
    await leftCart(email);
    now += 61 * MINUTE;
    await sendCartReminders(t.ctx);
    expect(await remindersTo(email)).toHaveLength(1);
  });

  it('counts what came back: reminders sent and restored, and the orders placed from the restored carts', async () => {
    const stats = (await t.call('GET', '/tote/v1/cart-reminders/stats?days=366', { token: await t.merchantKey() })).json().stats;
    expect(stats.sent).toBeGreaterThanOrEqual(4);
    expect(stats.restored).toBe(1);
  });
});
