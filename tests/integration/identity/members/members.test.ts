// The site owner's members calls: list, block (every session ends), unblock, delete (the e-mail is free again), the member's own record.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../support/test-app.js';
import { callFrom, loginAs, memberTokensFor, registerMember } from '../../../support/identity-flows.js';

const t = useTestApp();

describe('members', () => {
  it('blocks a member: the refresh token stops working and login is refused; unblocking lets them back', async () => {
    const member = await registerMember(t);
    const tokens = await memberTokensFor(t, member.visitorToken, member.sessionToken);
    const key = await t.merchantKey();
    expect((await callFrom(t, 'POST', `/members/v1/members/${member.identityId}/block`, { token: key })).json().member.status).toBe('BLOCKED');
    const renewed = await callFrom(t, 'POST', '/oauth2/token', { body: { clientId: 'demo', grantType: 'refresh_token', refreshToken: tokens.refresh_token } });
    expect(renewed.json().details.applicationError.code).toBe('invalid_grant');
    expect((await loginAs(t, member.email, member.password)).json().details.applicationError.code).toBe('MEMBER_BLOCKED');
    expect((await callFrom(t, 'POST', `/members/v1/members/${member.identityId}/unblock`, { token: key })).json().member.status).toBe('APPROVED');
    expect((await loginAs(t, member.email, member.password)).json().state).toBe('SUCCESS');
  });

  it('lists members by status for the owner only', async () => {
    const member = await registerMember(t);
    const key = await t.merchantKey();
    const list = await callFrom(t, 'GET', '/members/v1/members?status=ACTIVE&limit=100', { token: key });
    expect(list.statusCode).toBe(200);
    expect(list.json().members.map((m: { id: string }) => m.id)).toContain(member.identityId);
    expect((await callFrom(t, 'GET', '/members/v1/members', { token: member.visitorToken })).statusCode).toBe(403);
  });

  it('shows members their own record', async () => {
    const member = await registerMember(t, { profile: { firstName: 'Grace', nickname: 'gh' } });
    const tokens = await memberTokensFor(t, member.visitorToken, member.sessionToken);
    const mine = await callFrom(t, 'GET', '/members/v1/members/my', { token: tokens.access_token });
    expect(mine.json().member).toMatchObject({ id: member.identityId, loginEmail: member.email, contact: { firstName: 'Grace' }, profile: { nickname: 'gh' } });
  });

  it('deletes a member: sessions end and the e-mail can register again', async () => {
    const member = await registerMember(t);
    const key = await t.merchantKey();
    expect((await callFrom(t, 'DELETE', `/members/v1/members/${member.identityId}`, { token: key })).json()).toEqual({});
    expect((await loginAs(t, member.email, member.password)).json().details.applicationError.code).toBe('-19999');
    const again = await registerMember(t, { email: member.email });
    expect(again.identityId).not.toBe(member.identityId);
  });

  it('does not show or change members of another site', async () => {
    const member = await registerMember(t);
    await t.ctx.db
      .insertInto('sites')
      .values({ id: 'site-b', name: 'B', currency: 'USD', settings: '{}' })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const { createApiKey } = await import('../../../../src/server/auth/api-keys.js');
    const otherKey = (await createApiKey(t.ctx.db, 'site-b', 'b')).key;
    expect((await callFrom(t, 'GET', `/members/v1/members/${member.identityId}`, { token: otherKey })).statusCode).toBe(404);
    expect((await callFrom(t, 'POST', `/members/v1/members/${member.identityId}/block`, { token: otherKey })).statusCode).toBe(404);
  });

  it('signs on only with a merchant API key (alone, or after a visitor token as the official SDK sends it)', async () => {
    const body = { loginId: { email: 'signon-check@example.com' }, verifyEmail: true };
    expect((await callFrom(t, 'POST', '/_api/iam/authentication/v2/sign-on', { token: await t.visitorToken(), body })).statusCode).toBe(403);
    const key = await t.merchantKey();
    const alone = await callFrom(t, 'POST', '/_api/iam/authentication/v2/sign-on', { token: key, body });
    expect(alone.statusCode).toBe(200);
    expect(alone.json().identity.email).toEqual({ address: 'signon-check@example.com', isVerified: true });
    const joined = await callFrom(t, 'POST', '/_api/iam/authentication/v2/sign-on', { headers: { authorization: `${await t.visitorToken()},${key}` }, body });
    expect(joined.json().identity.id).toBe(alone.json().identity.id);
    const tokens = await memberTokensFor(t, await t.visitorToken(), joined.json().sessionToken);
    expect((await t.ctx.tokens.verify(tokens.access_token)).sub).toBe(alone.json().identity.id);
  });
});
