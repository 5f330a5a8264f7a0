// The hosted member account in real Chromium: signed in through the hosted login and back, profile, addresses and password
// changed, the orders section, sign-out back to the shop, and a shop's logout ending on its post-flow URL.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadSdkHere, recordFailures, registerMember, sdkReady, serveSdkPage, shopPage, signIn, visitorToken } from './support/hosted-flows.js';
import { useBrowser } from './support/use-browser.js';

const kit = useBrowser();

type Sdk = typeof import('../../src/sdk/index.js');

/** Opens the account page, signs in on the hosted login it leads to, and waits to be back. */
async function signedInAccount(page: Page, member: { email: string; password: string }, section = 'info'): Promise<void> {
  await page.goto(`${kit.storeUrl}/hosted/account/${section}`);
  await page.waitForURL(/\/hosted\/login\?session=/);
  await signIn(page, member.email, member.password);
  await page.waitForURL(`${kit.storeUrl}/hosted/account/${section}`);
  await page.getByText(`Signed in as ${member.email}`).waitFor();
}

/** The state a login through the API ends in (`SUCCESS`, or `FAILURE` for a refusal). */
async function loginState(email: string, password: string): Promise<string> {
  const answer = await fetch(`${kit.storeUrl}/_api/iam/authentication/v2/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: await visitorToken(kit.storeUrl) },
    body: JSON.stringify({ loginId: { email }, password }),
  });
  return ((await answer.json()) as { state?: string; details?: { applicationError?: { code: string } } }).state ?? 'FAILURE';
}

describe('the hosted account', () => {
  it('sends a signed-out visitor to the hosted login and brings them back signed in', async () => {
    const member = await registerMember(kit.storeUrl, { profile: { firstName: 'Ada', lastName: 'Lovelace' } });
    const { page, errors } = await kit.openPage();
    const failures = recordFailures(page);
    await signedInAccount(page, member);
    await expect.poll(() => page.title(), { timeout: 5000 }).toBe('Account info · Tote Demo Shop');
    expect(await page.getByLabel('First name').inputValue()).toBe('Ada');
    expect(await page.getByLabel('Last name').inputValue()).toBe('Lovelace');
    expect(failures).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('saves the profile and addresses, checks an address for its country, and keeps them after a reload', async () => {
    const member = await registerMember(kit.storeUrl);
    const { page, errors } = await kit.openPage();
    await signedInAccount(page, member);
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Display name').fill('grace');
    await page.getByLabel('Phone').fill('+1 555 0100');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved.').waitFor();

    await page.getByRole('button', { name: 'Add an address' }).click();
    await page.getByLabel('Country or region').selectOption('US');
    await page.getByRole('button', { name: 'Save address' }).click();
    // Every missing field says so, and the first one has the focus.
    expect(await page.getByText('Enter the street and house number.').isVisible()).toBe(true);
    expect(await page.getByText('Enter the zip code.').isVisible()).toBe(true);
    expect(await page.getByText('Choose the state.').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('address-line1');
    await page.getByLabel('Address', { exact: true }).fill('350 Fifth Avenue');
    await page.getByLabel('ZIP code').fill('1011');
    await page.getByLabel('City').fill('New York');
    await page.getByLabel('State').selectOption({ label: 'New York' });
    await page.getByRole('button', { name: 'Save address' }).click();
    expect(await page.getByText('Enter a valid zip code, like 94103.').isVisible()).toBe(true);
    await page.getByLabel('ZIP code').fill('10118');
    await page.getByRole('button', { name: 'Save address' }).click();
    await page.getByText('Address saved.').waitFor();
    await page.getByRole('button', { name: 'Add an address' }).click();
    await page.getByLabel('Country or region').selectOption('DE');
    await page.getByLabel('Address', { exact: true }).fill('Unter den Linden 1');
    await page.getByLabel('Postal code').fill('10117');
    await page.getByLabel('City').fill('Berlin');
    await page.getByRole('button', { name: 'Save address' }).click();
    await page.getByText('Address saved.').waitFor();

    await page.getByRole('button', { name: 'Edit address 2' }).click();
    await page.getByLabel('City').fill('Potsdam');
    await page.getByRole('button', { name: 'Save address' }).click();
    await page.getByText('Address saved.').waitFor();
    await page.getByRole('button', { name: 'Remove address 1' }).click();
    await page.getByText('Address removed.').waitFor();

    await page.reload();
    await page.getByText(`Signed in as ${member.email}`).waitFor();
    expect(await page.getByLabel('First name').inputValue()).toBe('Grace');
    expect(await page.getByLabel('Display name').inputValue()).toBe('grace');
    expect(await page.getByLabel('Phone').inputValue()).toBe('+1 555 0100');
    expect(await page.locator('.address-item address').allInnerTexts()).toEqual(['Unter den Linden 1\n10117 Potsdam\nGermany']);
    expect(errors).toEqual([]);
  });

  it('changes the password: the old one stops working, the page stays signed in', async () => {
    const member = await registerMember(kit.storeUrl);
    const { page, errors } = await kit.openPage();
    await signedInAccount(page, member);
    const calls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('/change-password')) calls.push('change-password');
      if (pathname === '/oauth2/token' && /authorization_code/.test(request.postData() ?? '')) calls.push('code for tokens');
    });
    // A wrong current password is said next to its field, and nothing typed is lost.
    await page.getByLabel('Current password').fill('not my password');
    await page.getByLabel('New password', { exact: true }).fill('the new secret 123');
    await page.getByLabel('Repeat the new password').fill('the new secret 123');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('That is not your current password.').waitFor();
    expect(await page.getByLabel('New password', { exact: true }).inputValue()).toBe('the new secret 123');
    await page.getByLabel('Current password').fill(member.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password is changed.').waitFor();
    // The change revoked the page's refresh token too: it took new member tokens from its new hosted session.
    expect(calls).toEqual(['change-password', 'change-password', 'code for tokens']);
    expect(await loginState(member.email, member.password)).toBe('FAILURE');
    expect(await loginState(member.email, 'the new secret 123')).toBe('SUCCESS');
    await page.reload();
    await page.getByText(`Signed in as ${member.email}`).waitFor();
    expect(errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
  });

  it('switches to orders in place, says there are none (or that the shop shows none yet), and names the services it does not run', async () => {
    const member = await registerMember(kit.storeUrl);
    const { page } = await kit.openPage();
    await signedInAccount(page, member);
    await page.getByRole('link', { name: 'Orders' }).click();
    await page.waitForURL(`${kit.storeUrl}/hosted/account/orders`);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Orders');
    expect(await page.getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe('page');
    await page.getByText(/No orders yet|isn’t available in this shop yet/).waitFor();
    await expect.poll(() => page.title(), { timeout: 5000 }).toBe('Orders · Tote Demo Shop');
    // One "Orders" heading; no menu entry for services this shop does not run; a way back to the shop.
    expect(await page.getByRole('heading', { name: 'Orders', exact: true }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Bookings' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Back to the shop' }).getAttribute('href')).toMatch(/^http:\/\/(localhost|127\.0\.0\.1):\d+\/$/);
    // A link to a section the shop does not run still answers, with a sentence instead of a menu entry.
    await page.goto(`${kit.storeUrl}/hosted/account/bookings`);
    await page.getByText('This shop doesn’t take bookings, so there is nothing to show here.').waitFor();
    await page.goBack();
    await page.waitForURL(`${kit.storeUrl}/hosted/account/orders`);
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
  });

  it('signs out to the shop (its registered origin), after which the account asks to sign in again', async () => {
    const member = await registerMember(kit.storeUrl);
    const { page, errors } = await kit.openPage();
    await signedInAccount(page, member);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.origin === kit.demoUrl);
    await page.goto(`${kit.storeUrl}/hosted/account/info`);
    await page.waitForURL(/\/hosted\/login\?session=/);
    expect(errors).toEqual([]);
  });

  it("logs out from the shop: the refresh token and the hosted session end, and the browser lands on the shop's post-flow URL", async () => {
    const member = await registerMember(kit.storeUrl);
    const { page } = await kit.openPage();
    await page.goto(await serveSdkPage(page, kit.demoUrl, '/shop.html'));
    await sdkReady(page);
    // The shop signs the member in through the hosted login (fragment mode) and keeps the tokens in localStorage.
    const authUrl = await page.evaluate(
      async ({ storeUrl, demoUrl }) => {
        const { createClient, localStorageStorage } = (window as unknown as { sdk: Sdk }).sdk;
        const tote = createClient({ clientId: 'demo', baseUrl: storeUrl, storage: localStorageStorage() });
        const data = await tote.auth.generateOAuthData(`${demoUrl}/about.html`);
        sessionStorage.setItem('oauth', JSON.stringify(data));
        return (await tote.auth.getAuthUrl(data, { prompt: 'login' })).authUrl;
      },
      { storeUrl: kit.storeUrl, demoUrl: kit.demoUrl },
    );
    await page.goto(authUrl);
    await page.waitForURL(/\/hosted\/login\?session=/);
    await signIn(page, member.email, member.password);
    await page.waitForURL(`${kit.demoUrl}/about.html#**`);
    await loadSdkHere(page);
    const after = shopPage(kit.demoUrl, 'logout');
    const { logoutUrl, refreshToken } = await page.evaluate(
      async ({ storeUrl, after }) => {
        const { createClient, localStorageStorage } = (window as unknown as { sdk: Sdk }).sdk;
        const tote = createClient({ clientId: 'demo', baseUrl: storeUrl, storage: localStorageStorage() });
        const { code, state } = tote.auth.parseFromUrl();
        await tote.auth.setTokens(await tote.auth.getMemberTokens(code, state, JSON.parse(sessionStorage.getItem('oauth')!)));
        const refreshToken = (await tote.auth.getTokens()).refreshToken.value;
        return { ...(await tote.auth.logout(after)), refreshToken };
      },
      { storeUrl: kit.storeUrl, after },
    );
    expect(logoutUrl.startsWith(`${kit.storeUrl}/_api/iam/authentication/v1/logout?`)).toBe(true);
    await page.goto(logoutUrl);
    await page.waitForURL(after);
    const renewed = await fetch(`${kit.storeUrl}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: 'demo', grantType: 'refresh_token', refreshToken }),
    });
    expect(renewed.status).toBe(400);
    await page.goto(`${kit.storeUrl}/hosted/account/info`);
    await page.waitForURL(/\/hosted\/login\?session=/);
  });
});
