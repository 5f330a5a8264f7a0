// Logout: the logout redirect session signs the member out everywhere (refresh tokens, hosted sessions); the logout URL ends the hosted session and goes to a checked URL.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/test-app.js';
import { callFrom, memberTokensFor, pathOf, registerMember, SHOP_ORIGIN } from '../../support/identity-flows.js';

const t = useTestApp();

async function refresh(refreshToken: string) {
  return callFrom(t, 'POST', '/oauth2/token', { body: { clientId: 'demo', grantType: 'refresh_token', refreshToken } });
}

describe('logout', () => {
  it('revokes every refresh token and hosted session of the member who logs out', async () => {
    const member = await registerMember(t);
    const laptop = await memberTokensFor(t, member.visitorToken, member.sessionToken);
    const phoneLogin = await registerMemberLogin(member.email, member.password);
    const phone = await memberTokensFor(t, phoneLogin.visitorToken, phoneLogin.sessionToken);
    const hosted = await callFrom(t, 'POST', '/oauth2/session', {
      body: { sessionToken: (await registerMemberLogin(member.email, member.password)).sessionToken },
    });
    expect(hosted.statusCode).toBe(200);

    const session = await callFrom(t, 'POST', '/_api/redirects-api/v1/redirect-session', {
      token: laptop.access_token,
      body: { logout: { clientId: 'demo' }, callbacks: { postFlowUrl: `${SHOP_ORIGIN}/bye` } },
    });
    expect(session.statusCode).toBe(200);
    const fullUrl = session.json().redirectSession.fullUrl as string;
    expect(fullUrl).toBe(
      `http://localhost:8787/_api/iam/authentication/v1/logout?clientId=demo&postLogoutRedirectUri=${encodeURIComponent(`${SHOP_ORIGIN}/bye`)}`,
    );

    for (const ended of [laptop, phone]) expect((await refresh(ended.refresh_token)).json().details.applicationError.code).toBe('invalid_grant');
    const sessions = await t.ctx.db.selectFrom('identity_sessions').select('revoked_at').where('identity_id', '=', member.identityId).execute();
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.filter((row) => row.revoked_at === null)).toEqual([]);

    const followed = await callFrom(t, 'GET', pathOf(fullUrl));
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe(`${SHOP_ORIGIN}/bye`);
  });

  it('ends the hosted session: clears the cookie and the session no longer authorizes', async () => {
    const member = await registerMember(t);
    const started = await callFrom(t, 'POST', '/oauth2/session', { body: { sessionToken: member.sessionToken } });
    const cookie = [started.headers['set-cookie']].flat()[0]!.split(';')[0]!;
    const out = await callFrom(t, 'GET', `/_api/iam/authentication/v1/logout?clientId=demo&postLogoutRedirectUri=${encodeURIComponent(`${SHOP_ORIGIN}/`)}`, {
      headers: { cookie },
    });
    expect(out.statusCode).toBe(302);
    expect(String([out.headers['set-cookie']].flat()[0])).toMatch(/Max-Age=0/);
    const row = await t.ctx.db.selectFrom('identity_sessions').select('revoked_at').where('identity_id', '=', member.identityId).executeTakeFirstOrThrow();
    expect(row.revoked_at).not.toBeNull();
  });

  it('refuses a post-logout URL on a foreign origin and logs nobody out', async () => {
    const member = await registerMember(t);
    const started = await callFrom(t, 'POST', '/oauth2/session', { body: { sessionToken: member.sessionToken } });
    const cookie = [started.headers['set-cookie']].flat()[0]!.split(';')[0]!;
    const out = await callFrom(
      t,
      'GET',
      `/_api/iam/authentication/v1/logout?clientId=demo&postLogoutRedirectUri=${encodeURIComponent('https://evil.example/')}`,
      { headers: { cookie } },
    );
    expect(out.statusCode).toBe(400);
    expect(out.headers.location).toBeUndefined();
    const row = await t.ctx.db.selectFrom('identity_sessions').select('revoked_at').where('identity_id', '=', member.identityId).executeTakeFirstOrThrow();
    expect(row.revoked_at).toBeNull();
  });

  it('refuses a logout redirect session whose postFlowUrl is on a foreign origin', async () => {
    const member = await registerMember(t);
    const tokens = await memberTokensFor(t, member.visitorToken, member.sessionToken);
    const session = await callFrom(t, 'POST', '/_api/redirects-api/v1/redirect-session', {
      token: tokens.access_token,
      body: { logout: { clientId: 'demo' }, callbacks: { postFlowUrl: 'https://evil.example/' } },
    });
    expect(session.statusCode).toBe(400);
    expect(session.json().details.validationError.fieldViolations[0].field).toBe('callbacks.postFlowUrl');
    // Nothing was revoked by the refused call.
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(200);
  });

  it('shows a signed-out page without a post-logout URL', async () => {
    const out = await callFrom(t, 'GET', '/_api/iam/authentication/v1/logout?clientId=demo');
    expect(out.statusCode).toBe(200);
    expect(out.body).toContain('signed out');
    expect(out.headers['x-frame-options']).toBe('DENY');
  });
});

/** A second login of the same member on a new visitor (another device). */
async function registerMemberLogin(email: string, password: string) {
  const visitorToken = await t.visitorToken();
  const response = await callFrom(t, 'POST', '/_api/iam/authentication/v2/login', {
    token: visitorToken,
    ip: '10.9.9.9',
    body: { loginId: { email }, password },
  });
  return { visitorToken, sessionToken: response.json().sessionToken as string };
}
