// Member passkeys: enrolment (creation options, attestation verified), the webauthn challenge of REQUIRE_MFA (request options,
// allowCredentials, extensions), /v2/webauthn/verify, and refusals of a wrong origin, another login's challenge and bad input.
import { describe, expect, it } from 'vitest';
import { callFrom, freshIp, loginAs, memberTokensFor, registerMember } from '../../../support/identity-flows.js';
import { SoftwarePasskey } from '../../../support/software-passkey.js';
import { useTestApp } from '../../../support/test-app.js';

const t = useTestApp();
const FACTORS = '/_api/iam/authentication/v2/factors';

function codeOf(response: { json(): unknown }): string | undefined {
  return (response.json() as { details?: { applicationError?: { code?: string } } }).details?.applicationError?.code;
}

async function signedInMember() {
  const member = await registerMember(t);
  const tokens = await memberTokensFor(t, member.visitorToken, member.sessionToken);
  return { ...member, accessToken: tokens.access_token };
}

/** A member with an active passkey. */
async function memberWithPasskey() {
  const member = await signedInMember();
  const passkey = new SoftwarePasskey(t.ctx.config.publicUrl);
  const started = (await callFrom(t, 'POST', `${FACTORS}/webauthn`, { token: member.accessToken })).json();
  const activated = await callFrom(t, 'POST', `${FACTORS}/${started.factorId}/activate`, {
    token: member.accessToken,
    body: { credential: passkey.register(started.options.challenge) },
  });
  expect(activated.statusCode).toBe(200);
  return { ...member, passkey, factorId: started.factorId as string, recoveryCodes: activated.json().recoveryCodes as string[] };
}

async function verifyPasskey(stateToken: string, credential: unknown, challengeId?: string) {
  return callFrom(t, 'POST', '/_api/iam/authentication/v2/webauthn/verify', {
    token: await t.visitorToken(),
    ip: freshIp(),
    body: { stateToken, webauthnData: { challengeId, credential } },
  });
}

describe('member passkeys', () => {
  it('enrols a passkey: creation options for the store host, the attestation verified, ten recovery codes', async () => {
    const member = await signedInMember();
    const started = await callFrom(t, 'POST', `${FACTORS}/webauthn`, { token: member.accessToken });
    expect(started.statusCode).toBe(200);
    const { factorId, options } = started.json();
    expect(options).toMatchObject({ rp: { id: new URL(t.ctx.config.publicUrl).hostname }, user: { name: member.email }, attestation: 'none' });
    expect(options.challenge).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const passkey = new SoftwarePasskey(t.ctx.config.publicUrl);
    // An attestation from another origin, or for another challenge, is refused.
    for (const credential of [passkey.register(options.challenge, 'https://evil.example'), passkey.register('b3RoZXItY2hhbGxlbmdl')]) {
      const refused = await callFrom(t, 'POST', `${FACTORS}/${factorId}/activate`, { token: member.accessToken, body: { credential } });
      expect(refused.statusCode).toBe(400);
      expect(codeOf(refused)).toBe('INVALID_WEBAUTHN_RESPONSE');
    }
    const malformed = await callFrom(t, 'POST', `${FACTORS}/${factorId}/activate`, { token: member.accessToken, body: { credential: '{not json' } });
    expect(codeOf(malformed)).toBe('INVALID_WEBAUTHN_RESPONSE');
    const activated = await callFrom(t, 'POST', `${FACTORS}/${factorId}/activate`, {
      token: member.accessToken,
      body: { credential: passkey.register(options.challenge) },
    });
    expect(activated.json().factor).toMatchObject({ factorId, type: 'WEBAUTHN', status: 'ACTIVE' });
    expect(activated.json().recoveryCodes).toHaveLength(10);
    // A second passkey's options exclude the first.
    const second = (await callFrom(t, 'POST', `${FACTORS}/webauthn`, { token: member.accessToken })).json();
    expect(second.options.excludeCredentials).toEqual([expect.objectContaining({ id: passkey.id.toString('base64url') })]);
  });

  it('login answers the webauthn challenge (request options, allowCredentials, extensions) and the assertion finishes it', async () => {
    const member = await memberWithPasskey();
    const login = (await loginAs(t, member.email, member.password)).json();
    expect(login).toMatchObject({
      state: 'REQUIRE_MFA',
      mfaChallengeData: {
        factorType: 'WEBAUTHN',
        availableFactors: [
          { factorType: 'WEBAUTHN', factorStatus: 'ENABLED' },
          { factorType: 'RECOVERY_CODE', factorStatus: 'ENABLED' },
        ],
        verificationChallengeData: {
          webauthnData: { allowCredentials: [{ id: member.passkey.id.toString('base64url'), type: 'public-key', transports: ['internal'] }], extensions: {} },
        },
      },
    });
    const webauthn = login.mfaChallengeData.verificationChallengeData.webauthnData;
    expect(webauthn.challengeId).toMatch(/^[0-9a-f-]{36}$/);
    const options = JSON.parse(webauthn.publicKeyCredentialRequestOptionsJson);
    expect(options).toMatchObject({ challenge: webauthn.challenge, rpId: new URL(t.ctx.config.publicUrl).hostname });
    expect(options.allowCredentials).toEqual([expect.objectContaining({ id: member.passkey.id.toString('base64url') })]);

    const empty = await callFrom(t, 'POST', '/_api/iam/authentication/v2/webauthn/verify', {
      token: await t.visitorToken(),
      body: { stateToken: login.stateToken, webauthnData: null },
    });
    expect(empty.statusCode).toBe(400);
    expect(codeOf(empty)).toBe('INVALID_WEBAUTHN_RESPONSE');
    const done = await verifyPasskey(login.stateToken, member.passkey.assert(options.challenge), webauthn.challengeId);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ state: 'SUCCESS', identity: { id: member.identityId } });
    expect((await memberTokensFor(t, await t.visitorToken(), done.json().sessionToken)).access_token).toBeTruthy();
    const stored = await t.handle.db.selectFrom('identity_factors').select('sign_count').where('id', '=', member.factorId).executeTakeFirstOrThrow();
    expect(Number(stored.sign_count)).toBe(1);
  });

  it("refuses an assertion of another login's challenge, of another origin, and a replayed counter", async () => {
    const member = await memberWithPasskey();
    const first = (await loginAs(t, member.email, member.password)).json();
    const second = (await loginAs(t, member.email, member.password)).json();
    const challengeOf = (login: { mfaChallengeData: { verificationChallengeData: { webauthnData: { challenge: string } } } }) =>
      login.mfaChallengeData.verificationChallengeData.webauthnData.challenge;
    const other = await verifyPasskey(second.stateToken, member.passkey.assert(challengeOf(first)));
    expect(other.statusCode).toBe(400);
    expect(codeOf(other)).toBe('INVALID_WEBAUTHN_RESPONSE');
    expect(codeOf(await verifyPasskey(second.stateToken, member.passkey.assert(challengeOf(second), 'https://evil.example')))).toBe(
      'INVALID_WEBAUTHN_RESPONSE',
    );
    expect(codeOf(await verifyPasskey(second.stateToken, 'not json'))).toBe('INVALID_WEBAUTHN_RESPONSE');
    const secondId = second.mfaChallengeData.verificationChallengeData.webauthnData.challengeId;
    const firstId = first.mfaChallengeData.verificationChallengeData.webauthnData.challengeId;
    expect(codeOf(await verifyPasskey(second.stateToken, member.passkey.assert(challengeOf(second)), firstId))).toBe('INVALID_WEBAUTHN_RESPONSE');
    expect(secondId).not.toBe(firstId);
    expect((await verifyPasskey(second.stateToken, member.passkey.assert(challengeOf(second)))).json().state).toBe('SUCCESS');
    // A counter that does not move on (a cloned authenticator) is refused.
    const third = (await loginAs(t, member.email, member.password)).json();
    member.passkey.counter -= 2;
    expect(codeOf(await verifyPasskey(third.stateToken, member.passkey.assert(challengeOf(third))))).toBe('INVALID_WEBAUTHN_RESPONSE');
  });

  it('lists every active kind for a member with an app and a passkey, and a recovery code still finishes', async () => {
    const member = await memberWithPasskey();
    const started = (await callFrom(t, 'POST', `${FACTORS}/totp`, { token: member.accessToken })).json();
    const { TOTP } = await import('otpauth');
    const code = new TOTP({ secret: started.secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate();
    const activated = (await callFrom(t, 'POST', `${FACTORS}/${started.factorId}/activate`, { token: member.accessToken, body: { code } })).json();
    // The member already had codes: none are shown again.
    expect(activated.recoveryCodes).toBeUndefined();
    const login = (await loginAs(t, member.email, member.password)).json();
    expect(login.mfaChallengeData.availableFactors.map((f: { factorType: string }) => f.factorType)).toEqual(['WEBAUTHN', 'TOTP', 'RECOVERY_CODE']);
    const done = await callFrom(t, 'POST', '/_api/iam/authentication/v2/recovery_code/verify', {
      token: await t.visitorToken(),
      body: { stateToken: login.stateToken, recoveryCodeData: { code: member.recoveryCodes[0] } },
    });
    expect(done.json().state).toBe('SUCCESS');
  });
});
