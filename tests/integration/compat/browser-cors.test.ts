// What a browser adds to the official packages' calls: every header they send passes the store's CORS preflight from the shop's origin.
import { createClient, OAuthStrategy } from '@wix/sdk';
import { currentCart } from '@wix/ecom';
import { redirects } from '@wix/redirects';
import { collections, products } from '@wix/stores';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID } from '../../../src/server/seed/demo-site.js';
import { freshEmail } from '../../support/identity-flows.js';
import { SHOP_PAGE_ORIGIN, useOfficialWix } from '../../support/official-wix.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
const wix = useOfficialWix(t);
const STORES_APP_ID = '1380b703-ce81-ff05-f115-39571d94dfcd';
/** Request headers a browser sends without a preflight, or sets itself. */
const NOT_PREFLIGHTED = new Set([
  'accept',
  'accept-language',
  'content-language',
  'origin',
  'host',
  'connection',
  'content-length',
  'user-agent',
  'accept-encoding',
  'sec-fetch-mode',
]);

beforeAll(async () => {
  // A shop's usual calls, each through the official packages.
  const auth = OAuthStrategy({ clientId: DEMO_CLIENT_ID });
  const shop = createClient({ modules: { products, collections, currentCart, redirects }, auth, fetch: wix.fetch });
  const { items } = await shop.products.queryProducts().limit(3).find();
  await shop.products.getProduct(items[0]!._id!);
  await shop.collections.queryCollections().find();
  await shop.currentCart
    .addToCurrentCart({ lineItems: [{ catalogReference: { catalogItemId: items[0]!._id!, appId: STORES_APP_ID }, quantity: 1 }] })
    .catch(() => undefined);
  // Without a cart (the add above may be refused) Wix's 404 answers, with the CORS headers like any other.
  await shop.currentCart.getCurrentCart().catch(() => undefined);
  await shop.currentCart.estimateCurrentCartTotals({});
  await shop.redirects.createRedirectSession({ login: {} });
  await auth.login({ email: freshEmail('cors'), password: 'correct horse battery' });
  await auth.renewToken(auth.getTokens().refreshToken);
});

describe('CORS for the official packages in a browser', () => {
  it('allows every method and header they send in a preflight from the shop’s origin', async () => {
    const seen = new Map<string, { method: string; path: string; headers: string[] }>();
    for (const r of wix.sent) {
      const path = r.path.replace(/\?.*$/, '');
      const headers = Object.keys(r.headers)
        .filter((h) => !NOT_PREFLIGHTED.has(h))
        .sort();
      seen.set(`${r.method} ${path} ${headers.join()}`, { method: r.method, path, headers });
    }
    expect(seen.size).toBeGreaterThan(5);
    for (const { method, path, headers } of seen.values()) {
      const preflight = await wix.rawFetch(`${wix.base}${path}`, {
        method: 'OPTIONS',
        headers: { origin: SHOP_PAGE_ORIGIN, 'access-control-request-method': method, 'access-control-request-headers': headers.join(',') },
      });
      expect(preflight.status, `${method} ${path}`).toBeLessThan(300);
      expect(preflight.headers.get('access-control-allow-origin'), `${method} ${path}`).toBe(SHOP_PAGE_ORIGIN);
      const allowedHeaders = (preflight.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(/\s*,\s*/);
      for (const header of headers) expect(allowedHeaders, `${method} ${path} sends ${header}`).toContain(header);
      const allowedMethods = (preflight.headers.get('access-control-allow-methods') ?? '').split(/\s*,\s*/);
      if (!['GET', 'POST', 'HEAD'].includes(method)) expect(allowedMethods, `${method} ${path}`).toContain(method);
    }
  });

  it('lets the shop’s page read every answer and its request id', () => {
    expect(wix.sent.length).toBeGreaterThan(5);
    for (const r of wix.sent) {
      expect(r.responseHeaders['access-control-allow-origin'], `${r.method} ${r.path}`).toBe(SHOP_PAGE_ORIGIN);
      expect(r.responseHeaders['access-control-expose-headers'] ?? '', `${r.method} ${r.path}`).toContain('x-wix-request-id');
    }
  });
});
