// The countries a shop may be in, as options of a select: ISO 3166-1 alpha-2 codes named in the dashboard's language.
import { COUNTRY_CODES } from '../../wire/address-rules.js';
import { language } from '../i18n/messages.js';

/** Every known country as `{ value: 'DE', label: 'Germany (DE)' }`, sorted by name in the dashboard's language. */
export function countryOptions(): { value: string; label: string }[] {
  const lang = language();
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([lang], { type: 'region' });
  } catch {
    // No region names in this runtime: the codes alone.
  }
  return COUNTRY_CODES.map((code) => ({ value: code, label: `${names?.of(code) ?? code} (${code})` })).sort((a, b) => a.label.localeCompare(b.label, lang));
}
