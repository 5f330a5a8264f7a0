// Secrets the store must read back (TOTP seeds, webhook signing secrets): sealed with the server key when there is one, read back either way.
import { openSecret, sealSecret } from '../secret-box.js';

/** What sealed values start with (see secret-box.ts); no plain TOTP or webhook secret does. */
const SEALED_PREFIX = 'v1:';

/**
 * The value to store for `plain`: sealed with `key` and bound to `context` (for example `staff:<id>:totp`), or `plain`
 * itself when the server has no key (PostgreSQL without SECRETS_KEY; the start-up warns about that).
 */
export function secretToStore(key: Buffer | undefined, context: string, plain: string): string {
  return key ? sealSecret(key, context, plain) : plain;
}

/**
 * The plain secret of a stored value: a sealed one opened with `key` and `context`, a plain one (stored before sealing
 * began, or without a key) as it is. Undefined when a sealed value cannot be opened (another key, another context).
 */
export function storedSecret(key: Buffer | undefined, context: string, stored: string): string | undefined {
  if (!stored.startsWith(SEALED_PREFIX)) return stored;
  return key ? openSecret(key, context, stored) : undefined;
}

/** Whether a stored value is sealed. */
export function isSealed(stored: string): boolean {
  return stored.startsWith(SEALED_PREFIX);
}
