// Registering members: e-mailed code, verification, owner approval, profiles, and the errors the official SDK maps.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../support/test-app.js';
import { callFrom, freshEmail, freshIp, latestCode, memberTokensFor, setSiteSettings } from '../../../support/identity-flows.js';

const t = useTestApp();
const REGISTER = '/_api/iam/authentication/v2/register';
const VERIFY = '/_api/iam/verification/v1/auth/verify';

describe('register', () => {
  it('registers, e-mails a 6-digit code, verifies it and ends with member tokens', async () => {
    const token = await t.visitorToken();
    const email = freshEmail();
    const ip = freshIp();
    const registered = await callFrom(t, 'POST', REGISTER, {
      token,
      ip,
      body: {
        loginId: { email },
        password: 'correct horse battery',
        profile: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          customFields: [
            { name: 'shoeSize', value: { numValue: 38.5 } },
            { name: 'favourite', value: { strValue: 'tea' } },
            { name: 'since', value: { dateValue: '2020-02-29T00:00:00.000Z' } },
          ],
          addresses: [{ address: { country: 'GB', city: 'London', addressLine: '12 Baker St', postalCode: 'NW1' }, tag: 'HOME' }],
        },
      },
    });
    expect(registered.statusCode).toBe(200);
    const pending = registered.json();
    expect(pending.state).toBe('REQUIRE_EMAIL_VERIFICATION');
    expect(pending.stateToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(pending.sessionToken).toBeUndefined();
    expect(pending.identity.status).toEqual({ name: 'PENDING', reasons: ['PENDING_EMAIL_VERIFICATION_REQUIRED'] });
    expect(pending.identity.email).toEqual({ address: email, isVerified: false });
    expect(pending.identity.identityProfile.customFields).toEqual([
      { name: 'shoeSize', value: { numValue: 38.5 } },
      { name: 'favourite', value: { strValue: 'tea' } },
      { name: 'since', value: { dateValue: '2020-02-29T00:00:00.000Z' } },
    ]);
    expect(pending.identity.identityProfile.addresses[0]).toEqual({
      address: { country: 'GB', city: 'London', addressLine: '12 Baker St', postalCode: 'NW1' },
      tag: 'HOME',
    });

    const code = await latestCode(t, email);
    expect(code).toMatch(/^\d{6}$/);
    const verified = await callFrom(t, 'POST', VERIFY, { token, ip, body: { code, stateToken: pending.stateToken } });
    expect(verified.statusCode).toBe(200);
    const success = verified.json();
    expect(success.state).toBe('SUCCESS');
    expect(success.sessionToken.split('.')).toHaveLength(3);
    expect(success.identity.status).toEqual({ name: 'ACTIVE', reasons: [] });
    expect(success.identity.email.isVerified).toBe(true);

    const tokens = await memberTokensFor(t, token, success.sessionToken);
    const claims = await t.ctx.tokens.verify(tokens.access_token);
    expect(claims).toMatchObject({ role: 'member', sub: success.identity.id, site: 'tote-demo' });
  });

  it('answers a malformed e-mail with an EMAIL field violation', async () => {
    const response = await callFrom(t, 'POST', REGISTER, {
      token: await t.visitorToken(),
      ip: freshIp(),
      body: { loginId: { email: 'not-an-email' }, password: 'correct horse battery' },
    });
    expect(response.statusCode).toBe(400);
    const violation = response.json().details.validationError.fieldViolations[0];
    expect(violation).toMatchObject({ field: 'loginId.email', data: { type: 'EMAIL' } });
  });

  it('answers an e-mail that already has a member with -19995', async () => {
    const token = await t.visitorToken();
    const email = freshEmail();
    const ip = freshIp();
    const first = await callFrom(t, 'POST', REGISTER, { token, ip, body: { loginId: { email }, password: 'correct horse battery' } });
    await callFrom(t, 'POST', VERIFY, { token, ip, body: { code: await latestCode(t, email), stateToken: first.json().stateToken } });
    const second = await callFrom(t, 'POST', REGISTER, {
      token,
      ip: freshIp(),
      body: { loginId: { email: email.toUpperCase() }, password: 'another password' },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().details.applicationError.code).toBe('-19995');
  });

  it('answers a short password with an application error, never a validation error', async () => {
    const response = await callFrom(t, 'POST', REGISTER, {
      token: await t.visitorToken(),
      ip: freshIp(),
      body: { loginId: { email: freshEmail() }, password: 'short' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.applicationError.code).toBe('INVALID_PASSWORD_FORMAT');
    expect(response.json().details.validationError).toBeUndefined();
  });

  it('waits for the owner when the site requires approval, and the merchant approves', async () => {
    await setSiteSettings(t, { requireOwnerApproval: true, requireEmailVerification: false });
    try {
      const token = await t.visitorToken();
      const email = freshEmail();
      const registered = await callFrom(t, 'POST', REGISTER, { token, ip: freshIp(), body: { loginId: { email }, password: 'correct horse battery' } });
      expect(registered.json().state).toBe('REQUIRE_OWNER_APPROVAL');
      expect(registered.json().identity.status).toEqual({ name: 'PENDING', reasons: ['PENDING_ADMIN_APPROVAL_REQUIRED'] });
      const id = registered.json().identity.id;

      const login = await callFrom(t, 'POST', '/_api/iam/authentication/v2/login', {
        token,
        ip: freshIp(),
        body: { loginId: { email }, password: 'correct horse battery' },
      });
      expect(login.json().state).toBe('REQUIRE_OWNER_APPROVAL');
      expect(login.json().sessionToken).toBeUndefined();

      const key = await t.merchantKey();
      const visitorTry = await callFrom(t, 'POST', `/members/v1/members/${id}/approve`, { token });
      expect(visitorTry.statusCode).toBe(403);
      const approved = await callFrom(t, 'POST', `/members/v1/members/${id}/approve`, { token: key });
      expect(approved.statusCode).toBe(200);
      expect(approved.json().member).toMatchObject({ id, status: 'APPROVED', loginEmail: email });

      const again = await callFrom(t, 'POST', '/_api/iam/authentication/v2/login', {
        token,
        ip: freshIp(),
        body: { loginId: { email }, password: 'correct horse battery' },
      });
      expect(again.json().state).toBe('SUCCESS');
    } finally {
      await setSiteSettings(t, { requireOwnerApproval: false, requireEmailVerification: true });
    }
  });
});
