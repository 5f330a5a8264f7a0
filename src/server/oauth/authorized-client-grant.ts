// The authorized_client grant: a shop's server with a merchant API key gets member tokens for a member it signed in itself (external login).
import type { AppContext } from '../context.js';
import { API_KEY_PREFIX, liveApiKey, createRefreshToken } from '../auth/index.js';
import { queueCartsMerged, mergeCarts } from '../cart/index.js';
import { findIdentity, consumeSessionToken } from '../identity/index.js';
import { oauthError } from './oauth-error.js';
import type { GrantHandler } from './routes/token-route.js';

/** The grant type, as the official SDK sends it. */
export const AUTHORIZED_CLIENT_GRANT = 'authorized_client';

/** The only scope a member's tokens have. */
const MEMBER_SCOPE = 'offline_access';

/** The parts of `Authorization: <access token>,<API key>` (as the official SDK sends it; either part may be missing). */
export interface AuthorizedClientCredentials {
  accessToken?: string;
  apiKey?: string;
}

/** Splits the header into the OAuth client's access token and the merchant API key. */
export function authorizedClientCredentials(header: string | undefined): AuthorizedClientCredentials {
  const parts = (header ?? '')
    .split(',')
    .map((part) => part.trim().replace(/^bearer\s+/i, ''))
    .filter((part) => part !== '');
  const apiKey = parts.find((part) => part.startsWith(API_KEY_PREFIX));
  const accessToken = parts.find((part) => !part.startsWith(API_KEY_PREFIX));
  return { ...(accessToken ? { accessToken } : {}), ...(apiKey ? { apiKey } : {}) };
}

/** The OAuth client the grant is for: the one of the access token in `Authorization` (the request body names none). */
export async function authorizedClientId(ctx: AppContext, credentials: AuthorizedClientCredentials): Promise<string> {
  if (!credentials.accessToken) {
    throw oauthError(400, 'invalid_request', 'Send the OAuth client’s visitor access token before the API key in Authorization (<access token>,<API key>)');
  }
  const claims = await ctx.tokens.verify(credentials.accessToken).catch(() => undefined);
  if (!claims) throw oauthError(401, 'invalid_client', 'The access token in Authorization is not valid');
  return claims.cid;
}

/**
 * Member tokens for `member_id`, for a server that holds a merchant API key of the member's site (an API key may act
 * for every member of its own site, and only of it). With `session_token` (from sign-on) the token must be this member's
 * and is used up. The only scope is `offline_access`. A visitor access token in `Authorization` hands that visitor's
 * cart over to the member, as a login does.
 */
export const authorizedClientGrant: GrantHandler = async (ctx: AppContext, client, request) => {
  const credentials = request.credentials ?? {};
  const key = credentials.apiKey ? await liveApiKey(ctx.db, credentials.apiKey) : undefined;
  if (!key) throw oauthError(401, 'invalid_client', 'The authorized_client grant needs a merchant API key in Authorization (<access token>,<API key>)');
  if (key.siteId !== client.siteId) throw oauthError(403, 'unauthorized_client', 'The API key is not of this client’s site');
  if (request.scope !== undefined && request.scope.split(' ').some((scope) => scope !== MEMBER_SCOPE)) {
    throw oauthError(400, 'invalid_scope', `scope must be ${MEMBER_SCOPE}`);
  }
  if (!request.memberId) throw oauthError(400, 'invalid_request', 'member_id is required');
  const identity = await findIdentity(ctx.db, client.siteId, request.memberId);
  if (!identity) throw oauthError(400, 'invalid_grant', 'No member of this site has this id');
  if (identity.status !== 'ACTIVE') throw oauthError(400, 'invalid_grant', 'The member cannot log in');
  if (request.sessionToken !== undefined) {
    const claims = await consumeSessionToken(ctx, request.sessionToken);
    if (!claims || claims.siteId !== client.siteId || claims.identityId !== identity.id) {
      throw oauthError(400, 'invalid_grant', 'The session token is not valid, was used, or is of another member');
    }
  }
  const visitor = credentials.accessToken ? await ctx.tokens.verify(credentials.accessToken).catch(() => undefined) : undefined;
  const visitorId = visitor?.role === 'visitor' && visitor.site === client.siteId ? visitor.sub : undefined;
  const now = ctx.clock();
  const refresh = await ctx.db.transaction().execute(async (trx) => {
    const issued = await createRefreshToken(trx, ctx.clock, { siteId: client.siteId, clientId: client.id, role: 'member', subjectId: identity.id });
    const merged = visitorId ? await mergeCarts(trx, client.siteId, visitorId, identity.id) : undefined;
    if (merged) await queueCartsMerged(trx, { kind: 'member', subjectId: identity.id, siteId: client.siteId }, merged, ctx.config.publicUrl, now);
    return issued;
  });
  const access = await ctx.tokens.sign({ sub: identity.id, site: client.siteId, cid: client.id, role: 'member', sid: refresh.id });
  return { access_token: access.token, expires_in: access.expiresIn, refresh_token: refresh.token, token_type: 'Bearer' };
};
