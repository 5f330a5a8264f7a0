// Dates and amounts in the dashboard's language.
import { language } from '../i18n/messages.js';

/** The locale numbers and dates are written in. */
function locale(): string {
  return language() === 'de' ? 'de-DE' : 'en-US';
}

/** A date and time (`12 Mar 2026, 14:05`). */
export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat(locale(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** A date (`12 Mar 2026`). */
export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat(locale(), { dateStyle: 'medium' }).format(new Date(iso));
}

/** An amount in a currency (`€45.00`). */
export function formatMoney(amount: number | string, currency: string): string {
  try {
    return new Intl.NumberFormat(locale(), { style: 'currency', currency }).format(Number(amount));
  } catch {
    return `${amount} ${currency}`;
  }
}
