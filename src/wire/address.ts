// Addresses in both namings: the wire's (`addressLine`, `formattedAddress`, `geocode`) and the SDK's (`addressLine1`, `formatted`, `location`).

/** Latitude and longitude of an address. */
export interface Geocode {
  latitude?: number;
  longitude?: number;
}

/** Street name, number and apartment. */
export interface StreetAddress {
  name?: string;
  number?: string;
  apt?: string;
  formattedAddressLine?: string;
}

/** Fields both namings share. */
interface AddressCommon {
  city?: string;
  /** ISO 3166-2 subdivision code, e.g. `US-NY`. */
  subdivision?: string;
  /** ISO 3166-1 alpha-2 country code, e.g. `US`. */
  country?: string;
  postalCode?: string;
  addressLine2?: string;
  streetAddress?: StreetAddress;
  /** Free text such as "ring twice" (identity data). */
  hint?: string;
  /** Full country name (identity data, read only). */
  countryFullname?: string;
  /** Full subdivision name (identity data, read only). */
  subdivisionFullname?: string;
}

/** An address as the server sends and receives it. */
export interface WireAddress extends AddressCommon {
  addressLine?: string;
  formattedAddress?: string;
  geocode?: Geocode;
}

/** An address as SDK callers see it. */
export interface Address extends AddressCommon {
  addressLine1?: string;
  formatted?: string;
  location?: Geocode;
}

/** Pairs of (SDK name, wire name) that differ; every other field keeps its name. */
const RENAMES = [
  ['addressLine1', 'addressLine'],
  ['formatted', 'formattedAddress'],
  ['location', 'geocode'],
] as const;

function rename(source: object, from: 0 | 1): Record<string, unknown> {
  const out: Record<string, unknown> = { ...source };
  for (const pair of RENAMES) {
    const [fromKey, toKey] = from === 0 ? pair : [pair[1], pair[0]];
    if (fromKey in out) {
      const value = out[fromKey];
      delete out[fromKey];
      if (value !== undefined) out[toKey] = value;
    }
  }
  return out;
}

/** SDK naming → wire naming (`addressLine1` → `addressLine`, `formatted` → `formattedAddress`, `location` → `geocode`). */
export function toWireAddress(address: Address): WireAddress {
  return rename(address, 0) as WireAddress;
}

/** Wire naming → SDK naming (`addressLine` → `addressLine1`, `formattedAddress` → `formatted`, `geocode` → `location`). */
export function fromWireAddress(address: WireAddress): Address {
  return rename(address, 1) as Address;
}
