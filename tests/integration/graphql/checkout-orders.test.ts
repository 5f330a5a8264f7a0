// GraphQL estimate totals, checkout and order reads: the same answers, access rules and errors as the REST calls, and the cost limit still holding.
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_COST } from '../../../src/server/graphql/limits.js';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { addToCart, CART_PATH, insertProduct, type CreatedProduct } from '../../support/cart-fixtures.js';
import { authHeaders, checkoutWith, createOrder, errorCode, fillCheckout, NY_ADDRESS, pageFor } from '../../support/checkout-flows.js';
import { errorCodes, gql, GRAPHQL_PATH } from '../../support/graphql-calls.js';
import { memberTokensFor, registerMember } from '../../support/identity-flows.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
let lamp: CreatedProduct;

beforeAll(async () => {
  lamp = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'GraphQL Lamp', price: 2500 });
});

const PRICE = '{ amount convertedAmount formattedAmount formattedConvertedAmount }';
const SUMMARY = `{ subtotal ${PRICE} shipping ${PRICE} tax ${PRICE} discount ${PRICE} total ${PRICE} additionalFees ${PRICE} }`;

/** A GraphQL answer without the nulls of fields REST leaves out. */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== null)
      .map(([k, v]) => [k, withoutNulls(v)]),
  );
}

const ESTIMATE_FIELDS = `
  cart { id lineItems { id quantity } }
  calculatedLineItems {
    lineItemId paymentOption
    pricesBreakdown {
      totalPriceAfterTax ${PRICE} totalPriceBeforeTax ${PRICE} totalDiscount ${PRICE} price ${PRICE}
      priceBeforeDiscounts ${PRICE} lineItemPrice ${PRICE} fullPrice ${PRICE} taxDetails
    }
  }
  priceSummary ${SUMMARY} payNow ${SUMMARY} payLater ${SUMMARY}
  currency weightUnit taxSummary shippingInfo appliedDiscounts calculationErrors membershipOptions additionalFees violations`;

const ESTIMATE = `mutation($input: EcomCurrentCartV1EstimateCurrentCartTotalsInput) {
  ecomCurrentCartV1EstimateCurrentCartTotals(input: $input) { ${ESTIMATE_FIELDS} }
}`;

describe('estimate totals', () => {
  it('answers the REST estimate for the same cart, address and option', async () => {
    const token = await t.visitorToken();
    await addToCart(t, token, [{ productId: lamp.id, quantity: 3 }]);
    const input = { shippingAddress: NY_ADDRESS, billingAddress: NY_ADDRESS, calculateTax: true, calculateShipping: true };
    const rest = await t.call('POST', `${CART_PATH}/estimate-totals`, { token, body: input });
    expect(rest.statusCode).toBe(200);
    const { body } = await gql(t, token, ESTIMATE, { input });
    expect(body.errors).toBeUndefined();
    const estimate = withoutNulls(body.data!.ecomCurrentCartV1EstimateCurrentCartTotals) as Record<string, any>;
    const { cart, ...restRest } = rest.json();
    const { cart: gqlCart, ...gqlRest } = estimate;
    expect(gqlRest).toEqual(restRest);
    expect(gqlCart).toEqual({ id: cart.id, lineItems: cart.lineItems.map((l: { id: string; quantity: number }) => ({ id: l.id, quantity: l.quantity })) });
    expect(estimate.priceSummary.subtotal.amount).toBe('75.00');
    expect(Number(estimate.priceSummary.tax.amount)).toBeGreaterThan(0);

    // Tax and shipping turned off, as REST.
    const off = { calculateTax: false, calculateShipping: false };
    const restOff = (await t.call('POST', `${CART_PATH}/estimate-totals`, { token, body: off })).json();
    const gqlOff = withoutNulls((await gql(t, token, ESTIMATE, { input: off })).body.data!.ecomCurrentCartV1EstimateCurrentCartTotals) as Record<string, any>;
    expect(gqlOff.priceSummary).toEqual(restOff.priceSummary);
    expect(gqlOff.priceSummary.tax.amount).toBe('0.00');
  });

  it('refuses an address that does not fit its country with REST’s violations', async () => {
    const token = await t.visitorToken();
    await addToCart(t, token, [{ productId: lamp.id }]);
    const input = { shippingAddress: { country: 'CA', postalCode: 'xx' } };
    const rest = await t.call('POST', `${CART_PATH}/estimate-totals`, { token, body: input });
    expect(rest.statusCode).toBe(400);
    const { body } = await gql(t, token, ESTIMATE, { input });
    expect(body.data!.ecomCurrentCartV1EstimateCurrentCartTotals).toBeNull();
    expect(errorCodes(body)).toEqual(['INVALID_ARGUMENT']);
    expect(body.errors![0]!.extensions.validationError).toEqual(rest.json().details.validationError);
  });

  it('refuses a membership the caller does not have with REST’s violation', async () => {
    const token = await t.visitorToken();
    await addToCart(t, token, [{ productId: lamp.id }]);
    const cart = (await t.call('GET', CART_PATH, { token })).json().cart;
    const input = { selectedMemberships: { memberships: [{ id: 'no-such-plan', lineItemIds: [cart.lineItems[0].id] }] } };
    const rest = await t.call('POST', `${CART_PATH}/estimate-totals`, { token, body: input });
    expect(rest.statusCode).toBe(400);
    const { body } = await gql(t, token, ESTIMATE, { input });
    expect(body.errors![0]!.extensions).toMatchObject({ httpStatus: 400, validationError: rest.json().details.validationError });
  });
});

const CHECKOUT = `query($id: String!) {
  ecomCheckoutV1GetCheckout(checkoutId: $id) {
    checkout {
      id cartId lineItems billingInfo shippingInfo buyerNote buyerInfo currency conversionCurrency paymentCurrency
      priceSummary ${SUMMARY} payNow ${SUMMARY} payLater ${SUMMARY}
      calculationErrors appliedDiscounts taxSummary weightUnit channelType siteLanguage buyerLanguage completed
      taxIncludedInPrice createdBy createdDate updatedDate membershipOptions additionalFees violations
    }
    changes changesToken paymentMethods orderId backUrl
  }
}`;

describe('a checkout', () => {
  it('answers GET checkout for its owner and a merchant key, and REST’s errors for others and unknown ids', async () => {
    const token = await t.visitorToken();
    const checkoutId = await checkoutWith(t, token, [{ productId: lamp.id, quantity: 2 }]);
    await fillCheckout(t, { token }, checkoutId);
    const rest = await t.call('GET', `/ecom/v1/checkouts/${checkoutId}`, { token });
    expect(rest.statusCode).toBe(200);
    const { body } = await gql(t, token, CHECKOUT, { id: checkoutId });
    expect(body.errors).toBeUndefined();
    expect(withoutNulls(body.data!.ecomCheckoutV1GetCheckout)).toEqual(rest.json());

    const key = await t.merchantKey();
    const asMerchant = await gql(t, key, CHECKOUT, { id: checkoutId });
    expect(withoutNulls(asMerchant.body.data!.ecomCheckoutV1GetCheckout)).toEqual(
      (await t.call('GET', `/ecom/v1/checkouts/${checkoutId}`, { token: key })).json(),
    );

    for (const [caller, id] of [
      [token, 'no-such-checkout'],
      [await t.visitorToken(), checkoutId],
    ] as const) {
      const restError = await t.call('GET', `/ecom/v1/checkouts/${id}`, { token: caller });
      expect(restError.statusCode).toBe(404);
      const answer = await gql(t, caller, CHECKOUT, { id });
      expect(answer.body.data!.ecomCheckoutV1GetCheckout).toBeNull();
      expect(answer.body.errors![0]!.extensions).toMatchObject({ httpStatus: 404, applicationError: { code: errorCode(restError) } });
    }
    // The checkout page's cookie (with the store's Origin) reads it as in REST.
    const page = await pageFor(t, await t.visitorToken(), [{ productId: lamp.id }]);
    const headers = authHeaders(page.auth);
    const viaCookie = await t.call('POST', GRAPHQL_PATH, { headers, body: { query: CHECKOUT, variables: { id: page.checkoutId } } });
    expect(withoutNulls(viaCookie.json().data.ecomCheckoutV1GetCheckout)).toEqual(
      (await t.call('GET', `/ecom/v1/checkouts/${page.checkoutId}`, { headers })).json(),
    );

    const tooLong = await gql(t, token, CHECKOUT, { id: 'x'.repeat(101) });
    expect(errorCodes(tooLong.body)).toEqual(['INVALID_ARGUMENT']);
  });
});

const ORDER = `query($id: String!) {
  ecomOrdersV1GetOrder(id: $id) {
    order {
      id number createdDate updatedDate checkoutId purchaseFlowId lineItems buyerInfo status paymentStatus fulfillmentStatus
      archived currency weightUnit taxIncludedInPrices siteLanguage buyerLanguage buyerNote
      priceSummary { subtotal { amount formattedAmount } shipping { amount formattedAmount } tax { amount formattedAmount }
        discount { amount formattedAmount } total { amount formattedAmount } totalAdditionalFees { amount formattedAmount } }
      billingInfo shippingInfo recipientInfo appliedDiscounts taxSummary taxInfo createdBy channelInfo balanceSummary activities paymentDetails
    }
  }
}`;

describe('an order', () => {
  it('answers GET order for the member who bought it and a merchant key; others hear REST’s errors', async () => {
    const members = await Promise.all([registerMember(t), registerMember(t)]);
    const [buyer, other] = await Promise.all(members.map((m) => memberTokensFor(t, m.visitorToken, m.sessionToken).then((x) => x.access_token)));
    const checkoutId = await checkoutWith(t, buyer!, [{ productId: lamp.id }]);
    await fillCheckout(t, { token: buyer! }, checkoutId);
    const placed = await createOrder(t, { token: buyer! }, checkoutId);
    expect(placed.statusCode).toBe(200);
    const orderId = placed.json().orderId as string;

    for (const token of [buyer!, await t.merchantKey()]) {
      const rest = await t.call('GET', `/ecom/v1/orders/${orderId}`, { token });
      expect(rest.statusCode).toBe(200);
      const { body } = await gql(t, token, ORDER, { id: orderId });
      expect(body.errors).toBeUndefined();
      expect(withoutNulls(body.data!.ecomOrdersV1GetOrder)).toEqual(rest.json());
    }

    for (const [token, id, status] of [
      [other!, orderId, 404],
      [buyer!, 'no-such-order', 404],
      [await t.visitorToken(), orderId, 403],
    ] as const) {
      const rest = await t.call('GET', `/ecom/v1/orders/${id}`, { token });
      expect(rest.statusCode).toBe(status);
      const { body } = await gql(t, token, ORDER, { id });
      expect(body.data!.ecomOrdersV1GetOrder).toBeNull();
      expect(body.errors![0]!.extensions).toMatchObject({ httpStatus: status, applicationError: rest.json().details.applicationError });
      expect(errorCodes(body)).toEqual([status === 404 ? 'ORDER_NOT_FOUND' : 'PERMISSION_DENIED']);
    }
  }, 30_000);
});

describe('limits', () => {
  it('still refuses a request whose estimates would cost too much, before anything runs', async () => {
    const token = await t.visitorToken();
    const fragment = `fragment E on EcomCartV1EstimateTotalsResponse {
      cart { lineItems { descriptionLines { name { original } plainText { original } colorInfo { original } } price { amount } image { url } } }
      calculatedLineItems { pricesBreakdown { price { amount } total: totalPriceAfterTax { amount } } }
    }`;
    const aliases = Array.from({ length: 60 }, (_, i) => `e${i}: ecomCurrentCartV1EstimateCurrentCartTotals { ...E }`).join(' ');
    const { body } = await gql(t, token, `mutation { ${aliases} } ${fragment}`);
    expect(body.data).toBeUndefined();
    expect(body.errors).toEqual([expect.objectContaining({ extensions: { code: 'QUERY_TOO_COSTLY', cost: expect.any(Number), maxCost: MAX_COST } })]);
    expect(body.errors![0]!.extensions.cost as number).toBeGreaterThan(MAX_COST);
    // Nothing ran: the visitor still has no cart.
    expect((await t.call('GET', CART_PATH, { token })).json().details.applicationError.code).toBe('OWNED_CART_NOT_FOUND');
  });
});
