// Sign-out everywhere in real Chromium: a member signed in through the modal on the demo shop signs out on the store's hosted account
// page, lands back on the demo shop, and the widget there, in a second tab, and on another device shows signed out.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerMember } from './support/hosted-flows.js';
import { useBrowser } from './support/use-browser.js';

const kit = useBrowser();

/** An element's text with whitespace collapsed. */
async function textOf(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

const loginButton = (page: Page) => page.locator('tote-login [part~="login-button"]');

/** Signs the member in through the sign-in modal of a demo page (the hidden iframe, no reload). */
async function signInThroughModal(page: Page, member: { email: string; password: string }): Promise<void> {
  await page.goto(`${kit.demoUrl}/product.html?slug=canvas-cap`);
  await loginButton(page).click();
  const modal = page.locator('tote-login [part~="modal"]');
  await modal.getByLabel('E-mail').fill(member.email);
  await modal.getByLabel('Password').fill(member.password);
  await modal.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect.poll(() => textOf(loginButton(page)), { timeout: 20_000 }).toBe('SSol');
}

/** The role of the page's stored refresh token. */
function tokenRole(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('tote.tokens.demo') ?? '{"refreshToken":{"role":"none"}}').refreshToken.role);
}

describe('sign-out everywhere', () => {
  it('signs out on the hosted account page, back on the demo shop signed out, in a second tab and on another device too', async () => {
    const member = await registerMember(kit.storeUrl, { profile: { firstName: 'Sol' } });
    const { page, context, errors } = await kit.openPage();
    // Every refused request of the shop's tab, by status and path: only the ones sign-out explains may be refused.
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) refused.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    await signInThroughModal(page, member);
    // A second tab of the shop, and another device, signed in too.
    const second = await context.newPage();
    await second.goto(`${kit.demoUrl}/index.html`);
    await expect.poll(() => textOf(loginButton(second)), { timeout: 20_000 }).toBe('SSol');
    const other = await kit.openPage();
    await signInThroughModal(other.page, member);

    // My account, on the store's hosted page (the widget hands the sign-in over), and Sign out there.
    await page.bringToFront();
    await loginButton(page).click();
    await page.locator('tote-login [part~="menu"]').getByRole('button', { name: 'My account' }).click();
    await page.waitForURL(`${kit.storeUrl}/hosted/account/info**`);
    await page.getByText(`Signed in as ${member.email}`).waitFor();
    await page.getByRole('button', { name: 'Sign out' }).click();

    // Back on the owner's site, not on the store's login page; the widget shows signed out with fresh visitor tokens.
    await page.waitForURL((url) => url.origin === kit.demoUrl);
    await expect.poll(() => textOf(loginButton(page)), { timeout: 20_000 }).toBe('Sign in');
    await expect.poll(() => tokenRole(page)).toBe('visitor');
    // The second tab, when it is shown again.
    await second.bringToFront();
    await second.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect.poll(() => textOf(loginButton(second))).toBe('Sign in');
    // The other device, whose tokens the store ended too: when its tab is shown again.
    await other.page.bringToFront();
    await other.page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect.poll(() => textOf(loginButton(other.page))).toBe('Sign in');
    await expect.poll(() => tokenRole(other.page)).toBe('visitor');
    // The hosted account asks to sign in again.
    await page.goto(`${kit.storeUrl}/hosted/account/info`);
    await page.waitForURL(/\/hosted\/login\?session=/);
    // The only failed loads: the refused member token (401), the ended refresh token (400 invalid_grant, RFC 6749 5.2) and
    // the member read retried as a visitor (403).
    expect(errors.filter((error) => !/status of 40[013]/.test(error))).toEqual([]);
    expect(refused.filter((r) => !/^(401 |403 |400 \/oauth2\/token$)/.test(r))).toEqual([]);
  });
});
