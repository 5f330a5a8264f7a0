// The dashboard's remaining done-when flows in Chromium against the real store: a coupon made in the dashboard used in the cart
// drawer of the demo shop; a member who waits for approval, approved in the dashboard, then signs in; an origin added on the
// Install page, after which the widget loads from a page served on it. axe-core clean on every dashboard page visited.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID } from '../../src/server/seed/demo-site.js';
import { createStaffAccount } from '../../src/server/site/staff-accounts.js';
import { loaded, submitSignIn } from './support/admin-pages.js';
import { addFromBuyBox, buyBox, cartButton, drawer, textOf, unexpectedErrors } from './support/checkout-steps.js';
import { freshEmail, redirectSession, seriousViolations, signIn, waitForMail } from './support/hosted-flows.js';
import { startInProcessStore, type InProcessStore } from './support/in-process-store.js';
import { pageWithTote } from './support/test-pages.js';
import { useBrowser } from './support/use-browser.js';

const kit = useBrowser();
const OWNER = { email: 'owner@e2e-admin-flows.test', password: 'a long owner password' };
let store: InProcessStore;

beforeAll(async () => {
  store = await startInProcessStore();
  await createStaffAccount(store.db, DEMO_SITE_ID, { ...OWNER, role: 'owner' });
});
afterAll(async () => {
  await store?.stop();
});

/** axe-core finds no serious or critical violation on the page. */
async function expectAccessible(page: Page, name: string): Promise<void> {
  expect(await seriousViolations(page), name).toEqual([]);
}

/** Opens the dashboard and signs the owner in; resolves on Home. */
async function signInToDashboard(page: Page): Promise<void> {
  await page.goto(`${store.storeUrl}/admin`);
  await submitSignIn(page, OWNER);
  await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
}

/** Follows a link of the dashboard's navigation; resolves once the page's heading shows and it has loaded. */
async function openSection(page: Page, link: string): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: link }).click();
  await page.getByRole('heading', { name: link, level: 1 }).waitFor();
  await loaded(page);
}

describe('the dashboard’s flows in Chromium', () => {
  it('creates a coupon that a shopper then applies in the cart drawer on the demo shop', async () => {
    const { page, errors } = await kit.openPage();
    await signInToDashboard(page);
    await openSection(page, 'Discounts');
    await page.getByLabel('Code', { exact: true }).fill('DRAWER20');
    await page.getByLabel('Percent off', { exact: true }).first().fill('20');
    await page.getByRole('button', { name: 'Create coupon' }).click();
    await page.getByText('The coupon DRAWER20 is created.').waitFor();
    await page.getByRole('row', { name: /DRAWER20/ }).waitFor();
    await expectAccessible(page, 'discounts');

    const shopper = await kit.openPage();
    await addFromBuyBox(shopper.page, store.demoUrl, 'canvas-cap', 'Cart, 1 item');
    await cartButton(shopper.page).click();
    const summary = drawer(shopper.page).locator('[part~="summary"]');
    await summary.waitFor();
    expect(await textOf(summary)).not.toContain('Discount');
    await drawer(shopper.page).getByRole('button', { name: 'Add a coupon' }).click();
    await drawer(shopper.page).getByLabel('Coupon code').fill('DRAWER20');
    await drawer(shopper.page).getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => textOf(summary), { timeout: 15_000 }).toContain('Discount');
    expect(await textOf(drawer(shopper.page))).toContain('DRAWER20');
    // The store priced it: the cart it answers carries the coupon and 20 % off the cap.
    const cartAnswer = await shopper.page.evaluate(() => document.querySelector('tote-cart')?.shadowRoot?.textContent ?? '');
    expect(cartAnswer).toMatch(/Discount\s*−?\$\d+\.\d\d/);
    expect(unexpectedErrors(shopper.errors)).toEqual([]);
    expect(unexpectedErrors(errors, [401])).toEqual([]);
  });

  it('approves a member who waits for approval in the dashboard, and the member can then sign in', async () => {
    const { page, errors } = await kit.openPage();
    await signInToDashboard(page);
    await openSection(page, 'Settings');
    await page.getByLabel('New members wait for your approval').check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved.').waitFor();
    await expectAccessible(page, 'settings');

    // The shopper registers on the hosted login page and is told to wait.
    const email = freshEmail('approve-me');
    const password = 'a long enough password';
    const member = await kit.openPage();
    await member.page.goto((await redirectSession(store.storeUrl, { login: {} })).fullUrl);
    await member.page.getByRole('button', { name: 'Create an account' }).click();
    await member.page.getByLabel('First name').fill('Wanda');
    await member.page.getByLabel('E-mail').fill(email);
    await member.page.getByLabel('Password', { exact: true }).fill(password);
    await member.page.getByRole('button', { name: 'Create account' }).click();
    // The store asks for the e-mailed code first, then says the account waits for the owner.
    await member.page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    await member.page.getByLabel('Code').fill(await waitForMail(store.storeUrl, email, /\b(\d{6})\b/));
    await member.page.getByRole('button', { name: 'Continue' }).click();
    await member.page.getByRole('heading', { name: 'Almost there' }).waitFor();
    // Signing in before the approval ends on the same answer.
    await member.page.goto((await redirectSession(store.storeUrl, { login: {} })).fullUrl);
    await signIn(member.page, email, password);
    await member.page.getByRole('heading', { name: 'Almost there' }).waitFor();

    await openSection(page, 'Members');
    const row = page.getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) });
    await row.getByText('Waiting').waitFor();
    await expectAccessible(page, 'members with a pending member');
    await page.getByRole('button', { name: `Approve ${email}` }).click();
    await row.getByText('Approved').waitFor();
    await expect.poll(() => page.getByRole('button', { name: `Approve ${email}` }).count()).toBe(0);
    await page.reload();
    await page.getByRole('heading', { name: 'Members', level: 1 }).waitFor();
    await page
      .getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) })
      .getByText('Approved')
      .waitFor();

    // Approved: the same sign-in now lands on the account, signed in.
    await member.page.goto((await redirectSession(store.storeUrl, { login: {} })).fullUrl);
    await signIn(member.page, email, password);
    await member.page.waitForURL(`${store.storeUrl}/hosted/account/info`);
    await member.page.getByText(`Signed in as ${email}`).waitFor();
    expect(member.errors.filter((e) => !/status of (400|403)/.test(e))).toEqual([]);
    expect(unexpectedErrors(errors, [401])).toEqual([]);
  });

  it('adds an allowed origin on the Install page, after which the widget loads from a page served on it', async () => {
    // A shop of the merchant's own on another loopback port, serving a page with the script tag the Install page shows.
    let html = '';
    const shop: Server = createServer((request, response) => {
      if (request.url === '/') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(html);
      } else {
        response.writeHead(404, { 'content-type': 'text/plain' });
        response.end('not found');
      }
    });
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
    try {
      const corsFor = async () =>
        (await fetch(`${store.storeUrl}/oauth2/token`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' } })).headers.get(
          'access-control-allow-origin',
        );
      expect(await corsFor()).toBeNull();

      const { page, errors } = await kit.openPage();
      await signInToDashboard(page);
      await openSection(page, 'Install');
      await expectAccessible(page, 'install');
      const client = page.getByRole('region', { name: /Client: .* demo$/ });
      await client.getByLabel('Origin').fill(origin);
      await client.getByRole('button', { name: 'Add origin' }).click();
      await client.getByRole('button', { name: `Remove ${origin}` }).waitFor();
      await expectAccessible(page, 'install with the new origin');
      const tag = await client.getByLabel('Script tag').inputValue();
      expect(tag).toBe(`<script src="${store.storeUrl}/tote.js" data-client-id="demo" async></script>`);
      // The origin is stored for the client, as a reload of the page shows.
      await page.reload();
      await page.getByRole('heading', { name: 'Install', level: 1 }).waitFor();
      await page.getByRole('button', { name: `Remove ${origin}` }).waitFor();

      await expect.poll(corsFor, { timeout: 10_000 }).toBe(origin);
      html = pageWithTote(store.storeUrl, {
        head: '<link rel="icon" href="data:,">',
        body: '<h1>My own shop</h1><tote-buy-box product="canvas-cap"></tote-buy-box><tote-cart></tote-cart>',
      }).replace(/<script [^>]*><\/script>/, tag);
      const shopper = await kit.openPage();
      await shopper.page.goto(`${origin}/`);
      await buyBox(shopper.page).locator('[part~="price"]').waitFor({ timeout: 20_000 });
      await buyBox(shopper.page).locator('[part~="add-to-cart"]').click();
      await expect.poll(() => cartButton(shopper.page).getAttribute('aria-label'), { timeout: 15_000 }).toBe('Cart, 1 item');
      expect(unexpectedErrors(shopper.errors)).toEqual([]);
      expect(unexpectedErrors(errors, [401])).toEqual([]);
    } finally {
      await new Promise((resolve) => shop.close(resolve));
    }
  });
});
