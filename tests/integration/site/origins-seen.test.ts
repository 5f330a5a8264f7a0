// GET /tote/v1/site/origins-seen: a registered origin is seen when a page on it calls the store (written at most once a minute), unregistered ones never; owner only.
import { beforeAll, describe, expect, it } from 'vitest';
import { ORIGINS_SEEN_PATH } from '../../../src/wire/site.js';
import { makeStaff, signIn } from '../../support/admin-session.js';
import { insertSite } from '../../support/cart-fixtures.js';
import { useTestApp } from '../../support/test-app.js';

let now = new Date('2026-05-04T10:00:00.000Z');
const t = useTestApp({ clock: () => now });
const SEEN = 'https://seen.example';
const NEVER = 'https://never.example';
let key: string;

/** A call a page on `origin` makes: the widget reading the products. */
function pageCall(origin: string) {
  return t.app.inject({ method: 'POST', url: '/stores-reader/v1/products/query', headers: { origin, 'content-type': 'application/json' }, payload: '{}' });
}

/** When each of the demo site's origins was last seen, by origin. */
async function seen(): Promise<Record<string, string | null>> {
  const response = await t.call('GET', ORIGINS_SEEN_PATH, { token: key });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return Object.fromEntries((response.json().origins as { origin: string; lastSeenAt: string | null }[]).map((o) => [o.origin, o.lastSeenAt]));
}

beforeAll(async () => {
  key = await t.merchantKey();
  const added = await t.call('POST', '/tote/v1/oauth-clients/demo/allowed-origins', { token: key, body: { origins: [SEEN, NEVER] } });
  expect(added.statusCode).toBe(200);
});

describe('origins seen', () => {
  it('lists every registered origin as never seen until a page on it calls the store', async () => {
    const before = await seen();
    expect(before[SEEN]).toBeNull();
    expect(before[NEVER]).toBeNull();
    expect(Object.keys(before)).toEqual(Object.keys(before).sort());
  });

  it('notes a registered origin when a page on it calls, once a minute at most, and never an unregistered one', async () => {
    const first = now.toISOString();
    const call = await pageCall(SEEN);
    expect(call.headers['access-control-allow-origin']).toBe(SEEN);
    expect((await seen())[SEEN]).toBe(first);
    // Within the minute a call (or a preflight) writes nothing new.
    now = new Date(now.getTime() + 30_000);
    await pageCall(SEEN);
    await t.app.inject({ method: 'OPTIONS', url: '/ecom/v1/carts/current', headers: { origin: SEEN, 'access-control-request-method': 'GET' } });
    expect((await seen())[SEEN]).toBe(first);
    // A minute after the write, the next call writes again.
    now = new Date(now.getTime() + 31_000);
    await pageCall(SEEN);
    expect((await seen())[SEEN]).toBe(now.toISOString());
    // Not registered: no CORS answer, nothing noted.
    const stranger = await pageCall('https://stranger.example');
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    const rows = await t.handle.db.selectFrom('origin_sightings').select('origin').execute();
    expect(rows.map((r) => r.origin)).not.toContain('https://stranger.example');
    expect((await seen())[NEVER]).toBeNull();
  });

  it('notes the origin for every site that registered it, and shows each site only its own', async () => {
    const other = await insertSite(t.handle.db);
    await t.handle.db
      .updateTable('oauth_clients')
      .set({ allowed_origins: ['https://shared.example'] })
      .where('id', '=', other.clientId)
      .execute();
    await t.call('POST', '/tote/v1/oauth-clients/demo/allowed-origins', { token: key, body: { origins: ['https://shared.example'] } });
    now = new Date(now.getTime() + 120_000);
    await pageCall('https://shared.example');
    expect((await seen())['https://shared.example']).toBe(now.toISOString());
    const sites = await t.handle.db.selectFrom('origin_sightings').select('site_id').where('origin', '=', 'https://shared.example').execute();
    expect(sites.map((s) => s.site_id).sort()).toEqual(['tote-demo', other.siteId].sort());
    expect(Object.keys(await seen())).not.toContain(`https://${other.siteId}.example`);
  });

  it('is the owner’s: 401 without credentials, 403 for a visitor and for a staff account', async () => {
    expect((await t.call('GET', ORIGINS_SEEN_PATH)).statusCode).toBe(401);
    expect((await t.call('GET', ORIGINS_SEEN_PATH, { token: await t.visitorToken() })).statusCode).toBe(403);
    await makeStaff(t, 'staff@origins-seen.test', 'a long staff password', 'staff');
    const staff = await signIn(t, 'staff@origins-seen.test', 'a long staff password');
    const refused = await t.call('GET', ORIGINS_SEEN_PATH, { headers: staff.cookieOnly });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().details.applicationError.code).toBe('OWNER_ONLY');
  });
});
