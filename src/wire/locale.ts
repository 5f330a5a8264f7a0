// A shop's locale (site settings `locale`, a BCP 47 tag): its language subtag, and which of the texts Tote has it gets.

/** The locale of a site that has none set. */
export const DEFAULT_LOCALE = 'en-US';

/** The languages Tote's hosted pages and e-mails are written in. */
export type TextLanguage = 'en' | 'de';

/** The language subtag of a locale, lower case: `de-DE` → `de`, `en` → `en`; `en` for an empty tag. */
export function languageOf(locale: string | undefined): string {
  const subtag = (locale ?? '').split(/[-_]/)[0]?.toLowerCase();
  return subtag || 'en';
}

/** The texts a locale gets: German for any `de-*`, English for everything else. */
export function textLanguageOf(locale: string | undefined): TextLanguage {
  return languageOf(locale) === 'de' ? 'de' : 'en';
}

/**
 * The locale to write words in (month and country names): the locale itself when Tote has texts in its language,
 * else the texts' language in the locale's region, so an English page of a fr-FR shop reads `en-FR` dates.
 */
export function textLocaleOf(locale: string | undefined): string {
  const language = textLanguageOf(locale);
  if (languageOf(locale) === language) return locale || DEFAULT_LOCALE;
  try {
    const region = new Intl.Locale(locale ?? '').region;
    return region ? `${language}-${region}` : language;
  } catch {
    return language;
  }
}

/**
 * A shop's country when it names none: the region of its locale (`de-DE` → `DE`, `de` → `DE` by likely subtags), or
 * the empty string when the locale names no known country.
 */
export function countryOfLocale(locale: string | undefined, known: (code: string) => boolean): string {
  try {
    const region = new Intl.Locale(locale || DEFAULT_LOCALE).maximize().region;
    return region && known(region) ? region : '';
  } catch {
    return '';
  }
}
