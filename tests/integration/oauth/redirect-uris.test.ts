// Exact redirect URIs (RFC 9700 §4.1.3): a client with registered URIs gets codes only for those, never for another path, a trailing slash or the store's origin.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID } from '../../../src/server/seed/demo-site.js';
import { answerOf, authSession, callFrom, loginAs, pathOf, registerMember, SHOP_CALLBACK, SHOP_ORIGIN } from '../../support/identity-flows.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
const LOOPBACK_CALLBACK = 'http://127.0.0.1:8000/oauth/done';

beforeAll(async () => {
  // The demo client, set up as an app with a fixed callback: exact redirect URIs and no allowed redirect domains.
  await t.ctx.db
    .updateTable('oauth_clients')
    .set({ redirect_uris: [SHOP_CALLBACK, LOOPBACK_CALLBACK], allowed_redirect_domains: [] })
    .where('id', '=', DEMO_CLIENT_ID)
    .execute();
});

async function signedInVisitor(): Promise<{ visitorToken: string; sessionToken: string }> {
  const member = await registerMember(t);
  const visitorToken = await t.visitorToken();
  const login = await loginAs(t, member.email, member.password, { visitorToken });
  return { visitorToken, sessionToken: login.json().sessionToken };
}

describe('a client with exact redirect URIs', () => {
  it('issues a code for a registered URI, exactly as registered', async () => {
    const { visitorToken, sessionToken } = await signedInVisitor();
    const flow = await authSession(t, visitorToken, { sessionToken, redirectUri: SHOP_CALLBACK });
    expect(flow.response.statusCode).toBe(200);
    const authorize = await callFrom(t, 'GET', pathOf(flow.fullUrl));
    expect(authorize.statusCode).toBe(302);
    expect(String(authorize.headers.location).startsWith(`${SHOP_CALLBACK}?`)).toBe(true);
    expect(answerOf(String(authorize.headers.location)).code).toBeTruthy();
  });

  it('takes a registered loopback URI on any port', async () => {
    const { visitorToken, sessionToken } = await signedInVisitor();
    const flow = await authSession(t, visitorToken, { sessionToken, redirectUri: 'http://127.0.0.1:51234/oauth/done' });
    expect(flow.response.statusCode).toBe(200);
    const authorize = await callFrom(t, 'GET', pathOf(flow.fullUrl));
    expect(String(authorize.headers.location).startsWith('http://127.0.0.1:51234/oauth/done?')).toBe(true);
  });

  it('refuses other paths, a trailing slash, an added query and any other page of the store origin', async () => {
    const { visitorToken, sessionToken } = await signedInVisitor();
    for (const uri of [
      `${SHOP_CALLBACK}/`,
      `${SHOP_ORIGIN}/other`,
      `${SHOP_CALLBACK}?next=x`,
      `${SHOP_ORIGIN}/`,
      'http://localhost:8787/r/x',
      'http://localhost:8787/hosted/login',
      'http://127.0.0.1:51234/oauth/done/',
    ]) {
      const flow = await authSession(t, visitorToken, { sessionToken, redirectUri: uri });
      expect(flow.response.statusCode, uri).toBe(400);
      expect(flow.response.json().details.applicationError.description, uri).toContain('is not a redirect URI registered');
    }
  });

  it('answers an unregistered redirect URI at the authorize endpoint with an error page, never a redirect', async () => {
    const uri = `${SHOP_CALLBACK}/`;
    const direct = await callFrom(
      t,
      'GET',
      `/oauth2/authorize?client_id=demo&redirect_uri=${encodeURIComponent(uri)}&response_type=code&state=s&code_challenge=${'a'.repeat(43)}&code_challenge_method=S256&prompt=none`,
    );
    expect(direct.statusCode).toBe(400);
    expect(direct.headers.location).toBeUndefined();
  });

  it('still takes the hosted account page of the store, where the store signs members in', async () => {
    const { visitorToken, sessionToken } = await signedInVisitor();
    const flow = await authSession(t, visitorToken, {
      sessionToken,
      redirectUri: 'http://localhost:8787/hosted/account',
      responseMode: 'web_message',
      origin: 'http://localhost:8787',
    });
    expect(flow.response.statusCode).toBe(200);
  });
});
