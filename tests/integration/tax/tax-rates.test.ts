// /tote/v1/tax/rates and /tote/v1/tax/settings: US sales tax by state, EU VAT by country with gross prices and reduced-rate products, shipping taxed or not.
import { describe, expect, it } from 'vitest';
import { addToCart, estimate } from '../../support/cart-fixtures.js';
import { CATALOG, createProduct } from '../../support/catalog-calls.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
const RATES = '/tote/v1/tax/rates';
const SETTINGS = '/tote/v1/tax/settings';

async function rateOf(country: string, subdivision: string | null): Promise<any> {
  const response = await t.call('GET', `${RATES}?country=${country}`, { token: await t.merchantKey() });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().taxRates.find((r: { subdivision: string | null }) => r.subdivision === subdivision);
}

async function cartOf(items: { productId: string; quantity?: number }[]): Promise<string> {
  const token = await t.visitorToken();
  await addToCart(t, token, items);
  return token;
}

function lineTaxes(totals: any): string[] {
  return totals.calculatedLineItems.map((l: any) => `${l.pricesBreakdown.taxDetails.taxRate} ${l.pricesBreakdown.taxDetails.totalTax.amount}`);
}

describe('US sales tax by state', () => {
  it("charges a Florida buyer the rate made through the API and a California buyer California's rate", async () => {
    const key = await t.merchantKey();
    const lamp = await createProduct(t, { name: 'Lamp', priceData: { price: 40 }, weight: 1.5 });
    const created = await t.call('POST', RATES, { token: key, body: { taxRate: { country: 'US', subdivision: 'FL', name: 'Florida Sales Tax', rate: '6' } } });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().taxRate).toMatchObject({
      country: 'US',
      subdivision: 'US-FL',
      name: 'Florida Sales Tax',
      rate: '6',
      reducedRate: null,
      jurisdictionType: 'STATE',
      appliesToShipping: true,
    });

    const florida = await estimate(t, await cartOf([{ productId: lamp.id }]), {
      shippingAddress: { country: 'US', subdivision: 'US-FL' },
      selectedShippingOption: { code: 'express' },
    });
    expect(lineTaxes(florida)).toEqual(['0.06 2.40']);
    expect(florida.priceSummary).toMatchObject({ shipping: { amount: '19.00' }, tax: { amount: '3.54' }, total: { amount: '62.54' } }); // 6 % of 40 + 19

    const california = await rateOf('US', 'US-CA');
    expect(california).toMatchObject({ name: 'California Sales Tax', rate: '7.25', appliesToShipping: false });
    const patched = await t.call('PATCH', `${RATES}/${california.id}`, { token: key, body: { taxRate: { rate: 8.25 } } });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().taxRate).toMatchObject({ subdivision: 'US-CA', rate: '8.25', appliesToShipping: false });
    // The ZIP code alone places the buyer in California.
    const sf = await estimate(t, await cartOf([{ productId: lamp.id }]), { shippingAddress: { country: 'US', postalCode: '94103' } });
    expect(lineTaxes(sf)).toEqual(['0.0825 3.30']);
    expect(sf.priceSummary.tax.amount).toBe('3.30');

    expect((await t.call('DELETE', `${RATES}/${created.json().taxRate.id}`, { token: key })).json()).toEqual({});
    const untaxed = await estimate(t, await cartOf([{ productId: lamp.id }]), { shippingAddress: { country: 'US', subdivision: 'US-FL' } });
    expect(untaxed.taxSummary.calculationDetails).toEqual({ rateType: 'NO_TAX_COLLECTED' });
  });
});

describe('EU VAT by country', () => {
  it('takes 7 % out of a reduced-rate book and 19 % out of a shirt for a German buyer, prices entered gross', async () => {
    const key = await t.merchantKey();
    const settings = await t.call('PATCH', SETTINGS, { token: key, body: { taxSettings: { pricesIncludeTax: true } } });
    expect(settings.json().taxSettings).toEqual({ pricesIncludeTax: true, taxShipping: true, noTax: false });
    const book = await createProduct(t, { name: 'Novel', priceData: { price: 10 }, weight: 0.4, taxGroup: 'REDUCED' });
    const shirt = await createProduct(t, { name: 'Shirt', priceData: { price: 20 }, weight: 0.3 });
    expect(book.taxGroup).toBe('REDUCED');
    expect(shirt.taxGroup).toBe('STANDARD');
    const germany = await rateOf('DE', null);
    const patched = await t.call('PATCH', `${RATES}/${germany.id}`, { token: key, body: { taxRate: { reducedRate: '7' } } });
    expect(patched.json().taxRate).toMatchObject({ country: 'DE', rate: '19', reducedRate: '7' });

    const token = await cartOf([{ productId: book.id }, { productId: shirt.id }]);
    const totals = await estimate(t, token, { shippingAddress: { country: 'DE', city: 'Berlin', postalCode: '10115' } });
    expect(lineTaxes(totals)).toEqual(['0.07 0.65', '0.19 3.19']);
    // Shipping (Europe, under 2 KG: 15.00 gross) is taxed at the standard rate.
    expect(totals.shippingInfo.selectedCarrierServiceOption.cost.taxDetails.totalTax.amount).toBe('2.39');
    expect(totals.priceSummary).toMatchObject({
      subtotal: { amount: '30.00' },
      shipping: { amount: '15.00' },
      tax: { amount: '6.23' },
      total: { amount: '45.00' },
    });

    const noShippingTax = await t.call('PATCH', SETTINGS, { token: key, body: { taxSettings: { taxShipping: false } } });
    expect(noShippingTax.json().taxSettings).toEqual({ pricesIncludeTax: true, taxShipping: false, noTax: false });
    expect((await t.call('GET', '/tote/v1/site', { token: key })).json().site).toMatchObject({ pricesIncludeTax: true, taxShipping: false });
    const untaxedShipping = await estimate(t, token, { shippingAddress: { country: 'DE' } });
    expect(untaxedShipping.priceSummary.tax.amount).toBe('3.84');

    const exempt = await t.call('PATCH', `${CATALOG.write}/products/${book.id}`, { token: key, body: { product: { taxGroup: 'EXEMPT' } } });
    expect(exempt.statusCode, exempt.body).toBe(200);
    const afterExempt = await estimate(t, token, { shippingAddress: { country: 'DE' } });
    expect(lineTaxes(afterExempt)).toEqual(['0 0.00', '0.19 3.19']);

    const badGroup = await t.call('PATCH', `${CATALOG.write}/products/${book.id}`, { token: key, body: { product: { taxGroup: 'LUXURY' } } });
    expect(badGroup.statusCode).toBe(400);
    expect(badGroup.json().details.validationError.fieldViolations[0].field).toBe('product.taxGroup');
    await t.call('PATCH', SETTINGS, { token: key, body: { taxSettings: { pricesIncludeTax: false, taxShipping: true } } });
  });
});
