// @vitest-environment-options {"url": "http://localhost:8788/shop.html", "settings": {"disableIframePageLoading": true}}
// GA4 `purchase` when the shopper comes back from the hosted checkout: the order's lines, value, currency and number, pushed once per
// order (a reload, a second tab and a wrong order id send nothing more).
import { beforeAll, describe, expect, it } from 'vitest';
import { reportPurchase, sentPurchasesKey } from '../../../src/widget/ga4-purchase.js';
import { readCheckoutReturn } from '../../../src/widget/store/checkout-return.js';
import { pageClient } from '../../../src/widget/store/page-client.js';
import { productBySlug } from '../../support/catalog-calls.js';
import { checkoutWith, createOrder, fillCheckout } from '../../support/checkout-flows.js';
import { useTestApp } from '../../support/test-app.js';
import { defineWidget } from '../../support/widget-page.js';

const t = useTestApp();
let placed: { checkoutId: string; orderId: string; number: string };

/** The widget's visitor checks out two caps and places the order (as the hosted checkout does, with the visitor's token). */
async function placeOrder(): Promise<{ checkoutId: string; orderId: string; number: string }> {
  const token = (await pageClient().core.tokens.validTokens()).accessToken.value;
  const cap = await productBySlug(t, 'canvas-cap');
  const checkoutId = await checkoutWith(t, token, [{ productId: cap.id, quantity: 2 }]);
  await fillCheckout(t, { token }, checkoutId);
  const order = await createOrder(t, { token }, checkoutId);
  expect(order.statusCode, order.body).toBe(200);
  const orderId = order.json().orderId as string;
  const number = (await t.call('GET', `/ecom/v1/orders/${orderId}`, { token: await t.merchantKey() })).json().order.number as string;
  return { checkoutId, orderId, number };
}

function purchases(): Record<string, unknown>[] {
  return (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'purchase') as Record<string, unknown>[];
}

beforeAll(async () => {
  defineWidget(t, { analytics: 'ga4' });
  placed = await placeOrder();
});

describe('GA4 purchase', () => {
  it('is pushed when the thank-you callback brings the shopper back, with the order’s number, lines, value and currency', async () => {
    window.dataLayer = [];
    history.replaceState(null, '', `/shop.html?tote=thank-you&checkoutId=${placed.checkoutId}&orderId=${placed.orderId}`);
    readCheckoutReturn();
    expect(location.search).toBe('');
    await expect.poll(() => purchases().length).toBe(1);
    expect(purchases()[0]).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: placed.number,
        currency: 'USD',
        value: expect.any(Number),
        tax: expect.any(Number),
        shipping: expect.any(Number),
        items: [{ item_id: expect.any(String), item_name: 'Canvas Cap', price: 28, quantity: 2 }],
      },
    });
    const { ecommerce } = purchases()[0] as { ecommerce: { value: number; tax: number; shipping: number } };
    expect(ecommerce.value).toBeGreaterThanOrEqual(56);
    // GA4 clears the previous ecommerce object first.
    expect(window.dataLayer!.at(-2)).toEqual({ ecommerce: null });
    expect(JSON.parse(localStorage.getItem(sentPurchasesKey('demo'))!)).toEqual([placed.orderId]);
  });

  it('is not pushed again for the same order: a reload, or the callback in a second tab', async () => {
    window.dataLayer = [];
    await reportPurchase(placed.orderId, placed.checkoutId);
    await reportPurchase(placed.orderId, placed.checkoutId);
    expect(purchases()).toEqual([]);
  });

  it('sends nothing for an order id that is not the checkout’s, or a checkout that is not the shopper’s', async () => {
    localStorage.removeItem(sentPurchasesKey('demo'));
    window.dataLayer = [];
    await reportPurchase('another-order', placed.checkoutId);
    await reportPurchase(placed.orderId, '00000000-0000-4000-8000-000000000000');
    expect(purchases()).toEqual([]);
    expect(localStorage.getItem(sentPurchasesKey('demo'))).toBeNull();
  });
});
