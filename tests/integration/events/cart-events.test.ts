// Cart events: created on the first add, updated on every change, deleted with the cart; each with the cart as answered, who caused it and its sequence.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID, DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { CartEventType, EntityFqdn } from '../../../src/wire/events.js';
import { addToCart, CART_PATH, catalogRef, insertCoupon, insertProduct, type CreatedProduct } from '../../support/cart-fixtures.js';
import { loginAs, memberTokensFor, registerMember } from '../../support/identity-flows.js';
import { memberSession } from '../../support/member-session.js';
import { countEvents, eventsOf } from '../../support/stored-events.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
let mug: CreatedProduct;
let lamp: CreatedProduct;
let soldOut: CreatedProduct;

beforeAll(async () => {
  mug = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Mug', price: 1250 });
  lamp = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Lamp', price: 4000 });
  soldOut = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Sold out', trackInventory: true, quantity: 0 });
  await insertCoupon(t.ctx.db, DEMO_SITE_ID, { code: 'SAVE5', kind: 'FIXED_AMOUNT', amount: 500 });
  await insertCoupon(t.ctx.db, DEMO_SITE_ID, { code: 'BIGSPEND', kind: 'FIXED_AMOUNT', amount: 500, minimumSubtotal: 1_000_000 });
});

async function visitor(): Promise<{ token: string; id: string }> {
  const token = await t.visitorToken();
  return { token, id: (await t.ctx.tokens.verify(token)).sub };
}

async function cartOf(token: string) {
  return (await t.call('GET', CART_PATH, { token })).json().cart;
}

describe('cart events', () => {
  it('writes CREATED on the first add and UPDATED on each change, with the cart as answered and sequences 1, 2, ...', async () => {
    const v = await visitor();
    const created = await addToCart(t, v.token, [{ productId: mug.id }]);
    const updated = await addToCart(t, v.token, [{ productId: lamp.id, quantity: 2 }]);
    const lineId = updated.lineItems[0].id;
    const answers = [created, updated];
    for (const [method, path, body] of [
      ['POST', `${CART_PATH}/update-line-items-quantity`, { lineItems: [{ id: lineId, quantity: 3 }] }],
      ['PATCH', CART_PATH, { cartInfo: { buyerNote: 'Gift wrap, please' } }],
      ['PATCH', CART_PATH, { couponCode: 'SAVE5' }],
      ['POST', `${CART_PATH}/remove-coupon`, {}],
      ['POST', `${CART_PATH}/remove-line-items`, { lineItemIds: [lineId] }],
    ] as const) {
      const response = await t.call(method, path, { token: v.token, body });
      expect(response.statusCode).toBe(200);
      answers.push(response.json().cart);
    }
    const events = await eventsOf(t, created.id);
    expect(events.map((e) => e.eventType)).toEqual([CartEventType.CREATED, ...Array(6).fill(CartEventType.UPDATED)]);
    expect(events.map((e) => e.sequence)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(events.map((e) => e.entity)).toEqual(answers);
    expect(events[0]).toMatchObject({ entityFqdn: EntityFqdn.CART, identity: { identityType: 'ANONYMOUS_VISITOR', anonymousVisitorId: v.id } });
    // Reads write nothing.
    await cartOf(v.token);
    expect(await eventsOf(t, created.id)).toHaveLength(7);
  });

  it('writes DELETED, without an entity, when the cart is deleted', async () => {
    const v = await visitor();
    const cart = await addToCart(t, v.token, [{ productId: mug.id }]);
    expect((await t.call('DELETE', CART_PATH, { token: v.token })).statusCode).toBe(200);
    expect((await t.call('DELETE', CART_PATH, { token: v.token })).statusCode).toBe(200);
    const events = await eventsOf(t, cart.id);
    expect(events.map((e) => [e.eventType, e.sequence])).toEqual([
      [CartEventType.CREATED, '1'],
      [CartEventType.DELETED, '2'],
    ]);
    expect(events[1]!.entity).toBeUndefined();
  });

  it('writes CREATED when PATCH makes the cart, naming the member who did', async () => {
    const m = await memberSession(t.handle.db, t.ctx.tokens, DEMO_SITE_ID, DEMO_CLIENT_ID);
    const response = await t.call('PATCH', CART_PATH, { token: m.token, body: { cartInfo: { buyerNote: 'Hi' } } });
    const cart = response.json().cart;
    const [event] = await eventsOf(t, cart.id);
    expect(event).toMatchObject({ eventType: CartEventType.CREATED, sequence: '1', identity: { identityType: 'MEMBER', memberId: m.id }, entity: cart });
  });

  it('writes nothing for a change that is refused and rolled back', async () => {
    const v = await visitor();
    const cart = await addToCart(t, v.token, [{ productId: mug.id }]);
    const before = await countEvents(t, CartEventType.UPDATED);
    // Out of stock: refused before anything is written.
    const short = await t.call('POST', `${CART_PATH}/add-to-cart`, {
      token: v.token,
      body: { lineItems: [{ catalogReference: catalogRef(soldOut.id), quantity: 1 }] },
    });
    expect(short.statusCode).toBe(400);
    // A buyer note with a coupon that does not apply: the note was written, then the coupon's check rolled it back.
    const coupon = await t.call('PATCH', CART_PATH, { token: v.token, body: { cartInfo: { buyerNote: 'never kept' }, couponCode: 'BIGSPEND' } });
    expect(coupon.statusCode).toBe(400);
    // A quantity change of a line that is not there.
    const missing = await t.call('POST', `${CART_PATH}/update-line-items-quantity`, { token: v.token, body: { lineItems: [{ id: 'nope', quantity: 2 }] } });
    expect(missing.statusCode).toBeGreaterThanOrEqual(400);
    expect(await countEvents(t, CartEventType.UPDATED)).toBe(before);
    expect((await eventsOf(t, cart.id)).map((e) => e.sequence)).toEqual(['1']);
    expect((await cartOf(v.token)).buyerNote).toBeUndefined();
  });

  it('writes UPDATED when a checkout is created from the cart, with its checkoutId', async () => {
    const v = await visitor();
    const cart = await addToCart(t, v.token, [{ productId: mug.id }]);
    const response = await t.call('POST', `${CART_PATH}/create-checkout`, { token: v.token, body: { channelType: 'WEB' } });
    expect(response.statusCode).toBe(200);
    const events = await eventsOf(t, cart.id);
    expect(events.map((e) => [e.eventType, e.sequence])).toEqual([
      [CartEventType.CREATED, '1'],
      [CartEventType.UPDATED, '2'],
    ]);
    expect(events[1]!.entity).toEqual(await cartOf(v.token));
    expect(events[1]!.entity.checkoutId).toBe(response.json().checkoutId);
  });

  it('writes the merge at sign-in: the member cart updated, the visitor cart deleted, both caused by the member', async () => {
    const v = await visitor();
    const member = await registerMember(t);
    const memberTokens = await memberTokensFor(t, member.visitorToken, member.sessionToken);
    const memberCart = await addToCart(t, memberTokens.access_token, [{ productId: mug.id }]);
    const visitorCart = await addToCart(t, v.token, [{ productId: lamp.id }]);
    const login = await loginAs(t, member.email, member.password, { visitorToken: v.token });
    await memberTokensFor(t, v.token, login.json().sessionToken);
    const merged = await eventsOf(t, memberCart.id);
    expect(merged.map((e) => [e.eventType, e.sequence])).toEqual([
      [CartEventType.CREATED, '1'],
      [CartEventType.UPDATED, '2'],
    ]);
    expect(merged[1]!.entity).toEqual(await cartOf(memberTokens.access_token));
    expect(merged[1]!.identity).toEqual({ identityType: 'MEMBER', memberId: member.identityId });
    expect((await eventsOf(t, visitorCart.id)).map((e) => [e.eventType, e.sequence, e.identity.identityType])).toEqual([
      [CartEventType.CREATED, '1', 'ANONYMOUS_VISITOR'],
      [CartEventType.DELETED, '2', 'MEMBER'],
    ]);
  });

  it('numbers 20 concurrent adds to one cart 1..21 without a gap or a repeat', async () => {
    const v = await visitor();
    const cart = await addToCart(t, v.token, [{ productId: mug.id }]);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.call('POST', `${CART_PATH}/add-to-cart`, { token: v.token, body: { lineItems: [{ catalogReference: catalogRef(lamp.id), quantity: 1 }] } }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const events = await eventsOf(t, cart.id);
    expect(events.map((e) => e.sequence)).toEqual(Array.from({ length: 21 }, (_, i) => String(i + 1)));
    // Each event carries the cart as that add left it: the lamp's quantity climbs 1..20 in sequence order.
    expect(
      events.slice(1).map((e) => e.entity.lineItems.find((l: { productName: { original: string } }) => l.productName.original === 'Lamp').quantity),
    ).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});
