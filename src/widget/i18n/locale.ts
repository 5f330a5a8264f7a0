// Which language the widget speaks: `data-locale`, else `<html lang>`, else the browser's, else English.
import { en, type Messages } from './en.js';

/** Languages shipped with the widget: English is built in, the others are packs (i18n/de.ts) the loader fetches for their pages. */
export const SUPPORTED_LANGUAGES = ['en', 'de'];

const catalogs: Record<string, Messages> = { en };

/** Makes a language pack's texts available (a pack calls it when it loads). */
export function addLanguage(language: string, messages: Messages): void {
  catalogs[language] = messages;
}

/** The BCP 47 locale to use: the configured one, else the page's `lang`, else the browser's, else `en`. */
export function resolveLocale(configured?: string): string {
  const candidates = [configured, document.documentElement.lang, typeof navigator === 'undefined' ? undefined : navigator.language];
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      return Intl.getCanonicalLocales(candidate)[0] ?? 'en';
    } catch {
      // Not a valid language tag: try the next source.
    }
  }
  return 'en';
}

/** The texts for a locale: its language's catalog, or English when the language is not shipped or its pack is not loaded. */
export function messagesFor(locale: string): Messages {
  return catalogs[locale.split('-')[0]!.toLowerCase()] ?? en;
}
