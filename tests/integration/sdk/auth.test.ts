// The SDK's auth module against the real store: register, verify, login (captcha, owner approval), member tokens, redirect login,
// logout, password reset.
import { describe, expect, it } from 'vitest';
import { createClient, ToteError } from '../../../src/sdk/index.js';
import type { ToteClient } from '../../../src/sdk/index.js';
import { DEMO_CLIENT_ID } from '../../../src/server/seed/demo-site.js';
import { freshEmail, freshIp, setSiteSettings, solveCaptcha } from '../../support/identity-flows.js';
import { injectFetch } from '../../support/inject-fetch.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
const BASE = 'http://store.test';
/** A URL on the demo client's registered origin. */
const CALLBACK = 'http://localhost:8788/callback';
const EMAIL = 'ada@example.com';
const PASSWORD = 'correct horse battery staple';

/** A client of its own; `remoteAddress` gives it an address of its own too (the store's rate limits count by address). */
function sdk(remoteAddress?: string): ToteClient & { seen: ReturnType<typeof injectFetch>['seen'] } {
  const wire = injectFetch(t.app, remoteAddress ? { remoteAddress } : {});
  return { ...createClient({ clientId: DEMO_CLIENT_ID, baseUrl: BASE, fetch: wire.fetch, retry: { baseDelayMs: 1 } }), seen: wire.seen };
}

/** The newest 6-digit code mailed to an address (mail stays in the outbox without SMTP). */
async function mailedCode(to: string): Promise<string> {
  const mail = await t.handle.db
    .selectFrom('mail_outbox')
    .select('subject')
    .where('to_address', '=', to)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  return /(\d{6})/.exec(mail.subject)![1]!;
}

/** Registers and verifies a member once; the session token of the verification. */
let member: Promise<string> | undefined;
function registeredMember(): Promise<string> {
  member ??= (async () => {
    const { auth } = sdk();
    const registered = await auth.register({
      email: EMAIL,
      password: PASSWORD,
      profile: { firstName: 'Ada', addresses: [{ address: { addressLine1: '1 Main St', city: 'Springfield', country: 'US' }, tag: 'HOME' }] },
    });
    expect(registered.loginState).toBe('EMAIL_VERIFICATION_REQUIRED');
    const verified = await auth.processVerification({ verificationCode: await mailedCode(EMAIL) });
    if (verified.loginState !== 'SUCCESS') throw new Error(`verification: ${JSON.stringify(verified)}`);
    return verified.data.sessionToken;
  })();
  return member;
}

describe('register and verify', () => {
  it('registers, waits for the e-mailed code, and succeeds with a session token', async () => {
    expect(await registeredMember()).toBeTruthy();
    const row = await t.handle.db
      .selectFrom('identities')
      .select(['profile', 'email_verified'])
      .where('email_normalized', '=', EMAIL)
      .executeTakeFirstOrThrow();
    expect(row.email_verified).toBe(true);
    // The profile address went out in wire naming.
    expect(JSON.stringify(row.profile)).toContain('"addressLine":"1 Main St"');
  });

  it('reports an e-mail that is taken as emailAlreadyExists', async () => {
    await registeredMember();
    const result = await sdk().auth.register({ email: EMAIL, password: 'another long password' });
    expect(result).toMatchObject({ loginState: 'FAILURE', errorCode: 'emailAlreadyExists' });
  });

  it('reports a malformed e-mail as invalidEmail with the violation’s description', async () => {
    const result = await sdk().auth.register({ email: 'not-an-email', password: PASSWORD });
    expect(result.loginState).toBe('FAILURE');
    expect(result).toMatchObject({ errorCode: 'invalidEmail' });
    expect((result as { error: string }).error).toBeTruthy();
  });

  it('answers Unknown _state when no verification is pending', async () => {
    expect(await sdk().auth.processVerification({ code: '123456' })).toEqual({ loginState: 'FAILURE', error: 'Unknown _state' });
  });

  it('fails a wrong code without an error code', async () => {
    const result = await sdk().auth.processVerification(
      { code: '000000' },
      { loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: 'unknown-state-token' } },
    );
    expect(result.loginState).toBe('FAILURE');
    expect(result).not.toHaveProperty('errorCode');
  });
});

describe('login', () => {
  it('succeeds with the right password', async () => {
    await registeredMember();
    const result = await sdk().auth.login({ email: EMAIL, password: PASSWORD });
    expect(result.loginState).toBe('SUCCESS');
    expect((result as { data: { sessionToken: string } }).data.sessionToken).toBeTruthy();
  });

  it('tells a wrong password from an unknown e-mail', async () => {
    await registeredMember();
    const { auth, seen } = sdk();
    expect(await auth.login({ email: EMAIL, password: 'wrong password!' })).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidPassword' });
    expect(await auth.login({ email: 'nobody@example.com', password: PASSWORD })).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidEmail' });
    const body = JSON.parse(seen.find((r) => r.url.endsWith('/_api/iam/authentication/v2/login'))!.body!);
    expect(body).toEqual({ loginId: { email: EMAIL }, password: 'wrong password!' });
  });

  it('answers USER_CAPTCHA_REQUIRED after repeated failures (-19971), fails a bad captcha, and succeeds with a solved one', async () => {
    const { auth } = sdk(freshIp());
    const email = freshEmail('captcha');
    expect((await auth.register({ email, password: PASSWORD })).loginState).toBe('EMAIL_VERIFICATION_REQUIRED');
    expect((await auth.processVerification({ code: await mailedCode(email) })).loginState).toBe('SUCCESS');
    for (let i = 0; i < 3; i++)
      expect(await auth.login({ email, password: `guess ${i}` })).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidPassword' });
    // Now even the right password needs a captcha: a state that asks for one, not a failure.
    const asked = await auth.login({ email, password: PASSWORD });
    expect(asked).toEqual({
      loginState: 'USER_CAPTCHA_REQUIRED',
      data: { challengeUrl: '/_api/iam/captcha/v1/challenge' },
      error: expect.stringMatching(/^Captcha required/),
      errorCode: 'missingCaptchaToken',
    });
    expect(await auth.login({ email, password: PASSWORD, captchaTokens: { altcha: 'bm90LWEtc29sdXRpb24=' } })).toMatchObject({
      loginState: 'FAILURE',
      errorCode: 'invalidCaptchaToken',
    });
    const solved = await auth.login({ email, password: PASSWORD, captchaTokens: { altcha: await solveCaptcha(t) } });
    expect(solved.loginState).toBe('SUCCESS');
  });

  it('registers often from one address without asking a captcha (the official packages cannot show one): the hourly limit guards it', async () => {
    const { auth } = sdk(freshIp());
    for (let i = 0; i < 5; i++)
      expect((await auth.register({ email: freshEmail('often'), password: PASSWORD })).loginState).toBe('EMAIL_VERIFICATION_REQUIRED');
  });
});

describe('owner approval', () => {
  it('answers OWNER_APPROVAL_REQUIRED to register and login while the site requires approval, then SUCCESS once approved', async () => {
    await setSiteSettings(t, { requireOwnerApproval: true, requireEmailVerification: false });
    try {
      const { auth } = sdk(freshIp());
      const email = freshEmail('approval');
      expect(await auth.register({ email, password: PASSWORD })).toEqual({ loginState: 'OWNER_APPROVAL_REQUIRED' });
      expect(await auth.login({ email, password: PASSWORD })).toEqual({ loginState: 'OWNER_APPROVAL_REQUIRED' });
      // Nothing waits for an e-mailed code.
      expect(await auth.processVerification({ code: '123456' })).toEqual({ loginState: 'FAILURE', error: 'Unknown _state' });
      const { id } = await t.handle.db.selectFrom('identities').select('id').where('email_normalized', '=', email).executeTakeFirstOrThrow();
      expect((await t.call('POST', `/members/v1/members/${id}/approve`, { token: await t.merchantKey() })).statusCode).toBe(200);
      expect((await auth.login({ email, password: PASSWORD })).loginState).toBe('SUCCESS');
    } finally {
      await setSiteSettings(t, { requireOwnerApproval: false, requireEmailVerification: true });
    }
  });
});

describe('member tokens', () => {
  it('gets member tokens for a session token and knows the visitor is logged in', async () => {
    await registeredMember();
    const client = sdk();
    const login = await client.auth.login({ email: EMAIL, password: PASSWORD });
    if (login.loginState !== 'SUCCESS') throw new Error('login failed');
    const tokens = await client.auth.getMemberTokensForDirectLogin(login.data.sessionToken, { redirectUri: CALLBACK });
    expect(tokens.refreshToken.role).toBe('member');
    expect(tokens.accessToken.expiresAt).toBeGreaterThan(Date.now() / 1000 + 3600);
    expect(await client.auth.loggedIn()).toBe(false);
    await client.auth.setTokens(tokens);
    expect(await client.auth.loggedIn()).toBe(true);
    expect((await t.ctx.tokens.verify(tokens.accessToken.value)).role).toBe('member');
    // The member's cart is reachable with the new tokens.
    expect((await client.cart.getCart()).lineItems).toEqual([]);
  });

  it('runs the redirect login: auth URL, code in the fragment, state check, token exchange', async () => {
    await registeredMember();
    const client = sdk();
    const data = await client.auth.generateOAuthData(CALLBACK, 'http://localhost:8788/cart');
    const hosted = await client.auth.getAuthUrl(data);
    expect(hosted.authUrl).toMatch(/\/oauth2\/authorize\?/);
    const redirectBody = JSON.parse(client.seen.find((r) => r.url.endsWith('/redirect-session'))!.body!);
    expect(redirectBody.auth).toEqual({
      authRequest: {
        redirectUri: CALLBACK,
        clientId: DEMO_CLIENT_ID,
        codeChallenge: data.codeChallenge,
        codeChallengeMethod: 'S256',
        responseMode: 'fragment',
        responseType: 'code',
        scope: 'offline_access',
        state: data.state,
      },
      prompt: 'login',
    });
    // The member signs in on the hosted page; here the session token of a login stands in for it.
    const login = await client.auth.login({ email: EMAIL, password: PASSWORD });
    if (login.loginState !== 'SUCCESS') throw new Error('login failed');
    const silent = await client.auth.getAuthUrl(data, { prompt: 'none', sessionToken: login.data.sessionToken });
    const redirect = await client.core.fetch(silent.authUrl, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    const location = redirect.headers.get('location')!;
    expect(location.startsWith(`${CALLBACK}#`)).toBe(true);
    const { code, state } = client.auth.parseFromUrl(location);
    await expect(client.auth.getMemberTokens(code, 'forged-state', data)).rejects.toThrow('Invalid _state');
    await expect(client.auth.getMemberTokens(null, state, data)).rejects.toThrow('Missing code or _state');
    const tokens = await client.auth.getMemberTokens(code, state, data);
    expect(tokens.refreshToken.role).toBe('member');
    const reused = (await client.auth.getMemberTokens(code, state, data).catch((e: unknown) => e)) as ToteError;
    expect(reused.code).toBe('TOKEN_ERROR');
    expect(reused.message).toBe('Failed to get member tokens');
    expect(reused.status).toBe(400);
  });

  it('fails direct login with an unknown session token', async () => {
    const error = (await sdk()
      .auth.getMemberTokensForDirectLogin('not-a-session-token', { redirectUri: CALLBACK })
      .catch((e: unknown) => e)) as ToteError;
    expect(error).toBeInstanceOf(ToteError);
    expect(error.status).toBe(400);
  });
});

describe('logout and password reset', () => {
  it('forgets both tokens, returns the logout URL and ends the member’s refresh token', async () => {
    await registeredMember();
    const client = sdk();
    const login = await client.auth.login({ email: EMAIL, password: PASSWORD });
    if (login.loginState !== 'SUCCESS') throw new Error('login failed');
    const member = await client.auth.getMemberTokensForDirectLogin(login.data.sessionToken, { redirectUri: CALLBACK });
    await client.auth.setTokens(member);
    const { logoutUrl } = await client.auth.logout('http://localhost:8788/goodbye');
    expect(logoutUrl).toContain('/logout');
    expect(decodeURIComponent(logoutUrl)).toContain('http://localhost:8788/goodbye');
    expect(await client.auth.loggedIn()).toBe(false);
    expect(await client.auth.getTokens()).toEqual({ accessToken: { value: '', expiresAt: 0 }, refreshToken: { value: '', role: 'none' } });
    const renewal = await t.call('POST', '/oauth2/token', {
      body: { clientId: DEMO_CLIENT_ID, grantType: 'refresh_token', refreshToken: member.refreshToken.value },
    });
    expect(renewal.statusCode).toBe(400);
    // The next call is a visitor's again.
    expect((await client.tokens.validTokens()).refreshToken.role).toBe('visitor');
  });

  it('sends the password-reset e-mail with the link back to the shop', async () => {
    await registeredMember();
    const { auth, seen } = sdk();
    await auth.sendPasswordResetEmail(EMAIL, 'http://localhost:8788/reset-done');
    expect(JSON.parse(seen.at(-1)!.body!)).toEqual({ email: EMAIL, redirect: { url: 'http://localhost:8788/reset-done', clientId: DEMO_CLIENT_ID } });
    const mails = await t.handle.db.selectFrom('mail_outbox').select('kind').where('to_address', '=', EMAIL).execute();
    expect(mails.map((m) => m.kind)).toContain('password-reset');
  });
});

describe('more member calls', () => {
  it('reads the logged-in member, and refuses a visitor', async () => {
    await registeredMember();
    const client = sdk();
    const error = (await client.auth.getCurrentMember().catch((e: unknown) => e)) as ToteError;
    expect(error.status).toBe(403);
    const login = await client.auth.login({ email: EMAIL, password: PASSWORD });
    if (login.loginState !== 'SUCCESS') throw new Error('login failed');
    await client.auth.setTokens(await client.auth.getMemberTokensForDirectLogin(login.data.sessionToken, { redirectUri: CALLBACK }));
    const me = await client.auth.getCurrentMember();
    expect(me.loginEmail).toBe(EMAIL);
    expect(me.createdDate).toBeInstanceOf(Date);
  });

  it('resends the code, recovers a forgotten password and changes it again', async () => {
    const email = 'grace@example.com';
    const client = sdk();
    const registered = await client.auth.register({ email, password: 'first password 123' });
    expect(registered.loginState).toBe('EMAIL_VERIFICATION_REQUIRED');
    const firstCode = await mailedCode(email);
    await client.auth.resendVerificationCode();
    const mails = await t.handle.db.selectFrom('mail_outbox').select('subject').where('to_address', '=', email).execute();
    expect(mails).toHaveLength(2);
    const verified = await client.auth.processVerification({ code: await mailedCode(email) });
    expect(verified.loginState).toBe('SUCCESS');
    expect(firstCode).toMatch(/^\d{6}$/);

    await client.auth.sendPasswordResetEmail(email);
    const reset = await t.handle.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', email)
      .where('kind', '=', 'password-reset')
      .executeTakeFirstOrThrow();
    const recoveryToken = new URL(/(http\S+)/.exec(reset.text_body)![1]!).searchParams.get('recoveryToken')!;
    const recovered = await client.auth.recover(recoveryToken, 'second password 456');
    expect(recovered.identity?.email?.address ?? email).toBe(email);
    expect(await client.auth.login({ email, password: 'first password 123' })).toMatchObject({ errorCode: 'invalidPassword' });
    const login = await client.auth.login({ email, password: 'second password 456' });
    if (login.loginState !== 'SUCCESS') throw new Error('login failed');

    await client.auth.setTokens(await client.auth.getMemberTokensForDirectLogin(login.data.sessionToken, { redirectUri: CALLBACK }));
    await client.auth.changePassword('third password 789');
    expect((await client.auth.login({ email, password: 'third password 789' })).loginState).toBe('SUCCESS');
    const short = (await client.auth.changePassword('x').catch((e: unknown) => e)) as ToteError;
    expect(short.kind).toBe('user');
  });

  it('refuses to resend without a pending verification', async () => {
    await expect(sdk().auth.resendVerificationCode()).rejects.toThrow('Unknown _state');
  });
});
