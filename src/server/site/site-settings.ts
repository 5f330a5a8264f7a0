// A site's settings as the merchant API shows and changes them: name, logo, colour, currency, locale, order numbers, member policy and more.
import type { SiteView } from '../../wire/site.js';
import { sql, type Kysely } from 'kysely';
import { Type, type Static } from 'typebox';
import type { SiteSettings } from '../db/core-tables.js';
import type { Database } from '../db/schema.js';
import { fieldError, notFound } from '../http/http-error.js';
import { FIRST_ORDER_NUMBER } from '../orders/index.js';
import { DEFAULT_ACCENT } from '../../wire/theme.js';
import { DEFAULT_CART_REMINDERS, MAX_REMINDER_DELAY_MINUTES, MIN_REMINDER_DELAY_MINUTES } from '../../wire/cart-reminders.js';
import { isCurrencyCode, isLocale, isLogoUrl, isOwnerCustomUrl } from './setting-checks.js';
import { isCountryCode } from '../shipping/index.js';
import { countryOfLocale } from '../../wire/locale.js';

/** A site's country: the stored one, else the region of its locale (`de-DE` → `DE`), else `US`. */
export function siteCountry(settings: SiteSettings): string {
  return settings.country ?? (countryOfLocale(settings.locale, isCountryCode) || 'US');
}

/** The kinds of redirect session a store does not run itself, sent to the owner's own pages. */
const OwnerCustomUrlsSchema = Type.Object(
  {
    bookingsCheckout: Type.Optional(Type.String({ maxLength: 2000 })),
    eventsCheckout: Type.Optional(Type.String({ maxLength: 2000 })),
    paidPlansCheckout: Type.Optional(Type.String({ maxLength: 2000 })),
    bookingsBook: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);

/** What a PATCH may change; every field optional. */
export const SiteSettingsPatchSchema = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    currency: Type.Optional(Type.String({ minLength: 3, maxLength: 3 })),
    locale: Type.Optional(Type.String({ minLength: 2, maxLength: 35 })),
    country: Type.Optional(Type.String({ minLength: 2, maxLength: 2, description: 'ISO 3166-1 alpha-2' })),
    logoUrl: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
    accentColor: Type.Optional(Type.String({ pattern: '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$' })),
    orderNumberStart: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_000_000_000 })),
    memberPolicy: Type.Optional(
      Type.Object(
        { requireEmailVerification: Type.Optional(Type.Boolean()), requireOwnerApproval: Type.Optional(Type.Boolean()) },
        { additionalProperties: false },
      ),
    ),
    ownerCustomUrls: Type.Optional(OwnerCustomUrlsSchema),
    offlinePaymentInstructions: Type.Optional(Type.String({ maxLength: 2000 })),
    pricesIncludeTax: Type.Optional(Type.Boolean()),
    taxShipping: Type.Optional(Type.Boolean()),
    cartReminders: Type.Optional(
      Type.Object(
        {
          enabled: Type.Optional(Type.Boolean()),
          delayMinutes: Type.Optional(Type.Integer({ minimum: MIN_REMINDER_DELAY_MINUTES, maximum: MAX_REMINDER_DELAY_MINUTES })),
        },
        { additionalProperties: false },
      ),
    ),
    noTax: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

/** A PATCH of the site settings. */
export type SiteSettingsPatch = Static<typeof SiteSettingsPatchSchema>;

/** The site as the API answers it. */
export type { SiteView };

/** The site's settings; 404 when it does not exist. */
export async function readSite(db: Kysely<Database>, siteId: string): Promise<SiteView> {
  const row = await db
    .selectFrom('sites')
    .leftJoin('order_numbers', 'order_numbers.site_id', 'sites.id')
    .select(['sites.id', 'sites.name', 'sites.currency', 'sites.settings', 'sites.created_at', 'order_numbers.last_number'])
    .where('sites.id', '=', siteId)
    .executeTakeFirst();
  if (!row) throw notFound('SITE_NOT_FOUND', 'Site');
  const s = row.settings;
  return {
    id: row.id,
    name: row.name,
    currency: row.currency,
    locale: s.locale ?? 'en-US',
    country: siteCountry(s),
    logoUrl: s.logoUrl ?? null,
    accentColor: s.accentColor ?? DEFAULT_ACCENT,
    nextOrderNumber: row.last_number === null ? FIRST_ORDER_NUMBER : Number(row.last_number) + 1,
    memberPolicy: { requireEmailVerification: s.requireEmailVerification ?? true, requireOwnerApproval: s.requireOwnerApproval ?? false },
    ownerCustomUrls: s.ownerCustomUrls ?? {},
    offlinePaymentInstructions: s.offlinePaymentInstructions ?? '',
    pricesIncludeTax: s.pricesIncludeTax ?? false,
    taxShipping: s.taxShipping ?? true,
    cartReminders: { ...DEFAULT_CART_REMINDERS, ...s.cartReminders },
    noTax: s.noTax ?? false,
    createdDate: row.created_at.toISOString(),
  };
}

/** Field violations of a patch that its schema cannot see (codes, URLs); thrown as one validation error. */
function checkPatch(patch: SiteSettingsPatch): void {
  if (patch.currency !== undefined && !isCurrencyCode(patch.currency))
    throw fieldError('site.currency', 'must be an ISO 4217 currency code such as USD or EUR', 'FORMAT');
  if (patch.locale !== undefined && !isLocale(patch.locale)) throw fieldError('site.locale', 'must be a BCP 47 language tag such as en-US or de-DE', 'FORMAT');
  if (patch.country !== undefined && !isCountryCode(patch.country.toUpperCase()))
    throw fieldError('site.country', 'must be an ISO 3166-1 alpha-2 country code such as US or DE', 'FORMAT');
  if (patch.logoUrl && !isLogoUrl(patch.logoUrl)) throw fieldError('site.logoUrl', 'must be an https URL (http only on localhost)', 'FORMAT');
  if (patch.name !== undefined && patch.name.trim() === '') throw fieldError('site.name', 'must not be blank', 'MIN_LENGTH');
  for (const [kind, url] of Object.entries(patch.ownerCustomUrls ?? {})) {
    if (url && !isOwnerCustomUrl(url)) throw fieldError(`site.ownerCustomUrls.${kind}`, 'must be an https URL (http only on localhost)', 'FORMAT');
  }
}

/**
 * Changes a site's settings in one transaction and answers the result. A new order-number start must be above every
 * number given so far (numbers never repeat): the counter is set so that the next order gets it.
 */
export async function updateSite(db: Kysely<Database>, siteId: string, patch: SiteSettingsPatch): Promise<SiteView> {
  checkPatch(patch);
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('sites').select(['settings']).where('id', '=', siteId).forUpdate().executeTakeFirst();
    if (!row) throw notFound('SITE_NOT_FOUND', 'Site');
    const settings: SiteSettings = { ...row.settings };
    if (patch.locale !== undefined) settings.locale = patch.locale;
    if (patch.country !== undefined) settings.country = patch.country.toUpperCase();
    if (patch.logoUrl !== undefined) {
      if (patch.logoUrl === null || patch.logoUrl === '') delete settings.logoUrl;
      else settings.logoUrl = patch.logoUrl;
    }
    if (patch.accentColor !== undefined) settings.accentColor = patch.accentColor;
    if (patch.memberPolicy?.requireEmailVerification !== undefined) settings.requireEmailVerification = patch.memberPolicy.requireEmailVerification;
    if (patch.memberPolicy?.requireOwnerApproval !== undefined) settings.requireOwnerApproval = patch.memberPolicy.requireOwnerApproval;
    if (patch.ownerCustomUrls !== undefined) {
      const urls = Object.fromEntries(Object.entries({ ...settings.ownerCustomUrls, ...patch.ownerCustomUrls }).filter(([, url]) => url));
      settings.ownerCustomUrls = urls;
    }
    if (patch.offlinePaymentInstructions !== undefined) settings.offlinePaymentInstructions = patch.offlinePaymentInstructions;
    if (patch.pricesIncludeTax !== undefined) settings.pricesIncludeTax = patch.pricesIncludeTax;
    if (patch.taxShipping !== undefined) settings.taxShipping = patch.taxShipping;
    if (patch.cartReminders !== undefined) settings.cartReminders = { ...DEFAULT_CART_REMINDERS, ...settings.cartReminders, ...patch.cartReminders };
    if (patch.noTax !== undefined) settings.noTax = patch.noTax;
    await trx
      .updateTable('sites')
      .set({
        ...(patch.name !== undefined ? { name: patch.name.trim() } : {}),
        ...(patch.currency !== undefined ? { currency: patch.currency.toUpperCase() } : {}),
        settings: JSON.stringify(settings),
      })
      .where('id', '=', siteId)
      .execute();
    if (patch.orderNumberStart !== undefined) await setOrderNumberStart(trx, siteId, patch.orderNumberStart);
  });
  return readSite(db, siteId);
}

async function setOrderNumberStart(trx: Kysely<Database>, siteId: string, start: number): Promise<void> {
  const counter = await trx.selectFrom('order_numbers').select('last_number').where('site_id', '=', siteId).forUpdate().executeTakeFirst();
  const used = await trx
    .selectFrom('orders')
    .select((eb) => eb.fn.max('number').as('n'))
    .where('site_id', '=', siteId)
    .executeTakeFirst();
  const highest = Math.max(counter ? Number(counter.last_number) : 0, used?.n == null ? 0 : Number(used.n));
  if (start <= highest)
    throw fieldError('site.orderNumberStart', `must be above ${highest}, the highest order number given so far`, 'MIN', { minimum: highest + 1 });
  await trx
    .insertInto('order_numbers')
    .values({ site_id: siteId, last_number: start - 1 })
    .onConflict((oc) => oc.column('site_id').doUpdateSet({ last_number: sql<number>`excluded.last_number` }))
    .execute();
}
