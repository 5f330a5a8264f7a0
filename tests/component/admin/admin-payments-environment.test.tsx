// @vitest-environment-options {"url": "http://localhost:8787/admin"}
// Settings → Payments when the server's STRIPE_* variables hold the keys: connected from the environment, in live mode, the server's
// publishable key shown but not offered as the site's, nothing to disconnect; keys saved here then take their place.
import { randomBytes } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closeAdmin, fieldByLabel, find, signedIn, submit, text, type } from '../../support/admin-page.js';
import { makeStaff } from '../../support/admin-session.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp({
  env: {
    SECRETS_KEY: randomBytes(32).toString('hex'),
    STRIPE_SECRET_KEY: 'sk_live_serverSecret0001',
    STRIPE_PUBLISHABLE_KEY: 'pk_live_serverPublic0001',
  },
});
const OWNER = { email: 'owner@admin-payments-env.test', password: 'a long owner password' };

beforeAll(async () => {
  await makeStaff(t, OWNER.email, OWNER.password, 'owner');
});

afterEach(() => {
  closeAdmin();
});

describe('Settings → Payments with the server’s keys', () => {
  it('says they come from the environment, in live mode, without a webhook secret; the site’s own test keys then take their place', async () => {
    const root = await signedIn(t, OWNER, '/admin/settings/payments');
    await find(root, '.stripe-status');
    const dd = () => [...root.querySelectorAll('.stripe-status dd')].map((d) => text(d));
    expect(dd()).toEqual([
      'Connected with the server’s keys (STRIPE_* environment variables). Keys saved here take their place.',
      'Live mode: real payments',
      'pk_live_serverPublic0001',
      'Set',
      'Not set',
    ]);
    expect(root.querySelector('.badge[data-mode="live"]')).toBeTruthy();
    expect(root.innerHTML).not.toContain('sk_live_serverSecret0001');
    expect([...root.querySelectorAll('button')].some((b) => b.getAttribute('aria-label') === 'Disconnect Stripe')).toBe(false);
    expect(fieldByLabel(root, 'Publishable key').value).toBe('');

    type(fieldByLabel(root, 'Publishable key'), 'pk_test_siteOwnPublic0001');
    type(fieldByLabel(root, 'Secret key'), 'sk_test_siteOwnSecret0001');
    await submit(root.querySelector<HTMLFormElement>('form.form'));
    await expect.poll(() => dd()[0], { timeout: 15_000 }).toBe('Connected with this store’s own keys.');
    expect(dd()[1]).toBe('Test mode: no real money moves');
  });
});
