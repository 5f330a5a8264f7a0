// The checkout page's CSP with Stripe: exactly Stripe's documented origins for Stripe.js and the Payment Element (and the default Trusted
// Types policy the page makes for js.stripe.com) when the site takes Stripe payments, and none of them when it does not.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { insertProduct, type CreatedProduct } from '../../support/cart-fixtures.js';
import { checkoutSession, checkoutWith } from '../../support/checkout-flows.js';
import { callFrom } from '../../support/identity-flows.js';
import { useTestApp, type TestApp } from '../../support/test-app.js';

/** A dist folder with a built-looking checkout entry (the page's shell needs only its manifest). */
function fakeDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'tote-stripe-csp-dist-'));
  const hosted = path.join(dist, 'hosted');
  mkdirSync(hosted);
  const entry = { file: 'checkout-Hash1234.js', name: 'checkout', src: 'src/hosted/entries/checkout.tsx', isEntry: true, css: [] };
  writeFileSync(path.join(hosted, 'checkout-Hash1234.js'), 'export {};');
  writeFileSync(path.join(hosted, 'manifest.json'), JSON.stringify({ 'src/hosted/entries/checkout.tsx': entry }));
  return dist;
}

const STRIPE_ENV = { STRIPE_SECRET_KEY: 'sk_test_toteCspCheck0001', STRIPE_PUBLISHABLE_KEY: 'pk_test_toteCspCheck0001' };
const withStripe = useTestApp({ env: { DIST_DIR: fakeDist(), ...STRIPE_ENV } });
const withoutStripe = useTestApp({ env: { DIST_DIR: fakeDist() } });
const products = new Map<TestApp, CreatedProduct>();

beforeAll(async () => {
  for (const t of [withStripe, withoutStripe]) products.set(t, await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'CSP Mug', price: 1800 }));
});

/** The directives of the checkout page's CSP, by name. */
async function checkoutPolicy(t: TestApp): Promise<Map<string, string>> {
  const token = await t.visitorToken();
  const checkoutId = await checkoutWith(t, token, [{ productId: products.get(t)!.id, quantity: 1 }]);
  const sessionId = await checkoutSession(t, token, checkoutId);
  const response = await callFrom(t, 'GET', `/hosted/checkout/${checkoutId}?session=${sessionId}`, {
    headers: { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' },
  });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  const csp = String(response.headers['content-security-policy']);
  return new Map(csp.split(/;\s*/).map((d) => [d.split(' ')[0]!, d.slice(d.indexOf(' ') + 1)]));
}

describe('the checkout page’s CSP', () => {
  it('allows exactly Stripe’s origins for Stripe.js, its frames and its API when the site takes Stripe payments', async () => {
    const policy = await checkoutPolicy(withStripe);
    expect(policy.get('script-src')).toBe("'self' https://js.stripe.com https://*.js.stripe.com");
    expect(policy.get('frame-src')).toBe("'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com");
    expect(policy.get('connect-src')).toBe("'self' https://api.stripe.com");
    // Trusted Types stay required; the one policy allowed is the page's default one (script URLs of js.stripe.com and its subdomains only).
    expect(policy.get('require-trusted-types-for')).toBe("'script'");
    expect(policy.get('trusted-types')).toBe('default');
    expect(policy.get('default-src')).toBe("'none'");
    // No unsafe source, and no wildcard but the one Stripe documents for its own subdomains.
    expect([...policy.values()].join(' ').replaceAll('https://*.js.stripe.com', '')).not.toMatch(/unsafe|\*/);
  });

  it('allows none of them when the site takes no Stripe payments', async () => {
    const policy = await checkoutPolicy(withoutStripe);
    expect(policy.get('script-src')).toBe("'self'");
    expect(policy.get('frame-src')).toBe("'self'");
    expect(policy.get('connect-src')).toBe("'self'");
    expect(policy.get('trusted-types')).toBe("'none'");
  });
});
