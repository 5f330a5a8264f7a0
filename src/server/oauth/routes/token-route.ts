// POST /oauth2/token: visitor tokens (anonymous), renewal (refresh_token) and the grants other modules add.
import { Type } from 'typebox';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.js';
import { createRefreshToken, redeemRefreshToken } from '../../auth/index.js';
import { oauthError } from '../oauth-error.js';
import { authorizationCodeGrant } from '../authorization-code-grant.js';
import {
  AUTHORIZED_CLIENT_GRANT,
  authorizedClientCredentials,
  authorizedClientGrant,
  authorizedClientId,
  type AuthorizedClientCredentials,
} from '../authorized-client-grant.js';
import type { TypedApp } from '../../http/typed-app.js';
import { rateLimitAddress } from '../../http/rate-limit-address.js';
import { loadClient, type OAuthClient } from '../clients.js';
import { countAnonymousGrant } from '../anonymous-grant-limits.js';

/** The token request as the official SDK sends it (camelCase) or as RFC 6749 names it (snake_case). */
export const TokenRequest = Type.Object(
  {
    clientId: Type.Optional(Type.String({ maxLength: 200 })),
    client_id: Type.Optional(Type.String({ maxLength: 200 })),
    grantType: Type.Optional(Type.String({ maxLength: 100 })),
    grant_type: Type.Optional(Type.String({ maxLength: 100 })),
    refreshToken: Type.Optional(Type.String({ maxLength: 500 })),
    refresh_token: Type.Optional(Type.String({ maxLength: 500 })),
    code: Type.Optional(Type.String({ maxLength: 500 })),
    redirectUri: Type.Optional(Type.String({ maxLength: 2000 })),
    redirect_uri: Type.Optional(Type.String({ maxLength: 2000 })),
    codeVerifier: Type.Optional(Type.String({ maxLength: 200 })),
    code_verifier: Type.Optional(Type.String({ maxLength: 200 })),
    scope: Type.Optional(Type.String({ maxLength: 200 })),
    memberId: Type.Optional(Type.String({ maxLength: 200 })),
    member_id: Type.Optional(Type.String({ maxLength: 200 })),
    sessionToken: Type.Optional(Type.String({ maxLength: 4000 })),
    session_token: Type.Optional(Type.String({ maxLength: 4000 })),
  },
  { additionalProperties: true },
);

/** A token request with the names settled. */
export interface NormalizedTokenRequest {
  clientId: string;
  /** The client's address (behind trusted proxies, as TRUST_PROXY resolves it). */
  ip: string;
  grantType: string;
  refreshToken?: string;
  code?: string;
  redirectUri?: string;
  codeVerifier?: string;
  scope?: string;
  /** authorized_client: the member to issue tokens for. */
  memberId?: string;
  /** authorized_client: a sign-on's session token of that member. */
  sessionToken?: string;
  /** authorized_client: the access token and the API key of `Authorization`. */
  credentials?: AuthorizedClientCredentials;
}

/** The answer of every grant (RFC 6749 §5.1). */
export interface TokenResponse {
  access_token: string;
  expires_in: number;
  refresh_token: string;
  token_type: 'Bearer';
}

/** One grant type's handler; throws an application error when the grant is refused. */
export type GrantHandler = (ctx: AppContext, client: OAuthClient, request: NormalizedTokenRequest) => Promise<TokenResponse>;

export { oauthError };

// Limited per client address (anonymous-grant-limits.ts); the counters and the token's row in one transaction.
const anonymousGrant: GrantHandler = async (ctx, client, request) => {
  const subjectId = randomUUID();
  const refresh = await ctx.db.transaction().execute(async (trx) => {
    await countAnonymousGrant(trx, client.siteId, rateLimitAddress(request.ip), ctx.clock(), ctx.config.visitorTokenRateScale);
    return createRefreshToken(trx, ctx.clock, { siteId: client.siteId, clientId: client.id, role: 'visitor', subjectId });
  });
  const access = await ctx.tokens.sign({ sub: subjectId, site: client.siteId, cid: client.id, role: 'visitor', sid: refresh.id });
  return { access_token: access.token, expires_in: access.expiresIn, refresh_token: refresh.token, token_type: 'Bearer' };
};

const refreshTokenGrant: GrantHandler = async (ctx, client, request) => {
  if (!request.refreshToken) throw oauthError(400, 'invalid_request', 'refreshToken is required');
  const grant = await redeemRefreshToken(ctx.db, ctx.clock, request.refreshToken, client.id);
  if (!grant) throw oauthError(400, 'invalid_grant', 'The refresh token is unknown, revoked or expired');
  const access = await ctx.tokens.sign({
    sub: grant.subjectId,
    site: grant.siteId,
    cid: grant.clientId,
    role: grant.role,
    ...(grant.tokenId ? { sid: grant.tokenId } : {}),
  });
  // Not rotated: the official client keeps the refresh token it has (API.md).
  return { access_token: access.token, expires_in: access.expiresIn, refresh_token: request.refreshToken, token_type: 'Bearer' };
};

/** Grant handlers by grant type. */
export const grantHandlers = new Map<string, GrantHandler>([
  ['anonymous', anonymousGrant],
  ['refresh_token', refreshTokenGrant],
  ['authorization_code', authorizationCodeGrant],
  [AUTHORIZED_CLIENT_GRANT, authorizedClientGrant],
]);

/** Registers POST /oauth2/token. */
export function registerTokenRoute(app: TypedApp, ctx: AppContext): void {
  app.post('/oauth2/token', { schema: { body: TokenRequest, tags: ['oauth'], summary: 'Issue tokens for a grant' } }, async (request, reply) => {
    const body = request.body;
    const grantType = body.grantType ?? body.grant_type ?? '';
    // authorized_client names no client: it is the one of the access token sent with the API key.
    const credentials = grantType === AUTHORIZED_CLIENT_GRANT ? authorizedClientCredentials(request.headers.authorization) : undefined;
    const clientId = body.clientId ?? body.client_id ?? (credentials ? await authorizedClientId(ctx, credentials) : '');
    const normalized: NormalizedTokenRequest = {
      clientId,
      ip: request.ip,
      grantType,
      ...optional('refreshToken', body.refreshToken ?? body.refresh_token),
      ...optional('code', body.code),
      ...optional('redirectUri', body.redirectUri ?? body.redirect_uri),
      ...optional('codeVerifier', body.codeVerifier ?? body.code_verifier),
      ...optional('scope', body.scope),
      ...optional('memberId', body.memberId ?? body.member_id),
      ...optional('sessionToken', body.sessionToken ?? body.session_token),
      ...(credentials ? { credentials } : {}),
    };
    const handler = grantHandlers.get(normalized.grantType);
    if (!handler) throw oauthError(400, 'unsupported_grant_type', `grantType must be one of ${[...grantHandlers.keys()].join(', ')}`);
    if (!normalized.clientId) throw oauthError(400, 'invalid_request', 'clientId is required');
    const client = await loadClient(ctx, normalized.clientId);
    if (!client) throw oauthError(401, 'invalid_client', 'Unknown clientId');
    const origin = request.headers.origin;
    // The store's own hosted pages (same origin) may ask for tokens of any of its clients.
    if (origin && !client.allowedOrigins.includes(origin) && origin !== new URL(ctx.config.publicUrl).origin) {
      throw oauthError(403, 'invalid_client', `${origin} is not registered for this client`);
    }
    reply.header('cache-control', 'no-store');
    return handler(ctx, client, normalized);
  });
}

function optional<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, string>);
}
