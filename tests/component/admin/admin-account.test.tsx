// @vitest-environment-options {"url": "http://localhost:8787/admin"}
// Your account in happy-dom against the real store: reached from the header; a password change refused at its fields (what was typed kept), then made
// (the other sessions end, this one goes on); two-step sign-in turned on with the shown secret and off again (codes computed with otpauth); German.
import { TOTP } from 'otpauth';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SESSION_PATH } from '../../../src/wire/admin.js';
import { clickButton, closeAdmin, errorOf, fieldByLabel, signInTo, submit, text, type } from '../../support/admin-page.js';
import { makeStaff, signIn } from '../../support/admin-session.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
const OWNER = { email: 'owner@admin-account.test', password: 'a long owner password' };
const STAFF = { email: 'clerk@admin-account.test', password: 'a long clerk password' };

beforeAll(async () => {
  await makeStaff(t, OWNER.email, OWNER.password, 'owner');
  await makeStaff(t, STAFF.email, STAFF.password, 'staff');
});

afterEach(() => {
  closeAdmin();
});

/** The code an authenticator app shows for a secret at a time. */
function codeFor(secret: string, at = Date.now()): string {
  return new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: at });
}

describe('password', () => {
  it('is reached from the header; refuses a wrong current and a short new password at their fields, then changes it and ends the other sessions', async () => {
    const other = await signIn(t, STAFF.email, STAFF.password);
    const { root, cookie } = await signInTo(t, STAFF, '/admin');
    await expect.poll(() => text(root.querySelector('h1'))).toBe('Home');
    const who = root.querySelector<HTMLAnchorElement>('a.who')!;
    expect(text(who)).toBe(`Signed in as ${STAFF.email}`);
    who.click();
    await expect.poll(() => text(root.querySelector('h1'))).toBe('Your account');
    expect(location.pathname).toBe('/admin/account');
    await expect.poll(() => [...root.querySelectorAll('.facts dd')].map((dd) => text(dd))).toEqual([STAFF.email, 'Staff']);

    const form = root.querySelector<HTMLFormElement>('form[aria-labelledby="password-title"]')!;
    type(fieldByLabel(form, 'Current password'), 'not my password');
    type(fieldByLabel(form, 'New password'), 'a brand new password');
    await submit(form);
    const current = fieldByLabel(form, 'Current password');
    await expect.poll(() => errorOf(current)).toBe('The current password is wrong.');
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(current.value).toBe('not my password');
    expect(fieldByLabel(form, 'New password').value).toBe('a brand new password');

    type(current, STAFF.password);
    type(fieldByLabel(form, 'New password'), 'short');
    await submit(form);
    const next = fieldByLabel(form, 'New password');
    await expect.poll(() => errorOf(next)).toBe('The password must have at least 8 characters');
    expect(errorOf(current)).toBe('');
    expect(next.value).toBe('short');
    expect((await t.call('GET', ADMIN_SESSION_PATH, { headers: other.cookieOnly })).statusCode).toBe(200);

    type(next, 'a brand new password');
    await submit(form);
    await expect.poll(() => text(root.querySelector('[role="status"].notice'))).toBe('Your password is changed. Your other sessions are signed out.');
    expect(fieldByLabel(form, 'Current password').value).toBe('');
    expect(fieldByLabel(form, 'New password').value).toBe('');
    // The other session ended; this page's goes on; the new password signs in.
    expect((await t.call('GET', ADMIN_SESSION_PATH, { headers: other.cookieOnly })).statusCode).toBe(401);
    expect((await t.call('GET', ADMIN_SESSION_PATH, { headers: { cookie: cookie() } })).statusCode).toBe(200);
    await signIn(t, STAFF.email, 'a brand new password');
  });
});

describe('two-step sign-in', () => {
  it('turns on with a code of the shown secret (a wrong code refused at the field and kept), and off with a later code', async () => {
    const { root, cookie } = await signInTo(t, OWNER, '/admin/account');
    await expect.poll(() => text(root.querySelector('h1'))).toBe('Your account');
    const panel = () => root.querySelector<HTMLElement>('[aria-labelledby="totp-title"]')!;
    await expect.poll(() => text(panel())).toContain('Off: signing in asks for the password only.');
    await clickButton(panel(), 'Turn on two-step sign-in');
    await expect.poll(() => panel().querySelectorAll('textarea').length).toBe(2);
    const uri = fieldByLabel<HTMLTextAreaElement>(panel(), 'Setup link').value;
    const secret = fieldByLabel<HTMLTextAreaElement>(panel(), 'Secret key').value;
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(new URL(uri).searchParams.get('secret')).toBe(secret);
    expect(panel().querySelector('a[href^="otpauth:"]')?.getAttribute('href')).toBe(uri);

    const code = fieldByLabel(panel(), 'Code from your authenticator app');
    type(code, '12345');
    await submit(code.closest('form'));
    await expect.poll(() => errorOf(code)).toBe('Enter the 6-digit code from your authenticator app.');
    const stale = codeFor(secret, Date.now() - 10 * 60_000);
    type(code, stale);
    await submit(code.closest('form'));
    await expect.poll(() => errorOf(code)).toBe('The code is wrong, expired or was used already. Try the next one.');
    expect(code.value).toBe(stale);
    expect((await t.call('GET', ADMIN_SESSION_PATH, { headers: { cookie: cookie() } })).json().staff.totpEnabled).toBe(false);

    type(code, codeFor(secret));
    await submit(code.closest('form'));
    await expect.poll(() => text(root.querySelector('[role="status"].notice'))).toBe('Two-step sign-in is on.');
    expect(text(panel())).toContain('On: signing in asks for a code from your authenticator app after the password.');
    expect(panel().querySelector('textarea')).toBeNull();
    expect((await t.call('GET', ADMIN_SESSION_PATH, { headers: { cookie: cookie() } })).json().staff.totpEnabled).toBe(true);
    expect((await t.call('POST', ADMIN_SESSION_PATH, { body: OWNER })).json().details.applicationError.code).toBe('TOTP_REQUIRED');

    const off = fieldByLabel(panel(), 'Code from your authenticator app');
    const old = codeFor(secret, Date.now() - 90_000);
    type(off, old);
    await submit(off.closest('form'));
    await expect.poll(() => errorOf(off)).toBe('The code is wrong, expired or was used already. Try the next one.');
    expect(off.value).toBe(old);
    type(off, codeFor(secret, Date.now() + 30_000));
    await submit(off.closest('form'));
    await expect.poll(() => text(root.querySelector('[role="status"].notice'))).toBe('Two-step sign-in is off.');
    expect(text(panel())).toContain('Off: signing in asks for the password only.');
    expect((await t.call('GET', ADMIN_SESSION_PATH, { headers: { cookie: cookie() } })).json().staff.totpEnabled).toBe(false);
    await signIn(t, OWNER.email, OWNER.password);
  });

  it('shows a second factor turned on elsewhere when the page opens again', async () => {
    const { root } = await signInTo(t, OWNER, '/admin/account');
    await expect.poll(() => text(root.querySelector('[aria-labelledby="totp-title"]'))).toContain('Off:');
    // Another session (another tab) turns it on.
    const other = await signIn(t, OWNER.email, OWNER.password);
    const { secret } = (await t.call('POST', '/tote/v1/admin/totp/enroll', { headers: other.headers })).json();
    expect((await t.call('POST', '/tote/v1/admin/totp/confirm', { headers: other.headers, body: { code: codeFor(secret) } })).statusCode).toBe(204);
    root.querySelector<HTMLAnchorElement>('nav a[href="/admin"]')!.click();
    await expect.poll(() => text(root.querySelector('h1'))).toBe('Home');
    root.querySelector<HTMLAnchorElement>('a.who')!.click();
    await expect.poll(() => text(root.querySelector('[aria-labelledby="totp-title"]'))).toContain('On:');
    expect((await t.call('DELETE', '/tote/v1/admin/totp', { headers: other.headers, body: { code: codeFor(secret, Date.now() + 30_000) } })).statusCode).toBe(
      204,
    );
  });
});

describe('German', () => {
  it('shows the account page in German', async () => {
    const { root } = await signInTo(t, OWNER, '/admin/account');
    await expect.poll(() => text(root.querySelector('h1'))).toBe('Your account');
    type(fieldByLabel<HTMLSelectElement>(root, 'Language'), 'de');
    await expect.poll(() => text(root.querySelector('h1'))).toBe('Dein Konto');
    await expect.poll(() => text(root.querySelector('#password-title'))).toBe('Passwort');
    expect(text(root.querySelector('#totp-title'))).toBe('Anmeldung in zwei Schritten');
    expect(fieldByLabel(root, 'Aktuelles Passwort')).toBeTruthy();
    expect(text(root.querySelector('a.who'))).toBe(`Angemeldet als ${OWNER.email}`);
  });
});
