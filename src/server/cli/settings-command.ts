// `tote settings get [key]` and `tote settings set key=value...`: the site's settings (GET and PATCH /tote/v1/site), checked as the API checks them.
import type { Kysely } from 'kysely';
import { Type, type TSchema } from 'typebox';
import type { Database } from '../db/schema.js';
import { checkInput } from '../graphql/index.js';
import { HttpError } from '../http/http-error.js';
import { readSite, SiteSettingsPatchSchema, updateSite, type SiteSettingsPatch } from '../site/index.js';
import { parseFlags, type CommandOutput } from './api-key-commands.js';
import { TOTE } from './command-name.js';
import { siteOf } from './import-commands.js';

/** Usage text of the settings commands. */
export const SETTINGS_USAGE = `  ${TOTE} settings get [<key>] [--site <site id>] [--json]
      the site's settings (as GET /tote/v1/site answers them), or one of them
  ${TOTE} settings set <key>=<value>... [--site <site id>] [--json]
      changes settings as PATCH /tote/v1/site does, checked the same way; keys: ${settableKeys().join(', ')}`;

/** The body the API's PATCH takes: the settings are checked against it, so field violations are the API's. */
const PATCH_BODY = Type.Object({ site: SiteSettingsPatchSchema }, { additionalProperties: false });

/** A settable key (`memberPolicy.requireOwnerApproval`) with the JSON type of its value. */
interface SettableKey {
  key: string;
  type: 'string' | 'integer' | 'boolean' | 'nullable-string';
}

/** The leaves of the PATCH schema: every key `settings set` takes. */
function settable(schema: TSchema = SiteSettingsPatchSchema, prefix = ''): SettableKey[] {
  const properties = (schema as { properties?: Record<string, TSchema> }).properties ?? {};
  return Object.entries(properties).flatMap(([name, inner]): SettableKey[] => {
    const key = prefix ? `${prefix}.${name}` : name;
    const type = (inner as { type?: string }).type;
    if (type === 'object') return settable(inner, key);
    if (type === 'integer' || type === 'boolean' || type === 'string') return [{ key, type }];
    return [{ key, type: 'nullable-string' }];
  });
}

/** The keys `settings set` takes, in the schema's order. */
export function settableKeys(): string[] {
  return settable().map((entry) => entry.key);
}

/** A value as the JSON the API would be sent: numbers and booleans read from their text (anything else left to the check to refuse). */
function valueOf(type: SettableKey['type'], text: string): unknown {
  if (type === 'integer' && /^-?\d+$/.test(text)) return Number(text);
  if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  if (type === 'nullable-string' && (text === '' || text === 'null')) return null;
  return text;
}

/** `key=value` pairs as a PATCH of the settings; an error naming the first word that is not one. */
export function patchOf(pairs: readonly string[]): { patch: SiteSettingsPatch } | { error: string } {
  const keys = new Map(settable().map((entry) => [entry.key, entry.type]));
  const patch: Record<string, unknown> = {};
  for (const pair of pairs) {
    const equals = pair.indexOf('=');
    const key = equals > 0 ? pair.slice(0, equals) : pair;
    const type = keys.get(key);
    if (equals <= 0) return { error: `"${pair}" is not <key>=<value>` };
    if (!type) return { error: `No setting "${key}"; settable: ${[...keys.keys()].join(', ')}` };
    const path = key.split('.');
    let node = patch;
    for (const part of path.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[path.at(-1)!] = valueOf(type, pair.slice(equals + 1));
  }
  return { patch: patch as SiteSettingsPatch };
}

/** A settings object flattened to `memberPolicy.requireOwnerApproval` keys. */
function flatten(value: Record<string, unknown>, prefix = ''): [string, unknown][] {
  return Object.entries(value).flatMap(([name, inner]): [string, unknown][] => {
    const key = prefix ? `${prefix}.${name}` : name;
    return inner !== null && typeof inner === 'object' && !Array.isArray(inner) && Object.keys(inner).length > 0
      ? flatten(inner as Record<string, unknown>, key)
      : [[key, inner]];
  });
}

/** A value as a line shows it: text as it is, anything else as JSON. */
const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * Runs `settings <get|set> ...` and returns the exit code: 0 done, 1 refused (a value the API refuses, each named by its
 * key; an unknown site or key to get), 64 usage error.
 */
export async function runSettingsCommand(db: Kysely<Database>, args: readonly string[], out: CommandOutput): Promise<number> {
  const { flags, words } = parseFlags(args);
  const [action, ...rest] = words;
  const unknown = Object.keys(flags).filter((flag) => flag !== 'site');
  if (unknown.length > 0 || (action !== 'get' && action !== 'set') || (action === 'get' && rest.length > 1) || (action === 'set' && rest.length === 0)) {
    out.error(`${unknown.length > 0 ? `Unknown flag --${unknown[0]}.\n` : ''}Usage:\n${SETTINGS_USAGE}`);
    return 64;
  }
  const site = await siteOf(db, flags.site);
  if ('error' in site) {
    out.error(site.error);
    return site.code;
  }
  if (action === 'get') {
    const settings = await readSite(db, site.siteId);
    const key = rest[0];
    if (key === undefined) {
      out.log(
        out.json
          ? JSON.stringify(settings)
          : flatten({ ...settings })
              .map(([name, value]) => `${name} = ${shown(value)}`)
              .join('\n'),
      );
      return 0;
    }
    const found = flatten({ ...settings }).filter(([name]) => name === key || name.startsWith(`${key}.`));
    const direct = (settings as unknown as Record<string, unknown>)[key];
    if (found.length === 0 && direct === undefined) {
      out.error(`No setting "${key}"; settings: ${Object.keys(settings).join(', ')}`);
      return 1;
    }
    const value = direct !== undefined ? direct : Object.fromEntries(found);
    out.log(out.json ? JSON.stringify(value) : shown(value));
    return 0;
  }
  const parsed = patchOf(rest);
  if ('error' in parsed) {
    out.error(parsed.error);
    return 64;
  }
  let settings;
  try {
    const { site: patch } = checkInput(PATCH_BODY, { site: parsed.patch });
    settings = await updateSite(db, site.siteId, patch);
  } catch (error) {
    const violations = error instanceof HttpError ? error.body.details.validationError?.fieldViolations : undefined;
    if (!violations) throw error;
    for (const violation of violations) out.error(`${violation.field.replace(/^site\./, '')}: ${violation.description}`);
    return 1;
  }
  if (out.json) {
    out.log(JSON.stringify(settings));
    return 0;
  }
  const now = new Map(flatten({ ...settings }));
  for (const pair of rest) {
    const key = pair.slice(0, pair.indexOf('='));
    // The view answers the next order's number, not the start that was set.
    const shownKey = key === 'orderNumberStart' ? 'nextOrderNumber' : key;
    out.log(`${shownKey} = ${now.has(shownKey) ? shown(now.get(shownKey)) : '(not set)'}`);
  }
  return 0;
}
