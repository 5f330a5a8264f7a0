// Reading, adding, merging, changing and removing lines of the current cart, with prices and stock from the catalog.
import { beforeAll, describe, expect, it } from 'vitest';
import { STORES_APP_ID } from '../../../src/wire/cart.js';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { insertProduct, insertTee, type CreatedProduct } from '../../support/cart-fixtures.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
const CART = '/ecom/v1/carts/current';

let plain: CreatedProduct;
let tee: CreatedProduct;
let digital: CreatedProduct;
let discounted: CreatedProduct;

beforeAll(async () => {
  const db = t.ctx.db;
  plain = await insertProduct(db, DEMO_SITE_ID, { name: 'Mug', price: 1250, weight: '0.4' });
  tee = await insertTee(db, DEMO_SITE_ID);
  digital = await insertProduct(db, DEMO_SITE_ID, { name: 'E-book', price: 900, productType: 'digital', weight: null });
  discounted = await insertProduct(db, DEMO_SITE_ID, { name: 'Sale lamp', price: 4000, discountType: 'PERCENT', discountValue: '25' });
});

function ref(productId: string, options?: Record<string, unknown>) {
  return { catalogItemId: productId, appId: STORES_APP_ID, ...(options ? { options } : {}) };
}

describe('GET /ecom/v1/carts/current', () => {
  it('answers 404 OWNED_CART_NOT_FOUND, with the empty cart in its data, without writing one when the visitor has none', async () => {
    const token = await t.visitorToken();
    const response = await t.call('GET', CART, { token });
    expect(response.statusCode).toBe(404);
    const { code, data } = response.json().details.applicationError;
    expect(code).toBe('OWNED_CART_NOT_FOUND');
    const { cart } = data;
    expect(cart.lineItems).toEqual([]);
    expect(cart.subtotal.amount).toBe('0.00');
    expect(cart.id).toBeUndefined();
    expect(cart.currency).toBe('USD');
    expect(cart.buyerInfo.visitorId).toBeTruthy();
    const rows = await t.ctx.db.selectFrom('carts').select('id').where('owner_id', '=', cart.buyerInfo.visitorId).execute();
    expect(rows).toHaveLength(0);
  });

  it('answers the same cart on the official package path /_api/ecom-cart', async () => {
    const token = await t.visitorToken();
    await t.call('POST', `${CART}/add-to-cart`, { token, body: { lineItems: [{ catalogReference: ref(plain.id), quantity: 1 }] } });
    const a = (await t.call('GET', CART, { token })).json();
    const b = (await t.call('GET', '/_api/ecom-cart/v1/carts/current', { token })).json();
    expect(b.cart.id).toBe(a.cart.id);
  });
});

describe('POST add-to-cart', () => {
  it('adds a line with server prices, name, image, url, weight, item type and availability', async () => {
    const token = await t.visitorToken();
    const response = await t.call('POST', `${CART}/add-to-cart`, {
      token,
      body: { lineItems: [{ catalogReference: ref(plain.id), quantity: 2, price: { amount: '0.01' } }] },
    });
    expect(response.statusCode).toBe(200);
    const { cart } = response.json();
    expect(cart.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(cart.lineItems).toHaveLength(1);
    const line = cart.lineItems[0];
    expect(line.quantity).toBe(2);
    expect(line.catalogReference).toEqual({ catalogItemId: plain.id, appId: STORES_APP_ID, options: { variantId: '00000000-0000-0000-0000-000000000000' } });
    expect(line.productName).toEqual({ original: 'Mug', translated: 'Mug' });
    expect(line.price).toEqual({ amount: '12.50', convertedAmount: '12.50', formattedAmount: '$12.50', formattedConvertedAmount: '$12.50' });
    expect(line.fullPrice.amount).toBe('12.50');
    expect(line.lineItemPrice.amount).toBe('25.00');
    expect(line.availability).toEqual({ status: 'AVAILABLE' });
    expect(line.physicalProperties).toEqual({ weight: 0.4, shippable: true });
    expect(line.itemType).toEqual({ preset: 'PHYSICAL' });
    expect(line.image.url).toBe(`http://localhost:8787/media/${plain.slug}.svg`);
    expect(line.url).toEqual({ relativePath: `/hosted/product/${plain.slug}`, url: `http://localhost:8787/hosted/product/${plain.slug}` });
    expect(cart.revision).toBe('1');
  });

  it('merges the same product added twice into one line with the quantities added', async () => {
    const token = await t.visitorToken();
    await t.call('POST', `${CART}/add-to-cart`, { token, body: { lineItems: [{ catalogReference: ref(plain.id), quantity: 1 }] } });
    const second = await t.call('POST', `${CART}/add-to-cart`, { token, body: { lineItems: [{ catalogReference: ref(plain.id), quantity: 3 }] } });
    const { cart } = second.json();
    expect(cart.lineItems).toHaveLength(1);
    expect(cart.lineItems[0].quantity).toBe(4);
  });

  it('merges options given by name and by variant id into the same variant line', async () => {
    const token = await t.visitorToken();
    const first = (
      await t.call('POST', `${CART}/add-to-cart`, {
        token,
        body: { lineItems: [{ catalogReference: ref(tee.id, { options: { Size: 'M', Color: 'Navy' } }), quantity: 1 }] },
      })
    ).json();
    const variantId = first.cart.lineItems[0].catalogReference.options.variantId;
    expect(variantId).toBe(tee.variantIds[2]);
    const second = (
      await t.call('POST', `${CART}/add-to-cart`, { token, body: { lineItems: [{ catalogReference: ref(tee.id, { variantId }), quantity: 2 }] } })
    ).json();
    expect(second.cart.lineItems).toHaveLength(1);
    expect(second.cart.lineItems[0].quantity).toBe(3);
    expect(second.cart.lineItems[0].descriptionLines).toEqual([
      { name: { original: 'Size', translated: 'Size' }, plainText: { original: 'M', translated: 'M' }, lineType: 'PLAIN_TEXT' },
      { name: { original: 'Color', translated: 'Color' }, colorInfo: { original: 'Navy', translated: 'Navy', code: '#1f2a44' }, lineType: 'COLOR' },
    ]);
  });

  it('keeps different variants of one product on separate lines, each with its own price', async () => {
    const token = await t.visitorToken();
    const { cart } = (
      await t.call('POST', `${CART}/add-to-cart`, {
        token,
        body: {
          lineItems: [
            { catalogReference: ref(tee.id, { options: { Size: 'S', Color: 'Red' } }), quantity: 1 },
            { catalogReference: ref(tee.id, { options: { size: 'l', color: '#1f2a44' } }), quantity: 1 },
          ],
        },
      })
    ).json();
    expect(cart.lineItems.map((l: { price: { amount: string } }) => l.price.amount)).toEqual(['25.00', '27.00']);
  });

  it('prices a discounted product at its discounted price with the full price beside it', async () => {
    const token = await t.visitorToken();
    const { cart } = (
      await t.call('POST', `${CART}/add-to-cart`, { token, body: { lineItems: [{ catalogReference: ref(discounted.id), quantity: 1 }] } })
    ).json();
    expect(cart.lineItems[0].price.amount).toBe('30.00');
    expect(cart.lineItems[0].fullPrice.amount).toBe('40.00');
  });

  it('marks a digital product as DIGITAL and not shippable', async () => {
    const token = await t.visitorToken();
    const { cart } = (await t.call('POST', `${CART}/add-to-cart`, { token, body: { lineItems: [{ catalogReference: ref(digital.id), quantity: 1 }] } })).json();
    expect(cart.lineItems[0].itemType).toEqual({ preset: 'DIGITAL' });
    expect(cart.lineItems[0].physicalProperties).toEqual({ shippable: false });
  });

  it('flags a line asking for more than is in stock as PARTIALLY_AVAILABLE with the quantity available', async () => {
    const token = await t.visitorToken();
    const { cart } = (
      await t.call('POST', `${CART}/add-to-cart`, {
        token,
        body: { lineItems: [{ catalogReference: ref(tee.id, { options: { Size: 'S', Color: 'Navy' } }), quantity: 7 }] },
      })
    ).json();
    expect(cart.lineItems[0].availability).toEqual({ status: 'PARTIALLY_AVAILABLE', quantityAvailable: 5 });
  });

  it('recomputes prices and stock from the catalog on every read', async () => {
    const db = t.ctx.db;
    const product = await insertProduct(db, DEMO_SITE_ID, { price: 1000, trackInventory: true, quantity: 3 });
    const token = await t.visitorToken();
    await t.call('POST', `${CART}/add-to-cart`, { token, body: { lineItems: [{ catalogReference: ref(product.id), quantity: 2 }] } });
    await db.updateTable('products').set({ price: 1500, discounted_price: 1500 }).where('id', '=', product.id).execute();
    await db.updateTable('variants').set({ quantity: 0 }).where('product_id', '=', product.id).execute();
    const { cart } = (await t.call('GET', CART, { token })).json();
    expect(cart.lineItems[0].price.amount).toBe('15.00');
    expect(cart.lineItems[0].availability).toEqual({ status: 'NOT_AVAILABLE', quantityAvailable: 0 });
    await db.deleteFrom('products').where('id', '=', product.id).execute();
    const after = (await t.call('GET', CART, { token })).json();
    expect(after.cart.lineItems[0].availability).toEqual({ status: 'NOT_FOUND' });
    expect(after.cart.lineItems[0].price.amount).toBe('0.00');
  });
});

describe('changing lines', () => {
  it('sets quantities, removes lines and ignores ids already removed', async () => {
    const token = await t.visitorToken();
    const added = (
      await t.call('POST', `${CART}/add-to-cart`, {
        token,
        body: {
          lineItems: [
            { catalogReference: ref(plain.id), quantity: 1 },
            { catalogReference: ref(digital.id), quantity: 1 },
          ],
        },
      })
    ).json();
    const [mug, book] = added.cart.lineItems;
    const updated = (await t.call('POST', `${CART}/update-line-items-quantity`, { token, body: { lineItems: [{ id: mug.id, quantity: 5 }] } })).json();
    expect(updated.cart.lineItems.find((l: { id: string }) => l.id === mug.id).quantity).toBe(5);
    const removed = (await t.call('POST', `${CART}/remove-line-items`, { token, body: { lineItemIds: [book.id] } })).json();
    expect(removed.cart.lineItems.map((l: { id: string }) => l.id)).toEqual([mug.id]);
    const again = await t.call('POST', `${CART}/remove-line-items`, { token, body: { lineItemIds: [book.id] } });
    expect(again.statusCode).toBe(200);
    expect(again.json().cart.lineItems).toHaveLength(1);
  });

  it('refuses a quantity change of a line the cart does not have', async () => {
    const token = await t.visitorToken();
    await t.call('POST', `${CART}/add-to-cart`, { token, body: { lineItems: [{ catalogReference: ref(plain.id), quantity: 1 }] } });
    const response = await t.call('POST', `${CART}/update-line-items-quantity`, { token, body: { lineItems: [{ id: 'nope', quantity: 2 }] } });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.applicationError.code).toBe('LINE_ITEM_NOT_FOUND');
  });

  it('deletes the cart with an empty JSON answer, also when there is none', async () => {
    const token = await t.visitorToken();
    await t.call('POST', `${CART}/add-to-cart`, { token, body: { lineItems: [{ catalogReference: ref(plain.id), quantity: 1 }] } });
    const deleted = await t.call('DELETE', CART, { token });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({});
    expect((await t.call('GET', CART, { token })).json().details.applicationError.code).toBe('OWNED_CART_NOT_FOUND');
    expect((await t.call('DELETE', CART, { token })).statusCode).toBe(200);
  });

  it('keeps buyer note, contact info and shipping option set by PATCH', async () => {
    const token = await t.visitorToken();
    const response = await t.call('PATCH', CART, {
      token,
      body: {
        cartInfo: {
          buyerNote: 'Gift wrap, please',
          contactInfo: {
            address: { country: 'us', subdivision: 'US-NY', city: 'New York', addressLine: '1 Main St', geocode: { latitude: 1 } },
            contactDetails: { firstName: 'Ada' },
          },
          selectedShippingOption: { code: 'express' },
        },
      },
    });
    expect(response.statusCode).toBe(200);
    const { cart } = response.json();
    expect(cart.buyerNote).toBe('Gift wrap, please');
    expect(cart.contactInfo).toEqual({
      address: { country: 'US', subdivision: 'US-NY', city: 'New York', addressLine: '1 Main St' },
      contactDetails: { firstName: 'Ada' },
    });
    expect(cart.selectedShippingOption).toEqual({ code: 'express' });
    const masked = (await t.call('PATCH', CART, { token, body: { cartInfo: {}, cartFieldmask: 'buyerNote' } })).json();
    expect(masked.cart.buyerNote).toBeUndefined();
    expect(masked.cart.selectedShippingOption).toEqual({ code: 'express' });
  });
});
