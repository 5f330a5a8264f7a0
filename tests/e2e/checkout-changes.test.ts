// Changes between the cart and the payment in real Chromium: a price the merchant raises and stock that runs short are shown on
// the checkout page and must be accepted before the order; nothing is applied silently, and no order is made until then.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneCheck, violationsLightAndDark } from './support/hosted-flows.js';
import {
  addFromBuyBox,
  checkOutFromDrawer,
  expectTotal,
  fillDelivery,
  merchantOrders,
  NEW_YORK,
  placeOrderAndWait,
  productIdOf,
  textOf,
  unexpectedErrors,
} from './support/checkout-steps.js';
import { startInProcessStore, type InProcessStore } from './support/in-process-store.js';
import { useBrowser } from './support/use-browser.js';

const kit = useBrowser();
let store: InProcessStore;

beforeAll(async () => {
  store = await startInProcessStore();
}, 120_000);
afterAll(async () => {
  await store?.stop();
});

/** Changes a product through the merchant API (an API key), as the store owner would. */
async function changeProduct(slug: string, product: Record<string, unknown>): Promise<void> {
  const id = await productIdOf(store, slug);
  const response = await fetch(`${store.storeUrl}/stores/v1/products/${id}`, {
    method: 'PATCH',
    headers: { authorization: store.merchantKey, 'content-type': 'application/json' },
    body: JSON.stringify({ product }),
  });
  if (response.status !== 200) throw new Error(`product update answered ${response.status}: ${await response.text()}`);
}

describe('changes between cart and payment', () => {
  it('shows a price raised during the checkout, places nothing until the buyer accepts it, then orders at the new price', async () => {
    const { page, errors } = await kit.openPage();
    await addFromBuyBox(page, store.demoUrl, 'canvas-cap', 'Cart, 1 item');
    await checkOutFromDrawer(page, store.storeUrl);
    await fillDelivery(page, { ...NEW_YORK, email: 'price@example.com' });
    // $28.00 + Standard $5.00, 4 %: $34.32.
    await expectTotal(page, '$34.32');
    const before = (await merchantOrders(store)).length;

    await changeProduct('canvas-cap', { priceData: { price: 31 } });
    await page.getByRole('button', { name: 'Place order' }).click();
    const notice = page.locator('.changes');
    await notice.waitFor();
    expect(await textOf(notice)).toContain('Canvas Cap: the price changed from $28.00 to $31.00.');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('changes-title');
    expect(await violationsLightAndDark(page)).toEqual([]);
    expect((await phoneCheck(page, 'checkout-changes')).overflow).toBeLessThanOrEqual(0);
    expect(await violationsLightAndDark(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await merchantOrders(store)).toHaveLength(before);

    // Place order again without accepting: still nothing, the notice keeps the focus.
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForTimeout(300);
    expect(await merchantOrders(store)).toHaveLength(before);

    await page.getByRole('button', { name: 'Accept the changes' }).click();
    await page.getByText('Your order is updated. Check the new total before you place it.').waitFor();
    expect(await notice.count()).toBe(0);
    // $31.00 + $5.00, 4 %: $37.44.
    await expectTotal(page, '$37.44');
    await placeOrderAndWait(page);
    const orders = await merchantOrders(store);
    expect(orders).toHaveLength(before + 1);
    expect(orders[0].lineItems[0].price.amount).toBe('31.00');
    expect(orders[0].priceSummary.total.amount).toBe('37.44');
    expect(unexpectedErrors(errors, [409])).toEqual([]);
  });

  it('shows stock that ran short as soon as the page loads, and accepting lowers the quantity', async () => {
    const { page, errors } = await kit.openPage();
    await addFromBuyBox(page, store.demoUrl, 'merino-beanie', 'Cart, 1 item');
    await page.locator('tote-buy-box [part~="add-to-cart"]').click();
    await page.locator('tote-buy-box [part~="add-to-cart"]').click();
    await page.waitForFunction(
      () => document.querySelector('tote-cart')?.shadowRoot?.querySelector('[part~="cart-button"]')?.getAttribute('aria-label') === 'Cart, 3 items',
    );
    await checkOutFromDrawer(page, store.storeUrl);
    await changeProduct('merino-beanie', { stock: { quantity: 2 } });
    await page.reload();
    const notice = page.locator('.changes');
    await notice.waitFor();
    expect(await textOf(notice)).toContain('Merino Beanie: only 2 left (you chose 3). The quantity becomes 2.');
    expect(await violationsLightAndDark(page)).toEqual([]);
    await page.getByRole('button', { name: 'Accept the changes' }).click();
    await page.getByText('Your order is updated.', { exact: false }).waitFor();
    expect(await textOf(page.locator('.summary-line'))).toContain('2 × $25.60');
    await fillDelivery(page, { ...NEW_YORK, email: 'stock@example.com' });
    await placeOrderAndWait(page);
    const order = (await merchantOrders(store))[0];
    expect(order.lineItems[0]).toMatchObject({ quantity: 2 });
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});
