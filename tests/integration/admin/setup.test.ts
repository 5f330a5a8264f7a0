// The set-up in the browser's API: a store with no owner claimed with its one-time code, on PGlite and PostgreSQL.
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { codeOfLink, ensureSetupLink, issueSetupCode, readSetupLink, setupCodeFile } from '../../../src/server/setup/setup-code.js';
import { listZones } from '../../../src/server/shipping/zone-store.js';
import { ADMIN_SESSION_PATH } from '../../../src/wire/admin.js';
import { SETUP_PATH, type SetupRequest } from '../../../src/wire/setup.js';
import { makeStaff, sessionOf } from '../../support/admin-session.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

let t: TestApp & { close(): Promise<void> };
let code = '';

beforeEach(async () => {
  t = await startTestApp();
  code = await issueSetupCode(t.handle.db);
}, 60_000);
afterEach(async () => {
  await t.close();
});

function request(overrides: Partial<SetupRequest> = {}): SetupRequest {
  return {
    code,
    owner: { email: 'owner@green.example', password: 'owner password 1' },
    name: 'Green Grocer',
    currency: 'EUR',
    locale: 'de-DE',
    origins: ['https://green.example'],
    shipping: { preset: 'FREE_ABOVE', amount: '4.90', freeAbove: '50' },
    tax: { pricesIncludeTax: true, rate: '19' },
    ...overrides,
  };
}

const claim = (body: unknown, headers: Record<string, string> = {}) => t.call('POST', SETUP_PATH, { body, headers });
const codeOf = (response: { json(): unknown }) => (response.json() as { details: { applicationError?: { code: string } } }).details.applicationError?.code;
const siteCount = async () => (await t.handle.db.selectFrom('sites').select('id').execute()).length;

describe('set-up in the browser', () => {
  it('claims the store with the code: the shop, its zone and tax, the owner signed in on it; then the code is spent', async () => {
    expect((await t.call('GET', SETUP_PATH)).json()).toEqual({ open: true });
    const response = await claim(request());
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const made = response.json();
    expect(made).toMatchObject({ siteId: expect.stringMatching(/^green-grocer-/), staff: { role: 'owner', email: 'owner@green.example' } });
    expect(made.scriptTag).toBe(`<script src="http://localhost:8787/tote.js" data-client-id="${made.clientId}" data-locale="de-DE" async></script>`);
    expect(made.apiKey).toBeUndefined();
    // Signed in on the new site, not the demo.
    const session = sessionOf(response);
    const me = await t.call('GET', ADMIN_SESSION_PATH, { headers: session.cookieOnly });
    expect(me.json().staff).toMatchObject({ siteId: made.siteId, role: 'owner' });
    const site = await t.call('GET', '/tote/v1/site', { headers: session.headers });
    expect(site.json().site).toMatchObject({ name: 'Green Grocer', currency: 'EUR', locale: 'de-DE', country: 'DE', pricesIncludeTax: true });
    const zones = await listZones(t.ctx, made.siteId);
    expect(zones).toMatchObject([{ destinations: [{ country: '*' }], rates: [{ kind: 'FLAT', amount: '4.90', freeOver: '50.00' }] }]);
    const rates = await t.handle.db.selectFrom('tax_rates').select(['country', 'rate']).where('site_id', '=', made.siteId).execute();
    expect(rates).toEqual([{ country: 'DE', rate: expect.stringMatching(/^0\.19/) }]);
    expect((await t.call('GET', SETUP_PATH)).json()).toEqual({ open: false });
  });

  it('refuses a wrong code (403 SETUP_CODE_INVALID) and makes nothing', async () => {
    const before = await siteCount();
    const response = await claim(request({ code: `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}` }));
    expect(response.statusCode).toBe(403);
    expect(codeOf(response)).toBe('SETUP_CODE_INVALID');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await siteCount()).toBe(before);
  });

  it('refuses a used code for another set-up (409 SETUP_DONE)', async () => {
    expect((await claim(request())).statusCode).toBe(200);
    const again = await claim(request({ name: 'Someone Else', owner: { email: 'thief@evil.example', password: 'thief password 1' } }));
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('SETUP_DONE');
    // The same request with another password is not a retry either.
    const guessed = await claim(request({ owner: { email: 'owner@green.example', password: 'another password' } }));
    expect(codeOf(guessed)).toBe('SETUP_DONE');
  });

  it('refuses the code once the store has an owner (made another way, e.g. tote init)', async () => {
    await makeStaff(t, 'owner@demo.example', 'owner password 1', 'owner');
    const response = await claim(request());
    expect(response.statusCode).toBe(409);
    expect(codeOf(response)).toBe('SETUP_DONE');
    expect((await t.call('GET', SETUP_PATH)).json()).toEqual({ open: false });
  });

  it('answers a retry of the same set-up with the same shop, signed in again, and makes nothing twice', async () => {
    const first = await claim(request());
    const before = await siteCount();
    const retry = await claim(request());
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ siteId: first.json().siteId, clientId: first.json().clientId, scriptTag: first.json().scriptTag });
    expect(sessionOf(retry).cookie).not.toBe(sessionOf(first).cookie);
    expect(await siteCount()).toBe(before);
    expect(await listZones(t.ctx, first.json().siteId)).toHaveLength(1);
  });

  it('answers two claims at once with one shop', async () => {
    const [a, b] = await Promise.all([claim(request()), claim(request())]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().siteId).toBe(b.json().siteId);
    expect(await t.handle.db.selectFrom('sites').select('id').where('name', '=', 'Green Grocer').execute()).toHaveLength(1);
  });

  it('names every bad answer as a field violation and keeps the code working', async () => {
    const bad = await claim(request({ currency: 'EURO'.slice(0, 3).replace('E', '1'), origins: ['ftp://x'], country: 'XX' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.validationError.fieldViolations.map((v: { field: string }) => v.field)).toEqual(['country', 'currency', 'origins[0]']);
    const password = await claim(request({ owner: { email: 'owner@green.example', password: 'short' } }));
    expect(password.json().details.validationError.fieldViolations.map((v: { field: string }) => v.field)).toEqual(['owner.password']);
    const amount = await claim(request({ shipping: { preset: 'FLAT_EVERYWHERE', amount: '-1' } }));
    expect(amount.json().details.validationError.fieldViolations.map((v: { field: string }) => v.field)).toEqual(['shipping.amount']);
    const freeAbove = await claim(request({ shipping: { preset: 'FREE_ABOVE', amount: '4.90' } }));
    expect(freeAbove.json().details.validationError.fieldViolations.map((v: { field: string }) => v.field)).toEqual(['shipping.freeAbove']);
    const rate = await claim(request({ tax: { pricesIncludeTax: false, rate: '120' } }));
    expect(rate.json().details.validationError.fieldViolations.map((v: { field: string }) => v.field)).toEqual(['tax.rate']);
    const preset = await claim({ ...request(), shipping: { preset: 'NOWHERE', amount: '1' } });
    expect(preset.statusCode).toBe(400);
    // Nothing was left half made: the code still claims the store.
    expect((await claim(request())).statusCode).toBe(200);
  });

  it('leaves a zone of the shop’s country alone for domestic shipping, the country from the locale', async () => {
    const response = await claim(
      request({ locale: 'en-GB', currency: 'GBP', shipping: { preset: 'DOMESTIC_ONLY', amount: '3' }, tax: { pricesIncludeTax: false } }),
    );
    expect(response.statusCode).toBe(200);
    const zones = await listZones(t.ctx, response.json().siteId);
    expect(zones).toMatchObject([{ destinations: [{ country: 'GB' }], rates: [{ kind: 'FLAT', amount: '3.00', freeOver: null }] }]);
    expect(await t.handle.db.selectFrom('tax_rates').select('id').where('site_id', '=', response.json().siteId).execute()).toEqual([]);
  });

  it('makes an API key when asked (what tote init asks for), shown once', async () => {
    const response = await claim(request({ apiKey: true }));
    expect(response.json().apiKey).toMatch(/^tote_sk_/);
    expect((await claim(request({ apiKey: true }))).json().apiKey).toBeUndefined();
  });

  it('refuses a set-up posted from another origin', async () => {
    const response = await claim(request(), { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(codeOf(response)).toBe('ORIGIN_NOT_ALLOWED');
  });

  it('refuses an address after 10 wrong codes in 15 minutes (429), even with the right one', async () => {
    for (let i = 0; i < 10; i++) expect((await claim(request({ code: `wrong-${i}` }))).statusCode).toBe(403);
    const limited = await claim(request());
    expect(limited.statusCode).toBe(429);
    expect(codeOf(limited)).toBe('TOO_MANY_ATTEMPTS');
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('the set-up link at start', () => {
  let dataDir = '';
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'tote-setup-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is written to a 0600 file, kept across starts, and gone once the store has an owner', async () => {
    const link = await ensureSetupLink(t.handle.db, dataDir, 'http://localhost:9999');
    expect(link).toMatch(/^http:\/\/localhost:9999\/admin\/setup#code=[\w-]{32}$/);
    expect(await readSetupLink(dataDir)).toBe(link);
    expect((await stat(setupCodeFile(dataDir))).mode & 0o777).toBe(0o600);
    // A restart prints the same link; the earlier code of this test was replaced by it.
    expect(await ensureSetupLink(t.handle.db, dataDir, 'http://localhost:9999')).toBe(link);
    expect(codeOf(await claim(request()))).toBe('SETUP_CODE_INVALID');
    expect((await claim(request({ code: codeOfLink(link!)! }))).statusCode).toBe(200);
    expect(await ensureSetupLink(t.handle.db, dataDir, 'http://localhost:9999')).toBeUndefined();
    expect(await readSetupLink(dataDir)).toBeUndefined();
  });
});
