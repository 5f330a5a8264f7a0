// Bad tax input is a 400 with every field violation and writes nothing; a second rate for one place is a 409; callers without the site's key are refused.
import { describe, expect, it } from 'vitest';
import { createApiKey } from '../../../src/server/auth/api-keys.js';
import { insertSite } from '../../support/cart-fixtures.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
const RATES = '/tote/v1/tax/rates';

async function rateCount(): Promise<number> {
  return (await t.call('GET', RATES, { token: await t.merchantKey() })).json().taxRates.length;
}

async function violations(body: unknown, method = 'POST', url = RATES): Promise<{ field: string; violatedRule: string }[]> {
  const response = await t.call(method, url, { token: await t.merchantKey(), body });
  expect(response.statusCode, response.body).toBe(400);
  return response
    .json()
    .details.validationError.fieldViolations.map((v: { field: string; violatedRule: string }) => ({ field: v.field, violatedRule: v.violatedRule }));
}

describe('tax bad input', () => {
  it('refuses a rate over 100 %, a negative reduced rate, an unknown country and too many decimals, writing nothing', async () => {
    const before = await rateCount();
    expect(await violations({ taxRate: { country: 'QQ', name: 'X', rate: '100.5', reducedRate: -1 } })).toEqual([
      { field: 'taxRate.country', violatedRule: 'FORMAT' },
      { field: 'taxRate.rate', violatedRule: 'MAX' },
      { field: 'taxRate.reducedRate', violatedRule: 'MIN' },
    ]);
    expect(await violations({ taxRate: { country: 'US', subdivision: 'DE-BY', name: 'X', rate: '5.12345' } })).toEqual([
      { field: 'taxRate.rate', violatedRule: 'FORMAT' },
      { field: 'taxRate.subdivision', violatedRule: 'FORMAT' },
    ]);
    expect(await violations({ taxRate: { country: 'US', name: 'X', rate: 5, compound: true } })).toEqual([
      { field: 'taxRate.compound', violatedRule: 'FIELD_NOT_ALLOWED' },
    ]);
    expect(await rateCount()).toBe(before);
  });

  it('answers 409 for a second rate of one place, also on update, and keeps the first', async () => {
    const key = await t.merchantKey();
    const duplicate = await t.call('POST', RATES, { token: key, body: { taxRate: { country: 'de', name: 'VAT again', rate: 16 } } });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().details.applicationError.code).toBe('TAX_RATE_ALREADY_EXISTS');
    const austria = await t.call('POST', RATES, { token: key, body: { taxRate: { country: 'AT', name: 'USt', rate: 20, reducedRate: 10 } } });
    expect(austria.statusCode, austria.body).toBe(200);
    const moved = await t.call('PATCH', `${RATES}/${austria.json().taxRate.id}`, { token: key, body: { taxRate: { country: 'DE' } } });
    expect(moved.statusCode).toBe(409);
    expect((await t.call('GET', `${RATES}/${austria.json().taxRate.id}`, { token: key })).json().taxRate).toEqual(austria.json().taxRate);
    const over = await violations({ taxRate: { rate: 101 } }, 'PATCH', `${RATES}/${austria.json().taxRate.id}`);
    expect(over).toEqual([{ field: 'taxRate.rate', violatedRule: 'MAX' }]);
  });

  it('answers 401 without a key, 403 to a visitor and 404 for a rate of another site', async () => {
    const rate = (await t.call('GET', RATES, { token: await t.merchantKey() })).json().taxRates[0];
    expect((await t.call('GET', RATES)).statusCode).toBe(401);
    const visitor = await t.visitorToken();
    expect((await t.call('GET', RATES, { token: visitor })).statusCode).toBe(403);
    expect((await t.call('POST', RATES, { token: visitor, body: { taxRate: { rate: 500 } } })).statusCode).toBe(403);
    expect((await t.call('PATCH', '/tote/v1/tax/settings', { token: visitor, body: { taxSettings: { taxShipping: false } } })).statusCode).toBe(403);
    const other = await insertSite(t.ctx.db);
    const otherKey = (await createApiKey(t.ctx.db, other.siteId, 'other')).key;
    expect((await t.call('GET', RATES, { token: otherKey })).json().taxRates).toEqual([]);
    for (const method of ['GET', 'DELETE']) {
      const response = await t.call(method, `${RATES}/${rate.id}`, { token: otherKey });
      expect(response.statusCode).toBe(404);
      expect(response.json().details.applicationError.code).toBe('TAX_RATE_NOT_FOUND');
    }
    expect((await t.call('PATCH', `${RATES}/${rate.id}`, { token: otherKey, body: { taxRate: { rate: 1 } } })).statusCode).toBe(404);
    expect((await t.call('GET', `${RATES}/${rate.id}`, { token: await t.merchantKey() })).json().taxRate.rate).toBe(rate.rate);
  });
});
