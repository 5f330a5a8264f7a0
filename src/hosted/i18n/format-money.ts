// Amounts on hosted pages that the store sends as numbers (catalog prices), formatted with Intl in the store's locale.
import { storeLocale } from './messages.js';

const formatters = new Map<string, Intl.NumberFormat>();

/** An amount in major units as the store's locale writes it: `(1234.5, 'EUR')` → `1.234,50 €` in a de-DE store. */
export function formatMoney(amount: number, currency: string, locale: string = storeLocale()): string {
  const key = `${locale} ${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    } catch {
      formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    }
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}
