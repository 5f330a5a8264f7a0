// The widget's i18n: the page's locale, its texts, and price formatting.
import { isConfigured, widgetConfig } from '../config.js';
import type { Messages } from './en.js';
import { formatPrice } from './format-price.js';
import { messagesFor, resolveLocale } from './locale.js';

export type { Messages } from './en.js';
export { formatPrice } from './format-price.js';
export { addLanguage, messagesFor, resolveLocale, SUPPORTED_LANGUAGES } from './locale.js';

/** The locale of this page's widget (configuration, then `<html lang>`, then the browser). */
export function pageLocale(): string {
  return resolveLocale(isConfigured() ? widgetConfig().locale : undefined);
}

/** The texts for this page's locale. */
export function pageMessages(): Messages {
  return messagesFor(pageLocale());
}

/** The German texts on a German page, else the English ones (the drawer's and the sign-in's, which ship in their chunks). */
export function inPageLanguage<T>(en: T, de: T): T {
  return pageLocale().toLowerCase().startsWith('de') ? de : en;
}

/** Formats amounts (decimal strings or numbers) in a currency for this page's locale. @param currency @default 'USD' */
export function priceFormat(currency = 'USD'): (amount: string | number) => string {
  const locale = pageLocale();
  return (amount) => formatPrice(amount, currency, locale);
}
