// The widget's i18n: the page's locale, its texts, and price formatting.
import { isConfigured, widgetConfig } from '../config.js';
import type { Messages } from './en.js';
import { formatPrice } from './format-price.js';
import { messagesFor, partMessagesFor, resolveLocale, type PartMessages } from './locale.js';

export type { Messages } from './en.js';
export { formatPrice } from './format-price.js';
export { addLanguage, messagesFor, resolveLocale, SUPPORTED_LANGUAGES, type PartMessages } from './locale.js';

/** The locale of this page's widget (configuration, then `<html lang>`, then the browser). */
export function pageLocale(): string {
  return resolveLocale(isConfigured() ? widgetConfig().locale : undefined);
}

/** The texts for this page's locale. */
export function pageMessages(): Messages {
  return messagesFor(pageLocale());
}

/** A part's texts (the drawer's, the sign-in's) in the page's language when its pack has them, else `en`, the English ones. */
export function inPageLanguage<K extends keyof PartMessages>(part: K, en: PartMessages[K]): PartMessages[K] {
  return partMessagesFor(pageLocale(), part) ?? en;
}

/** Formats amounts (decimal strings or numbers) in a currency for this page's locale. @param currency @default 'USD' */
export function priceFormat(currency = 'USD'): (amount: string | number) => string {
  const locale = pageLocale();
  return (amount) => formatPrice(amount, currency, locale);
}
