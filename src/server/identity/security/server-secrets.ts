// Server-wide secrets kept in the database, so every server process uses the same ones (the ALTCHA HMAC key).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { randomSecret } from '../../auth/index.js';

const cache = new Map<string, Promise<string>>();

/** The secret with this name, created (random, 32 bytes) by whichever process asks first. */
export function serverSecret(db: Kysely<Database>, name: string): Promise<string> {
  let secret = cache.get(name);
  if (!secret) {
    secret = loadOrCreate(db, name);
    secret.catch(() => cache.delete(name));
    cache.set(name, secret);
  }
  return secret;
}

async function loadOrCreate(db: Kysely<Database>, name: string): Promise<string> {
  await db
    .insertInto('identity_secrets')
    .values({ name, value: randomSecret(32) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('identity_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}
