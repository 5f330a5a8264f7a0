// The dashboard's Account and Staff pages in Chromium against the real store: reached from the header and the nav, two-step sign-in turned on
// (a code computed with otpauth from the secret shown), an invitation sent by keyboard and accepted from its e-mailed link; axe-core clean and
// nothing scrolling sideways at 390 px on every step; screenshots docs/admin-account.png and docs/admin-staff.png (ADMIN_SHOTS_DIR=docs).
import { TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../src/server/mail/outbox.js';
import { DEMO_SITE_ID } from '../../src/server/seed/demo-site.js';
import { createStaffAccount } from '../../src/server/site/staff-accounts.js';
import { unexpectedErrors } from './support/checkout-steps.js';
import { expectAccessible, loaded, screenshot, signInByKeyboard } from './support/admin-pages.js';
import { startInProcessStore, type InProcessStore } from './support/in-process-store.js';
import { useBrowser } from './support/use-browser.js';

const kit = useBrowser();
const OWNER = { email: 'owner@e2e-account.test', password: 'a long owner password' };
const INVITEE = 'new.clerk@e2e-account.test';
let store: InProcessStore;

beforeAll(async () => {
  store = await startInProcessStore();
  await createStaffAccount(store.db, DEMO_SITE_ID, { ...OWNER, role: 'owner' });
});
afterAll(async () => {
  await store?.stop();
});

describe('account and staff in the dashboard', () => {
  it('turns on two-step sign-in from the account page, invites a person by keyboard, and the invited person joins from the link', async () => {
    const { page, errors } = await kit.openPage();
    await signInByKeyboard(page, store.storeUrl, OWNER);

    await page.getByRole('link', { name: `Signed in as ${OWNER.email}` }).click();
    await page.getByRole('heading', { name: 'Your account', level: 1 }).waitFor();
    await loaded(page);
    await expectAccessible(page, 'account');
    await screenshot(page, 'account');
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    const secret = await page.getByLabel('Secret key', { exact: true }).inputValue();
    expect(await page.getByLabel('Setup link', { exact: true }).inputValue()).toMatch(/^otpauth:\/\/totp\//);
    await expectAccessible(page, 'account, two-step setup');
    const code = new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate();
    await page.getByLabel('Code from your authenticator app', { exact: true }).fill(code);
    await page.getByLabel('Code from your authenticator app', { exact: true }).press('Enter');
    await page.getByText('Two-step sign-in is on.').waitFor();
    await expectAccessible(page, 'account, two-step on');

    await page.getByRole('navigation').getByRole('link', { name: 'Staff' }).click();
    await page.getByRole('heading', { name: 'Staff', level: 1 }).waitFor();
    await page.getByRole('rowheader', { name: new RegExp(OWNER.email) }).waitFor();
    await expectAccessible(page, 'staff');
    // The invitation by keyboard: e-mail, Tab to the role, Tab to the button, Enter.
    await page.getByLabel('E-mail', { exact: true }).focus();
    await page.keyboard.type(INVITEE);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByText(`An invitation is sent to ${INVITEE}.`).waitFor();
    await page.getByRole('rowheader', { name: INVITEE }).waitFor();
    await page.getByRole('button', { name: `Withdraw the invitation to ${INVITEE}` }).click();
    await page.getByRole('group', { name: `Withdraw the invitation to ${INVITEE}? Its link stops working.` }).waitFor();
    await expectAccessible(page, 'staff, withdrawal asked');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await screenshot(page, 'staff');

    const [mail] = await listOutbox(store.db, { to: INVITEE });
    const link = /https?:\/\/[^/\s]+(\/admin\/#\/accept\?token=[\w%-]+)/.exec(mail!.text_body);
    expect(link).not.toBeNull();
    const invited = await kit.openPage();
    await invited.page.goto(`${store.storeUrl}${link![1]}`);
    await invited.page.getByRole('heading', { name: 'Join the store', level: 1 }).waitFor();
    await expectAccessible(invited.page, 'accept an invitation');
    await invited.page.getByLabel('Password', { exact: true }).fill('a long clerk password');
    await invited.page.getByLabel('Password', { exact: true }).press('Enter');
    await invited.page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    expect(await invited.page.getByRole('navigation').getByRole('link', { name: 'Staff' }).count()).toBe(0);

    await page.reload();
    await page.getByRole('rowheader', { name: INVITEE }).waitFor();
    expect(await page.getByRole('row', { name: new RegExp(INVITEE) }).innerText()).toContain('Staff');
    // The one refusal the browsers log is the session read before signing in (401: signed out).
    expect(unexpectedErrors(errors, [401])).toEqual([]);
    expect(unexpectedErrors(invited.errors, [401])).toEqual([]);
  });
});
