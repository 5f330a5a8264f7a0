// The SDK's tokens against the real store: visitor tokens, renewal, refusals, shared renewals, API keys.
import { describe, expect, it } from 'vitest';
import { ApplicationError, createClient, memoryStorage, ToteError } from '../../../src/sdk/index.js';
import type { TokenStorage } from '../../../src/sdk/index.js';
import { DEMO_CLIENT_ID } from '../../../src/server/seed/demo-site.js';
import { injectFetch } from '../../support/inject-fetch.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
const BASE = 'http://store.test';

function sdk(options: { storage?: TokenStorage; now?: () => number; clientId?: string; fetch?: typeof fetch; apiKey?: string } = {}) {
  const wire = injectFetch(t.app);
  const client = createClient({ clientId: DEMO_CLIENT_ID, baseUrl: BASE, fetch: wire.fetch, retry: { baseDelayMs: 1 }, ...options });
  return { client, seen: wire.seen, tokenCalls: () => wire.seen.filter((r) => r.url.endsWith('/oauth2/token')) };
}

const grantOf = (body: string | undefined) => (JSON.parse(body ?? '{}') as { grantType?: string }).grantType;

describe('visitor tokens', () => {
  it('asks for visitor tokens on first use and keeps them with an expiry timestamp', async () => {
    const now = Date.UTC(2026, 0, 1);
    const { client, tokenCalls } = sdk({ now: () => now });
    const tokens = await client.tokens.validTokens();
    expect(tokenCalls().map((r) => grantOf(r.body))).toEqual(['anonymous']);
    expect(tokens.accessToken.expiresAt).toBe(now / 1000 + 14_400);
    expect(tokens.refreshToken.role).toBe('visitor');
    expect(await client.tokens.getTokens()).toEqual(tokens);
    expect(await client.auth.loggedIn()).toBe(false);
  });

  it('sends the raw access token on every call and none on the token call', async () => {
    const { client, seen } = sdk();
    const call = () => client.core.http.request({ method: 'GET', path: '/no/such/route' });
    await expect(call()).rejects.toThrow(ApplicationError);
    await expect(call()).rejects.toThrow(ApplicationError);
    const [tokenCall, first, second] = seen;
    expect(tokenCall!.headers.authorization).toBeUndefined();
    expect(tokenCall!.headers['content-type']).toBe('application/json');
    const { accessToken } = await client.tokens.getTokens();
    expect(first!.headers.authorization).toBe(accessToken.value);
    expect(second!.headers.authorization).toBe(accessToken.value);
    expect(seen).toHaveLength(3);
  });

  it('turns the real 404 into an application error with the request id', async () => {
    const { client } = sdk();
    const error = (await client.core.http.request({ method: 'GET', path: '/no/such/route' }).catch((e: unknown) => e)) as ApplicationError;
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error.kind).toBe('user');
    expect(error.status).toBe(404);
    expect(error.applicationCode).toBe('NOT_FOUND');
    expect(error.message).toBe('Not found: No route for GET /no/such/route');
    expect(error.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('renewal', () => {
  it('renews an expired access token with the refresh token, for the same visitor', async () => {
    let now = Date.now();
    const { client, tokenCalls } = sdk({ now: () => now });
    const first = await client.tokens.validTokens();
    now += 5 * 3600 * 1000;
    const renewed = await client.tokens.validTokens();
    expect(tokenCalls().map((r) => grantOf(r.body))).toEqual(['anonymous', 'refresh_token']);
    expect(JSON.parse(tokenCalls()[1]!.body!)).toEqual({ clientId: DEMO_CLIENT_ID, grantType: 'refresh_token', refreshToken: first.refreshToken.value });
    expect(renewed.refreshToken).toEqual(first.refreshToken);
    expect(renewed.accessToken.expiresAt).toBeGreaterThan(first.accessToken.expiresAt);
    expect((await t.ctx.tokens.verify(renewed.accessToken.value)).sub).toBe((await t.ctx.tokens.verify(first.accessToken.value)).sub);
  });

  it('asks for new visitor tokens when the store refuses the refresh token', async () => {
    const storage = memoryStorage({
      [DEMO_CLIENT_ID]: { accessToken: { value: '', expiresAt: 0 }, refreshToken: { value: 'revoked-or-unknown', role: 'member' } },
    });
    const { client, tokenCalls } = sdk({ storage });
    const tokens = await client.tokens.validTokens();
    expect(tokenCalls().map((r) => grantOf(r.body))).toEqual(['refresh_token', 'anonymous']);
    expect(tokens.refreshToken.role).toBe('visitor');
    expect(tokens.refreshToken.value).not.toBe('revoked-or-unknown');
  });

  it('makes one token call when ten calls start at once', async () => {
    const { client, tokenCalls, seen } = sdk();
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => client.core.http.request({ method: 'GET', path: '/nothing/here' })));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(tokenCalls()).toHaveLength(1);
    const token = (await client.tokens.getTokens()).accessToken.value;
    expect(seen.filter((r) => r.headers.authorization === token)).toHaveLength(10);
  });

  it('shares one renewal between two clients on one storage', async () => {
    const storage = memoryStorage();
    const wire = injectFetch(t.app);
    const a = createClient({ clientId: DEMO_CLIENT_ID, baseUrl: BASE, fetch: wire.fetch, storage });
    const b = createClient({ clientId: DEMO_CLIENT_ID, baseUrl: BASE, fetch: wire.fetch, storage });
    const [ta, tb] = await Promise.all([a.tokens.validTokens(), b.tokens.validTokens()]);
    expect(wire.seen.filter((r) => r.url.endsWith('/oauth2/token'))).toHaveLength(1);
    expect(ta).toEqual(tb);
  });

  it('gives clients with storages of their own visitors of their own', async () => {
    const [a, b] = [sdk().client, sdk().client];
    const [ta, tb] = await Promise.all([a.tokens.validTokens(), b.tokens.validTokens()]);
    expect(ta.refreshToken.value).not.toBe(tb.refreshToken.value);
  });
});

describe('refusals and failures', () => {
  it('reports a refused grant as TOKEN_ERROR "something went wrong" with the store’s details', async () => {
    const { client } = sdk({ clientId: 'no-such-client' });
    const error = (await client.tokens.validTokens().catch((e: unknown) => e)) as ToteError;
    expect(error).toBeInstanceOf(ToteError);
    expect(error.code).toBe('TOKEN_ERROR');
    expect(error.message).toBe('something went wrong');
    expect(error.status).toBe(401);
    expect(error.details.applicationError?.code).toBe('invalid_client');
    expect(error.requestId).toBeTruthy();
  });

  it('retries a token call after a network failure', async () => {
    const wire = injectFetch(t.app);
    let failures = 1;
    const flaky: typeof fetch = async (input, init) => {
      if (failures-- > 0) throw new TypeError('fetch failed');
      return wire.fetch(input, init);
    };
    const client = createClient({ clientId: DEMO_CLIENT_ID, baseUrl: BASE, fetch: flaky, retry: { baseDelayMs: 1 } });
    const tokens = await client.tokens.validTokens();
    expect(tokens.accessToken.value).toBeTruthy();
    expect(wire.seen).toHaveLength(1);
  });

  it('keeps a member’s refresh token when the store cannot be reached', async () => {
    const member = { accessToken: { value: 'old', expiresAt: 0 }, refreshToken: { value: 'member-refresh', role: 'member' as const } };
    const storage = memoryStorage({ [DEMO_CLIENT_ID]: member });
    let attempts = 0;
    const offline: typeof fetch = async () => {
      attempts++;
      throw new TypeError('fetch failed');
    };
    const client = createClient({ clientId: DEMO_CLIENT_ID, baseUrl: BASE, fetch: offline, storage, retry: { retries: 2, baseDelayMs: 1 } });
    const error = (await client.tokens.validTokens().catch((e: unknown) => e)) as ToteError;
    expect(error.code).toBe('NETWORK_ERROR');
    expect(error.kind).toBe('system');
    expect(error.message).toBe('System error occurred');
    expect(attempts).toBe(3);
    expect(await storage.get(DEMO_CLIENT_ID)).toEqual(member);
  });
});

describe('API keys', () => {
  it('sends the merchant API key instead of tokens', async () => {
    const key = await t.merchantKey();
    const { client, seen, tokenCalls } = sdk({ apiKey: key });
    await client.core.http.request({ method: 'GET', path: '/no/such/route' }).catch(() => undefined);
    expect(seen[0]!.headers.authorization).toBe(key);
    expect(tokenCalls()).toHaveLength(0);
  });
});
