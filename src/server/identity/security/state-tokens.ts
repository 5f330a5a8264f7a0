// Rows a client names by a state token (e-mailed codes, MFA challenges): a token's live row, why a token was refused, using a row once.
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { Database } from '../../db/schema.js';
import { digest } from '../../auth/index.js';

/** The tables whose rows a client names by a state token, each row with its own attempt limit. */
export type StateTokenTable = 'identity_email_codes' | 'identity_mfa_challenges';

/** The live row of a state token: of this site, not used, not expired (its attempts are the caller's to count). */
export function liveStateToken(eb: ExpressionBuilder<Database, StateTokenTable>, siteId: string, stateToken: string, now: Date): Expression<SqlBool> {
  return eb.and([eb('state_token_hash', '=', digest(stateToken)), eb('site_id', '=', siteId), eb('consumed_at', 'is', null), eb('expires_at', '>', now)]);
}

/** Why no attempt of a token could be claimed: it is live but out of attempts, or unknown (never issued, used or expired). */
export async function refusedStateToken(
  db: Kysely<Database>,
  table: StateTokenTable,
  now: Date,
  siteId: string,
  stateToken: string,
): Promise<{ result: 'exhausted' } | { result: 'unknown' }> {
  const live = await db
    .selectFrom(table)
    .select('id')
    .where((eb) => liveStateToken(eb, siteId, stateToken, now))
    .executeTakeFirst();
  return live ? { result: 'exhausted' } : { result: 'unknown' };
}

/** Marks a row used (in the transaction that acts on it); false when it was used concurrently. */
export async function consumeStateToken(db: Kysely<Database>, table: StateTokenTable, now: Date, id: string): Promise<boolean> {
  const result = await db.updateTable(table).set({ consumed_at: now }).where('id', '=', id).where('consumed_at', 'is', null).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
