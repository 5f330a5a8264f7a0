// Card payment with Stripe on the hosted checkout in real Chromium, against STAND-INS of Stripe.js and Stripe's API (Stripe cannot be reached
// here: tests/e2e/support/stripe-js-stand-in.ts, tests/support/stripe-stand-in.ts): paid and back on the shop, a decline then a retry, 3-D Secure.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFromBuyBox, cartButton, checkOutFromDrawer, drawer, fillDelivery, merchantOrders, textOf, unexpectedErrors } from './support/checkout-steps.js';
import { startInProcessStore, type InProcessStore } from './support/in-process-store.js';
import { routeStripe, TEST_CARDS } from './support/stripe-js-stand-in.js';
import { useBrowser } from './support/use-browser.js';
import { startStripeStandIn, type StripeStandIn } from '../support/stripe-stand-in.js';

const SECRET_KEY = 'sk_test_toteBrowserStandIn01';
const PUBLISHABLE_KEY = 'pk_test_toteBrowserStandIn01';

const kit = useBrowser();
let store: InProcessStore;
let standIn: StripeStandIn;

beforeAll(async () => {
  standIn = await startStripeStandIn({ secretKey: SECRET_KEY });
  store = await startInProcessStore({ env: { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY, STRIPE_API_BASE: standIn.url } });
}, 120_000);
afterAll(async () => {
  await store?.stop();
  await standIn?.close();
});

/** A shopper with a beanie in the cart on the hosted checkout, delivery filled in, who picked card. */
async function toCardPayment(): Promise<{ page: Page; errors: string[]; requests: string[] }> {
  const recording = await kit.openPage();
  await routeStripe(recording.context, standIn, PUBLISHABLE_KEY);
  const { page } = recording;
  await addFromBuyBox(page, store.demoUrl, 'merino-beanie', 'Cart, 1 item');
  await checkOutFromDrawer(page, store.storeUrl);
  await fillDelivery(page);
  // Stripe.js is not loaded before the buyer picks card.
  expect(recording.requests.filter((url) => url.startsWith('https://js.stripe.com/'))).toEqual([]);
  await page.getByRole('radio', { name: /Card \(Stripe/ }).check();
  await page.locator('.stripe-stand-in-element').waitFor();
  return recording;
}

/** Picks one of the stand-in's test cards and presses Place order. */
async function payWith(page: Page, card: keyof typeof TEST_CARDS): Promise<void> {
  await page.getByRole('radio', { name: TEST_CARDS[card].label }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
}

async function thankYou(page: Page): Promise<void> {
  await page.getByRole('heading', { name: /^Thank you/, level: 1 }).waitFor({ timeout: 20_000 });
}

describe('paying by card with Stripe (stand-ins of Stripe.js and Stripe’s API)', () => {
  it('shows the test-mode banner, pays, and returns to the shop with one PAID order', async () => {
    const { page, errors, requests } = await toCardPayment();
    expect(await textOf(page.locator('.checkout > .test-notice'))).toBe('Test mode: no real money is charged.');
    expect(requests.filter((url) => url.startsWith('https://js.stripe.com/'))).toEqual(['https://js.stripe.com/v3/']);
    const before = (await merchantOrders(store)).length;
    await payWith(page, 'pays');
    await thankYou(page);
    const orders = await merchantOrders(store);
    expect(orders).toHaveLength(before + 1);
    expect(orders[0]).toMatchObject({ paymentStatus: 'PAID', buyerInfo: { email: 'ada@example.com' } });
    const intent = [...standIn.intents.values()].find((pi) => pi.metadata.checkoutId === orders[0].checkoutId);
    expect(intent?.status).toBe('succeeded');

    await page.getByRole('link', { name: 'Back to the shop' }).click();
    await page.waitForURL((url) => url.origin === store.demoUrl);
    await expect.poll(() => cartButton(page).getAttribute('aria-label')).toBe('Cart, empty');
    expect(await textOf(drawer(page))).toContain('Your cart is empty.');
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it('shows Stripe’s message for a declined card, and a retry with another card pays', async () => {
    const { page, errors } = await toCardPayment();
    const before = (await merchantOrders(store)).length;
    await payWith(page, 'declined');
    await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    expect(await merchantOrders(store)).toHaveLength(before);
    await payWith(page, 'pays');
    await thankYou(page);
    const orders = await merchantOrders(store);
    expect(orders).toHaveLength(before + 1);
    expect(orders[0].paymentStatus).toBe('PAID');
    // The browser logs Stripe's 402 of the declined confirmation.
    expect(unexpectedErrors(errors, [402])).toEqual([]);
  });

  it('completes a 3-D Secure payment through Stripe’s redirect and back', async () => {
    const { page, errors } = await toCardPayment();
    const before = (await merchantOrders(store)).length;
    await payWith(page, 'threeDSecure');
    await page.waitForURL((url) => url.origin === 'https://hooks.stripe.com');
    await page.getByRole('link', { name: 'Complete authentication' }).click();
    await thankYou(page);
    expect(page.url()).not.toContain('payment_intent');
    const orders = await merchantOrders(store);
    expect(orders).toHaveLength(before + 1);
    expect(orders[0].paymentStatus).toBe('PAID');
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it('shows Stripe’s message when 3-D Secure fails, with card chosen again, and paying again works', async () => {
    const { page, errors } = await toCardPayment();
    const before = (await merchantOrders(store)).length;
    await payWith(page, 'threeDSecure');
    await page.waitForURL((url) => url.origin === 'https://hooks.stripe.com');
    await page.getByRole('link', { name: 'Fail authentication' }).click();
    await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor({ timeout: 20_000 });
    expect(page.url()).not.toContain('payment_intent');
    expect(await merchantOrders(store)).toHaveLength(before);
    expect(await page.getByRole('radio', { name: /Card \(Stripe/ }).isChecked()).toBe(true);
    await page.locator('.stripe-stand-in-element').waitFor();
    await fillDelivery(page);
    await payWith(page, 'pays');
    await thankYou(page);
    expect((await merchantOrders(store))[0].paymentStatus).toBe('PAID');
    // The store's 402 of the completion the failed authentication came back to.
    expect(unexpectedErrors(errors, [402])).toEqual([]);
  });

  it('says the card service is unavailable in the buyer’s language when Stripe.js cannot load, and a retry works', async () => {
    const recording = await kit.openPage();
    const { page, context } = recording;
    let blocked = true;
    await routeStripe(context, standIn, PUBLISHABLE_KEY);
    // Routed after the stand-in, so asked first: Stripe.js cannot be reached until `blocked` is false.
    await context.route('https://js.stripe.com/v3/**', (route) => (blocked ? route.abort('connectionfailed') : route.fallback()));
    await addFromBuyBox(page, store.demoUrl, 'merino-beanie', 'Cart, 1 item');
    await checkOutFromDrawer(page, store.storeUrl);
    await page.getByRole('radio', { name: /Card \(Stripe/ }).check();
    await page.getByRole('alert').filter({ hasText: 'The card payment service isn’t responding right now' }).waitFor();
    blocked = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.locator('.stripe-stand-in-element').waitFor();
  });
});
