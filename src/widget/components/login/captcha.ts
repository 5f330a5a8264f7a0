// The store's captcha, solved in the browser: fetch an ALTCHA challenge and find its counter with WebCrypto SHA-256 (no widget package).
import { pageClient } from '../../store/page-client.js';

/** An ALTCHA (v2) challenge as the store signs it. */
interface Challenge {
  parameters: { algorithm: string; nonce: string; salt: string; keyPrefix: string; cost?: number; keyLength?: number };
  signature?: string;
}

/** Where the store hands out challenges. */
const CHALLENGE_PATH = '/_api/iam/captcha/v1/challenge';
/** Hashes computed at once per round. */
const BATCH = 500;
/** Give up after this many counters (the store asks for at most 50,000). */
const MAX_COUNTER = 1_000_000;

const hexBytes = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (byte) => parseInt(byte, 16));
const bytesHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** The key of one counter: `cost` rounds of the hash over salt + nonce + the counter as a big-endian uint32. */
async function deriveKey(challenge: Challenge, salt: Uint8Array, nonce: Uint8Array, counter: number): Promise<string> {
  const { algorithm, cost = 1, keyLength = 32 } = challenge.parameters;
  let data = new Uint8Array(salt.length + nonce.length + 4);
  data.set(salt);
  data.set(nonce, salt.length);
  new DataView(data.buffer).setUint32(salt.length + nonce.length, counter);
  for (let round = 0; round < Math.max(1, cost); round++) data = new Uint8Array(await crypto.subtle.digest(algorithm, data));
  return bytesHex(data.subarray(0, keyLength));
}

/** Finds the counter whose derived key starts with the challenge's prefix; the payload the store takes in `captchaTokens`. */
export async function solveChallenge(challenge: Challenge): Promise<string> {
  const salt = hexBytes(challenge.parameters.salt);
  const nonce = hexBytes(challenge.parameters.nonce);
  const prefix = challenge.parameters.keyPrefix.toLowerCase();
  for (let start = 0; start < MAX_COUNTER; start += BATCH) {
    const keys = await Promise.all(Array.from({ length: BATCH }, (_, i) => deriveKey(challenge, salt, nonce, start + i)));
    const found = keys.findIndex((key) => key.startsWith(prefix));
    if (found >= 0) return btoa(JSON.stringify({ challenge, solution: { counter: start + found, derivedKey: keys[found] } }));
  }
  throw new Error('Tote: the captcha was not solved');
}

/** Fetches a challenge from the store and solves it. */
export async function solveStoreCaptcha(): Promise<string> {
  return solveChallenge(await pageClient().core.http.request<Challenge>({ method: 'GET', path: CHALLENGE_PATH, auth: false }));
}
