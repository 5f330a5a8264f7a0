// Bad input to cart calls: each answered with a clear wire-format error, and nothing written.
import { beforeAll, describe, expect, it } from 'vitest';
import { STORES_APP_ID } from '../../../src/wire/cart.js';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { addToCart, CART_PATH, catalogRef, insertProduct, insertTee, type CreatedProduct } from '../../support/cart-fixtures.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
const ADD = `${CART_PATH}/add-to-cart`;
let mug: CreatedProduct;
let tee: CreatedProduct;
let hidden: CreatedProduct;
let soldOut: CreatedProduct;

beforeAll(async () => {
  const db = t.ctx.db;
  mug = await insertProduct(db, DEMO_SITE_ID, { name: 'Mug', price: 1250 });
  tee = await insertTee(db, DEMO_SITE_ID);
  hidden = await insertProduct(db, DEMO_SITE_ID, { visible: false });
  soldOut = await insertProduct(db, DEMO_SITE_ID, { trackInventory: true, quantity: 0 });
});

/** A visitor whose cart holds one mug, and a way to check it did not change. */
async function visitorWithCart() {
  const token = await t.visitorToken();
  const cart = await addToCart(t, token, [{ productId: mug.id }]);
  return {
    token,
    async unchanged() {
      const now = (await t.call('GET', CART_PATH, { token })).json().cart;
      expect(now.revision).toBe(cart.revision);
      expect(now.lineItems.map((l: { id: string; quantity: number }) => [l.id, l.quantity])).toEqual([[cart.lineItems[0].id, 1]]);
    },
  };
}

function violations(response: { json(): any }) {
  return response.json().details.validationError.fieldViolations.map((v: { field: string; violatedRule: string }) => [v.field, v.violatedRule]);
}

describe('malformed and mistyped requests', () => {
  it('answers malformed JSON with INVALID_JSON', async () => {
    const v = await visitorWithCart();
    const response = await t.call('POST', ADD, { token: v.token, body: '{"lineItems": [' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.applicationError.code).toBe('INVALID_JSON');
    await v.unchanged();
  });

  it('refuses a 1.1 MB add-to-cart body with 413 PAYLOAD_TOO_LARGE in the wire format, and keeps the cart', async () => {
    const v = await visitorWithCart();
    // A valid request padded with whitespace: only its size is wrong, so it would add a line if the limit were not kept.
    const valid = JSON.stringify({ lineItems: [{ catalogReference: catalogRef(mug.id), quantity: 2 }] });
    const body = `{${' '.repeat(1_100_000)}${valid.slice(1)}`;
    expect(JSON.parse(body).lineItems).toHaveLength(1);
    const response = await t.call('POST', ADD, { token: v.token, body });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: 'Request body is larger than 1 MB',
      details: { applicationError: { code: 'PAYLOAD_TOO_LARGE', description: 'Request body is larger than 1 MB', data: {} } },
    });
    expect(response.headers['x-wix-request-id']).toBeTruthy();
    await v.unchanged();
  });

  it('names a missing field and a wrong-typed field', async () => {
    const v = await visitorWithCart();
    const missing = await t.call('POST', ADD, { token: v.token, body: { lineItems: [{ catalogReference: catalogRef(mug.id) }] } });
    expect(missing.statusCode).toBe(400);
    expect(violations(missing)).toEqual([['lineItems[0].quantity', 'REQUIRED_FIELD']]);
    expect(missing.json().message).toBe('INVALID_ARGUMENT: "lineItems[0].quantity" is required');
    const typed = await t.call('POST', ADD, {
      token: v.token,
      body: { lineItems: [{ catalogReference: { catalogItemId: 5, appId: STORES_APP_ID }, quantity: '2' }] },
    });
    expect(violations(typed)).toEqual([
      ['lineItems[0].catalogReference.catalogItemId', 'FORMAT'],
      ['lineItems[0].quantity', 'FORMAT'],
    ]);
    const none = await t.call('POST', ADD, { token: v.token, body: {} });
    expect(violations(none)).toEqual([['lineItems', 'REQUIRED_FIELD']]);
    await v.unchanged();
  });

  const quantities: [unknown, string][] = [
    [0, 'MIN'],
    [-3, 'MIN'],
    [10_000, 'MAX'],
    [1.5, 'FORMAT'],
  ];
  for (const [quantity, rule] of quantities) {
    it(`refuses a quantity of ${quantity} with ${rule}, on add and on update`, async () => {
      const v = await visitorWithCart();
      const add = await t.call('POST', ADD, { token: v.token, body: { lineItems: [{ catalogReference: catalogRef(mug.id), quantity }] } });
      expect(add.statusCode).toBe(400);
      expect(violations(add)).toEqual([['lineItems[0].quantity', rule]]);
      const lineId = (await t.call('GET', CART_PATH, { token: v.token })).json().cart.lineItems[0].id;
      const update = await t.call('POST', `${CART_PATH}/update-line-items-quantity`, { token: v.token, body: { lineItems: [{ id: lineId, quantity }] } });
      expect(violations(update)).toEqual([['lineItems[0].quantity', rule]]);
      await v.unchanged();
    });
  }

  it('refuses a line that would pass 9,999 units after merging', async () => {
    const v = await visitorWithCart();
    const response = await t.call('POST', ADD, { token: v.token, body: { lineItems: [{ catalogReference: catalogRef(mug.id), quantity: 9_999 }] } });
    expect(response.statusCode).toBe(400);
    expect(violations(response)).toEqual([['lineItems[0].quantity', 'MAX']]);
    await v.unchanged();
  });

  it('refuses fields a shopper may not send: custom line items, merchant discounts, unknown options', async () => {
    const v = await visitorWithCart();
    const custom = await t.call('POST', ADD, { token: v.token, body: { customLineItems: [{ price: '0.01', quantity: 1 }] } });
    expect(custom.statusCode).toBe(403);
    const discount = await t.call('PATCH', CART_PATH, { token: v.token, body: { merchantDiscounts: [{ amount: '100' }] } });
    expect(discount.statusCode).toBe(403);
    const extra = await t.call('POST', ADD, { token: v.token, body: { lineItems: [{ catalogReference: catalogRef(mug.id, { price: 1 }), quantity: 1 }] } });
    expect(violations(extra)).toEqual([['lineItems[0].catalogReference.options.price', 'FIELD_NOT_ALLOWED']]);
    await v.unchanged();
  });
});

describe('unknown catalog items', () => {
  const cases: [string, () => unknown, string, string][] = [
    ['an unknown product', () => catalogRef('00000000-0000-0000-0000-00000000dead'), 'PRODUCT_NOT_FOUND', 'lineItems[0].catalogReference.catalogItemId'],
    ['a hidden product', () => catalogRef(hidden.id), 'PRODUCT_NOT_FOUND', 'lineItems[0].catalogReference.catalogItemId'],
    ['an unknown variant', () => catalogRef(tee.id, { variantId: 'nope' }), 'VARIANT_NOT_FOUND', 'lineItems[0].catalogReference.options.variantId'],
    [
      'an unknown option',
      () => catalogRef(tee.id, { options: { Size: 'M', Fabric: 'Silk' } }),
      'OPTION_NOT_FOUND',
      'lineItems[0].catalogReference.options.options.Fabric',
    ],
    [
      'an unknown choice',
      () => catalogRef(tee.id, { options: { Size: 'XXL', Color: 'Navy' } }),
      'OPTION_CHOICE_NOT_FOUND',
      'lineItems[0].catalogReference.options.options.Size',
    ],
    ['missing options', () => catalogRef(tee.id, { options: { Size: 'M' } }), 'PRODUCT_OPTIONS_REQUIRED', 'lineItems[0].catalogReference.options.options'],
    [
      'another catalog',
      () => ({ catalogItemId: mug.id, appId: '13d21c63-b5ec-5912-8397-c3a5ddb27a97' }),
      'CATALOG_NOT_FOUND',
      'lineItems[0].catalogReference.appId',
    ],
    ['a sold-out product', () => catalogRef(soldOut.id), 'INSUFFICIENT_INVENTORY', 'lineItems[0].quantity'],
  ];
  for (const [what, reference, code, field] of cases) {
    it(`refuses ${what} with ${code} naming ${field}`, async () => {
      const v = await visitorWithCart();
      const response = await t.call('POST', ADD, { token: v.token, body: { lineItems: [{ catalogReference: reference(), quantity: 1 }] } });
      expect(response.statusCode).toBe(400);
      const error = response.json().details.applicationError;
      expect(error.code).toBe(code);
      expect(error.data.field).toBe(field);
      await v.unchanged();
    });
  }

  it('writes nothing when one line of several is bad', async () => {
    const v = await visitorWithCart();
    const response = await t.call('POST', ADD, {
      token: v.token,
      body: {
        lineItems: [
          { catalogReference: catalogRef(mug.id), quantity: 2 },
          { catalogReference: catalogRef(tee.id, { variantId: 'nope' }), quantity: 1 },
        ],
      },
    });
    expect(response.json().details.applicationError.data.field).toBe('lineItems[1].catalogReference.options.variantId');
    await v.unchanged();
  });
});

describe('the 300-line limit', () => {
  it('refuses a request of more than 300 lines', async () => {
    const v = await visitorWithCart();
    const lineItems = Array.from({ length: 301 }, () => ({ catalogReference: catalogRef(mug.id), quantity: 1 }));
    const response = await t.call('POST', ADD, { token: v.token, body: { lineItems } });
    expect(response.statusCode).toBe(400);
    expect(violations(response)).toEqual([['lineItems', 'MAX_SIZE']]);
    await v.unchanged();
  });

  it('refuses an add that would bring the cart past 300 lines and keeps the cart as it was', async () => {
    const db = t.ctx.db;
    const ids: string[] = [];
    for (let i = 0; i < 300; i++) ids.push((await insertProduct(db, DEMO_SITE_ID, { price: 100 })).id);
    const token = await t.visitorToken();
    const full = await addToCart(
      t,
      token,
      ids.map((productId) => ({ productId })),
    );
    expect(full.lineItems).toHaveLength(300);
    const response = await t.call('POST', ADD, { token, body: { lineItems: [{ catalogReference: catalogRef(mug.id), quantity: 1 }] } });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.applicationError.code).toBe('CART_LINE_LIMIT_EXCEEDED');
    const after = (await t.call('GET', CART_PATH, { token })).json().cart;
    expect(after.lineItems).toHaveLength(300);
    expect(after.revision).toBe(full.revision);
  });
});
