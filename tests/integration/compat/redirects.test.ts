// The unmodified @wix/redirects package against a Tote server: login, logout and product sessions, callbacks, and the URLs they lead to.
import { createClient, OAuthStrategy, TokenRole } from '@wix/sdk';
import { redirects } from '@wix/redirects';
import { describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID } from '../../../src/server/seed/demo-site.js';
import { memberTokensFor, registerMember, setSiteSettings } from '../../support/identity-flows.js';
import { SHOP_PAGE_ORIGIN, useOfficialWix } from '../../support/official-wix.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
const wix = useOfficialWix(t);

function shopperClient() {
  return createClient({ modules: { redirects }, auth: OAuthStrategy({ clientId: DEMO_CLIENT_ID }), fetch: wix.fetch });
}
type SessionOptions = Parameters<ReturnType<typeof shopperClient>['redirects']['createRedirectSession']>[0];

/** Creates a session through a fresh visitor's client; the fields the typings call optional are checked present. */
async function createSession(options: SessionOptions, client = shopperClient()) {
  const { redirectSession } = await client.redirects.createRedirectSession(options);
  const { _id: id, fullUrl, shortUrl } = redirectSession ?? {};
  const endpoint = redirectSession?.urlDetails?.endpoint;
  if (!id || !fullUrl || !shortUrl || !endpoint) throw new Error(`incomplete redirect session: ${JSON.stringify(redirectSession)}`);
  return { id, fullUrl, shortUrl, endpoint };
}

describe('createRedirectSession', () => {
  it('creates a login session whose URL serves the hosted login page', async () => {
    const redirectSession = await createSession({ login: {}, callbacks: { postFlowUrl: `${SHOP_PAGE_ORIGIN}/after-login` } });
    expect(redirectSession.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(redirectSession.fullUrl.startsWith(redirectSession.endpoint)).toBe(true);
    expect(redirectSession.shortUrl).toMatch(/^https?:\/\//);
    const page = await wix.rawFetch(wix.local(redirectSession.fullUrl));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
  });

  it('creates a logout session whose URL returns to the post-flow URL', async () => {
    const redirectSession = await createSession({ logout: { clientId: DEMO_CLIENT_ID }, callbacks: { postFlowUrl: `${SHOP_PAGE_ORIGIN}/bye` } });
    const out = await wix.rawFetch(wix.local(redirectSession.fullUrl), { redirect: 'manual' });
    expect(out.status).toBe(302);
    expect(out.headers.get('location')).toBe(`${SHOP_PAGE_ORIGIN}/bye`);
  });

  it('creates a product page session for a product slug', async () => {
    const redirectSession = await createSession({ storesProduct: { productSlug: 'classic-tee' } });
    expect(redirectSession.fullUrl).toContain('classic-tee');
    const page = await wix.rawFetch(wix.local(redirectSession.fullUrl));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
  });

  it('sends the caller to the owner’s own page for kinds the store does not run, once the owner set one', async () => {
    const client = shopperClient();
    const refused = (await client.redirects
      .createRedirectSession({ bookingsCheckout: { slotAvailability: { slot: { serviceId: 'svc-1' } } } })
      .catch((e: unknown) => e)) as SdkError;
    expect(refused.details.applicationError.code).toBe('REDIRECT_NOT_CONFIGURED');
    await setSiteSettings(t, { ownerCustomUrls: { bookingsCheckout: `${SHOP_PAGE_ORIGIN}/book` } });
    const redirectSession = await createSession({ bookingsCheckout: { slotAvailability: { slot: { serviceId: 'svc-1' } } } }, client);
    const url = new URL(redirectSession.fullUrl);
    expect(url.origin + url.pathname).toBe(`${SHOP_PAGE_ORIGIN}/book`);
    expect(url.searchParams.get('serviceId')).toBe('svc-1');
  });
});

/** The parts of an official SDK error the tests read. */
interface SdkError extends Error {
  details: { applicationError: { code: string; description: string }; validationError?: { fieldViolations: { field: string; description: string }[] } };
  status: number;
}

describe('errors', () => {
  it('reports a callback URL on a foreign origin as a validation error named after the caller’s argument', async () => {
    const error = (await shopperClient()
      .redirects.createRedirectSession({ login: {}, callbacks: { postFlowUrl: 'https://evil.example/steal' } })
      .catch((e: unknown) => e)) as SdkError;
    expect(error.status).toBe(400);
    const { message } = JSON.parse(error.message) as { message: string };
    expect(message).toMatch(/^INVALID_ARGUMENT: "options\.callbacks\.postFlowUrl" \S/);
    expect(error.details.validationError?.fieldViolations.map((v) => v.field)).toEqual(['options.callbacks.postFlowUrl']);
  });

  it('reports two intents at once as a one-of violation', async () => {
    const error = (await shopperClient()
      .redirects.createRedirectSession({ login: {}, storesProduct: { productSlug: 'classic-tee' } })
      .catch((e: unknown) => e)) as SdkError;
    expect(error.status).toBe(400);
    expect(JSON.parse(error.message).message).toMatch(/^INVALID_ARGUMENT: /);
  });
});

/** An official client signed in as a new member (registered, then the silent authorize and the code exchange). */
async function memberClient() {
  const member = await registerMember(t);
  const tokens = await memberTokensFor(t, member.visitorToken, member.sessionToken);
  const client = shopperClient();
  client.auth.setTokens({
    accessToken: { value: tokens.access_token, expiresAt: Math.floor(Date.now() / 1000) + tokens.expires_in },
    refreshToken: { value: tokens.refresh_token, role: TokenRole.MEMBER },
  });
  return { client, member };
}

/** What a shop's server does with a session token: the silent authorize of another official client, answered by redirect. */
async function silentSignIn(sessionToken: string, prompt: 'none' | 'login' = 'none') {
  const other = shopperClient();
  const oauthData = other.auth.generateOAuthData(`${SHOP_PAGE_ORIGIN}/callback`);
  const { authUrl } = await other.auth.getAuthUrl(oauthData, { prompt, responseMode: 'query', sessionToken } as Parameters<typeof other.auth.getAuthUrl>[1]);
  const answer = await wix.rawFetch(wix.local(authUrl), { redirect: 'manual' });
  const location = answer.headers.get('location')!;
  return { other, oauthData, location };
}

describe('sessionToken', () => {
  it('answers a member with a session token that signs the same member in elsewhere, once', async () => {
    const { client, member } = await memberClient();
    const { redirectSession } = await client.redirects.createRedirectSession({ storesProduct: { productSlug: 'classic-tee' } });
    const sessionToken = redirectSession?.sessionToken;
    expect(sessionToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    const { other, oauthData, location } = await silentSignIn(sessionToken!);
    const { code, state, error } = other.auth.parseFromUrl(location, 'query');
    expect(error).toBeUndefined();
    const tokens = await other.auth.getMemberTokens(code, state, oauthData);
    expect(tokens.refreshToken.role).toBe(TokenRole.MEMBER);
    expect(await t.ctx.tokens.verify(tokens.accessToken.value)).toMatchObject({ role: 'member', sub: member.identityId });

    const replay = await silentSignIn(sessionToken!);
    expect(replay.other.auth.parseFromUrl(replay.location, 'query').error).toBe('login_required');
  });

  it('starts the member’s session on the store’s own pages with it', async () => {
    const { client, member } = await memberClient();
    const { redirectSession } = await client.redirects.createRedirectSession({ login: {} });
    const started = await t.call('POST', '/oauth2/session', {
      headers: { origin: 'http://localhost:8787' },
      body: { sessionToken: redirectSession?.sessionToken },
    });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ identityId: member.identityId });
    expect(String(started.headers['set-cookie'])).toMatch(/HttpOnly/i);
  });

  it('does not pass for a fresh login where the flow asks for one (prompt=login)', async () => {
    const { client } = await memberClient();
    const { redirectSession } = await client.redirects.createRedirectSession({ login: {} });
    const { location } = await silentSignIn(redirectSession!.sessionToken!, 'login');
    expect(new URL(location).pathname).toBe('/hosted/login');
  });

  it('gives none to a visitor, nor with a logout session', async () => {
    const visitor = await shopperClient().redirects.createRedirectSession({ login: {} });
    expect(visitor.redirectSession?.sessionToken).toBeUndefined();
    const { client } = await memberClient();
    const logout = await client.redirects.createRedirectSession({ logout: { clientId: DEMO_CLIENT_ID } });
    expect(logout.redirectSession?.fullUrl).toBeTruthy();
    expect(logout.redirectSession?.sessionToken).toBeUndefined();
  });
});
