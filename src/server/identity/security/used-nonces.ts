// Single-use values (captcha solutions, session tokens) recorded in the database, so a replay fails on every server process.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Kinds of nonces kept apart from each other. */
export type NonceKind = 'altcha' | 'session-token';

/** Records the nonce; true the first time, false when it was used before (a replay). */
export async function claimNonce(db: Kysely<Database>, kind: NonceKind, nonce: string, expiresAt: Date): Promise<boolean> {
  const row = await db
    .insertInto('identity_used_nonces')
    .values({ kind, nonce, expires_at: expiresAt })
    .onConflict((oc) => oc.columns(['kind', 'nonce']).doNothing())
    .returning('nonce')
    .executeTakeFirst();
  return row !== undefined;
}
