// PKCE (RFC 7636) as pure functions on WebCrypto: the code verifier, its S256 challenge, and a random state.
import { base64url } from '../core/base64url.js';
import { ToteError } from '../core/errors.js';

/** RFC 7636 §4.1: the unreserved characters a code verifier is made of. */
const UNRESERVED = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';

/**
 * A random code verifier of `length` unreserved characters (RFC 7636 §4.1).
 * @param length between 43 and 128, else an `INVALID_VERIFIER_LENGTH` error. @default 43
 */
export function generateCodeVerifier(length = 43): string {
  if (!Number.isInteger(length) || length < 43 || length > 128) {
    throw new ToteError('INVALID_VERIFIER_LENGTH', `Expected a length between 43 and 128. Received ${length}.`);
  }
  // 66 characters do not divide 256 evenly: bytes past the last whole multiple are drawn again, so every character is equally likely.
  const limit = 256 - (256 % UNRESERVED.length);
  let verifier = '';
  while (verifier.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length))) {
      if (byte < limit && verifier.length < length) verifier += UNRESERVED[byte % UNRESERVED.length];
    }
  }
  return verifier;
}

/** The S256 code challenge of a verifier: base64url(SHA-256(verifier)) (RFC 7636 §4.2). */
export async function codeChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

/** A random `state` value for an authorization request (RFC 6749 §10.12). */
export function generateState(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(24)));
}
