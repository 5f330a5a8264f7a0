// "Buy again": a member's order back in their current cart in one call: lines still for sale (as many as are in stock), the rest reported; a retry adds nothing; someone else's order is not found.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import type { BuyAgainResponse } from '../../../src/wire/member-orders.js';
import { addToCart, CART_PATH, insertProduct, insertTee, type CreatedProduct } from '../../support/cart-fixtures.js';
import { checkoutWith, createOrder, fillCheckout } from '../../support/checkout-flows.js';
import { memberTokensFor, registerMember } from '../../support/identity-flows.js';
import { responseValidator } from '../../support/openapi-validator.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
let tee: CreatedProduct;
let mug: CreatedProduct;
let retired: CreatedProduct;
let soldOut: CreatedProduct;

beforeAll(async () => {
  [tee, mug, retired, soldOut] = await Promise.all([
    insertTee(t.ctx.db, DEMO_SITE_ID, { name: 'Again Tee' }),
    insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Again Mug', price: 1200 }),
    insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Retired Vase', price: 3000 }),
    insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Sold Out Lamp', price: 5000 }),
  ]);
});

async function memberToken(): Promise<string> {
  const member = await registerMember(t);
  return (await memberTokensFor(t, member.visitorToken, member.sessionToken)).access_token;
}

/** Places an order of `items` as the holder of `token`; returns its id. */
async function orderAs(token: string, items: Parameters<typeof checkoutWith>[2]): Promise<string> {
  const checkoutId = await checkoutWith(t, token, items);
  await fillCheckout(t, { token }, checkoutId);
  const placed = await createOrder(t, { token }, checkoutId);
  expect(placed.statusCode).toBe(200);
  return placed.json().orderId as string;
}

const buyAgain = (token: string, orderId: string) => t.call('POST', `/tote/v1/orders/${orderId}/buy-again`, { token });

/** The cart's lines as `name × quantity`, in order. */
async function cartLines(token: string): Promise<string[]> {
  const response = await t.call('GET', `${CART_PATH}?ifMissing=empty`, { token });
  expect(response.statusCode).toBe(200);
  return (response.json().cart.lineItems as { productName: { original: string }; quantity: number }[]).map((l) => `${l.productName.original} × ${l.quantity}`);
}

describe('buy again', () => {
  it('puts the order’s lines still for sale back in the member’s cart, reports the rest, and a retry adds nothing', async () => {
    const token = await memberToken();
    const orderId = await orderAs(token, [
      { productId: tee.id, quantity: 2, options: { options: { Size: 'M', Color: 'Navy' } } },
      { productId: mug.id, quantity: 1 },
      { productId: retired.id, quantity: 1 },
      { productId: soldOut.id, quantity: 1 },
    ]);
    expect(await cartLines(token)).toEqual([]);
    // Since the order: the vase is no longer for sale, the lamp is sold out, one Navy M tee is left.
    await t.ctx.db.updateTable('products').set({ visible: false }).where('id', '=', retired.id).execute();
    await t.ctx.db.updateTable('products').set({ in_stock: false }).where('id', '=', soldOut.id).execute();
    await t.ctx.db
      .updateTable('variants')
      .set({ quantity: 1 })
      .where('product_id', '=', tee.id)
      .where(sql<boolean>`choices = ${JSON.stringify({ Size: 'M', Color: 'Navy' })}::jsonb`)
      .execute();

    const first = await buyAgain(token, orderId);
    expect(first.statusCode).toBe(200);
    expect((await responseValidator(t)).problems('POST', '/tote/v1/orders/{id}/buy-again', first)).toEqual([]);
    const answer = first.json() as BuyAgainResponse;
    const order = (await t.call('GET', `/ecom/v1/orders/${orderId}`, { token })).json().order as {
      lineItems: { id: string; productName: { original: string } }[];
    };
    const lineId = (name: string) => order.lineItems.find((l) => l.productName.original === name)!.id;
    expect(answer.addedLineItemIds).toEqual([lineId('Again Tee'), lineId('Again Mug')]);
    expect(answer.limited).toEqual([{ lineItemId: lineId('Again Tee'), productName: 'Again Tee', ordered: 2, added: 1 }]);
    expect(answer.missing).toEqual([
      { lineItemId: lineId('Retired Vase'), productName: 'Retired Vase', reason: 'NOT_FOR_SALE' },
      { lineItemId: lineId('Sold Out Lamp'), productName: 'Sold Out Lamp', reason: 'SOLD_OUT' },
    ]);
    expect(answer.cart.lineItems.map((l) => `${l.productName.original} × ${l.quantity}`)).toEqual(['Again Tee × 1', 'Again Mug × 1']);
    expect(answer.cart.lineItems[0]!.descriptionLines.map((d) => d.plainText?.original ?? d.colorInfo?.original)).toEqual(['M', 'Navy']);

    // A retry (the answer was lost): the same cart, nothing added twice.
    const again = await buyAgain(token, orderId);
    expect(again.statusCode).toBe(200);
    expect(await cartLines(token)).toEqual(['Again Tee × 1', 'Again Mug × 1']);
  });

  it('keeps the larger quantity of an item already in the cart, and leaves the cart’s other lines', async () => {
    const token = await memberToken();
    const orderId = await orderAs(token, [{ productId: mug.id, quantity: 2 }]);
    await addToCart(t, token, [
      { productId: mug.id, quantity: 5 },
      { productId: tee.id, quantity: 1, options: { options: { Size: 'S', Color: 'Red' } } },
    ]);
    expect((await buyAgain(token, orderId)).statusCode).toBe(200);
    expect(await cartLines(token)).toEqual(['Again Mug × 5', 'Again Tee × 1']);
  });

  it('answers ORDER_NOT_FOUND for another member’s order (their cart untouched), 403 to a visitor', async () => {
    const [owner, stranger] = await Promise.all([memberToken(), memberToken()]);
    const orderId = await orderAs(owner, [{ productId: mug.id, quantity: 1 }]);
    const refused = await buyAgain(stranger, orderId);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().details.applicationError.code).toBe('ORDER_NOT_FOUND');
    expect(await cartLines(stranger)).toEqual([]);
    expect((await buyAgain(stranger, 'no-such-order')).statusCode).toBe(404);
    expect((await buyAgain(await t.visitorToken(), orderId)).statusCode).toBe(403);
  });
});
