// The dashboard's texts in the chosen language: English is built in, German loads as a chunk of its own.
import { en, type Messages } from './en.js';

/** The languages the dashboard speaks. */
export type AdminLanguage = 'en' | 'de';

let current: Messages = en;
let currentLanguage: AdminLanguage = 'en';

/** The texts of the dashboard (English until {@link loadLanguage} chose others). */
export function t(): Messages {
  return current;
}

/** The language the texts are in, for dates and numbers. */
export function language(): AdminLanguage {
  return currentLanguage;
}

/** The language of a tag (`de-AT` → `de`, anything else → `en`). */
export function languageOf(tag: string | null | undefined): AdminLanguage {
  return tag?.toLowerCase().startsWith('de') ? 'de' : 'en';
}

/** Loads a language's texts (German from its chunk; English when that chunk cannot load) and makes them current. */
export async function loadLanguage(next: AdminLanguage): Promise<void> {
  current =
    next === 'de'
      ? await import('./de.js').then(
          (pack) => pack.de,
          () => en,
        )
      : en;
  currentLanguage = next;
  if (typeof document !== 'undefined') document.documentElement.lang = next;
}
