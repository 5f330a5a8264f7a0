// /tote/v1/shipping/pickup-locations: a location's address and opening hours show in the pickup option of estimate-totals.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { addToCart, estimate, insertProduct, type CreatedProduct } from '../../support/cart-fixtures.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
const PICKUPS = '/tote/v1/shipping/pickup-locations';
const ZONES = '/tote/v1/shipping/zones';
let mug: CreatedProduct;

beforeAll(async () => {
  mug = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Mug', price: 1250, weight: '0.4' });
});

const address = { country: 'NZ', city: 'Auckland', postalCode: '1010', addressLine: '1 Queen St' };

describe('pickup locations', () => {
  it('shows the address and the opening hours of a location in the pickup option', async () => {
    const key = await t.merchantKey();
    const created = await t.call('POST', PICKUPS, {
      token: key,
      body: {
        pickupLocation: {
          name: 'Auckland shop',
          address,
          hours: [
            { day: 'SATURDAY', open: '10:00', close: '14:00' },
            { day: 'MONDAY', open: '09:00', close: '17:30' },
          ],
        },
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const location = created.json().pickupLocation;
    expect(location).toMatchObject({ name: 'Auckland shop', address, hours: [{ day: 'MONDAY' }, { day: 'SATURDAY' }] });

    const zone = await t.call('POST', ZONES, {
      token: key,
      body: {
        zone: {
          name: 'New Zealand',
          destinations: [{ country: 'NZ' }],
          rates: [
            { code: 'pickup', title: 'Pick up in Auckland', kind: 'PICKUP', pickupLocationId: location.id, instructions: 'Ask at the counter.' },
            { code: 'post', title: 'NZ Post', kind: 'FLAT', amount: '8.00' },
          ],
        },
      },
    });
    expect(zone.statusCode, zone.body).toBe(200);
    expect(zone.json().zone.rates[0]).toMatchObject({ kind: 'PICKUP', amount: '0.00', pickupLocationId: location.id });

    const token = await t.visitorToken();
    await addToCart(t, token, [{ productId: mug.id, quantity: 1 }]);
    const totals = await estimate(t, token, { shippingAddress: { country: 'NZ', city: 'Auckland' } });
    const pickup = totals.shippingInfo.carrierServiceOptions[0].shippingOptions[0];
    expect(pickup.code).toBe('pickup');
    expect(pickup.logistics.instructions).toBe('Ask at the counter.\nOpening hours: Mon 09:00-17:30, Sat 10:00-14:00');
    expect(pickup.logistics.pickupDetails).toEqual({ address: expect.objectContaining(address), businessLocation: true, pickupMethod: 'STORE_PICKUP' });

    const changed = await t.call('PATCH', `${PICKUPS}/${location.id}`, {
      token: key,
      body: { pickupLocation: { hours: [{ day: 'SUNDAY', open: '11:00', close: '15:00' }] } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().pickupLocation).toMatchObject({ name: 'Auckland shop', address, hours: [{ day: 'SUNDAY', open: '11:00', close: '15:00' }] });
    const again = await estimate(t, token, { shippingAddress: { country: 'NZ' }, selectedShippingOption: { code: 'pickup' } });
    expect(again.shippingInfo.selectedCarrierServiceOption.logistics.instructions).toBe('Ask at the counter.\nOpening hours: Sun 11:00-15:00');

    const inUse = await t.call('DELETE', `${PICKUPS}/${location.id}`, { token: key });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().details.applicationError).toMatchObject({ code: 'PICKUP_LOCATION_IN_USE', data: { zoneIds: [zone.json().zone.id] } });
    expect((await t.call('DELETE', `${ZONES}/${zone.json().zone.id}`, { token: key })).statusCode).toBe(200);
    expect((await t.call('DELETE', `${PICKUPS}/${location.id}`, { token: key })).json()).toEqual({});
    expect((await t.call('GET', `${PICKUPS}/${location.id}`, { token: key })).statusCode).toBe(404);
  });

  it('lists the locations, the seeded one included', async () => {
    const response = await t.call('GET', PICKUPS, { token: await t.merchantKey() });
    expect(response.statusCode).toBe(200);
    expect(response.json().pickupLocations.map((p: { name: string }) => p.name)).toContain('Tote flagship store');
  });

  it('refuses hours that close before they open, overlapping hours and a subdivision of another country', async () => {
    const response = await t.call('POST', PICKUPS, {
      token: await t.merchantKey(),
      body: {
        pickupLocation: {
          name: 'Bad',
          address: { country: 'US', subdivision: 'DE-BY' },
          hours: [
            { day: 'MONDAY', open: '10:00', close: '09:00' },
            { day: 'TUESDAY', open: '09:00', close: '12:00' },
            { day: 'TUESDAY', open: '11:00', close: '13:00' },
          ],
        },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.validationError.fieldViolations.map((v: { field: string }) => v.field)).toEqual([
      'pickupLocation.address.subdivision',
      'pickupLocation.hours[0].close',
      'pickupLocation.hours[2]',
    ]);
  });
});
