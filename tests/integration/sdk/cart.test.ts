// The SDK's cart module against the real store: every call, the address and date transforms, errors, retries, idempotent checkout.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ApplicationError,
  cartModule,
  createClient,
  createPlainCore,
  memoryStorage,
  STORES_APP_ID,
  ToteError,
  ValidationError,
} from '../../../src/sdk/index.js';
import { DEMO_CLIENT_ID, DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import type { Cart, CartModule } from '../../../src/sdk/index.js';
import { insertProduct, insertTee, type CreatedProduct } from '../../support/cart-fixtures.js';
import { injectFetch } from '../../support/inject-fetch.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
const BASE = 'http://store.test';

function sdk(options: { fetch?: (wire: typeof fetch) => typeof fetch; storage?: ReturnType<typeof memoryStorage>; apiKey?: string } = {}) {
  const wire = injectFetch(t.app);
  const client = createClient({
    clientId: DEMO_CLIENT_ID,
    baseUrl: BASE,
    fetch: options.fetch ? options.fetch(wire.fetch) : wire.fetch,
    retry: { baseDelayMs: 1 },
    ...(options.storage ? { storage: options.storage } : {}),
    ...(options.apiKey ? { apiKey: options.apiKey } : {}),
  });
  return { ...client, seen: wire.seen };
}

const line = (product: CreatedProduct, quantity = 1, variantId = product.variantIds[0]) => ({
  catalogReference: { catalogItemId: product.id, appId: STORES_APP_ID, options: { variantId } },
  quantity,
});

let mug: CreatedProduct;
let tee: CreatedProduct;

beforeAll(async () => {
  mug = await insertProduct(t.handle.db, DEMO_SITE_ID, { name: 'SDK mug', price: 1250 });
  tee = await insertTee(t.handle.db, DEMO_SITE_ID);
});

describe('cart calls', () => {
  it('reads an empty cart before anything is added, as a 200 (?ifMissing=empty), where a Wix client gets 404 OWNED_CART_NOT_FOUND', async () => {
    const { cart } = sdk();
    const empty = await cart.getCart();
    expect(empty.id).toBeUndefined();
    expect(empty.lineItems).toEqual([]);
    expect(empty.currency).toBe('USD');
    const token = await t.visitorToken();
    expect((await t.call('GET', '/ecom/v1/carts/current', { token })).statusCode).toBe(404);
    const asked = await t.call('GET', '/ecom/v1/carts/current?ifMissing=empty', { token });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().cart).toMatchObject({ lineItems: [], currency: 'USD' });
  });

  it('adds lines and returns the cart with its dates as Date', async () => {
    const { cart, seen } = sdk();
    const added = await cart.addToCart({ lineItems: [line(mug, 2)] });
    expect(added.id).toBeTruthy();
    expect(added.lineItems).toHaveLength(1);
    expect(added.lineItems[0]!.quantity).toBe(2);
    expect(added.lineItems[0]!.price.amount).toBe('12.50');
    expect(added.createdDate).toBeInstanceOf(Date);
    expect(added.updatedDate).toBeInstanceOf(Date);
    const post = seen.find((r) => r.url.endsWith('/add-to-cart'))!;
    expect(post.method).toBe('POST');
    expect(post.headers['content-type']).toBe('application/json');
    expect(JSON.parse(post.body!)).toEqual({ lineItems: [line(mug, 2)] });
    expect((await cart.getCart()).id).toBe(added.id);
  });

  it('changes quantities, removes lines and deletes the cart', async () => {
    const { cart, seen } = sdk();
    const added = await cart.addToCart({ lineItems: [line(mug), line(tee, 1, tee.variantIds[1])] });
    const [first, second] = added.lineItems;
    const changed = await cart.updateLineItemsQuantity([{ id: first!.id, quantity: 3 }]);
    expect(changed.lineItems.find((l) => l.id === first!.id)!.quantity).toBe(3);
    const removed = await cart.removeLineItems([second!.id]);
    expect(removed.lineItems.map((l) => l.id)).toEqual([first!.id]);
    await expect(cart.deleteCart()).resolves.toBeUndefined();
    const del = seen.find((r) => r.method === 'DELETE')!;
    expect(del.body).toBeUndefined();
    expect(del.headers['content-type']).toBeUndefined();
    expect((await cart.getCart()).lineItems).toEqual([]);
  });

  it('sends contact addresses in wire naming and returns them in SDK naming', async () => {
    const { cart, seen } = sdk();
    await cart.addToCart({ lineItems: [line(mug)] });
    const updated = await cart.updateCart({
      cartInfo: {
        buyerNote: 'Ring twice',
        contactInfo: {
          address: { addressLine1: '1 Main St', country: 'US', subdivision: 'US-NY', city: 'New York', postalCode: '10001' },
          contactDetails: { firstName: 'Ada' },
        },
      },
    });
    const patch = seen.find((r) => r.method === 'PATCH')!;
    expect(JSON.parse(patch.body!).cartInfo.contactInfo.address).toEqual({
      addressLine: '1 Main St',
      country: 'US',
      subdivision: 'US-NY',
      city: 'New York',
      postalCode: '10001',
    });
    expect(updated.buyerNote).toBe('Ring twice');
    expect(updated.contactInfo?.address).toMatchObject({ addressLine1: '1 Main St', city: 'New York', postalCode: '10001' });
    expect(updated.contactInfo?.address).not.toHaveProperty('addressLine');
  });

  it('applies and removes a coupon', async () => {
    const { cart } = sdk();
    await cart.addToCart({ lineItems: [line(mug, 4)] });
    const withCoupon = await cart.updateCart({ couponCode: 'WELCOME10' });
    expect(withCoupon.appliedDiscounts[0]?.coupon?.code).toBe('WELCOME10');
    expect((await cart.removeCoupon()).appliedDiscounts).toEqual([]);
  });

  it('estimates totals for an address given in SDK naming, with the pickup address in SDK naming', async () => {
    const { cart, seen } = sdk();
    await cart.addToCart({ lineItems: [line(mug, 2)] });
    const totals = await cart.estimateTotals({
      shippingAddress: { addressLine1: '5 Elm St', country: 'US', subdivision: 'US-NY', city: 'Albany', postalCode: '12207' },
    });
    const post = seen.find((r) => r.url.endsWith('/estimate-totals'))!;
    expect(JSON.parse(post.body!).shippingAddress.addressLine).toBe('5 Elm St');
    expect(totals.priceSummary.subtotal.amount).toBe('25.00');
    expect(totals.cart.createdDate).toBeInstanceOf(Date);
    const pickup = totals.shippingInfo.carrierServiceOptions.flatMap((c) => c.shippingOptions).find((o) => o.logistics.pickupDetails);
    expect(pickup?.logistics.pickupDetails?.address).toMatchObject({ addressLine1: '350 5th Ave', formatted: expect.stringContaining('New York') });
  });

  it('creates a checkout with an idempotency key', async () => {
    const { cart, seen } = sdk();
    await cart.addToCart({ lineItems: [line(mug)] });
    const { checkoutId } = await cart.createCheckout({
      shippingAddress: { addressLine1: '1 Main St', country: 'US', subdivision: 'US-NY', city: 'New York', postalCode: '10001' },
    });
    expect(checkoutId).toBeTruthy();
    const post = seen.find((r) => r.url.endsWith('/create-checkout'))!;
    expect(post.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.parse(post.body!).shippingAddress.addressLine).toBe('1 Main St');
  });
});

describe('cart errors from the store', () => {
  it('reports a quantity of 0 as a validation error named by the caller’s argument', async () => {
    const { cart } = sdk();
    const error = (await cart.addToCart({ lineItems: [line(mug, 0)] }).catch((e: unknown) => e)) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.status).toBe(400);
    expect(error.violations.map((v) => v.field)).toEqual(['options.lineItems[0].quantity']);
    expect(error.message).toMatch(/^INVALID_ARGUMENT: "options\.lineItems\[0\]\.quantity" /);
    expect(error.requestId).toBeTruthy();
  });

  it('keeps field names of array arguments as they are', async () => {
    const { cart } = sdk();
    const error = (await cart.updateLineItemsQuantity([{ id: 'x', quantity: -1 }]).catch((e: unknown) => e)) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.violations[0]!.field).toBe('lineItems[0].quantity');
  });

  it('reports an unknown product as an application error with its code', async () => {
    const { cart } = sdk();
    const error = (await cart
      .addToCart({ lineItems: [{ catalogReference: { catalogItemId: '5f0c8a7e-0000-4000-8000-000000000000', appId: STORES_APP_ID }, quantity: 1 }] })
      .catch((e: unknown) => e)) as ApplicationError;
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error.applicationCode).toBe('PRODUCT_NOT_FOUND');
    expect(error.kind).toBe('user');
    expect(error.status! >= 400 && error.status! < 500).toBe(true);
  });

  it('refuses a merchant API key on the shopper’s cart with 403', async () => {
    const { cart } = sdk({ apiKey: await t.merchantKey() });
    const error = (await cart.getCart().catch((e: unknown) => e)) as ApplicationError;
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error.status).toBe(403);
    expect(error.applicationCode).toBe('PERMISSION_DENIED');
  });

  it('renews a refused access token and repeats the call once', async () => {
    const visitor = await t.visitorTokens();
    const storage = memoryStorage({
      [DEMO_CLIENT_ID]: {
        accessToken: { value: 'forged.token.value', expiresAt: Math.floor(Date.now() / 1000) + 3600 },
        refreshToken: { value: visitor.refresh_token, role: 'visitor' },
      },
    });
    const { cart, seen } = sdk({ storage });
    const answer = await cart.getCart();
    expect(answer.lineItems).toEqual([]);
    expect(seen.map((r) => `${r.method} ${new URL(r.url).pathname} ${r.headers.authorization === 'forged.token.value' ? 'forged' : 'fresh'}`)).toEqual([
      'GET /ecom/v1/carts/current forged',
      'POST /oauth2/token fresh',
      'GET /ecom/v1/carts/current fresh',
    ]);
  });

  it('gives up after one renewal when the store keeps refusing', async () => {
    const { cart, seen } = sdk({
      // An edge that mangles every Authorization header: the store always answers 401.
      fetch: (wire) => (input, init) =>
        wire(input, {
          ...init,
          headers: {
            ...(init?.headers as Record<string, string>),
            ...((init?.headers as Record<string, string>)?.authorization ? { authorization: 'mangled' } : {}),
          },
        }),
    });
    const error = (await cart.getCart().catch((e: unknown) => e)) as ToteError;
    expect(error.status).toBe(401);
    expect(error.message).toMatch(/^Unauthorized/);
    expect(seen.filter((r) => new URL(r.url).pathname.endsWith('/carts/current'))).toHaveLength(2);
  });
});

describe('retries', () => {
  /** An edge in front of the store that answers 503 for the first `n` requests to a path. */
  const unavailable = (path: string, n: number) => (wire: typeof fetch) => {
    let left = n;
    return (async (input, init) => {
      if (new URL(String(input)).pathname.endsWith(path) && left-- > 0)
        return new Response('<html>busy</html>', { status: 503, statusText: 'Service Unavailable' });
      return wire(input, init);
    }) as typeof fetch;
  };

  it('retries reading the cart after a 503', async () => {
    const { cart, seen } = sdk({ fetch: unavailable('/carts/current', 2) });
    await expect(cart.getCart()).resolves.toMatchObject({ lineItems: [] });
    expect(seen.filter((r) => new URL(r.url).pathname.endsWith('/carts/current'))).toHaveLength(1);
  });

  it('does not retry adding to the cart after a 503', async () => {
    const { cart, seen } = sdk({ fetch: unavailable('/add-to-cart', 1) });
    const error = (await cart.addToCart({ lineItems: [line(mug)] }).catch((e: unknown) => e)) as ToteError;
    expect(error.code).toBe('SYSTEM_ERROR');
    expect(error.kind).toBe('system');
    expect(error.status).toBe(503);
    expect(error.message).toBe('System error occurred');
    expect(seen.filter((r) => r.url.endsWith('/add-to-cart'))).toHaveLength(0);
  });

  it('repeats a checkout whose answer was lost with the same key, and gets the same checkout', async () => {
    let lost = 1;
    const { cart, seen } = sdk({
      fetch: (wire) => async (input, init) => {
        const response = await wire(input, init);
        // The store created the checkout, but the answer never reached the shopper.
        if (String(input).endsWith('/create-checkout') && lost-- > 0) throw new TypeError('network connection lost');
        return response;
      },
    });
    await cart.addToCart({ lineItems: [line(mug)] });
    const { checkoutId } = await cart.createCheckout();
    const posts = seen.filter((r) => r.url.endsWith('/create-checkout'));
    expect(posts).toHaveLength(2);
    expect(posts[0]!.headers['idempotency-key']).toBe(posts[1]!.headers['idempotency-key']);
    const rows = await t.handle.db.selectFrom('checkouts').select('id').where('id', '=', checkoutId).execute();
    expect(rows).toHaveLength(1);
  });
});

describe('on a plain core', () => {
  it('answers the cart as the wire has it: ISO timestamps, and errors as the server sent them', async () => {
    const wire = injectFetch(t.app);
    const cart = cartModule(createPlainCore({ clientId: DEMO_CLIENT_ID, baseUrl: BASE, fetch: wire.fetch, retry: { baseDelayMs: 1 } })) as CartModule<Cart>;
    const added = await cart.addToCart({ lineItems: [line(mug, 1)] });
    expect(typeof added.createdDate).toBe('string');
    expect(new Date(added.createdDate!).toISOString()).toBe(added.createdDate);
    const refused = await cart.updateLineItemsQuantity([{ id: added.lineItems[0]!.id, quantity: 0 }]).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ToteError);
    expect(refused).not.toBeInstanceOf(ValidationError);
    expect((refused as ToteError).code).toBe('INVALID_ARGUMENT');
    expect((refused as ToteError).details.validationError?.fieldViolations[0]?.field).toBe('lineItems[0].quantity');
  });
});
