// Member MFA: enrol a TOTP app, login answers REQUIRE_MFA, TOTP and recovery codes finish it (once each), limits, removal.
import { TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { purgeExpiredIdentityState } from '../../../../src/server/identity/housekeeping.js';
import { callFrom, freshIp, latestLink, loginAs, memberTokensFor, registerMember } from '../../../support/identity-flows.js';
import { useTestApp, type TestApp } from '../../../support/test-app.js';

let now = Date.parse('2026-03-02T10:00:00Z');
const t: TestApp = useTestApp({ clock: () => new Date(now) });
const FACTORS = '/_api/iam/authentication/v2/factors';

/** The code an authenticator app shows now for a secret. */
function codeFor(secret: string, at = now): string {
  return new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: at });
}

function codeOf(response: { json(): unknown }): string | undefined {
  return (response.json() as { details?: { applicationError?: { code?: string } } }).details?.applicationError?.code;
}

/** A member with an active TOTP factor: their access token, secret and recovery codes. */
async function memberWithTotp() {
  const member = await registerMember(t);
  const tokens = await memberTokensFor(t, member.visitorToken, member.sessionToken);
  const started = await callFrom(t, 'POST', `${FACTORS}/totp`, { token: tokens.access_token, body: {} });
  expect(started.statusCode).toBe(200);
  const { factorId, secret, otpauthUrl } = started.json();
  expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*secret=/);
  const activated = await callFrom(t, 'POST', `${FACTORS}/${factorId}/activate`, { token: tokens.access_token, body: { code: codeFor(secret) } });
  expect(activated.statusCode).toBe(200);
  now += 30_000;
  return { ...member, accessToken: tokens.access_token, factorId, secret, recoveryCodes: activated.json().recoveryCodes as string[] };
}

function verify(factor: string, body: Record<string, unknown>, token?: string) {
  return (async () => callFrom(t, 'POST', `/_api/iam/authentication/v2/${factor}/verify`, { token: token ?? (await t.visitorToken()), ip: freshIp(), body }))();
}

describe('member TOTP enrolment', () => {
  it('starts a pending factor, refuses a wrong first code, activates with a right one and shows ten recovery codes once', async () => {
    const member = await registerMember(t);
    const tokens = await memberTokensFor(t, member.visitorToken, member.sessionToken);
    const started = (await callFrom(t, 'POST', `${FACTORS}/totp`, { token: tokens.access_token })).json();
    expect(started.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.otpauthUrl).toContain(encodeURIComponent(member.email));
    const pending = (await callFrom(t, 'GET', FACTORS, { token: tokens.access_token })).json();
    expect(pending).toEqual({ factors: [expect.objectContaining({ factorId: started.factorId, type: 'TOTP', status: 'INACTIVE' })], recoveryCodesLeft: 0 });
    // A pending factor does not guard the login yet.
    expect((await loginAs(t, member.email, member.password)).json().state).toBe('SUCCESS');
    const wrong = await callFrom(t, 'POST', `${FACTORS}/${started.factorId}/activate`, { token: tokens.access_token, body: { code: '000000' } });
    expect(wrong.statusCode).toBe(400);
    expect(codeOf(wrong)).toBe('INVALID_VERIFICATION_CODE');
    const right = await callFrom(t, 'POST', `${FACTORS}/${started.factorId}/activate`, { token: tokens.access_token, body: { code: codeFor(started.secret) } });
    expect(right.json().factor).toMatchObject({ factorId: started.factorId, type: 'TOTP', status: 'ACTIVE' });
    const codes = right.json().recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const listed = (await callFrom(t, 'GET', FACTORS, { token: tokens.access_token })).json();
    expect(listed.recoveryCodesLeft).toBe(10);
    expect(JSON.stringify(listed)).not.toContain(started.secret);
    // Codes are stored as digests only.
    const stored = await t.handle.db.selectFrom('identity_recovery_codes').select('code_hash').where('identity_id', '=', member.identityId).execute();
    expect(stored.map((r) => r.code_hash)).not.toContain(codes[0]);
    expect(stored.every((r) => /^[0-9a-f]{64}$/.test(r.code_hash))).toBe(true);
    // Activating again finds no pending factor.
    expect(
      (await callFrom(t, 'POST', `${FACTORS}/${started.factorId}/activate`, { token: tokens.access_token, body: { code: codeFor(started.secret) } }))
        .statusCode,
    ).toBe(404);
    now += 30_000;
  });

  it('is for the member only: 401 without a token, 403 for a visitor and for an API key', async () => {
    expect((await callFrom(t, 'GET', FACTORS)).statusCode).toBe(401);
    expect((await callFrom(t, 'POST', `${FACTORS}/totp`, { token: await t.visitorToken() })).statusCode).toBe(403);
    expect((await callFrom(t, 'GET', FACTORS, { token: await t.merchantKey() })).statusCode).toBe(403);
  });

  it("cannot activate or remove another member's factor", async () => {
    const owner = await memberWithTotp();
    const other = await registerMember(t);
    const otherTokens = await memberTokensFor(t, other.visitorToken, other.sessionToken);
    const removed = await callFrom(t, 'POST', `${FACTORS}/${owner.factorId}/remove`, {
      token: otherTokens.access_token,
      body: { currentPassword: other.password },
    });
    expect(removed.statusCode).toBe(404);
    expect(codeOf(removed)).toBe('FACTOR_NOT_FOUND');
    expect((await loginAs(t, owner.email, owner.password)).json().state).toBe('REQUIRE_MFA');
  });
});

describe('login with a second factor', () => {
  it('answers REQUIRE_MFA with a state token and the factors, and a TOTP code finishes it with SUCCESS', async () => {
    const member = await memberWithTotp();
    const login = await loginAs(t, member.email, member.password);
    expect(login.statusCode).toBe(200);
    const body = login.json();
    expect(body).toMatchObject({
      state: 'REQUIRE_MFA',
      identity: { id: member.identityId },
      requireMfaData: { reason: 'USER_SETTINGS' },
      mfaChallengeData: {
        factorType: 'TOTP',
        reason: 'USER_SETTINGS',
        availableFactors: [
          { factorType: 'TOTP', factorStatus: 'ENABLED' },
          { factorType: 'RECOVERY_CODE', factorStatus: 'ENABLED' },
        ],
      },
    });
    expect(body.sessionToken).toBeUndefined();
    expect(body.identity.email).toBeUndefined();
    expect(typeof body.stateToken).toBe('string');
    const done = await verify('totp', { stateToken: body.stateToken, totpData: { code: codeFor(member.secret) } });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ state: 'SUCCESS', identity: { id: member.identityId, email: { address: member.email } } });
    // The session token is as good as a password login's: it gives member tokens.
    const tokens = await memberTokensFor(t, (await t.visitorToken()) as string, done.json().sessionToken);
    expect(tokens.access_token).toBeTruthy();
    // The state token is used up.
    const again = await verify('totp', { stateToken: body.stateToken, totpData: { code: codeFor(member.secret) } });
    expect(codeOf(again)).toBe('INVALID_STATE_TOKEN');
  });

  it('accepts a TOTP code once: the same code on a second login is refused', async () => {
    const member = await memberWithTotp();
    const code = codeFor(member.secret);
    const first = (await loginAs(t, member.email, member.password)).json().stateToken;
    expect((await verify('totp', { stateToken: first, totpData: { code } })).json().state).toBe('SUCCESS');
    const second = (await loginAs(t, member.email, member.password)).json().stateToken;
    const replay = await verify('totp', { stateToken: second, totpData: { code } });
    expect(replay.statusCode).toBe(400);
    expect(codeOf(replay)).toBe('INVALID_VERIFICATION_CODE');
    now += 30_000;
    expect((await verify('totp', { stateToken: second, totpData: { code: codeFor(member.secret) } })).json().state).toBe('SUCCESS');
  });

  it('counts wrong codes per state token (five) and per member (ten in 15 minutes)', async () => {
    const member = await memberWithTotp();
    const stateToken = (await loginAs(t, member.email, member.password)).json().stateToken;
    for (let left = 4; left >= 0; left--) {
      const wrong = await verify('totp', { stateToken, totpData: { code: '000000' } });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().details.applicationError.data).toEqual({ attemptsLeft: left });
    }
    const dead = await verify('totp', { stateToken, totpData: { code: codeFor(member.secret) } });
    expect(codeOf(dead)).toBe('VERIFICATION_ATTEMPTS_EXCEEDED');
    const next = (await loginAs(t, member.email, member.password)).json().stateToken;
    for (let i = 0; i < 5; i++) expect((await verify('recovery_code', { stateToken: next, recoveryCodeData: { code: 'aaaaa-aaaaa' } })).statusCode).toBe(400);
    const third = (await loginAs(t, member.email, member.password)).json().stateToken;
    const refused = await verify('totp', { stateToken: third, totpData: { code: codeFor(member.secret) } });
    expect(refused.statusCode).toBe(429);
    expect(codeOf(refused)).toBe('THROTTLED_FEATURE');
    now += 16 * 60_000;
    expect(
      (
        await verify('totp', { stateToken: (await loginAs(t, member.email, member.password)).json().stateToken, totpData: { code: codeFor(member.secret) } })
      ).json().state,
    ).toBe('SUCCESS');
  });

  it('finishes with a recovery code once (any case, dash optional); a used code is refused', async () => {
    const member = await memberWithTotp();
    const [code] = member.recoveryCodes;
    const first = (await loginAs(t, member.email, member.password)).json().stateToken;
    const typed = code!.replace('-', '').toUpperCase();
    const done = await verify('recovery_code', { stateToken: first, recoveryCodeData: { code: typed } });
    expect(done.json().state).toBe('SUCCESS');
    const second = (await loginAs(t, member.email, member.password)).json().stateToken;
    const used = await verify('recovery_code', { stateToken: second, recoveryCodeData: { code } });
    expect(used.statusCode).toBe(400);
    expect(codeOf(used)).toBe('INVALID_VERIFICATION_CODE');
    expect((await verify('recovery-code', { stateToken: second, recoveryCodeData: { code: member.recoveryCodes[1] } })).json().state).toBe('SUCCESS');
    expect((await callFrom(t, 'GET', FACTORS, { token: member.accessToken })).json().recoveryCodesLeft).toBe(8);
    // The type may also go in the body of /v2/verify (the official VerifyRequest's factorType).
    const third = (await loginAs(t, member.email, member.password)).json().stateToken;
    const viaBody = await callFrom(t, 'POST', '/_api/iam/authentication/v2/verify', {
      token: await t.visitorToken(),
      body: { factorType: 'RECOVERY_CODE', stateToken: third, recoveryCodeData: { code: member.recoveryCodes[2] } },
    });
    expect(viaBody.json().state).toBe('SUCCESS');
  });

  it('new recovery codes (with the password) replace the old ones', async () => {
    const member = await memberWithTotp();
    const wrong = await callFrom(t, 'POST', '/_api/iam/authentication/v2/recovery-codes', {
      token: member.accessToken,
      body: { currentPassword: 'nope nope' },
    });
    expect(codeOf(wrong)).toBe('-19976');
    const fresh = await callFrom(t, 'POST', '/_api/iam/authentication/v2/recovery-codes', {
      token: member.accessToken,
      body: { currentPassword: member.password },
    });
    expect(fresh.json().recoveryCodes).toHaveLength(10);
    const stateToken = (await loginAs(t, member.email, member.password)).json().stateToken;
    expect(codeOf(await verify('recovery_code', { stateToken, recoveryCodeData: { code: member.recoveryCodes[0] } }))).toBe('INVALID_VERIFICATION_CODE');
    expect((await verify('recovery_code', { stateToken, recoveryCodeData: { code: fresh.json().recoveryCodes[0] } })).json().state).toBe('SUCCESS');
  });

  it('answers bad input with clear errors: unknown state token, unsupported and missing factors, malformed bodies', async () => {
    const member = await memberWithTotp();
    expect(codeOf(await verify('totp', { stateToken: 'nope', totpData: { code: '123456' } }))).toBe('INVALID_STATE_TOKEN');
    expect(codeOf(await verify('totp', { totpData: { code: '123456' } }))).toBe('INVALID_STATE_TOKEN');
    const sms = await verify('sms', { stateToken: 'x', smsData: { code: '1' } });
    expect(sms.statusCode).toBe(400);
    expect(codeOf(sms)).toBe('UNIMPLEMENTED_FEATURE');
    for (const factorType of [undefined, 7, 'PUSH']) {
      const response = await callFrom(t, 'POST', '/_api/iam/authentication/v2/verify', {
        token: await t.visitorToken(),
        body: { factorType, stateToken: 'x' },
      });
      expect(codeOf(response)).toBe('UNIMPLEMENTED_FEATURE');
    }
    const stateToken = (await loginAs(t, member.email, member.password)).json().stateToken;
    const passkey = await verify('webauthn', { stateToken, webauthnData: { credential: '{}' } });
    expect(passkey.statusCode).toBe(400);
    expect(codeOf(passkey)).toBe('FACTOR_NOT_AVAILABLE');
    for (const body of [{ stateToken, totpData: 'x' }, { stateToken, totpData: { code: 12 } }, { stateToken }]) {
      const response = await verify('totp', body);
      expect(response.statusCode).toBe(400);
      expect(codeOf(response)).toBe('INVALID_VERIFICATION_CODE');
    }
    const array = await callFrom(t, 'POST', '/_api/iam/authentication/v2/totp/verify', { token: await t.visitorToken(), body: [1] });
    expect(array.statusCode).toBe(400);
  });

  it('asks the second factor after a password reset too', async () => {
    const member = await memberWithTotp();
    const visitor = await t.visitorToken();
    await callFrom(t, 'POST', '/_api/iam/recovery/v1/send-email', { token: visitor, ip: freshIp(), body: { email: member.email } });
    const link = new URL(await latestLink(t, member.email));
    const recoveryToken = link.searchParams.get('recoveryToken') ?? link.searchParams.get('token') ?? '';
    const recovered = await callFrom(t, 'POST', '/_api/iam/recovery/v1/recover', {
      token: visitor,
      ip: freshIp(),
      body: { recoveryToken, password: 'a new password 9' },
    });
    expect(recovered.json()).toMatchObject({ state: 'REQUIRE_MFA', mfaChallengeData: { factorType: 'TOTP' } });
    expect(recovered.json().sessionToken).toBeUndefined();
    const done = await verify('totp', { stateToken: recovered.json().stateToken, totpData: { code: codeFor(member.secret) } });
    expect(done.json().state).toBe('SUCCESS');
  });

  it('removing the last factor (with the password) ends MFA and its recovery codes', async () => {
    const member = await memberWithTotp();
    const wrong = await callFrom(t, 'POST', `${FACTORS}/${member.factorId}/remove`, { token: member.accessToken, body: { currentPassword: 'nope nope' } });
    expect(codeOf(wrong)).toBe('-19976');
    const removed = await callFrom(t, 'POST', `${FACTORS}/${member.factorId}/remove`, {
      token: member.accessToken,
      body: { currentPassword: member.password },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({});
    expect((await callFrom(t, 'GET', FACTORS, { token: member.accessToken })).json()).toEqual({ factors: [], recoveryCodesLeft: 0 });
    expect((await loginAs(t, member.email, member.password)).json().state).toBe('SUCCESS');
  });

  it('housekeeping drops logins that waited more than a day for their second factor and set-ups left halfway, not active factors', async () => {
    const member = await memberWithTotp();
    await loginAs(t, member.email, member.password);
    await callFrom(t, 'POST', `${FACTORS}/totp`, { token: member.accessToken });
    const count = async (table: 'identity_mfa_challenges' | 'identity_factors') =>
      (await t.handle.db.selectFrom(table).select('id').where('identity_id', '=', member.identityId).execute()).length;
    expect([await count('identity_mfa_challenges'), await count('identity_factors')]).toEqual([1, 2]);
    now += 2 * 24 * 3600_000;
    await purgeExpiredIdentityState(t.ctx);
    expect([await count('identity_mfa_challenges'), await count('identity_factors')]).toEqual([0, 1]);
    expect((await loginAs(t, member.email, member.password)).json().state).toBe('REQUIRE_MFA');
  });
});
