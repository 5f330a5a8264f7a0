// @vitest-environment-options {"url": "http://localhost:8787/admin"}
// Settings → Payments on a server without SECRETS_KEY: saving keys is refused and the page says what to set (the store’s own message names no remedy); the typed keys stay, nothing is stored.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closeAdmin, fieldByLabel, find, signedIn, submit, text, type } from '../../support/admin-page.js';
import { makeStaff } from '../../support/admin-session.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
const OWNER = { email: 'owner@admin-payments-nokey.test', password: 'a long owner password' };

beforeAll(async () => {
  await makeStaff(t, OWNER.email, OWNER.password, 'owner');
});

afterEach(() => {
  closeAdmin();
});

describe('Settings → Payments without SECRETS_KEY', () => {
  it('shows the store’s reason and keeps what was typed', async () => {
    const root = await signedIn(t, OWNER, '/admin/settings/payments');
    await find(root, '.stripe-status');
    type(fieldByLabel(root, 'Publishable key'), 'pk_test_noSecretsKey0001');
    type(fieldByLabel(root, 'Secret key'), 'sk_test_noSecretsKey0001');
    await submit(root.querySelector<HTMLFormElement>('form.form'));
    await expect
      .poll(() => text(root.querySelector('[role="alert"].notice')), { timeout: 15_000 })
      .toBe(
        'This server has no SECRETS_KEY to store the secrets encrypted with. Whoever runs it sets SECRETS_KEY (openssl rand -hex 32) and restarts it, or gives the keys as STRIPE_* environment variables.',
      );
    expect(fieldByLabel(root, 'Secret key').value).toBe('sk_test_noSecretsKey0001');
    const stripe = (await t.call('GET', '/tote/v1/payments/stripe', { token: await t.merchantKey() })).json().stripe;
    expect(stripe).toMatchObject({ configured: false, source: null });
  });
});
