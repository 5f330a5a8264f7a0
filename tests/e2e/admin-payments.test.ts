// Settings → Payments in Chromium under the dashboard's strict CSP: the owner connects Stripe's test keys (typed into password inputs) and sees test mode,
// the secrets only as "set" and never on the page, and copies the webhook URL; axe-core clean at desktop and 390 px; the screenshot
// docs/admin-payments.png; a staff account sees the store's refusal and no form, and the store refuses it the keys. No call reaches Stripe: saving keys does not.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID } from '../../src/server/seed/demo-site.js';
import { ADMIN_CSRF_HEADER } from '../../src/wire/admin.js';
import { createStaffAccount } from '../../src/server/site/staff-accounts.js';
import { expectAccessible, screenshot, submitSignIn } from './support/admin-pages.js';
import { unexpectedErrors } from './support/checkout-steps.js';
import { startInProcessStore, type InProcessStore } from './support/in-process-store.js';
import { useBrowser } from './support/use-browser.js';

const kit = useBrowser();
const OWNER = { email: 'owner@e2e-admin-payments.test', password: 'a long owner password' };
const STAFF = { email: 'staff@e2e-admin-payments.test', password: 'a long staff password' };
const PUBLISHABLE_KEY = 'pk_test_e2eDashboardPublic0001';
const SECRET_KEY = 'sk_test_e2eDashboardSecret0001';
const WEBHOOK_SECRET = 'whsec_e2eDashboardSigning0001';
let store: InProcessStore;

beforeAll(async () => {
  store = await startInProcessStore({ env: { SECRETS_KEY: randomBytes(32).toString('hex') } });
  await createStaffAccount(store.db, DEMO_SITE_ID, { ...OWNER, role: 'owner' });
  await createStaffAccount(store.db, DEMO_SITE_ID, { ...STAFF, role: 'staff' });
});
afterAll(async () => {
  await store?.stop();
});

/** The site's Stripe set-up as the merchant API answers it. */
async function stored(): Promise<Record<string, unknown>> {
  return (await (await fetch(`${store.storeUrl}/tote/v1/payments/stripe`, { headers: { authorization: store.merchantKey } })).json()).stripe;
}

describe('Settings → Payments in Chromium', () => {
  it('the owner connects Stripe test keys and sees test mode, the secrets only as set, under the strict CSP', async () => {
    const { page, context, errors } = await kit.openPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: store.storeUrl });
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(`${store.storeUrl}/admin/settings`);
    await submitSignIn(page, OWNER);
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Payments' }).click();
    await page.getByRole('heading', { name: 'Payments', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/settings/payments');
    await page.getByText('Not connected: shoppers can pay offline only.').waitFor();

    // The webhook endpoint to give Stripe, copied with its button.
    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByText('Copied.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${store.storeUrl}/payments/stripe/webhook`);

    expect(await page.getByLabel('Secret key').getAttribute('type')).toBe('password');
    expect(await page.getByLabel('Webhook signing secret').getAttribute('type')).toBe('password');
    await page.getByLabel('Publishable key').fill(PUBLISHABLE_KEY);
    await page.getByLabel('Secret key').fill(SECRET_KEY);
    await page.getByLabel('Webhook signing secret').fill(WEBHOOK_SECRET);
    await page.getByRole('button', { name: 'Connect Stripe' }).click();
    await page.getByText('Stripe is connected.').waitFor();
    await page.getByText('Test mode: no real money moves').waitFor();
    const status = page.locator('.stripe-status');
    expect((await status.textContent())?.replace(/\s+/g, ' ')).toContain(PUBLISHABLE_KEY);
    expect(await status.locator('dd').allTextContents()).toEqual([
      'Connected with this store’s own keys.',
      'Test mode: no real money moves',
      PUBLISHABLE_KEY,
      'Set',
      'Set',
    ]);
    // The secrets are nowhere on the page: not in its markup, not in a field's value.
    const html = await page.content();
    expect(html).not.toContain(SECRET_KEY);
    expect(html).not.toContain(WEBHOOK_SECRET);
    expect(await page.getByLabel('Secret key').inputValue()).toBe('');
    expect(await stored()).toMatchObject({ configured: true, source: 'site', mode: 'test', secretKeySet: true, webhookSecretSet: true });

    await expectAccessible(page, 'payments, connected');
    await screenshot(page, 'payments');
    expect(violations).toEqual([]);
    expect(unexpectedErrors(errors, [401])).toEqual([]);
  });

  it('a staff account sees the store’s refusal and no form, and the store refuses it the keys', async () => {
    const { page, errors } = await kit.openPage();
    await page.goto(`${store.storeUrl}/admin/settings/payments`);
    await submitSignIn(page, STAFF);
    await page.getByText('Only the store owner can do this.').waitFor();
    expect(await page.locator('input[type="password"]').count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Settings' }).count()).toBe(0);
    // The staff session's own calls from the page, with its CSRF token as the dashboard sends it: refused to read, and to change.
    const answers = await page.evaluate(
      async ({ keys, csrfHeader }) => {
        const session = await (await fetch('/tote/v1/admin/session')).json();
        const read = await fetch('/tote/v1/payments/stripe');
        const write = await fetch('/tote/v1/payments/stripe', {
          method: 'PUT',
          headers: { 'content-type': 'application/json', [csrfHeader]: session.csrfToken },
          body: JSON.stringify({ stripe: keys }),
        });
        const codeOf = async (response: Response) =>
          ((await response.json()) as { details?: { applicationError?: { code?: string } } }).details?.applicationError?.code;
        return [read.status, await codeOf(read), write.status, await codeOf(write)];
      },
      { keys: { publishableKey: 'pk_test_staffTried0001', secretKey: 'sk_test_staffTried0001' }, csrfHeader: ADMIN_CSRF_HEADER },
    );
    expect(answers).toEqual([403, 'OWNER_ONLY', 403, 'OWNER_ONLY']);
    expect(await stored()).toMatchObject({ configured: true, source: 'site', publishableKey: PUBLISHABLE_KEY });
    expect(unexpectedErrors(errors, [401, 403])).toEqual([]);
  });
});
