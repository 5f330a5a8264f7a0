// PKCE (RFC 7636) on the server: S256 challenges, verifier syntax, and the constant-time check at the token call.
import { createHash, timingSafeEqual } from 'node:crypto';

/** RFC 7636 §4.1: 43 to 128 unreserved characters. */
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;
/** RFC 7636 §4.2: BASE64URL(SHA256(verifier)) has 43 characters. */
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/** True for a well-formed code verifier. */
export function isCodeVerifier(value: unknown): value is string {
  return typeof value === 'string' && VERIFIER.test(value);
}

/** True for a well-formed S256 code challenge. */
export function isS256Challenge(value: unknown): value is string {
  return typeof value === 'string' && CHALLENGE.test(value);
}

/** RFC 7636 §4.2: the S256 challenge of a verifier. */
export function s256(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/** RFC 7636 §4.6: true when the verifier hashes to the stored challenge. */
export function verifierMatches(verifier: string, challenge: string): boolean {
  const expected = Buffer.from(challenge);
  const actual = Buffer.from(s256(verifier));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
