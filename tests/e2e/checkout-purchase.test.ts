// The whole purchase in real Chromium as a visitor: demo shop → buy box → cart → hosted checkout → order → back on the shop with
// an empty cart; with a coupon, with store pickup, a declined TEST card, a double click and reloads; axe-core and a phone width.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneCheck, transitionsDone, violationsLightAndDark } from './support/hosted-flows.js';
import {
  addFromBuyBox,
  cartButton,
  checkOutFromDrawer,
  drawer,
  expectTotal,
  fillDelivery,
  merchantOrders,
  NEW_YORK,
  payByTestCard,
  placeOrderAndWait,
  textOf,
  unexpectedErrors,
} from './support/checkout-steps.js';
import { startInProcessStore, type InProcessStore } from './support/in-process-store.js';
import { budgetFiles, eagerFiles } from './support/size-budget-files.js';
import { useBrowser } from './support/use-browser.js';

const kit = useBrowser();
let store: InProcessStore;

beforeAll(async () => {
  store = await startInProcessStore();
}, 120_000);
afterAll(async () => {
  await store?.stop();
});

/** axe at desktop width and at 375 px (no sideways scrolling); both clean, light and dark (a dark phone screenshot too). */
async function expectAccessible(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await violationsLightAndDark(page), `${name} (desktop)`).toEqual([]);
  const phone = await phoneCheck(page, name);
  expect(phone.overflow, `${name} overflows at 375 px`).toBeLessThanOrEqual(0);
  await page.emulateMedia({ colorScheme: 'dark' });
  await transitionsDone(page);
  await page.screenshot({ path: phone.file.replace(/\.png$/, '-dark.png'), fullPage: true });
  expect(await violationsLightAndDark(page), `${name} (phone)`).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Requests of the page that went anywhere but the store and the shop. */
function thirdParty(requests: string[]): string[] {
  return requests.filter((url) => !url.startsWith(`${store.storeUrl}/`) && !url.startsWith(`${store.demoUrl}/`) && !url.startsWith('data:'));
}

describe('a visitor’s purchase', () => {
  it('goes from the buy box to an order paid offline with a coupon, and back to the shop with an empty cart', async () => {
    const { page, errors, requests } = await kit.openPage();
    const before = (await merchantOrders(store)).length;
    await addFromBuyBox(page, store.demoUrl, 'merino-beanie', 'Cart, 1 item');
    await checkOutFromDrawer(page, store.storeUrl);
    expect(await textOf(page.locator('.summary-lines'))).toContain('Merino Beanie');
    // The size budget measures exactly what the page's HTML loads: a new eager chunk must be added to it.
    expect(await eagerFiles(page)).toEqual(await budgetFiles('hosted checkout page'));
    await expectAccessible(page, 'checkout-empty');

    // Nothing filled in: every missing field says so, the first one has the focus.
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByText(/Please fix the \d+ highlighted fields\./).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email');
    expect(await page.getByText('Enter the zip code.').isVisible()).toBe(true);
    await expectAccessible(page, 'checkout-errors');

    await page.getByLabel('Coupon code').fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Coupon WELCOME10 applied.').waitFor();
    expect(await textOf(page.locator('.totals'))).toContain('Coupon WELCOME10−$2.56');
    await fillDelivery(page);
    await page.getByRole('textbox', { name: /^Note/ }).fill('Please ring twice.');
    // $25.60 (on sale) − $2.56, Standard $5.00 by weight, New York's 4 % on both ($0.92 + $0.20): $29.16.
    await expectTotal(page, '$29.16');
    expect(await page.getByRole('radio', { name: /Pay offline/ }).isChecked()).toBe(true);
    await placeOrderAndWait(page);

    expect(page.url()).toMatch(/\/hosted\/checkout\/[0-9a-f-]{36}\/thank-you\?session=/);
    const placed = await textOf(page.locator('.thank-you-head'));
    expect(placed).toMatch(/Thank you, Ada!\s*Your order #\d+ is placed\. We sent a confirmation to ada@example\.com\./);
    const details = await textOf(page.locator('.thank-you-layout'));
    expect(details).toContain('How to pay');
    expect(details).toContain('Please pay $29.16 as follows:');
    expect(details).toContain('IBAN DE00 1234 5678 9000 0000 00');
    expect(details).toContain('1 Main St');
    expect(details).toContain('Please ring twice.');
    await expectAccessible(page, 'thank-you-offline');

    const orders = await merchantOrders(store);
    expect(orders).toHaveLength(before + 1);
    const order = orders[0];
    expect(placed).toContain(`#${order.number}`);
    expect(order).toMatchObject({
      paymentStatus: 'NOT_PAID',
      buyerNote: 'Please ring twice.',
      priceSummary: { total: { amount: '29.16' } },
      buyerInfo: { email: 'ada@example.com' },
    });
    expect(order.appliedDiscounts[0].coupon.code).toBe('WELCOME10');
    expect(order.lineItems.map((l: { productName: { original: string } }) => l.productName.original)).toEqual(['Merino Beanie']);

    // Back on the shop: the confirmation and an empty cart.
    await page.getByRole('link', { name: 'Back to the shop' }).click();
    await page.waitForURL((url) => url.origin === store.demoUrl);
    await drawer(page).locator('[part~="confirmation"]').waitFor();
    expect(await textOf(drawer(page))).toContain('Your cart is empty.');
    expect(new URL(page.url()).searchParams.has('orderId')).toBe(false);
    await expect.poll(() => cartButton(page).getAttribute('aria-label')).toBe('Cart, empty');
    expect(thirdParty(requests)).toEqual([]);
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it('carries the drawer’s estimate (country, ZIP, chosen delivery) to other pages and into the checkout, and finds the state from the ZIP there', async () => {
    const { page, errors } = await kit.openPage();
    await addFromBuyBox(page, store.demoUrl, 'merino-beanie', 'Cart, 1 item');
    await cartButton(page).click();
    await drawer(page).getByText('Estimate shipping and tax').click();
    await drawer(page).getByLabel('Country').selectOption('US');
    await drawer(page).getByLabel('Postal code').fill('10001');
    await drawer(page).getByRole('button', { name: 'Estimate' }).click();
    await drawer(page)
      .getByRole('radio', { name: /Express/ })
      .check();
    await expect.poll(() => textOf(drawer(page).locator('[part~="summary"]'))).toContain('Shipping$19.00');
    // Another page of the shop: its drawer starts from the same estimate.
    await page.goto(`${store.demoUrl}/product.html?slug=canvas-cap`);
    await cartButton(page).click();
    expect(await drawer(page).getByLabel('Postal code').inputValue()).toBe('10001');
    await expect.poll(() => textOf(drawer(page).locator('[part~="summary"]'))).toContain('Shipping$19.00');
    await drawer(page).locator('[part~="checkout"]').click();
    await page.waitForURL((url) => url.href.startsWith(`${store.storeUrl}/hosted/checkout/`), { timeout: 20_000 });
    await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    // Prefilled from the drawer: the country, the ZIP, its state and the delivery option chosen there.
    expect(await page.getByLabel('Country or region').first().inputValue()).toBe('US');
    expect(await page.getByLabel('ZIP code').first().inputValue()).toBe('10001');
    expect(await page.getByLabel('State').first().inputValue()).toBe('US-NY');
    await expect.poll(() => page.getByRole('radio', { name: /Express/ }).isChecked(), { timeout: 15_000 }).toBe(true);
    // A new ZIP typed on the checkout finds its own state (and a Canadian postal code its province).
    await page.getByLabel('ZIP code').first().fill('94103');
    expect(await page.getByLabel('State').first().inputValue()).toBe('US-CA');
    await page.getByLabel('Country or region').first().selectOption('CA');
    await page.getByLabel('Postal code').first().fill('H2X 1Y4');
    // Canada's provinces load when the country is chosen: a code typed before they arrive finds its province once they do.
    await expect.poll(() => page.getByLabel('Province').first().inputValue()).toBe('CA-QC');
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it('takes a CPF with a Brazilian billing address, keeps it when billing is saved, and shows it in the confirmation (issue 16)', async () => {
    const { page, errors } = await kit.openPage();
    await addFromBuyBox(page, store.demoUrl, 'soy-candle', 'Cart, 1 item');
    await checkOutFromDrawer(page, store.storeUrl);
    await fillDelivery(page, { ...NEW_YORK, email: 'ana@example.com' });
    // The delivery is saved and priced first (as the other purchases wait for their total): placing the order while that
    // save is in flight makes it arrive after the order, refused with a 409.
    await expect.poll(() => textOf(page.locator('.summary .totals')), { timeout: 15_000 }).not.toContain('Calculated with your address');
    expect(await page.getByLabel(/^CPF or CNPJ/).count()).toBe(0);
    await page.getByLabel('Same as the delivery address').uncheck();
    await page.getByLabel('First name').nth(1).fill('Ana');
    await page.getByLabel('Last name').nth(1).fill('Lima');
    await page.getByLabel('Country or region').nth(1).selectOption('BR');
    await page.getByLabel('Address', { exact: true }).nth(1).fill('Av. Paulista 1000');
    await page.getByLabel('Postal code').nth(0).fill('01310-100');
    await page.getByLabel('City').nth(1).fill('São Paulo');
    await page.getByLabel('State').nth(1).fill('SP');
    // A wrong check digit is refused before the order; the right one is taken.
    await page.getByLabel(/^CPF or CNPJ/).fill('123.456.789-00');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByText(/Enter a valid CPF/).waitFor();
    await page.getByLabel(/^CPF or CNPJ/).fill('123.456.789-09');
    await placeOrderAndWait(page);
    expect(await textOf(page.locator('.thank-you-layout'))).toContain('CPF 12345678909');
    const order = (await merchantOrders(store))[0];
    expect(order.billingInfo.contactDetails).toMatchObject({ firstName: 'Ana', vatId: { id: '12345678909', type: 'CPF' } });
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it('picks the order up in the store: the pickup address instead of a delivery, a coupon from the cart kept', async () => {
    const { page, errors } = await kit.openPage();
    await addFromBuyBox(page, store.demoUrl, 'canvas-cap', 'Cart, 1 item');
    await cartButton(page).click();
    await drawer(page).getByRole('button', { name: 'Add a coupon' }).click();
    await drawer(page).getByLabel('Coupon code').fill('WELCOME10');
    await drawer(page).getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => textOf(drawer(page).locator('[part~="summary"]'))).toContain('Discount');
    await drawer(page).locator('[part~="checkout"]').click();
    await page.waitForURL((url) => url.href.startsWith(`${store.storeUrl}/hosted/checkout/`));
    await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    expect(await textOf(page.locator('.totals'))).toContain('Coupon WELCOME10−$2.80');
    // Picking up needs no street: the e-mail, who picks it up and the country (which finds the store's pickup).
    await page.getByLabel('E-mail').fill('pickup@example.com');
    await page.getByLabel('First name').first().fill('Pia');
    await page.getByLabel('Last name').first().fill(NEW_YORK.lastName);
    await page.getByLabel('Country or region').first().selectOption('US');
    const pickup = page.getByRole('radio', { name: /Store pickup \(New York\)/ });
    await pickup.check();
    expect(await page.getByLabel('Address', { exact: true }).count()).toBe(0);
    expect(await textOf(page.locator('.delivery-options'))).toContain('Pick up at 350 5th Ave, New York, NY 10118, United States');
    await page.getByText('Same as the address above').waitFor();
    // $28.00 − $2.80, pickup free, New York's 4 % where the store is: $26.21.
    await expectTotal(page, '$26.21');
    expect(await textOf(page.locator('.totals'))).toContain('Store pickup (New York)Free');
    await placeOrderAndWait(page);
    const details = await textOf(page.locator('.thank-you-layout'));
    expect(details).toContain('Pickup');
    expect(details).toContain('Pick up at350 5th Ave');
    expect(details).toContain('Bring your order number');
    expect(details).not.toContain('Delivery address');
    const order = (await merchantOrders(store))[0];
    expect(order.shippingInfo).toMatchObject({
      code: 'pickup',
      logistics: { pickupDetails: { pickupMethod: 'STORE_PICKUP', address: { addressLine: '350 5th Ave' } } },
    });
    expect(order.appliedDiscounts[0].coupon.code).toBe('WELCOME10');
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it('refuses a declined TEST card without an order and keeps the cart; another card then pays', async () => {
    const { page, errors } = await kit.openPage();
    await addFromBuyBox(page, store.demoUrl, 'soy-candle', 'Cart, 1 item');
    await checkOutFromDrawer(page, store.storeUrl);
    const before = (await merchantOrders(store)).length;
    await fillDelivery(page, { ...NEW_YORK, email: 'card@example.com' });
    const testMethod = page.locator('.choice-card.is-test');
    expect(await textOf(testMethod)).toContain('TEST');
    expect(await textOf(testMethod)).toContain('no real money is charged');
    await payByTestCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await page.getByText('Your card was declined, so nothing was charged and your order wasn’t placed.').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('cc-number');
    expect(await page.getByLabel(/^Security code/).inputValue()).toBe('');
    // Cleared for the next card, not flagged red before the shopper has typed it again.
    expect(await page.getByLabel(/^Security code/).getAttribute('aria-invalid')).not.toBe('true');
    await expectAccessible(page, 'checkout-declined');
    expect(await merchantOrders(store)).toHaveLength(before);

    // The cart is kept: back on the shop it still holds the candle.
    await page.getByRole('link', { name: 'Back to cart' }).click();
    await page.waitForURL((url) => url.origin === store.demoUrl);
    await expect.poll(() => cartButton(page).getAttribute('aria-label'), { timeout: 15_000 }).toBe('Cart, 1 item');

    await page.goBack();
    await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    await fillDelivery(page, { ...NEW_YORK, email: 'card@example.com' });
    await payByTestCard(page, '4242 4242 4242 4242');
    await placeOrderAndWait(page);
    const details = await textOf(page.locator('.thank-you-layout'));
    expect(details).toContain('Paid by VISA card ending in 4242.');
    expect(details).toContain('This was a test payment: no real money was charged.');
    await expectAccessible(page, 'thank-you-card');
    const orders = await merchantOrders(store);
    expect(orders).toHaveLength(before + 1);
    expect(orders[0]).toMatchObject({ paymentStatus: 'PAID', paymentDetails: { providerId: 'test-card', test: true, card: { last4: '4242' } } });
    expect(unexpectedErrors(errors, [402])).toEqual([]);
  });

  it('gives one order for a double click, a reload and the checkout link opened again', async () => {
    const { page, errors } = await kit.openPage();
    await addFromBuyBox(page, store.demoUrl, 'dot-grid-notebook', 'Cart, 1 item');
    await checkOutFromDrawer(page, store.storeUrl);
    const checkoutUrl = page.url();
    const before = (await merchantOrders(store)).length;
    await fillDelivery(page, { ...NEW_YORK, email: 'twice@example.com' });
    await expectTotal(page, '$21.84');
    await page.getByRole('button', { name: 'Place order' }).dblclick();
    await page.getByRole('heading', { name: /^Thank you/, level: 1 }).waitFor();
    const number = /#(\d+)/.exec(await textOf(page.locator('.thank-you-head')))![1];
    await page.reload();
    await page.getByRole('heading', { name: /^Thank you/, level: 1 }).waitFor();
    expect(await textOf(page.locator('.thank-you-head'))).toContain(`#${number}`);
    await page.goto(checkoutUrl);
    await page.getByRole('heading', { name: /^Thank you/, level: 1 }).waitFor();
    expect(await textOf(page.locator('.thank-you-head'))).toContain(`#${number}`);
    const orders = await merchantOrders(store);
    expect(orders).toHaveLength(before + 1);
    expect(orders[0].number).toBe(number);
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it('shows a clear page for a checkout that does not exist and for a used link in another browser', async () => {
    const { page } = await kit.openPage();
    const missing = await page.goto(`${store.storeUrl}/hosted/checkout/00000000-0000-4000-8000-000000000000?session=00000000-0000-4000-8000-000000000001`);
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { name: 'We can’t find this checkout' }).waitFor();
    await expectAccessible(page, 'checkout-not-found');

    const buyer = await kit.openPage();
    await addFromBuyBox(buyer.page, store.demoUrl, 'ceramic-mug', 'Cart, 1 item', async (box) => {
      const select = box.locator('select').first();
      if (await select.count()) await select.selectOption({ index: 1 });
      const radio = box.locator('input[type="radio"]:not([disabled])').first();
      if (await radio.count()) await radio.check();
    });
    await checkOutFromDrawer(buyer.page, store.storeUrl);
    const link = buyer.page.url();
    // Another browser (no cookie) opening the same, used link.
    const other = await kit.openPage();
    await other.page.goto(link);
    await other.page.getByRole('heading', { name: 'We can’t open this checkout' }).waitFor();
    expect(await other.page.getByRole('link', { name: 'Back to the shop' }).isVisible()).toBe(true);
    await expectAccessible(other.page, 'checkout-cannot-open');
  });
});
