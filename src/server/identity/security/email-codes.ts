// E-mailed 6-digit codes behind a state token: expiring, with an attempt limit enforced atomically in the database.
import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { digest, randomSecret } from '../../auth/index.js';
import { consumeStateToken, liveStateToken, refusedStateToken } from './state-tokens.js';

/** How long a code is valid. */
export const EMAIL_CODE_TTL_MS = 10 * 60_000;
/** Wrong codes allowed per state token before it is dead. */
export const EMAIL_CODE_MAX_ATTEMPTS = 5;
/** Codes sent per state token (the first and the resends). */
export const EMAIL_CODE_MAX_SENDS = 3;

/** A new code and the token that stands for its state. */
export interface IssuedCode {
  id: string;
  /** What the client keeps: the `stateToken` (or `verificationId`). */
  stateToken: string;
  /** The six digits that go by e-mail. */
  code: string;
}

/** What checking a code found. */
export type CodeCheck =
  { result: 'ok'; id: string; identityId: string } | { result: 'wrong'; attemptsLeft: number } | { result: 'exhausted' } | { result: 'unknown' };

function codeHash(id: string, code: string): string {
  return digest(`${id}:${code}`);
}

/** Six random digits. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Creates a code for an identity (in the caller's transaction). */
export async function issueEmailCode(
  db: Kysely<Database>,
  now: Date,
  target: { siteId: string; identityId: string; purpose: 'LOGIN' | 'VERIFY' },
): Promise<IssuedCode> {
  const id = randomUUID();
  const stateToken = randomSecret(32);
  const code = newCode();
  await db
    .insertInto('identity_email_codes')
    .values({
      id,
      site_id: target.siteId,
      identity_id: target.identityId,
      purpose: target.purpose,
      state_token_hash: digest(stateToken),
      code_hash: codeHash(id, code),
      created_at: now,
      expires_at: new Date(now.getTime() + EMAIL_CODE_TTL_MS),
    })
    .execute();
  return { id, stateToken, code };
}

/** A new code for a live state token (resend); undefined when the token is unknown, used, expired or out of resends. */
export async function reissueEmailCode(
  db: Kysely<Database>,
  now: Date,
  siteId: string,
  stateToken: string,
): Promise<{ code: string; identityId: string } | undefined> {
  const row = await db
    .selectFrom('identity_email_codes')
    .select(['id', 'identity_id'])
    .where((eb) => liveStateToken(eb, siteId, stateToken, now))
    .where('attempts', '<', EMAIL_CODE_MAX_ATTEMPTS)
    .where('sends', '<', EMAIL_CODE_MAX_SENDS)
    .executeTakeFirst();
  if (!row) return undefined;
  const code = newCode();
  const updated = await db
    .updateTable('identity_email_codes')
    .set((eb) => ({ code_hash: codeHash(row.id, code), sends: eb('sends', '+', 1), expires_at: new Date(now.getTime() + EMAIL_CODE_TTL_MS) }))
    .where('id', '=', row.id)
    .where('sends', '<', EMAIL_CODE_MAX_SENDS)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n ? { code, identityId: row.identity_id } : undefined;
}

/**
 * Checks a code. Each check first takes one attempt atomically (so parallel guesses cannot pass the limit),
 * then compares in constant time; a match is not yet consumed (see {@link consumeEmailCode}).
 */
export async function checkEmailCode(
  db: Kysely<Database>,
  now: Date,
  siteId: string,
  stateToken: string,
  code: string,
  purpose: 'LOGIN' | 'VERIFY',
): Promise<CodeCheck> {
  const claimed = await db
    .updateTable('identity_email_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where((eb) => liveStateToken(eb, siteId, stateToken, now))
    .where('purpose', '=', purpose)
    .where('attempts', '<', EMAIL_CODE_MAX_ATTEMPTS)
    .returning(['id', 'identity_id', 'code_hash', 'attempts'])
    .executeTakeFirst();
  if (!claimed) return refusedStateToken(db, 'identity_email_codes', now, siteId, stateToken);
  const expected = Buffer.from(claimed.code_hash, 'hex');
  const actual = Buffer.from(codeHash(claimed.id, /^\d{6}$/.test(code) ? code : 'x'), 'hex');
  if (!timingSafeEqual(expected, actual)) return { result: 'wrong', attemptsLeft: Math.max(0, EMAIL_CODE_MAX_ATTEMPTS - claimed.attempts) };
  return { result: 'ok', id: claimed.id, identityId: claimed.identity_id };
}

/** Marks a checked code used (in the transaction that acts on it); false when it was used concurrently. */
export async function consumeEmailCode(db: Kysely<Database>, now: Date, id: string): Promise<boolean> {
  return consumeStateToken(db, 'identity_email_codes', now, id);
}
