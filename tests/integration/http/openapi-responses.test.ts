// The OpenAPI document's answers are true: real answers of the shop flows fit their documented 200 and error schemas,
// and every operation has a unique operationId, a 200 schema and its error responses in the envelope.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID, DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { CART_PATH, catalogRef, insertProduct, insertTee, type CreatedProduct } from '../../support/cart-fixtures.js';
import { checkoutCall, createOrder, fillCheckout, pageFor } from '../../support/checkout-flows.js';
import { callFrom, freshEmail, freshIp, latestCode } from '../../support/identity-flows.js';
import { asMerchant, placeOrder } from '../../support/order-operations.js';
import { responseValidator, type ResponseValidator } from '../../support/openapi-validator.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
let v: ResponseValidator;
let mug: CreatedProduct;
let tee: CreatedProduct;

/** `?.r=` of a query: base64url JSON without padding (API.md "GET queries"). */
function dotR(body: unknown): string {
  return Buffer.from(JSON.stringify(body)).toString('base64url');
}

beforeAll(async () => {
  v = await responseValidator(t);
  mug = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Schema Mug', price: 1250, trackInventory: true, quantity: 20 });
  tee = await insertTee(t.ctx.db, DEMO_SITE_ID);
});

describe('the document', () => {
  it('is OpenAPI 3.1.0 with a unique camelCase operationId, a 200 schema and enveloped 400 and 500 on every operation', () => {
    expect(v.doc.openapi).toBe('3.1.0');
    const ids = new Set<string>();
    let operations = 0;
    for (const [path, methods] of Object.entries(v.doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        operations++;
        const name = `${method} ${path}`;
        expect(op.operationId, name).toMatch(/^[a-z][A-Za-z0-9]*$/);
        expect(ids.has(op.operationId!), `${name}: ${op.operationId} twice`).toBe(false);
        ids.add(op.operationId!);
        const success = op.responses?.['200']?.content ?? {};
        if (!op.responses?.['204']) expect(success['application/json']?.schema ?? success['text/html']?.schema, name).toBeDefined();
        for (const status of ['400', '500']) {
          expect(op.responses?.[status]?.content?.['application/json']?.schema, `${name} ${status}`).toEqual({ $ref: '#/components/schemas/ErrorEnvelope' });
        }
        if (path.includes('{')) expect(op.responses?.['404'], `${name} 404`).toBeDefined();
      }
    }
    expect(operations).toBeGreaterThan(200);
    // Browser pages answer HTML or a redirect; a few dashboard calls answer 204.
    expect(Object.keys(v.doc.paths['/oauth2/authorize']!.get!.responses!)).toEqual(expect.arrayContaining(['200', '302']));
    expect(v.doc.paths['/tote/v1/api-keys/{id}']!.delete!.responses!['204']).toBeDefined();
    // The Wix names of the official packages.
    expect(v.doc.paths['/ecom/v1/carts/current']!.get!.operationId).toBe('getCurrentCart');
    expect(v.doc.paths['/ecom/v1/carts/current/add-to-cart']!.post!.operationId).toBe('addToCurrentCart');
    expect(v.doc.paths['/stores-reader/v1/products/query-platformized']!.get!.operationId).toBe('queryProducts');
  });
});

describe('real answers fit their documented schemas', () => {
  it('the token, the product query (GET and POST), a product, its variants and a collection query', async () => {
    const tokenResponse = await t.call('POST', '/oauth2/token', { body: { clientId: DEMO_CLIENT_ID, grantType: 'anonymous' } });
    expect(tokenResponse.statusCode).toBe(200);
    expect(v.problems('POST', '/oauth2/token', tokenResponse)).toEqual([]);
    const token = tokenResponse.json().access_token as string;
    const query = { query: { paging: { limit: 5 } } };
    const listed = await t.call('GET', `/stores-reader/v1/products/query-platformized?.r=${dotR(query)}`, { token });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().products.length).toBeGreaterThan(0);
    expect(v.problems('GET', '/stores-reader/v1/products/query-platformized', listed)).toEqual([]);
    const posted = await t.call('POST', '/stores-reader/v1/products/query-platformized', { token, body: query });
    expect(v.problems('POST', '/stores-reader/v1/products/query-platformized', posted)).toEqual([]);
    for (const product of [mug, tee]) {
      const one = await t.call('GET', `/stores-reader/v1/products/${product.id}`, { token });
      expect(one.statusCode).toBe(200);
      expect(v.problems('GET', '/stores-reader/v1/products/{id}', one)).toEqual([]);
    }
    const variants = await t.call('POST', `/stores-reader/v1/products/${tee.id}/variants/query`, { token, body: {} });
    expect(variants.statusCode).toBe(200);
    expect(v.problems('POST', '/stores-reader/v1/products/{id}/variants/query', variants)).toEqual([]);
    const collections = await t.call('POST', '/v2/collections/query', { token, body: { query: {} } });
    expect(collections.statusCode).toBe(200);
    expect(v.problems('POST', '/v2/collections/query', collections)).toEqual([]);
  });

  it('the current cart: empty, after adding, changing and removing lines, estimated totals and the checkout it creates', async () => {
    const token = await t.visitorToken();
    const empty = await t.call('GET', CART_PATH, { token });
    expect(v.problems('GET', CART_PATH, empty)).toEqual([]);
    const added = await t.call('POST', `${CART_PATH}/add-to-cart`, {
      token,
      body: {
        lineItems: [
          { catalogReference: catalogRef(mug.id), quantity: 2 },
          { catalogReference: catalogRef(tee.id, { options: { Size: 'M', Color: 'Navy' } }), quantity: 1 },
        ],
      },
    });
    expect(added.statusCode).toBe(200);
    expect(v.problems('POST', `${CART_PATH}/add-to-cart`, added)).toEqual([]);
    const full = await t.call('GET', CART_PATH, { token });
    expect(full.json().cart.lineItems).toHaveLength(2);
    expect(v.problems('GET', CART_PATH, full)).toEqual([]);
    const lineId = full.json().cart.lineItems[0].id as string;
    const changed = await t.call('POST', `${CART_PATH}/update-line-items-quantity`, { token, body: { lineItems: [{ id: lineId, quantity: 3 }] } });
    expect(v.problems('POST', `${CART_PATH}/update-line-items-quantity`, changed)).toEqual([]);
    const estimated = await t.call('POST', `${CART_PATH}/estimate-totals`, {
      token,
      body: { shippingAddress: { country: 'US', subdivision: 'US-NY', postalCode: '10001' }, calculateTax: true, calculateShipping: true },
    });
    expect(estimated.statusCode).toBe(200);
    expect(v.problems('POST', `${CART_PATH}/estimate-totals`, estimated)).toEqual([]);
    const created = await t.call('POST', `${CART_PATH}/create-checkout`, { token, body: { channelType: 'WEB' } });
    expect(created.statusCode).toBe(200);
    expect(v.problems('POST', `${CART_PATH}/create-checkout`, created)).toEqual([]);
    const removed = await t.call('POST', `${CART_PATH}/remove-line-items`, { token, body: { lineItemIds: [lineId] } });
    expect(v.problems('POST', `${CART_PATH}/remove-line-items`, removed)).toEqual([]);
  });

  it('a checkout, the order it places, the merchant’s read and search of it', async () => {
    const token = await t.visitorToken();
    const { checkoutId, auth } = await pageFor(t, token, [{ productId: mug.id, quantity: 1 }]);
    await fillCheckout(t, auth, checkoutId, { shippingCode: 'express' });
    const checkout = await checkoutCall(t, auth, 'GET', `/${checkoutId}`);
    expect(checkout.statusCode).toBe(200);
    expect(v.problems('GET', '/ecom/v1/checkouts/{id}', checkout)).toEqual([]);
    const options = await checkoutCall(t, auth, 'POST', `/${checkoutId}/shipping-options`, { shippingAddress: { country: 'US', subdivision: 'US-NY' } });
    expect(options.statusCode, options.body).toBe(200);
    expect(options.json().shippingOptions.length).toBeGreaterThan(0);
    expect(v.problems('POST', '/ecom/v1/checkouts/{id}/shipping-options', options)).toEqual([]);
    const confirmed = await checkoutCall(t, auth, 'POST', `/${checkoutId}/confirm-changes`, { changesToken: checkout.json().changesToken });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(v.problems('POST', '/ecom/v1/checkouts/{id}/confirm-changes', confirmed)).toEqual([]);
    const ordered = await createOrder(t, auth, checkoutId);
    expect(ordered.statusCode).toBe(200);
    expect(v.problems('POST', '/ecom/v1/checkouts/{id}/create-order', ordered)).toEqual([]);
    const merchant = await t.merchantKey();
    const order = await t.call('GET', `/ecom/v1/orders/${ordered.json().orderId}`, { token: merchant });
    expect(order.statusCode).toBe(200);
    expect(v.problems('GET', '/ecom/v1/orders/{id}', order)).toEqual([]);
    const search = await t.call('POST', '/ecom/v1/orders/search', { token: merchant, body: { search: {} } });
    expect(search.statusCode).toBe(200);
    expect(v.problems('POST', '/ecom/v1/orders/search', search)).toEqual([]);
  });

  it('every GET without path parameters, called with the merchant key, and a redirect session', async () => {
    const merchant = await t.merchantKey();
    const checked: string[] = [];
    for (const [path, methods] of Object.entries(v.doc.paths)) {
      if (!methods.get || path.includes('{')) continue;
      const response = await t.call('GET', path, { token: merchant });
      if (!String(response.headers['content-type']).startsWith('application/json')) continue;
      expect(v.problems('GET', path, response), `GET ${path} → ${response.statusCode}`).toEqual([]);
      if (response.statusCode === 200) checked.push(path);
    }
    expect(checked.length).toBeGreaterThan(15);
    const token = await t.visitorToken();
    const session = await t.call('POST', '/_api/redirects-api/v1/redirect-session', {
      token,
      body: { storesProduct: { productSlug: 'x' }, callbacks: { postFlowUrl: 'http://localhost:8788/' } },
    });
    expect(session.statusCode, session.body).toBe(200);
    expect(v.problems('POST', '/_api/redirects-api/v1/redirect-session', session)).toEqual([]);
    const read = await t.call('GET', `/_api/redirects-api/v1/redirect-session/${session.json().redirectSession.id}`, { token });
    expect(read.statusCode, read.body).toBe(200);
    expect(v.problems('GET', '/_api/redirects-api/v1/redirect-session/{id}', read)).toEqual([]);
    const graphql = await t.call('POST', '/graphql/alpha', { token, body: { query: '{ __typename }' } });
    expect(v.problems('POST', '/graphql/alpha', graphql)).toEqual([]);
  });

  it('the merchant’s order operations: fulfil, mark as paid, refundability, transactions, cancel', async () => {
    const { orderId } = await placeOrder(t, [{ productId: mug.id, quantity: 1 }]);
    const order = (await asMerchant(t, 'GET', `/ecom/v1/orders/${orderId}`)).json().order;
    const fulfilled = await asMerchant(t, 'POST', `/ecom/v1/fulfillments/orders/${orderId}/create-fulfillment`, {
      fulfillment: { lineItems: [{ id: order.lineItems[0].id }] },
    });
    expect(fulfilled.statusCode, fulfilled.body).toBe(200);
    expect(v.problems('POST', '/ecom/v1/fulfillments/orders/{orderId}/create-fulfillment', fulfilled)).toEqual([]);
    const listed = await asMerchant(t, 'GET', `/ecom/v1/fulfillments/orders/${orderId}`);
    expect(v.problems('GET', '/ecom/v1/fulfillments/orders/{orderId}', listed)).toEqual([]);
    const paid = await asMerchant(t, 'POST', `/ecom/v1/payments-collector/orders/${orderId}/mark-as-paid`, {});
    expect(paid.statusCode, paid.body).toBe(200);
    expect(v.problems('POST', '/ecom/v1/payments-collector/orders/{ecomOrderId}/mark-as-paid', paid)).toEqual([]);
    const refundable = await asMerchant(t, 'GET', `/ecom/v1/payments-collector/orders/${orderId}/refundability`);
    expect(v.problems('GET', '/ecom/v1/payments-collector/orders/{ecomOrderId}/refundability', refundable)).toEqual([]);
    const transactions = await asMerchant(t, 'GET', `/ecom/v1/payments/orders/${orderId}`);
    expect(transactions.statusCode, transactions.body).toBe(200);
    expect(v.problems('GET', '/ecom/v1/payments/orders/{orderId}', transactions)).toEqual([]);
    const { orderId: other } = await placeOrder(t, [{ productId: mug.id, quantity: 1 }]);
    const cancelled = await asMerchant(t, 'POST', `/ecom/v1/orders/${other}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(v.problems('POST', '/ecom/v1/orders/{id}/cancel', cancelled)).toEqual([]);
  });

  it('the merchant’s catalog writes and the options availability of a product', async () => {
    const merchant = await t.merchantKey();
    const created = await t.call('POST', '/stores/v1/products', { token: merchant, body: { product: { name: 'Schema Bowl', priceData: { price: 9.5 } } } });
    expect(created.statusCode, created.body).toBe(200);
    expect(v.problems('POST', '/stores/v1/products', created)).toEqual([]);
    const id = created.json().product.id as string;
    const changed = await t.call('PATCH', `/stores/v1/products/${id}`, { token: merchant, body: { product: { ribbon: 'New' } } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(v.problems('PATCH', '/stores/v1/products/{id}', changed)).toEqual([]);
    const cleared = await t.call('POST', `/stores/v1/products/${id}/remove-ribbon`, { token: merchant, body: {} });
    expect(v.problems('POST', '/stores/v1/products/{id}/remove-ribbon', cleared)).toEqual([]);
    const collection = await t.call('POST', '/stores/v1/collections', { token: merchant, body: { collection: { name: 'Schema bowls' } } });
    expect(collection.statusCode, collection.body).toBe(200);
    expect(v.problems('POST', '/stores/v1/collections', collection)).toEqual([]);
    const availability = await t.call('POST', `/stores-reader/v1/products/${tee.id}/productOptionsAvailability`, {
      token: await t.visitorToken(),
      body: { options: { Size: 'M', Color: 'Navy' } },
    });
    expect(availability.statusCode, availability.body).toBe(200);
    expect(v.problems('POST', '/stores-reader/v1/products/{id}/productOptionsAvailability', availability)).toEqual([]);
  });

  it('register, the e-mail verification (when asked) and login', async () => {
    const visitor = await t.visitorToken();
    const email = freshEmail('schema');
    const ip = freshIp();
    const password = 'correct horse battery';
    const registered = await callFrom(t, 'POST', '/_api/iam/authentication/v2/register', { token: visitor, ip, body: { loginId: { email }, password } });
    expect(registered.statusCode, registered.body).toBe(200);
    expect(v.problems('POST', '/_api/iam/authentication/v2/register', registered)).toEqual([]);
    if (registered.json().state === 'REQUIRE_EMAIL_VERIFICATION') {
      const verified = await callFrom(t, 'POST', '/_api/iam/verification/v1/auth/verify', {
        token: visitor,
        ip,
        body: { code: await latestCode(t, email), stateToken: registered.json().stateToken },
      });
      expect(verified.statusCode, verified.body).toBe(200);
      expect(v.problems('POST', '/_api/iam/verification/v1/auth/verify', verified)).toEqual([]);
    }
    const login = await callFrom(t, 'POST', '/_api/iam/authentication/v2/login', { token: visitor, ip, body: { loginId: { email }, password } });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().state).toBe('SUCCESS');
    expect(v.problems('POST', '/_api/iam/authentication/v2/login', login)).toEqual([]);
  });

  it('errors: validation, unknown product, no token, wrong role', async () => {
    const token = await t.visitorToken();
    const invalid = await t.call('POST', `${CART_PATH}/add-to-cart`, { token, body: { lineItems: [{ catalogReference: catalogRef(mug.id), quantity: 0 }] } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().details.validationError.fieldViolations.length).toBeGreaterThan(0);
    expect(v.problems('POST', `${CART_PATH}/add-to-cart`, invalid)).toEqual([]);
    const missing = await t.call('GET', '/stores-reader/v1/products/6f1c2a4e-0000-4000-8000-000000000000', { token });
    expect(missing.statusCode).toBe(404);
    expect(v.problems('GET', '/stores-reader/v1/products/{id}', missing)).toEqual([]);
    const anonymous = await t.call('GET', CART_PATH);
    expect(anonymous.statusCode).toBe(401);
    expect(v.problems('GET', CART_PATH, anonymous)).toEqual([]);
    const forbidden = await t.call('POST', '/ecom/v1/orders/search', { token, body: { search: {} } });
    expect(forbidden.statusCode).toBe(403);
    expect(v.problems('POST', '/ecom/v1/orders/search', forbidden)).toEqual([]);
  });

  it('finds a wrong answer: a cart without its lines does not fit', async () => {
    const token = await t.visitorToken();
    const response = await t.call('GET', CART_PATH, { token });
    const broken = { ...response, json: () => ({ cart: { ...response.json().cart, lineItems: undefined } }) } as typeof response;
    expect(v.problems('GET', CART_PATH, broken).join()).toMatch(/lineItems/);
  });
});
