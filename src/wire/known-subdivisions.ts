// The states and provinces the store checks addresses against (US, Canada, Australia), and a subdivision as its ISO 3166-2 code.
import { subdivisionCodeIn } from './subdivision-code.js';
import { AU_SUBDIVISIONS } from './subdivisions/au.js';
import { CA_SUBDIVISIONS } from './subdivisions/ca.js';
import { US_SUBDIVISIONS } from './subdivisions/us.js';

/** The states and provinces of the countries whose subdivisions the store checks, by code (the part after `US-`). */
export const KNOWN_SUBDIVISIONS: Readonly<Record<string, Readonly<Record<string, string>>>> = { US: US_SUBDIVISIONS, CA: CA_SUBDIVISIONS, AU: AU_SUBDIVISIONS };

/**
 * The ISO 3166-2 code (`US-CA`) of a subdivision given as `US-CA`, `CA` or `California`, for the countries in
 * {@link KNOWN_SUBDIVISIONS}; undefined when it is not one of them. Other countries' subdivisions are kept as given.
 */
export function normalizeSubdivision(country: string, value: string): string | undefined {
  const known = KNOWN_SUBDIVISIONS[country];
  return known ? subdivisionCodeIn(known, country, value) : value.trim();
}
