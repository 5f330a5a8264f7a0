// Which language the widget speaks: `data-locale`, else `<html lang>`, else the browser's, else English.
import type { LoginMessages } from '../components/login/login-messages.js';
import type { MenuMessages } from '../components/login/menu-messages.js';
import type { DrawerMessages } from './drawer.js';
import type { GridMessages } from './grid.js';
import type { RestoreMessages } from './restore.js';
import { en, type Messages } from './en.js';

/** Languages shipped with the widget: English is built in, the others are packs (i18n/de.ts) the loader fetches for their pages. */
export const SUPPORTED_LANGUAGES = ['en', 'de'];

/**
 * A language's texts of the parts whose English texts ship in their own chunks: the drawer, the sign-in modal, the sign-in
 * element, the product grid and a cart reminder's link. A pack brings them, so an English page loads no other language's texts.
 */
export interface PartMessages {
  drawer: DrawerMessages;
  login: LoginMessages;
  menu: MenuMessages;
  grid: GridMessages;
  restore: RestoreMessages;
}

const catalogs: Record<string, Messages> = { en };
const partCatalogs: Record<string, Partial<PartMessages>> = {};

/** Makes a language pack's texts available (a pack calls it when it loads), with its texts of the parts (drawer, sign-in). */
export function addLanguage(language: string, messages: Messages, parts: Partial<PartMessages> = {}): void {
  catalogs[language] = messages;
  partCatalogs[language] = parts;
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
  return catalogs[languageOf(locale)] ?? en;
}

/** A part's texts for a locale, or undefined when its language's pack has none (or is not loaded): the part then speaks English. */
export function partMessagesFor<K extends keyof PartMessages>(locale: string, part: K): PartMessages[K] | undefined {
  return partCatalogs[languageOf(locale)]?.[part];
}

function languageOf(locale: string): string {
  return locale.split('-')[0]!.toLowerCase();
}
