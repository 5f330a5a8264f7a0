// TOTP secrets at rest: sealed with SECRETS_KEY (staff and members), never stored readable, bound to their account, and secrets stored before sealing still work.
import { randomBytes } from 'node:crypto';
import { TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { ADMIN_SESSION_PATH } from '../../../src/wire/admin.js';
import { makeStaff, signIn } from '../../support/admin-session.js';
import { callFrom, freshIp, loginAs, memberTokensFor, registerMember } from '../../support/identity-flows.js';
import { useTestApp } from '../../support/test-app.js';

let now = Date.parse('2026-05-04T08:00:00Z');
const t = useTestApp({ clock: () => new Date(now), env: { SECRETS_KEY: randomBytes(32).toString('hex') } });

/** The code an authenticator app shows now for a secret. */
function codeFor(secret: string): string {
  return new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: now });
}

/** The stored TOTP secret of a staff account. */
async function storedStaffSecret(email: string): Promise<string | null> {
  const row = await t.ctx.db.selectFrom('staff_accounts').select('totp_secret').where('email', '=', email).executeTakeFirstOrThrow();
  return row.totp_secret;
}

describe('sealed TOTP secrets', () => {
  it('stores a staff account’s secret sealed, and signs in with its codes', async () => {
    const owner = { email: 'sealed-owner@shop.example', password: 'sealed owner pass' };
    await makeStaff(t, owner.email, owner.password, 'owner');
    const session = await signIn(t, owner.email, owner.password);
    const { secret } = (await t.call('POST', '/tote/v1/admin/totp/enroll', { headers: session.headers })).json();
    const pending = await t.ctx.db.selectFrom('staff_accounts').select('totp_pending_secret').where('email', '=', owner.email).executeTakeFirstOrThrow();
    expect(pending.totp_pending_secret).toMatch(/^v1:/);
    expect(pending.totp_pending_secret).not.toContain(secret);
    expect((await t.call('POST', '/tote/v1/admin/totp/confirm', { body: { code: codeFor(secret) }, headers: session.headers })).statusCode).toBe(204);
    const stored = await storedStaffSecret(owner.email);
    expect(stored).toMatch(/^v1:/);
    expect(stored).not.toContain(secret);

    now += 30_000;
    const signedIn = await t.call('POST', ADMIN_SESSION_PATH, { body: { ...owner, totpCode: codeFor(secret) } });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  it('refuses every code when a sealed secret was moved to another account', async () => {
    const first = { email: 'first-sealed@shop.example', password: 'first sealed pass' };
    const second = { email: 'second-sealed@shop.example', password: 'second sealed pass' };
    await makeStaff(t, first.email, first.password, 'staff');
    await makeStaff(t, second.email, second.password, 'staff');
    const session = await signIn(t, first.email, first.password);
    const { secret } = (await t.call('POST', '/tote/v1/admin/totp/enroll', { headers: session.headers })).json();
    expect((await t.call('POST', '/tote/v1/admin/totp/confirm', { body: { code: codeFor(secret) }, headers: session.headers })).statusCode).toBe(204);
    // Someone with write access to the database copies the sealed value to the second account: it opens for the first only.
    await t.ctx.db
      .updateTable('staff_accounts')
      .set({ totp_secret: await storedStaffSecret(first.email) })
      .where('email', '=', second.email)
      .execute();
    now += 30_000;
    const refused = await t.call('POST', ADMIN_SESSION_PATH, { body: { ...second, totpCode: codeFor(secret) } });
    expect(refused.json().details.applicationError.code).toBe('INVALID_TOTP');
  });

  it('still accepts the codes of a secret stored readable before sealing began', async () => {
    const clerk = { email: 'legacy-totp@shop.example', password: 'legacy totp pass' };
    await makeStaff(t, clerk.email, clerk.password, 'staff');
    const secret = new TOTP().secret.base32;
    await t.ctx.db.updateTable('staff_accounts').set({ totp_secret: secret }).where('email', '=', clerk.email).execute();
    now += 30_000;
    const signedIn = await t.call('POST', ADMIN_SESSION_PATH, { body: { ...clerk, totpCode: codeFor(secret) } });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  it('stores a member’s factor sealed, and activates it with a code', async () => {
    const member = await registerMember(t);
    const tokens = await memberTokensFor(t, member.visitorToken, member.sessionToken);
    const started = await callFrom(t, 'POST', '/_api/iam/authentication/v2/factors/totp', { token: tokens.access_token, body: {} });
    const { factorId, secret } = started.json();
    const row = await t.ctx.db.selectFrom('identity_factors').select('totp_secret').where('id', '=', factorId).executeTakeFirstOrThrow();
    expect(row.totp_secret).toMatch(/^v1:/);
    expect(row.totp_secret).not.toContain(secret);
    const activated = await callFrom(t, 'POST', `/_api/iam/authentication/v2/factors/${factorId}/activate`, {
      token: tokens.access_token,
      body: { code: codeFor(secret) },
    });
    expect(activated.statusCode, activated.body).toBe(200);

    now += 30_000;
    const login = await loginAs(t, member.email, member.password);
    expect(login.json().state).toBe('REQUIRE_MFA');
    const done = await callFrom(t, 'POST', '/_api/iam/authentication/v2/totp/verify', {
      token: await t.visitorToken(),
      ip: freshIp(),
      body: { stateToken: login.json().stateToken, totpData: { code: codeFor(secret) } },
    });
    expect(done.json().state, done.body).toBe('SUCCESS');
  });
});
