// Countries and regions (ISO 3166-1 alpha-2), named in the store's locale by the browser (Intl.DisplayNames).
import { COUNTRY_CODES } from '../../wire/address-rules.js';
import { pageLocale } from '../i18n/messages.js';

/** A country's code and name. */
export interface Country {
  code: string;
  name: string;
}

let cached: { locale: string; list: Country[] } | undefined;

/** Every country, sorted by its name in `locale`. */
export function countries(locale = pageLocale()): Country[] {
  if (cached?.locale === locale) return cached.list;
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const list = COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, locale));
  cached = { locale, list };
  return list;
}

/** The name of a country code (the code itself when unknown). */
export function countryName(code: string | undefined, locale = pageLocale()): string {
  if (!code) return '';
  return countries(locale).find((c) => c.code === code.toUpperCase())?.name ?? code;
}
