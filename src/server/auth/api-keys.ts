// Merchant API keys: created by the CLI, sent raw in Authorization, stored as SHA-256 digests.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { digest, randomSecret } from './hashing.js';

/** Every API key starts with this, so it is told apart from an access token at a glance. */
export const API_KEY_PREFIX = 'tote_sk_';

/** Creates a key for a site; the returned key is shown once and never stored. */
export async function createApiKey(db: Kysely<Database>, siteId: string, name: string): Promise<{ id: string; key: string }> {
  const key = API_KEY_PREFIX + randomSecret(32);
  const id = randomUUID();
  await db
    .insertInto('api_keys')
    .values({ id, site_id: siteId, name, key_hash: digest(key), last_used_at: null, revoked_at: null })
    .execute();
  return { id, key };
}

/** A live key's id and site, or undefined. */
export async function liveApiKey(db: Kysely<Database>, key: string): Promise<{ id: string; siteId: string } | undefined> {
  const row = await db.selectFrom('api_keys').select(['id', 'site_id']).where('key_hash', '=', digest(key)).where('revoked_at', 'is', null).executeTakeFirst();
  return row && { id: row.id, siteId: row.site_id };
}

/** The site of a live key, or undefined. */
export async function siteOfApiKey(db: Kysely<Database>, key: string): Promise<string | undefined> {
  return (await liveApiKey(db, key))?.siteId;
}

/** Revokes a key by id; true when a live key was revoked. */
export async function revokeApiKey(db: Kysely<Database>, id: string, now: Date): Promise<boolean> {
  const result = await db.updateTable('api_keys').set({ revoked_at: now }).where('id', '=', id).where('revoked_at', 'is', null).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
