// A visitor who logs in keeps their cart: it merges into the member's cart at the code exchange, and follows the member to another device.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { addToCart, CART_PATH, insertProduct, type CreatedProduct } from '../../support/cart-fixtures.js';
import { loginAs, memberTokensFor, registerMember } from '../../support/identity-flows.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
let mug: CreatedProduct;
let lamp: CreatedProduct;

beforeAll(async () => {
  mug = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Mug', price: 1250 });
  lamp = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Lamp', price: 4000 });
});

async function quantities(token: string): Promise<Record<string, number>> {
  const cart = (await t.call('GET', CART_PATH, { token })).json().cart;
  return Object.fromEntries(
    (cart?.lineItems ?? []).map((l: { catalogReference: { catalogItemId: string }; quantity: number }) => [l.catalogReference.catalogItemId, l.quantity]),
  );
}

describe('cart at login', () => {
  it('merges the visitor cart into the member cart at login: quantities added, nothing lost', async () => {
    const member = await registerMember(t);
    // The member already has a cart from an earlier visit.
    const earlier = await memberTokensFor(t, member.visitorToken, member.sessionToken);
    await addToCart(t, earlier.access_token, [{ productId: mug.id, quantity: 1 }]);

    // On another visit, as a visitor, they fill a cart and then log in.
    const visitor = await t.visitorToken();
    await addToCart(t, visitor, [
      { productId: mug.id, quantity: 2 },
      { productId: lamp.id, quantity: 1 },
    ]);
    const login = await loginAs(t, member.email, member.password, { visitorToken: visitor });
    const tokens = await memberTokensFor(t, visitor, login.json().sessionToken);

    expect(await quantities(tokens.access_token)).toEqual({ [mug.id]: 3, [lamp.id]: 1 });
    // The visitor's cart is gone (merged, not copied).
    expect(await quantities(visitor)).toEqual({});
  });

  it('lets the member cart follow the member to another device', async () => {
    const member = await registerMember(t);
    const visitor = await t.visitorToken();
    await addToCart(t, visitor, [{ productId: lamp.id, quantity: 2 }]);
    const first = await memberTokensFor(t, visitor, (await loginAs(t, member.email, member.password, { visitorToken: visitor })).json().sessionToken);
    expect(await quantities(first.access_token)).toEqual({ [lamp.id]: 2 });

    // A second device: a fresh visitor with an empty cart logs in.
    const phone = await t.visitorToken();
    const second = await memberTokensFor(t, phone, (await loginAs(t, member.email, member.password, { visitorToken: phone })).json().sessionToken);
    expect(await quantities(second.access_token)).toEqual({ [lamp.id]: 2 });
  });
});
