// Wix eCom Discount Rules through the API (/ecom/v1/discount-rules): automatic discounts a merchant makes change every cart; bad input, other callers and other sites are refused.
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../../src/server/auth/api-keys.js';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { STORES_APP_ID } from '../../../src/wire/cart.js';
import { addToCart, estimate, insertCollection, insertProduct, insertSite, type CreatedProduct } from '../../support/cart-fixtures.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
const PATH = '/ecom/v1/discount-rules';
let key: string;
let vase: CreatedProduct;
let rug: CreatedProduct;
let rugsId: string;

beforeAll(async () => {
  key = await t.merchantKey();
  rugsId = await insertCollection(t.ctx.db, DEMO_SITE_ID, 'Rule rugs');
  vase = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Rule vase', price: 2000 });
  rug = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Rule rug', price: 5000, collectionIds: [rugsId] });
});

const products = (ids: string[]) => ({ type: 'CATALOG_ITEM', catalogItemFilter: { catalogAppId: STORES_APP_ID, catalogItemIds: ids } });
const collections = (ids: string[]) => ({ type: 'CUSTOM_FILTER', customFilter: { appId: STORES_APP_ID, params: { collectionIds: ids } } });

function rule(discount: Record<string, unknown>, scopes: unknown[], extra: Record<string, unknown> = {}) {
  return { name: 'Test rule', active: true, discounts: { values: [{ targetType: 'SPECIFIC_ITEMS', specificItemsInfo: { scopes }, ...discount }] }, ...extra };
}

async function create(discountRule: Record<string, unknown>, token = key) {
  return t.call('POST', PATH, { token, body: { discountRule } });
}

async function created(discountRule: Record<string, unknown>) {
  const response = await create(discountRule);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().discountRule;
}

async function discountOf(items: { productId: string; quantity?: number }[]): Promise<string> {
  const token = await t.visitorToken();
  await addToCart(t, token, items);
  return (await estimate(t, token)).priceSummary.discount.amount;
}

describe('discount rules through the API', () => {
  it('creates a percentage rule on one product in Wix shape, and carts with the product get it automatically', async () => {
    const made = await created(rule({ discountType: 'PERCENTAGE', percentage: 10 }, [products([vase.id])]));
    expect(made).toMatchObject({
      id: expect.any(String),
      revision: '1',
      name: 'Test rule',
      active: true,
      status: 'LIVE',
      createdDate: expect.any(String),
      discounts: {
        values: [
          {
            targetType: 'SPECIFIC_ITEMS',
            discountType: 'PERCENTAGE',
            percentage: 10,
            specificItemsInfo: { scopes: [expect.objectContaining(products([vase.id]))] },
          },
        ],
      },
    });
    expect(await discountOf([{ productId: vase.id, quantity: 2 }, { productId: rug.id }])).toBe('4.00');
    await t.call('DELETE', `${PATH}/${made.id}`, { token: key });
    expect(await discountOf([{ productId: vase.id, quantity: 2 }])).toBe('0.00');
  });

  it('takes a fixed amount off each item of a collection, and sets a fixed price', async () => {
    const off = await created(rule({ discountType: 'FIXED_AMOUNT', fixedAmount: '5.00' }, [collections([rugsId])]));
    expect(await discountOf([{ productId: rug.id, quantity: 3 }, { productId: vase.id }])).toBe('15.00');
    await t.call('DELETE', `${PATH}/${off.id}`, { token: key });
    const fixed = await created(rule({ discountType: 'FIXED_PRICE', fixedPrice: '35' }, [products([rug.id])]));
    expect(fixed.discounts.values[0].fixedPrice).toBe('35.00');
    expect(await discountOf([{ productId: rug.id, quantity: 2 }])).toBe('30.00');
    await t.call('DELETE', `${PATH}/${fixed.id}`, { token: key });
  });

  it('applies only when its trigger holds (subtotal and quantity ranges) and within its active time', async () => {
    const made = await created(
      rule({ discountType: 'PERCENTAGE', percentage: 20 }, [products([vase.id])], {
        trigger: {
          triggerType: 'AND',
          and: {
            triggers: [
              { triggerType: 'SUBTOTAL_RANGE', subtotalRange: { from: '50' } },
              { triggerType: 'ITEM_QUANTITY_RANGE', itemQuantityRange: { from: 3, scopes: [products([vase.id])] } },
            ],
          },
        },
      }),
    );
    expect(made.trigger.and.triggers[0].subtotalRange.from).toBe('50.00');
    expect(await discountOf([{ productId: vase.id, quantity: 2 }, { productId: rug.id }])).toBe('0.00');
    expect(await discountOf([{ productId: vase.id, quantity: 3 }])).toBe('12.00');
    const later = await t.call('PATCH', `${PATH}/${made.id}`, {
      token: key,
      body: { discountRule: { revision: '1', activeTimeInfo: { start: new Date(Date.now() + 86_400_000).toISOString() } } },
    });
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json().discountRule).toMatchObject({ revision: '2', status: 'PENDING' });
    expect(await discountOf([{ productId: vase.id, quantity: 3 }])).toBe('0.00');
    await t.call('DELETE', `${PATH}/${made.id}`, { token: key });
  });

  it('updates with the current revision only, and queries rules', async () => {
    const made = await created(rule({ discountType: 'PERCENTAGE', percentage: 5 }, [products([vase.id])], { name: 'Queried rule', active: false }));
    const stale = await t.call('PATCH', `${PATH}/${made.id}`, { token: key, body: { discountRule: { revision: '7', name: 'Renamed' } } });
    expect(stale.statusCode).toBe(409);
    const renamed = await t.call('PATCH', `${PATH}/${made.id}`, {
      token: key,
      body: { discountRule: { id: made.id, revision: made.revision, name: 'Queried rule 2' } },
    });
    expect(renamed.json().discountRule).toMatchObject({ name: 'Queried rule 2', revision: '2' });
    const found = await t.call('POST', `${PATH}/query`, {
      token: key,
      body: { query: { filter: { name: { $startsWith: 'Queried' } }, sort: [{ fieldName: 'name', order: 'ASC' }] } },
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().discountRules.map((r: any) => r.name)).toEqual(['Queried rule 2']);
    expect(found.json().pagingMetadata).toMatchObject({ count: 1, offset: 0, total: 1 });
    expect((await t.call('GET', `${PATH}/${made.id}`, { token: key })).json().discountRule.name).toBe('Queried rule 2');
    await t.call('DELETE', `${PATH}/${made.id}`, { token: key });
    expect((await t.call('GET', `${PATH}/${made.id}`, { token: key })).statusCode).toBe(404);
  });
});

describe('bad input', () => {
  const fieldsOf = (response: { statusCode: number; body: string; json(): any }) => {
    expect(response.statusCode, response.body).toBe(400);
    return (response.json().details.validationError.fieldViolations as { field: string }[]).map((v) => v.field);
  };
  const at = 'discountRule.discounts.values[0]';

  it('refuses 150 %, a negative amount, an unknown product, an end before the start, unknown fields and unsupported triggers, writing nothing', async () => {
    const count = async () =>
      Number(
        (
          await t.ctx.db
            .selectFrom('merchant_discounts')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    expect(fieldsOf(await create(rule({ discountType: 'PERCENTAGE', percentage: 150 }, [products([vase.id])])))).toContain(`${at}.percentage`);
    expect(fieldsOf(await create(rule({ discountType: 'FIXED_AMOUNT', fixedAmount: '-1' }, [products([vase.id])])))).toContain(`${at}.fixedAmount`);
    expect(fieldsOf(await create(rule({ discountType: 'PERCENTAGE', percentage: 5 }, [products(['nope'])])))).toContain(
      `${at}.specificItemsInfo.scopes[0].catalogItemFilter.catalogItemIds[0]`,
    );
    expect(fieldsOf(await create(rule({ discountType: 'PERCENTAGE', percentage: 5 }, [collections(['nope'])])))).toContain(
      `${at}.specificItemsInfo.scopes[0].customFilter.params.collectionIds[0]`,
    );
    expect(
      fieldsOf(
        await create(
          rule({ discountType: 'PERCENTAGE', percentage: 5 }, [products([vase.id])], {
            activeTimeInfo: { start: '2030-01-02T00:00:00Z', end: '2030-01-01T00:00:00Z' },
          }),
        ),
      ),
    ).toContain('discountRule.activeTimeInfo.end');
    expect(fieldsOf(await create(rule({ discountType: 'PERCENTAGE', percentage: 5 }, [products([vase.id])], { bogus: true })))).toContain('discountRule.bogus');
    expect(fieldsOf(await create(rule({ discountType: 'PERCENTAGE', fixedAmount: '3' }, [products([vase.id])])))).toContain(`${at}.percentage`);
    expect(
      fieldsOf(
        await create(
          rule({ discountType: 'PERCENTAGE', percentage: 5 }, [products([vase.id])], { trigger: { triggerType: 'CUSTOM', customTrigger: { id: 'x' } } }),
        ),
      ),
    ).toContain('discountRule.trigger.triggerType');
    expect(fieldsOf(await create(rule({ discountType: 'PERCENTAGE', percentage: 5 }, [])))).toContain(`${at}.specificItemsInfo.scopes`);
    expect(fieldsOf(await create({ discounts: rule({ discountType: 'PERCENTAGE', percentage: 5 }, [products([vase.id])]).discounts }))).toContain(
      'discountRule.name',
    );
    expect(await count()).toBe(before);
  });
});

describe('who may call', () => {
  it('refuses visitors with 403 and calls without a key with 401', async () => {
    const visitor = await t.visitorToken();
    expect((await create(rule({ discountType: 'PERCENTAGE', percentage: 5 }, [products([vase.id])]), visitor)).statusCode).toBe(403);
    expect((await t.call('POST', `${PATH}/query`, { token: visitor, body: {} })).statusCode).toBe(403);
    expect((await t.call('POST', PATH, { body: {} })).statusCode).toBe(401);
  });

  it('never shows or changes a rule to another site’s key (404)', async () => {
    const made = await created(rule({ discountType: 'PERCENTAGE', percentage: 5 }, [products([vase.id])], { active: false }));
    const other = await insertSite(t.ctx.db);
    const otherKey = (await createApiKey(t.ctx.db, other.siteId, 'other')).key;
    expect((await t.call('GET', `${PATH}/${made.id}`, { token: otherKey })).statusCode).toBe(404);
    expect((await t.call('PATCH', `${PATH}/${made.id}`, { token: otherKey, body: { discountRule: { revision: '1', active: true } } })).statusCode).toBe(404);
    expect((await t.call('DELETE', `${PATH}/${made.id}`, { token: otherKey })).statusCode).toBe(404);
    expect((await t.call('POST', `${PATH}/query`, { token: otherKey, body: {} })).json().discountRules).toEqual([]);
    // Another site cannot point its rules at this site's products either.
    expect((await create(rule({ discountType: 'PERCENTAGE', percentage: 5 }, [products([vase.id])]), otherKey)).statusCode).toBe(400);
    expect((await t.call('GET', `${PATH}/${made.id}`, { token: key })).json().discountRule.active).toBe(false);
    await t.call('DELETE', `${PATH}/${made.id}`, { token: key });
  });
});
