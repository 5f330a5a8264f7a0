// A new shop from nothing: its site, its OAuth client for the origins that will paste the script tag, the owner's account and a first API key.
import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { createApiKey } from '../auth/index.js';
import type { Database } from '../db/schema.js';
import { fieldError, validationError } from '../http/http-error.js';
import { canonicalOrigin, createClient } from './oauth-client-admin.js';
import { isCurrencyCode, isLocale } from './setting-checks.js';
import { isCountryCode } from '../shipping/index.js';
import { countryOfLocale, DEFAULT_LOCALE } from '../../wire/locale.js';
import { createStaffAccount } from './staff-accounts.js';
import type { FieldViolation } from '../../wire/errors.js';

/** What a site owner says about the new shop. */
export interface NewSiteInput {
  name: string;
  /** ISO 4217, `EUR`. */
  currency: string;
  /** BCP 47, `de-DE`. @default 'en-US' */
  locale?: string;
  /** ISO 3166-1 alpha-2, `DE`: the checkout's first country. @default the region of `locale` */
  country?: string;
  /** The sites that will paste the script tag. */
  origins: string[];
  ownerEmail: string;
  ownerPassword: string;
}

/** The new shop: ids, the API key (shown once) and the script tag to paste. */
export interface NewSite {
  siteId: string;
  clientId: string;
  apiKey: string;
  scriptTag: string;
}

/** The rows {@link insertNewSite} made: ids, the owner's account, the API key when one was asked for. */
export interface InsertedSite {
  siteId: string;
  clientId: string;
  ownerId: string;
  apiKey?: string;
  scriptTag: string;
  /** The site's country (given, or of its locale). */
  country: string;
}

/** `My Shop!` → `my-shop-3f9a1c`: readable, unique. */
function siteIdFor(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${slug || 'shop'}-${randomBytes(3).toString('hex')}`;
}

/**
 * The script tag a site owner pastes into every page. A shop whose locale is not the default `en-US` gets it as
 * `data-locale`, so the widget speaks the shop's language and formats its prices so; without it the widget follows
 * each page's `<html lang>`, then the browser.
 */
export function scriptTagFor(publicUrl: string, clientId: string, locale?: string): string {
  const language = locale && locale !== 'en-US' ? ` data-locale="${locale}"` : '';
  return `<script src="${publicUrl}/tote.js" data-client-id="${clientId}"${language} async></script>`;
}

/** Field violations of the input, all at once. */
function checkInput(input: NewSiteInput): { origins: string[]; country: string } {
  const violations: FieldViolation[] = [];
  const add = (field: string, description: string) => violations.push({ field, description, violatedRule: 'FORMAT', ruleName: 'FORMAT' });
  if (!input.name.trim() || input.name.length > 100) add('name', 'must be 1 to 100 characters');
  if (!isCurrencyCode(input.currency)) add('currency', 'must be an ISO 4217 currency code such as USD or EUR');
  if (input.locale !== undefined && !isLocale(input.locale)) add('locale', 'must be a BCP 47 language tag such as en-US or de-DE');
  if (input.country !== undefined && !isCountryCode(input.country.trim().toUpperCase()))
    add('country', 'must be an ISO 3166-1 alpha-2 country code such as US or DE');
  if (input.origins.length === 0) add('origins', 'needs at least one origin: the site that will paste the script tag');
  const origins = input.origins.map((value, i) => {
    const checked = canonicalOrigin(value);
    if ('problem' in checked) add(`origins[${i}]`, `${value} ${checked.problem}`);
    return 'origin' in checked ? checked.origin : value;
  });
  if (violations.length > 0) throw validationError(violations);
  const country = input.country?.trim().toUpperCase() || countryOfLocale(input.locale, isCountryCode) || 'US';
  return { origins: [...new Set(origins)], country };
}

/**
 * Inserts a new shop in the caller's transaction: the site (name, currency, locale, country; e-mail verification on),
 * an OAuth client whose allowed origins and redirect domains are the given origins (the widget signs shoppers in from
 * any page of them), the owner's staff account and, when `apiKeyName` is given, an API key. Field violations (all of
 * the input's at once) before anything is written.
 */
export async function insertNewSite(
  trx: Transaction<Database>,
  publicUrl: string,
  input: NewSiteInput,
  options: { apiKeyName?: string } = {},
): Promise<InsertedSite> {
  const { origins, country } = checkInput(input);
  const siteId = siteIdFor(input.name);
  await trx
    .insertInto('sites')
    .values({
      id: siteId,
      name: input.name.trim(),
      currency: input.currency.toUpperCase(),
      settings: JSON.stringify({ locale: input.locale ?? DEFAULT_LOCALE, country, requireEmailVerification: true }),
    })
    .execute();
  const owner = await createStaffAccount(trx, siteId, { email: input.ownerEmail, password: input.ownerPassword, role: 'owner' });
  const client = await createClient(trx, siteId, { name: input.name.trim(), allowedOrigins: origins, allowedRedirectDomains: origins });
  if (!client.id) throw fieldError('origins', 'no client was made');
  const key = options.apiKeyName === undefined ? undefined : await createApiKey(trx, siteId, options.apiKeyName);
  return {
    siteId,
    clientId: client.id,
    ownerId: owner.id,
    ...(key ? { apiKey: key.key } : {}),
    scriptTag: scriptTagFor(publicUrl, client.id, input.locale),
    country,
  };
}

/** Creates a shop with no demo data in one transaction ({@link insertNewSite}), with an API key named `tote init`. */
export async function createSite(db: Kysely<Database>, publicUrl: string, input: NewSiteInput): Promise<NewSite> {
  const made = await db.transaction().execute((trx) => insertNewSite(trx, publicUrl, input, { apiKeyName: 'tote init' }));
  return { siteId: made.siteId, clientId: made.clientId, apiKey: made.apiKey!, scriptTag: made.scriptTag };
}
