// The texts a hosted page shows, in its store's language: English is built in (the shared part, and each page's own part as it
// loads, see addEnglish), German loads whole as a chunk of its own.
import { DEFAULT_LOCALE, textLanguageOf, textLocaleOf } from '../../wire/locale.js';
import type { Messages } from './en.js';
import { enShared } from './en-shared.js';

/** The English texts of this page: the shared part and the parts its pages added. */
const en = { ...enShared } as Messages;
let current: Messages = en;
let currentLocale = DEFAULT_LOCALE;

/**
 * Adds a page's own English texts (`{ checkout, thankYou }`), so a page ships only the texts it shows: a group the page
 * has gets the part's texts added to it (the thank-you view's chunk adds the rest of `thankYou`). Each page's `texts.ts`
 * calls it as it loads, before any of its texts is read.
 */
export function addEnglish(part: { [K in keyof Messages]?: Partial<Messages[K]> }): void {
  const target = en as Record<string, object | undefined>;
  for (const [group, texts] of Object.entries(part)) target[group] = { ...target[group], ...texts };
}

/** The texts of the page (English until {@link loadMessages} chose others). */
export function messages(): Messages {
  return current;
}

/** The store's locale as set (BCP 47), which amounts are formatted in. @default 'en-US' */
export function storeLocale(): string {
  return currentLocale;
}

/**
 * The locale the page writes dates and country names in: the store's, in the language of the texts
 * (`de-AT` → `de-AT`, `fr-FR` → `en-FR`). @default 'en-US'
 */
export function pageLocale(): string {
  return textLocaleOf(currentLocale);
}

/**
 * Makes a locale the page's: loads its language's texts (German for `de-*`, English for anything else). When the
 * German chunk cannot load (the network dropped), the page speaks English rather than stay on its placeholder.
 */
export async function loadMessages(locale: string): Promise<void> {
  current =
    textLanguageOf(locale) === 'de'
      ? await import('./de.js').then(
          (pack) => pack.de,
          () => en,
        )
      : en;
  currentLocale = locale;
}
