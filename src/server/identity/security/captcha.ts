// ALTCHA proof of work: challenges signed with a database-held HMAC key, solutions checked and recorded so none is used twice.
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { AppContext } from '../../context.js';
import { claimNonce } from './used-nonces.js';
import { serverSecret } from './server-secrets.js';

/** Hash of the challenge (one SHA-256 per counter value). */
export const CAPTCHA_ALGORITHM = 'SHA-256';
/**
 * Largest counter a challenge asks for: a solver tries 25,000 hashes on average, about 40 ms in Node
 * and well under a second in a browser (measured in tests/integration/identity/login/login.test.ts, "takes well under a second to solve").
 */
export const CAPTCHA_MAX_COUNTER = 50_000;
/** How long a challenge can be solved and used. */
export const CAPTCHA_TTL_MS = 10 * 60_000;

/** What a captcha check found. */
export type CaptchaCheck = 'ok' | 'missing' | 'invalid';

const SECRET_NAME = 'altcha-hmac';
const PAYLOAD_MAX_LENGTH = 5000;

/** A new signed challenge, as the ALTCHA widget fetches it from its `challengeurl`. */
export async function createCaptchaChallenge(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<Challenge> {
  const secret = await serverSecret(ctx.db, SECRET_NAME);
  return createChallenge({
    algorithm: CAPTCHA_ALGORITHM,
    cost: 1,
    counter: randomInt(CAPTCHA_MAX_COUNTER),
    deriveKey,
    expiresAt: new Date(ctx.clock().getTime() + CAPTCHA_TTL_MS),
    hmacSignatureSecret: secret,
    hmacKeySignatureSecret: `${secret}:key`,
  });
}

/** The first captcha payload in the request's `captchaTokens` (any of the official token kinds may carry it). */
export function captchaPayloadOf(captchaTokens: unknown): string | undefined {
  const entries = Array.isArray(captchaTokens) ? captchaTokens : captchaTokens === undefined || captchaTokens === null ? [] : [captchaTokens];
  for (const entry of entries) {
    if (typeof entry === 'string' && entry) return entry;
    if (typeof entry !== 'object' || entry === null) continue;
    const record = entry as Record<string, unknown>;
    const nested = record.recaptchaForClientSiteKey as Record<string, unknown> | undefined;
    for (const value of [record.altcha, record.NoCaptcha, record.Recaptcha, record.InvisibleRecaptcha, nested?.token]) {
      if (typeof value === 'string' && value) return value;
    }
  }
  return undefined;
}

function decodePayload(raw: string): Payload | undefined {
  if (raw.length > PAYLOAD_MAX_LENGTH) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(raw, 'base64').toString('utf8')) as Payload;
    if (typeof parsed?.challenge?.parameters !== 'object' || typeof parsed.challenge.signature !== 'string' || typeof parsed.solution !== 'object')
      return undefined;
    return parsed;
  } catch {
    return undefined;
  }
}

/** Checks the captcha of a request; a valid solution is recorded, so using it again reads as invalid. */
export async function checkCaptcha(ctx: Pick<AppContext, 'db' | 'clock'>, captchaTokens: unknown): Promise<CaptchaCheck> {
  const raw = captchaPayloadOf(captchaTokens);
  if (!raw) return 'missing';
  const payload = decodePayload(raw);
  if (!payload) return 'invalid';
  const { challenge, solution } = payload;
  if (challenge.parameters.algorithm !== CAPTCHA_ALGORITHM) return 'invalid';
  const expiresAt = challenge.parameters.expiresAt;
  if (typeof expiresAt !== 'number' || expiresAt * 1000 <= ctx.clock().getTime()) return 'invalid';
  const secret = await serverSecret(ctx.db, SECRET_NAME);
  let verified = false;
  try {
    const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: secret, hmacKeySignatureSecret: `${secret}:key` });
    verified = result.verified;
  } catch {
    verified = false;
  }
  if (!verified) return 'invalid';
  const fresh = await claimNonce(ctx.db, 'altcha', challenge.signature!, new Date(expiresAt * 1000));
  return fresh ? 'ok' : 'invalid';
}
