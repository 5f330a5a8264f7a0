// `tote export orders|customers`: a date range of orders or members to a file or to stdout, CSV or JSON, formula cells neutralised.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRecordExportCommand } from '../../../src/server/cli/record-export-commands.js';
import { CUSTOMER_EXPORT_COLUMNS, CUSTOMER_EXPORT_PATH, type ExportedCustomer, type ExportedOrder } from '../../../src/wire/exports.js';
import { createApiKey } from '../../../src/server/auth/api-keys.js';
import { insertSite } from '../../support/cart-fixtures.js';
import { insertMember } from '../../support/member-session.js';
import { insertOrderLineRows, insertOrderRows } from '../../support/order-rows.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
let siteId: string;
let dir: string;

/** Runs the command; what it writes to stdout, its lines and its exit code. */
async function run(args: string[]) {
  let stdout = '';
  const lines: string[] = [];
  const errors: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      stdout += String(chunk);
      done();
    },
  });
  const code = await runRecordExportCommand(t.handle.db, args, { log: (l) => lines.push(l), error: (l) => errors.push(l), stdout: sink });
  return { code, stdout, lines, errors };
}

async function member(id: string, email: string, created: string, profile: Record<string, string>) {
  await insertMember(t.handle.db, { id, siteId, email, profile, createdAt: new Date(created) });
}

beforeAll(async () => {
  siteId = (await insertSite(t.ctx.db)).siteId;
  dir = await mkdtemp(path.join(tmpdir(), 'tote-export-'));
  await member('m-ada', 'ada@example.com', '2026-01-05T10:00:00Z', { firstName: 'Ada', lastName: 'Lovelace' });
  await member('m-bob', 'bob@example.com', '2026-01-20T10:00:00Z', { firstName: '=cmd|calc', lastName: 'Tables' });
  await member('m-late', 'late@example.com', '2026-03-01T00:00:00Z', {});
  const ada = { id: 'm-ada', email: 'ada@example.com' };
  const ids = await insertOrderRows(t.ctx.db, siteId, [
    { total: 12_50, createdAt: new Date('2026-01-10T00:00:00Z'), member: ada },
    { total: 7_25, createdAt: new Date('2026-01-11T00:00:00Z'), member: ada },
    { total: 9_00, createdAt: new Date('2026-01-12T00:00:00Z'), member: ada, status: 'CANCELED' },
    { total: 3_00, createdAt: new Date('2026-01-13T00:00:00Z'), member: ada, currency: 'EUR' },
    { total: 1_00, createdAt: new Date('2026-02-02T00:00:00Z') },
  ]);
  await insertOrderLineRows(t.ctx.db, siteId, [
    { orderId: ids[0]!, name: 'Mug', quantity: 2, unitPrice: 5_00, sku: '-5' },
    { orderId: ids[0]!, name: 'Tee', quantity: 1, unitPrice: 2_50, options: { Size: 'M', Color: 'Navy' } },
  ]);
}, 60_000);
afterAll(async () => rm(dir, { recursive: true, force: true }));

describe('tote export orders', () => {
  it('writes the range as a JSON file and says how many', async () => {
    const out = path.join(dir, 'january.json');
    const { code, lines } = await run(['orders', '--from', '2026-01-01', '--to', '2026-02-01', '--out', out, '--site', siteId]);
    expect(code).toBe(0);
    expect(lines).toEqual([`exported 4 orders to ${out} (JSON)`]);
    const orders = JSON.parse(await readFile(out, 'utf8')) as ExportedOrder[];
    expect(orders.map((o) => [o.total, o.currency, o.status])).toEqual([
      ['12.50', 'USD', 'APPROVED'],
      ['7.25', 'USD', 'APPROVED'],
      ['9.00', 'USD', 'CANCELED'],
      ['3.00', 'EUR', 'APPROVED'],
    ]);
    expect(orders[0]!.lines.map((l) => [l.name, l.quantity, l.price, l.options])).toEqual([
      ['Mug', 2, '5.00', {}],
      ['Tee', 1, '2.50', { Size: 'M', Color: 'Navy' }],
    ]);
  });

  it('writes CSV to stdout without --out (the closing line on stderr), cells formula-safe', async () => {
    const { code, stdout, errors } = await run(['orders', '--from', '2026-01-10', '--to', '2026-01-11', '--site', siteId]);
    expect(code).toBe(0);
    expect(errors).toEqual(['exported 1 orders to stdout (CSV)']);
    const rows = parse(stdout, { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => [r.Total, r['Lineitem name'], r['Lineitem sku'], r['Lineitem options']])).toEqual([
      ['12.50', 'Mug', "'-5", ''],
      ['', 'Tee', '', 'Size: M; Color: Navy'],
    ]);
  });

  it('refuses bad flags with the usage (64) and an unknown site (1)', async () => {
    expect((await run(['orders', '--from', 'last week', '--site', siteId])).code).toBe(64);
    expect((await run(['orders', '--format', 'xml', '--site', siteId])).errors[0]).toContain('--format must be csv or json');
    expect((await run(['orders', '--colour', 'red'])).errors[0]).toContain('Unknown flag --colour');
    expect((await run(['orders', '--site', 'no-such-site'])).code).toBe(1);
  });
});

describe('tote export customers', () => {
  it('writes members of the range with their orders count and what they spent (cancelled orders out)', async () => {
    const { code, stdout } = await run(['customers', '--to', '2026-02-01', '--site', siteId]);
    expect(code).toBe(0);
    const rows = parse(stdout, { columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual([...CUSTOMER_EXPORT_COLUMNS]);
    expect(rows).toEqual([
      {
        Email: 'ada@example.com',
        'First Name': 'Ada',
        'Last Name': 'Lovelace',
        Created: '2026-01-05T10:00:00.000Z',
        'Orders Count': '3',
        Currency: 'USD',
        'Total Spent': '19.75',
        'Other Spent': 'EUR 3.00',
      },
      {
        Email: 'bob@example.com',
        'First Name': "'=cmd|calc",
        'Last Name': 'Tables',
        Created: '2026-01-20T10:00:00.000Z',
        'Orders Count': '0',
        Currency: 'USD',
        'Total Spent': '0.00',
        'Other Spent': '',
      },
    ]);
  });

  it('answers the same through the API as JSON, to the owner', async () => {
    const key = (await createApiKey(t.handle.db, siteId, 'customers')).key;
    const response = await t.call('GET', `${CUSTOMER_EXPORT_PATH}?from=2026-01-01&format=json`, { token: key });
    expect(response.statusCode).toBe(200);
    expect((response.json() as ExportedCustomer[]).map((c) => [c.email, c.ordersCount, c.totalSpent])).toEqual([
      ['ada@example.com', 3, { EUR: '3.00', USD: '19.75' }],
      ['bob@example.com', 0, {}],
      ['late@example.com', 0, {}],
    ]);
  });
});
