// E-mailed codes: an attempt limit that holds under parallel guesses, expiry, resend, taking over an address nobody confirmed.
import { describe, expect, it } from 'vitest';
import { EMAIL_CODE_MAX_ATTEMPTS } from '../../../../src/server/identity/security/email-codes.js';
import { useTestApp } from '../../../support/test-app.js';
import { callFrom, freshEmail, freshIp, latestCode, loginAs } from '../../../support/identity-flows.js';

let offsetMs = 0;
const t = useTestApp({ clock: () => new Date(Date.now() + offsetMs) });
const REGISTER = '/_api/iam/authentication/v2/register';
const VERIFY = '/_api/iam/verification/v1/auth/verify';

async function pendingRegistration(email = freshEmail()) {
  const token = await t.visitorToken();
  const response = await callFrom(t, 'POST', REGISTER, { token, ip: freshIp(), body: { loginId: { email }, password: 'correct horse battery' } });
  return { token, email, stateToken: response.json().stateToken as string };
}

function wrongCodeFor(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe('e-mail verification codes', () => {
  it('allows a few wrong codes, then kills the state token even for the right code', async () => {
    const { token, email, stateToken } = await pendingRegistration();
    const code = await latestCode(t, email);
    for (let i = 1; i < EMAIL_CODE_MAX_ATTEMPTS; i++) {
      const wrong = await callFrom(t, 'POST', VERIFY, { token, body: { code: wrongCodeFor(code), stateToken } });
      expect(wrong.json().details.applicationError).toMatchObject({ code: 'INVALID_VERIFICATION_CODE', data: { attemptsLeft: EMAIL_CODE_MAX_ATTEMPTS - i } });
    }
    const last = await callFrom(t, 'POST', VERIFY, { token, body: { code: wrongCodeFor(code), stateToken } });
    expect(last.json().details.applicationError.code).toBe('VERIFICATION_ATTEMPTS_EXCEEDED');
    const right = await callFrom(t, 'POST', VERIFY, { token, body: { code, stateToken } });
    expect(right.json().details.applicationError.code).toBe('VERIFICATION_ATTEMPTS_EXCEEDED');
  });

  it('holds the attempt limit when guesses arrive in parallel', async () => {
    const { token, email, stateToken } = await pendingRegistration();
    const code = await latestCode(t, email);
    const guesses = await Promise.all(Array.from({ length: 12 }, () => callFrom(t, 'POST', VERIFY, { token, body: { code: wrongCodeFor(code), stateToken } })));
    const counted = guesses.filter((g) => g.json().details.applicationError.code === 'INVALID_VERIFICATION_CODE').length;
    expect(counted).toBeLessThanOrEqual(EMAIL_CODE_MAX_ATTEMPTS - 1);
    const row = await t.ctx.db
      .selectFrom('identity_email_codes')
      .select('attempts')
      .where('identity_id', '=', (await t.ctx.db.selectFrom('identities').select('id').where('email_normalized', '=', email).executeTakeFirstOrThrow()).id)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(EMAIL_CODE_MAX_ATTEMPTS);
  });

  it('refuses an expired code', async () => {
    const { token, email, stateToken } = await pendingRegistration();
    const code = await latestCode(t, email);
    offsetMs = 11 * 60_000;
    try {
      const response = await callFrom(t, 'POST', VERIFY, { token, body: { code, stateToken } });
      expect(response.json().details.applicationError.code).toBe('INVALID_STATE_TOKEN');
    } finally {
      offsetMs = 0;
    }
  });

  it('refuses a state token of another site', async () => {
    const { email, stateToken } = await pendingRegistration();
    await t.ctx.db
      .insertInto('sites')
      .values({ id: 'other-site', name: 'Other', currency: 'USD', settings: '{}' })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await t.ctx.db
      .insertInto('oauth_clients')
      .values({ id: 'other-site-client', site_id: 'other-site', name: 'Other', allowed_origins: [] })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const otherToken = (await t.call('POST', '/oauth2/token', { body: { clientId: 'other-site-client', grantType: 'anonymous' } })).json().access_token;
    const response = await callFrom(t, 'POST', VERIFY, { token: otherToken, body: { code: await latestCode(t, email), stateToken } });
    expect(response.json().details.applicationError.code).toBe('INVALID_STATE_TOKEN');
  });

  it('e-mails a new code on resend; the old one stops working', async () => {
    const { token, email, stateToken } = await pendingRegistration();
    const first = await latestCode(t, email);
    const resent = await callFrom(t, 'POST', '/_api/iam/verification/v1/auth/resend', { token, body: { stateToken } });
    expect(resent.statusCode).toBe(200);
    const second = await latestCode(t, email);
    if (second !== first) {
      expect((await callFrom(t, 'POST', VERIFY, { token, body: { code: first, stateToken } })).json().details.applicationError.code).toBe(
        'INVALID_VERIFICATION_CODE',
      );
    }
    expect((await callFrom(t, 'POST', VERIFY, { token, body: { code: second, stateToken } })).json().state).toBe('SUCCESS');
  });

  it('sends a fresh code when a member who never confirmed logs in', async () => {
    const { email } = await pendingRegistration();
    const login = await loginAs(t, email, 'correct horse battery');
    expect(login.json().state).toBe('REQUIRE_EMAIL_VERIFICATION');
    const token = await t.visitorToken();
    const verified = await callFrom(t, 'POST', VERIFY, { token, body: { code: await latestCode(t, email), stateToken: login.json().stateToken } });
    expect(verified.json().state).toBe('SUCCESS');
  });

  it('lets a new registration take over an address nobody confirmed (no squatting)', async () => {
    const email = freshEmail('victim');
    await pendingRegistration(email);
    const token = await t.visitorToken();
    const again = await callFrom(t, 'POST', REGISTER, { token, ip: freshIp(), body: { loginId: { email }, password: 'the real owner pw' } });
    expect(again.json().state).toBe('REQUIRE_EMAIL_VERIFICATION');
    const verified = await callFrom(t, 'POST', VERIFY, { token, body: { code: await latestCode(t, email), stateToken: again.json().stateToken } });
    expect(verified.json().state).toBe('SUCCESS');
    expect((await loginAs(t, email, 'correct horse battery')).json().details.applicationError.code).toBe('-19976');
    expect((await loginAs(t, email, 'the real owner pw')).json().state).toBe('SUCCESS');
  });

  it('takes the code on the v2 EMAIL factor path too', async () => {
    const { token, email, stateToken } = await pendingRegistration();
    const response = await callFrom(t, 'POST', '/_api/iam/authentication/v2/EMAIL/verify', {
      token,
      body: { stateToken, emailData: { code: await latestCode(t, email) } },
    });
    expect(response.json().state).toBe('SUCCESS');
    const sms = await callFrom(t, 'POST', '/_api/iam/authentication/v2/SMS/verify', { token, body: { stateToken, smsData: { code: '123456' } } });
    expect(sms.json().details.applicationError.code).toBe('UNIMPLEMENTED_FEATURE');
  });

  it('starts a verification for a known identity (site owner) and completes it with the code', async () => {
    const { email } = await pendingRegistration();
    const key = await t.merchantKey();
    const id = (await t.ctx.db.selectFrom('identities').select('id').where('email_normalized', '=', email).executeTakeFirstOrThrow()).id;
    const visitorTry = await callFrom(t, 'POST', '/_api/iam/verification/v1/start', {
      token: await t.visitorToken(),
      body: { identityId: id, target: 'EMAIL' },
    });
    expect(visitorTry.statusCode).toBe(403);
    const started = await callFrom(t, 'POST', '/_api/iam/verification/v1/Start', { token: key, body: { identityId: id, target: 'EMAIL' } });
    expect(started.statusCode).toBe(200);
    const verificationId = started.json().verificationId;
    const done = await callFrom(t, 'POST', '/_api/iam/verification/v1/verify', { token: key, body: { verificationId, code: await latestCode(t, email) } });
    expect(done.statusCode).toBe(200);
    const row = await t.ctx.db.selectFrom('identities').select(['email_verified', 'status']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ email_verified: true, status: 'ACTIVE' });
  });
});
