// The hosted account page's actions against the real store (the page's calls through its origin and cookies): signed in from the hosted session, sent to the login without one, a saved member taken, signed out; a check the page left changes nothing; the orders; the password changed; the personal details and the addresses saved; the two-step sign-in set up and removed.
import { TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { startHostedSession } from '../../../src/hosted/core/hosted-session.js';
import type { HostedClient } from '../../../src/hosted/core/hosted-client.js';
import { createAccountStore, type AccountBrowser, type AccountStore } from '../../../src/hosted/pages/account/state/account-store.js';
import { loadOrders, stopOrders } from '../../../src/hosted/pages/account/state/orders-actions.js';
import { saveAddresses, withAddress, withoutAddress } from '../../../src/hosted/pages/account/state/address-actions.js';
import { changePassword } from '../../../src/hosted/pages/account/state/password-actions.js';
import {
  activeFactors,
  addPasskey,
  closeTwoStep,
  confirmAuthenticator,
  loadFactors,
  removeFactor,
  renewRecoveryCodes,
  startAuthenticator,
} from '../../../src/hosted/pages/account/state/two-step-actions.js';
import { profileDraft, saveProfile } from '../../../src/hosted/pages/account/state/profile-actions.js';
import { checkSession, signOut, stopAccount, updateMember } from '../../../src/hosted/pages/account/state/session-actions.js';
import { STORE_ORIGIN } from '../../support/checkout-flows.js';
import { callFrom, loginAs, memberTokensFor, pathOf, registerMember, SHOP_ORIGIN } from '../../support/identity-flows.js';
import { loginPageClient, type LoginPageClient } from '../../support/login-page-client.js';
import { SoftwarePasskey } from '../../support/software-passkey.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
const ACCOUNT_URL = `${STORE_ORIGIN}/hosted/account/info`;
const SECTIONS = [
  { path: 'info' as const, available: true },
  { path: 'orders' as const, available: true },
];

/**
 * The page's browser steps in Node: the silent sign-in asks for the code in a redirect's query instead of a hidden frame's
 * message (same authorize call, same cookie); the login's URL is a real redirect session back to the account; leaving is recorded;
 * a passkey is made by a software authenticator.
 */
function nodeBrowser(left: string[]): AccountBrowser {
  return {
    adoptSession: async (client: HostedClient) => {
      const data = await client.auth.generateOAuthData(`${STORE_ORIGIN}/hosted/account`);
      const { authUrl } = await client.auth.getAuthUrl(data, { prompt: 'none', responseMode: 'query' });
      const answer = client.auth.parseFromUrl(new URL((await client.core.fetch(authUrl)).headers.get('location') ?? '', authUrl).href, 'query');
      if (answer.error === 'login_required') return false;
      await client.auth.setTokens(await client.auth.getMemberTokens(answer.code, answer.state, data));
      return true;
    },
    loginUrl: async (client) => (await client.redirects.createRedirectSession({ login: {}, callbacks: { postFlowUrl: ACCOUNT_URL } })).fullUrl,
    leave: (url) => left.push(url),
    registerPasskey: async (options) => new SoftwarePasskey(t.ctx.config.publicUrl).register(options.challenge),
  };
}

/** An account page opened in a browser (signed in to the store when `sessionToken` is given); `left` holds where it went. */
async function openPage(sessionToken?: string, backUrl?: string): Promise<{ account: AccountStore; page: LoginPageClient; left: string[] }> {
  const page = loginPageClient(t);
  if (sessionToken) await startHostedSession(page.client, sessionToken);
  const left: string[] = [];
  return { account: createAccountStore(page.client, { section: 'info', sections: SECTIONS, backUrl }, nodeBrowser(left)), page, left };
}

describe('the account page’s actions', () => {
  it('sign the member in from the hosted session, take the member a section saved, and sign out to the store’s logout', async () => {
    const member = await registerMember(t);
    const { account, left } = await openPage(member.sessionToken);
    await checkSession(account);
    const { session } = account.getState();
    if (session.status !== 'ready') throw new Error(`expected the member, got ${session.status}`);
    expect(session.member.loginEmail).toBe(member.email);

    const saved = await account.api.update(session.member.id, { profile: { nickname: 'Countess' } });
    updateMember(account, saved);
    expect(account.getState().session).toMatchObject({ status: 'ready', member: { profile: { nickname: 'Countess' } } });

    await signOut(account);
    expect(account.getState()).toMatchObject({ signingOut: false, signOutError: undefined });
    expect(left).toHaveLength(1);
    expect(new URL(left[0]!).origin).toBe(STORE_ORIGIN);
    expect((await account.client.core.tokens.getTokens()).refreshToken.role).not.toBe('member');
  });

  it('sign out everywhere and back to the owner’s site: the shop’s member tokens end too, the hosted session with them, and the logout leads to the page’s way back', async () => {
    const member = await registerMember(t);
    // The member signed in on the owner's site too (the widget's tokens), on another device.
    const shopVisitor = await t.visitorToken();
    const shop = await memberTokensFor(t, shopVisitor, (await loginAs(t, member.email, member.password, { visitorToken: shopVisitor })).json().sessionToken);
    const { account, left, page } = await openPage((await loginAs(t, member.email, member.password)).json().sessionToken, `${SHOP_ORIGIN}/shop.html`);
    await checkSession(account);
    expect(account.getState().session.status).toBe('ready');
    expect((await callFrom(t, 'GET', '/members/v1/members/my', { token: shop.access_token })).statusCode).toBe(200);

    await signOut(account);
    expect(left).toHaveLength(1);
    const logout = new URL(left[0]!);
    expect(logout.origin + logout.pathname).toBe(`${STORE_ORIGIN}/_api/iam/authentication/v1/logout`);
    expect(logout.searchParams.get('postLogoutRedirectUri')).toBe(`${SHOP_ORIGIN}/shop.html`);
    // The shop's access token answers 401 at once and its refresh token is refused.
    expect((await callFrom(t, 'GET', '/members/v1/members/my', { token: shop.access_token })).statusCode).toBe(401);
    const renewal = await callFrom(t, 'POST', '/oauth2/token', { body: { clientId: 'demo', grantType: 'refresh_token', refreshToken: shop.refresh_token } });
    expect(renewal.statusCode).toBe(400);
    // The browser follows the logout to the owner's site; its hosted session (ended with the rest) no longer signs it in.
    const out = await callFrom(t, 'GET', pathOf(left[0]!), { headers: { cookie: page.cookie() } });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe(`${SHOP_ORIGIN}/shop.html`);
    await checkSession(account);
    expect(account.getState().session).toEqual({ status: 'signing-in' });
  });

  it('send a browser with no hosted session to the hosted login that leads back to the account', async () => {
    const { account, left } = await openPage();
    await checkSession(account);
    expect(account.getState().session).toEqual({ status: 'signing-in' });
    expect(left).toHaveLength(1);
    const loginUrl = new URL(left[0]!);
    expect(loginUrl.pathname).toBe('/hosted/login');
  });

  it('drop a check the page left before it finished', async () => {
    const { account, left } = await openPage();
    const checking = checkSession(account);
    stopAccount(account);
    await checking;
    expect(account.getState().session).toEqual({ status: 'checking' });
    expect(left).toEqual([]);
  });

  it('load the member’s orders (none yet), dropping a search the section left', async () => {
    const member = await registerMember(t);
    const { account } = await openPage(member.sessionToken);
    await checkSession(account);
    const left = loadOrders(account);
    stopOrders(account);
    await left;
    expect(account.getState().orders).toEqual({ status: 'loading' });
    await loadOrders(account);
    expect(account.getState().orders).toEqual({ status: 'ready', orders: [] });
  });

  it('change the password: a wrong current one is refused and changes nothing; the right one changes it and the page is the member again', async () => {
    const member = await registerMember(t);
    const { account } = await openPage(member.sessionToken);
    await checkSession(account);
    expect(await changePassword(account, member.email, 'not the password', 'a brand new password')).toBe('wrong-current');
    expect((await loginAs(t, member.email, member.password)).json().state).toBe('SUCCESS');

    expect(await changePassword(account, member.email, member.password, 'a brand new password')).toBe('changed');
    expect((await loginAs(t, member.email, member.password)).statusCode).not.toBe(200);
    expect((await loginAs(t, member.email, 'a brand new password')).json().state).toBe('SUCCESS');
    expect((await account.client.core.tokens.getTokens()).refreshToken.role).toBe('member');
    expect((await account.api.mine()).loginEmail).toBe(member.email);
  });

  it('save the personal details and give the page the member saved; a blanked only phone is removed', async () => {
    const member = await registerMember(t);
    const { account } = await openPage(member.sessionToken);
    await checkSession(account);
    const mine = async () => {
      const { session } = account.getState();
      if (session.status !== 'ready') throw new Error(`expected the member, got ${session.status}`);
      return session.member;
    };
    const first = await mine();
    await saveProfile(account, first, { ...profileDraft(first), firstName: 'Ada', lastName: 'Lovelace', nickname: 'Countess', phone: ' +44 20 7946 0000 ' });
    const saved = await mine();
    expect(saved).toMatchObject({ contact: { firstName: 'Ada', lastName: 'Lovelace', phones: ['+44 20 7946 0000'] }, profile: { nickname: 'Countess' } });
    expect(await account.api.mine()).toMatchObject({ contact: { firstName: 'Ada', phones: ['+44 20 7946 0000'] } });

    await saveProfile(account, saved, { ...profileDraft(saved), phone: '' });
    expect((await mine()).contact.phones).toEqual([]);
    expect((await account.api.mine()).contact).toMatchObject({ firstName: 'Ada', phones: [] });
  });

  it('save the addresses as a whole list, giving the page the member saved, and remove the last one', async () => {
    const member = await registerMember(t);
    const { account } = await openPage(member.sessionToken);
    await checkSession(account);
    const mine = () => {
      const { session } = account.getState();
      if (session.status !== 'ready') throw new Error(`expected the member, got ${session.status}`);
      return session.member;
    };
    const home = { addressLine: '1 Main St', city: 'Springfield', country: 'US', postalCode: '62701' };
    await saveAddresses(account, mine(), withAddress([], 'new', { ...home, addressLine: ' 1 Main St ', addressLine2: '' }));
    expect(mine().contact.addresses).toMatchObject([home]);
    await saveAddresses(account, mine(), withAddress(mine().contact.addresses, 'new', { addressLine: '2 Side St', city: 'Shelbyville', country: 'US' }));
    expect(mine().contact.addresses).toHaveLength(2);

    await saveAddresses(account, mine(), withoutAddress(mine().contact.addresses, 0));
    expect(mine().contact.addresses).toMatchObject([{ addressLine: '2 Side St' }]);
    await saveAddresses(account, mine(), withoutAddress(mine().contact.addresses, 0));
    expect(mine().contact.addresses).toEqual([]);
    expect((await account.api.mine()).contact.addresses).toEqual([]);
  });

  it('set up an authenticator app and a passkey with the recovery codes shown once, renew the codes, remove a factor, and start afresh when closed', async () => {
    const member = await registerMember(t);
    const { account } = await openPage(member.sessionToken);
    await checkSession(account);
    const twoStep = () => account.getState().twoStep;
    await loadFactors(account);
    expect(activeFactors(twoStep())).toEqual([]);

    await startAuthenticator(account);
    const pending = twoStep().pending;
    if (!pending) throw new Error('expected an authenticator being set up');
    await confirmAuthenticator(account, new TOTP({ secret: pending.secret }).generate());
    expect(twoStep().pending).toBeUndefined();
    expect(twoStep().codes).toHaveLength(10);
    expect(activeFactors(twoStep()).map((f) => f.type)).toEqual(['TOTP']);

    await addPasskey(account);
    expect(twoStep().codes).toBeUndefined();
    expect(
      activeFactors(twoStep())
        .map((f) => f.type)
        .sort(),
    ).toEqual(['TOTP', 'WEBAUTHN']);

    const firstCodes = twoStep().factors?.recoveryCodesLeft;
    await renewRecoveryCodes(account, member.password);
    expect(twoStep().codes).toHaveLength(10);
    expect(firstCodes).toBe(10);

    const totp = activeFactors(twoStep()).find((f) => f.type === 'TOTP')!;
    await expect(removeFactor(account, totp.factorId, 'not the password')).rejects.toThrow();
    expect(twoStep().removed).toBe(false);
    await removeFactor(account, totp.factorId, member.password);
    expect(twoStep()).toMatchObject({ removed: true, codes: undefined });
    expect(activeFactors(twoStep()).map((f) => f.type)).toEqual(['WEBAUTHN']);

    closeTwoStep(account);
    expect(twoStep()).toEqual({ removed: false });
  });
});
