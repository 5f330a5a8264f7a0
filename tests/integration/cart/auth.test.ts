// Who may use the current cart: a visitor or member token of the cart's own site; no token, a bad or expired one is a 401.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { addToCart, CART_PATH, catalogRef, insertProduct, insertSite, visitorTokenOf, type CreatedProduct } from '../../support/cart-fixtures.js';
import { useTestApp } from '../../support/test-app.js';

let now = Date.now();
const t = useTestApp({ clock: () => new Date(now) });
let mug: CreatedProduct;

beforeAll(async () => {
  mug = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Mug', price: 1250 });
});

describe('cart authorization', () => {
  it('answers 401 without a token and with a token that is not one', async () => {
    for (const token of [undefined, 'garbage', 'Bearer ']) {
      const response = await t.call('GET', CART_PATH, token === undefined ? {} : { token });
      expect(response.statusCode).toBe(401);
      expect(response.json().details.applicationError.code).toBe('UNAUTHENTICATED');
    }
  });

  it('answers 401 once the access token has expired, and writes nothing', async () => {
    const token = await t.visitorToken();
    now += 5 * 3600 * 1000;
    try {
      const response = await t.call('POST', `${CART_PATH}/add-to-cart`, {
        token,
        body: { lineItems: [{ catalogReference: catalogRef(mug.id), quantity: 1 }] },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().details.applicationError.description).toBe('The access token has expired');
    } finally {
      now = Date.now();
    }
    const sub = (await t.ctx.tokens.verify(await t.visitorToken())).sub;
    expect(sub).toBeTruthy();
    expect(await t.ctx.db.selectFrom('cart_lines').select('id').where('product_id', '=', mug.id).execute()).toEqual([]);
  });

  it('answers 403 to a merchant API key: carts belong to shoppers', async () => {
    const response = await t.call('GET', CART_PATH, { token: await t.merchantKey() });
    expect(response.statusCode).toBe(403);
  });

  it("keeps sites apart: a token of another site sees its own cart and cannot add this site's products", async () => {
    const other = await insertSite(t.ctx.db);
    const foreign = await visitorTokenOf(t, other.clientId);
    const response = await t.call('POST', `${CART_PATH}/add-to-cart`, {
      token: foreign,
      body: { lineItems: [{ catalogReference: catalogRef(mug.id), quantity: 1 }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.applicationError.code).toBe('PRODUCT_NOT_FOUND');
    const own = await t.visitorToken();
    await addToCart(t, own, [{ productId: mug.id }]);
    // The foreign visitor still has no cart (404 OWNED_CART_NOT_FOUND, as Wix answers), and none was written on its site.
    expect((await t.call('GET', CART_PATH, { token: foreign })).json().details.applicationError.code).toBe('OWNED_CART_NOT_FOUND');
    expect(await t.ctx.db.selectFrom('carts').select('id').where('site_id', '=', other.siteId).execute()).toEqual([]);
  });

  it('gives every visitor a cart of their own', async () => {
    const a = await t.visitorToken();
    const b = await t.visitorToken();
    await addToCart(t, a, [{ productId: mug.id, quantity: 3 }]);
    expect((await t.call('GET', CART_PATH, { token: b })).json().details.applicationError.code).toBe('OWNED_CART_NOT_FOUND');
  });
});
