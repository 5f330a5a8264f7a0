// The ISO 3166-2 code of a subdivision given by code or by name, in one country's list (the list is passed in: the hosted forms load theirs on demand).

/**
 * The ISO 3166-2 code (`US-CA`) of a subdivision given as `US-CA`, `CA` or `California`, in `known` (the country's
 * subdivisions by code, as in `KNOWN_SUBDIVISIONS`); undefined when it is none of them.
 */
export function subdivisionCodeIn(known: Readonly<Record<string, string>>, country: string, value: string): string | undefined {
  const text = value.trim();
  const upper = text.toUpperCase();
  const code = upper.startsWith(`${country}-`) ? upper.slice(country.length + 1) : upper;
  if (known[code]) return `${country}-${code}`;
  const byName = Object.entries(known).find(([, name]) => name.localeCompare(text, 'en', { sensitivity: 'base' }) === 0);
  return byName ? `${country}-${byName[0]}` : undefined;
}
