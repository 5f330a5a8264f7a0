// The texts of a site's e-mails, in the language of its locale (German for de-*, English for anything else).
import { textLanguageOf, type TextLanguage } from '../../wire/locale.js';
import { mailTextsDe } from './mail-texts-de.js';
import { mailTextsEn, type MailTexts } from './mail-texts-en.js';

const TEXTS: Record<TextLanguage, MailTexts> = { en: mailTextsEn, de: mailTextsDe };

/** The e-mail texts of a locale's language. */
export function mailTexts(locale: string | undefined): MailTexts {
  return TEXTS[textLanguageOf(locale)];
}

export type { MailTexts };
