// The merchant's membership API: plans, assigning them to members with uses and an end, revoking, and bad input refused in the wire format.
import { describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID, DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { memberSession } from '../../support/member-session.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
const PLANS = '/tote/v1/membership-plans';

async function createPlan(plan: Record<string, unknown>) {
  const response = await t.call('POST', PLANS, { token: await t.merchantKey(), body: { plan } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().plan;
}

describe('membership plans and memberships', () => {
  it('creates, reads, changes and deletes a plan', async () => {
    const key = await t.merchantKey();
    const plan = await createPlan({ name: 'Coffee club', productIds: ['p-1'], uses: 10, durationDays: 30 });
    expect(plan).toMatchObject({ name: 'Coffee club', allProducts: false, productIds: ['p-1'], collectionIds: [], uses: 10, durationDays: 30 });
    expect((await t.call('GET', `${PLANS}/${plan.id}`, { token: key })).json().plan).toEqual(plan);
    const changed = await t.call('PATCH', `${PLANS}/${plan.id}`, { token: key, body: { plan: { uses: null, allProducts: true } } });
    expect(changed.json().plan).toMatchObject({ uses: null, allProducts: true, name: 'Coffee club' });
    expect((await t.call('PATCH', `${PLANS}/${plan.id}`, { token: key, body: { plan: {} } })).json().plan.uses).toBeNull();
    expect((await t.call('GET', PLANS, { token: key })).json().plans.map((p: { id: string }) => p.id)).toContain(plan.id);
    expect((await t.call('DELETE', `${PLANS}/${plan.id}`, { token: key })).statusCode).toBe(200);
    const gone = await t.call('GET', `${PLANS}/${plan.id}`, { token: key });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().details.applicationError.code).toBe('MEMBERSHIP_PLAN_NOT_FOUND');
  });

  it("assigns a plan to a member with the plan's uses and days, lists it for the merchant and the member, and revokes it", async () => {
    const key = await t.merchantKey();
    const plan = await createPlan({ name: 'Ten coffees', allProducts: true, uses: 10, durationDays: 30 });
    const member = await memberSession(t.handle.db, t.ctx.tokens, DEMO_SITE_ID, DEMO_CLIENT_ID);
    const assigned = await t.call('POST', `/tote/v1/members/${member.id}/memberships`, { token: key, body: { membership: { planId: plan.id } } });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const membership = assigned.json().membership;
    expect(membership).toMatchObject({ planId: plan.id, memberId: member.id, name: 'Ten coffees', credits: { total: 10, remaining: 10 }, status: 'ACTIVE' });
    const days = (Date.parse(membership.expirationDate) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);

    const past = await t.call('POST', `/tote/v1/members/${member.id}/memberships`, {
      token: key,
      body: { membership: { planId: plan.id, expirationDate: '2020-01-01T00:00:00Z' } },
    });
    expect(past.json().membership.status).toBe('EXPIRED');

    const mine = await t.call('GET', '/tote/v1/memberships/my', { token: member.token });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().memberships.map((m: { id: string }) => m.id)).toEqual([membership.id, past.json().membership.id]);
    expect((await t.call('DELETE', `/tote/v1/memberships/${membership.id}`, { token: key })).statusCode).toBe(200);
    const listed = await t.call('GET', `/tote/v1/members/${member.id}/memberships`, { token: key });
    expect(listed.json().memberships[0].status).toBe('REVOKED');
    // Revoking twice is still a success; an unknown id is a 404.
    expect((await t.call('DELETE', `/tote/v1/memberships/${membership.id}`, { token: key })).statusCode).toBe(200);
    expect((await t.call('DELETE', '/tote/v1/memberships/nope', { token: key })).json().details.applicationError.code).toBe('MEMBERSHIP_NOT_FOUND');
  });

  it('refuses bad input with field violations, unknown plans and members with 404, and shoppers with 403', async () => {
    const key = await t.merchantKey();
    const bad = await t.call('POST', PLANS, { token: key, body: { plan: { name: '', uses: 0, durationDays: -1, extra: 1 } } });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().details.validationError.fieldViolations.map((v: { field: string }) => v.field);
    expect(fields).toEqual(expect.arrayContaining(['plan.name', 'plan.uses', 'plan.durationDays', 'plan.extra']));
    const member = await memberSession(t.handle.db, t.ctx.tokens, DEMO_SITE_ID, DEMO_CLIENT_ID);
    const unknownPlan = await t.call('POST', `/tote/v1/members/${member.id}/memberships`, { token: key, body: { membership: { planId: 'nope' } } });
    expect(unknownPlan.statusCode).toBe(404);
    expect(unknownPlan.json().details.applicationError.code).toBe('MEMBERSHIP_PLAN_NOT_FOUND');
    const plan = await createPlan({ name: 'Any', allProducts: true });
    const unknownMember = await t.call('POST', '/tote/v1/members/nobody/memberships', { token: key, body: { membership: { planId: plan.id } } });
    expect(unknownMember.statusCode).toBe(404);
    expect(unknownMember.json().details.applicationError.code).toBe('MEMBER_NOT_FOUND');
    const badDate = await t.call('POST', `/tote/v1/members/${member.id}/memberships`, {
      token: key,
      body: { membership: { planId: plan.id, expirationDate: 'tomorrow' } },
    });
    expect(badDate.statusCode).toBe(400);
    expect((await t.call('GET', PLANS, { token: member.token })).statusCode).toBe(403);
    expect((await t.call('GET', '/tote/v1/memberships/my', { token: await t.visitorToken() })).statusCode).toBe(403);
  });
});
