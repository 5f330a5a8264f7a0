// GET /tote/v1/orders/sales-summary: exact counts, totals and refunds over far more orders than a search page holds, cancelled orders out, merchant only.
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../../src/server/auth/api-keys.js';
import { formatMoney, toDecimalString } from '../../../src/server/money.js';
import { insertSite } from '../../support/cart-fixtures.js';
import { insertOrderRows, type OrderRow } from '../../support/order-rows.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
const PATH = '/tote/v1/orders/sales-summary';
const FROM = new Date('2026-03-01T00:00:00.000Z');
const TO = new Date('2026-04-01T00:00:00.000Z');
let key: string;
const inRange: OrderRow[] = [];
const all: OrderRow[] = [];

beforeAll(async () => {
  const { siteId } = await insertSite(t.ctx.db);
  key = (await createApiKey(t.handle.db, siteId, 'summary')).key;
  // 150 orders in March (more than a search page of 100), totals that do not repeat; every tenth cancelled, every
  // third fulfilled; two of 30 million dollars each, so the sum passes 2^32 minor units.
  for (let i = 0; i < 150; i += 1)
    inRange.push({
      total: i < 2 ? 3_000_000_000 : 1_000 + i * 37,
      createdAt: new Date(FROM.getTime() + i * 3_600_000),
      status: i % 10 === 9 ? 'CANCELED' : 'APPROVED',
      fulfillmentStatus: i % 3 === 0 ? 'FULFILLED' : 'NOT_FULFILLED',
    });
  // Refunds: part of three March orders, all of one; a cancelled one's refund is in no figure.
  inRange[10]!.refunded = 500;
  inRange[11]!.refunded = 1_000 + 11 * 37;
  inRange[12]!.refunded = 1;
  inRange[19]!.refunded = 300;
  // One at the exact start (counted), one at the exact end (not), a EUR order (counted, not summed).
  inRange.push({ total: 11, createdAt: FROM });
  inRange.push({ total: 22, createdAt: FROM, currency: 'EUR', refunded: 22 });
  const outside: OrderRow[] = [
    { total: 500, createdAt: TO },
    { total: 700, createdAt: new Date(FROM.getTime() - 1) },
    { total: 900, createdAt: new Date('2025-12-24T12:00:00Z'), fulfillmentStatus: 'FULFILLED' },
  ];
  all.push(...inRange, ...outside);
  await insertOrderRows(t.ctx.db, siteId, all);
  // Another site's orders in the same range, which this key never sums.
  await insertOrderRows(t.handle.db, (await insertSite(t.ctx.db)).siteId, [{ total: 123_456, createdAt: FROM }]);
}, 60_000);

function expected(rows: readonly OrderRow[]) {
  const counted = rows.filter((r) => r.status !== 'CANCELED');
  const usd = counted.filter((r) => (r.currency ?? 'USD') === 'USD');
  const minor = usd.reduce((sum, r) => sum + r.total, 0);
  const refunded = usd.reduce((sum, r) => sum + (r.refunded ?? 0), 0);
  const price = (amount: number) => ({ amount: toDecimalString(amount, 'USD'), formattedAmount: formatMoney(amount, 'USD') });
  return {
    orderCount: counted.length,
    total: price(minor),
    refunded: price(refunded),
    net: price(minor - refunded),
    currency: 'USD',
    unfulfilledCount: counted.filter((r) => (r.fulfillmentStatus ?? 'NOT_FULFILLED') === 'NOT_FULFILLED').length,
  };
}

describe('the sales summary', () => {
  it('counts and sums every order of [from, to) exactly, cancelled ones left out', async () => {
    const response = await t.call('GET', `${PATH}?from=${FROM.toISOString()}&to=${TO.toISOString()}`, { token: key });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { summary } = response.json();
    expect(summary).toEqual(expected(inRange));
    expect(summary.orderCount).toBe(137);
    expect(summary.orderCount).toBeGreaterThan(100);
    expect(summary.total.amount).toBe('60005026.04');
    // Net of the refunds of the orders counted: 5.00 + 14.07 (all of it) + 0.01 (the cancelled order's 3.00 left out).
    expect(summary.refunded.amount).toBe('19.08');
    expect(summary.net.amount).toBe('60005006.96');
  });

  it('is unbounded on a side left out', async () => {
    const since = (await t.call('GET', `${PATH}?from=${FROM.toISOString()}`, { token: key })).json().summary;
    expect(since).toEqual(expected([...inRange, all.find((r) => r.createdAt.getTime() === TO.getTime())!]));
    const ever = (await t.call('GET', PATH, { token: key })).json().summary;
    expect(ever).toEqual(expected(all));
  });

  it('answers zero for a range without orders', async () => {
    const response = await t.call('GET', `${PATH}?from=2020-01-01T00:00:00Z&to=2020-01-02T00:00:00Z`, { token: key });
    const zero = { amount: '0.00', formattedAmount: '$0.00' };
    expect(response.json().summary).toEqual({ orderCount: 0, total: zero, refunded: zero, net: zero, currency: 'USD', unfulfilledCount: 0 });
  });

  it('refuses a bad from or to with field violations', async () => {
    const bad = await t.call('GET', `${PATH}?from=yesterday`, { token: key });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.validationError.fieldViolations.map((v: { field: string }) => v.field)).toEqual(['from']);
    const backwards = await t.call('GET', `${PATH}?from=${TO.toISOString()}&to=${FROM.toISOString()}`, { token: key });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().details.validationError.fieldViolations).toMatchObject([{ field: 'to', violatedRule: 'VALIDATION' }]);
  });

  it('is the merchant’s: 401 without credentials, 403 for a visitor', async () => {
    expect((await t.call('GET', PATH)).statusCode).toBe(401);
    expect((await t.call('GET', PATH, { token: await t.visitorToken() })).statusCode).toBe(403);
  });
});
