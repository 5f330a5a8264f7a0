// The authorization_code grant (RFC 6749 §4.1.3) with PKCE (RFC 7636 §4.6): member tokens, and the visitor's cart merged into the member's.
import type { AppContext } from '../context.js';
import { createRefreshToken } from '../auth/index.js';
import { queueCartsMerged, mergeCarts } from '../cart/index.js';
import { findIdentity } from '../identity/index.js';
import { claimAuthorizationCode, findUsedCode, recordCodeTokens } from './authorization-codes.js';
import { isCodeVerifier, verifierMatches } from './pkce.js';
import { oauthError } from './oauth-error.js';
import type { GrantHandler } from './routes/token-route.js';

/**
 * Exchanges a code: it must be this client's, unexpired, unused, sent with the same redirect URI as the authorization
 * request (both absent counts as the same) and with the verifier of its challenge. A replayed code is refused and the
 * refresh token it produced is revoked (RFC 6749 §4.1.2). The refresh token is not rotated later (role `member`).
 */
export const authorizationCodeGrant: GrantHandler = async (ctx: AppContext, client, request) => {
  if (!request.code) throw oauthError(400, 'invalid_request', 'code is required');
  if (!request.codeVerifier) throw oauthError(400, 'invalid_request', 'codeVerifier is required (PKCE)');
  if (!isCodeVerifier(request.codeVerifier)) throw oauthError(400, 'invalid_request', 'codeVerifier must be 43 to 128 characters of A-Z a-z 0-9 - . _ ~');
  const now = ctx.clock();
  const row = await claimAuthorizationCode(ctx.db, now, request.code);
  if (!row) {
    const used = await findUsedCode(ctx.db, request.code);
    if (used?.refresh_token_id) await ctx.sessions.endOne(ctx.db, ctx.clock, used.site_id, used.refresh_token_id);
    throw oauthError(400, 'invalid_grant', used ? 'The authorization code was already used' : 'The authorization code is unknown');
  }
  if (row.client_id !== client.id) throw oauthError(400, 'invalid_grant', 'The authorization code was issued to another client');
  if (row.expires_at.getTime() <= now.getTime()) throw oauthError(400, 'invalid_grant', 'The authorization code has expired');
  if ((request.redirectUri ?? null) !== row.redirect_uri) throw oauthError(400, 'invalid_grant', 'redirectUri does not match the authorization request');
  if (!verifierMatches(request.codeVerifier, row.code_challenge)) throw oauthError(400, 'invalid_grant', 'codeVerifier does not match the code challenge');
  const identity = await findIdentity(ctx.db, row.site_id, row.identity_id);
  if (!identity || identity.status !== 'ACTIVE') throw oauthError(400, 'invalid_grant', 'The member cannot log in');
  const refresh = await ctx.db.transaction().execute(async (trx) => {
    const issued = await createRefreshToken(trx, ctx.clock, { siteId: row.site_id, clientId: client.id, role: 'member', subjectId: identity.id });
    await recordCodeTokens(trx, row.code_hash, issued.id);
    const merged = row.visitor_id ? await mergeCarts(trx, row.site_id, row.visitor_id, identity.id) : undefined;
    if (merged) await queueCartsMerged(trx, { kind: 'member', subjectId: identity.id, siteId: row.site_id }, merged, ctx.config.publicUrl, now);
    return issued;
  });
  const access = await ctx.tokens.sign({ sub: identity.id, site: row.site_id, cid: client.id, role: 'member', sid: refresh.id });
  return { access_token: access.token, expires_in: access.expiresIn, refresh_token: refresh.token, token_type: 'Bearer' };
};
