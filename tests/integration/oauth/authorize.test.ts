// /oauth2/authorize: response modes (fragment, query, web_message), prompts, the hosted login with its session cookie.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/test-app.js';
import {
  answerOf,
  authSession,
  callFrom,
  exchangeCode,
  loginAs,
  newState,
  pathOf,
  pkcePair,
  registerMember,
  SHOP_CALLBACK,
  SHOP_ORIGIN,
} from '../../support/identity-flows.js';

const t = useTestApp();

/** The message a web_message page posts, read from its inline script. */
function postedMessage(html: string): { origin: string; message: Record<string, string> } {
  const json = html.match(/var d=(\{.*?\});var w=/)?.[1];
  if (!json) throw new Error('no message in the page');
  return JSON.parse(json);
}

/** The hosted session cookie of a Set-Cookie answer. */
function sessionCookie(setCookie: string | string[] | undefined): string {
  const header = [setCookie ?? []].flat().find((c) => c.startsWith('tote_session_'));
  if (!header) throw new Error('no session cookie');
  return header;
}

describe('response modes', () => {
  it('answers in the fragment by default and in the query when asked, with code and state', async () => {
    const member = await registerMember(t);
    for (const mode of ['fragment', 'query'] as const) {
      const login = await loginAs(t, member.email, member.password, { visitorToken: member.visitorToken });
      const flow = await authSession(t, member.visitorToken, { sessionToken: login.json().sessionToken, responseMode: mode });
      const authorize = await callFrom(t, 'GET', pathOf(flow.fullUrl));
      expect(authorize.statusCode).toBe(302);
      const location = String(authorize.headers.location);
      expect(location.startsWith(SHOP_CALLBACK + (mode === 'query' ? '?' : '#'))).toBe(true);
      const answer = answerOf(location, mode);
      expect(answer.state).toBe(flow.state);
      expect((await exchangeCode(t, answer.code!, flow.verifier, flow.redirectUri)).statusCode).toBe(200);
      expect(authorize.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers web_message with a page that posts {code, state} only to the registered origin and only that origin may frame', async () => {
    const member = await registerMember(t);
    // The official SDK's direct login: no redirect URI, the page that created the session is the target.
    const flow = await authSession(t, member.visitorToken, { sessionToken: member.sessionToken, responseMode: 'web_message', redirectUri: null });
    expect(flow.response.statusCode).toBe(200);
    const page = await callFrom(t, 'GET', pathOf(flow.fullUrl));
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain(`frame-ancestors ${SHOP_ORIGIN}`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+'/);
    expect(page.headers['x-frame-options']).toBeUndefined();
    const posted = postedMessage(page.body);
    expect(posted.origin).toBe(SHOP_ORIGIN);
    expect(posted.message.state).toBe(flow.state);
    expect(page.body).toContain('postMessage(d.message,d.origin)');
    const tokens = await exchangeCode(t, posted.message.code!, flow.verifier, undefined);
    expect(tokens.statusCode).toBe(200);
  });

  it('refuses web_message without a redirect URI from a page whose origin is not registered', async () => {
    const member = await registerMember(t);
    const flow = await authSession(t, member.visitorToken, {
      sessionToken: member.sessionToken,
      responseMode: 'web_message',
      redirectUri: null,
      origin: 'https://evil.example',
    });
    expect(flow.response.statusCode).toBe(400);
  });

  it('posts login_required to the parent when nobody is logged in (prompt none)', async () => {
    const visitorToken = await t.visitorToken();
    const flow = await authSession(t, visitorToken, { responseMode: 'web_message', redirectUri: null });
    const page = await callFrom(t, 'GET', pathOf(flow.fullUrl));
    expect(postedMessage(page.body).message).toEqual({ error: 'login_required', error_description: 'The member is not logged in', state: flow.state });
  });

  it('redirects login_required for prompt none in query mode', async () => {
    const flow = await authSession(t, await t.visitorToken(), { prompt: 'none' });
    const authorize = await callFrom(t, 'GET', pathOf(flow.fullUrl));
    expect(answerOf(String(authorize.headers.location))).toMatchObject({ error: 'login_required', state: flow.state });
  });
});

describe('hosted login and the session cookie', () => {
  it('sends prompt=login to the hosted login page, then answers with a code once the member logged in there', async () => {
    const member = await registerMember(t);
    const shopVisitor = await t.visitorToken();
    const flow = await authSession(t, shopVisitor, { prompt: 'login', responseMode: 'fragment' });
    const sessionId = new URL(flow.fullUrl).searchParams.get('redirectSession');
    const first = await callFrom(t, 'GET', pathOf(flow.fullUrl));
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe(`http://localhost:8787/hosted/login?session=${sessionId}`);

    // The hosted login page (store origin) logs in with its own visitor token and trades the session token for the cookie.
    const pageVisitor = await t.visitorToken();
    const login = await callFrom(t, 'POST', '/_api/iam/authentication/v2/login', {
      token: pageVisitor,
      headers: { origin: 'http://localhost:8787' },
      body: { loginId: { email: member.email }, password: member.password },
    });
    const started = await callFrom(t, 'POST', '/oauth2/session', {
      headers: { origin: 'http://localhost:8787' },
      body: { sessionToken: login.json().sessionToken },
    });
    expect(started.statusCode).toBe(200);
    const cookie = sessionCookie(started.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    const cookiePair = cookie.split(';')[0]!;

    const onward = await callFrom(t, 'GET', `/r/${sessionId}`, { headers: { cookie: cookiePair } });
    expect(onward.headers.location).toBe(`http://localhost:8787/oauth2/authorize?redirectSession=${sessionId}`);
    const answered = await callFrom(t, 'GET', pathOf(String(onward.headers.location)), { headers: { cookie: cookiePair } });
    expect(answered.statusCode).toBe(302);
    const answer = answerOf(String(answered.headers.location), 'fragment');
    expect(answer.state).toBe(flow.state);
    const tokens = await exchangeCode(t, answer.code!, flow.verifier, flow.redirectUri);
    expect((await t.ctx.tokens.verify(tokens.json().access_token)).sub).toBe(member.identityId);
    // The session is used up: following it again does not mint another code.
    const replay = await callFrom(t, 'GET', pathOf(String(onward.headers.location)), { headers: { cookie: cookiePair } });
    expect(replay.statusCode).toBe(400);
  });

  it('answers prompt=none (and consent) at once for a member with a hosted session, but prompt=login asks again', async () => {
    const member = await registerMember(t);
    const started = await callFrom(t, 'POST', '/oauth2/session', { body: { sessionToken: member.sessionToken } });
    const cookiePair = sessionCookie(started.headers['set-cookie']).split(';')[0]!;
    for (const prompt of ['none', 'consent']) {
      const flow = await authSession(t, await t.visitorToken(), { prompt });
      const answered = await callFrom(t, 'GET', pathOf(flow.fullUrl), { headers: { cookie: cookiePair } });
      expect(answerOf(String(answered.headers.location)).code, prompt).toBeTruthy();
    }
    const again = await authSession(t, await t.visitorToken(), { prompt: 'login' });
    const answered = await callFrom(t, 'GET', pathOf(again.fullUrl), { headers: { cookie: cookiePair } });
    expect(String(answered.headers.location)).toContain('/hosted/login?session=');
  });

  it('treats prompt=select_account like prompt=login: the hosted login despite a session, then a code once the member signed in there', async () => {
    const member = await registerMember(t);
    const earlier = await callFrom(t, 'POST', '/oauth2/session', { body: { sessionToken: member.sessionToken } });
    const earlierCookie = sessionCookie(earlier.headers['set-cookie']).split(';')[0]!;
    const flow = await authSession(t, await t.visitorToken(), { prompt: 'select_account' });
    const sessionId = new URL(flow.fullUrl).searchParams.get('redirectSession');
    // A session from before the request does not choose the account: the member is asked.
    const asked = await callFrom(t, 'GET', pathOf(flow.fullUrl), { headers: { cookie: earlierCookie } });
    expect(asked.statusCode).toBe(302);
    expect(asked.headers.location).toBe(`http://localhost:8787/hosted/login?session=${sessionId}`);
    const onwardEarlier = await callFrom(t, 'GET', `/oauth2/authorize?redirectSession=${sessionId}`, { headers: { cookie: earlierCookie } });
    expect(onwardEarlier.headers.location).toBe(`http://localhost:8787/hosted/login?session=${sessionId}`);

    // The member signs in on the hosted page: the new session answers the same request with a code.
    const login = await loginAs(t, member.email, member.password);
    const started = await callFrom(t, 'POST', '/oauth2/session', {
      headers: { origin: 'http://localhost:8787' },
      body: { sessionToken: login.json().sessionToken },
    });
    const cookiePair = sessionCookie(started.headers['set-cookie']).split(';')[0]!;
    const answered = await callFrom(t, 'GET', `/oauth2/authorize?redirectSession=${sessionId}`, { headers: { cookie: cookiePair } });
    expect(answered.statusCode).toBe(302);
    const answer = answerOf(String(answered.headers.location));
    expect(answer.state).toBe(flow.state);
    const tokens = await exchangeCode(t, answer.code!, flow.verifier, flow.redirectUri);
    expect((await t.ctx.tokens.verify(tokens.json().access_token)).sub).toBe(member.identityId);
  });

  it('refuses to start a hosted session from another origin (login CSRF)', async () => {
    const member = await registerMember(t);
    const response = await callFrom(t, 'POST', '/oauth2/session', { headers: { origin: SHOP_ORIGIN }, body: { sessionToken: member.sessionToken } });
    expect(response.statusCode).toBe(403);
    const crossSite = await callFrom(t, 'POST', '/oauth2/session', {
      headers: { 'sec-fetch-site': 'cross-site' },
      body: { sessionToken: member.sessionToken },
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it('takes a standard authorization request straight at the endpoint and keeps it in a session for the login page', async () => {
    const { verifier, challenge } = pkcePair();
    const state = newState();
    const url = `/oauth2/authorize?client_id=demo&redirect_uri=${encodeURIComponent(SHOP_CALLBACK)}&response_type=code&response_mode=query&state=${state}&code_challenge=${challenge}&code_challenge_method=S256&scope=offline_access`;
    const first = await callFrom(t, 'GET', url);
    const loginPage = new URL(String(first.headers.location));
    expect(loginPage.pathname).toBe('/hosted/login');
    const sessionId = loginPage.searchParams.get('session')!;
    const member = await registerMember(t);
    const started = await callFrom(t, 'POST', '/oauth2/session', { body: { sessionToken: member.sessionToken } });
    const cookiePair = sessionCookie(started.headers['set-cookie']).split(';')[0]!;
    const onward = await callFrom(t, 'GET', `/r/${sessionId}`, { headers: { cookie: cookiePair } });
    const answered = await callFrom(t, 'GET', pathOf(String(onward.headers.location)), { headers: { cookie: cookiePair } });
    const answer = answerOf(String(answered.headers.location));
    expect(answer.state).toBe(state);
    expect((await exchangeCode(t, answer.code!, verifier, SHOP_CALLBACK)).statusCode).toBe(200);
  });

  it('mints one code when the same session is followed twice at once', async () => {
    const member = await registerMember(t);
    const started = await callFrom(t, 'POST', '/oauth2/session', { body: { sessionToken: member.sessionToken } });
    const cookiePair = sessionCookie(started.headers['set-cookie']).split(';')[0]!;
    const flow = await authSession(t, await t.visitorToken(), { prompt: 'consent' });
    const both = await Promise.all([0, 1].map(() => callFrom(t, 'GET', pathOf(flow.fullUrl), { headers: { cookie: cookiePair } })));
    const codes = both.filter((r) => r.statusCode === 302 && answerOf(String(r.headers.location)).code);
    expect(codes).toHaveLength(1);
  });
});
