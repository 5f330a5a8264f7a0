// The hosted pages for everyone: axe-core finds no violation of any impact, light and dark, on any page or view, each page is readable
// 375 px wide (no sideways scrolling; screenshots in /tmp/tote-hosted-shots to look at, light and dark), and the dark scheme is dark.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  freshEmail,
  memberAccessToken,
  phoneCheck,
  redirectSession,
  registerMember,
  signIn,
  storeCall,
  transitionsDone,
  violationsLightAndDark,
  waitForMail,
} from './support/hosted-flows.js';
import { useBrowser } from './support/use-browser.js';

const kit = useBrowser();

/** axe at desktop width, then the phone check; both must be clean. */
async function expectAccessible(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await violationsLightAndDark(page), `${name} (desktop)`).toEqual([]);
  const phone = await phoneCheck(page, name);
  expect(phone.overflow, `${name} overflows at 375 px`).toBeLessThanOrEqual(0);
  await page.emulateMedia({ colorScheme: 'dark' });
  await transitionsDone(page);
  await page.screenshot({ path: phone.file.replace(/\.png$/, '-dark.png'), fullPage: true });
  expect(await violationsLightAndDark(page), `${name} (phone)`).toEqual([]);
}

/** The WCAG relative luminance of a computed `rgb(r, g, b)` colour (0 black to 1 white). */
function luminance(color: string): number {
  const channels = (/^rgba?\((\d+), (\d+), (\d+)/.exec(color) ?? []).slice(1).map(Number);
  expect(channels, color).toHaveLength(3);
  const [r, g, b] = channels.map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The computed colours of the page's body, a card, an input and a link-styled button. */
async function colours(page: Page): Promise<{ body: string; text: string; card: string; input: string; link: string }> {
  return page.evaluate(() => {
    const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
    return {
      body: style('body').backgroundColor,
      text: style('body').color,
      card: style('.card').backgroundColor,
      input: style('input').backgroundColor,
      link: style(':is(.button-link, .link)').color,
    };
  });
}

describe('accessibility and phones', () => {
  it('follows the dark colour scheme: dark page, card and fields with light text and a lighter accent, and stays light in the light one', async () => {
    const session = await redirectSession(kit.storeUrl, { login: {} });
    const { page } = await kit.openPage();
    await page.goto(session.fullUrl);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    const light = await colours(page);
    expect(light.body).toBe('rgb(246, 247, 249)');
    expect(light.card).toBe('rgb(255, 255, 255)');
    expect(luminance(light.text)).toBeLessThan(0.05);
    await page.emulateMedia({ colorScheme: 'dark' });
    const dark = await colours(page);
    for (const background of [dark.body, dark.card, dark.input]) expect(luminance(background), background).toBeLessThan(0.02);
    expect(luminance(dark.text), dark.text).toBeGreaterThan(0.7);
    // The accent's text colour: lighter than in the light scheme, and readable (4.5:1) on the dark card.
    expect(luminance(dark.link)).toBeGreaterThan(luminance(light.link));
    expect((luminance(dark.link) + 0.05) / (luminance(dark.card) + 0.05)).toBeGreaterThanOrEqual(4.5);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('light dark');
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await colours(page)).toEqual(light);
  });

  it('the login page: sign in, an error, register, the code, forgot password, and an expired link', async () => {
    const session = await redirectSession(kit.storeUrl, { login: {}, callbacks: { postFlowUrl: `${kit.demoUrl}/about.html` } });
    const { page } = await kit.openPage();
    await page.goto(session.fullUrl);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await expectAccessible(page, 'login-sign-in');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Enter your e-mail address.').waitFor();
    await expectAccessible(page, 'login-errors');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Create an account' }).click();
    await expectAccessible(page, 'login-register');
    await page.setViewportSize({ width: 1280, height: 900 });
    const email = freshEmail('a11y');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('a long enough password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    await waitForMail(kit.storeUrl, email, /\b(\d{6})\b/);
    await expectAccessible(page, 'login-code');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Use another e-mail' }).click();
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expectAccessible(page, 'login-forgot');
    await page.goto(`${kit.storeUrl}/hosted/login?session=gone`);
    await expectAccessible(page, 'login-expired');
  });

  it('the password page, with a valid link and an expired one', async () => {
    const member = await registerMember(kit.storeUrl);
    const { page } = await kit.openPage();
    const session = await redirectSession(kit.storeUrl, { login: {} });
    await page.goto(session.fullUrl);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('E-mail').fill(member.email);
    await page.getByRole('button', { name: 'Send link' }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    await expectAccessible(page, 'login-link-sent');
    const link = await waitForMail(kit.storeUrl, member.email, /(https?:\/\/\S+reset-password\S+)/);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
    await expectAccessible(page, 'reset-password');
    await page.goto(`${kit.storeUrl}/hosted/reset-password?recoveryToken=used-or-unknown`);
    await page.getByRole('heading', { name: 'This link has expired' }).waitFor();
    await expectAccessible(page, 'reset-expired');
  });

  it('the account: info with an address, orders, and a section the shop does not run', async () => {
    const member = await registerMember(kit.storeUrl, {
      profile: {
        firstName: 'Ada',
        customFields: [{ name: 'Shoe size', value: { numValue: 38 } }],
        addresses: [{ address: { country: 'GB', city: 'London', addressLine: '12 St James Square', postalCode: 'SW1Y 4JH' } }],
      },
    });
    const { page } = await kit.openPage();
    await page.goto(`${kit.storeUrl}/hosted/account/info`);
    await page.waitForURL(/\/hosted\/login\?session=/);
    await signIn(page, member.email, member.password);
    await page.getByText(`Signed in as ${member.email}`).waitFor();
    await expectAccessible(page, 'account-info');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Add an address' }).click();
    await page.getByRole('button', { name: 'Save address' }).click();
    await expectAccessible(page, 'account-address-errors');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('link', { name: 'Orders' }).click();
    await page.getByText(/No orders yet|isn’t available in this shop yet/).waitFor();
    await expectAccessible(page, 'account-orders');
    // Sections the shop does not run are left out of the menu; an old link still explains itself.
    await page.goto(`${kit.storeUrl}/hosted/account/events`);
    await page.getByText('This shop doesn’t run events').waitFor();
    await expectAccessible(page, 'account-events');
  });

  it('an order of the account, with its lines, addresses and payment', async () => {
    const member = await registerMember(kit.storeUrl, { profile: { firstName: 'Ada' } });
    const token = await memberAccessToken(kit.storeUrl, kit.demoUrl, member.email, member.password);
    const { products } = await storeCall<{ products: { id: string; productOptions: unknown[]; stock: { inStock: boolean } }[] }>(
      kit.storeUrl,
      '/stores-reader/v1/products/query',
      { token, body: { query: {} } },
    );
    const plain = products.find((p) => p.productOptions.length === 0 && p.stock.inStock)!;
    const appId = '1380b703-ce81-ff05-f115-39571d94dfcd';
    await storeCall(kit.storeUrl, '/ecom/v1/carts/current/add-to-cart', {
      token,
      body: { lineItems: [{ catalogReference: { catalogItemId: plain.id, appId }, quantity: 2 }] },
    });
    const { checkoutId } = await storeCall<{ checkoutId: string }>(kit.storeUrl, '/ecom/v1/carts/current/create-checkout', {
      token,
      body: { channelType: 'WEB' },
    });
    const address = { country: 'US', subdivision: 'US-NY', city: 'New York', postalCode: '10001', addressLine: '1 Main St' };
    await storeCall(kit.storeUrl, `/ecom/v1/checkouts/${checkoutId}`, {
      method: 'PATCH',
      token,
      body: {
        checkout: {
          buyerInfo: { email: member.email },
          shippingInfo: { shippingDestination: { address, contactDetails: { firstName: 'Ada', lastName: 'Lovelace' } } },
        },
      },
    });
    const { orderId } = await storeCall<{ orderId: string }>(kit.storeUrl, `/ecom/v1/checkouts/${checkoutId}/create-order`, { token, body: {} });
    const { page } = await kit.openPage();
    await page.goto(`${kit.storeUrl}/hosted/account/orders?order=${orderId}`);
    await page.waitForURL(/\/hosted\/login\?session=/);
    await signIn(page, member.email, member.password);
    await page.getByRole('heading', { name: 'Items', level: 3 }).waitFor();
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.order-detail-line img')].every((img) => img.complete));
    await expectAccessible(page, 'account-order');
  });

  it('the product page, with options chosen and an item added', async () => {
    const { page } = await kit.openPage();
    await page.goto(`${kit.storeUrl}/hosted/product/classic-tee`);
    await page.getByRole('heading', { name: 'Classic Tee', level: 1 }).waitFor();
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.gallery img')].every((img) => img.complete));
    await expectAccessible(page, 'product');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('radiogroup', { name: 'Size' }).getByText('L', { exact: true }).click();
    await page.getByRole('radio', { name: 'White' }).check();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('Classic Tee is in your cart.').waitFor();
    await expectAccessible(page, 'product-added');
  });
});
