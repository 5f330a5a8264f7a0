// @vitest-environment-options {"url": "http://localhost:8787/admin"}
// The staff page in happy-dom against the real store: accounts with role and second factor, invitations refused at the e-mail field (what was typed
// kept), made, sent again and withdrawn, an account removed (and one the store no longer has put back with its reason); owner only; the e-mailed link accepted.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../../src/server/mail/outbox.js';
import { ADMIN_INVITATIONS_PATH, ADMIN_SESSION_PATH, ADMIN_STAFF_PATH } from '../../../src/wire/admin.js';
import { browserFetch, clickButton, closeAdmin, errorOf, fieldByLabel, find, openAdmin, signedIn, submit, text, type } from '../../support/admin-page.js';
import { makeStaff, signIn } from '../../support/admin-session.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
const OWNER = { email: 'owner@admin-staff.test', password: 'a long owner password' };
const STAFF = { email: 'staff@admin-staff.test', password: 'a long staff password' };
const CLERK = { email: 'clerk@admin-staff.test', password: 'a long clerk password' };

beforeAll(async () => {
  await makeStaff(t, OWNER.email, OWNER.password, 'owner');
  await makeStaff(t, STAFF.email, STAFF.password, 'staff');
  await makeStaff(t, CLERK.email, CLERK.password, 'staff');
});

afterEach(() => {
  closeAdmin();
});

/** Answers the question asked before a dangerous action with its action. */
async function confirm(root: HTMLElement, question: string): Promise<void> {
  const group = await find(root, `[role="group"][aria-label="${question}"]`);
  group.querySelector<HTMLButtonElement>('.button-danger')!.click();
}

/** The row of a table section whose header cell starts with `email`. */
function rowOf(root: HTMLElement, section: 'accounts' | 'invitations', email: string): HTMLTableRowElement | undefined {
  return [...root.querySelectorAll<HTMLTableRowElement>(`[aria-labelledby="${section}-title"] tbody tr`)].find((r) =>
    text(r.querySelector('th')).startsWith(email),
  );
}

/** The staff list as the API answers it to an API key (the owner). */
async function staffList(): Promise<{ staff: { id: string; email: string; role: string }[]; invitations: { id: string; email: string; role: string }[] }> {
  return (await t.call('GET', ADMIN_STAFF_PATH, { token: await t.merchantKey() })).json();
}

describe('the staff page', () => {
  it('lists the accounts; refuses a malformed address and one with an account at the field; invites, sends again and withdraws', async () => {
    const root = await signedIn(t, OWNER, '/admin/staff');
    await expect.poll(() => text(root.querySelector('h1'))).toBe('Staff');
    await expect.poll(() => rowOf(root, 'accounts', STAFF.email)).toBeTruthy();
    const me = rowOf(root, 'accounts', OWNER.email)!;
    expect([...me.children].map((cell) => text(cell))).toEqual([`${OWNER.email} (you)`, 'Owner', 'Off', expect.any(String), '']);
    expect(me.querySelector('button')).toBeNull();
    expect(text(rowOf(root, 'accounts', STAFF.email)!.children[1])).toBe('Staff');
    expect(text(root.querySelector('[aria-labelledby="invitations-title"]'))).toContain('No pending invitations.');

    const form = root.querySelector<HTMLFormElement>('form[aria-labelledby="invite-title"]')!;
    type(fieldByLabel(form, 'E-mail'), 'not an address');
    type(fieldByLabel<HTMLSelectElement>(form, 'Role'), 'owner');
    await submit(form);
    const email = fieldByLabel(form, 'E-mail');
    await expect.poll(() => errorOf(email)).toBe('must be a valid e-mail address');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.value).toBe('not an address');
    expect(fieldByLabel<HTMLSelectElement>(form, 'Role').value).toBe('owner');
    type(email, STAFF.email);
    await submit(form);
    await expect.poll(() => errorOf(email)).toBe('already has an account on this site');

    const invitee = 'New.Person@admin-staff.test';
    type(email, invitee);
    type(fieldByLabel<HTMLSelectElement>(form, 'Role'), 'staff');
    await submit(form);
    await expect.poll(() => text(root.querySelector('[role="status"].notice'))).toBe(`An invitation is sent to ${invitee}.`);
    expect(email.value).toBe('');
    expect(errorOf(email)).toBe('');
    const row = rowOf(root, 'invitations', invitee)!;
    expect(text(row.children[1])).toBe('Staff');
    expect(text(row.children[2])).toMatch(/^Invited; the link works until /);
    const [first] = (await staffList()).invitations;
    expect(first).toMatchObject({ email: invitee, role: 'staff' });

    await clickButton(root, `Send again: the invitation to ${invitee}`);
    await expect.poll(() => text(root.querySelector('[role="status"].notice'))).toBe(`The invitation to ${invitee} is sent again.`);
    const again = (await staffList()).invitations;
    expect(again).toHaveLength(1);
    expect(again[0]!.id).not.toBe(first!.id);
    expect(await listOutbox(t.handle.db, { to: invitee })).toHaveLength(2);
    expect(root.querySelectorAll('[aria-labelledby="invitations-title"] tbody tr')).toHaveLength(1);

    await clickButton(root, `Withdraw the invitation to ${invitee}`);
    await confirm(root, `Withdraw the invitation to ${invitee}? Its link stops working.`);
    await expect.poll(() => text(root.querySelector('[aria-labelledby="invitations-title"]'))).toContain('No pending invitations.');
    expect((await staffList()).invitations).toEqual([]);
  });

  it('removes an account after asking (its sessions end), and puts back one the store no longer has, with the store’s reason', async () => {
    const clerk = await signIn(t, CLERK.email, CLERK.password);
    const goneId = await makeStaff(t, 'gone@admin-staff.test', 'a long gone password', 'staff');
    const root = await signedIn(t, OWNER, '/admin/staff');
    await expect.poll(() => rowOf(root, 'accounts', 'gone@admin-staff.test')).toBeTruthy();

    await clickButton(root, `Remove ${CLERK.email}`);
    await confirm(root, `Remove the account ${CLERK.email}? Its sessions end at once.`);
    await expect.poll(() => text(root.querySelector('[role="status"].notice'))).toBe(`${CLERK.email} is removed.`);
    expect(rowOf(root, 'accounts', CLERK.email)).toBeUndefined();
    expect((await staffList()).staff.map((s) => s.email)).not.toContain(CLERK.email);
    expect((await t.call('GET', ADMIN_SESSION_PATH, { headers: clerk.cookieOnly })).statusCode).toBe(401);

    // Removed behind the page's back: the row goes, then comes back with the reason.
    expect((await t.call('DELETE', `${ADMIN_STAFF_PATH}/${goneId}`, { token: await t.merchantKey() })).statusCode).toBe(204);
    await clickButton(root, 'Remove gone@admin-staff.test');
    await confirm(root, 'Remove the account gone@admin-staff.test? Its sessions end at once.');
    await expect.poll(() => text(root.querySelector('[role="alert"].notice'))).toBe('Staff account not found');
    expect(rowOf(root, 'accounts', 'gone@admin-staff.test')).toBeTruthy();
  });

  it('is the owner’s: a staff account has no Staff entry and sees the store’s refusal at /admin/staff', async () => {
    const root = await signedIn(t, STAFF, '/admin/staff');
    await expect.poll(() => text(root.querySelector('.state-error'))).toContain('Only the store owner can do this.');
    expect([...root.querySelectorAll('nav a')].map((a) => text(a))).not.toContain('Staff');
    expect(root.querySelector('form[aria-labelledby="invite-title"]')).toBeNull();
  });

  it('speaks German', async () => {
    const root = await signedIn(t, OWNER, '/admin/staff');
    await expect.poll(() => text(root.querySelector('h1'))).toBe('Staff');
    type(fieldByLabel<HTMLSelectElement>(root, 'Language'), 'de');
    await expect.poll(() => text(root.querySelector('h1'))).toBe('Team');
    await expect.poll(() => text(root.querySelector('#invite-title'))).toBe('Jemanden einladen');
    expect([...root.querySelectorAll('nav a')].map((a) => text(a))).toContain('Team');
    await expect.poll(() => text(rowOf(root, 'accounts', OWNER.email)?.children[1])).toBe('Inhaber');
  });
});

describe('accepting an invitation', () => {
  it('opens the e-mailed link, refuses a short password at its field, then makes the account and signs it in; a used link is refused', async () => {
    const invitee = 'joiner@admin-staff.test';
    const invited = await t.call('POST', ADMIN_INVITATIONS_PATH, { token: await t.merchantKey(), body: { email: invitee, role: 'staff' } });
    expect(invited.statusCode).toBe(200);
    const [mail] = await listOutbox(t.handle.db, { to: invitee });
    const link = /http:\/\/localhost:8787(\/admin\/#\/accept\?token=[\w%-]+)/.exec(mail!.text_body);
    expect(link).not.toBeNull();

    const root = await openAdmin(browserFetch(t).fetch, link![1]);
    await expect.poll(() => text(root.querySelector('h1'))).toBe('Join the store');
    type(fieldByLabel(root, 'Password'), 'short');
    await submit(root.querySelector('form'));
    const password = fieldByLabel(root, 'Password');
    await expect.poll(() => errorOf(password)).toBe('The password must have at least 8 characters');
    expect(password.value).toBe('short');

    type(password, 'a joiner password');
    await submit(root.querySelector('form'));
    await expect.poll(() => text(root.querySelector('h1'))).toBe('Home');
    expect(text(root.querySelector('.who'))).toBe(`Signed in as ${invitee}`);
    expect(location.hash).toBe('');
    expect([...root.querySelectorAll('nav a')].map((a) => text(a))).not.toContain('Staff');
    const listed = await staffList();
    expect(listed.staff.find((s) => s.email === invitee)).toMatchObject({ role: 'staff' });
    expect(listed.invitations).toEqual([]);
    closeAdmin();

    const used = await openAdmin(browserFetch(t).fetch, link![1]);
    await expect.poll(() => text(used.querySelector('h1'))).toBe('Join the store');
    type(fieldByLabel(used, 'Password'), 'another password');
    await submit(used.querySelector('form'));
    await expect
      .poll(() => text(used.querySelector('[role="alert"]')))
      .toBe('This invitation link was used, withdrawn or has expired. Ask the store owner for a new one.');
    await clickButton(used, 'Sign in instead');
    await expect.poll(() => text(used.querySelector('h1'))).toBe('Sign in to your store');
  });
});
