// The store's ALTCHA captcha solved in the browser: fetch a challenge, find the proof of work with WebCrypto, send its payload.
import { solveChallenge, type Challenge } from 'altcha-lib';
import type { HostedClient } from './hosted-client.js';
import type { CaptchaTokens } from '../../sdk/auth/auth-module.js';

/** Where the store hands out challenges. */
const CHALLENGE_PATH = '/_api/iam/captcha/v1/challenge';
/** Longest time a solution may take before the page gives up. @default 60000 */
export const CAPTCHA_TIMEOUT_MS = 60_000;

interface KeyParameters {
  algorithm: string;
  cost: number;
  keyLength?: number;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}

/** ALTCHA's SHA key derivation (`cost` rounds of the digest over salt and password) with WebCrypto. */
async function deriveKey(
  parameters: KeyParameters,
  salt: Uint8Array,
  password: Uint8Array,
): Promise<{ parameters: Record<string, never>; derivedKey: Uint8Array }> {
  let data = concat(salt, password);
  for (let i = 0; i < Math.max(1, parameters.cost); i++) data = new Uint8Array(await crypto.subtle.digest(parameters.algorithm, data as BufferSource));
  return { parameters: {}, derivedKey: data.subarray(0, parameters.keyLength ?? 32) };
}

/** Solves a fresh challenge of the store; resolves the tokens to send with the login or registration. */
export async function solveStoreCaptcha(client: HostedClient, timeoutMs = CAPTCHA_TIMEOUT_MS): Promise<CaptchaTokens> {
  const challenge = await client.core.http.request<Challenge>({ method: 'GET', path: CHALLENGE_PATH, auth: false });
  const solution = await solveChallenge({ challenge, deriveKey: deriveKey as never, timeout: timeoutMs });
  if (!solution) throw new Error('The security check took too long');
  return { altcha: btoa(JSON.stringify({ challenge, solution })) };
}
