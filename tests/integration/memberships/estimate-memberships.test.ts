// Estimate-totals lists a member's memberships for the cart's lines, and lines paid by a chosen membership cost 0 with the MEMBERSHIP option.
import { beforeAll, describe, expect, it } from 'vitest';
import { TOTE_MEMBERSHIPS_APP_ID } from '../../../src/wire/memberships.js';
import { addToCart, CART_PATH, estimate, insertCollection, insertProduct, insertSite } from '../../support/cart-fixtures.js';
import { memberSession } from '../../support/member-session.js';
import { useTestApp } from '../../support/test-app.js';
import { createApiKey } from '../../../src/server/auth/api-keys.js';

const t = useTestApp();

let siteId: string;
let clientId: string;
let key: string;
let coffee: string;
let mug: string;
let beans: string;

async function plan(body: Record<string, unknown>): Promise<string> {
  const response = await t.call('POST', '/tote/v1/membership-plans', { token: key, body: { plan: body } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().plan.id;
}

async function assign(memberId: string, planId: string, expirationDate?: string): Promise<string> {
  const response = await t.call('POST', `/tote/v1/members/${memberId}/memberships`, {
    token: key,
    body: { membership: { planId, ...(expirationDate ? { expirationDate } : {}) } },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().membership.id;
}

beforeAll(async () => {
  ({ siteId, clientId } = await insertSite(t.handle.db));
  key = (await createApiKey(t.handle.db, siteId, 'memberships')).key;
  const drinks = await insertCollection(t.handle.db, siteId, 'Drinks');
  coffee = (await insertProduct(t.handle.db, siteId, { name: 'Coffee', price: 450, collectionIds: [drinks] })).id;
  mug = (await insertProduct(t.handle.db, siteId, { name: 'Mug', price: 1200 })).id;
  beans = (await insertProduct(t.handle.db, siteId, { name: 'Beans', price: 900 })).id;
});

describe('memberships in estimate-totals', () => {
  it('lists eligible and invalid memberships with their lines, credits and end, and prices the chosen lines at 0', async () => {
    const member = await memberSession(t.handle.db, t.ctx.tokens, siteId, clientId);
    const cart = await addToCart(t, member.token, [
      { productId: coffee, quantity: 2 },
      { productId: mug, quantity: 1 },
      { productId: beans, quantity: 1 },
    ]);
    const lineOf = (productId: string) => cart.lineItems.find((l: any) => l.catalogReference.catalogItemId === productId).id as string;
    const club = await assign(member.id, await plan({ name: 'Coffee club', collectionIds: [], uses: 5 }));
    const drinksPlan = await plan({ name: 'Drinks pass', uses: 3 });
    await t.call('PATCH', `/tote/v1/membership-plans/${drinksPlan}`, { token: key, body: { plan: { productIds: [coffee, beans] } } });
    const pass = await assign(member.id, drinksPlan);
    const expired = await assign(member.id, await plan({ name: 'Old pass', allProducts: true }), '2021-06-01T00:00:00Z');

    const before = await estimate(t, member.token);
    expect(before.priceSummary.subtotal.amount).toBe('30.00'); // 2 × 4.50 + 12 + 9
    expect(before.membershipOptions.eligibleMemberships).toEqual([
      {
        id: pass,
        appId: TOTE_MEMBERSHIPS_APP_ID,
        name: { original: 'Drinks pass' },
        lineItemIds: [lineOf(coffee), lineOf(beans)],
        credits: { total: 3, remaining: 3 },
      },
    ]);
    expect(before.membershipOptions.invalidMemberships).toEqual([
      {
        membership: expect.objectContaining({
          id: expired,
          lineItemIds: [lineOf(coffee), lineOf(mug), lineOf(beans)],
          expirationDate: '2021-06-01T00:00:00.000Z',
        }),
        reason: 'Expired on 2021-06-01',
      },
    ]);
    // The plan with no products pays for nothing in this cart: not listed.
    expect(JSON.stringify(before.membershipOptions)).not.toContain(club);

    const chosen = await estimate(t, member.token, {
      selectedMemberships: { memberships: [{ id: pass, appId: TOTE_MEMBERSHIPS_APP_ID, lineItemIds: [lineOf(coffee)] }] },
    });
    expect(chosen.priceSummary.subtotal.amount).toBe('21.00');
    expect(chosen.priceSummary.total.amount).toBe('21.00');
    const coffeeLine = chosen.calculatedLineItems.find((l: any) => l.lineItemId === lineOf(coffee));
    expect(coffeeLine.paymentOption).toBe('MEMBERSHIP');
    expect(coffeeLine.pricesBreakdown.lineItemPrice.amount).toBe('0.00');
    expect(chosen.calculatedLineItems.find((l: any) => l.lineItemId === lineOf(mug)).paymentOption).toBe('FULL_PAYMENT_ONLINE');
    expect(chosen.membershipOptions.selectedMemberships).toEqual([{ id: pass, appId: TOTE_MEMBERSHIPS_APP_ID, lineItemIds: [lineOf(coffee)] }]);
  });

  it('refuses a line the membership cannot pay, more units than its uses, another app and a visitor, in the wire format', async () => {
    const member = await memberSession(t.handle.db, t.ctx.tokens, siteId, clientId);
    const cart = await addToCart(t, member.token, [
      { productId: coffee, quantity: 2 },
      { productId: mug, quantity: 1 },
    ]);
    const [coffeeLine, mugLine] = [coffee, mug].map((id) => cart.lineItems.find((l: any) => l.catalogReference.catalogItemId === id).id as string);
    const two = await assign(member.id, await plan({ name: 'Two coffees', productIds: [coffee], uses: 2 }));
    const one = await assign(member.id, await plan({ name: 'One mug', productIds: [mug, coffee], uses: 1 }));
    const refused = async (memberships: unknown[], token = member.token) => {
      const response = await t.call('POST', `${CART_PATH}/estimate-totals`, { token, body: { selectedMemberships: { memberships } } });
      expect(response.statusCode, response.body).toBe(400);
      return response.json().details.validationError.fieldViolations.map((v: { field: string }) => v.field);
    };
    expect(await refused([{ id: two, lineItemIds: [mugLine] }])).toEqual(['selectedMemberships.memberships[0].lineItemIds[0]']);
    // "One mug" has 1 use: the 2 coffees are not a line it can pay.
    expect(await refused([{ id: one, lineItemIds: [coffeeLine] }])).toEqual(['selectedMemberships.memberships[0].lineItemIds[0]']);
    expect(await refused([{ id: two, appId: 'another-app', lineItemIds: [coffeeLine] }])).toEqual(['selectedMemberships.memberships[0].appId']);
    expect(
      await refused([
        { id: two, lineItemIds: [coffeeLine] },
        { id: one, lineItemIds: [coffeeLine] },
      ]),
    ).toEqual(['selectedMemberships.memberships[1].lineItemIds[0]']);
    const visitor = (await t.call('POST', '/oauth2/token', { body: { clientId, grantType: 'anonymous' } })).json().access_token;
    await addToCart(t, visitor, [{ productId: coffee }]);
    expect(await refused([{ id: two, lineItemIds: ['x'] }], visitor)).toEqual(['selectedMemberships.memberships[0].id']);
    const malformed = await t.call('POST', `${CART_PATH}/estimate-totals`, { token: member.token, body: { selectedMemberships: { memberships: [{}] } } });
    expect(malformed.statusCode).toBe(400);
    const ok = await estimate(t, member.token, {
      selectedMemberships: {
        memberships: [
          { id: two, lineItemIds: [coffeeLine] },
          { id: one, lineItemIds: [mugLine] },
        ],
      },
    });
    expect(ok.priceSummary.total.amount).toBe('0.00');
  });
});
