// Add-to-cart answers as JSON text with kept line JSON: byte for byte what a GET of the same cart answers, also after a product changes.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { STORES_APP_ID } from '../../../src/wire/cart.js';
import { DEMO_CLIENT_ID, DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { insertProduct, insertTee, type CreatedProduct } from '../../support/cart-fixtures.js';
import { memberSession } from '../../support/member-session.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
const CART = '/ecom/v1/carts/current';

let plain: CreatedProduct;
let tee: CreatedProduct;
let digital: CreatedProduct;
let discounted: CreatedProduct;

beforeAll(async () => {
  const db = t.ctx.db;
  plain = await insertProduct(db, DEMO_SITE_ID, { name: 'Answer mug', price: 1250, weight: '0.4' });
  tee = await insertTee(db, DEMO_SITE_ID);
  digital = await insertProduct(db, DEMO_SITE_ID, { name: 'Answer e-book', price: 900, productType: 'digital', weight: null });
  discounted = await insertProduct(db, DEMO_SITE_ID, { name: 'Answer lamp "100%" <lit>', price: 4000, discountType: 'PERCENT', discountValue: '25' });
});

function item(productId: string, quantity = 1, options?: Record<string, unknown>) {
  return { catalogReference: { catalogItemId: productId, appId: STORES_APP_ID, ...(options ? { options } : {}) }, quantity };
}

/** Adds and checks the answer is exactly what GET answers for the cart right after. */
async function addAndCompare(token: string, lineItems: unknown[]): Promise<any> {
  const added = await t.call('POST', `${CART}/add-to-cart`, { token, body: { lineItems } });
  expect(added.statusCode).toBe(200);
  expect(added.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(added.headers['cache-control']).toBe('no-store');
  const read = await t.call('GET', CART, { token });
  expect(added.body).toBe(read.body);
  return added.json().cart;
}

describe('POST add-to-cart answer', () => {
  it('is the same bytes as GET after each add, lines new, merged and unchanged', async () => {
    const token = await t.visitorToken();
    await addAndCompare(token, [item(plain.id)]);
    await addAndCompare(token, [item(tee.id, 2, { options: { Size: 'M', Color: 'Red' } })]);
    await addAndCompare(token, [item(discounted.id), item(digital.id, 3)]);
    const cart = await addAndCompare(token, [item(plain.id, 4)]);
    expect(cart.lineItems.map((l: { quantity: number }) => l.quantity)).toEqual([5, 2, 1, 3]);
    expect(cart.lineItems[0].lineItemPrice.amount).toBe('62.50');
    expect(cart.lineItems[2].productName.original).toBe('Answer lamp "100%" <lit>');
    expect(cart.revision).toBe('4');
  });

  it('answers a line kept from an earlier answer with its product as it is now', async () => {
    const token = await t.visitorToken();
    const first = await addAndCompare(token, [item(plain.id), item(digital.id)]);
    expect(first.lineItems[1].price.amount).toBe('9.00');
    await sql`update products set price = 1100, name = 'Answer e-book 2nd ed.' where id = ${digital.id}`.execute(t.ctx.db);
    const second = await addAndCompare(token, [item(plain.id)]);
    expect(second.lineItems[1].price.amount).toBe('11.00');
    expect(second.lineItems[1].productName.original).toBe('Answer e-book 2nd ed.');
  });

  it('is the same bytes for a member, whose buyer info differs', async () => {
    const { token } = await memberSession(t.ctx.db, t.ctx.tokens, DEMO_SITE_ID, DEMO_CLIENT_ID);
    const cart = await addAndCompare(token, [item(plain.id, 2)]);
    expect(cart.buyerInfo.memberId).toBeTruthy();
  });
});
