// The owner invites staff by e-mail and removes them; a second factor by TOTP (codes accepted once); API keys over HTTP; sign-in limits.
import { TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { ADMIN_SESSION_PATH } from '../../../src/wire/admin.js';
import { ADMIN_IP_RULE, ADMIN_RATE_SITE } from '../../../src/server/admin/staff-login.js';
import { addHit } from '../../../src/server/identity/security/rate-limits.js';
import { listOutbox } from '../../../src/server/mail/outbox.js';
import { makeStaff, sessionOf, signIn, type AdminSession } from '../../support/admin-session.js';
import { useTestApp } from '../../support/test-app.js';

let now = Date.parse('2026-03-02T10:00:00Z');
const t = useTestApp({ clock: () => new Date(now) });
const OWNER = { email: 'boss@shop.example', password: 'boss password 1' };

/** The code an authenticator app shows now for a secret. */
function codeFor(secret: string, at = now): string {
  return new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: at });
}

let owner: AdminSession;

describe('staff invitations', () => {
  it('invites by e-mail, the invited person accepts with a password, is signed in and can sign in again', async () => {
    await makeStaff(t, OWNER.email, OWNER.password, 'owner');
    owner = await signIn(t, OWNER.email, OWNER.password);
    const invited = await t.call('POST', '/tote/v1/admin/staff/invitations', {
      body: { email: 'New.Clerk@shop.example', role: 'staff' },
      headers: owner.headers,
    });
    expect(invited.statusCode).toBe(200);
    const invitation = invited.json().invitation;
    expect(invitation).toMatchObject({ id: expect.any(String), email: 'New.Clerk@shop.example', role: 'staff', expiresDate: '2026-03-09T10:00:00.000Z' });
    const [mail] = await listOutbox(t.handle.db, { to: 'New.Clerk@shop.example' });
    expect(mail).toMatchObject({ kind: 'staff-invitation', subject: expect.stringContaining('invited') });
    const link = /http:\/\/localhost:8787\/admin\/#\/accept\?token=([\w%-]+)/.exec(mail!.text_body);
    expect(link).not.toBeNull();
    expect(mail!.html_body).toContain(link![0]);
    const token = decodeURIComponent(link![1]!);

    const listed = await t.call('GET', '/tote/v1/admin/staff', { headers: owner.cookieOnly });
    expect(listed.json()).toMatchObject({ staff: [{ email: OWNER.email, role: 'owner', totpEnabled: false }], invitations: [invitation] });

    const weak = await t.call('POST', '/tote/v1/admin/staff/accept', { body: { token, password: 'short' } });
    expect(weak.statusCode).toBe(400);
    const accepted = await t.call('POST', '/tote/v1/admin/staff/accept', { body: { token, password: 'clerk password 1' } });
    expect(accepted.json()).toMatchObject({ staff: { email: 'New.Clerk@shop.example', role: 'staff', siteId: 'tote-demo' }, shopName: 'Tote Demo Shop' });
    const clerk = sessionOf(accepted);
    expect((await t.call('GET', ADMIN_SESSION_PATH, { headers: clerk.cookieOnly })).statusCode).toBe(200);
    const again = await t.call('POST', '/tote/v1/admin/staff/accept', { body: { token, password: 'clerk password 1' } });
    expect(again.json().details.applicationError.code).toBe('INVALID_INVITATION');
    await signIn(t, 'new.clerk@shop.example', 'clerk password 1');
    const after = (await t.call('GET', '/tote/v1/admin/staff', { headers: owner.cookieOnly })).json();
    expect(after.invitations).toEqual([]);
    expect(after.staff.map((s: { email: string }) => s.email)).toEqual([OWNER.email, 'New.Clerk@shop.example']);
  });

  it('writes the invitation in German for a German shop', async () => {
    await t.call('PATCH', '/tote/v1/site', { body: { site: { locale: 'de-DE' } }, headers: owner.headers });
    const invited = await t.call('POST', '/tote/v1/admin/staff/invitations', {
      body: { email: 'kollege@shop.example', role: 'owner' },
      headers: owner.headers,
    });
    expect(invited.statusCode).toBe(200);
    const [mail] = await listOutbox(t.handle.db, { to: 'kollege@shop.example' });
    expect(mail!.subject).toContain('Einladung');
    expect(mail!.text_body).toContain('Inhaber');
    await t.call('PATCH', '/tote/v1/site', { body: { site: { locale: 'en-US' } }, headers: owner.headers });
    expect((await t.call('DELETE', `/tote/v1/admin/staff/invitations/${invited.json().invitation.id}`, { headers: owner.headers })).statusCode).toBe(204);
    expect((await t.call('DELETE', `/tote/v1/admin/staff/invitations/${invited.json().invitation.id}`, { headers: owner.headers })).statusCode).toBe(404);
  });

  it('removes a staff account and ends its sessions, but never the last owner', async () => {
    const clerk = await signIn(t, 'new.clerk@shop.example', 'clerk password 1');
    const removed = await t.call('DELETE', `/tote/v1/admin/staff/${clerk.staffId}`, { headers: owner.headers });
    expect(removed.statusCode).toBe(204);
    expect((await t.call('GET', ADMIN_SESSION_PATH, { headers: clerk.cookieOnly })).statusCode).toBe(401);
    const last = await t.call('DELETE', `/tote/v1/admin/staff/${owner.staffId}`, { headers: owner.headers });
    expect(last.statusCode).toBe(409);
    expect(last.json().details.applicationError.code).toBe('LAST_OWNER');
  });
});

describe('TOTP second factor', () => {
  it('enrols, confirms with a code, then asks for a code at sign-in and accepts each code once', async () => {
    const enrolled = await t.call('POST', '/tote/v1/admin/totp/enroll', { headers: owner.headers });
    expect(enrolled.statusCode).toBe(200);
    const { secret, otpauthUrl } = enrolled.json();
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(
      (await t.call('POST', '/tote/v1/admin/totp/confirm', { body: { code: '000000' }, headers: owner.headers })).json().details.applicationError.code,
    ).toBe('INVALID_TOTP');
    expect((await t.call('POST', '/tote/v1/admin/totp/confirm', { body: { code: codeFor(secret) }, headers: owner.headers })).statusCode).toBe(204);
    expect((await t.call('GET', ADMIN_SESSION_PATH, { headers: owner.cookieOnly })).json().staff.totpEnabled).toBe(true);

    const noCode = await t.call('POST', ADMIN_SESSION_PATH, { body: OWNER });
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json().details.applicationError.code).toBe('TOTP_REQUIRED');
    const wrongPassword = await t.call('POST', ADMIN_SESSION_PATH, { body: { ...OWNER, password: 'wrong password' } });
    expect(wrongPassword.json().details.applicationError.code).toBe('INVALID_CREDENTIALS');
    // The confirming code was used: the same step is refused.
    const sameStep = await t.call('POST', ADMIN_SESSION_PATH, { body: { ...OWNER, totpCode: codeFor(secret) } });
    expect(sameStep.json().details.applicationError.code).toBe('INVALID_TOTP');
    now += 30_000;
    const code = codeFor(secret);
    owner = await signIn(t, OWNER.email, OWNER.password, { totpCode: code });
    const replayed = await t.call('POST', ADMIN_SESSION_PATH, { body: { ...OWNER, totpCode: code } });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().details.applicationError.code).toBe('INVALID_TOTP');

    now += 30_000;
    expect((await t.call('DELETE', '/tote/v1/admin/totp', { body: { code: codeFor(secret) }, headers: owner.headers })).statusCode).toBe(204);
    owner = await signIn(t, OWNER.email, OWNER.password);
  });
});

describe('API keys over HTTP', () => {
  it('creates a key shown once, lists it without the key, and a revoked key stops working at once', async () => {
    const created = await t.call('POST', '/tote/v1/api-keys', { body: { name: 'CI deploys' }, headers: owner.headers });
    expect(created.statusCode).toBe(200);
    const { apiKey, key } = created.json();
    expect(key).toMatch(/^tote_sk_/);
    expect(apiKey).toEqual({ id: expect.any(String), name: 'CI deploys', createdDate: expect.any(String), prefix: key.slice(0, 12) });
    const listed = await t.call('GET', '/tote/v1/api-keys', { headers: owner.cookieOnly });
    expect(listed.json().apiKeys).toContainEqual(apiKey);
    expect(listed.body).not.toContain(key);
    // The new key works, also on the key routes themselves, and its use is noted.
    const byKey = await t.call('GET', '/tote/v1/api-keys', { token: key });
    expect(byKey.statusCode).toBe(200);
    expect(byKey.json().apiKeys).toContainEqual({ ...apiKey, lastUsedDate: new Date(now).toISOString() });
    expect((await t.call('DELETE', `/tote/v1/api-keys/${apiKey.id}`, { headers: owner.headers })).statusCode).toBe(204);
    const revoked = await t.call('GET', '/tote/v1/site', { token: key });
    expect(revoked.statusCode).toBe(401);
    expect((await t.call('GET', '/tote/v1/api-keys', { headers: owner.cookieOnly })).json().apiKeys).not.toContainEqual(apiKey);
    expect((await t.call('DELETE', `/tote/v1/api-keys/${apiKey.id}`, { headers: owner.headers })).statusCode).toBe(404);
  });
});

describe('sign-in limits', () => {
  it('refuses an account after 10 failures from unknown browsers with 429 and Retry-After, while its known browser still signs in', async () => {
    const known = await signIn(t, OWNER.email, OWNER.password);
    for (let i = 0; i < 10; i++) {
      const response = await t.call('POST', ADMIN_SESSION_PATH, { body: { ...OWNER, password: `guess number ${i}` } });
      expect(response.statusCode).toBe(401);
    }
    const refused = await t.call('POST', ADMIN_SESSION_PATH, { body: OWNER });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().details.applicationError.code).toBe('TOO_MANY_ATTEMPTS');
    expect(refused.headers['retry-after']).toBe('900');
    // The owner's own browser carries its known-device cookie: the stranger's failures do not count against it.
    const fromKnown = await t.call('POST', ADMIN_SESSION_PATH, { body: OWNER, headers: { cookie: known.allCookies } });
    expect(fromKnown.statusCode).toBe(200);
    // The window passes.
    now += 15 * 60_000;
    expect((await t.call('POST', ADMIN_SESSION_PATH, { body: OWNER })).statusCode).toBe(200);
  });

  it('refuses an address after 30 failures, whatever e-mails it tries', async () => {
    now += 15 * 60_000;
    // 29 failures of this address already counted (scrypt 29 times over would only make the test slow).
    for (let i = 0; i < 29; i++) await addHit(t.handle.db, ADMIN_RATE_SITE, 'admin:ip:127.0.0.1', ADMIN_IP_RULE, new Date(now));
    const thirtieth = await t.call('POST', ADMIN_SESSION_PATH, { body: { email: 'probe1@shop.example', password: 'guess guess' } });
    expect(thirtieth.statusCode).toBe(401);
    const refused = await t.call('POST', ADMIN_SESSION_PATH, { body: { email: 'probe2@shop.example', password: 'guess guess' } });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('900');
  });
});
