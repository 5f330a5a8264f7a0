// Member events: created on registration and sign-on, status changed by the owner (approve, block, unblock, delete) and by e-mail verification.
import { describe, expect, it } from 'vitest';
import { liveApiKey } from '../../../src/server/auth/api-keys.js';
import { EntityFqdn, MemberEventType } from '../../../src/wire/events.js';
import { callFrom, freshEmail, freshIp, latestCode, registerMember, setSiteSettings } from '../../support/identity-flows.js';
import { eventsOf } from '../../support/stored-events.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
const REGISTER = '/_api/iam/authentication/v2/register';

async function merchant(): Promise<{ key: string; app: { identityType: string; appId: string } }> {
  const key = await t.merchantKey();
  return { key, app: { identityType: 'APP', appId: (await liveApiKey(t.ctx.db, key))!.id } };
}

describe('member events', () => {
  it('writes CREATED on registration and STATUS_CHANGED when verifying the e-mail activates the member', async () => {
    await setSiteSettings(t, { requireOwnerApproval: false, requireEmailVerification: true });
    const token = await t.visitorToken();
    const visitorId = (await t.ctx.tokens.verify(token)).sub;
    const email = freshEmail();
    const ip = freshIp();
    const registered = await callFrom(t, 'POST', REGISTER, { token, ip, body: { loginId: { email }, password: 'correct horse battery' } });
    expect(registered.json().state).toBe('REQUIRE_EMAIL_VERIFICATION');
    const id = registered.json().identity.id as string;
    const verified = await callFrom(t, 'POST', '/_api/iam/verification/v1/auth/verify', {
      token,
      ip,
      body: { code: await latestCode(t, email), stateToken: registered.json().stateToken },
    });
    expect(verified.json().state).toBe('SUCCESS');
    const { key } = await merchant();
    const member = (await callFrom(t, 'GET', `/members/v1/members/${id}`, { token: key })).json().member;
    const events = await eventsOf(t, id);
    expect(events.map((e) => [e.eventType, e.sequence])).toEqual([
      [MemberEventType.CREATED, '1'],
      [MemberEventType.STATUS_CHANGED, '2'],
    ]);
    expect(events[0]).toMatchObject({ entityFqdn: EntityFqdn.MEMBER, identity: { identityType: 'ANONYMOUS_VISITOR', anonymousVisitorId: visitorId } });
    expect(events[0]!.entity).toMatchObject({ id, loginEmail: email, status: 'PENDING', loginEmailVerified: false });
    expect(events[1]!.entity).toEqual(member);
  });

  it('writes STATUS_CHANGED for the owner approving, blocking, unblocking and deleting, as the API key', async () => {
    await setSiteSettings(t, { requireOwnerApproval: true, requireEmailVerification: false });
    try {
      const token = await t.visitorToken();
      const registered = await callFrom(t, 'POST', REGISTER, {
        token,
        ip: freshIp(),
        body: { loginId: { email: freshEmail() }, password: 'correct horse battery' },
      });
      const id = registered.json().identity.id as string;
      const { key, app } = await merchant();
      const answers = [];
      for (const action of ['approve', 'block', 'unblock']) {
        const response = await callFrom(t, 'POST', `/members/v1/members/${id}/${action}`, { token: key });
        expect(response.statusCode).toBe(200);
        answers.push(response.json().member);
      }
      // Unblocking a member who is not blocked changes nothing and writes nothing.
      expect((await callFrom(t, 'POST', `/members/v1/members/${id}/unblock`, { token: key })).statusCode).toBe(200);
      expect((await callFrom(t, 'DELETE', `/members/v1/members/${id}`, { token: key })).statusCode).toBe(200);
      const events = await eventsOf(t, id);
      expect(events.map((e) => [e.eventType, e.sequence, e.entity?.status])).toEqual([
        [MemberEventType.CREATED, '1', 'PENDING'],
        [MemberEventType.STATUS_CHANGED, '2', 'APPROVED'],
        [MemberEventType.STATUS_CHANGED, '3', 'BLOCKED'],
        [MemberEventType.STATUS_CHANGED, '4', 'APPROVED'],
        [MemberEventType.STATUS_CHANGED, '5', 'DELETED'],
      ]);
      expect(events.slice(1, 4).map((e) => e.entity)).toEqual(answers);
      for (const event of events.slice(1)) expect(event.identity).toEqual(app);
    } finally {
      await setSiteSettings(t, { requireOwnerApproval: false });
    }
  });

  it('writes CREATED for a member a backend signs on, as the API key', async () => {
    const { key, app } = await merchant();
    const response = await callFrom(t, 'POST', '/_api/iam/authentication/v2/sign-on', { token: key, body: { loginId: { email: freshEmail() } } });
    expect(response.statusCode, response.body).toBe(200);
    const id = response.json().identity.id as string;
    const [event] = await eventsOf(t, id);
    expect(event).toMatchObject({ eventType: MemberEventType.CREATED, sequence: '1', identity: app, entity: { id, status: 'APPROVED' } });
  });

  it('writes nothing for a registration that is refused', async () => {
    const member = await registerMember(t);
    const before = await eventsOf(t, member.identityId);
    const again = await callFrom(t, 'POST', REGISTER, {
      token: await t.visitorToken(),
      ip: freshIp(),
      body: { loginId: { email: member.email }, password: 'another good password' },
    });
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    expect(await eventsOf(t, member.identityId)).toEqual(before);
  });
});
