// GraphQL current-cart mutations: add, quantities, remove, coupon, checkout, on the same cart REST answers, with REST's rules and errors.
import { describe, expect, it } from 'vitest';
import { STORES_APP_ID } from '../../../src/wire/cart.js';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { insertProduct, type CreatedProduct } from '../../support/cart-fixtures.js';
import { errorCodes, gql } from '../../support/graphql-calls.js';
import { useTestApp } from '../../support/test-app.js';
import { beforeAll } from 'vitest';

const t = useTestApp();
const CART_PATH = '/ecom/v1/carts/current';

/** The Wix storefront's cart fragment, unchanged. */
const CART_FRAGMENT = `
  fragment Cart on EcomCartV1Cart {
    id
    lineItems {
      id productName { original } descriptionLines { plainText { original } colorInfo { original } }
      quantity price { amount } image { url width height altText } url { relativePath }
    }
    currency
    appliedDiscounts { coupon { code } }
  }`;

const ADD = `mutation AddToCart($lineItems: [EcomCartV1LineItemInput!]!) {
  ecomCurrentCartV1AddToCurrentCart(input: { lineItems: $lineItems }) { cart { ...Cart } }
} ${CART_FRAGMENT}`;

let mug: CreatedProduct;

beforeAll(async () => {
  mug = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'GraphQL Cart Mug', price: 1250 });
});

function line(catalogItemId: string, quantity: number, options?: Record<string, unknown>) {
  return { catalogReference: { catalogItemId, appId: STORES_APP_ID, ...(options ? { options } : {}) }, quantity };
}

describe('the current cart', () => {
  it('adds lines (by choices), changes a quantity and removes a line; REST reads the same cart', async () => {
    const token = await t.visitorToken();
    // No cart yet: OWNED_CART_NOT_FOUND as Wix and the REST read answer it, the empty cart in the error's data.
    const missing = await gql(t, token, `{ ecomCartV1CurrentCartGetCurrentCart { cart { id lineItems { id } currency } } }`);
    expect(missing.body.data!.ecomCartV1CurrentCartGetCurrentCart).toBeNull();
    expect(missing.body.errors![0]!.extensions).toMatchObject({
      code: 'OWNED_CART_NOT_FOUND',
      httpStatus: 404,
      applicationError: { data: { cart: { lineItems: [], currency: 'USD' } } },
    });

    const added = await gql(t, token, ADD, { lineItems: [line(mug.id, 2)] });
    expect(added.body.errors).toBeUndefined();
    const cart = added.body.data!.ecomCurrentCartV1AddToCurrentCart.cart;
    expect(cart.lineItems).toEqual([expect.objectContaining({ quantity: 2, productName: { original: 'GraphQL Cart Mug' }, price: { amount: '12.50' } })]);
    // The current-cart read answers the cart and its subtotal (Wix's `cart.subtotal`), as REST does.
    const read = await gql(t, token, `{ ecomCartV1CurrentCartGetCurrentCart { cart { id subtotal { amount formattedAmount } } } }`);
    expect(read.body.data!.ecomCartV1CurrentCartGetCurrentCart.cart).toEqual({ id: cart.id, subtotal: { amount: '25.00', formattedAmount: '$25.00' } });
    const teeAdded = await gql(t, token, ADD, {
      lineItems: [
        { catalogReference: { catalogItemId: await teeId(token), appId: STORES_APP_ID, options: { options: { Size: 'M', Color: 'Navy' } } }, quantity: 1 },
      ],
    });
    const lines = teeAdded.body.data!.ecomCurrentCartV1AddToCurrentCart.cart.lineItems;
    expect(lines).toHaveLength(2);
    expect(
      lines[1].descriptionLines.map(
        (d: { plainText?: { original: string }; colorInfo?: { original: string } }) => d.colorInfo?.original ?? d.plainText?.original,
      ),
    ).toEqual(['M', 'Navy']);

    const mugLine = cart.lineItems[0].id as string;
    const updated = await gql(
      t,
      token,
      `mutation($lineItems: [EcomCartV1LineItemQuantityUpdateInput!]!) {
        ecomCurrentCartV1UpdateCurrentCartLineItemQuantity(input: { lineItems: $lineItems }) { cart { lineItems { id quantity lineItemPrice { amount } } } }
      }`,
      { lineItems: [{ id: mugLine, quantity: 5 }] },
    );
    expect(updated.body.data!.ecomCurrentCartV1UpdateCurrentCartLineItemQuantity.cart.lineItems[0]).toEqual({
      id: mugLine,
      quantity: 5,
      lineItemPrice: { amount: '62.50' },
    });

    const removed = await gql(
      t,
      token,
      `mutation($ids: [String!]!) { ecomCurrentCartV1RemoveLineItemsFromCurrentCart(input: { lineItemIds: $ids }) { cart { lineItems { id } } } }`,
      { ids: [mugLine] },
    );
    const left = removed.body.data!.ecomCurrentCartV1RemoveLineItemsFromCurrentCart.cart.lineItems;
    expect(left).toHaveLength(1);
    const rest = (await t.call('GET', CART_PATH, { token })).json().cart;
    expect(rest.lineItems.map((l: { id: string }) => l.id)).toEqual(left.map((l: { id: string }) => l.id));
    expect(rest.id).toBe(cart.id);
  });

  it('applies a coupon and takes it off; a coupon that does not exist is ERROR_COUPON_DOES_NOT_EXIST and changes nothing', async () => {
    const token = await t.visitorToken();
    await gql(t, token, ADD, { lineItems: [line(mug.id, 2)] });
    const apply = `mutation($code: String) { ecomCurrentCartV1UpdateCurrentCart(input: { couponCode: $code }) { cart { appliedDiscounts { coupon { code } } } } }`;
    const applied = await gql(t, token, apply, { code: 'WELCOME10' });
    expect(applied.body.data!.ecomCurrentCartV1UpdateCurrentCart.cart.appliedDiscounts).toEqual([{ coupon: { code: 'WELCOME10' } }]);
    const unknown = await gql(t, token, apply, { code: 'NO-SUCH-CODE' });
    expect(unknown.body.data!.ecomCurrentCartV1UpdateCurrentCart).toBeNull();
    expect(unknown.body.errors![0]!.extensions).toMatchObject({
      code: 'ERROR_COUPON_DOES_NOT_EXIST',
      applicationError: { code: 'ERROR_COUPON_DOES_NOT_EXIST', data: { couponCode: 'NO-SUCH-CODE' } },
    });
    expect((await t.call('GET', CART_PATH, { token })).json().cart.appliedDiscounts).toEqual([
      expect.objectContaining({ coupon: expect.objectContaining({ code: 'WELCOME10' }) }),
    ]);
    const off = await gql(t, token, `mutation { ecomCurrentCartV1RemoveCouponFromCurrentCart { cart { appliedDiscounts { coupon { code } } } } }`);
    expect(off.body.data!.ecomCurrentCartV1RemoveCouponFromCurrentCart.cart.appliedDiscounts).toEqual([]);
  });

  it('creates a checkout from the cart, the same one REST gives', async () => {
    const token = await t.visitorToken();
    await gql(t, token, ADD, { lineItems: [line(mug.id, 1)] });
    const { body } = await gql(t, token, `mutation { ecomCurrentCartV1CreateCheckoutFromCurrentCart(input: { channelType: OTHER_PLATFORM }) { checkoutId } }`);
    const checkoutId = body.data!.ecomCurrentCartV1CreateCheckoutFromCurrentCart.checkoutId as string;
    expect(checkoutId).toMatch(/^[0-9a-f-]{36}$/);
    const rest = await t.call('POST', `${CART_PATH}/create-checkout`, { token, body: { channelType: 'OTHER_PLATFORM' } });
    expect(rest.json().checkoutId).toBe(checkoutId);
  });
});

describe('errors as REST has them', () => {
  it('refuses a quantity of 0 and a line id the cart does not have, and writes nothing', async () => {
    const token = await t.visitorToken();
    const zero = await gql(t, token, ADD, { lineItems: [line(mug.id, 0)] });
    expect(zero.body.errors![0]!.extensions).toMatchObject({
      code: 'INVALID_ARGUMENT',
      httpStatus: 400,
      validationError: { fieldViolations: [expect.objectContaining({ field: 'lineItems[0].quantity', violatedRule: 'MIN' })] },
    });
    const missing = await gql(
      t,
      token,
      `mutation { ecomCurrentCartV1UpdateCurrentCartLineItemQuantity(input: { lineItems: [{ id: "no-such-line", quantity: 2 }] }) { cart { id } } }`,
    );
    expect(errorCodes(missing.body)).toEqual(['LINE_ITEM_NOT_FOUND']);
    const unknownProduct = await gql(t, token, ADD, { lineItems: [line('6b7c1a52-6a8e-4f5e-9a55-3b0d3a0f0000', 1)] });
    expect(errorCodes(unknownProduct.body)).toEqual(['PRODUCT_NOT_FOUND']);
    // No cart was written: the visitor still has none (404 OWNED_CART_NOT_FOUND, as Wix answers).
    expect((await t.call('GET', CART_PATH, { token })).json().details.applicationError.code).toBe('OWNED_CART_NOT_FOUND');
  });

  it('refuses cart calls with an API key (PERMISSION_DENIED) and without a token (UNAUTHENTICATED), as REST does', async () => {
    const query = `{ ecomCartV1CurrentCartGetCurrentCart { cart { id } } }`;
    const merchant = await gql(t, await t.merchantKey(), query);
    expect(merchant.response.statusCode).toBe(200);
    expect(merchant.body.errors![0]!.extensions).toMatchObject({ code: 'PERMISSION_DENIED', httpStatus: 403 });
    const anonymous = await gql(t, undefined, ADD, { lineItems: [line(mug.id, 1)] });
    expect(anonymous.body.errors![0]!.extensions).toMatchObject({ code: 'UNAUTHENTICATED', httpStatus: 401 });
    expect(anonymous.body.data).toEqual({ ecomCurrentCartV1AddToCurrentCart: null });
  });
});

async function teeId(token: string): Promise<string> {
  return (await t.call('GET', '/stores-reader/v1/products/slug/classic-tee', { token })).json().product.id as string;
}
