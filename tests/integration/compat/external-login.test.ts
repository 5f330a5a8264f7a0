// External login with the unmodified @wix/sdk: a shop's server with its own identity provider gets member tokens with a merchant API key (authorized_client grant).
import { createClient, OAuthStrategy, TokenRole } from '@wix/sdk';
import { currentCart } from '@wix/ecom';
import { products } from '@wix/stores';
import { describe, expect, it } from 'vitest';
import { createApiKey, revokeApiKey } from '../../../src/server/auth/api-keys.js';
import { DEMO_CLIENT_ID, DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { freshEmail, registerMember } from '../../support/identity-flows.js';
import { useOfficialWix } from '../../support/official-wix.js';
import { otherSiteKey } from '../../support/order-operations.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
// The shop's server: no browser Origin.
const wix = useOfficialWix(t, { origin: null });
const STORES_APP_ID = '1380b703-ce81-ff05-f115-39571d94dfcd';

/** The shop server's client, with visitor tokens as the external-login guide starts (handle visitors first). */
async function shopServerClient() {
  const client = createClient({ modules: { products, currentCart }, auth: OAuthStrategy({ clientId: DEMO_CLIENT_ID }), fetch: wix.fetch });
  client.auth.setTokens(await client.auth.generateVisitorTokens());
  return client;
}

/** What the store answered the last token call (status and JSON body). */
function lastTokenAnswer(): { status: number; grant: unknown } {
  const call = wix.sent.filter((r) => r.path === '/oauth2/token').at(-1)!;
  return { status: call.status, grant: (JSON.parse(call.body ?? '{}') as { grant_type?: unknown }).grant_type };
}

/** The store's error for the external-login token call, sent as the SDK sends it. */
async function refusal(memberId: string, authorization: string, extra: Record<string, unknown> = {}) {
  const response = await wix.rawFetch(`${wix.base}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization },
    body: JSON.stringify({ grant_type: 'authorized_client', scope: 'offline_access', member_id: memberId, ...extra }),
  });
  const body = (await response.json()) as { message: string; details: { applicationError: { code: string } } };
  return { status: response.status, code: body.details.applicationError.code, message: body.message };
}

describe('getMemberTokensForExternalLogin', () => {
  it('gives member tokens for a member id with an API key of the site, which renew and act as the member', async () => {
    const member = await registerMember(t);
    const client = await shopServerClient();
    const tokens = await client.auth.getMemberTokensForExternalLogin(member.identityId, await t.merchantKey());
    expect(lastTokenAnswer()).toEqual({ status: 200, grant: 'authorized_client' });
    expect(tokens.refreshToken.role).toBe(TokenRole.MEMBER);
    expect(await t.ctx.tokens.verify(tokens.accessToken.value)).toMatchObject({ role: 'member', sub: member.identityId, cid: DEMO_CLIENT_ID });
    client.auth.setTokens(tokens);
    expect(client.auth.loggedIn()).toBe(true);
    const renewed = await client.auth.renewToken(tokens.refreshToken);
    expect((await t.ctx.tokens.verify(renewed.accessToken.value))?.sub).toBe(member.identityId);
  });

  it('hands the visitor’s cart over to the member', async () => {
    const member = await registerMember(t);
    const client = await shopServerClient();
    const { items } = await client.products.queryProducts().eq('slug', 'ceramic-mug').find();
    const mug = items[0]!;
    const variantId = mug.variants![0]!._id!;
    await client.currentCart.addToCurrentCart({
      lineItems: [{ catalogReference: { catalogItemId: mug._id!, appId: STORES_APP_ID, options: { variantId } }, quantity: 2 }],
    });
    client.auth.setTokens(await client.auth.getMemberTokensForExternalLogin(member.identityId, await t.merchantKey()));
    const cart = await client.currentCart.getCurrentCart();
    expect(cart.lineItems?.map((l) => [l.catalogReference?.catalogItemId, l.quantity])).toEqual([[mug._id, 2]]);
  });

  it('refuses a key of another site, a revoked key and no key, in the wire format', async () => {
    const member = await registerMember(t);
    const client = await shopServerClient();
    const visitorToken = client.auth.getTokens().accessToken.value;
    await expect(client.auth.getMemberTokensForExternalLogin(member.identityId, await otherSiteKey(t))).rejects.toThrow(/unauthorized_client/);
    expect(await refusal(member.identityId, `${visitorToken},${await otherSiteKey(t)}`)).toMatchObject({ status: 403, code: 'unauthorized_client' });
    const revoked = await createApiKey(t.handle.db, DEMO_SITE_ID, 'revoked');
    await revokeApiKey(t.handle.db, revoked.id, new Date());
    expect(await refusal(member.identityId, `${visitorToken},${revoked.key}`)).toMatchObject({ status: 401, code: 'invalid_client' });
    expect(await refusal(member.identityId, visitorToken)).toMatchObject({ status: 401, code: 'invalid_client' });
    expect(await refusal(member.identityId, `,${await t.merchantKey()}`)).toMatchObject({ status: 400, code: 'invalid_request' });
  });

  it('refuses an unknown member, another scope and a blocked member', async () => {
    const client = await shopServerClient();
    const authorization = `${client.auth.getTokens().accessToken.value},${await t.merchantKey()}`;
    expect(await refusal('00000000-0000-4000-8000-000000000000', authorization)).toMatchObject({ status: 400, code: 'invalid_grant' });
    const member = await registerMember(t);
    expect(await refusal(member.identityId, authorization, { scope: 'offline_access admin' })).toMatchObject({ status: 400, code: 'invalid_scope' });
    await t.ctx.db.updateTable('identities').set({ status: 'BLOCKED' }).where('id', '=', member.identityId).execute();
    expect(await refusal(member.identityId, authorization)).toMatchObject({ status: 400, code: 'invalid_grant' });
  });
});

describe('getMemberTokensForExternalLoginWithSession', () => {
  it('signs a new e-mail on as a member and gives their tokens', async () => {
    const email = freshEmail('external');
    const client = await shopServerClient();
    const tokens = await client.auth.getMemberTokensForExternalLoginWithSession(email, await t.merchantKey());
    expect(tokens.refreshToken.role).toBe(TokenRole.MEMBER);
    const claims = await t.ctx.tokens.verify(tokens.accessToken.value);
    const identity = await t.ctx.db.selectFrom('identities').select(['id', 'email']).where('id', '=', claims.sub).executeTakeFirstOrThrow();
    expect(identity.email).toBe(email);
  });

  it('gives an existing member their own tokens, and uses the sign-on’s session token once', async () => {
    const member = await registerMember(t);
    const client = await shopServerClient();
    const tokens = await client.auth.getMemberTokensForExternalLoginWithSession(member.email, await t.merchantKey());
    expect((await t.ctx.tokens.verify(tokens.accessToken.value)).sub).toBe(member.identityId);
    const authorization = `${client.auth.getTokens().accessToken.value},${await t.merchantKey()}`;
    const other = await registerMember(t);
    expect(await refusal(other.identityId, authorization, { session_token: member.sessionToken })).toMatchObject({ status: 400, code: 'invalid_grant' });
  });

  it('refuses an unknown key at sign-on, creating no member', async () => {
    const client = await shopServerClient();
    await expect(client.auth.getMemberTokensForExternalLoginWithSession(freshEmail('elsewhere'), 'tote_sk_not-a-key')).rejects.toThrow();
    const members = await t.ctx.db.selectFrom('identities').select('id').where('email', 'like', 'elsewhere%').execute();
    expect(members).toEqual([]);
  });
});
