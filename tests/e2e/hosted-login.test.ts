// The hosted login in real Chromium: back to the shop with code and state in the fragment or the query, register with the e-mailed
// code, forgot password through the mail to a new password, the captcha when the store asks, and no framing.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  freshEmail,
  loadSdkHere,
  recordFailures,
  redirectSession,
  registerMember,
  sdkReady,
  serveSdkPage,
  shopPage,
  signIn,
  storeCall,
  waitForMail,
} from './support/hosted-flows.js';
import { serveTestPage } from './support/test-pages.js';
import { useBrowser } from './support/use-browser.js';

const kit = useBrowser();

type Sdk = typeof import('../../src/sdk/index.js');
type OAuthData = import('../../src/sdk/index.js').OAuthData;

/** On the demo shop: an auth redirect session through the SDK; returns the authorize URL and the PKCE data the shop keeps. */
async function startShopLogin(page: Page, mode: 'fragment' | 'query'): Promise<{ authUrl: string; data: OAuthData }> {
  await page.goto(await serveSdkPage(page, kit.demoUrl, '/shop.html'));
  await sdkReady(page);
  return page.evaluate(
    async ({ storeUrl, demoUrl, mode }) => {
      const { createClient } = (window as unknown as { sdk: Sdk }).sdk;
      const tote = createClient({ clientId: 'demo', baseUrl: storeUrl });
      const data = await tote.auth.generateOAuthData(`${demoUrl}/about.html`);
      const { authUrl } = await tote.auth.getAuthUrl(data, { prompt: 'login', responseMode: mode });
      return { authUrl, data };
    },
    { storeUrl: kit.storeUrl, demoUrl: kit.demoUrl, mode },
  );
}

/** Back on the shop's callback page: the code and state of the URL exchanged for member tokens by the SDK. */
async function finishShopLogin(page: Page, data: OAuthData, mode: 'fragment' | 'query'): Promise<{ role: string; email: string }> {
  await loadSdkHere(page);
  return page.evaluate(
    async ({ storeUrl, data, mode }) => {
      const { createClient } = (window as unknown as { sdk: Sdk }).sdk;
      const tote = createClient({ clientId: 'demo', baseUrl: storeUrl });
      const { code, state } = tote.auth.parseFromUrl(location.href, mode);
      const tokens = await tote.auth.getMemberTokens(code, state, data);
      await tote.auth.setTokens(tokens);
      return { role: tokens.refreshToken.role, email: (await tote.auth.getCurrentMember()).loginEmail };
    },
    { storeUrl: kit.storeUrl, data, mode },
  );
}

describe('the hosted login', () => {
  for (const mode of ['fragment', 'query'] as const) {
    it(`signs a member in and returns code and state to the shop in the ${mode}`, async () => {
      const member = await registerMember(kit.storeUrl);
      const { page, errors } = await kit.openPage();
      const failures = recordFailures(page);
      const { authUrl, data } = await startShopLogin(page, mode);
      await page.goto(authUrl);
      await page.waitForURL(/\/hosted\/login\?session=/);
      await expect.poll(() => page.title(), { timeout: 5000 }).toBe('Sign in · Tote Demo Shop');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('username');
      await signIn(page, member.email, member.password);
      await page.waitForURL(`${kit.demoUrl}/about.html${mode === 'query' ? '?' : '#'}**`);
      const url = new URL(page.url());
      const params = mode === 'query' ? url.searchParams : new URLSearchParams(url.hash.slice(1));
      expect(params.get('state')).toBe(data.state);
      expect(params.get('code')).toBeTruthy();
      expect(await finishShopLogin(page, data, mode)).toEqual({ role: 'member', email: member.email });
      expect(failures).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  it('says a wrong password at the password field and keeps the e-mail', async () => {
    const member = await registerMember(kit.storeUrl);
    const session = await redirectSession(kit.storeUrl, { login: {} });
    const { page, errors } = await kit.openPage();
    await page.goto(session.fullUrl);
    await signIn(page, member.email, 'not the password');
    const password = page.getByLabel('Password', { exact: true });
    await expect.poll(() => password.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('.field-error:not([hidden])').innerText()).toContain('don’t match');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(await password.getAttribute('id'));
    expect(await page.getByLabel('E-mail').inputValue()).toBe(member.email);
    expect(errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
  });

  it('registers, asks for the e-mailed code, and lands on the account signed in', async () => {
    const email = freshEmail('hosted-register');
    const session = await redirectSession(kit.storeUrl, { login: {} });
    const { page, errors } = await kit.openPage();
    await page.goto(session.fullUrl);
    await page.getByRole('button', { name: 'Create an account' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Create an account');
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    expect(await page.getByText('Use at least 8 characters.').isVisible()).toBe(true);
    await page.getByLabel('Password', { exact: true }).fill('a long enough password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    expect(await page.getByText(`We sent a 6-digit code to ${email}`).isVisible()).toBe(true);
    await page.getByLabel('Code').fill('000000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('alert').or(page.locator('.field-error:not([hidden])')).first().waitFor();
    const code = await waitForMail(kit.storeUrl, email, /\b(\d{6})\b/);
    await page.getByLabel('Code').fill(code);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${kit.storeUrl}/hosted/account/info`);
    await page.getByText(`Signed in as ${email}`).waitFor();
    expect(await page.getByLabel('First name').inputValue()).toBe('Grace');
    expect(errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
  });

  it('sends a reset link, sets a new password on the reset page, and signs in with it', async () => {
    const member = await registerMember(kit.storeUrl);
    const after = shopPage(kit.demoUrl, 'reset');
    const session = await redirectSession(kit.storeUrl, { login: {}, callbacks: { postFlowUrl: after } });
    const { page, errors } = await kit.openPage();
    const failures = recordFailures(page);
    await page.goto(session.fullUrl);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('E-mail').fill(member.email);
    await page.getByRole('button', { name: 'Send link' }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    const link = await waitForMail(kit.storeUrl, member.email, /(https?:\/\/\S+reset-password\S+)/);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
    // The token leaves the address bar at once.
    expect(new URL(page.url()).searchParams.get('recoveryToken')).toBeNull();
    await page.getByLabel('New password', { exact: true }).fill('my new password 1');
    await page.getByLabel('Repeat the new password').fill('my new password 2');
    await page.getByRole('button', { name: 'Save password' }).click();
    expect(await page.getByText('The passwords don’t match.').isVisible()).toBe(true);
    await page.getByLabel('Repeat the new password').fill('my new password 1');
    await page.getByRole('button', { name: 'Save password' }).click();
    // The link came from the login session: on to where that session goes after login.
    await page.waitForURL(after);
    const login = await storeCall<{ state: string }>(kit.storeUrl, '/_api/iam/authentication/v2/login', {
      token: (await storeCall<{ access_token: string }>(kit.storeUrl, '/oauth2/token', { body: { clientId: 'demo', grantType: 'anonymous' } })).access_token,
      body: { loginId: { email: member.email }, password: 'my new password 1' },
    });
    expect(login.state).toBe('SUCCESS');
    // The used link now offers a new one.
    await page.goto(link);
    await page.getByRole('heading', { name: 'This link has expired' }).waitFor();
    expect(failures).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('solves the captcha by itself when the store asks for one after failed attempts', async () => {
    const member = await registerMember(kit.storeUrl);
    const after = shopPage(kit.demoUrl, 'captcha');
    const session = await redirectSession(kit.storeUrl, { login: {}, callbacks: { postFlowUrl: after } });
    // Three wrong passwords for the account: from now on a captcha is required.
    const token = (await storeCall<{ access_token: string }>(kit.storeUrl, '/oauth2/token', { body: { clientId: 'demo', grantType: 'anonymous' } }))
      .access_token;
    for (let i = 0; i < 3; i++) {
      await fetch(`${kit.storeUrl}/_api/iam/authentication/v2/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: token },
        body: JSON.stringify({ loginId: { email: member.email }, password: `wrong ${i}` }),
      });
    }
    const { page } = await kit.openPage();
    const captchaCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/captcha/')) captchaCalls.push(request.url());
    });
    await page.goto(session.fullUrl);
    const started = Date.now();
    await signIn(page, member.email, member.password);
    await page.waitForURL(after);
    expect(captchaCalls.length).toBeGreaterThanOrEqual(1);
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it('cannot be framed by another site', async () => {
    const session = await redirectSession(kit.storeUrl, { login: {} });
    const { page, errors } = await kit.openPage();
    await page.goto(
      await serveTestPage(
        page,
        `${kit.demoUrl}/framer.html`,
        `<!doctype html><html lang="en"><title>framer</title><link rel="icon" href="data:,"><iframe id="f" src="${session.fullUrl}" title="login"></iframe></html>`,
      ),
    );
    await expect.poll(() => errors.some((e) => e.includes("frame-ancestors 'none'"))).toBe(true);
    const frame = page.frames().find((f) => f !== page.mainFrame())!;
    expect(await frame.locator('input').count()).toBe(0);
    expect(frame.url()).not.toContain('/hosted/login');
  });
});
