// The rules of Settings → Payments: the form's first values, the request (keys trimmed, empty secrets kept), where the keys come from, what may be disconnected.
import { describe, expect, it } from 'vitest';
import { canDisconnect, keepsSavedSecrets, stripeConnectionOf, stripeFormValuesOf, stripeInputOf } from '../../../src/admin/pages/stripe-form.js';
import type { StripeSettingsView } from '../../../src/wire/payment-settings.js';

const NONE: StripeSettingsView = {
  configured: false,
  source: null,
  mode: null,
  publishableKey: null,
  secretKeySet: false,
  webhookSecretSet: false,
  webhookUrl: 'https://shop.example/payments/stripe/webhook',
};
const SITE: StripeSettingsView = { ...NONE, configured: true, source: 'site', mode: 'test', publishableKey: 'pk_test_site', secretKeySet: true };
const ENVIRONMENT: StripeSettingsView = { ...SITE, source: 'environment', mode: 'live', publishableKey: 'pk_live_server' };

describe('Stripe form rules', () => {
  it('starts with the site’s own publishable key only, and never a secret', () => {
    expect(stripeFormValuesOf(NONE)).toEqual({ publishableKey: '', secretKey: '', webhookSecret: '' });
    expect(stripeFormValuesOf(SITE)).toEqual({ publishableKey: 'pk_test_site', secretKey: '', webhookSecret: '' });
    // The server's key is not offered as the site's: saving it here would make it the site's own.
    expect(stripeFormValuesOf(ENVIRONMENT).publishableKey).toBe('');
  });

  it('trims pasted keys and leaves empty secrets out, so the store keeps the saved ones', () => {
    expect(stripeInputOf({ publishableKey: ' pk_test_a\n', secretKey: '\tsk_test_b ', webhookSecret: ' whsec_c' })).toEqual({
      publishableKey: 'pk_test_a',
      secretKey: 'sk_test_b',
      webhookSecret: 'whsec_c',
    });
    expect(stripeInputOf({ publishableKey: 'pk_test_a', secretKey: '  ', webhookSecret: '' })).toEqual({ publishableKey: 'pk_test_a' });
  });

  it('says where the keys come from, and disconnects only the site’s own', () => {
    expect([NONE, SITE, ENVIRONMENT].map(stripeConnectionOf)).toEqual(['none', 'site', 'environment']);
    expect([NONE, SITE, ENVIRONMENT].map(canDisconnect)).toEqual([false, true, false]);
    expect([NONE, SITE, ENVIRONMENT].map(keepsSavedSecrets)).toEqual([false, true, false]);
  });
});
