// Signed upload URLs (Wix's "generate an upload URL, then PUT"): an HMAC-SHA256 token with the site, a nonce and an expiry.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long an upload URL works, in seconds (15 minutes). */
export const UPLOAD_URL_LIFETIME_SECONDS = 900;

/** Path prefix of upload URLs; the token is the last segment, so clients may append `?filename=`. */
export const UPLOAD_PATH = '/site-media/v1/upload';

/** Name of the server secret that signs upload URLs (kept in the database, shared by every process). */
export const UPLOAD_SECRET_NAME = 'media-upload-url';

/** What an upload URL grants: one upload to a site's media before `expiresAt` (seconds since the epoch). */
export interface UploadGrant {
  siteId: string;
  /** Random; stored with the file, unique, so the URL works once. */
  nonce: string;
  expiresAt: number;
  /** File name given when the URL was made; `?filename=` of the PUT overrides it. */
  fileName?: string;
}

function mac(secret: string, body: string): Buffer {
  return createHmac('sha256', secret).update(`tote-media-upload.${body}`).digest();
}

/** A new grant for a site, valid from `now` for {@link UPLOAD_URL_LIFETIME_SECONDS}. */
export function newGrant(siteId: string, now: Date, fileName?: string): UploadGrant {
  return {
    siteId,
    nonce: randomBytes(16).toString('hex'),
    expiresAt: Math.floor(now.getTime() / 1000) + UPLOAD_URL_LIFETIME_SECONDS,
    ...(fileName ? { fileName } : {}),
  };
}

/** The token of a grant: `<base64url JSON>.<base64url HMAC>`. */
export function signGrant(grant: UploadGrant, secret: string): string {
  const body = Buffer.from(JSON.stringify({ s: grant.siteId, n: grant.nonce, e: grant.expiresAt, f: grant.fileName })).toString('base64url');
  return `${body}.${mac(secret, body).toString('base64url')}`;
}

/** The grant of a token whose signature holds and which has not expired at `now`, else undefined. */
export function verifyGrant(token: string, secret: string, now: Date): UploadGrant | undefined {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return undefined;
  // Compared as text: base64url's last character has spare bits, so decoding would let a changed character through.
  const expected = Buffer.from(mac(secret, body).toString('base64url'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let claims: { s?: unknown; n?: unknown; e?: unknown; f?: unknown };
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as typeof claims;
  } catch {
    return undefined;
  }
  if (typeof claims.s !== 'string' || typeof claims.n !== 'string' || typeof claims.e !== 'number') return undefined;
  if (claims.e * 1000 <= now.getTime()) return undefined;
  return { siteId: claims.s, nonce: claims.n, expiresAt: claims.e, ...(typeof claims.f === 'string' ? { fileName: claims.f } : {}) };
}
