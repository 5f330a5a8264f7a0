// Two tabs changing one cart at once lose nothing: concurrent adds merge, different items all land.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { CART_PATH, catalogRef, insertProduct, type CreatedProduct } from '../../support/cart-fixtures.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
let products: CreatedProduct[];

beforeAll(async () => {
  products = [];
  for (let i = 0; i < 10; i++) products.push(await insertProduct(t.ctx.db, DEMO_SITE_ID, { price: 100 + i }));
});

describe('concurrent changes of one cart', () => {
  it('ends with quantity 50 after 50 concurrent add-to-cart calls of quantity 1', async () => {
    const token = await t.visitorToken();
    const body = { lineItems: [{ catalogReference: catalogRef(products[0]!.id), quantity: 1 }] };
    const responses = await Promise.all(Array.from({ length: 50 }, () => t.call('POST', `${CART_PATH}/add-to-cart`, { token, body })));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const { cart } = (await t.call('GET', CART_PATH, { token })).json();
    expect(cart.lineItems).toHaveLength(1);
    expect(cart.lineItems[0].quantity).toBe(50);
    expect(cart.revision).toBe('50');
    expect(await t.ctx.db.selectFrom('carts').select('id').where('owner_id', '=', cart.buyerInfo.visitorId).execute()).toHaveLength(1);
  });

  it('keeps every item when different items are added at once, with a quantity change in between', async () => {
    const token = await t.visitorToken();
    const first = (
      await t.call('POST', `${CART_PATH}/add-to-cart`, { token, body: { lineItems: [{ catalogReference: catalogRef(products[0]!.id), quantity: 1 }] } })
    ).json().cart;
    const lineId = first.lineItems[0].id;
    const calls = products
      .slice(1)
      .map((p) => t.call('POST', `${CART_PATH}/add-to-cart`, { token, body: { lineItems: [{ catalogReference: catalogRef(p.id), quantity: 2 }] } }));
    calls.push(t.call('POST', `${CART_PATH}/update-line-items-quantity`, { token, body: { lineItems: [{ id: lineId, quantity: 7 }] } }));
    const responses = await Promise.all(calls);
    expect(responses.map((r) => r.statusCode)).toEqual(Array(calls.length).fill(200));
    const { cart } = (await t.call('GET', CART_PATH, { token })).json();
    expect(cart.lineItems).toHaveLength(10);
    expect(cart.lineItems[0]).toMatchObject({ id: lineId, quantity: 7 });
    expect(cart.lineItems.slice(1).every((l: { quantity: number }) => l.quantity === 2)).toBe(true);
  });
});
