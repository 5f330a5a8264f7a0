// Wix Coupons through the API (/stores/v2/coupons): made by a merchant, they change a shopper's cart; bad input, other callers and other sites are refused.
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../../src/server/auth/api-keys.js';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { addToCart, CART_PATH, estimate, insertCollection, insertProduct, insertSite, type CreatedProduct } from '../../support/cart-fixtures.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
const PATH = '/stores/v2/coupons';
let key: string;
let mug: CreatedProduct;
let lamp: CreatedProduct;
let lampsId: string;
const START = Date.now() - 60_000;
let serial = 0;

beforeAll(async () => {
  key = await t.merchantKey();
  lampsId = await insertCollection(t.ctx.db, DEMO_SITE_ID, 'Coupon lamps');
  mug = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Coupon mug', price: 1000 });
  lamp = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Coupon lamp', price: 4000, collectionIds: [lampsId] });
});

/** A code no other test uses. */
function code(prefix: string): string {
  return `${prefix}${++serial}${Math.random().toString(36).slice(2, 6)}`.toUpperCase().slice(0, 20);
}

async function create(specification: Record<string, unknown>, token = key) {
  return t.call('POST', PATH, { token, body: { specification: { name: 'Test coupon', startTime: START, scope: { namespace: 'stores' }, ...specification } } });
}

async function created(specification: Record<string, unknown>) {
  const response = await create(specification);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().coupon;
}

/** A visitor's cart with the items and the coupon applied (PATCH `{couponCode}`, as the official packages send it); its estimate. */
async function cartWith(items: { productId: string; quantity?: number }[], couponCode: string) {
  const token = await t.visitorToken();
  await addToCart(t, token, items);
  const applied = await t.call('PATCH', CART_PATH, { token, body: { couponCode } });
  return { token, applied, totals: applied.statusCode === 200 ? await estimate(t, token) : undefined };
}

describe('coupons through the API', () => {
  it('creates a percent off coupon in Wix shape and a shopper’s cart gets the discount', async () => {
    const c = code('PCT');
    const coupon = await created({ code: c, percentOffRate: 25 });
    expect(coupon).toMatchObject({
      id: expect.any(String),
      specification: {
        name: 'Test coupon',
        code: c,
        percentOffRate: 25,
        type: 'PERCENT_OFF_RATE',
        scope: { namespace: 'stores' },
        active: true,
        limitedToOneItem: false,
        startTime: START,
      },
      expired: false,
      numberOfUsages: 0,
      dateCreated: expect.any(Number),
    });
    const { applied, totals } = await cartWith([{ productId: mug.id, quantity: 2 }], c.toLowerCase());
    expect(applied.statusCode, applied.body).toBe(200);
    expect(totals.priceSummary.subtotal.amount).toBe('20.00');
    expect(totals.priceSummary.discount.amount).toBe('5.00');
  });

  it('gets, updates and deletes a coupon; the cart follows the update and loses a deleted coupon', async () => {
    const c = code('UPD');
    const coupon = await created({ code: c, moneyOffAmount: 3 });
    const got = await t.call('GET', `${PATH}/${coupon.id}`, { token: key });
    expect(got.json().coupon.specification).toMatchObject({ moneyOffAmount: 3, type: 'MONEY_OFF_AMOUNT' });

    const { token, totals } = await cartWith([{ productId: mug.id }], c);
    expect(totals.priceSummary.discount.amount).toBe('3.00');
    const updated = await t.call('PATCH', `${PATH}/${coupon.id}`, { token: key, body: { specification: { moneyOffAmount: '4.50' } } });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().coupon.specification).toMatchObject({ code: c, moneyOffAmount: 4.5 });
    expect((await estimate(t, token)).priceSummary.discount.amount).toBe('4.50');

    expect((await t.call('DELETE', `${PATH}/${coupon.id}`, { token: key })).json()).toEqual({});
    expect((await t.call('GET', `${PATH}/${coupon.id}`, { token: key })).statusCode).toBe(404);
    expect((await estimate(t, token)).priceSummary.discount.amount).toBe('0.00');
  });

  it('queries coupons with a filter as a JSON string or an object, sorted, paged', async () => {
    const prefix = code('Q').slice(0, 8);
    await created({ code: `${prefix}A`, percentOffRate: 5 });
    await created({ code: `${prefix}B`, percentOffRate: 6, active: false });
    const byString = await t.call('POST', `${PATH}/query`, {
      token: key,
      body: { query: { filter: JSON.stringify({ 'specification.code': { $startsWith: prefix } }), sort: '[{"specification.code": "desc"}]' } },
    });
    expect(byString.statusCode, byString.body).toBe(200);
    expect(byString.json().coupons.map((x: any) => x.specification.code)).toEqual([`${prefix}B`, `${prefix}A`]);
    expect(byString.json().totalResults).toBe(2);
    const active = await t.call('POST', `${PATH}/query`, {
      token: key,
      body: { query: { filter: { 'specification.code': { $startsWith: prefix }, 'specification.active': true }, paging: { limit: 1 } } },
    });
    expect(active.json().coupons.map((x: any) => x.specification.code)).toEqual([`${prefix}A`]);
    const bad = await t.call('POST', `${PATH}/query`, { token: key, body: { query: { filter: { secret: { $eq: 1 } } } } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('coupon kinds in the cart', () => {
  it('fixed price: each item in scope costs the fixed amount', async () => {
    const c = code('FIX');
    await created({ code: c, fixedPriceAmount: 25, scope: { namespace: 'stores', group: { name: 'collection', entityId: lampsId } } });
    const { totals } = await cartWith([{ productId: lamp.id, quantity: 2 }, { productId: mug.id }], c);
    // Two lamps at 40.00 become 25.00 each; the mug is out of scope.
    expect(totals.priceSummary.discount.amount).toBe('30.00');
  });

  it('buy X get Y: the cheapest items of each set are free', async () => {
    const c = code('BXGY');
    await created({ code: c, buyXGetY: { x: 2, y: 1 } });
    const { totals } = await cartWith(
      [
        { productId: lamp.id, quantity: 2 },
        { productId: mug.id, quantity: 2 },
      ],
      c,
    );
    // 4 items: one set of 3, the cheapest item (a 10.00 mug) free.
    expect(totals.priceSummary.discount.amount).toBe('10.00');
    const short = await cartWith([{ productId: lamp.id, quantity: 2 }], c);
    expect(short.applied.statusCode).toBe(400);
    expect(short.applied.json().details.applicationError.code).toBe('ERROR_COUPON_NOT_APPLICABLE');
  });

  it('limited to one item: the value applies to one item only, the dearest', async () => {
    const c = code('ONE');
    await created({ code: c, percentOffRate: 50, limitedToOneItem: true });
    const { totals } = await cartWith([{ productId: lamp.id, quantity: 2 }, { productId: mug.id }], c);
    expect(totals.priceSummary.discount.amount).toBe('20.00');
  });

  it('free shipping and a product scope round-trip in Wix shape', async () => {
    const free = await created({ code: code('SHIP'), freeShipping: true, scope: undefined, minimumSubtotal: 10 });
    expect(free.specification).toMatchObject({ freeShipping: true, type: 'FREE_SHIPPING', minimumSubtotal: 10 });
    expect(free.specification.scope).toBeUndefined();
    const product = await created({
      code: code('PROD'),
      moneyOffAmount: 1,
      scope: { namespace: 'stores', group: { name: 'product', entityId: mug.id } },
      usageLimit: 3,
      expirationTime: START + 86_400_000,
    });
    expect(product.specification).toMatchObject({
      scope: { namespace: 'stores', group: { name: 'product', entityId: mug.id } },
      usageLimit: 3,
      expirationTime: START + 86_400_000,
    });
  });
});

describe('bad input', () => {
  const violationOf = (response: { statusCode: number; json(): any }) => {
    expect(response.statusCode).toBe(400);
    return response.json().details.validationError.fieldViolations as { field: string; violatedRule: string }[];
  };

  it('refuses 150 %, a negative amount, an expiry before the start, an empty code, an unknown field and an unknown scope entity, writing nothing', async () => {
    const before = await t.ctx.db
      .selectFrom('coupons')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(violationOf(await create({ code: code('X'), percentOffRate: 150 }))).toContainEqual(
      expect.objectContaining({ field: 'specification.percentOffRate', violatedRule: 'MAX' }),
    );
    expect(violationOf(await create({ code: code('X'), moneyOffAmount: -5 }))).toContainEqual(
      expect.objectContaining({ field: 'specification.moneyOffAmount', violatedRule: 'DECIMAL_GT' }),
    );
    expect(violationOf(await create({ code: code('X'), percentOffRate: 5, expirationTime: START - 1000 }))).toContainEqual(
      expect.objectContaining({ field: 'specification.expirationTime' }),
    );
    expect(violationOf(await create({ code: '', percentOffRate: 5 }))).toContainEqual(expect.objectContaining({ field: 'specification.code' }));
    expect(violationOf(await create({ code: '   ', percentOffRate: 5 }))).toContainEqual(expect.objectContaining({ field: 'specification.code' }));
    expect(violationOf(await create({ code: code('X'), percentOffRate: 5, bogus: 1 }))).toContainEqual(
      expect.objectContaining({ field: 'specification.bogus', violatedRule: 'FIELD_NOT_ALLOWED' }),
    );
    expect(
      violationOf(
        await create({ code: code('X'), percentOffRate: 5, scope: { namespace: 'stores', group: { name: 'product', entityId: 'no-such-product' } } }),
      ),
    ).toContainEqual(expect.objectContaining({ field: 'specification.scope.group.entityId' }));
    expect(violationOf(await create({ code: code('X'), percentOffRate: 5, moneyOffAmount: 2 }))).toContainEqual(
      expect.objectContaining({ field: 'specification', violatedRule: 'ONE_OF_ALIGNMENT' }),
    );
    expect(violationOf(await create({ code: code('X'), moneyOffAmount: '1.005' }))).toContainEqual(
      expect.objectContaining({ violatedRule: 'DECIMAL_MAX_SCALE' }),
    );
    const after = await t.ctx.db
      .selectFrom('coupons')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses a duplicate code in any case with 409, on create and on update', async () => {
    const c = code('DUP');
    const first = await created({ code: c, percentOffRate: 5 });
    const again = await create({ code: c.toLowerCase(), percentOffRate: 7 });
    expect(again.statusCode).toBe(409);
    expect(again.json().details.applicationError.code).toBe('COUPON_CODE_ALREADY_EXISTS');
    const other = await created({ code: code('DUP'), percentOffRate: 5 });
    expect((await t.call('PATCH', `${PATH}/${other.id}`, { token: key, body: { specification: { code: c } } })).statusCode).toBe(409);
    expect((await t.call('PATCH', `${PATH}/${first.id}`, { token: key, body: { specification: { percentOffRate: 150 } } })).statusCode).toBe(400);
    expect((await t.call('GET', `${PATH}/${first.id}`, { token: key })).json().coupon.specification.percentOffRate).toBe(5);
  });
});

describe('who may call', () => {
  it('refuses visitors with 403 and calls without a key with 401, before reading the body', async () => {
    const visitor = await t.visitorToken();
    expect((await create({ code: code('V'), percentOffRate: 5 }, visitor)).statusCode).toBe(403);
    expect((await t.call('POST', `${PATH}/query`, { token: visitor, body: {} })).statusCode).toBe(403);
    expect((await t.call('POST', PATH, { body: { nonsense: true } })).statusCode).toBe(401);
    expect((await t.call('GET', `${PATH}/x`)).statusCode).toBe(401);
  });

  it('never shows or changes a coupon to another site’s key (404)', async () => {
    const coupon = await created({ code: code('MINE'), percentOffRate: 5 });
    const other = await insertSite(t.ctx.db);
    const otherKey = (await createApiKey(t.ctx.db, other.siteId, 'other')).key;
    expect((await t.call('GET', `${PATH}/${coupon.id}`, { token: otherKey })).statusCode).toBe(404);
    expect((await t.call('PATCH', `${PATH}/${coupon.id}`, { token: otherKey, body: { specification: { percentOffRate: 90 } } })).statusCode).toBe(404);
    expect((await t.call('DELETE', `${PATH}/${coupon.id}`, { token: otherKey })).statusCode).toBe(404);
    expect((await t.call('POST', `${PATH}/query`, { token: otherKey, body: {} })).json().coupons).toEqual([]);
    // The other site may use the same code: codes are unique per site.
    const same = await t.call('POST', PATH, {
      token: otherKey,
      body: { specification: { name: 'Theirs', code: coupon.specification.code, startTime: START, percentOffRate: 5, scope: { namespace: 'stores' } } },
    });
    expect(same.statusCode, same.body).toBe(200);
    expect((await t.call('GET', `${PATH}/${coupon.id}`, { token: key })).json().coupon.specification.percentOffRate).toBe(5);
  });
});
