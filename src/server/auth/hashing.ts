// Opaque secrets: random generation and the SHA-256 digests the database keeps instead of them.
import { createHash, randomBytes } from 'node:crypto';

/** A random secret of `bytes` bytes, base64url. */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** SHA-256 of a secret, hex: what the database stores for refresh tokens, codes and API keys. */
export function digest(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
