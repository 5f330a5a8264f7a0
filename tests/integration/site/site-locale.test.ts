// A shop whose locale is de-DE: the cart, checkout and order answer `siteLanguage: 'de'` and € amounts the German way.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { addToCart, CART_PATH, insertProduct, type CreatedProduct } from '../../support/cart-fixtures.js';
import { createOrder, fillCheckout, merchantOrder, pageFor } from '../../support/checkout-flows.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
let mug: CreatedProduct;

beforeAll(async () => {
  const patched = await t.call('PATCH', '/tote/v1/site', { token: await t.merchantKey(), body: { site: { locale: 'de-DE', currency: 'EUR' } } });
  expect(patched.statusCode).toBe(200);
  mug = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Becher', price: 123456 });
});

describe('a de-DE shop', () => {
  it('answers the cart with siteLanguage de and amounts as 1.234,56 €', async () => {
    const token = await t.visitorToken();
    await addToCart(t, token, [{ productId: mug.id }]);
    const response = await t.call('GET', CART_PATH, { token });
    expect(response.statusCode).toBe(200);
    const { cart } = response.json();
    expect(cart.siteLanguage).toBe('de');
    expect(cart.currency).toBe('EUR');
    expect(cart.lineItems[0].price).toEqual({
      amount: '1234.56',
      convertedAmount: '1234.56',
      formattedAmount: '1.234,56\u00a0€',
      formattedConvertedAmount: '1.234,56\u00a0€',
    });
  });

  it('answers the checkout and the order with siteLanguage de and German amounts', async () => {
    const { checkoutId, auth } = await pageFor(t, await t.visitorToken(), [{ productId: mug.id, quantity: 2 }]);
    const filled = await fillCheckout(t, auth, checkoutId);
    expect(filled.checkout.siteLanguage).toBe('de');
    expect(filled.checkout.priceSummary.subtotal.formattedAmount).toBe('2.469,12\u00a0€');
    const placed = await createOrder(t, auth, checkoutId);
    expect(placed.statusCode).toBe(200);
    const order = await merchantOrder(t, placed.json().orderId);
    expect(order.siteLanguage).toBe('de');
    expect(order.lineItems[0].price.formattedAmount).toBe('1.234,56\u00a0€');
  });
});
