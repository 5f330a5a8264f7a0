// The member hand-off: a membersAccount session a member made opens the account page signed in (the hosted session cookie),
// once and soon; a reused, foreign, visitor's, late or non-page hand-off is refused and changes nothing.
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { MEMBER_HAND_OFF_TTL_MS } from '../../../src/server/identity/members/member-hand-off.js';
import { callFrom, memberTokensFor, pathOf, registerMember, SHOP_ORIGIN } from '../../support/identity-flows.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
const SESSION_PATH = '/_api/redirects-api/v1/redirect-session';
const PAGE_LOAD = { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'cross-site' };

/** A registered member with an access token, as the widget holds one after its sign-in. */
async function memberWithToken() {
  const member = await registerMember(t);
  const token = (await memberTokensFor(t, member.visitorToken, member.sessionToken)).access_token;
  return { ...member, token };
}

/** A redirect session made with `token` (the widget's "My account" / "My orders"). */
async function accountSession(token: string, section = 'ORDERS'): Promise<{ id: string; fullUrl: string }> {
  const response = await callFrom(t, 'POST', SESSION_PATH, {
    token,
    headers: { origin: SHOP_ORIGIN },
    body: { membersAccount: { section }, callbacks: { postFlowUrl: `${SHOP_ORIGIN}/` } },
  });
  expect(response.statusCode).toBe(200);
  return response.json().redirectSession;
}

function openPage(url: string, headers: Record<string, string> = PAGE_LOAD): Promise<LightMyRequestResponse> {
  return callFrom(t, 'GET', url.startsWith('http') ? pathOf(url) : url, { headers });
}

function cookieOf(response: LightMyRequestResponse): string | undefined {
  const header = [response.headers['set-cookie']].flat().filter(Boolean).map(String);
  return header.find((c) => c.startsWith('tote_session_'))?.split(';')[0];
}

/** How many unrevoked hosted sessions a member has (a redirect-mode sign-in with a session token starts one too). */
async function liveSessionsOf(identityId: string): Promise<number> {
  return (await t.ctx.db.selectFrom('identity_sessions').select('id').where('identity_id', '=', identityId).where('revoked_at', 'is', null).execute()).length;
}

/** True when the cookie is a live hosted session: a login link opened with it goes straight on instead of asking. */
async function isSignedIn(cookie: string): Promise<boolean> {
  const login = await callFrom(t, 'POST', SESSION_PATH, { token: await t.visitorToken(), body: { login: {} } });
  const page = await callFrom(t, 'GET', `/hosted/login?session=${login.json().redirectSession.id}`, { headers: { cookie } });
  return page.statusCode === 302;
}

describe('the member hand-off', () => {
  it('puts a hand-off in the URL of a member’s account session, and none in a visitor’s', async () => {
    const member = await memberWithToken();
    const mine = await accountSession(member.token);
    expect(new URL(mine.fullUrl).searchParams.get('session')).toBe(mine.id);
    expect(new URL(mine.fullUrl).pathname).toBe('/hosted/account/orders');
    const visitors = await accountSession(await t.visitorToken());
    expect(new URL(visitors.fullUrl).search).toBe('');
  });

  it('signs the browser in on the first load and sends it to the same page without the hand-off', async () => {
    const member = await memberWithToken();
    const session = await accountSession(member.token);
    const before = await liveSessionsOf(member.identityId);
    const first = await openPage(session.fullUrl);
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/hosted/account/orders?client=demo');
    expect(first.headers['cache-control']).toBe('no-store');
    const cookie = cookieOf(first);
    expect(cookie).toBeDefined();
    const setCookie = String([first.headers['set-cookie']].flat()[0]);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//i);
    expect(await liveSessionsOf(member.identityId)).toBe(before + 1);
    expect(await isSignedIn(cookie!)).toBe(true);
    // The clean page is the account page itself.
    const page = await openPage(first.headers.location as string, { ...PAGE_LOAD, cookie: cookie! });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('refuses a hand-off used once already: the page opens without signing anyone in', async () => {
    const member = await memberWithToken();
    const session = await accountSession(member.token);
    expect((await openPage(session.fullUrl)).statusCode).toBe(303);
    const again = await openPage(session.fullUrl);
    expect(again.statusCode).not.toBe(303);
    expect(cookieOf(again)).toBeUndefined();
  });

  it('refuses sessions that are no hand-off: a visitor’s, a checkout’s, a login’s, and an unknown id', async () => {
    const member = await memberWithToken();
    const visitor = await t.visitorToken();
    const visitors = await accountSession(visitor);
    const login = (await callFrom(t, 'POST', SESSION_PATH, { token: member.token, body: { login: {} } })).json().redirectSession.id;
    const checkout = (
      await callFrom(t, 'POST', SESSION_PATH, { token: member.token, body: { ecomCheckout: { checkoutId: '00000000-0000-4000-8000-000000000000' } } })
    ).json().redirectSession.id;
    for (const id of [visitors.id, login, checkout, '00000000-0000-4000-8000-00000000abcd', 'nonsense']) {
      const page = await openPage(`/hosted/account/orders?session=${id}`);
      expect(page.statusCode, id).not.toBe(303);
      expect(cookieOf(page), id).toBeUndefined();
    }
    // The refused login session was not used up.
    const still = await t.ctx.db.selectFrom('redirect_sessions').select('consumed_at').where('id', '=', login).executeTakeFirstOrThrow();
    expect(still.consumed_at).toBeNull();
  });

  it('refuses a hand-off older than its few minutes', async () => {
    const member = await memberWithToken();
    const session = await accountSession(member.token);
    await t.ctx.db
      .updateTable('redirect_sessions')
      .set({ created_at: new Date(Date.now() - MEMBER_HAND_OFF_TTL_MS - 1000) })
      .where('id', '=', session.id)
      .execute();
    const page = await openPage(session.fullUrl);
    expect(page.statusCode).not.toBe(303);
    expect(cookieOf(page)).toBeUndefined();
  });

  it('ignores loads that are not a page (a fetch, an image, a frame) and keeps the hand-off for the real one', async () => {
    const member = await memberWithToken();
    const session = await accountSession(member.token);
    for (const dest of ['empty', 'image', 'iframe']) {
      const page = await openPage(session.fullUrl, { 'sec-fetch-dest': dest, 'sec-fetch-mode': dest === 'iframe' ? 'navigate' : 'no-cors' });
      expect(cookieOf(page), dest).toBeUndefined();
    }
    expect((await openPage(session.fullUrl)).statusCode).toBe(303);
  });

  it('refuses the hand-off of a member who was blocked since', async () => {
    const member = await memberWithToken();
    const session = await accountSession(member.token);
    await t.ctx.db.updateTable('identities').set({ status: 'BLOCKED' }).where('id', '=', member.identityId).execute();
    const page = await openPage(session.fullUrl);
    expect(cookieOf(page)).toBeUndefined();
  });

  it('switches a browser signed in as another member to the member who asked, ending the other session', async () => {
    const first = await memberWithToken();
    const second = await memberWithToken();
    const signedIn = cookieOf(await openPage((await accountSession(first.token)).fullUrl))!;
    const switched = await openPage((await accountSession(second.token)).fullUrl, { ...PAGE_LOAD, cookie: signedIn });
    expect(switched.statusCode).toBe(303);
    expect(cookieOf(switched)).toBeDefined();
    expect(await isSignedIn(signedIn)).toBe(false);
    expect(await isSignedIn(cookieOf(switched)!)).toBe(true);
  });

  it('keeps the session of a browser signed in as the same member', async () => {
    const member = await memberWithToken();
    const signedIn = cookieOf(await openPage((await accountSession(member.token)).fullUrl))!;
    const before = await liveSessionsOf(member.identityId);
    const again = await openPage((await accountSession(member.token)).fullUrl, { ...PAGE_LOAD, cookie: signedIn });
    expect(again.statusCode).toBe(303);
    expect(cookieOf(again)).toBeUndefined();
    expect(await isSignedIn(signedIn)).toBe(true);
    expect(await liveSessionsOf(member.identityId)).toBe(before);
  });
});
