// The one-time set-up code of a store with no owner: its digest in `store_meta`, the link with the code in a 0600 file of the data folder.
import { timingSafeEqual } from 'node:crypto';
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { digest, randomSecret } from '../auth/index.js';
import { SETUP_CODE_FILE, SETUP_PAGE_PATH } from '../../wire/setup.js';

/** The `store_meta` key of the current code's SHA-256 digest (the code itself is never stored). */
export const SETUP_CODE_KEY = 'setup_code_digest';

/** The set-up page's link for a code: the code in the fragment, which browsers never send to a server or in a Referer. */
export function setupLink(publicUrl: string, code: string): string {
  return `${publicUrl}${SETUP_PAGE_PATH}#code=${encodeURIComponent(code)}`;
}

/** The code of a set-up link (`…#code=…`), or undefined. */
export function codeOfLink(link: string): string | undefined {
  const hash = link.trim().split('#')[1];
  return hash ? new URLSearchParams(hash).get('code') || undefined : undefined;
}

/** The file that holds the set-up link in a data folder. */
export function setupCodeFile(dataDir: string): string {
  return path.join(dataDir, SETUP_CODE_FILE);
}

/** True when some site of the store has an owner account: then the set-up is done and no code works. */
export async function ownerExists(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('staff_accounts').select('id').where('role', '=', 'owner').limit(1).executeTakeFirst()) !== undefined;
}

/** Makes a new code and stores its digest (replacing any earlier code); returns the code. */
export async function issueSetupCode(db: Kysely<Database>): Promise<string> {
  const code = randomSecret(24);
  await db
    .insertInto('store_meta')
    .values({ key: SETUP_CODE_KEY, value: digest(code) })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: digest(code) }))
    .execute();
  return code;
}

/** True when `code` is the stored code, compared in constant time (digests of equal length). */
export function codeMatches(code: string, storedDigest: string | undefined): boolean {
  if (!storedDigest) return false;
  const given = Buffer.from(digest(code), 'hex');
  const stored = Buffer.from(storedDigest, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** The link written in the data folder's file, or undefined when there is none. */
export async function readSetupLink(dataDir: string): Promise<string | undefined> {
  const text = await readFile(setupCodeFile(dataDir), 'utf8').catch(() => undefined);
  return text?.trim() || undefined;
}

/**
 * At start: the set-up link while the store has no owner, else undefined (and the file removed). The code of the data
 * folder's file is kept when it is still the stored one (a restart prints the same link); otherwise a new code is
 * made and the file rewritten, readable by its owner only.
 */
export async function ensureSetupLink(db: Kysely<Database>, dataDir: string, publicUrl: string): Promise<string | undefined> {
  const file = setupCodeFile(dataDir);
  if (await ownerExists(db)) {
    await rm(file, { force: true });
    return undefined;
  }
  const stored = await db.selectFrom('store_meta').select('value').where('key', '=', SETUP_CODE_KEY).executeTakeFirst();
  const previous = await readSetupLink(dataDir);
  const kept = previous ? codeOfLink(previous) : undefined;
  const code = kept && codeMatches(kept, stored?.value) ? kept : await issueSetupCode(db);
  const link = setupLink(publicUrl, code);
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${link}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return link;
}
