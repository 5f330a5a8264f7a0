// The official OAuthStrategy against a Tote server: anonymous visitor tokens, the raw Authorization header, renewal and its fallbacks.
import { createClient, OAuthStrategy, TokenRole } from '@wix/sdk';
import { products } from '@wix/stores';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID } from '../../../src/server/seed/demo-site.js';
import { useOfficialWix, type SentRequest } from '../../support/official-wix.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
const wix = useOfficialWix(t);

function shopperClient(clientId = DEMO_CLIENT_ID) {
  return createClient({ modules: { products }, auth: OAuthStrategy({ clientId }), fetch: wix.fetch });
}

/** The token calls sent since `from`, with their JSON bodies. */
function tokenCalls(from: number): { grantType: unknown; body: Record<string, unknown>; status: number }[] {
  return wix.sent
    .slice(from)
    .filter((r: SentRequest) => r.path === '/oauth2/token')
    .map((r) => {
      const body = JSON.parse(r.body ?? '{}') as Record<string, unknown>;
      return { grantType: body.grantType, body, status: r.status };
    });
}

function subjectOf(accessToken: string): string {
  return String(decodeJwt(accessToken).sub);
}

describe('visitor tokens', () => {
  it('gets anonymous tokens on the first call and sends the access token raw in Authorization', async () => {
    const shop = shopperClient();
    const from = wix.sent.length;
    const before = Math.floor(Date.now() / 1000);
    await shop.products.queryProducts().limit(1).find();
    const calls = tokenCalls(from);
    expect(calls).toEqual([{ grantType: 'anonymous', body: { clientId: DEMO_CLIENT_ID, grantType: 'anonymous' }, status: 200 }]);
    const tokens = shop.auth.getTokens();
    expect(tokens.refreshToken.role).toBe(TokenRole.VISITOR);
    expect(tokens.refreshToken.value).toMatch(/\S{20,}/);
    expect(tokens.accessToken.expiresAt).toBeGreaterThan(before + 60);
    const query = wix.sent.slice(from).find((r) => r.path.startsWith('/stores-reader/'))!;
    expect(query.headers.authorization).toBe(tokens.accessToken.value);
    expect(shop.auth.loggedIn()).toBe(false);
  });

  it('reuses valid tokens without asking for new ones', async () => {
    const shop = shopperClient();
    await shop.products.queryProducts().limit(1).find();
    const from = wix.sent.length;
    await shop.products.queryProducts().limit(1).find();
    await shop.products.queryProducts().limit(2).find();
    expect(tokenCalls(from)).toEqual([]);
  });

  it('hands out tokens with generateVisitorTokens that a second client can use', async () => {
    const first = shopperClient();
    const tokens = await first.auth.generateVisitorTokens();
    expect(tokens.refreshToken.role).toBe(TokenRole.VISITOR);
    const second = createClient({ modules: { products }, auth: OAuthStrategy({ clientId: DEMO_CLIENT_ID, tokens }), fetch: wix.fetch });
    const from = wix.sent.length;
    const { items } = await second.products.queryProducts().limit(1).find();
    expect(items).toHaveLength(1);
    expect(tokenCalls(from)).toEqual([]);
    expect(await first.auth.generateVisitorTokens(tokens)).toEqual(tokens);
  });
});

describe('renewal', () => {
  it('renews an expired access token with the refresh token and stays the same visitor', async () => {
    const shop = shopperClient();
    await shop.products.queryProducts().limit(1).find();
    const old = shop.auth.getTokens();
    shop.auth.setTokens({ ...old, accessToken: { value: old.accessToken.value, expiresAt: Math.floor(Date.now() / 1000) - 1 } });
    const from = wix.sent.length;
    await shop.products.queryProducts().limit(1).find();
    const calls = tokenCalls(from);
    expect(calls).toEqual([
      { grantType: 'refresh_token', body: { clientId: DEMO_CLIENT_ID, grantType: 'refresh_token', refreshToken: old.refreshToken.value }, status: 200 },
    ]);
    const renewed = shop.auth.getTokens();
    expect(renewed.accessToken.expiresAt).toBeGreaterThan(Math.floor(Date.now() / 1000));
    expect(renewed.refreshToken).toEqual(old.refreshToken);
    expect(subjectOf(renewed.accessToken.value)).toBe(subjectOf(old.accessToken.value));
  });

  it('renews with renewToken directly', async () => {
    const shop = shopperClient();
    const tokens = await shop.auth.generateVisitorTokens();
    const renewed = await shop.auth.renewToken(tokens.refreshToken);
    expect(renewed.refreshToken).toEqual(tokens.refreshToken);
    expect(subjectOf(renewed.accessToken.value)).toBe(subjectOf(tokens.accessToken.value));
  });

  it('starts a new visitor when the refresh token is refused', async () => {
    const shop = shopperClient();
    shop.auth.setTokens({ accessToken: { value: '', expiresAt: 0 }, refreshToken: { value: 'not-a-refresh-token', role: TokenRole.VISITOR } });
    const from = wix.sent.length;
    const { items } = await shop.products.queryProducts().limit(1).find();
    expect(items).toHaveLength(1);
    expect(tokenCalls(from).map((c) => [c.grantType, c.status])).toEqual([
      ['refresh_token', 400],
      ['anonymous', 200],
    ]);
    expect(shop.auth.getTokens().refreshToken.value).not.toBe('not-a-refresh-token');
  });

  it('rejects renewToken of an unknown refresh token with the SDK token error and the request id', async () => {
    const shop = shopperClient();
    const error = (await shop.auth.renewToken({ value: 'not-a-refresh-token', role: TokenRole.VISITOR }).catch((e: unknown) => e)) as Error;
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toMatch(/^Failed to fetch tokens from OAuth API: Bad Request\. request id: [0-9a-f-]{36}\. Response: \{/);
  });

  it('refuses tokens to an unknown client id', async () => {
    const shop = shopperClient('no-such-client');
    const from = wix.sent.length;
    const error = (await shop.auth.generateVisitorTokens().catch((e: unknown) => e)) as Error;
    expect(error.message).toMatch(/^Failed to fetch tokens from OAuth API: Unauthorized\. .*"code":"invalid_client"/);
    expect(tokenCalls(from).map((c) => c.status)).toEqual([401]);
  });
});
