// Merchant API keys: created by the CLI or the dashboard, sent raw in Authorization, stored as SHA-256 digests.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ApiKeyView } from '../../wire/admin.js';
import { publishChange } from '../db/change-feed.js';
import type { Database } from '../db/schema.js';
import { digest, randomSecret } from './hashing.js';

/** Every API key starts with this, so it is told apart from an access token at a glance. */
export const API_KEY_PREFIX = 'tote_sk_';
/** How many characters of a key are kept to tell keys apart (the prefix and 4 random ones: 24 of its 256 bits). */
const SHOWN_LENGTH = API_KEY_PREFIX.length + 4;

/** Creates a key for a site; the returned key is shown once and never stored. */
export async function createApiKey(db: Kysely<Database>, siteId: string, name: string): Promise<{ id: string; key: string }> {
  const key = API_KEY_PREFIX + randomSecret(32);
  const id = randomUUID();
  await db
    .insertInto('api_keys')
    .values({ id, site_id: siteId, name, key_hash: digest(key), key_prefix: key.slice(0, SHOWN_LENGTH), last_used_at: null, revoked_at: null })
    .execute();
  return { id, key };
}

/** A live key's id and site, or undefined. */
export async function liveApiKey(db: Kysely<Database>, key: string): Promise<{ id: string; siteId: string } | undefined> {
  const row = await db.selectFrom('api_keys').select(['id', 'site_id']).where('key_hash', '=', digest(key)).where('revoked_at', 'is', null).executeTakeFirst();
  return row && { id: row.id, siteId: row.site_id };
}

/** `last_used_at` is kept to the hour: written at most once an hour per key (a cache miss asks, a no-op update mostly). */
const LAST_USED_PRECISION_MS = 3600_000;

/** Notes that a key was used now, unless it was noted within the hour. */
export async function markApiKeyUsed(db: Kysely<Database>, id: string, now: Date): Promise<void> {
  await db
    .updateTable('api_keys')
    .set({ last_used_at: now })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', new Date(now.getTime() - LAST_USED_PRECISION_MS))]))
    .execute();
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

/** A key as listed: never the key, only its first characters. */
export function apiKeyView(row: { id: string; name: string; created_at: Date; last_used_at: Date | null; key_prefix: string | null }): ApiKeyView {
  return {
    id: row.id,
    name: row.name,
    createdDate: row.created_at.toISOString(),
    ...(row.last_used_at ? { lastUsedDate: row.last_used_at.toISOString() } : {}),
    prefix: row.key_prefix ?? API_KEY_PREFIX,
  };
}

/** The site's live keys, oldest first. */
export async function listApiKeys(db: Kysely<Database>, siteId: string): Promise<ApiKeyView[]> {
  const rows = await db
    .selectFrom('api_keys')
    .select(['id', 'name', 'created_at', 'last_used_at', 'key_prefix'])
    .where('site_id', '=', siteId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(apiKeyView);
}

/**
 * Revokes a live key of the site and tells every process (in one transaction: the notification goes out at commit);
 * false when the site has no live key with this id.
 */
export async function revokeSiteApiKey(db: Kysely<Database>, siteId: string, id: string, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('api_keys')
      .set({ revoked_at: now })
      .where('id', '=', id)
      .where('site_id', '=', siteId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) return false;
    await publishChange(trx, { kind: 'api-key-revoked', siteId, apiKeyId: id });
    return true;
  });
}
