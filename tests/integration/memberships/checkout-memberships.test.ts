// A member chooses a membership on the checkout: its lines cost 0, the order records them as MEMBERSHIP and uses the membership's uses; canceling gives them back.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID, DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { TOTE_MEMBERSHIPS_APP_ID } from '../../../src/wire/memberships.js';
import { insertProduct } from '../../support/cart-fixtures.js';
import { checkoutCall, checkoutWith, createOrder, errorCode, fillCheckout, merchantOrder, violationFields } from '../../support/checkout-flows.js';
import { memberSession } from '../../support/member-session.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
let classId: string;
let matId: string;

async function membershipFor(memberId: string, uses: number): Promise<string> {
  const key = await t.merchantKey();
  const plan = await t.call('POST', '/tote/v1/membership-plans', { token: key, body: { plan: { name: 'Class pack', productIds: [classId], uses } } });
  const assigned = await t.call('POST', `/tote/v1/members/${memberId}/memberships`, { token: key, body: { membership: { planId: plan.json().plan.id } } });
  expect(assigned.statusCode, assigned.body).toBe(200);
  return assigned.json().membership.id;
}

beforeAll(async () => {
  classId = (await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Yoga class', price: 1500, productType: 'digital' })).id;
  matId = (await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Yoga mat', price: 3000, weight: '1' })).id;
});

describe('memberships at checkout', () => {
  it('prices the chosen lines at 0, places the order with them as MEMBERSHIP lines and takes the uses', async () => {
    const member = await memberSession(t.handle.db, t.ctx.tokens, DEMO_SITE_ID, DEMO_CLIENT_ID);
    const membershipId = await membershipFor(member.id, 3);
    const checkoutId = await checkoutWith(t, member.token, [
      { productId: classId, quantity: 2 },
      { productId: matId, quantity: 1 },
    ]);
    const auth = { token: member.token };
    const before = (await checkoutCall(t, auth, 'GET', `/${checkoutId}`)).json().checkout;
    const classLine = before.lineItems.find((l: any) => l.catalogReference.catalogItemId === classId).id;
    expect(before.membershipOptions.eligibleMemberships).toEqual([
      { id: membershipId, appId: TOTE_MEMBERSHIPS_APP_ID, name: { original: 'Class pack' }, lineItemIds: [classLine], credits: { total: 3, remaining: 3 } },
    ]);
    expect(before.membershipOptions.selectedMemberships).toEqual({ memberships: [] });

    const chose = await checkoutCall(t, auth, 'PATCH', `/${checkoutId}`, {
      checkout: {
        membershipOptions: { selectedMemberships: { memberships: [{ id: membershipId, appId: TOTE_MEMBERSHIPS_APP_ID, lineItemIds: [classLine] }] } },
      },
    });
    expect(chose.statusCode, chose.body).toBe(200);
    const checkout = chose.json().checkout;
    expect(checkout.membershipOptions.selectedMemberships).toEqual({
      memberships: [{ id: membershipId, appId: TOTE_MEMBERSHIPS_APP_ID, lineItemIds: [classLine] }],
    });
    expect(checkout.lineItems.find((l: any) => l.id === classLine).paymentOption).toBe('MEMBERSHIP');
    expect(checkout.priceSummary.subtotal.amount).toBe('30.00');

    const filled = await fillCheckout(t, auth, checkoutId, { email: 'member@example.com' });
    // Other updates keep the choice.
    expect(filled.checkout.membershipOptions.selectedMemberships.memberships).toHaveLength(1);
    const placed = await createOrder(t, auth, checkoutId);
    expect(placed.statusCode, placed.body).toBe(200);
    const order = await merchantOrder(t, placed.json().orderId);
    const orderedClass = order.lineItems.find((l: any) => l.catalogReference.catalogItemId === classId);
    expect(orderedClass.paymentOption).toBe('MEMBERSHIP');
    expect(orderedClass.lineItemPrice.amount).toBe('0.00');
    expect(order.lineItems.find((l: any) => l.catalogReference.catalogItemId === matId).paymentOption).not.toBe('MEMBERSHIP');
    expect(order.priceSummary.subtotal.amount).toBe('30.00');
    const after = await t.call('GET', `/tote/v1/members/${member.id}/memberships`, { token: await t.merchantKey() });
    expect(after.json().memberships[0].credits).toEqual({ total: 3, remaining: 1 });

    // Canceling the order gives the two uses back.
    const canceled = await t.call('POST', `/ecom/v1/orders/${placed.json().orderId}/cancel`, { token: await t.merchantKey(), body: {} });
    expect(canceled.statusCode, canceled.body).toBe(200);
    const restored = await t.call('GET', `/tote/v1/members/${member.id}/memberships`, { token: await t.merchantKey() });
    expect(restored.json().memberships[0].credits).toEqual({ total: 3, remaining: 3 });
  });

  it('refuses a choice that does not hold with a 400, and an order whose membership ran out since with a 409, writing nothing', async () => {
    const member = await memberSession(t.handle.db, t.ctx.tokens, DEMO_SITE_ID, DEMO_CLIENT_ID);
    const membershipId = await membershipFor(member.id, 2);
    const auth = { token: member.token };
    const checkoutId = await checkoutWith(t, member.token, [
      { productId: classId, quantity: 2 },
      { productId: matId, quantity: 1 },
    ]);
    const lines = (await checkoutCall(t, auth, 'GET', `/${checkoutId}`)).json().checkout.lineItems;
    const [classLine, matLine] = [classId, matId].map((id) => lines.find((l: any) => l.catalogReference.catalogItemId === id).id);
    const wrong = await checkoutCall(t, auth, 'PATCH', `/${checkoutId}`, {
      checkout: { membershipOptions: { selectedMemberships: { memberships: [{ id: membershipId, lineItemIds: [matLine] }] } } },
    });
    expect(wrong.statusCode).toBe(400);
    expect(violationFields(wrong)).toEqual(['checkout.membershipOptions.selectedMemberships.memberships[0].lineItemIds[0]']);
    const chose = await checkoutCall(t, auth, 'PATCH', `/${checkoutId}`, {
      checkout: { membershipOptions: { selectedMemberships: { memberships: [{ id: membershipId, lineItemIds: [classLine] }] } } },
    });
    expect(chose.statusCode, chose.body).toBe(200);
    await fillCheckout(t, auth, checkoutId, { email: 'member@example.com' });
    // The membership is used elsewhere in the meantime: one use left, the checkout needs two.
    await t.ctx.db.updateTable('member_memberships').set({ uses_remaining: 1 }).where('id', '=', membershipId).execute();
    const refused = await createOrder(t, auth, checkoutId);
    expect(refused.statusCode).toBe(409);
    expect(errorCode(refused)).toBe('MEMBERSHIP_NOT_ELIGIBLE');
    const row = await t.ctx.db.selectFrom('checkouts').select(['order_id']).where('id', '=', checkoutId).executeTakeFirstOrThrow();
    expect(row.order_id).toBeNull();
    // Reading the checkout drops the choice that no longer holds: it is priced in full again.
    const reread = (await checkoutCall(t, auth, 'GET', `/${checkoutId}`)).json().checkout;
    expect(reread.membershipOptions.selectedMemberships).toEqual({ memberships: [] });
    expect(reread.priceSummary.subtotal.amount).toBe('60.00');
  });
});
