// @vitest-environment-options {"url": "http://localhost:8788/shop.html", "settings": {"disableIframePageLoading": true}}
// The member watch against the real store: a member session the store ends (signed out on its pages, blocked) shows signed out on the
// page's next call or when the tab is shown again, with fresh visitor tokens; a member state the page never held tokens for is left alone.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { localStorageStorage } from '../../../src/sdk/auth/token-storage.js';
import { createClient } from '../../../src/sdk/client.js';
import { tote } from '../../../src/widget/index.js';
import { loadCart } from '../../../src/widget/store/cart-actions.js';
import { store } from '../../../src/widget/store/store.js';
import { callFrom, loginAs, memberTokensFor, registerMember } from '../../support/identity-flows.js';
import { useTestApp } from '../../support/test-app.js';
import { defineWidget, find, keepMemberTokens, mount, newShopper, pageFetch, shadow, STORE_URL, text } from '../../support/widget-page.js';

const t = useTestApp();

/** The `tote:logout` events the page heard in this test. */
let logouts = 0;
const heardLogout = () => void (logouts += 1);

beforeAll(() => {
  defineWidget(t);
});
beforeEach(async () => {
  await newShopper();
  logouts = 0;
  document.addEventListener('tote:logout', heardLogout);
});
afterEach(() => {
  document.removeEventListener('tote:logout', heardLogout);
});

/** The page's stored token set. */
function storedTokens(): { accessToken: { value: string }; refreshToken: { value: string; role: string } } {
  return JSON.parse(localStorage.getItem('tote.tokens.demo')!);
}

/** A member signed in on this page (member tokens kept as the sign-in modal keeps them), shown by the sign-in element. */
async function signedInPage(): Promise<{ login: HTMLElement; member: Awaited<ReturnType<typeof registerMember>> }> {
  const member = await registerMember(t);
  await keepMemberTokens(await memberTokensFor(t, member.visitorToken, member.sessionToken));
  const login = mount('<tote-login></tote-login><tote-cart></tote-cart>');
  await expect.poll(() => store.getState().member?.name).toBe(member.email.split('@')[0]);
  return { login, member };
}

/** The member signs out on the store's hosted account page (another session of theirs): the store ends all their sessions. */
async function signOutOnStorePages(member: { email: string; password: string }): Promise<void> {
  const visitor = await t.visitorToken();
  const hosted = await memberTokensFor(t, visitor, (await loginAs(t, member.email, member.password, { visitorToken: visitor })).json().sessionToken);
  const logout = await callFrom(t, 'POST', '/_api/redirects-api/v1/redirect-session', { token: hosted.access_token, body: { logout: { clientId: 'demo' } } });
  expect(logout.statusCode).toBe(200);
}

/** Expects the sign-in element to offer signing in again. */
async function expectSignInButton(login: HTMLElement): Promise<void> {
  await expect.poll(async () => text(await find(login, '[part~="login-button"]'))).toBe('Sign in');
  expect(shadow(login).querySelector('.avatar')).toBeNull();
}

describe('the member watch', () => {
  it('shows a member signed out on the store’s pages as a visitor on the next call: fresh visitor tokens, the visitor’s cart, tote:logout', async () => {
    const { login, member } = await signedInPage();
    tote('addToCart', { product: 'canvas-cap' });
    await expect.poll(() => store.getState().cart?.buyerInfo.memberId).toBeTruthy();
    const memberRefresh = storedTokens().refreshToken.value;

    await signOutOnStorePages(member);
    // The next call: the store answers 401 to the member's token and refuses its refresh token; the page carries on as a visitor.
    tote('addToCart', { product: 'classic-tee', options: { Size: 'M', Color: 'Navy' } });
    await expect.poll(() => store.getState().member).toBeUndefined();
    await expectSignInButton(login);
    await expect.poll(() => store.getState().cart?.lineItems.map((line) => line.productName.original)).toEqual(['Classic Tee']);
    expect(store.getState().cart?.buyerInfo.memberId).toBeFalsy();
    expect(storedTokens().refreshToken).toMatchObject({ role: 'visitor' });
    expect(storedTokens().refreshToken.value).not.toBe(memberRefresh);
    expect(storedTokens().accessToken.value).not.toBe('');
    expect(logouts).toBe(1);
  });

  it('shows a member the owner blocked as a visitor when the tab is shown again', async () => {
    const { login, member } = await signedInPage();
    const blocked = await callFrom(t, 'POST', `/members/v1/members/${member.identityId}/block`, { token: await t.merchantKey(), body: {} });
    expect(blocked.statusCode).toBe(200);
    expect(document.visibilityState).toBe('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await expect.poll(() => store.getState().member).toBeUndefined();
    await expectSignInButton(login);
    expect(storedTokens().refreshToken.role).toBe('visitor');
    expect(logouts).toBe(1);
  });

  it('keeps a member whose session lives when the tab is shown again', async () => {
    const { login } = await signedInPage();
    document.dispatchEvent(new Event('visibilitychange'));
    // The tab's cart read is queued before this one: once this one is answered, so is the tab's.
    await loadCart();
    expect(store.getState().member).toBeDefined();
    expect(text(await find(login, '[part~="login-button"]'))).not.toBe('Sign in');
    expect(storedTokens().refreshToken.role).toBe('member');
    expect(logouts).toBe(0);
  });

  it('follows another client of the page that signs the member out (tokens shared in localStorage)', async () => {
    const { login } = await signedInPage();
    const app = createClient({ clientId: 'demo', baseUrl: STORE_URL, storage: localStorageStorage(), fetch: pageFetch(t).fetch });
    await app.auth.logout();
    tote('addToCart', { product: 'canvas-cap' });
    await expect.poll(() => store.getState().member).toBeUndefined();
    await expectSignInButton(login);
    expect(logouts).toBe(1);
  });

  it('never signs out a member state the page held no member tokens for: a visitor’s refused tokens, a call, the tab shown again', async () => {
    // Visitor tokens the store refuses (a visitor purged while away).
    localStorage.setItem(
      'tote.tokens.demo',
      JSON.stringify({ accessToken: { value: 'not-a-token', expiresAt: 4102444800 }, refreshToken: { value: 'not-a-refresh-token', role: 'visitor' } }),
    );
    const login = mount('<tote-login></tote-login>');
    await expect.poll(() => store.getState().authReady).toBe(true);
    // A member shown without member tokens (as a test or an embedding may set it).
    store.setState({ member: { id: 'm', name: 'Ida' } });
    tote('addToCart', { product: 'canvas-cap' });
    // The refused visitor became a new visitor, whose cart has the line; the member state stays as it was.
    await expect.poll(() => store.getState().cart?.lineItems.map((line) => line.productName.original)).toEqual(['Canvas Cap']);
    expect(storedTokens().refreshToken).toMatchObject({ role: 'visitor' });
    expect(storedTokens().refreshToken.value).not.toBe('not-a-refresh-token');
    document.dispatchEvent(new Event('visibilitychange'));
    // The tab's cart read is queued before this one: once this one is answered, so is the tab's.
    await loadCart();
    expect(store.getState().member).toEqual({ id: 'm', name: 'Ida' });
    expect(text(await find(login, '[part~="login-button"]'))).toContain('Ida');
    expect(logouts).toBe(0);
  });
});
