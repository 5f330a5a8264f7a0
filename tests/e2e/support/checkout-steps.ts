// Steps of the purchase in a real browser: the demo shop's buy box and cart drawer, the hosted checkout form, the merchant's view of orders.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { InProcessStore } from './in-process-store.js';

/** The buy box, the cart button and the open drawer of a demo shop page. */
export const buyBox = (page: Page): Locator => page.locator('tote-buy-box');
export const cartButton = (page: Page): Locator => page.locator('tote-cart [part~="cart-button"]');
export const drawer = (page: Page): Locator => page.locator('tote-cart [part~="drawer"]');

/** Text of a locator with whitespace collapsed. */
export async function textOf(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

/** Opens a product of the demo shop and adds it with the buy box (choosing options first when given); waits for the badge. */
export async function addFromBuyBox(page: Page, demoUrl: string, slug: string, expectedBadge: string, choose?: (box: Locator) => Promise<void>): Promise<void> {
  await page.goto(`${demoUrl}/product.html?slug=${slug}`);
  await buyBox(page).locator('[part~="price"]').waitFor();
  if (choose) await choose(buyBox(page));
  await buyBox(page).locator('[part~="add-to-cart"]').click();
  await expect.poll(() => cartButton(page).getAttribute('aria-label'), { timeout: 15_000 }).toBe(expectedBadge);
}

/** Opens the cart drawer and checks out; resolves on the hosted checkout page, its form shown. */
export async function checkOutFromDrawer(page: Page, storeUrl: string): Promise<void> {
  await cartButton(page).click();
  await drawer(page).locator('[part~="checkout"]').click();
  await page.waitForURL((url) => url.href.startsWith(`${storeUrl}/hosted/checkout/`), { timeout: 20_000 });
  await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
}

/** What the buyer types into the checkout form. */
export interface BuyerDetails {
  email?: string;
  firstName?: string;
  lastName?: string;
  country?: string;
  address?: string;
  postalCode?: string;
  city?: string;
  state?: string;
}

/** A New York buyer. */
export const NEW_YORK: Required<BuyerDetails> = {
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  country: 'US',
  address: '1 Main St',
  postalCode: '10001',
  city: 'New York',
  state: 'US-NY',
};

/** Fills contact and delivery (an empty e-mail in `details` keeps what the page prefilled). */
export async function fillDelivery(page: Page, details: BuyerDetails = NEW_YORK): Promise<void> {
  const d = { ...NEW_YORK, ...details };
  if (details.email !== '') await page.getByLabel('E-mail').fill(d.email);
  await page.getByLabel('First name').first().fill(d.firstName);
  await page.getByLabel('Last name').first().fill(d.lastName);
  await page.getByLabel('Country or region').first().selectOption(d.country);
  await page.getByLabel('Address', { exact: true }).first().fill(d.address);
  await page
    .getByLabel(/^(ZIP code|Postal code|Postcode)$/)
    .first()
    .fill(d.postalCode);
  await page.getByLabel('City').first().fill(d.city);
  if (d.country === 'US') await page.getByLabel('State').first().selectOption(d.state);
}

/** Waits until the summary's total reads `total` (the store priced the saved delivery). */
export async function expectTotal(page: Page, total: string): Promise<void> {
  await expect.poll(() => textOf(page.locator('.summary .totals-total dd')), { timeout: 15_000 }).toBe(total);
}

/** Pays with the TEST card provider. */
export async function payByTestCard(page: Page, number: string): Promise<void> {
  await page.getByRole('radio', { name: /TEST card payment/ }).check();
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel(/^Expiry date/).fill('12/39');
  await page.getByLabel(/^Security code/).fill('123');
}

/** Clicks Place order (or Pay) and waits for the thank-you view. */
export async function placeOrderAndWait(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^(Place order|Pay \$[\d.,]+)$/ }).click();
  await page.getByRole('heading', { name: /^Thank you/, level: 1 }).waitFor({ timeout: 20_000 });
}

/** The site's orders as the merchant's API lists them, newest first. */
export async function merchantOrders(store: InProcessStore): Promise<any[]> {
  const response = await fetch(`${store.storeUrl}/ecom/v1/orders/search`, {
    method: 'POST',
    headers: { authorization: store.merchantKey, 'content-type': 'application/json' },
    body: '{}',
  });
  if (response.status !== 200) throw new Error(`orders/search answered ${response.status}`);
  return ((await response.json()) as { orders: any[] }).orders;
}

/** A product's id by its slug (read from the store's database). */
export async function productIdOf(store: InProcessStore, slug: string): Promise<string> {
  const row = await store.db.selectFrom('products').select('id').where('slug', '=', slug).executeTakeFirst();
  if (!row) throw new Error(`no product ${slug}`);
  return row.id;
}

/** Console errors a page may log on purpose (the browser logs refused calls: a declined card is a 402). */
export function unexpectedErrors(errors: string[], allowedStatuses: number[] = []): string[] {
  return errors.filter((e) => !allowedStatuses.some((status) => e.includes(`status of ${status}`)));
}
