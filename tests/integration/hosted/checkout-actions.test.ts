// The hosted checkout page's actions against the real store (its calls through the page's cookie): the coupon, the delivery options and their save, placing the order, a declined card.
import { beforeAll, describe, expect, it } from 'vitest';
import { checkoutApi } from '../../../src/hosted/api/checkout.js';
import { cardErrors } from '../../../src/hosted/pages/checkout/card-values.js';
import { applyCoupon, removeCoupon } from '../../../src/hosted/pages/checkout/state/coupon-actions.js';
import { createCheckoutStore, type CheckoutStore } from '../../../src/hosted/pages/checkout/state/checkout-store.js';
import { changeValues } from '../../../src/hosted/pages/checkout/state/form-actions.js';
import { checkAndPlace } from '../../../src/hosted/pages/checkout/state/order-actions.js';
import { startCheckout } from '../../../src/hosted/pages/checkout/state/start-checkout.js';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { checkTaxId } from '../../../src/wire/tax-id-rules.js';
import { insertCoupon, insertProduct, type CreatedProduct } from '../../support/cart-fixtures.js';
import { ADA, NY_ADDRESS, pageFor } from '../../support/checkout-flows.js';
import { useCheckoutPageFetch } from '../../support/checkout-page-fetch.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
const browser = useCheckoutPageFetch(t);
const CHECKS = { cardErrors, checkTaxId };
let vase: CreatedProduct;

beforeAll(async () => {
  vase = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'State Vase', price: 3000 });
  await insertCoupon(t.ctx.db, DEMO_SITE_ID, { code: 'STATE10', kind: 'PERCENTAGE', percentage: '10' });
});

/** A visitor's checkout page opened as the browser opens it, and its store as the page makes it; `placed` holds the order the page was told of. */
async function openPage(): Promise<{ checkout: CheckoutStore; placed: string[] }> {
  const page = await pageFor(t, await t.visitorToken(), [{ productId: vase.id, quantity: 2 }]);
  browser.cookie = 'cookie' in page.auth ? page.auth.cookie : '';
  const api = checkoutApi(page.checkoutId);
  const placed: string[] = [];
  return { checkout: createCheckoutStore(api, await api.get(), (id) => placed.push(id)), placed };
}

/** Fills the form for a New York delivery, paid with `paymentId`. */
function fill(checkout: CheckoutStore, paymentId = 'offline', card = { number: '', expiry: '', cvc: '' }): void {
  const { city, postalCode, addressLine, subdivision } = NY_ADDRESS;
  changeValues(
    checkout,
    {
      email: 'ada@example.com',
      shipping: { country: 'US', addressLine, addressLine2: '', city, subdivision, postalCode },
      recipient: { firstName: ADA.firstName, lastName: ADA.lastName, phone: '' },
      paymentId,
      card,
    },
    [],
  );
}

const total = (checkout: CheckoutStore) => checkout.getState().response.checkout.priceSummary.total.formattedAmount;

describe('the checkout page’s actions', () => {
  it('apply a coupon the store accepts (saying the new total) and remove it; a refused code changes nothing', async () => {
    const { checkout } = await openPage();
    const before = total(checkout);
    await applyCoupon(checkout, 'STATE10');
    expect(checkout.getState().response.checkout.appliedDiscounts[0]?.coupon?.code).toBe('STATE10');
    expect(total(checkout)).not.toBe(before);
    expect(checkout.getState().announcement).toBe(`Total updated: ${total(checkout)}.`);
    await removeCoupon(checkout);
    expect(total(checkout)).toBe(before);
    await expect(applyCoupon(checkout, 'NO-SUCH-CODE')).rejects.toThrow();
    expect(total(checkout)).toBe(before);
  });

  it('ask the delivery options for the address typed, choose the first, and save the complete details for the store’s shipping and tax', async () => {
    const { checkout } = await openPage();
    const stop = startCheckout(checkout);
    try {
      fill(checkout);
      expect(checkout.getState().delivery.status).toBe('loading');
      await expect.poll(() => checkout.getState().delivery.status).toBe('ready');
      const code = checkout.getState().values.shippingCode;
      expect(code).not.toBe('');
      await expect.poll(() => checkout.getState().response.checkout.shippingInfo.selectedCarrierServiceOption?.code).toBe(code);
      expect(checkout.getState().response.checkout.shippingInfo.shippingDestination?.address?.city).toBe('New York');
    } finally {
      stop();
    }
  });

  it('place the order with the form’s values and tell the page', async () => {
    const { checkout, placed } = await openPage();
    const stop = startCheckout(checkout);
    try {
      fill(checkout);
      await expect.poll(() => checkout.getState().delivery.status).toBe('ready');
      checkAndPlace(checkout, CHECKS);
      expect(checkout.getState().placing).toBe(true);
      await expect.poll(() => placed.length).toBe(1);
      expect(checkout.getState()).toMatchObject({ placed: placed[0], placeError: undefined });
      await expect.poll(() => checkout.getState().placing).toBe(false);
    } finally {
      stop();
    }
  });

  it('show a declined card on its number, clear the security code, and tell the page of no order', async () => {
    const { checkout, placed } = await openPage();
    const stop = startCheckout(checkout);
    try {
      fill(checkout, 'test-card', { number: '4000 0000 0000 0002', expiry: '12/99', cvc: '123' });
      await expect.poll(() => checkout.getState().delivery.status).toBe('ready');
      checkAndPlace(checkout, CHECKS);
      await expect.poll(() => checkout.getState().placing).toBe(false);
      expect(checkout.getState().shownErrors['card.number']).toMatch(/declined/);
      expect(checkout.getState().values.card).toMatchObject({ number: '4000 0000 0000 0002', cvc: '' });
      expect(checkout.getState()).toMatchObject({ validated: false, errorEpoch: 1 });
      expect(placed).toEqual([]);
    } finally {
      stop();
    }
  });
});
