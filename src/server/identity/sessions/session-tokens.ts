// Session tokens: what a successful login returns. Short-lived EdDSA JWTs, single use, traded at /oauth2/authorize for a code.
import { randomUUID } from 'node:crypto';
import { decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';
import type { AppContext } from '../../context.js';
import { claimNonce } from '../security/used-nonces.js';

/** How long a session token can be used, in seconds. */
export const SESSION_TOKEN_TTL_SECONDS = 600;
/** The JWT `typ` that tells a session token apart from an access token. */
const TYP = 'tote-session+jwt';
const AUDIENCE = 'tote:session';

/** What a session token says. */
export interface SessionClaims {
  /** The member's identity id. */
  identityId: string;
  siteId: string;
  /** The visitor who logged in (their cart merges into the member's). */
  visitorId: string | undefined;
  /** Unique id: recorded when the token is used, so it works once. */
  jti: string;
  /** When the member authenticated (seconds since the epoch): the token's issue time, or `auth_time` for a carried sign-in. */
  authTime: number;
  /** True for a token that carries an earlier sign-in on (a redirect session's), not one a login just produced. */
  carried: boolean;
  /** Expiry (seconds since the epoch). */
  exp: number;
}

/**
 * Signs a session token for a member who just authenticated, or, with `authTime`, one that carries on a sign-in made
 * earlier (then it does not count as a fresh login where one is required, such as `prompt=login`).
 */
export async function issueSessionToken(
  ctx: Pick<AppContext, 'keys' | 'clock' | 'config'>,
  claims: { identityId: string; siteId: string; visitorId?: string; authTime?: Date },
): Promise<string> {
  const signer = await ctx.keys.signerFor(claims.siteId);
  const now = Math.floor(ctx.clock().getTime() / 1000);
  const carried = claims.authTime ? { auth_time: Math.floor(claims.authTime.getTime() / 1000) } : {};
  return new SignJWT({ site: claims.siteId, ...(claims.visitorId ? { vid: claims.visitorId } : {}), ...carried })
    .setProtectedHeader({ alg: 'EdDSA', kid: signer.kid, typ: TYP })
    .setSubject(claims.identityId)
    .setIssuer(ctx.config.publicUrl)
    .setAudience(AUDIENCE)
    .setJti(randomUUID())
    .setIssuedAt(now)
    .setExpirationTime(now + SESSION_TOKEN_TTL_SECONDS)
    .sign(signer.key);
}

/** The claims of a valid, unexpired session token of this store, or undefined (it is not consumed). */
export async function readSessionToken(ctx: Pick<AppContext, 'keys' | 'clock' | 'config'>, token: string): Promise<SessionClaims | undefined> {
  if (typeof token !== 'string' || token.length > 4000) return undefined;
  let kid: string | undefined;
  let typ: string | undefined;
  try {
    ({ kid, typ } = decodeProtectedHeader(token));
  } catch {
    return undefined;
  }
  if (!kid || typ !== TYP) return undefined;
  const verifier = await ctx.keys.verifierFor(kid);
  if (!verifier) return undefined;
  try {
    const { payload } = await jwtVerify(token, verifier.key, {
      issuer: ctx.config.publicUrl,
      audience: AUDIENCE,
      typ: TYP,
      algorithms: ['EdDSA'],
      currentDate: ctx.clock(),
    });
    if (payload.site !== verifier.siteId || typeof payload.sub !== 'string' || typeof payload.jti !== 'string') return undefined;
    return {
      identityId: payload.sub,
      siteId: verifier.siteId,
      visitorId: typeof payload.vid === 'string' ? payload.vid : undefined,
      jti: payload.jti,
      authTime: typeof payload.auth_time === 'number' ? payload.auth_time : (payload.iat ?? 0),
      carried: typeof payload.auth_time === 'number',
      exp: payload.exp ?? 0,
    };
  } catch {
    return undefined;
  }
}

/** Verifies and uses up a session token: the claims the first time, undefined when invalid or used before. */
export async function consumeSessionToken(ctx: Pick<AppContext, 'keys' | 'clock' | 'config' | 'db'>, token: string): Promise<SessionClaims | undefined> {
  const claims = await readSessionToken(ctx, token);
  if (!claims) return undefined;
  const fresh = await claimNonce(ctx.db, 'session-token', claims.jti, new Date(claims.exp * 1000));
  return fresh ? claims : undefined;
}
