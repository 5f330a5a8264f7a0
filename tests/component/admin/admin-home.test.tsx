// @vitest-environment-options {"url": "http://localhost:8787/admin"}
// The dashboard's Home in happy-dom against the real store: sales today and this month net of refunds and orders to fulfil are exact past a
// search page (105 orders today), cancelled ones left out; low stock per variant (a sold-out choice of a well-stocked product); for a staff account, no checklist.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { closeAdmin, signedIn, text } from '../../support/admin-page.js';
import { makeStaff } from '../../support/admin-session.js';
import { insertProduct, insertTee } from '../../support/cart-fixtures.js';
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
  // Refunded today: one in full, one in part; their sales count net of the refunds.
  rows.push({ total: 3_000, refunded: 3_000, createdAt: now }, { total: 2_000, refunded: 500, createdAt: now });
  // Cancelled today: in no figure.
  for (let i = 0; i < 3; i += 1) rows.push({ total: 99_999, createdAt: now, status: 'CANCELED' });
  // At the start of the month (today as well on the 1st), fulfilled; and one of last month still to fulfil.
  rows.push({ total: 5_000, createdAt: monthStart, fulfillmentStatus: 'FULFILLED' }, { total: 5_000, createdAt: monthStart, fulfillmentStatus: 'FULFILLED' });
  rows.push({ total: 7_000, createdAt: new Date(monthStart.getTime() - 1) });
  await insertOrderRows(t.ctx.db, DEMO_SITE_ID, rows);
  await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Aaa Last Lamp', price: 2000, trackInventory: true, quantity: 3 });
  // 20 of each of five choices and none of Red in S: 100 in all, yet one variant sold out.
  await insertTee(t.ctx.db, DEMO_SITE_ID, {
    name: 'Aaa Tee',
    variants: ['S', 'M', 'L'].flatMap((size) =>
      ['Navy', 'Red'].map((color) => ({ choices: { Size: size, Color: color }, quantity: size === 'S' && color === 'Red' ? 0 : 20 })),
    ),
  });
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
  it('shows exact sales of today and this month past 100 orders net of refunds, and every order waiting to be fulfilled', async () => {
    const firstOfMonth = new Date().getDate() === 1;
    const root = await signedIn(t, STAFF, '/admin');
    await expect.poll(() => card(root, 'Sales today').figure).not.toBe('');
    // 1000 + 1001 + ... + 1104 = 110460 minor units, and 30.00 + 20.00 refunded but 5.00 of it (gross 1,154.60, net
    // 1,119.60); the month adds two orders of 50.00.
    expect(card(root, 'Sales today')).toEqual(
      firstOfMonth ? { figure: '$1,219.60', sub: `${TODAY_ORDERS + 4} orders` } : { figure: '$1,119.60', sub: `${TODAY_ORDERS + 2} orders` },
    );
    expect(card(root, 'Sales this month')).toEqual({ figure: '$1,219.60', sub: `${TODAY_ORDERS + 4} orders` });
    // 84 of today's, the two refunded and last month's one; no "+".
    expect(card(root, 'Orders waiting to be fulfilled').figure).toBe('87');
    expect(text(root)).not.toContain('100+');
  });

  it('lists each low variant: the sold-out choice of a product with 100 in stock, and a product low in all', async () => {
    const root = await signedIn(t, STAFF, '/admin');
    const lowStock = () => [...root.querySelectorAll('section.panel:not(.stat) li')].map((li) => text(li));
    await expect.poll(lowStock).toContain('Aaa Tee (Size: S, Color: Red): 0 left');
    expect(lowStock()).toContain('Aaa Last Lamp: 3 left');
    expect(lowStock().filter((line) => line.startsWith('Aaa Tee'))).toHaveLength(1);
    // A staff account cannot set the shop up: no checklist.
    expect(root.querySelector('.checklist')).toBeNull();
  });
});
