// mergeCarts at sign-in: the visitor's lines join the member's cart, quantities added, coupon kept, nothing lost.
import { beforeAll, describe, expect, it } from 'vitest';
import { mergeCarts } from '../../../src/server/cart/index.js';
import { DEMO_CLIENT_ID, DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { addToCart, CART_PATH, insertCoupon, insertProduct, type CreatedProduct } from '../../support/cart-fixtures.js';
import { memberSession } from '../../support/member-session.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
let mug: CreatedProduct;
let lamp: CreatedProduct;

beforeAll(async () => {
  mug = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Mug', price: 1250 });
  lamp = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Lamp', price: 4000 });
  await insertCoupon(t.ctx.db, DEMO_SITE_ID, { code: 'MEMBER5', kind: 'FIXED_AMOUNT', amount: 500 });
});

async function visitor(): Promise<{ token: string; id: string }> {
  const token = await t.visitorToken();
  return { token, id: (await t.ctx.tokens.verify(token)).sub };
}

async function member(): Promise<{ token: string; id: string }> {
  const { id, token } = await memberSession(t.handle.db, t.ctx.tokens, DEMO_SITE_ID, DEMO_CLIENT_ID);
  return { token, id };
}

async function merge(from: string, to: string): Promise<void> {
  await t.ctx.db.transaction().execute((trx) => mergeCarts(trx, DEMO_SITE_ID, from, to));
}

async function cartOf(token: string) {
  return (await t.call('GET', CART_PATH, { token })).json().cart;
}

describe('mergeCarts', () => {
  it('hands the visitor cart, with its coupon, to a member who has none', async () => {
    const v = await visitor();
    const m = await member();
    const before = await addToCart(t, v.token, [{ productId: mug.id, quantity: 2 }]);
    await t.call('PATCH', CART_PATH, { token: v.token, body: { couponCode: 'WELCOME10' } });
    await merge(v.id, m.id);
    const after = await cartOf(m.token);
    expect(after.id).toBe(before.id);
    expect(after.buyerInfo).toEqual({ memberId: m.id });
    expect(after.lineItems.map((l: { quantity: number }) => l.quantity)).toEqual([2]);
    expect(after.appliedDiscounts[0].coupon.code).toBe('WELCOME10');
    // The visitor has no cart left (404 OWNED_CART_NOT_FOUND, as Wix answers).
    expect((await t.call('GET', CART_PATH, { token: v.token })).json().details.applicationError.code).toBe('OWNED_CART_NOT_FOUND');
  });

  it('adds quantities of the same item, appends new items, keeps the member coupon and deletes the visitor cart', async () => {
    const v = await visitor();
    const m = await member();
    await addToCart(t, m.token, [{ productId: mug.id, quantity: 1 }]);
    await t.call('PATCH', CART_PATH, { token: m.token, body: { couponCode: 'MEMBER5' } });
    await addToCart(t, v.token, [
      { productId: mug.id, quantity: 3 },
      { productId: lamp.id, quantity: 1 },
    ]);
    await t.call('PATCH', CART_PATH, { token: v.token, body: { couponCode: 'WELCOME10', cartInfo: { buyerNote: 'ring twice' } } });
    await merge(v.id, m.id);
    const after = await cartOf(m.token);
    expect(after.lineItems.map((l: { productName: { original: string }; quantity: number }) => [l.productName.original, l.quantity])).toEqual([
      ['Mug', 4],
      ['Lamp', 1],
    ]);
    expect(after.appliedDiscounts[0].coupon.code).toBe('MEMBER5');
    expect(after.buyerNote).toBe('ring twice');
    expect(await t.ctx.db.selectFrom('carts').select('id').where('owner_id', '=', v.id).execute()).toEqual([]);
  });

  it('takes the visitor coupon when the member cart has none', async () => {
    const v = await visitor();
    const m = await member();
    await addToCart(t, m.token, [{ productId: lamp.id }]);
    await addToCart(t, v.token, [{ productId: mug.id }]);
    await t.call('PATCH', CART_PATH, { token: v.token, body: { couponCode: 'WELCOME10' } });
    await merge(v.id, m.id);
    expect((await cartOf(m.token)).appliedDiscounts[0].coupon.code).toBe('WELCOME10');
  });

  it('does nothing without a visitor cart or when both owners are the same', async () => {
    const v = await visitor();
    const m = await member();
    await addToCart(t, m.token, [{ productId: lamp.id, quantity: 2 }]);
    await merge(v.id, m.id);
    await merge(m.id, m.id);
    expect((await cartOf(m.token)).lineItems.map((l: { quantity: number }) => l.quantity)).toEqual([2]);
  });

  it('follows the member to another device', async () => {
    const v = await visitor();
    const m = await member();
    await addToCart(t, v.token, [{ productId: mug.id }]);
    await merge(v.id, m.id);
    const other = await memberSession(t.handle.db, t.ctx.tokens, DEMO_SITE_ID, DEMO_CLIENT_ID, m.id);
    expect((await cartOf(other.token)).lineItems).toHaveLength(1);
  });
});
