// Access tokens: short-lived EdDSA JWTs naming the site, the OAuth client, the subject and its role.
import { decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../clock.js';
import { unauthorized } from '../http/http-error.js';
import type { SigningKeys } from './signing-keys.js';

/** Lifetime of an access token in seconds (API.md: `expires_in` 14400). */
export const ACCESS_TOKEN_TTL_SECONDS = 14_400;

/** What an access token says about its holder. */
export interface AccessClaims {
  /** Visitor id or member identity id. */
  sub: string;
  /** Site the token is for. */
  site: string;
  /** OAuth client that asked for it. */
  cid: string;
  role: 'visitor' | 'member';
  /** Id of the refresh token this access token was issued with (logout revokes exactly that one). */
  sid?: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

const CACHE_LIMIT = 10_000;

/** Signs and verifies access tokens; verified tokens are cached until they expire. */
export class AccessTokens {
  readonly #verified = new Map<string, AccessClaims>();

  constructor(
    private readonly keys: SigningKeys,
    private readonly clock: Clock,
    private readonly issuer: string,
  ) {}

  /** A signed token for the claims, valid for {@link ACCESS_TOKEN_TTL_SECONDS}. */
  async sign(claims: Omit<AccessClaims, 'exp'>): Promise<{ token: string; expiresIn: number }> {
    const signer = await this.keys.signerFor(claims.site);
    const now = Math.floor(this.clock().getTime() / 1000);
    const token = await new SignJWT({ site: claims.site, cid: claims.cid, role: claims.role, ...(claims.sid ? { sid: claims.sid } : {}) })
      .setProtectedHeader({ alg: 'EdDSA', kid: signer.kid, typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuer(this.issuer)
      .setIssuedAt(now)
      .setExpirationTime(now + ACCESS_TOKEN_TTL_SECONDS)
      .sign(signer.key);
    return { token, expiresIn: ACCESS_TOKEN_TTL_SECONDS };
  }

  /** The token's claims; a 401 application error when it is malformed, forged or expired. */
  async verify(token: string): Promise<AccessClaims> {
    const nowSeconds = this.clock().getTime() / 1000;
    const cached = this.#verified.get(token);
    if (cached) {
      if (cached.exp > nowSeconds) return cached;
      this.#verified.delete(token);
      throw unauthorized('The access token has expired');
    }
    let kid: string | undefined;
    try {
      kid = decodeProtectedHeader(token).kid;
    } catch {
      throw unauthorized('The access token is malformed');
    }
    const verifier = kid ? await this.keys.verifierFor(kid) : undefined;
    if (!verifier) throw unauthorized('The access token was not issued by this store');
    let claims: AccessClaims;
    try {
      const { payload } = await jwtVerify(token, verifier.key, { issuer: this.issuer, currentDate: this.clock(), algorithms: ['EdDSA'] });
      claims = payload as unknown as AccessClaims;
    } catch (error) {
      const expired = (error as { code?: string }).code === 'ERR_JWT_EXPIRED';
      throw unauthorized(expired ? 'The access token has expired' : 'The access token is not valid');
    }
    if (claims.site !== verifier.siteId || (claims.role !== 'visitor' && claims.role !== 'member')) throw unauthorized('The access token is not valid');
    if (this.#verified.size >= CACHE_LIMIT) this.#verified.clear();
    this.#verified.set(token, claims);
    return claims;
  }
}
