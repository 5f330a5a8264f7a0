// The store's own origin counts as registered for every client (its hosted pages are clients too); foreign origins stay refused.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/test-app.js';
import { answerOf, authSession, callFrom, exchangeCode, pathOf, registerMember } from '../../support/identity-flows.js';

const t = useTestApp();
const STORE = 'http://localhost:8787';

describe("the store's own origin", () => {
  it('takes a redirect URI on the store for any client and delivers the code there', async () => {
    const member = await registerMember(t);
    const flow = await authSession(t, member.visitorToken, { sessionToken: member.sessionToken, redirectUri: `${STORE}/hosted/account`, origin: STORE });
    expect(flow.response.statusCode).toBe(200);
    const authorize = await callFrom(t, 'GET', pathOf(flow.fullUrl));
    expect(authorize.statusCode).toBe(302);
    const location = String(authorize.headers.location);
    expect(location.startsWith(`${STORE}/hosted/account?`)).toBe(true);
    const answer = answerOf(location);
    expect((await exchangeCode(t, answer.code!, flow.verifier, flow.redirectUri)).statusCode).toBe(200);
  });

  it('posts a web_message answer to a page of the store that created the session', async () => {
    const member = await registerMember(t);
    const flow = await authSession(t, member.visitorToken, {
      sessionToken: member.sessionToken,
      responseMode: 'web_message',
      redirectUri: null,
      origin: STORE,
    });
    expect(flow.response.statusCode).toBe(200);
    const page = await callFrom(t, 'GET', pathOf(flow.fullUrl));
    expect(page.statusCode).toBe(200);
    expect(String(page.headers['content-security-policy'])).toContain(`frame-ancestors ${STORE}`);
  });

  it('still refuses a redirect URI on an origin no client registered', async () => {
    const visitor = await t.visitorToken();
    for (const redirectUri of ['https://evil.example/callback', 'http://localhost:9999/callback', 'http://127.0.0.1:8787/hosted/account']) {
      const flow = await authSession(t, visitor, { redirectUri });
      expect(flow.response.statusCode, redirectUri).toBe(400);
      expect(flow.response.json().details.applicationError.description).toContain('is not a redirect URI registered');
    }
  });

  it('takes callbacks on the store and refuses them elsewhere', async () => {
    const token = await t.visitorToken();
    const ok = await callFrom(t, 'POST', '/_api/redirects-api/v1/redirect-session', {
      token,
      body: { login: {}, callbacks: { postFlowUrl: `${STORE}/hosted/account/info` } },
    });
    expect(ok.statusCode).toBe(200);
    const bad = await callFrom(t, 'POST', '/_api/redirects-api/v1/redirect-session', {
      token,
      body: { login: {}, callbacks: { postFlowUrl: 'https://evil.example/after' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.validationError.fieldViolations[0].field).toBe('callbacks.postFlowUrl');
  });

  it('sends a logout on to a page of the store, and refuses a foreign one before ending anything', async () => {
    const good = await callFrom(
      t,
      'GET',
      `/_api/iam/authentication/v1/logout?clientId=demo&postLogoutRedirectUri=${encodeURIComponent(`${STORE}/hosted/login`)}`,
    );
    expect(good.statusCode).toBe(302);
    expect(good.headers.location).toBe(`${STORE}/hosted/login`);
    const bad = await callFrom(
      t,
      'GET',
      `/_api/iam/authentication/v1/logout?clientId=demo&postLogoutRedirectUri=${encodeURIComponent('https://evil.example/')}`,
    );
    expect(bad.statusCode).toBe(400);
  });
});
