// The site's Stripe keys through the merchant API: wrong kinds of key refused with the reason, secrets sealed at rest with SECRETS_KEY and never answered, test or live mode from the key.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../src/server/config.js';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { useTestApp } from '../../support/test-app.js';

const PATH = '/tote/v1/payments/stripe';
const SECRET_KEY = 'sk_test_siteOwnSecret0001';
const PUBLISHABLE_KEY = 'pk_test_siteOwnPublic0001';
const WEBHOOK_SECRET = 'whsec_siteOwnSigning0001';

const t = useTestApp({ env: { SECRETS_KEY: randomBytes(32).toString('hex') } });

async function put(body: Record<string, unknown>) {
  return t.call('PUT', PATH, { token: await t.merchantKey(), body: { stripe: body } });
}

function fieldsOf(response: { json(): any }): Record<string, string> {
  return Object.fromEntries(
    response.json().details.validationError.fieldViolations.map((v: { field: string; description: string }) => [v.field, v.description]),
  );
}

describe('Stripe settings', () => {
  it('starts unset, and says where Stripe must send its events', async () => {
    const response = await t.call('GET', PATH, { token: await t.merchantKey() });
    expect(response.statusCode).toBe(200);
    expect(response.json().stripe).toEqual({
      configured: false,
      source: null,
      mode: null,
      publishableKey: null,
      secretKeySet: false,
      webhookSecretSet: false,
      webhookUrl: 'http://localhost:8787/payments/stripe/webhook',
    });
  });

  it('refuses keys of the wrong kind or of two modes, with the reason, and stores nothing', async () => {
    const swapped = await put({ publishableKey: SECRET_KEY, secretKey: PUBLISHABLE_KEY, webhookSecret: 'sk_test_notASigningSecret' });
    expect(swapped.statusCode).toBe(400);
    expect(fieldsOf(swapped)).toEqual({
      'stripe.publishableKey': expect.stringContaining('This is a secret key'),
      'stripe.secretKey': expect.stringContaining('This is a publishable key'),
      'stripe.webhookSecret': expect.stringContaining('This is a secret key'),
    });
    const mixed = await put({ publishableKey: 'pk_live_siteOwnPublic0001', secretKey: SECRET_KEY });
    expect(fieldsOf(mixed)['stripe.publishableKey']).toMatch(/test key .* live key/);
    const garbage = await put({ publishableKey: 'hello', secretKey: SECRET_KEY });
    expect(fieldsOf(garbage)['stripe.publishableKey']).toMatch(/does not look like/);
    const site = await t.ctx.db.selectFrom('sites').select('settings').where('id', '=', DEMO_SITE_ID).executeTakeFirstOrThrow();
    expect(site.settings.stripe).toBeUndefined();
  });

  it('stores the keys, answers only whether the secrets are set, seals them at rest, and offers Stripe in test mode', async () => {
    const saved = await put({ publishableKey: PUBLISHABLE_KEY, secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().stripe).toMatchObject({
      configured: true,
      source: 'site',
      mode: 'test',
      publishableKey: PUBLISHABLE_KEY,
      secretKeySet: true,
      webhookSecretSet: true,
    });
    for (const body of [saved.body, (await t.call('GET', PATH, { token: await t.merchantKey() })).body]) {
      expect(body).not.toContain(SECRET_KEY);
      expect(body).not.toContain(WEBHOOK_SECRET);
    }
    const row = await t.ctx.db.selectFrom('sites').select('settings').where('id', '=', DEMO_SITE_ID).executeTakeFirstOrThrow();
    const stored = JSON.stringify(row.settings);
    expect(stored).not.toContain(SECRET_KEY.slice(8));
    expect(stored).not.toContain(WEBHOOK_SECRET.slice(6));
    expect(row.settings.stripe?.sealedSecretKey).toMatch(/^v1:/);
    // A secret left out keeps the stored one.
    const kept = await put({ publishableKey: PUBLISHABLE_KEY });
    expect(kept.json().stripe).toMatchObject({ secretKeySet: true, webhookSecretSet: true });
  });

  it('cannot open the stored secrets with another SECRETS_KEY: the site then has no Stripe rather than a wrong key', async () => {
    const { stripeKeysOf } = await import('../../../src/server/payments/stripe/stripe-settings.js');
    const row = await t.ctx.db.selectFrom('sites').select('settings').where('id', '=', DEMO_SITE_ID).executeTakeFirstOrThrow();
    expect(stripeKeysOf(t.ctx.config, DEMO_SITE_ID, row.settings)?.secretKey).toBe(SECRET_KEY);
    const other = readConfig({ NODE_ENV: 'test', SECRETS_KEY: randomBytes(32).toString('hex') });
    expect(stripeKeysOf(other, DEMO_SITE_ID, row.settings)).toBeUndefined();
    expect(stripeKeysOf(t.ctx.config, 'another-site', row.settings)).toBeUndefined();
  });

  it('forgets the site’s keys on DELETE', async () => {
    const response = await t.call('DELETE', PATH, { token: await t.merchantKey() });
    expect(response.statusCode).toBe(200);
    expect(response.json().stripe).toMatchObject({ configured: false, secretKeySet: false });
  });
});

describe('Stripe keys from the environment', () => {
  it('refuses a key of the wrong kind or of two modes at start, without echoing it', () => {
    expect(() => readConfig({ STRIPE_SECRET_KEY: PUBLISHABLE_KEY })).toThrow(/STRIPE_SECRET_KEY="\(not shown\)": This is a publishable key/);
    expect(() => readConfig({ STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_PUBLISHABLE_KEY: 'pk_live_siteOwnPublic0001' })).toThrow(/use both keys of one mode/);
    expect(() => readConfig({ SECRETS_KEY: 'short' })).toThrow(/SECRETS_KEY="\(not shown\)"/);
    expect(readConfig({ STRIPE_SECRET_KEY: 'sk_live_siteOwnSecret0001' }).stripe.secretKey).toBe('sk_live_siteOwnSecret0001');
  });
});
