// Bad shipping input is a 400 with every field violation and writes nothing; callers without the site's API key are refused.
import { describe, expect, it } from 'vitest';
import { createApiKey } from '../../../src/server/auth/api-keys.js';
import { insertSite } from '../../support/cart-fixtures.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
const ZONES = '/tote/v1/shipping/zones';

async function zoneCount(): Promise<number> {
  return (await t.call('GET', ZONES, { token: await t.merchantKey() })).json().zones.length;
}

async function violations(body: unknown, method = 'POST', url = ZONES): Promise<{ field: string; violatedRule: string }[]> {
  const response = await t.call(method, url, { token: await t.merchantKey(), body });
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().message).toMatch(/^INVALID_ARGUMENT: /);
  return response
    .json()
    .details.validationError.fieldViolations.map((v: { field: string; violatedRule: string }) => ({ field: v.field, violatedRule: v.violatedRule }));
}

describe('shipping bad input', () => {
  it('reports a negative rate, an unknown country, a subdivision of another country and overlapping brackets at once, and writes nothing', async () => {
    const before = await zoneCount();
    const found = await violations({
      zone: {
        name: 'Bad',
        destinations: [{ country: 'XX' }, { country: 'US', subdivisions: ['CA', 'DE-BY', 'US-LONG'] }, { country: 'GB', postalCodePrefixes: ['SW1!'] }],
        rates: [
          { code: 'neg', title: 'Negative', kind: 'FLAT', amount: '-1.00' },
          {
            code: 'w',
            title: 'By weight',
            kind: 'BY_WEIGHT',
            weightBrackets: [
              { maxWeight: '5', amount: '5.00' },
              { maxWeight: '2', amount: '7.00' },
            ],
          },
          {
            code: 's',
            title: 'By subtotal',
            kind: 'BY_SUBTOTAL',
            subtotalBrackets: [
              { maxSubtotal: null, amount: '1.00' },
              { maxSubtotal: '10.00', amount: '2.00' },
            ],
          },
          { code: 'neg', title: 'Again', kind: 'FLAT', amount: '1.005', weightBrackets: [{ maxWeight: 1, amount: 1 }] },
          { code: 'p', title: 'Pickup', kind: 'PICKUP', pickupLocationId: 'no-such-location' },
          { code: 'd', title: 'Days', kind: 'FLAT', amount: '1', minDays: 5, maxDays: 2 },
        ],
      },
    });
    expect(found).toEqual([
      { field: 'zone.destinations[0].country', violatedRule: 'FORMAT' },
      { field: 'zone.destinations[1].subdivisions[1]', violatedRule: 'FORMAT' },
      { field: 'zone.destinations[1].subdivisions[2]', violatedRule: 'FORMAT' },
      { field: 'zone.destinations[2].postalCodePrefixes[0]', violatedRule: 'FORMAT' },
      { field: 'zone.rates[0].amount', violatedRule: 'DECIMAL_GTE' },
      { field: 'zone.rates[1].weightBrackets[1].maxWeight', violatedRule: 'VALIDATION' },
      { field: 'zone.rates[2].subtotalBrackets[0].maxSubtotal', violatedRule: 'VALIDATION' },
      { field: 'zone.rates[3].amount', violatedRule: 'DECIMAL_MAX_SCALE' },
      { field: 'zone.rates[3].code', violatedRule: 'VALIDATION' },
      { field: 'zone.rates[3].weightBrackets', violatedRule: 'FIELD_NOT_ALLOWED' },
      { field: 'zone.rates[4].pickupLocationId', violatedRule: 'VALIDATION' },
      { field: 'zone.rates[5].maxDays', violatedRule: 'MIN' },
    ]);
    expect(await zoneCount()).toBe(before);
  });

  it('refuses unknown fields and a missing amount', async () => {
    expect(await violations({ zone: { name: 'X', destinations: [{ country: 'FR', region: 'x' }], colour: 'red' } })).toEqual([
      { field: 'zone.colour', violatedRule: 'FIELD_NOT_ALLOWED' },
      { field: 'zone.destinations[0].region', violatedRule: 'FIELD_NOT_ALLOWED' },
    ]);
    expect(await violations({ zone: { name: 'X', destinations: [{ country: 'FR' }], rates: [{ code: 'a', title: 'A', kind: 'FLAT' }] } })).toEqual([
      { field: 'zone.rates[0].amount', violatedRule: 'REQUIRED_FIELD' },
    ]);
  });

  it('leaves a zone as it was when an update is refused', async () => {
    const key = await t.merchantKey();
    const created = await t.call('POST', ZONES, {
      token: key,
      body: { zone: { name: 'Iceland', destinations: [{ country: 'IS' }], rates: [{ code: 'a', title: 'A', kind: 'FLAT', amount: '3' }] } },
    });
    const zone = created.json().zone;
    await violations({ zone: { name: 'Iceland 2', rates: [{ code: 'a', title: 'A', kind: 'FLAT', amount: '-3' }] } }, 'PATCH', `${ZONES}/${zone.id}`);
    expect((await t.call('GET', `${ZONES}/${zone.id}`, { token: key })).json().zone).toEqual(zone);
  });

  it('answers 401 without a key, 403 to a visitor and 404 for a zone of another site', async () => {
    const zone = (await t.call('GET', ZONES, { token: await t.merchantKey() })).json().zones[0];
    expect((await t.call('GET', ZONES)).statusCode).toBe(401);
    expect((await t.call('POST', ZONES, { body: { zone: {} } })).statusCode).toBe(401);
    const visitor = await t.visitorToken();
    expect((await t.call('GET', ZONES, { token: visitor })).statusCode).toBe(403);
    expect((await t.call('POST', ZONES, { token: visitor, body: { zone: { nonsense: true } } })).statusCode).toBe(403);
    expect((await t.call('GET', '/tote/v1/shipping/pickup-locations', { token: visitor })).statusCode).toBe(403);

    const other = await insertSite(t.ctx.db);
    const otherKey = (await createApiKey(t.ctx.db, other.siteId, 'other')).key;
    expect((await t.call('GET', ZONES, { token: otherKey })).json().zones).toEqual([]);
    for (const method of ['GET', 'DELETE']) {
      const response = await t.call(method, `${ZONES}/${zone.id}`, { token: otherKey });
      expect(response.statusCode).toBe(404);
      expect(response.json().details.applicationError.code).toBe('SHIPPING_ZONE_NOT_FOUND');
    }
    const patch = await t.call('PATCH', `${ZONES}/${zone.id}`, { token: otherKey, body: { zone: { name: 'Mine now' } } });
    expect(patch.statusCode).toBe(404);
    expect((await t.call('GET', `${ZONES}/${zone.id}`, { token: await t.merchantKey() })).json().zone.name).toBe(zone.name);
  });
});
