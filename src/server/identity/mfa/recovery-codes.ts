// One-time recovery codes of a member with a second factor: ten at a time, shown once, kept as digests, each usable once.
import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { digest } from '../../auth/index.js';

/** How many codes a member gets at a time. */
export const RECOVERY_CODE_COUNT = 10;
/** Letters and digits that are not confused with each other (no 0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A new code: two groups of five characters (about 49 bits). */
function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(0, ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** A code as typed (any case, spaces or a missing dash) in the form it was issued. */
export function normalizeRecoveryCode(code: string): string {
  const plain = code.toLowerCase().replace(/[^a-z0-9]/g, '');
  return plain.length === 10 ? `${plain.slice(0, 5)}-${plain.slice(5)}` : plain;
}

function codeHash(identityId: string, code: string): string {
  return digest(`recovery:${identityId}:${normalizeRecoveryCode(code)}`);
}

/** Replaces the member's codes with ten new ones (in the caller's transaction) and returns them: the only time they are seen. */
export async function issueRecoveryCodes(db: Kysely<Database>, siteId: string, identityId: string): Promise<string[]> {
  await db.deleteFrom('identity_recovery_codes').where('site_id', '=', siteId).where('identity_id', '=', identityId).execute();
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db
    .insertInto('identity_recovery_codes')
    .values(codes.map((code) => ({ id: randomUUID(), site_id: siteId, identity_id: identityId, code_hash: codeHash(identityId, code) })))
    .execute();
  return codes;
}

/** Uses a code once: true when it was one of the member's unused codes (atomic, so a code never passes twice). */
export async function useRecoveryCode(db: Kysely<Database>, siteId: string, identityId: string, code: string, now: Date): Promise<boolean> {
  const used = await db
    .updateTable('identity_recovery_codes')
    .set({ used_at: now })
    .where('site_id', '=', siteId)
    .where('identity_id', '=', identityId)
    .where('code_hash', '=', codeHash(identityId, code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return used.numUpdatedRows > 0n;
}

/** How many of the member's codes are unused. */
export async function recoveryCodesLeft(db: Kysely<Database>, siteId: string, identityId: string): Promise<number> {
  const row = await db
    .selectFrom('identity_recovery_codes')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('site_id', '=', siteId)
    .where('identity_id', '=', identityId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Forgets every code of the member (their last factor was removed). */
export async function dropRecoveryCodes(db: Kysely<Database>, siteId: string, identityId: string): Promise<void> {
  await db.deleteFrom('identity_recovery_codes').where('site_id', '=', siteId).where('identity_id', '=', identityId).execute();
}
