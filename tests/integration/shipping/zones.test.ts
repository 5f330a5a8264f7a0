// /tote/v1/shipping/zones: a merchant's zones and rates show in estimate-totals and checkouts: flat, by weight, by subtotal, postal prefixes, order.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { addToCart, CART_PATH, estimate, insertProduct, type CreatedProduct } from '../../support/cart-fixtures.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
const ZONES = '/tote/v1/shipping/zones';
let mug: CreatedProduct;

beforeAll(async () => {
  mug = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Mug', price: 1250, weight: '0.4' });
});

async function createZone(zone: Record<string, unknown>): Promise<any> {
  const response = await t.call('POST', ZONES, { token: await t.merchantKey(), body: { zone } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().zone;
}

async function mugsCart(quantity = 2): Promise<string> {
  const token = await t.visitorToken();
  await addToCart(t, token, [{ productId: mug.id, quantity }]);
  return token;
}

function optionPrices(totals: any): [string, string][] {
  return (totals.shippingInfo.carrierServiceOptions[0]?.shippingOptions ?? []).map((o: { code: string; cost: { price: { amount: string } } }) => [
    o.code,
    o.cost.price.amount,
  ]);
}

describe('shipping zones', () => {
  it('creates a zone whose flat rate estimate-totals charges, with its delivery days as text', async () => {
    const zone = await createZone({
      name: 'Japan',
      destinations: [{ country: 'jp' }],
      rates: [{ code: 'air', title: 'Air mail', kind: 'FLAT', amount: '12.00', minDays: 4, maxDays: 7 }],
    });
    expect(zone).toMatchObject({
      name: 'Japan',
      destinations: [{ country: 'JP', subdivisions: [], postalCodePrefixes: [] }],
      rates: [
        { code: 'air', title: 'Air mail', kind: 'FLAT', amount: '12.00', freeOver: null, deliveryTime: null, minDays: 4, maxDays: 7, pickupLocationId: null },
      ],
    });
    expect((await t.call('GET', `${ZONES}/${zone.id}`, { token: await t.merchantKey() })).json().zone).toEqual(zone);

    const totals = await estimate(t, await mugsCart(), { shippingAddress: { country: 'JP', city: 'Tokyo' } });
    expect(totals.shippingInfo.region).toEqual({ id: zone.id, name: 'Japan' });
    expect(optionPrices(totals)).toEqual([['air', '12.00']]);
    expect(totals.shippingInfo.selectedCarrierServiceOption.logistics.deliveryTime).toBe('4-7 business days');
    const slot = totals.shippingInfo.selectedCarrierServiceOption.logistics.deliveryTimeSlot;
    expect(slot).toEqual({ from: expect.stringMatching(/T00:00:00\.000Z$/), to: expect.stringMatching(/T00:00:00\.000Z$/) });
    // 4 and 7 business days: at least 4 and at most 11 calendar days after today, 3 business days apart.
    const days = (iso: string) => Math.round((Date.parse(iso) - Date.now()) / 86_400_000);
    expect(days(slot.from)).toBeGreaterThanOrEqual(3);
    expect(days(slot.to)).toBeLessThanOrEqual(11);
    expect(Date.parse(slot.to)).toBeGreaterThan(Date.parse(slot.from));
    expect(totals.priceSummary).toMatchObject({ subtotal: { amount: '25.00' }, shipping: { amount: '12.00' }, total: { amount: '37.00' } });
  });

  it('prices by subtotal brackets and ships free above the amount', async () => {
    await createZone({
      name: 'Mexico',
      destinations: [{ country: 'MX' }],
      rates: [
        {
          code: 'std',
          title: 'Standard',
          kind: 'BY_SUBTOTAL',
          subtotalBrackets: [
            { maxSubtotal: '20.00', amount: '9.00' },
            { maxSubtotal: '50.00', amount: '6.50' },
            { maxSubtotal: null, amount: '4.00' },
          ],
          freeOver: '100.00',
        },
      ],
    });
    const small = await estimate(t, await mugsCart(1), { shippingAddress: { country: 'MX' } });
    expect(optionPrices(small)).toEqual([['std', '9.00']]);
    const middle = await estimate(t, await mugsCart(4), { shippingAddress: { country: 'MX' } });
    expect(optionPrices(middle)).toEqual([['std', '6.50']]);
    const large = await estimate(t, await mugsCart(6), { shippingAddress: { country: 'MX' } });
    expect(optionPrices(large)).toEqual([['std', '4.00']]);
    const free = await estimate(t, await mugsCart(8), { shippingAddress: { country: 'MX' } });
    expect(optionPrices(free)).toEqual([['std', '0.00']]);
  });

  it('prefers a postal-code prefix zone over the country zone, and weight brackets price it', async () => {
    const berlin = await createZone({
      name: 'Berlin',
      destinations: [{ country: 'DE', postalCodePrefixes: ['10', '12 '] }],
      rates: [
        {
          code: 'bike',
          title: 'Bike courier',
          kind: 'BY_WEIGHT',
          weightBrackets: [
            { maxWeight: 1, amount: '3.00' },
            { maxWeight: '10', amount: 7 },
          ],
          deliveryTime: 'Same day',
        },
      ],
    });
    expect(berlin.destinations).toEqual([{ country: 'DE', subdivisions: [], postalCodePrefixes: ['10', '12'] }]);
    expect(berlin.rates[0].weightBrackets).toEqual([
      { maxWeight: '1.000', amount: '3.00' },
      { maxWeight: '10.000', amount: '7.00' },
    ]);
    const inBerlin = await estimate(t, await mugsCart(2), { shippingAddress: { country: 'DE', postalCode: '10115' } });
    expect(inBerlin.shippingInfo.region.name).toBe('Berlin');
    expect(optionPrices(inBerlin)).toEqual([['bike', '3.00']]);
    const heavier = await estimate(t, await mugsCart(3), { shippingAddress: { country: 'DE', postalCode: '12043' } });
    expect(optionPrices(heavier)).toEqual([['bike', '7.00']]);
    const munich = await estimate(t, await mugsCart(2), { shippingAddress: { country: 'DE', postalCode: '80331' } });
    expect(munich.shippingInfo.region.name).toBe('Europe');
  });

  it('orders zones: of two zones for the same country the earlier wins', async () => {
    const key = await t.merchantKey();
    const a = await createZone({ name: 'Brazil A', destinations: [{ country: 'BR' }], rates: [{ code: 'a', title: 'A', kind: 'FLAT', amount: '1.00' }] });
    const b = await createZone({ name: 'Brazil B', destinations: [{ country: 'BR' }], rates: [{ code: 'b', title: 'B', kind: 'FLAT', amount: '2.00' }] });
    expect(b.position).toBeGreaterThan(a.position);
    expect((await estimate(t, await mugsCart(), { shippingAddress: { country: 'BR' } })).shippingInfo.region.name).toBe('Brazil A');

    const ids: string[] = (await t.call('GET', ZONES, { token: key })).json().zones.map((z: { id: string }) => z.id);
    const reordered = [b.id, ...ids.filter((id) => id !== b.id)];
    const response = await t.call('POST', `${ZONES}/reorder`, { token: key, body: { zoneIds: reordered } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().zones.map((z: { id: string }) => z.id)).toEqual(reordered);
    expect((await estimate(t, await mugsCart(), { shippingAddress: { country: 'BR' } })).shippingInfo.region.name).toBe('Brazil B');

    const partial = await t.call('POST', `${ZONES}/reorder`, { token: key, body: { zoneIds: [a.id] } });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().details.validationError.fieldViolations[0].field).toBe('zoneIds');
  });

  it('replaces the rates on update and stops shipping to a deleted zone', async () => {
    const key = await t.merchantKey();
    const zone = await createZone({
      name: 'Chile',
      destinations: [{ country: 'CL' }],
      rates: [{ code: 'std', title: 'Standard', kind: 'FLAT', amount: '5.00' }],
    });
    const patched = await t.call('PATCH', `${ZONES}/${zone.id}`, {
      token: key,
      body: {
        zone: {
          name: 'Chile & Peru',
          destinations: [{ country: 'CL' }, { country: 'PE' }],
          rates: [{ code: 'express', title: 'Express', kind: 'FLAT', amount: '15.00' }],
        },
      },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().zone.rates.map((r: { code: string }) => r.code)).toEqual(['express']);
    expect(optionPrices(await estimate(t, await mugsCart(), { shippingAddress: { country: 'PE' } }))).toEqual([['express', '15.00']]);

    const renamed = await t.call('PATCH', `${ZONES}/${zone.id}`, { token: key, body: { zone: { name: 'Andes' } } });
    expect(renamed.json().zone).toMatchObject({ name: 'Andes', rates: [{ code: 'express' }] });

    expect((await t.call('DELETE', `${ZONES}/${zone.id}`, { token: key })).json()).toEqual({});
    const gone = await estimate(t, await mugsCart(), { shippingAddress: { country: 'PE' } });
    expect(gone.calculationErrors.generalShippingCalculationError.applicationError.code).toBe('DESTINATION_NOT_SUPPORTED');
    expect((await t.call('GET', `${ZONES}/${zone.id}`, { token: key })).statusCode).toBe(404);
  });

  it('creates a checkout with the delivery days of a zone made through the API', async () => {
    await createZone({
      name: 'Korea',
      destinations: [{ country: 'KR' }],
      rates: [{ code: 'ems', title: 'EMS', kind: 'FLAT', amount: '18.00', minDays: 2, maxDays: 3 }],
    });
    const token = await mugsCart(1);
    const response = await t.call('POST', `${CART_PATH}/create-checkout`, { token, body: { channelType: 'WEB', shippingAddress: { country: 'KR' } } });
    expect(response.statusCode, response.body).toBe(200);
    const row = await t.ctx.db
      .selectFrom('checkouts')
      .select(['shipping_option', 'price_summary'])
      .where('id', '=', response.json().checkoutId)
      .executeTakeFirstOrThrow();
    expect(row.shipping_option).toMatchObject({ code: 'ems', price: 1800, deliveryTime: '2-3 business days' });
  });
});
