// The official @wix/sdk's client.graphql<Data, Record<string, unknown>>() against a Tote server: a Wix headless storefront's GraphQL calls, unchanged.
import { createClient, OAuthStrategy } from '@wix/sdk';
import { describe, expect, it } from 'vitest';
import { STORES_APP_ID } from '../../../src/wire/cart.js';
import { DEMO_CLIENT_ID } from '../../../src/server/seed/demo-site.js';
import { useOfficialWix } from '../../support/official-wix.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
const wix = useOfficialWix(t);

/** A GraphQL answer's data, read as the storefront reads it. */
type Data = Record<string, any>;

function storefront() {
  return createClient({ modules: {}, auth: OAuthStrategy({ clientId: DEMO_CLIENT_ID }), fetch: wix.fetch });
}

const PRODUCT_BY_HANDLE = `
  query ProductByHandle($handle: String!) {
    storesProductsV1Products(queryInput: { query: { filter: { slug: $handle }, paging: { limit: 1 } } }) {
      items { id name slug manageVariants price { price currency } variants { id choices stock { trackQuantity quantity } } productOptions { name optionType choices { value description } } }
    }
  }`;

const CART = `fragment Cart on EcomCartV1Cart { id lineItems { id quantity productName { original } price { amount } } currency }`;

describe('client.graphql<Data, Record<string, unknown>>()', () => {
  it('reads a product, adds it to the current cart, reads the cart back and changes it, as a visitor, at /graphql/alpha', async () => {
    const client = storefront();
    const { data: found, errors } = await client.graphql<Data, Record<string, unknown>>(PRODUCT_BY_HANDLE, { handle: 'classic-tee' });
    expect(errors).toBeUndefined();
    const tee = found.storesProductsV1Products.items[0];
    expect(tee).toMatchObject({ name: 'Classic Tee', slug: 'classic-tee', manageVariants: expect.any(Boolean) });
    const variant = tee.variants.find((v: { choices: Record<string, string> }) => v.choices.Size === 'M');

    const { data: added } = await client.graphql<Data, Record<string, unknown>>(
      `mutation AddToCart($lineItems: [EcomCartV1LineItemInput!]!) { ecomCurrentCartV1AddToCurrentCart(input: { lineItems: $lineItems }) { cart { ...Cart } } } ${CART}`,
      { lineItems: [{ catalogReference: { catalogItemId: tee.id, appId: STORES_APP_ID, options: { variantId: variant.id } }, quantity: 2 }] },
    );
    const cart = added.ecomCurrentCartV1AddToCurrentCart.cart;
    expect(cart.lineItems).toEqual([expect.objectContaining({ quantity: 2, productName: { original: 'Classic Tee' } })]);

    const { data: read } = await client.graphql<Data, Record<string, unknown>>(
      `mutation GetCurrentCart { ecomCartV1CurrentCartGetCurrentCart { cart { ...Cart } } } ${CART}`,
    );
    expect(read.ecomCartV1CurrentCartGetCurrentCart.cart).toEqual(cart);

    const { data: changed } = await client.graphql<Data, Record<string, unknown>>(
      `mutation($lineItems: [EcomCartV1LineItemQuantityUpdateInput!]!) { ecomCurrentCartV1UpdateCurrentCartLineItemQuantity(input: { lineItems: $lineItems }) { cart { ...Cart } } } ${CART}`,
      { lineItems: [{ id: cart.lineItems[0].id, quantity: 3 }] },
    );
    expect(changed.ecomCurrentCartV1UpdateCurrentCartLineItemQuantity.cart.lineItems[0].quantity).toBe(3);

    const calls = wix.sent.filter((s) => s.path === '/graphql/alpha');
    expect(calls).toHaveLength(4);
    expect(calls.every((c) => c.method === 'POST' && c.status === 200 && c.requestedUrl === 'https://www.wixapis.com/graphql/alpha')).toBe(true);
    expect(calls.every((c) => typeof c.headers.authorization === 'string' && c.headers.authorization.length > 0)).toBe(true);
  });

  it('hands the errors to the caller with the Wix application error code in extensions', async () => {
    const { data, errors } = await storefront().graphql<Data, Record<string, unknown>>(
      `mutation { ecomCurrentCartV1UpdateCurrentCart(input: { couponCode: "NOT-A-COUPON" }) { cart { id } } }`,
    );
    expect(data).toEqual({ ecomCurrentCartV1UpdateCurrentCart: null });
    expect((errors![0]!.extensions as { applicationError: { code: string } }).applicationError.code).toBe('ERROR_COUPON_DOES_NOT_EXIST');
  });
});
