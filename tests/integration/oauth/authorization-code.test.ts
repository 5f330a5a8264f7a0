// The authorization_code grant with PKCE: login → silent authorize → tokens, and every way a code is refused.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/test-app.js';
import { answerOf, authSession, callFrom, exchangeCode, loginAs, pathOf, registerMember, SHOP_CALLBACK } from '../../support/identity-flows.js';

let offsetMs = 0;
const t = useTestApp({ clock: () => new Date(Date.now() + offsetMs) });

/** A member logged in on a fresh visitor, with a code issued by a silent authorize. */
async function codeFlow(options: { redirectUri?: string } = {}) {
  const member = await registerMember(t);
  const visitorToken = await t.visitorToken();
  const login = await loginAs(t, member.email, member.password, { visitorToken });
  const flow = await authSession(t, visitorToken, {
    sessionToken: login.json().sessionToken,
    ...(options.redirectUri ? { redirectUri: options.redirectUri } : {}),
  });
  expect(flow.response.statusCode).toBe(200);
  const authorize = await callFrom(t, 'GET', pathOf(flow.fullUrl));
  expect(authorize.statusCode).toBe(302);
  const answer = answerOf(String(authorize.headers.location));
  return { member, visitorToken, flow, code: answer.code!, state: answer.state!, location: String(authorize.headers.location) };
}

describe('authorization_code grant', () => {
  it('turns login → silent authorize → code into member tokens with refresh role member', async () => {
    const { member, flow, code, state, location } = await codeFlow();
    expect(location.startsWith(`${SHOP_CALLBACK}?`)).toBe(true);
    expect(state).toBe(flow.state);
    const tokens = await exchangeCode(t, code, flow.verifier, flow.redirectUri);
    expect(tokens.statusCode).toBe(200);
    const body = tokens.json();
    expect(body).toMatchObject({ expires_in: 14400, token_type: 'Bearer' });
    const claims = await t.ctx.tokens.verify(body.access_token);
    expect(claims).toMatchObject({ sub: member.identityId, role: 'member', cid: 'demo' });
    const row = await t.ctx.db.selectFrom('refresh_tokens').select(['role', 'subject_id']).where('id', '=', claims.sid!).executeTakeFirstOrThrow();
    expect(row).toEqual({ role: 'member', subject_id: member.identityId });
    // The refresh token renews member tokens and is not rotated.
    const renewed = await callFrom(t, 'POST', '/oauth2/token', { body: { clientId: 'demo', grantType: 'refresh_token', refreshToken: body.refresh_token } });
    expect(renewed.json().refresh_token).toBe(body.refresh_token);
    expect((await t.ctx.tokens.verify(renewed.json().access_token)).role).toBe('member');
  });

  it('refuses a wrong PKCE verifier', async () => {
    const { code, flow } = await codeFlow();
    const other = 'x'.repeat(43);
    const response = await exchangeCode(t, code, other, flow.redirectUri);
    expect(response.statusCode).toBe(400);
    expect(response.json().details.applicationError.code).toBe('invalid_grant');
    // The failed attempt used the code up.
    expect((await exchangeCode(t, code, flow.verifier, flow.redirectUri)).json().details.applicationError.code).toBe('invalid_grant');
  });

  it('refuses a malformed verifier with invalid_request', async () => {
    const { code, flow } = await codeFlow();
    const response = await exchangeCode(t, code, 'short', flow.redirectUri);
    expect(response.json().details.applicationError.code).toBe('invalid_request');
  });

  it('refuses a reused code and revokes the refresh token it produced', async () => {
    const { code, flow } = await codeFlow();
    const first = await exchangeCode(t, code, flow.verifier, flow.redirectUri);
    expect(first.statusCode).toBe(200);
    const again = await exchangeCode(t, code, flow.verifier, flow.redirectUri);
    expect(again.statusCode).toBe(400);
    expect(again.json().details.applicationError).toMatchObject({ code: 'invalid_grant', description: 'The authorization code was already used' });
    const refresh = await callFrom(t, 'POST', '/oauth2/token', {
      body: { clientId: 'demo', grantType: 'refresh_token', refreshToken: first.json().refresh_token },
    });
    expect(refresh.json().details.applicationError.code).toBe('invalid_grant');
  });

  it('refuses an expired code', async () => {
    const { code, flow } = await codeFlow();
    offsetMs = 121_000;
    try {
      const response = await exchangeCode(t, code, flow.verifier, flow.redirectUri);
      expect(response.json().details.applicationError).toMatchObject({ code: 'invalid_grant', description: 'The authorization code has expired' });
    } finally {
      offsetMs = 0;
    }
  });

  it('binds the code to its redirect URI', async () => {
    const { code, flow } = await codeFlow();
    const response = await exchangeCode(t, code, flow.verifier, 'http://localhost:8788/other');
    expect(response.json().details.applicationError).toMatchObject({
      code: 'invalid_grant',
      description: 'redirectUri does not match the authorization request',
    });
  });

  it('binds the code to its client', async () => {
    await t.ctx.db
      .insertInto('oauth_clients')
      .values({ id: 'other-client', site_id: 'tote-demo', name: 'Other', allowed_origins: ['http://localhost:8788'] })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const { code, flow } = await codeFlow();
    const response = await callFrom(t, 'POST', '/oauth2/token', {
      body: { clientId: 'other-client', grantType: 'authorization_code', code, codeVerifier: flow.verifier, redirectUri: flow.redirectUri },
    });
    expect(response.json().details.applicationError).toMatchObject({
      code: 'invalid_grant',
      description: 'The authorization code was issued to another client',
    });
  });

  it('refuses an unknown code', async () => {
    const response = await exchangeCode(t, 'nope', 'a'.repeat(43), SHOP_CALLBACK);
    expect(response.json().details.applicationError).toMatchObject({ code: 'invalid_grant', description: 'The authorization code is unknown' });
  });

  it('does not answer a code for a session token used once already', async () => {
    const member = await registerMember(t);
    const visitorToken = await t.visitorToken();
    const sessionToken = (await loginAs(t, member.email, member.password, { visitorToken })).json().sessionToken;
    const first = await authSession(t, visitorToken, { sessionToken });
    expect(answerOf(String((await callFrom(t, 'GET', pathOf(first.fullUrl))).headers.location)).code).toBeTruthy();
    const second = await authSession(t, visitorToken, { sessionToken });
    expect(second.response.statusCode).toBe(200);
    const answer = answerOf(String((await callFrom(t, 'GET', pathOf(second.fullUrl))).headers.location));
    expect(answer).toMatchObject({ error: 'login_required', state: second.state });
  });
});

describe('authorization request checks', () => {
  it('refuses a redirect URI on an origin not registered for the client', async () => {
    const member = await registerMember(t);
    const flow = await authSession(t, member.visitorToken, { sessionToken: member.sessionToken, redirectUri: 'https://evil.example/callback' });
    expect(flow.response.statusCode).toBe(400);
    expect(flow.response.json().details.applicationError.code).toBe('invalid_request');
    // Straight at the endpoint: an error page, no redirect to the foreign origin.
    const direct = await callFrom(
      t,
      'GET',
      `/oauth2/authorize?client_id=demo&redirect_uri=${encodeURIComponent('https://evil.example/cb')}&response_type=code&state=s&code_challenge=${'a'.repeat(43)}&code_challenge_method=S256&prompt=none`,
    );
    expect(direct.statusCode).toBe(400);
    expect(direct.headers.location).toBeUndefined();
    expect(direct.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('refuses a registered host on another port or scheme, and http outside localhost', async () => {
    const member = await registerMember(t);
    for (const uri of ['http://localhost:9999/cb', 'https://localhost:8788/cb', 'http://localhost:8788@evil.example/cb']) {
      const flow = await authSession(t, member.visitorToken, { redirectUri: uri });
      expect(flow.response.statusCode, uri).toBe(400);
    }
    await t.ctx.db
      .updateTable('oauth_clients')
      .set({ allowed_origins: ['http://localhost:8788', 'http://127.0.0.1:8788', 'http://shop.example'] })
      .where('id', '=', 'demo')
      .execute();
    try {
      const flow = await authSession(t, member.visitorToken, { redirectUri: 'http://shop.example/cb' });
      expect(flow.response.statusCode).toBe(400);
      expect(flow.response.json().details.applicationError.description).toContain('https');
    } finally {
      await t.ctx.db
        .updateTable('oauth_clients')
        .set({ allowed_origins: ['http://localhost:8788', 'http://127.0.0.1:8788'] })
        .where('id', '=', 'demo')
        .execute();
    }
  });

  it('requires PKCE S256', async () => {
    const visitorToken = await t.visitorToken();
    const response = await callFrom(t, 'POST', '/_api/redirects-api/v1/redirect-session', {
      token: visitorToken,
      body: {
        auth: {
          authRequest: {
            clientId: 'demo',
            redirectUri: SHOP_CALLBACK,
            responseType: 'code',
            state: 'abc',
            codeChallenge: 'plain-verifier',
            codeChallengeMethod: 'plain',
          },
          prompt: 'none',
        },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.applicationError.description).toContain('S256');
  });

  it('answers errors of a valid client and redirect URI at the redirect URI, with the state', async () => {
    const response = await callFrom(
      t,
      'GET',
      `/oauth2/authorize?client_id=demo&redirect_uri=${encodeURIComponent(SHOP_CALLBACK)}&response_type=token&state=st8&code_challenge=${'a'.repeat(43)}&code_challenge_method=S256`,
    );
    expect(response.statusCode).toBe(302);
    expect(answerOf(String(response.headers.location), 'fragment')).toMatchObject({ error: 'unsupported_response_type', state: 'st8' });
  });
});
