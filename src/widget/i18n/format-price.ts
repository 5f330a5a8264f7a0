// Prices for display with Intl.NumberFormat in the store's currency; amounts stay decimal strings.

const formatters = new Map<string, Intl.NumberFormat>();

/** Formats a decimal amount (`"12.50"`) in a currency for a locale, e.g. `$12.50` or `12,50 €`. */
export function formatPrice(amount: string | number, currency: string, locale: string): string {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  // Engines with Intl.NumberFormat v3 format the decimal string exactly; older ones convert it to a number for display only.
  return formatter.format(amount as number);
}
