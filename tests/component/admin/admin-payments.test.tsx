// @vitest-environment-options {"url": "http://localhost:8787/admin"}
// Settings → Payments in happy-dom against the real store (SECRETS_KEY set): Stripe's test keys connected show test mode and the secrets only as "set", never their value;
// a live secret with a test publishable key and keys of the wrong kind are refused with the store's reason at their fields; Disconnect asks, then forgets the keys; German; staff are refused.
import { randomBytes } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { saveStripe } from '../../../src/admin/api/payments-api.js';
import { clickButton, closeAdmin, errorOf, fieldByLabel, find, signedIn, submit, text, type } from '../../support/admin-page.js';
import { makeStaff } from '../../support/admin-session.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp({ env: { SECRETS_KEY: randomBytes(32).toString('hex') } });
const OWNER = { email: 'owner@admin-payments.test', password: 'a long owner password' };
const STAFF = { email: 'staff@admin-payments.test', password: 'a long staff password' };
const PATH = '/admin/settings/payments';
const PUBLISHABLE_KEY = 'pk_test_dashboardPublic0001';
const SECRET_KEY = 'sk_test_dashboardSecret0001';
const WEBHOOK_SECRET = 'whsec_dashboardSigning0001';
const WAIT = { timeout: 15_000 };

beforeAll(async () => {
  await makeStaff(t, OWNER.email, OWNER.password, 'owner');
  await makeStaff(t, STAFF.email, STAFF.password, 'staff');
});

afterEach(() => {
  closeAdmin();
});

/** The status list's facts, term → description. */
function facts(root: HTMLElement): Record<string, string> {
  const terms = [...root.querySelectorAll('.stripe-status dt')];
  return Object.fromEntries(terms.map((dt) => [text(dt), text(dt.nextElementSibling)]));
}

/** The site's Stripe set-up as the merchant API answers it. */
async function stored() {
  return (await t.call('GET', '/tote/v1/payments/stripe', { token: await t.merchantKey() })).json().stripe;
}

/** Types the three keys and submits the form. */
async function enterKeys(root: HTMLElement, keys: { publishable: string; secret: string; webhook: string }): Promise<void> {
  type(fieldByLabel(root, 'Publishable key'), keys.publishable);
  type(fieldByLabel(root, 'Secret key'), keys.secret);
  type(fieldByLabel(root, 'Webhook signing secret'), keys.webhook);
  await submit(root.querySelector<HTMLFormElement>('form.form'));
}

describe('Settings → Payments', () => {
  it('is a section of Settings, starts unconnected with the webhook URL to copy, and takes the secrets in password inputs', async () => {
    const root = await signedIn(t, OWNER, '/admin/settings');
    (await find<HTMLAnchorElement>(root, 'nav.tabs a[href="/admin/settings/payments"]')).click();
    await expect.poll(() => text(root.querySelector('h1')), WAIT).toBe('Payments');
    await find(root, '.stripe-status');
    expect(root.querySelector('nav.tabs a[aria-current="page"]')?.getAttribute('href')).toBe(PATH);
    expect(facts(root)).toEqual({
      Status: 'Not connected: shoppers can pay offline only.',
      'Publishable key': 'Not set',
      'Secret key': 'Not set',
      'Webhook signing secret': 'Not set',
    });
    expect(fieldByLabel<HTMLTextAreaElement>(root, 'Webhook endpoint: add it in Stripe’s dashboard (Developers → Webhooks)').value).toBe(
      'http://localhost:8787/payments/stripe/webhook',
    );
    for (const label of ['Secret key', 'Webhook signing secret']) {
      expect(fieldByLabel(root, label).type).toBe('password');
      expect(fieldByLabel(root, label).autocomplete).toBe('off');
    }
    expect(root.querySelector('form.form')?.getAttribute('autocomplete')).toBe('off');
    // Nothing to disconnect yet.
    expect([...root.querySelectorAll('button')].some((b) => b.getAttribute('aria-label') === 'Disconnect Stripe')).toBe(false);
  });

  it('shows the store’s reason at the field: a live secret key with a test publishable key, and keys of the wrong kind; nothing is stored', async () => {
    const root = await signedIn(t, OWNER, PATH);
    await find(root, '.stripe-status');
    await enterKeys(root, { publishable: PUBLISHABLE_KEY, secret: 'sk_live_dashboardSecret0001', webhook: WEBHOOK_SECRET });
    await expect
      .poll(() => errorOf(fieldByLabel(root, 'Publishable key')), WAIT)
      .toBe('The secret key is a live key and the publishable key a test key: use both keys of one mode');
    expect(text(root.querySelector('[role="alert"].notice'))).not.toBe('');
    expect(fieldByLabel(root, 'Publishable key').getAttribute('aria-invalid')).toBe('true');

    await enterKeys(root, { publishable: SECRET_KEY, secret: PUBLISHABLE_KEY, webhook: SECRET_KEY });
    await expect.poll(() => errorOf(fieldByLabel(root, 'Secret key')), WAIT).toContain('This is a publishable key');
    expect(errorOf(fieldByLabel(root, 'Publishable key'))).toContain('This is a secret key');
    expect(errorOf(fieldByLabel(root, 'Webhook signing secret'))).toContain('This is a secret key');
    // What was typed stays, to be corrected.
    expect(fieldByLabel(root, 'Secret key').value).toBe(PUBLISHABLE_KEY);
    expect(await stored()).toMatchObject({ configured: false, source: null });
  });

  it('connects test keys: test mode, the publishable key, the secrets only as "set", never their value; then disconnects after asking', async () => {
    const root = await signedIn(t, OWNER, PATH);
    await find(root, '.stripe-status');
    // Pasted keys often carry a space or a line break: they are trimmed.
    await enterKeys(root, { publishable: ` ${PUBLISHABLE_KEY}`, secret: `${SECRET_KEY}\n`, webhook: WEBHOOK_SECRET });
    await expect.poll(() => text(root.querySelector('[role="status"].notice')), WAIT).toBe('Stripe is connected.');
    expect(facts(root)).toEqual({
      Status: 'Connected with this store’s own keys.',
      Mode: 'Test mode: no real money moves',
      'Publishable key': PUBLISHABLE_KEY,
      'Secret key': 'Set',
      'Webhook signing secret': 'Set',
    });
    expect(root.querySelector('.badge[data-mode="test"]')).toBeTruthy();
    // The secrets left the form once saved, and are nowhere on the page.
    expect(fieldByLabel(root, 'Secret key').value).toBe('');
    expect(fieldByLabel(root, 'Webhook signing secret').value).toBe('');
    expect(root.innerHTML).not.toContain(SECRET_KEY);
    expect(root.innerHTML).not.toContain(WEBHOOK_SECRET);
    expect(await stored()).toMatchObject({
      configured: true,
      source: 'site',
      mode: 'test',
      publishableKey: PUBLISHABLE_KEY,
      secretKeySet: true,
      webhookSecretSet: true,
    });

    // Opened again: the same, from the store; empty secret fields keep the saved ones.
    closeAdmin();
    const again = await signedIn(t, OWNER, PATH);
    await expect.poll(() => facts(again)['Secret key'], WAIT).toBe('Set');
    expect(again.innerHTML).not.toContain(SECRET_KEY);
    expect(fieldByLabel(again, 'Publishable key').value).toBe(PUBLISHABLE_KEY);
    expect(text(again.querySelector('form.form'))).toContain('Leave empty to keep the saved one.');
    await submit(again.querySelector<HTMLFormElement>('form.form'));
    await expect.poll(() => text(again.querySelector('[role="status"].notice')), WAIT).toBe('Stripe is connected.');
    expect(await stored()).toMatchObject({ configured: true, secretKeySet: true, webhookSecretSet: true });
    // A new secret key, saved while connected: it too leaves the form and the page.
    type(fieldByLabel(again, 'Secret key'), 'sk_test_dashboardSecret0002');
    await submit(again.querySelector<HTMLFormElement>('form.form'));
    await expect.poll(() => fieldByLabel(again, 'Secret key').value, WAIT).toBe('');
    expect(again.innerHTML).not.toContain('sk_test_dashboardSecret0002');

    // Disconnect asks first; Cancel keeps the keys.
    await clickButton(again, 'Disconnect Stripe');
    await find(again, '[role="group"][aria-label^="Forget this store’s Stripe keys?"]');
    await clickButton(again, 'Cancel');
    expect(await stored()).toMatchObject({ configured: true });
    await clickButton(again, 'Disconnect Stripe');
    await clickButton(again, 'Disconnect');
    await expect.poll(() => text(again.querySelector('[role="status"].notice')), WAIT).toBe('Stripe is disconnected.');
    expect(facts(again).Status).toBe('Not connected: shoppers can pay offline only.');
    expect(await stored()).toMatchObject({ configured: false, source: null, secretKeySet: false });
  });
});

describe('in German', () => {
  it('speaks German on the page, its own texts included', async () => {
    const root = await signedIn(t, OWNER, PATH);
    await find(root, '.stripe-status');
    type(fieldByLabel<HTMLSelectElement>(root, 'Language'), 'de');
    await expect.poll(() => text(root.querySelector('h1')), WAIT).toBe('Zahlungen');
    await expect.poll(() => facts(root).Status, WAIT).toBe('Nicht verbunden: Kundinnen und Kunden können nur offline bezahlen.');
    expect([...root.querySelectorAll('nav.tabs a')].map((a) => text(a))).toEqual(['Allgemein', 'Zahlungen']);
    expect(fieldByLabel(root, 'Geheimer Schlüssel').type).toBe('password');
    type(fieldByLabel<HTMLSelectElement>(root, 'Sprache'), 'en');
    await expect.poll(() => text(root.querySelector('h1')), WAIT).toBe('Payments');
  });
});

describe('the staff role', () => {
  it('sees Payments refused with the reason and no form, and the store refuses its writes', async () => {
    const root = await signedIn(t, STAFF, PATH);
    await expect.poll(() => text(root.querySelector('.state-error p')), WAIT).toBe('Only the store owner can do this.');
    expect(root.querySelector('input[type="password"]')).toBeNull();
    // The dashboard's own client, with the staff session's cookie and CSRF token: refused too.
    const refused = await saveStripe({ publishableKey: PUBLISHABLE_KEY, secretKey: SECRET_KEY }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 403, details: { applicationError: { code: 'OWNER_ONLY' } } });
    expect(await stored()).toMatchObject({ configured: false });
  });
});
