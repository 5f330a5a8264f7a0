// Revoked means revoked: after block, delete, logout, password change or reset, all the member's access tokens fail on their next request, in every process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildApp } from '../../../src/server/app.js';
import { createContext } from '../../../src/server/context.js';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/connect.js';
import type { TypedApp } from '../../../src/server/http/typed-app.js';
import { insertProduct } from '../../support/cart-fixtures.js';
import { callFrom, latestLink, loginAs, memberTokensFor, registerMember, SHOP_ORIGIN } from '../../support/identity-flows.js';
import { testDatabaseKind } from '../../support/test-database.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
const APP_ID = '1380b703-ce81-ff05-f115-39571d94dfcd';
let productId = '';

beforeAll(async () => {
  productId = (await insertProduct(t.handle.db, 'tote-demo', { name: 'Revocation tee' })).id;
});

/** A signed-in member: access and refresh tokens of a session of their own. */
async function signedInMember() {
  const member = await registerMember(t);
  const tokens = await memberTokensFor(t, member.visitorToken, member.sessionToken);
  return { ...member, access: tokens.access_token, refresh: tokens.refresh_token };
}

/** What a member does with a token: read their profile, add to their cart and read it (after the add: a member without a cart hears 404). */
async function memberCalls(app: TypedApp, token: string): Promise<number[]> {
  const [profile, added] = await Promise.all([
    app.inject({ method: 'GET', url: '/members/v1/members/my', headers: { authorization: token } }),
    app.inject({
      method: 'POST',
      url: '/ecom/v1/carts/current/add-to-cart',
      headers: { authorization: token, 'content-type': 'application/json' },
      payload: JSON.stringify({ lineItems: [{ catalogReference: { catalogItemId: productId, appId: APP_ID }, quantity: 1 }] }),
    }),
  ]);
  const read = await app.inject({ method: 'GET', url: '/ecom/v1/carts/current', headers: { authorization: token } });
  return [profile, read, added].map((r) => r.statusCode);
}

/** The status of a renewal with a refresh token (400 `invalid_grant` once revoked). */
async function refreshStatus(refreshToken: string): Promise<number> {
  return (await callFrom(t, 'POST', '/oauth2/token', { body: { clientId: 'demo', grantType: 'refresh_token', refreshToken } })).statusCode;
}

async function expectRevoked(app: TypedApp, token: string): Promise<void> {
  expect(await memberCalls(app, token)).toEqual([401, 401, 401]);
  const answer = await app.inject({ method: 'GET', url: '/ecom/v1/carts/current', headers: { authorization: token } });
  expect(answer.json().details.applicationError).toMatchObject({ code: 'UNAUTHENTICATED', description: 'The access token was revoked' });
}

describe('member access tokens end with their session', () => {
  it('work while the session lives (and keep working: the answer is cached)', async () => {
    const member = await signedInMember();
    expect(await memberCalls(t.app, member.access)).toEqual([200, 200, 200]);
    expect(await memberCalls(t.app, member.access)).toEqual([200, 200, 200]);
  });

  it('fail at once when the owner blocks the member', async () => {
    const member = await signedInMember();
    expect(await memberCalls(t.app, member.access)).toEqual([200, 200, 200]);
    const blocked = await callFrom(t, 'POST', `/members/v1/members/${member.identityId}/block`, { token: await t.merchantKey(), body: {} });
    expect(blocked.statusCode).toBe(200);
    await expectRevoked(t.app, member.access);
    expect(await refreshStatus(member.refresh)).toBe(400);
  });

  it('fail at once when the owner deletes the member', async () => {
    const member = await signedInMember();
    expect(await memberCalls(t.app, member.access)).toEqual([200, 200, 200]);
    expect((await callFrom(t, 'DELETE', `/members/v1/members/${member.identityId}`, { token: await t.merchantKey() })).statusCode).toBe(200);
    await expectRevoked(t.app, member.access);
  });

  it("all fail at once after logout, every session of the member's (another device's too), and their refresh tokens are refused", async () => {
    const member = await signedInMember();
    const otherVisitor = await t.visitorToken();
    const other = await memberTokensFor(t, otherVisitor, (await loginAs(t, member.email, member.password, { visitorToken: otherVisitor })).json().sessionToken);
    const stranger = await signedInMember();
    expect(await memberCalls(t.app, member.access)).toEqual([200, 200, 200]);
    expect(await memberCalls(t.app, other.access_token)).toEqual([200, 200, 200]);
    const logout = await callFrom(t, 'POST', '/_api/redirects-api/v1/redirect-session', {
      token: member.access,
      body: { logout: { clientId: 'demo' }, callbacks: { postFlowUrl: `${SHOP_ORIGIN}/bye` } },
    });
    expect(logout.statusCode).toBe(200);
    await expectRevoked(t.app, member.access);
    await expectRevoked(t.app, other.access_token);
    for (const token of [member.refresh, other.refresh_token]) expect(await refreshStatus(token)).toBe(400);
    // Another member keeps theirs.
    expect(await memberCalls(t.app, stranger.access)).toEqual([200, 200, 200]);
    expect(await refreshStatus(stranger.refresh)).toBe(200);
  });

  it('fail at once, refresh included, when the logout link is followed with the member token', async () => {
    const member = await signedInMember();
    expect(await memberCalls(t.app, member.access)).toEqual([200, 200, 200]);
    const out = await callFrom(t, 'GET', '/_api/iam/authentication/v1/logout?clientId=demo', { token: member.access });
    expect(out.statusCode).toBe(200);
    await expectRevoked(t.app, member.access);
    expect(await refreshStatus(member.refresh)).toBe(400);
  });

  it("all fail at once after a password change, the caller's included", async () => {
    const member = await signedInMember();
    const here = member.access;
    expect(await memberCalls(t.app, here)).toEqual([200, 200, 200]);
    const changed = await callFrom(t, 'POST', '/_api/iam/authentication/v2/change-password', { token: here, body: { newPassword: 'changed password 1' } });
    expect(changed.statusCode).toBe(200);
    await expectRevoked(t.app, here);
  });

  it('all fail at once after a password reset', async () => {
    const member = await signedInMember();
    expect(await memberCalls(t.app, member.access)).toEqual([200, 200, 200]);
    const visitor = await t.visitorToken();
    await callFrom(t, 'POST', '/_api/iam/recovery/v1/send-email', { token: visitor, body: { email: member.email } });
    const recoveryToken = new URL(await latestLink(t, member.email)).searchParams.get('recoveryToken')!;
    expect(
      (await callFrom(t, 'POST', '/_api/iam/recovery/v1/recover', { token: visitor, body: { recoveryToken, password: 'brand new password' } })).statusCode,
    ).toBe(200);
    await expectRevoked(t.app, member.access);
  });

  it('leave visitors alone', async () => {
    const visitor = await t.visitorToken();
    // Accepted: a visitor without a cart hears OWNED_CART_NOT_FOUND (not 401).
    const read = await callFrom(t, 'GET', '/ecom/v1/carts/current', { token: visitor });
    expect(read.statusCode).toBe(404);
    expect(read.json().details.applicationError.code).toBe('OWNED_CART_NOT_FOUND');
  });
});

describe('in another server process', () => {
  let other: { app: TypedApp; handle?: DatabaseHandle } | undefined;

  beforeAll(async () => {
    if (testDatabaseKind() === 'postgres') {
      // A second process: its own pool and its own listening connection, on the same schema.
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.ctx.db);
      const handle = await openDatabase({ kind: 'postgres', url: process.env.TEST_DATABASE_URL!, schema: rows[0]!.schema, poolSize: 4 });
      const app = await buildApp(createContext(t.ctx.config, handle.db, undefined, handle.feed));
      await app.ready();
      other = { app, handle };
    } else {
      // PGlite has one process: a second app on the same database hears ends only through the feed.
      const app = await buildApp(createContext(t.ctx.config, t.handle.db, undefined, t.handle.feed));
      await app.ready();
      other = { app };
    }
  });

  afterAll(async () => {
    await other?.app.close();
    await other?.handle?.close();
  });

  it('a token the other process has cached as live fails there within moments of the block', async () => {
    const member = await signedInMember();
    // Wait until the other process listens, then let it cache the session as live.
    await expect.poll(async () => (await memberCalls(other!.app, member.access)).join(), { timeout: 10_000 }).toBe('200,200,200');
    expect(await memberCalls(other!.app, member.access)).toEqual([200, 200, 200]);
    const started = Date.now();
    expect((await callFrom(t, 'POST', `/members/v1/members/${member.identityId}/block`, { token: await t.merchantKey(), body: {} })).statusCode).toBe(200);
    await expect
      .poll(async () => (await other!.app.inject({ method: 'GET', url: '/ecom/v1/carts/current', headers: { authorization: member.access } })).statusCode, {
        timeout: 5_000,
        interval: 5,
      })
      .toBe(401);
    const elapsedMs = Date.now() - started;
    console.log(`revocation reached the other process in ${elapsedMs} ms (${testDatabaseKind()})`);
    expect(elapsedMs).toBeLessThan(5_000);
    await expectRevoked(other!.app, member.access);
  });

  it("a logout in this process ends the member's other session there too, cached as live, and its renewal", async () => {
    const member = await signedInMember();
    const phoneVisitor = await t.visitorToken();
    const phone = await memberTokensFor(t, phoneVisitor, (await loginAs(t, member.email, member.password, { visitorToken: phoneVisitor })).json().sessionToken);
    await expect.poll(async () => (await memberCalls(other!.app, phone.access_token)).join(), { timeout: 10_000 }).toBe('200,200,200');
    const logout = await callFrom(t, 'POST', '/_api/redirects-api/v1/redirect-session', { token: member.access, body: { logout: { clientId: 'demo' } } });
    expect(logout.statusCode).toBe(200);
    await expect
      .poll(
        async () => (await other!.app.inject({ method: 'GET', url: '/ecom/v1/carts/current', headers: { authorization: phone.access_token } })).statusCode,
        {
          timeout: 5_000,
          interval: 5,
        },
      )
      .toBe(401);
    await expectRevoked(other!.app, phone.access_token);
    const renewal = await other!.app.inject({
      method: 'POST',
      url: '/oauth2/token',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ clientId: 'demo', grantType: 'refresh_token', refreshToken: phone.refresh_token }),
    });
    expect(renewal.statusCode).toBe(400);
  });

  it.runIf(testDatabaseKind() === 'postgres')('keeps working after the listening connection is killed: it reconnects and starts its cache over', async () => {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.ctx.db);
    const killed = await sql<{
      pid: number;
    }>`select pg_terminate_backend(pid) as pid from pg_stat_activity where query = ${`listen "tote_changes_${rows[0]!.schema}"`}`.execute(t.ctx.db);
    expect(killed.rows.length).toBeGreaterThanOrEqual(1);
    await expect.poll(() => other!.handle!.feed.live && t.handle.feed.live, { timeout: 15_000, interval: 50 }).toBe(true);
    const member = await signedInMember();
    expect(await memberCalls(other!.app, member.access)).toEqual([200, 200, 200]);
    expect((await callFrom(t, 'POST', `/members/v1/members/${member.identityId}/block`, { token: await t.merchantKey(), body: {} })).statusCode).toBe(200);
    await expect
      .poll(async () => (await other!.app.inject({ method: 'GET', url: '/ecom/v1/carts/current', headers: { authorization: member.access } })).statusCode, {
        timeout: 5_000,
        interval: 5,
      })
      .toBe(401);
  });
});
