// What an address needs in each country: the postal code's name, shape and example, and whether a state or province is asked for.
import type { WireAddress } from '../../wire/address.js';
import { ADDRESS_FIELD_LIMITS, COUNTRIES_WITHOUT_POSTAL_CODES, POSTAL_CODE_FORMATS, SUBDIVISION_REQUIRED } from '../../wire/address-rules.js';
import { subdivisionCodeIn } from '../../wire/subdivision-code.js';
import { messages } from '../i18n/messages.js';
import { hasSubdivisionList, subdivisionNames } from './subdivision-names.js';

/** The rules of one country's addresses. */
export interface AddressRules {
  /** Label of the postal code field; undefined where there are no postal codes. */
  postalLabel: string | undefined;
  /** The postal code's shape, when known. */
  postalPattern?: RegExp;
  /** An example postal code for error messages. */
  postalExample?: string;
  /** Label of the subdivision field; undefined when none is asked for. */
  subdivisionLabel: string | undefined;
  /** The subdivision must be filled. */
  subdivisionRequired: boolean;
  /** The subdivision is chosen from a list (the countries the store knows them of), loaded or not yet. */
  subdivisionListed: boolean;
  /** The subdivisions to choose from (value `US-CA` → name), once the country's list is loaded (subdivision-names.ts). */
  subdivisions?: { value: string; label: string }[];
}

/** Countries whose addresses name a state, province or region, and what it is called. */
const SUBDIVISIONS: Record<string, 'state' | 'province' | 'region'> = {
  US: 'state',
  AU: 'state',
  BR: 'state',
  IN: 'state',
  MX: 'state',
  MY: 'state',
  NG: 'state',
  CA: 'province',
  CN: 'province',
  AR: 'province',
  IT: 'province',
  ES: 'province',
  JP: 'region',
  IE: 'region',
};

/** The rules for a country code (the general ones for an unknown or empty code). */
export function addressRules(country: string | undefined): AddressRules {
  const t = messages().address;
  const code = (country ?? '').toUpperCase();
  const postal = POSTAL_CODE_FORMATS[code];
  const postalLabel = COUNTRIES_WITHOUT_POSTAL_CODES.has(code) ? undefined : code === 'US' ? t.zip : code === 'GB' || code === 'AU' ? t.postcode : t.postalCode;
  const kind = SUBDIVISIONS[code] ?? (SUBDIVISION_REQUIRED.has(code) ? 'region' : undefined);
  const known = subdivisionNames(code);
  return {
    postalLabel,
    ...(postal ? { postalPattern: postal.pattern, postalExample: postal.example } : {}),
    subdivisionLabel: kind ? t[kind] : undefined,
    subdivisionRequired: SUBDIVISION_REQUIRED.has(code),
    subdivisionListed: hasSubdivisionList(code),
    ...(known
      ? {
          subdivisions: Object.entries(known)
            .map(([part, name]) => ({ value: `${code}-${part}`, label: name }))
            .sort((a, b) => a.label.localeCompare(b.label)),
        }
      : {}),
  };
}

/** Longest value of each address field the forms edit (the store's limits). */
export const ADDRESS_LIMITS = {
  addressLine: ADDRESS_FIELD_LIMITS.addressLine,
  addressLine2: ADDRESS_FIELD_LIMITS.addressLine2,
  city: ADDRESS_FIELD_LIMITS.city,
  subdivision: ADDRESS_FIELD_LIMITS.subdivision,
  postalCode: ADDRESS_FIELD_LIMITS.postalCode,
} as const;

/** The errors of an address by field, empty when it can be saved. */
export function addressErrors(address: WireAddress): Partial<Record<keyof typeof ADDRESS_LIMITS | 'country', string>> {
  const t = messages().address;
  const rules = addressRules(address.country);
  const errors: Partial<Record<keyof typeof ADDRESS_LIMITS | 'country', string>> = {};
  const value = (key: keyof typeof ADDRESS_LIMITS) => (address[key] ?? '').trim();
  if (!address.country) errors.country = t.countryRequired;
  if (!value('addressLine')) errors.addressLine = t.line1Required;
  if (!value('city')) errors.city = t.cityRequired;
  if (rules.postalLabel) {
    const postal = value('postalCode');
    if (!postal) errors.postalCode = t.postalRequired(rules.postalLabel);
    else if (rules.postalPattern && !rules.postalPattern.test(postal)) errors.postalCode = t.postalInvalid(rules.postalLabel, rules.postalExample ?? '');
  }
  const label = rules.subdivisionLabel ?? t.region;
  const names = subdivisionNames(address.country?.toUpperCase() ?? '');
  if (rules.subdivisionLabel && rules.subdivisionRequired && !value('subdivision'))
    errors.subdivision = rules.subdivisionListed ? t.subdivisionChoose(label) : t.subdivisionRequired(label);
  // Until the country's list is loaded, the store checks the value (the select offers only listed ones).
  else if (names && value('subdivision') && subdivisionCodeIn(names, address.country!.toUpperCase(), value('subdivision')) === undefined)
    errors.subdivision = t.subdivisionChoose(label);
  for (const [key, max] of Object.entries(ADDRESS_LIMITS) as [keyof typeof ADDRESS_LIMITS, number][]) {
    if (!errors[key] && value(key).length > max) errors[key] = t.tooLong(max);
  }
  return errors;
}

/** A subdivision as people write it: `US-NY` → `NY` (the name stays as typed for other countries). */
function subdivisionText(address: WireAddress): string | undefined {
  const value = address.subdivision;
  const country = address.country?.toUpperCase();
  return value && country && value.toUpperCase().startsWith(`${country}-`) ? value.slice(country.length + 1) : value;
}

/** Countries that write the city first, then the state and the postal code (`New York, NY 10118`). */
const CITY_FIRST = new Set(['US', 'CA', 'AU']);

/** An address on one or more lines for display (`Street 1`, `10115 Berlin`, `Germany`; `New York, NY 10118` where that is the custom). */
export function addressLines(address: WireAddress, countryName: (code: string) => string): string[] {
  const region = [subdivisionText(address), address.postalCode].filter(Boolean).join(' ');
  const cityLine = CITY_FIRST.has(address.country?.toUpperCase() ?? '')
    ? [address.city, region].filter(Boolean).join(', ')
    : [address.postalCode, address.city, subdivisionText(address)].filter(Boolean).join(' ');
  return [address.addressLine, address.addressLine2, cityLine, address.country ? countryName(address.country) : ''].filter((line): line is string =>
    Boolean(line && line.trim()),
  );
}
