// @vitest-environment-options {"url": "http://localhost:8788/shop.html", "settings": {"disableIframePageLoading": true}}
// A cart reminder's link on the owner's page (`#tote-restore=<token>`): the widget restores the cart into the drawer and cleans the URL;
// a used link says so in the drawer and leaves the shopper's own cart as it was.
import { beforeAll, describe, expect, it } from 'vitest';
import { sendCartReminders } from '../../../src/server/cart-reminders/index.js';
import { listOutbox } from '../../../src/server/mail/outbox.js';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { readRestoreFragment, restoreFromLink } from '../../../src/widget/store/cart-restore.js';
import { pageClient } from '../../../src/widget/store/page-client.js';
import { store } from '../../../src/widget/store/store.js';
import { tote } from '../../../src/widget/index.js';
import { insertProduct } from '../../support/cart-fixtures.js';
import { checkoutWith, fillCheckout } from '../../support/checkout-flows.js';
import { freshEmail } from '../../support/identity-flows.js';
import { useTestApp } from '../../support/test-app.js';
import { defineWidget, find, focused, mount, newShopper, shadow, text } from '../../support/widget-page.js';

let now = Date.now();
const t = useTestApp({ clock: () => new Date(now) });
let reminderToken = '';

/** A cart of two teapots left at the checkout by a visitor on another device, and the token of its reminder's link. */
async function remindedCart(): Promise<string> {
  const teapot = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Restore Teapot', price: 2500 });
  const patch = await t.call('PATCH', '/tote/v1/site', {
    token: await t.merchantKey(),
    body: { site: { cartReminders: { enabled: true, delayMinutes: 30 } } },
  });
  expect(patch.statusCode, patch.body).toBe(200);
  const email = freshEmail('restore');
  const visitor = await t.visitorToken();
  await fillCheckout(t, { token: visitor }, await checkoutWith(t, visitor, [{ productId: teapot.id, quantity: 2 }]), { email });
  now += 31 * 60_000;
  await sendCartReminders(t.ctx);
  const [mail] = (await listOutbox(t.ctx.db, { to: email })).filter((m) => m.kind === 'cart-reminder');
  return decodeURIComponent(/cart-restore\?token=([^\s]+)/.exec(mail!.text_body)![1]!);
}

beforeAll(async () => {
  reminderToken = await remindedCart();
  // The link's page sent the shopper here, the token in the fragment; the widget starts on it.
  history.replaceState(null, '', `/shop.html?keep=1#tote-restore=${encodeURIComponent(reminderToken)}`);
  defineWidget(t);
});

describe('a cart reminder’s link', () => {
  it('reads the token from the fragment and keeps the rest of it', () => {
    expect(readRestoreFragment('#tote-restore=a%2Bb')).toEqual({ token: 'a+b', rest: '' });
    expect(readRestoreFragment('#top&tote-restore=x')).toEqual({ token: 'x', rest: 'top=' });
    expect(readRestoreFragment('#top')).toEqual({ token: undefined, rest: 'top=' });
  });

  it('opens the drawer with the restored lines and a welcome, and leaves the URL without the token', async () => {
    const cart = mount('<tote-cart></tote-cart>');
    const note = await find(cart, '[part~="restore"]');
    expect(text(note)).toBe('Welcome back! Your cart is restored.');
    expect(note.getAttribute('role')).toBeNull();
    await expect.poll(() => text(shadow(cart).querySelector('[part~="drawer"]'))).toContain('Restore Teapot');
    expect(store.getState().cart?.lineItems.map((l) => l.quantity)).toEqual([2]);
    expect(location.href).toBe('http://localhost:8788/shop.html?keep=1');
    await expect.poll(() => focused()).toBe(note);
    // Closing the drawer drops the note.
    tote('close');
    await expect.poll(() => store.getState().restoreNote).toBeUndefined();
  });

  it('used again by another shopper: says so in the drawer, and that shopper’s cart stays as it was', async () => {
    await newShopper();
    const cart = mount('<tote-cart></tote-cart>');
    tote('addToCart', { product: 'canvas-cap' });
    // This shopper's own cart: the cap alone (not a cart an earlier answer may still bring in).
    await expect.poll(() => store.getState().cart?.lineItems.map((l) => `${l.quantity} ${l.productName.original}`)).toEqual(['1 Canvas Cap']);
    const before = store.getState().cart!;
    history.replaceState(null, '', `#tote-restore=${encodeURIComponent(reminderToken)}`);
    await restoreFromLink();
    const note = await find(cart, '[part~="restore"]');
    expect(text(note)).toBe('This cart link was already used. Your current cart is unchanged.');
    expect(note.getAttribute('role')).toBe('alert');
    expect(store.getState().cart?.lineItems).toEqual(before.lineItems);
    expect(location.hash).toBe('');
    // The store agrees: the cap alone, as before.
    const fresh = await pageClient().cart.getCart();
    expect(fresh.lineItems.map((l) => [l.catalogReference.catalogItemId, l.quantity])).toEqual(
      before.lineItems.map((l) => [l.catalogReference.catalogItemId, l.quantity]),
    );
  });

  it('names an unknown link as not one of this shop', async () => {
    history.replaceState(null, '', '#tote-restore=nonsense');
    await restoreFromLink();
    expect(store.getState().restoreNote).toEqual({ text: 'This cart link is not one of this shop. Your current cart is unchanged.', ok: false });
  });
});
