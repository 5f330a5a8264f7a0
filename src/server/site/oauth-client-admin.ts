// A site's OAuth clients as the merchant manages them: allowed origins (CORS, callbacks), exact redirect URIs and allowed redirect domains.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { Type, type Static } from 'typebox';
import { publishChange } from '../db/change-feed.js';
import type { Database } from '../db/schema.js';
import { fieldError, notFound, validationError } from '../http/http-error.js';
import type { FieldViolation } from '../../wire/errors.js';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const UrlList = Type.Array(Type.String({ minLength: 1, maxLength: 2000 }), { maxItems: 100 });

/** A client to create, or what a PATCH replaces (each list replaced whole). */
export const OAuthClientInputSchema = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    allowedOrigins: Type.Optional(UrlList),
    redirectUris: Type.Optional(UrlList),
    allowedRedirectDomains: Type.Optional(UrlList),
  },
  { additionalProperties: false },
);

/** Input of create and update. */
export type OAuthClientInput = Static<typeof OAuthClientInputSchema>;

/** A client as the API answers it. */
export interface OAuthClientView {
  id: string;
  name: string;
  /** Origins whose pages may call the store (CORS) and receive callbacks and web_message answers. */
  allowedOrigins: string[];
  /** Redirect URIs compared exactly (RFC 9700 §4.1.3; any port on loopback). */
  redirectUris: string[];
  /** Origins under which any path is a redirect URI (as Wix's allowed redirect domains; what a script-tag client needs). */
  allowedRedirectDomains: string[];
  createdDate: string;
}

type ClientRow = { id: string; name: string; allowed_origins: string[]; redirect_uris: string[]; allowed_redirect_domains: string[]; created_at: Date };

function toView(row: ClientRow): OAuthClientView {
  return {
    id: row.id,
    name: row.name,
    allowedOrigins: row.allowed_origins,
    redirectUris: row.redirect_uris,
    allowedRedirectDomains: row.allowed_redirect_domains,
    createdDate: row.created_at.toISOString(),
  };
}

/** `https://Shop.Example:443/` → `https://shop.example`: the canonical origin, or a reason it is not one. */
export function canonicalOrigin(value: string): { origin: string } | { problem: string } {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { problem: 'must be an origin such as https://shop.example' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { problem: 'must be an http or https origin' };
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) return { problem: 'must use https (http only on localhost)' };
  if (url.username || url.password || (url.pathname !== '/' && url.pathname !== '') || url.search || url.hash)
    return { problem: 'must be an origin only: scheme, host and port, no path' };
  return { origin: url.origin };
}

/** Why a redirect URI may not be registered, or undefined. */
function redirectUriProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be an absolute URL';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must be an http or https URL';
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) return 'must use https (http only on localhost)';
  if (url.username || url.password) return 'must not contain credentials';
  if (value.includes('#')) return 'must not contain a fragment';
  return undefined;
}

/** The checked, de-duplicated lists of an input; every problem as a field violation. */
function checkedLists(input: OAuthClientInput, prefix: string): Partial<Pick<ClientRow, 'allowed_origins' | 'redirect_uris' | 'allowed_redirect_domains'>> {
  const violations: FieldViolation[] = [];
  const origins = (list: string[] | undefined, field: string): string[] | undefined =>
    list?.map((value, i) => {
      const checked = canonicalOrigin(value);
      if ('problem' in checked)
        violations.push({ field: `${prefix}.${field}[${i}]`, description: checked.problem, violatedRule: 'FORMAT', ruleName: 'FORMAT' });
      return 'origin' in checked ? checked.origin : value;
    });
  const allowed = origins(input.allowedOrigins, 'allowedOrigins');
  const domains = origins(input.allowedRedirectDomains, 'allowedRedirectDomains');
  input.redirectUris?.forEach((uri, i) => {
    const problem = redirectUriProblem(uri);
    if (problem) violations.push({ field: `${prefix}.redirectUris[${i}]`, description: problem, violatedRule: 'FORMAT', ruleName: 'FORMAT' });
  });
  if (violations.length > 0) throw validationError(violations);
  return {
    ...(allowed ? { allowed_origins: [...new Set(allowed)] } : {}),
    ...(input.redirectUris ? { redirect_uris: [...new Set(input.redirectUris)] } : {}),
    ...(domains ? { allowed_redirect_domains: [...new Set(domains)] } : {}),
  };
}

const COLUMNS = ['id', 'name', 'allowed_origins', 'redirect_uris', 'allowed_redirect_domains', 'created_at'] as const;

/** The site's clients, oldest first. */
export async function listClients(db: Kysely<Database>, siteId: string): Promise<OAuthClientView[]> {
  const rows = await db.selectFrom('oauth_clients').select(COLUMNS).where('site_id', '=', siteId).orderBy('created_at').orderBy('id').execute();
  return rows.map(toView);
}

/** One client of the site; 404 when it is not the site's. */
export async function getClient(db: Kysely<Database>, siteId: string, id: string): Promise<OAuthClientView> {
  const row = await db.selectFrom('oauth_clients').select(COLUMNS).where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('OAUTH_CLIENT_NOT_FOUND', 'OAuth client');
  return toView(row);
}

/** A new client id: not guessable, and short enough for a script tag. */
export function newClientId(): string {
  return randomBytes(12).toString('base64url');
}

/** Runs `work` in `db`'s transaction when it is one, else in a new one. */
function inTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** Creates a client (in the caller's transaction, if any); every process's CORS and redirect checks follow at once. */
export async function createClient(db: Kysely<Database>, siteId: string, input: OAuthClientInput, id = newClientId()): Promise<OAuthClientView> {
  const lists = checkedLists(input, 'client');
  return inTransaction(db, async (trx) => {
    const row = await trx
      .insertInto('oauth_clients')
      .values({
        id,
        site_id: siteId,
        name: input.name?.trim() || 'Website',
        allowed_origins: lists.allowed_origins ?? [],
        redirect_uris: lists.redirect_uris ?? [],
        allowed_redirect_domains: lists.allowed_redirect_domains ?? [],
      })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    await publishChange(trx, { kind: 'clients-changed', siteId });
    return toView(row);
  });
}

/** Replaces the given fields of a client; 404 when it is not the site's. */
export async function updateClient(db: Kysely<Database>, siteId: string, id: string, input: OAuthClientInput): Promise<OAuthClientView> {
  const lists = checkedLists(input, 'client');
  if (input.name !== undefined && input.name.trim() === '') throw fieldError('client.name', 'must not be blank', 'MIN_LENGTH');
  const changes = { ...(input.name !== undefined ? { name: input.name.trim() } : {}), ...lists };
  // Nothing to change: answer the client as it is (an UPDATE without columns is not SQL).
  if (Object.keys(changes).length === 0) return getClient(db, siteId, id);
  return db.transaction().execute(async (trx) => {
    const row = await trx.updateTable('oauth_clients').set(changes).where('site_id', '=', siteId).where('id', '=', id).returning(COLUMNS).executeTakeFirst();
    if (!row) throw notFound('OAUTH_CLIENT_NOT_FOUND', 'OAuth client');
    await publishChange(trx, { kind: 'clients-changed', siteId });
    return toView(row);
  });
}

/** Adds origins to (or, with `remove`, takes them from) a client's allowed origins. */
export async function changeAllowedOrigins(db: Kysely<Database>, siteId: string, id: string, origins: string[], remove: boolean): Promise<OAuthClientView> {
  const current = await getClient(db, siteId, id);
  const checked = checkedLists({ allowedOrigins: origins }, 'client').allowed_origins ?? [];
  const next = remove ? current.allowedOrigins.filter((o) => !checked.includes(o)) : [...current.allowedOrigins, ...checked];
  return updateClient(db, siteId, id, { allowedOrigins: next });
}

/** Deletes a client (its refresh tokens go with it); 404 when it is not the site's. */
export async function deleteClient(db: Kysely<Database>, siteId: string, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom('oauth_clients').where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
    if (deleted.numDeletedRows === 0n) throw notFound('OAUTH_CLIENT_NOT_FOUND', 'OAuth client');
    await publishChange(trx, { kind: 'clients-changed', siteId });
  });
}
