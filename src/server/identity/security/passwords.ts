// Member passwords: scrypt hashes (node:crypto) with their parameters stored beside them, compared in constant time.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt cost for new hashes: N = 2^15, r = 8, p = 1 (32 MiB, about 90 ms on one core of the project machine). */
export const SCRYPT_PARAMS = { N: 32_768, r: 8, p: 1 } as const;
/** Shortest password accepted. */
export const PASSWORD_MIN_LENGTH = 8;
/** Longest password accepted (scrypt takes any length; this bounds the work per request). */
export const PASSWORD_MAX_LENGTH = 256;

const KEY_LENGTH = 32;
const MAX_MEMORY = 128 * 1024 * 1024;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...params, maxmem: MAX_MEMORY }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Why a password is refused, or undefined when it is acceptable. */
export function passwordProblem(password: unknown): string | undefined {
  if (typeof password !== 'string' || password.length === 0) return 'A password is required';
  if ([...password].length < PASSWORD_MIN_LENGTH) return `The password must have at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > PASSWORD_MAX_LENGTH) return `The password must have at most ${PASSWORD_MAX_LENGTH} characters`;
  return undefined;
}

/** `scrypt$N$r$p$<salt base64url>$<key base64url>` for a password. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, SCRYPT_PARAMS);
  return ['scrypt', SCRYPT_PARAMS.N, SCRYPT_PARAMS.r, SCRYPT_PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** True when the password matches the stored hash; false for a malformed hash or a password that is too long. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (password.length > PASSWORD_MAX_LENGTH) return false;
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (![params.N, params.r, params.p].every((v) => Number.isInteger(v) && v > 0)) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), params);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash, or, when there is none (no such member, a member without a password),
 * against a hash of no one's password, so that both take the same scrypt work and time: login never tells by its
 * timing whether an e-mail has an account. Always false without a stored hash.
 */
export async function verifyPasswordInConstantWork(password: string, stored: string | null | undefined): Promise<boolean> {
  if (stored) return verifyPassword(password, stored);
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  await verifyPassword(password.length > PASSWORD_MAX_LENGTH ? '' : password, await dummyHash);
  return false;
}
