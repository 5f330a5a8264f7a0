// One idempotency policy: the shopper's create-checkout and the merchant's order operations read an Idempotency-Key and answer a bad or reused one alike.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { addToCart, CART_PATH, insertProduct, type CreatedProduct } from '../../support/cart-fixtures.js';
import { merchantOrder } from '../../support/checkout-flows.js';
import { asMerchant, placeOrder } from '../../support/order-operations.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
let mug: CreatedProduct;
const CHECKOUT = `${CART_PATH}/create-checkout`;
const FULFIL = (orderId: string) => `/ecom/v1/fulfillments/orders/${orderId}/create-fulfillment`;

beforeAll(async () => {
  mug = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Key Mug', price: 900, trackInventory: true, quantity: 100 });
});

/** Sends one create-checkout and one create-fulfillment with `key`, the second body of each differing from the first when `differ`. */
async function bothCalls(key: string, differ = false) {
  const token = await t.visitorToken();
  await addToCart(t, token, [{ productId: mug.id }]);
  const { orderId } = await placeOrder(t, [{ productId: mug.id, quantity: 2 }]);
  const [line] = (await merchantOrder(t, orderId)).lineItems as { id: string }[];
  const headers = { 'idempotency-key': key };
  const checkout = [
    await t.call('POST', CHECKOUT, { token, headers, body: { channelType: 'WEB' } }),
    await t.call('POST', CHECKOUT, { token, headers, body: { channelType: differ ? 'POS' : 'WEB' } }),
  ];
  const fulfil = [
    await asMerchant(t, 'POST', FULFIL(orderId), { fulfillment: { lineItems: [{ id: line!.id, quantity: 1 }] } }, headers),
    await asMerchant(t, 'POST', FULFIL(orderId), { fulfillment: { lineItems: [{ id: line!.id, quantity: differ ? 2 : 1 }] } }, headers),
  ];
  return { checkout, fulfil };
}

/** The parts of an error answer a client acts on. */
function errorShape(response: { statusCode: number; json(): unknown }) {
  const body = response.json() as {
    details?: { applicationError?: { code: string }; validationError?: { fieldViolations: { field: string; violatedRule: string }[] } };
  };
  return {
    status: response.statusCode,
    code: body.details?.applicationError?.code,
    violations: body.details?.validationError?.fieldViolations.map(({ field, violatedRule }) => ({ field, violatedRule })),
  };
}

describe('Idempotency-Key', () => {
  it('refuses a key of 201 characters with the same 400 field violation on checkout and on an order operation', async () => {
    const { checkout, fulfil } = await bothCalls('k'.repeat(201));
    const expected = { status: 400, code: undefined, violations: [{ field: 'Idempotency-Key', violatedRule: 'MAX_LENGTH' }] };
    expect(errorShape(checkout[0]!)).toEqual(expected);
    expect(errorShape(fulfil[0]!)).toEqual(expected);
  });

  it('refuses a blank key alike on both', async () => {
    const { checkout, fulfil } = await bothCalls('   ');
    const expected = { status: 400, code: undefined, violations: [{ field: 'Idempotency-Key', violatedRule: 'MIN_LENGTH' }] };
    expect(errorShape(checkout[0]!)).toEqual(expected);
    expect(errorShape(fulfil[0]!)).toEqual(expected);
  });

  it('answers a retry with the first result, and a reuse for another request with the same 409, on both', async () => {
    const same = await bothCalls('attempt-1');
    expect(same.checkout[1]!.json().checkoutId).toBe(same.checkout[0]!.json().checkoutId);
    expect(same.fulfil[1]!.json().fulfillmentId).toBe(same.fulfil[0]!.json().fulfillmentId);
    const reused = await bothCalls('attempt-2', true);
    expect(errorShape(reused.checkout[1]!)).toEqual({ status: 409, code: 'IDEMPOTENCY_KEY_REUSED', violations: undefined });
    expect(errorShape(reused.fulfil[1]!)).toEqual({ status: 409, code: 'IDEMPOTENCY_KEY_REUSED', violations: undefined });
  });
});
