// A member's purchase in real Chromium: signed in through the widget (no store cookie), the checkout knows their e-mail, and
// "My orders" opens the store's account page signed in through the one-time hand-off, listing the new order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneCheck, registerMember, violationsLightAndDark } from './support/hosted-flows.js';
import {
  addFromBuyBox,
  cartButton,
  checkOutFromDrawer,
  drawer,
  expectTotal,
  fillDelivery,
  NEW_YORK,
  placeOrderAndWait,
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

describe('a member’s purchase', () => {
  it('checks out with the member’s e-mail, and finds the order under My orders, signed in without a second login', async () => {
    const member = await registerMember(store.storeUrl, { profile: { firstName: 'Mia' } });
    const { page, context, errors, requests } = await kit.openPage();
    await page.goto(`${store.demoUrl}/product.html?slug=canvas-cap`);
    await page.locator('tote-login [part~="login-button"]').click();
    const modal = page.locator('tote-login [part~="modal"]');
    await modal.getByLabel('E-mail').fill(member.email);
    await modal.getByLabel('Password').fill(member.password);
    await modal.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => textOf(page.locator('tote-login [part~="login-button"]')), { timeout: 20_000 }).toBe('MMia');
    // The widget's sign-in went through a hidden frame: the store has no cookie of this browser's member.
    expect((await context.cookies(store.storeUrl)).filter((c) => c.name.startsWith('tote_session_'))).toEqual([]);

    await addFromBuyBox(page, store.demoUrl, 'canvas-cap', 'Cart, 1 item');
    await checkOutFromDrawer(page, store.storeUrl);
    expect(await page.getByLabel('E-mail').inputValue()).toBe(member.email);
    await fillDelivery(page, { ...NEW_YORK, email: '', firstName: 'Mia' });
    await expectTotal(page, '$34.32');
    await placeOrderAndWait(page);
    const head = await textOf(page.locator('.thank-you-head'));
    expect(head).toContain(`We sent a confirmation to ${member.email}.`);
    const number = /#(\d+)/.exec(head)![1]!;

    await page.getByRole('link', { name: 'Back to the shop' }).click();
    await page.waitForURL((url) => url.origin === store.demoUrl);
    await drawer(page).locator('[part~="confirmation"]').waitFor();
    await expect.poll(() => cartButton(page).getAttribute('aria-label')).toBe('Cart, empty');
    await page.keyboard.press('Escape');

    // My orders: the account page opens signed in (the hand-off), without the login page.
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    await page.locator('tote-login [part~="login-button"]').click();
    await page.locator('tote-login [part~="menu"]').getByRole('button', { name: 'My orders' }).click();
    await page.waitForURL((url) => url.href.startsWith(`${store.storeUrl}/hosted/account/orders`));
    await page.getByText(`Signed in as ${member.email}`).waitFor({ timeout: 20_000 });
    expect(navigations.some((url) => url.includes('/hosted/login'))).toBe(false);
    expect(new URL(page.url()).searchParams.has('session')).toBe(false);
    const list = page.locator('.order-list');
    await list.waitFor();
    expect(await textOf(list)).toContain(`Order #${number}`);
    expect(await textOf(list)).toContain('1 × Canvas Cap');
    expect(await textOf(list)).toContain('$34.32');
    expect(await violationsLightAndDark(page)).toEqual([]);
    expect((await phoneCheck(page, 'account-orders-member')).overflow).toBeLessThanOrEqual(0);
    expect(await violationsLightAndDark(page)).toEqual([]);

    // The hand-off worked once: the same link in another browser asks for a login.
    const used = requests.find((url) => url.startsWith(`${store.storeUrl}/hosted/account/orders?session=`));
    expect(used).toBeDefined();
    const other = await kit.openPage();
    await other.page.goto(used!);
    await other.page.waitForURL(/\/hosted\/login\?session=/, { timeout: 20_000 });
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});
