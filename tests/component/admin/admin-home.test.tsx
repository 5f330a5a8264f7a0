// @vitest-environment-options {"url": "http://localhost:8787/admin"}
// The dashboard's Home in happy-dom against the real store: sales today and this month and orders to fulfil are exact past a search page (105 orders today), cancelled ones left out, for a staff account.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { closeAdmin, signedIn, text } from '../../support/admin-page.js';
import { makeStaff } from '../../support/admin-session.js';
import { insertProduct } from '../../support/cart-fixtures.js';
import { insertOrderRows, type OrderRow } from '../../support/order-rows.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
const STAFF = { email: 'staff@admin-home.test', password: 'a long staff password' };
const TODAY_ORDERS = 105;

beforeAll(async () => {
  await makeStaff(t, STAFF.email, STAFF.password, 'staff');
  const now = new Date();
  const monthStart = new Date(now.getFullYear(), now.getMonth(), 1);
  const rows: OrderRow[] = [];
  // 105 orders today, more than one page of the order search; every fifth fulfilled.
  for (let i = 0; i < TODAY_ORDERS; i += 1) rows.push({ total: 1_000 + i, createdAt: now, fulfillmentStatus: i % 5 === 0 ? 'FULFILLED' : 'NOT_FULFILLED' });
  // Cancelled today: in no figure.
  for (let i = 0; i < 3; i += 1) rows.push({ total: 99_999, createdAt: now, status: 'CANCELED' });
  // At the start of the month (today as well on the 1st), fulfilled; and one of last month still to fulfil.
  rows.push({ total: 5_000, createdAt: monthStart, fulfillmentStatus: 'FULFILLED' }, { total: 5_000, createdAt: monthStart, fulfillmentStatus: 'FULFILLED' });
  rows.push({ total: 7_000, createdAt: new Date(monthStart.getTime() - 1) });
  await insertOrderRows(t.ctx.db, DEMO_SITE_ID, rows);
  await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Last Lamp', price: 2000, trackInventory: true, quantity: 3 });
}, 60_000);

afterEach(() => {
  closeAdmin();
});

/** The text of a stat card by its heading. */
function card(root: ParentNode, heading: string): { figure: string; sub: string } {
  const section = [...root.querySelectorAll('section.stat')].find((s) => text(s.querySelector('h2')) === heading);
  return { figure: text(section?.querySelector('.figure')), sub: text(section?.querySelector('.sub')) };
}

describe('the home page', () => {
  it('shows exact sales of today and this month past 100 orders, and every order waiting to be fulfilled', async () => {
    const firstOfMonth = new Date().getDate() === 1;
    const root = await signedIn(t, STAFF, '/admin');
    await expect.poll(() => card(root, 'Sales today').figure).not.toBe('');
    // 1000 + 1001 + ... + 1104 = 110460 minor units; the month adds two orders of 50.00.
    expect(card(root, 'Sales today')).toEqual(
      firstOfMonth ? { figure: '$1,204.60', sub: `${TODAY_ORDERS + 2} orders` } : { figure: '$1,104.60', sub: `${TODAY_ORDERS} orders` },
    );
    expect(card(root, 'Sales this month')).toEqual({ figure: '$1,204.60', sub: `${TODAY_ORDERS + 2} orders` });
    // 84 of today's and last month's one; no "+".
    expect(card(root, 'Orders waiting to be fulfilled').figure).toBe('85');
    expect(text(root)).not.toContain('100+');
    expect(text(root)).toContain('Last Lamp');
  });
});
