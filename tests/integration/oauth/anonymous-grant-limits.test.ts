// Anonymous grants (visitor tokens) per client address: 429 with Retry-After past the burst and hourly limits, other addresses unaffected, unused visitors purged.
import { describe, expect, it } from 'vitest';
import { purgeExpiredIdentityState } from '../../../src/server/identity/housekeeping.js';
import { ANONYMOUS_BURST_RULE, ANONYMOUS_SUSTAINED_RULE } from '../../../src/server/oauth/anonymous-grant-limits.js';
import { DEMO_CLIENT_ID, DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { addToCart, insertProduct } from '../../support/cart-fixtures.js';
import { useTestApp } from '../../support/test-app.js';

let now = Date.parse('2026-03-02T09:00:00Z');
// One proxy in front (TRUST_PROXY=1): the client address is the last X-Forwarded-For entry.
const t = useTestApp({ clock: () => new Date(now), env: { TRUST_PROXY: '1', VISITOR_TOKEN_RATE_SCALE: '1' } });

const BURST = ANONYMOUS_BURST_RULE.refuseAfter;
const HOURLY = ANONYMOUS_SUSTAINED_RULE.refuseAfter;

/** An anonymous grant from `ip` through the proxy (the proxy's own address is 10.0.0.2 for every request). */
function grantFrom(ip: string) {
  return t.app.inject({
    method: 'POST',
    url: '/oauth2/token',
    remoteAddress: '10.0.0.2',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    payload: JSON.stringify({ clientId: DEMO_CLIENT_ID, grantType: 'anonymous' }),
  });
}

/** `count` grants from `ip`, in parallel batches; returns the statuses. */
async function flood(ip: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let done = 0; done < count; done += 20) {
    const batch = await Promise.all(Array.from({ length: Math.min(20, count - done) }, () => grantFrom(ip)));
    statuses.push(...batch.map((r) => r.statusCode));
  }
  return statuses;
}

async function visitorRows(): Promise<number> {
  const row = await t.handle.db
    .selectFrom('refresh_tokens')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('site_id', '=', DEMO_SITE_ID)
    .where('role', '=', 'visitor')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('anonymous grants per client address', () => {
  it(`answers 429 TOO_MANY_REQUESTS with Retry-After past ${BURST} a minute from one address, and other addresses still get tokens`, async () => {
    const statuses = await flood('203.0.113.7', BURST + 40);
    expect(statuses.filter((s) => s === 200)).toHaveLength(BURST);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40);
    const refused = await grantFrom('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json()).toMatchObject({
      message: 'Too many requests',
      details: { applicationError: { code: 'TOO_MANY_REQUESTS', data: { retryAfterSeconds: retryAfter } } },
    });
    // Another shopper behind the same proxy, and one reaching the store directly.
    expect((await grantFrom('198.51.100.4')).statusCode).toBe(200);
    const direct = await t.app.inject({
      method: 'POST',
      url: '/oauth2/token',
      remoteAddress: '192.0.2.9',
      payload: { clientId: DEMO_CLIENT_ID, grantType: 'anonymous' },
    });
    expect(direct.statusCode).toBe(200);
    // The next minute the address gets tokens again.
    now += 61_000;
    expect((await grantFrom('203.0.113.7')).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64: a new address for each grant inside it still meets the limit, and the next /64 does not', async () => {
    now += 3_600_000;
    const statuses: number[] = [];
    for (let done = 0; done < BURST + 10; done += 20) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(20, BURST + 10 - done) }, (_, i) => grantFrom(`2001:db8:7:7::${(done + i + 1).toString(16)}`)),
      );
      statuses.push(...batch.map((r) => r.statusCode));
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(BURST);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    expect((await grantFrom('2001:db8:7:8::1')).statusCode).toBe(200);
  });

  it(`answers 429 past ${HOURLY} an hour from one address, however the grants are spread over the minutes`, { timeout: 120_000 }, async () => {
    now += 3600_000;
    const ip = '203.0.113.8';
    let granted = 0;
    while (granted < HOURLY) {
      const statuses = await flood(ip, Math.min(BURST, HOURLY - granted));
      expect(statuses.every((s) => s === 200)).toBe(true);
      granted += statuses.length;
      now += 61_000;
    }
    const refused = await grantFrom(ip);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect((await grantFrom('203.0.113.9')).statusCode).toBe(200);
  });

  it('purges visitors that kept nothing a day after their grant; visitors with a cart keep their refresh token', async () => {
    // The floods above (more than 700 visitors, none kept anything) are gone a day later.
    expect(await visitorRows()).toBeGreaterThan(HOURLY + BURST);
    now += 25 * 3600_000;
    await purgeExpiredIdentityState(t.ctx);
    expect(await visitorRows()).toBe(0);

    const product = await insertProduct(t.handle.db, DEMO_SITE_ID, { name: 'Kept tee' });
    const shopper = (await grantFrom('198.51.100.20')).json() as { access_token: string; refresh_token: string };
    await addToCart(t, shopper.access_token, [{ productId: product.id }]);
    const idle = (await grantFrom('198.51.100.21')).json() as { access_token: string; refresh_token: string };
    const flooded = await flood('198.51.100.22', BURST);
    expect(flooded.every((s) => s === 200)).toBe(true);
    const before = await visitorRows();
    expect(before).toBe(BURST + 2);

    // Within the day nothing goes.
    now += 23 * 3600_000;
    await purgeExpiredIdentityState(t.ctx);
    expect(await visitorRows()).toBe(before);

    now += 2 * 3600_000;
    const fresh = (await grantFrom('198.51.100.23')).json() as { refresh_token: string };
    await purgeExpiredIdentityState(t.ctx);
    // Left: the shopper with a cart and the visitor issued since.
    expect(await visitorRows()).toBe(2);
    const renew = (refreshToken: string) => t.call('POST', '/oauth2/token', { body: { clientId: DEMO_CLIENT_ID, grantType: 'refresh_token', refreshToken } });
    expect((await renew(shopper.refresh_token)).statusCode).toBe(200);
    expect((await renew(fresh.refresh_token)).statusCode).toBe(200);
    // The idle visitor's client is told to start over, as after any refused renewal, and can.
    expect((await renew(idle.refresh_token)).json().details.applicationError.code).toBe('invalid_grant');
    expect((await grantFrom('198.51.100.21')).statusCode).toBe(200);
  });
});
