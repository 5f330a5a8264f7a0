// GET /tote/v1/orders/export: 1,000 orders of a range streamed as CSV and JSON, their exported totals summing to the database's, per currency.
import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../../src/server/auth/api-keys.js';
import { currencyDigits, decimalToScaled } from '../../../src/server/money.js';
import { ORDER_EXPORT_COLUMNS, ORDER_EXPORT_PATH, type ExportedOrder } from '../../../src/wire/exports.js';
import { insertSite } from '../../support/cart-fixtures.js';
import { insertOrderLineRows, insertOrderRows, type OrderLineRow, type OrderRow } from '../../support/order-rows.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
const FROM = '2026-01-01';
const TO = '2026-02-01';
const CURRENCIES = ['USD', 'EUR', 'JPY'] as const;
let siteId: string;
let key: string;

beforeAll(async () => {
  siteId = (await insertSite(t.ctx.db)).siteId;
  key = (await createApiKey(t.handle.db, siteId, 'export')).key;
  // 1,000 orders in January (three currencies, every seventh cancelled: exported all the same), 1 to 3 lines each.
  const rows: OrderRow[] = [];
  for (let i = 0; i < 1000; i += 1)
    rows.push({
      total: 1_000 + ((i * 7919) % 100_000),
      createdAt: new Date(Date.UTC(2026, 0, 1) + i * 2_600_000),
      currency: CURRENCIES[i % 3]!,
      status: i % 7 === 6 ? 'CANCELED' : 'APPROVED',
    });
  // Outside the range: the last instant of December and the first of February.
  rows.push({ total: 55_555, createdAt: new Date('2025-12-31T23:59:59.999Z') }, { total: 66_666, createdAt: new Date('2026-02-01T00:00:00.000Z') });
  const ids = await insertOrderRows(t.ctx.db, siteId, rows);
  const lines: OrderLineRow[] = ids.flatMap((orderId, i) =>
    Array.from({ length: 1 + (i % 3) }, (_, k) => ({
      orderId,
      name: `Thing ${k}`,
      quantity: 1 + k,
      unitPrice: 100 * (k + 1),
      sku: `SKU-${k}`,
      options: { Size: 'M' },
    })),
  );
  // A line whose name a spreadsheet would run as a formula.
  lines[0]!.name = '=HYPERLINK("https://evil.example","click")';
  await insertOrderLineRows(t.ctx.db, siteId, lines);
  // Another site's order in the range, never in this site's export.
  await insertOrderRows(t.ctx.db, (await insertSite(t.ctx.db)).siteId, [{ total: 777, createdAt: new Date('2026-01-15T00:00:00Z') }]);
}, 120_000);

/** The database's sums of the range's order totals per currency (minor units). */
async function databaseSums(): Promise<Record<string, number>> {
  const rows = await t.ctx.db
    .selectFrom('orders')
    .select(['currency', sql<string>`sum((price_summary->>'total')::bigint)::text`.as('total'), sql<string>`count(*)`.as('count')])
    .where('site_id', '=', siteId)
    .where('created_at', '>=', new Date(`${FROM}T00:00:00Z`))
    .where('created_at', '<', new Date(`${TO}T00:00:00Z`))
    .groupBy('currency')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.currency, Number(r.total)]));
}

function addUp(sums: Record<string, number>, currency: string, decimal: string): void {
  const minor = decimalToScaled(decimal, currencyDigits(currency));
  expect(minor, decimal).toBeDefined();
  sums[currency] = (sums[currency] ?? 0) + minor!;
}

describe('the order export', () => {
  it('streams 1,000 orders as CSV, one row per line, whose Total column sums to the database per currency', async () => {
    const started = performance.now();
    const response = await t.call('GET', `${ORDER_EXPORT_PATH}?from=${FROM}&to=${TO}&format=csv`, { token: key });
    const seconds = (performance.now() - started) / 1000;
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="orders-from-${FROM}-to-${TO}.csv"`);
    expect(response.headers['cache-control']).toBe('no-store');
    const records = parse(response.body, { columns: true }) as Record<string, string>[];
    expect(Object.keys(records[0]!)).toEqual([...ORDER_EXPORT_COLUMNS]);
    // 1,000 orders of 1, 2 or 3 lines: 334 + 333·2 + 333·3 rows.
    expect(records).toHaveLength(334 + 333 * 2 + 333 * 3);
    const firstRows = records.filter((r) => r.Total !== '');
    expect(firstRows).toHaveLength(1000);
    expect(new Set(records.map((r) => r['Order ID'])).size).toBe(1000);
    const sums: Record<string, number> = {};
    for (const row of firstRows) addUp(sums, row.Currency!, row.Total!);
    expect(sums).toEqual(await databaseSums());
    // Amounts as decimals in each order's currency (no decimals for yen); oldest first.
    expect(firstRows.find((r) => r.Currency === 'JPY')!.Total).toMatch(/^\d+$/);
    expect(firstRows.find((r) => r.Currency === 'USD')!.Total).toMatch(/^\d+\.\d{2}$/);
    expect(firstRows.map((r) => r.Created)).toEqual(firstRows.map((r) => r.Created).sort());
    expect(records[0]).toMatchObject({ 'Lineitem quantity': '1', 'Lineitem price': '1.00', 'Lineitem options': 'Size: M', 'Lineitem sku': 'SKU-0' });
    // Every cell through the formula neutraliser: the line's name is text to a spreadsheet.
    expect(records[0]!['Lineitem name']).toBe(`'=HYPERLINK("https://evil.example","click")`);
    // Bounded in time (a busy shared machine: far above what it takes, far below a hang).
    expect(seconds).toBeLessThan(30);
    console.log(`order export: 1,000 orders, ${records.length} rows, ${response.body.length} bytes of CSV in ${seconds.toFixed(2)} s`);
  }, 60_000);

  it('streams them as a JSON array whose totals sum to the database per currency', async () => {
    const response = await t.call('GET', `${ORDER_EXPORT_PATH}?from=${FROM}&to=${TO}&format=json`, { token: key });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const orders = response.json() as ExportedOrder[];
    expect(orders).toHaveLength(1000);
    const sums: Record<string, number> = {};
    for (const order of orders) addUp(sums, order.currency, order.total);
    expect(sums).toEqual(await databaseSums());
    expect(orders[0]!.lines[0]).toEqual({
      name: '=HYPERLINK("https://evil.example","click")',
      sku: 'SKU-0',
      options: { Size: 'M' },
      quantity: 1,
      price: '1.00',
      discount: '0.00',
      tax: '0.00',
    });
  }, 60_000);

  it('answers an empty range with the header only, or an empty array', async () => {
    const csv = await t.call('GET', `${ORDER_EXPORT_PATH}?from=2020-01-01&to=2020-02-01`, { token: key });
    expect(csv.body).toBe(`${ORDER_EXPORT_COLUMNS.join(',')}\n`);
    const json = await t.call('GET', `${ORDER_EXPORT_PATH}?from=2020-01-01&to=2020-02-01&format=json`, { token: key });
    expect(json.json()).toEqual([]);
  });

  it('refuses a bad date or format with a field violation, and callers who are not the merchant', async () => {
    const bad = await t.call('GET', `${ORDER_EXPORT_PATH}?from=yesterday`, { token: key });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.validationError.fieldViolations[0].field).toBe('from');
    const backwards = await t.call('GET', `${ORDER_EXPORT_PATH}?from=${TO}&to=${FROM}`, { token: key });
    expect(backwards.statusCode).toBe(400);
    expect((await t.call('GET', `${ORDER_EXPORT_PATH}?format=xml`, { token: key })).statusCode).toBe(400);
    expect((await t.call('GET', ORDER_EXPORT_PATH)).statusCode).toBe(401);
  });
});
