// Secrets at rest: AES-256-GCM with the server's SECRETS_KEY, each value bound to what it is (so a stored secret cannot be moved to another field or site).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const PREFIX = 'v1';

/** A sealed value: `v1:<iv>:<tag>:<ciphertext>`, base64url. */
export type SealedSecret = string;

/**
 * Seals `plain` with the 32-byte server key. `context` (e.g. `site:<id>:stripe.secretKey`) is authenticated, not
 * stored: opening with another context fails.
 */
export function sealSecret(key: Buffer, context: string, plain: string): SealedSecret {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [PREFIX, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join(':');
}

/** The plain value of a sealed one, or undefined when it was sealed with another key or context, or was changed. */
export function openSecret(key: Buffer, context: string, sealed: SealedSecret): string | undefined {
  const [prefix, iv, tag, data] = sealed.split(':');
  if (prefix !== PREFIX || !iv || !tag || data === undefined) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

/** The server key of `SECRETS_KEY` (32 bytes as 64 hex digits or base64), or undefined when the value is not one. */
export function parseSecretsKey(value: string): Buffer | undefined {
  const bytes = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : /^[A-Za-z0-9+/_-]{43}=?$/.test(value) ? Buffer.from(value, 'base64') : undefined;
  return bytes?.length === 32 ? bytes : undefined;
}
