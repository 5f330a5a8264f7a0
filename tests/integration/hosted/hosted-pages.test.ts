// The hosted pages' server side: each shell with its CSP and frame rules, its data and the store's look; expired links, assets.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { randomSecret, digest } from '../../../src/server/auth/hashing.js';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { precompressFolders } from '../../../scripts/precompress.js';
import { useTestApp } from '../../support/test-app.js';
import { authSession, callFrom, latestLink, registerMember, setSiteSettings, SHOP_CALLBACK } from '../../support/identity-flows.js';

/** The shared chunk's text: over 1 KB, so that the build precompresses it. */
const SHARED_SCRIPT = `export const texts = ${JSON.stringify(Array.from({ length: 80 }, (_, i) => `text number ${i}`))};`;

/** A dist folder with a built-looking hosted manifest: an entry per page, a shared chunk and its style sheet. */
function fakeDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'tote-hosted-dist-'));
  const hosted = path.join(dist, 'hosted');
  mkdirSync(hosted);
  const manifest: Record<string, unknown> = { '_shared-AbCdEf12.js': { file: 'shared-AbCdEf12.js', name: 'shared', css: ['shared-XyZ98765.css'] } };
  for (const page of ['login', 'reset-password', 'account', 'product']) {
    manifest[`src/hosted/entries/${page}.tsx`] = {
      file: `${page}-Hash1234.js`,
      name: page,
      src: `src/hosted/entries/${page}.tsx`,
      isEntry: true,
      imports: ['_shared-AbCdEf12.js'],
    };
    writeFileSync(path.join(hosted, `${page}-Hash1234.js`), `import './shared-AbCdEf12.js';`);
  }
  writeFileSync(path.join(hosted, 'shared-AbCdEf12.js'), SHARED_SCRIPT);
  writeFileSync(path.join(hosted, 'shared-XyZ98765.css'), 'body{}');
  writeFileSync(path.join(hosted, 'manifest.json'), JSON.stringify(manifest));
  return dist;
}

const t = useTestApp({ env: { DIST_DIR: fakeDist() } });

/** The JSON data of a shell. */
function pageData(html: string): Record<string, unknown> {
  const json = /<script type="application\/json" id="tote-page-data">(.*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('no page data');
  return JSON.parse(json);
}

/** Checks the headers every hosted page must have. */
function expectLockedDown(response: { headers: Record<string, unknown> }, options: { httpsImages?: boolean } = {}) {
  const csp = String(response.headers['content-security-policy']);
  expect(csp).toContain("default-src 'none'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("connect-src 'self'");
  expect(csp).toContain("require-trusted-types-for 'script'");
  expect(csp).not.toContain('unsafe');
  expect(csp).toContain(options.httpsImages ? "img-src 'self' data: https:" : "img-src 'self' data:;");
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
}

async function loginSession(body: unknown = { login: {} }): Promise<{ id: string; fullUrl: string }> {
  const response = await callFrom(t, 'POST', '/_api/redirects-api/v1/redirect-session', { token: await t.visitorToken(), body });
  return response.json().redirectSession;
}

describe('the login page', () => {
  it('serves a shell that loads the built entry, its preloads and styles, with no inline script and the session in its data', async () => {
    const session = await loginSession({ login: {}, callbacks: { postFlowUrl: 'http://localhost:8788/after' } });
    const page = await callFrom(t, 'GET', `/hosted/login?session=${session.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expectLockedDown(page);
    expect(page.body).toContain('<script type="module" src="/hosted-assets/login-Hash1234.js"></script>');
    expect(page.body).toContain('<link rel="modulepreload" href="/hosted-assets/shared-AbCdEf12.js">');
    expect(page.body).toContain('<link rel="stylesheet" href="/hosted-assets/shared-XyZ98765.css">');
    expect(page.body).toContain('<title>Sign in · Tote Demo Shop</title>');
    expect(page.body).toContain('<span class="store-name">Tote Demo Shop</span>');
    expect(page.body.match(/<script(?![^>]*(type="module" src=|type="application\/json"))/g)).toBeNull();
    expect(pageData(page.body)).toEqual({
      page: 'login',
      store: { name: 'Tote Demo Shop', locale: 'en-US', country: 'US' },
      clientId: 'demo',
      sessionId: session.id,
      sessionKind: 'login',
      cancelUrl: 'http://localhost:8788/after',
    });
  });

  it('leads "back to the shop" of an authorization to the redirect URI with access_denied and the state', async () => {
    const flow = await authSession(t, await t.visitorToken(), { prompt: 'login', responseMode: 'fragment' });
    const authorize = await callFrom(t, 'GET', new URL(flow.fullUrl).pathname + new URL(flow.fullUrl).search);
    const loginUrl = new URL(String(authorize.headers.location));
    const page = await callFrom(t, 'GET', loginUrl.pathname + loginUrl.search);
    const data = pageData(page.body);
    expect(data.sessionKind).toBe('auth');
    const cancel = new URL(String(data.cancelUrl));
    expect(cancel.origin + cancel.pathname).toBe(SHOP_CALLBACK);
    expect(Object.fromEntries(new URLSearchParams(cancel.hash.slice(1)))).toMatchObject({ error: 'access_denied', state: flow.state });
  });

  it('says an unknown, used-up or expired sign-in link has expired, as a page', async () => {
    for (const query of ['', '?session=nope', `?session=${crypto.randomUUID()}`, `?session=${'x'.repeat(1500)}`]) {
      const page = await callFrom(t, 'GET', `/hosted/login${query}`);
      expect(page.statusCode, query).toBe(404);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('This sign-in link has expired');
      expectLockedDown(page);
    }
    const session = await loginSession();
    await t.ctx.db
      .updateTable('redirect_sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', session.id)
      .execute();
    const expired = await callFrom(t, 'GET', `/hosted/login?session=${session.id}`);
    expect(expired.statusCode).toBe(404);
    expect(expired.body).toContain('<span class="store-name">Tote Demo Shop</span>');
  });

  it('is no page for other kinds of redirect session', async () => {
    const product = await loginSession({ storesProduct: { productSlug: 'classic-tee' } });
    expect((await callFrom(t, 'GET', `/hosted/login?session=${product.id}`)).statusCode).toBe(404);
  });

  it('shows the store’s accent and keeps text readable, and ignores an accent that is not a colour', async () => {
    const session = await loginSession();
    await setSiteSettings(t, { accentColor: '#ffd400' });
    const yellow = await callFrom(t, 'GET', `/hosted/login?session=${session.id}`);
    // Dark text on a light accent; the accent darkened for links, and kept as it is for links in the dark scheme (it reads on dark).
    expect(yellow.body).toMatch(
      /:root\{--accent:#ffd400;--on-accent:#111418;--accent-text:#[0-9a-f]{6}\}@media \(prefers-color-scheme:dark\)\{:root\{--accent-text:#ffd400\}\}/,
    );
    expect(yellow.body).not.toContain(';--accent-text:#ffd400}');
    expect(yellow.body).toContain('<meta name="color-scheme" content="light dark">');
    await setSiteSettings(t, { accentColor: '#000080' });
    // A dark accent: kept for links on the light page, lightened for links in the dark scheme.
    expect((await callFrom(t, 'GET', `/hosted/login?session=${session.id}`)).body).toContain(
      ';--accent-text:#000080}@media (prefers-color-scheme:dark){:root{--accent-text:#8080c0}}',
    );
    await setSiteSettings(t, { accentColor: 'red;}</style><script>alert(1)</script>' });
    const hostile = await callFrom(t, 'GET', `/hosted/login?session=${session.id}`);
    expect(hostile.body).toContain(':root{--accent:#1f6feb;--on-accent:#ffffff;');
    expect(hostile.body).not.toContain('alert(1)');
    await setSiteSettings(t, { accentColor: '#1f6feb' });
  });

  it('escapes the store name in the HTML and in the JSON data', async () => {
    const session = await loginSession();
    await t.ctx.db.updateTable('sites').set({ name: 'A & B </script><b>' }).where('id', '=', DEMO_SITE_ID).execute();
    try {
      const page = await callFrom(t, 'GET', `/hosted/login?session=${session.id}`);
      expect(page.body).toContain('<span class="store-name">A &amp; B &lt;/script&gt;&lt;b&gt;</span>');
      expect(page.body).not.toContain('</script><b>');
      expect((pageData(page.body).store as { name: string }).name).toBe('A & B </script><b>');
    } finally {
      await t.ctx.db.updateTable('sites').set({ name: 'Tote Demo Shop' }).where('id', '=', DEMO_SITE_ID).execute();
    }
  });
});

describe('the password page', () => {
  it('tells a valid link from an used one, without revealing whose it is', async () => {
    const member = await registerMember(t);
    await callFrom(t, 'POST', '/_api/iam/recovery/v1/send-email', { token: member.visitorToken, body: { email: member.email } });
    const link = new URL(await latestLink(t, member.email));
    const page = await callFrom(t, 'GET', link.pathname + link.search);
    expect(page.statusCode).toBe(200);
    expectLockedDown(page);
    expect(pageData(page.body)).toEqual({
      page: 'reset-password',
      store: { name: 'Tote Demo Shop', locale: 'en-US', country: 'US' },
      clientId: 'demo',
      link: 'valid',
      purpose: 'reset',
    });
    expect(page.body).not.toContain(member.email);
    const token = link.searchParams.get('recoveryToken')!;
    await callFrom(t, 'POST', '/_api/iam/recovery/v1/recover', {
      token: member.visitorToken,
      body: { recoveryToken: token, password: 'a brand new password' },
    });
    const used = await callFrom(t, 'GET', link.pathname + link.search);
    expect(pageData(used.body).link).toBe('expired');
  });

  it('names an activation link as such, and an unknown token as expired', async () => {
    const member = await registerMember(t);
    const token = randomSecret();
    await t.ctx.db
      .insertInto('identity_recovery_tokens')
      .values({
        id: crypto.randomUUID(),
        site_id: DEMO_SITE_ID,
        identity_id: member.identityId,
        purpose: 'ACTIVATION',
        token_hash: digest(token),
        redirect_url: null,
        created_at: new Date(),
        expires_at: new Date(Date.now() + 3600_000),
      })
      .execute();
    expect(pageData((await callFrom(t, 'GET', `/hosted/reset-password?recoveryToken=${token}`)).body)).toMatchObject({ link: 'valid', purpose: 'activation' });
    expect(pageData((await callFrom(t, 'GET', '/hosted/reset-password?recoveryToken=unknown')).body)).toMatchObject({ link: 'expired', purpose: 'reset' });
  });
});

describe('the account page', () => {
  it('serves every section, the ones this store does not run marked so', async () => {
    for (const section of ['info', 'orders', 'bookings', 'subscriptions', 'events']) {
      const page = await callFrom(t, 'GET', `/hosted/account/${section}`);
      expect(page.statusCode, section).toBe(200);
      expectLockedDown(page);
      const data = pageData(page.body);
      expect(data).toMatchObject({ page: 'account', section, clientId: 'demo' });
      expect(data.sections).toEqual([
        { path: 'info', available: true },
        { path: 'orders', available: true },
        { path: 'bookings', available: false },
        { path: 'subscriptions', available: false },
        { path: 'events', available: false },
      ]);
      // The way back to the shop: the demo client's first origin.
      expect(data.backUrl).toBe('http://localhost:8788/');
    }
  });

  it('opens account info at /hosted/account and answers an unknown section with a page', async () => {
    const bare = await callFrom(t, 'GET', '/hosted/account?client=demo');
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/hosted/account/info?client=demo');
    const unknown = await callFrom(t, 'GET', '/hosted/account/settings');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('This page does not exist');
  });

  it('asks which shop when the store runs several sites and nothing says which', async () => {
    await t.ctx.db
      .insertInto('sites')
      .values({ id: 'site-second', name: 'Second', currency: 'EUR', settings: '{}' })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await t.ctx.db
      .insertInto('oauth_clients')
      .values({ id: 'second', site_id: 'site-second', name: 'Second', allowed_origins: [] })
      .onConflict((oc) => oc.doNothing())
      .execute();
    try {
      expect((await callFrom(t, 'GET', '/hosted/account/info')).statusCode).toBe(400);
      const hinted = await callFrom(t, 'GET', '/hosted/account/info?client=second');
      expect(pageData(hinted.body)).toMatchObject({ clientId: 'second', store: { name: 'Second' } });
      const session = (
        await callFrom(t, 'POST', '/_api/redirects-api/v1/redirect-session', { token: await t.visitorToken(), body: { membersAccount: { section: 'ORDERS' } } })
      ).json().redirectSession;
      expect(session.fullUrl).toBe('http://localhost:8787/hosted/account/orders');
      // A product page finds its site by the slug.
      expect(pageData((await callFrom(t, 'GET', '/hosted/product/classic-tee')).body)).toMatchObject({ clientId: 'demo' });
    } finally {
      await t.ctx.db.deleteFrom('oauth_clients').where('id', '=', 'second').execute();
      await t.ctx.db.deleteFrom('sites').where('id', '=', 'site-second').execute();
    }
  });
});

describe('the product page', () => {
  it('serves a visible product with its name in the title, indexable, https images allowed', async () => {
    const page = await callFrom(t, 'GET', '/hosted/product/classic-tee');
    expect(page.statusCode).toBe(200);
    expectLockedDown(page, { httpsImages: true });
    expect(page.body).toContain('<title>Classic Tee · Tote Demo Shop</title>');
    expect(page.body).not.toContain('noindex');
    expect(pageData(page.body)).toEqual({
      page: 'product',
      store: { name: 'Tote Demo Shop', locale: 'en-US', country: 'US' },
      clientId: 'demo',
      slug: 'classic-tee',
    });
  });

  it('answers a missing or hidden product with a 404 page', async () => {
    expect((await callFrom(t, 'GET', '/hosted/product/no-such-thing')).statusCode).toBe(404);
    await t.ctx.db.updateTable('products').set({ visible: false }).where('slug', '=', 'crew-socks').where('site_id', '=', DEMO_SITE_ID).execute();
    try {
      const hidden = await callFrom(t, 'GET', '/hosted/product/crew-socks');
      expect(hidden.statusCode).toBe(404);
      expect(hidden.body).toContain('We can’t find this product');
    } finally {
      await t.ctx.db.updateTable('products').set({ visible: true }).where('slug', '=', 'crew-socks').where('site_id', '=', DEMO_SITE_ID).execute();
    }
  });
});

describe('the built files', () => {
  it('serves scripts and style sheets with long caching and same-origin only, and nothing else', async () => {
    const script = await callFrom(t, 'GET', '/hosted-assets/login-Hash1234.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(script.headers['access-control-allow-origin']).toBeUndefined();
    const again = await callFrom(t, 'GET', '/hosted-assets/login-Hash1234.js', { headers: { 'if-none-match': String(script.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect((await callFrom(t, 'GET', '/hosted-assets/shared-XyZ98765.css')).headers['content-type']).toContain('text/css');
    for (const name of ['manifest.json', '..%2F..%2Fpackage.json', '%2e%2e%2fhosted%2fmanifest.json', 'missing-Hash1234.js']) {
      expect((await callFrom(t, 'GET', `/hosted-assets/${name}`)).statusCode, name).toBe(404);
    }
  });
});

describe('the built files, precompressed', () => {
  it('serves the copy the browser accepts (brotli before gzip) that the build wrote, plain without Accept-Encoding', async () => {
    await precompressFolders([path.join(t.ctx.config.distDir, 'hosted')]);
    const url = '/hosted-assets/shared-AbCdEf12.js';
    const br = await callFrom(t, 'GET', url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['content-type']).toContain('text/javascript');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SHARED_SCRIPT);
    const gzip = await callFrom(t, 'GET', url, { headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SHARED_SCRIPT);
    const plain = await callFrom(t, 'GET', url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SHARED_SCRIPT);
  });
});

describe('before the pages are built', () => {
  it('says so with a 503 page instead of a broken page', async () => {
    const emptyDist = mkdtempSync(path.join(tmpdir(), 'tote-empty-dist-'));
    const { startTestApp } = await import('../../support/test-app.js');
    const other = await startTestApp({ env: { DIST_DIR: emptyDist } });
    try {
      const session = await other.call('POST', '/_api/redirects-api/v1/redirect-session', { token: await other.visitorToken(), body: { login: {} } });
      const page = await other.call('GET', `/hosted/login?session=${session.json().redirectSession.id}`);
      expect(page.statusCode).toBe(503);
      expect(page.body).toContain('This page is not ready yet');
    } finally {
      await other.close();
    }
  });
});

describe('a login for a member who is signed in already', () => {
  it('goes straight on to where the session leads', async () => {
    const member = await registerMember(t);
    const started = await callFrom(t, 'POST', '/oauth2/session', { body: { sessionToken: member.sessionToken }, headers: { origin: 'http://localhost:8787' } });
    expect(started.statusCode).toBe(200);
    const cookie = String([started.headers['set-cookie']].flat()[0]).split(';')[0]!;
    const session = await loginSession({ login: {}, callbacks: { postFlowUrl: 'http://localhost:8788/after' } });
    const page = await callFrom(t, 'GET', `/hosted/login?session=${session.id}`, { headers: { cookie } });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe(`/r/${session.id}`);
    const next = await callFrom(t, 'GET', `/r/${session.id}`, { headers: { cookie } });
    expect(next.headers.location).toBe('http://localhost:8788/after');
  });
});

describe('a checkout link of a checkout that does not exist', () => {
  it('answers with an honest page, not a JSON 404 (the checkout page itself: tests/integration/hosted/checkout-page.test.ts)', async () => {
    const session = await loginSession({ ecomCheckout: { checkoutId: 'chk-1' } });
    const page = await callFrom(t, 'GET', new URL(session.fullUrl).pathname + new URL(session.fullUrl).search);
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('We can’t find this checkout');
    expectLockedDown(page);
  });
});
