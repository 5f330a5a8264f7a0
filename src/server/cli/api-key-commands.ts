// `tote api-key create|list|revoke`: merchant API keys of a site, on an open database.
import type { Kysely } from 'kysely';
import { createApiKey, revokeApiKey } from '../auth/index.js';
import type { Clock } from '../clock.js';
import type { Database } from '../db/schema.js';
import { DEMO_SITE_ID } from '../seed/index.js';
import { TOTE } from './command-name.js';

/** Where a command writes: lines for the user, lines for errors. */
export interface CommandOutput {
  log(line: string): void;
  error(line: string): void;
  /** `--json`: the command writes its result as one JSON value (an event stream: one per line) instead of lines for people. @default false */
  json?: boolean;
}

/** Usage text of the api-key commands. */
export const API_KEY_USAGE = `Usage:
  ${TOTE} api-key create [--name <name>] [--site <site id>] [--json]   create a key (printed once; the only site's, or pick one)
  ${TOTE} api-key list [--site <site id>] [--json]                      list keys (never the keys themselves)
  ${TOTE} api-key revoke <key id> [--json]                              revoke a key`;

/** `--name x --site y rest` → flags and the remaining words. */
export function parseFlags(args: readonly string[]): { flags: Record<string, string>; words: string[] } {
  const flags: Record<string, string> = {};
  const words: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!match) words.push(arg);
    else if (match[2] !== undefined) flags[match[1] as string] = match[2];
    else flags[match[1] as string] = args[++i] ?? '';
  }
  return { flags, words };
}

function when(date: Date | null): string {
  return date ? date.toISOString().replace('T', ' ').slice(0, 19) : '-';
}

/**
 * Runs `api-key <create|list|revoke> ...` and returns the exit code: 0 done, 1 refused (unknown
 * site or key), 64 usage error.
 */
export async function runApiKeyCommand(
  db: Kysely<Database>,
  clock: Clock,
  args: readonly string[],
  out: CommandOutput,
  publicUrl = 'http://localhost:8787',
): Promise<number> {
  const { flags, words } = parseFlags(args);
  const [action, ...rest] = words;
  if (action === 'create' && rest.length === 0) {
    // Without --site: the store's only site (what `tote init` made), else the demo.
    const sites = await db.selectFrom('sites').select('id').limit(2).execute();
    const siteId = flags.site || (sites.length === 1 ? sites[0]!.id : DEMO_SITE_ID);
    const name = flags.name || 'cli';
    const site = await db.selectFrom('sites').select(['id', 'name']).where('id', '=', siteId).executeTakeFirst();
    if (!site) {
      out.error(
        `No site "${siteId}". Sites: ${(await db.selectFrom('sites').select('id').execute()).map((s) => s.id).join(', ') || `none (make one with \`${TOTE} init\`)`}`,
      );
      return 1;
    }
    const { id, key } = await createApiKey(db, siteId, name);
    if (out.json) {
      out.log(JSON.stringify({ id, name, siteId: site.id, key }));
      return 0;
    }
    out.log(`Created API key ${id} ("${name}") for site ${site.id} (${site.name}).`);
    out.log('The key is shown this once; keep it secret:');
    out.log('');
    out.log(`  ${key}`);
    out.log('');
    out.log(`Send it as the Authorization header, e.g.  curl -H "Authorization: ${key}" ${publicUrl}/stores-reader/v1/products/query-platformized`);
    return 0;
  }
  if (action === 'list' && rest.length === 0) {
    let query = db.selectFrom('api_keys').select(['id', 'site_id', 'name', 'created_at', 'last_used_at', 'revoked_at']).orderBy('created_at');
    if (flags.site) query = query.where('site_id', '=', flags.site);
    const keys = await query.execute();
    if (out.json) {
      out.log(
        JSON.stringify(
          keys.map((k) => ({
            id: k.id,
            siteId: k.site_id,
            name: k.name,
            createdDate: k.created_at.toISOString(),
            lastUsedDate: k.last_used_at?.toISOString() ?? null,
            revokedDate: k.revoked_at?.toISOString() ?? null,
          })),
        ),
      );
      return 0;
    }
    if (keys.length === 0) {
      out.log('No API keys.');
      return 0;
    }
    out.log(['id'.padEnd(36), 'site'.padEnd(12), 'name'.padEnd(16), 'created'.padEnd(19), 'status'].join('  '));
    for (const k of keys) {
      out.log(
        [
          k.id.padEnd(36),
          k.site_id.padEnd(12),
          k.name.slice(0, 16).padEnd(16),
          when(k.created_at),
          k.revoked_at ? `revoked ${when(k.revoked_at)}` : 'active',
        ].join('  '),
      );
    }
    return 0;
  }
  if (action === 'revoke' && rest.length === 1) {
    const id = rest[0] as string;
    if (await revokeApiKey(db, id, clock())) {
      if (out.json) {
        out.log(JSON.stringify({ id, revoked: true }));
        return 0;
      }
      out.log(`Revoked API key ${id}. Servers stop accepting it within a few seconds.`);
      return 0;
    }
    out.error(`No active API key with id ${id}.`);
    return 1;
  }
  out.error(API_KEY_USAGE);
  return 64;
}
