// A site's locale (settings `locale`) as the server formats amounts and picks texts with it.
import type { Kysely } from 'kysely';
import { DEFAULT_LOCALE } from '../../wire/locale.js';
import type { SiteSettings } from '../db/core-tables.js';
import type { Database } from '../db/schema.js';

/** The locale of a site's settings; en-US when none is set. */
export function localeOf(settings: Partial<SiteSettings> | Record<string, unknown> | null | undefined): string {
  const locale = (settings as Partial<SiteSettings> | null | undefined)?.locale;
  return typeof locale === 'string' && locale !== '' ? locale : DEFAULT_LOCALE;
}

/** The locales of sites by id, in one query (a site that does not exist is left out). */
export async function siteLocales(db: Kysely<Database>, siteIds: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(siteIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('sites').select(['id', 'settings']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, localeOf(row.settings)]));
}
