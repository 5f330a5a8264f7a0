// Estimate totals on the demo store's shipping and tax: regions by country and state, weight brackets, pickup, rates, errors.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import {
  addToCart,
  CART_PATH,
  estimate,
  insertProduct,
  insertShippingRegion,
  insertSite,
  insertTaxRate,
  visitorTokenOf,
  type CreatedProduct,
} from '../../support/cart-fixtures.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
let mug: CreatedProduct;
let book: CreatedProduct;

beforeAll(async () => {
  mug = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Mug', price: 1250, weight: '0.4' });
  book = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'E-book', price: 1000, productType: 'digital', weight: null });
});

async function mugsCart(quantity = 2): Promise<string> {
  const token = await t.visitorToken();
  await addToCart(t, token, [{ productId: mug.id, quantity }]);
  return token;
}

describe('POST estimate-totals', () => {
  it('lists every US option with cost, delivery time and the pickup address, and totals with New York tax', async () => {
    const token = await mugsCart();
    const totals = await estimate(t, token, { shippingAddress: { country: 'US', subdivision: 'NY', city: 'New York' } });
    expect(totals.shippingInfo.region.name).toBe('United States');
    const options = totals.shippingInfo.carrierServiceOptions[0].shippingOptions;
    expect(options.map((o: { code: string; cost: { price: { amount: string } } }) => [o.code, o.cost.price.amount])).toEqual([
      ['standard', '5.00'],
      ['express', '19.00'],
      ['pickup', '0.00'],
    ]);
    expect(options[0].logistics.deliveryTime).toBe('3-5 business days');
    expect(options[2].logistics.pickupDetails).toEqual({
      address: expect.objectContaining({ country: 'US', subdivision: 'US-NY', city: 'New York', addressLine: '350 5th Ave' }),
      businessLocation: true,
      pickupMethod: 'STORE_PICKUP',
    });
    expect(totals.shippingInfo.selectedCarrierServiceOption).toMatchObject({ code: 'standard', requestedShippingOption: false });
    expect(totals.priceSummary).toMatchObject({
      subtotal: { amount: '25.00' },
      shipping: { amount: '5.00' },
      tax: { amount: '1.20' },
      discount: { amount: '0.00' },
      total: { amount: '31.20', formattedAmount: '$31.20' },
    });
    expect(totals.taxSummary.calculationDetails).toEqual({ rateType: 'MANUAL_RATE', manualRateReason: 'GLOBAL_SETTING_TO_MANUAL' });
    expect(totals.calculatedLineItems[0].pricesBreakdown.taxDetails).toMatchObject({
      taxRate: '0.04',
      totalTax: { amount: '1.00' },
      rateBreakdown: [{ name: 'New York Sales Tax', rate: '0.04' }],
    });
    expect(totals.calculationErrors).toEqual({});
    expect(totals.currency).toBe('USD');
    expect(totals.cart.lineItems).toHaveLength(1);
  });

  it('uses the requested option, and says so', async () => {
    const token = await mugsCart();
    const totals = await estimate(t, token, { shippingAddress: { country: 'US', subdivision: 'US-NY' }, selectedShippingOption: { code: 'express' } });
    expect(totals.shippingInfo.selectedCarrierServiceOption).toMatchObject({
      code: 'express',
      requestedShippingOption: true,
      cost: { price: { amount: '19.00' } },
    });
    expect(totals.priceSummary.total.amount).toBe('45.76'); // 25 + 19 + 4 % of 44
  });

  it('does not tax shipping in California and charges its 7.25 % on items', async () => {
    const token = await mugsCart();
    const totals = await estimate(t, token, { shippingAddress: { country: 'US', subdivision: 'US-CA' } });
    expect(totals.priceSummary.tax.amount).toBe('1.81');
    expect(totals.shippingInfo.selectedCarrierServiceOption.cost.taxDetails.totalTax.amount).toBe('0.00');
    expect(totals.priceSummary.total.amount).toBe('31.81');
  });

  it('collects no tax in a state without a rate', async () => {
    const token = await mugsCart();
    const totals = await estimate(t, token, { shippingAddress: { country: 'US', subdivision: 'US-OR' } });
    expect(totals.priceSummary.tax.amount).toBe('0.00');
    expect(totals.taxSummary.calculationDetails).toEqual({ rateType: 'NO_TAX_COLLECTED' });
  });

  it('picks the Alaska & Hawaii region over the country-wide one', async () => {
    const token = await mugsCart();
    const totals = await estimate(t, token, { shippingAddress: { country: 'US', subdivision: 'US-AK' } });
    expect(totals.shippingInfo.region.name).toBe('Alaska & Hawaii');
    expect(totals.priceSummary.shipping.amount).toBe('15.00');
  });

  it('prices by weight and ships free over $75', async () => {
    const heavy = await estimate(t, await mugsCart(3), { shippingAddress: { country: 'US', subdivision: 'US-NY' } });
    expect(heavy.priceSummary.shipping.amount).toBe('9.00'); // 1.2 KG
    const free = await estimate(t, await mugsCart(7), { shippingAddress: { country: 'US', subdivision: 'US-NY' } });
    expect(free.priceSummary.shipping.amount).toBe('0.00');
  });

  it('adds Canada GST and Quebec QST, each shown', async () => {
    const token = await mugsCart();
    const totals = await estimate(t, token, { shippingAddress: { country: 'CA', subdivision: 'QC' } });
    expect(totals.priceSummary.shipping.amount).toBe('12.00');
    const tax = totals.calculatedLineItems[0].pricesBreakdown.taxDetails;
    expect(tax.taxRate).toBe('0.14975');
    expect(tax.rateBreakdown.map((r: { name: string; tax: { amount: string } }) => [r.name, r.tax.amount])).toEqual([
      ['GST', '1.25'],
      ['QST', '2.49'],
    ]);
    expect(totals.priceSummary.tax.amount).toBe('5.54'); // 3.74 on items + 1.80 on shipping
  });

  it('takes the state or province from the postal code when the address names none', async () => {
    const newYork = await estimate(t, await mugsCart(), { shippingAddress: { country: 'US', postalCode: '10001' } });
    expect(newYork.priceSummary.tax.amount).toBe('1.20');
    expect(newYork.calculatedLineItems[0].pricesBreakdown.taxDetails.rateBreakdown).toMatchObject([{ name: 'New York Sales Tax' }]);
    const alaska = await estimate(t, await mugsCart(), { shippingAddress: { country: 'US', postalCode: '99501' } });
    expect(alaska.shippingInfo.region.name).toBe('Alaska & Hawaii');
    const quebec = await estimate(t, await mugsCart(), { shippingAddress: { country: 'CA', postalCode: 'H2X 1Y4' } });
    expect(quebec.priceSummary.tax.amount).toBe('5.54');
    const given = await estimate(t, await mugsCart(), { shippingAddress: { country: 'US', subdivision: 'US-CA', postalCode: '10001' } });
    expect(given.priceSummary.tax.amount).toBe('1.81'); // the given state wins
  });

  it('refuses a postal code or state that does not fit the country, field by field, and accepts a partial one', async () => {
    const token = await mugsCart();
    const bad = await t.call('POST', `${CART_PATH}/estimate-totals`, {
      token,
      body: { shippingAddress: { country: 'CA', postalCode: 'xx' }, billingAddress: { country: 'US', subdivision: 'Narnia' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.validationError.fieldViolations.map((v: { field: string }) => v.field)).toEqual([
      'billingAddress.subdivision',
      'shippingAddress.postalCode',
    ]);
    // Only a country (no postal code yet) is still fine for an estimate.
    expect((await t.call('POST', `${CART_PATH}/estimate-totals`, { token, body: { shippingAddress: { country: 'CA' } } })).statusCode).toBe(200);
  });

  it('reports a country the store does not ship to as a calculation error and still answers', async () => {
    const token = await mugsCart();
    const response = await t.call('POST', `${CART_PATH}/estimate-totals`, { token, body: { shippingAddress: { country: 'JP' } } });
    expect(response.statusCode).toBe(200);
    const totals = response.json();
    expect(totals.calculationErrors.generalShippingCalculationError.applicationError).toMatchObject({
      code: 'DESTINATION_NOT_SUPPORTED',
      description: 'The store does not ship to JP',
    });
    expect(totals.shippingInfo.carrierServiceOptions).toEqual([]);
    expect(totals.priceSummary.total.amount).toBe('25.00');
  });

  it('uses the cart contact address when the request names none', async () => {
    const token = await mugsCart();
    await t.call('PATCH', CART_PATH, {
      token,
      body: { cartInfo: { contactInfo: { address: { country: 'GB', city: 'London' } }, selectedShippingOption: { code: 'international' } } },
    });
    const totals = await estimate(t, token);
    expect(totals.shippingInfo.region.name).toBe('United Kingdom');
    expect(totals.shippingInfo.selectedCarrierServiceOption.requestedShippingOption).toBe(true);
    expect(totals.priceSummary.tax.amount).toBe('7.80'); // 20 % of 25 + 14
  });

  it('skips shipping and tax when asked to', async () => {
    const token = await mugsCart();
    const totals = await estimate(t, token, { shippingAddress: { country: 'US', subdivision: 'US-NY' }, calculateTax: false, calculateShipping: false });
    expect(totals.priceSummary.shipping.amount).toBe('0.00');
    expect(totals.priceSummary.tax.amount).toBe('0.00');
    expect(totals.priceSummary.total.amount).toBe('25.00');
  });

  it('needs no shipping for a digital product and taxes it at the billing address', async () => {
    const token = await t.visitorToken();
    await addToCart(t, token, [{ productId: book.id }]);
    const totals = await estimate(t, token, { billingAddress: { country: 'DE' } });
    expect(totals.shippingInfo.carrierServiceOptions).toEqual([]);
    expect(totals.priceSummary.tax.amount).toBe('1.90');
    expect(totals.priceSummary.total.amount).toBe('11.90');
  });

  it('estimates an empty cart without a body', async () => {
    const token = await t.visitorToken();
    const response = await t.call('POST', `${CART_PATH}/estimate-totals`, { token });
    expect(response.statusCode).toBe(200);
    expect(response.json().priceSummary.total.amount).toBe('0.00');
  });

  it('takes tax out of prices on a site whose prices include it, in its own currency', async () => {
    const { siteId, clientId } = await insertSite(t.ctx.db, { currency: 'EUR', pricesIncludeTax: true });
    const lamp = await insertProduct(t.ctx.db, siteId, { price: 11900 });
    await insertShippingRegion(t.ctx.db, siteId, 'Germany', [{ country: 'DE' }], [{ code: 'dhl', kind: 'FLAT', rate: 595 }]);
    await insertTaxRate(t.ctx.db, siteId, { country: 'DE', name: 'MwSt', rate: '0.19' });
    const token = await visitorTokenOf(t, clientId);
    const cart = await addToCart(t, token, [{ productId: lamp.id }]);
    expect(cart.taxIncludedInPrices).toBe(true);
    expect(cart.lineItems[0].price.formattedAmount).toBe('€119.00');
    const totals = await estimate(t, token, { shippingAddress: { country: 'DE' } });
    expect(totals.priceSummary.tax.amount).toBe('19.95'); // 19.00 in 119.00 + 0.95 in 5.95
    expect(totals.priceSummary.total.amount).toBe('124.95');
    expect(totals.calculatedLineItems[0].pricesBreakdown.totalPriceBeforeTax.amount).toBe('100.00');
  });
});
