// A saved address's state or province as the forms' selects name it (the account's addresses: their lists load with this page).
import type { WireAddress } from '../../wire/address.js';
import { KNOWN_SUBDIVISIONS, normalizeSubdivision } from '../../wire/known-subdivisions.js';

/** The address with a known country's subdivision as its ISO code (`NY` or `New York` → `US-NY`), for the forms' selects. */
export function withSubdivisionCode(address: WireAddress): WireAddress {
  const country = address.country?.toUpperCase();
  if (!country || !address.subdivision || !KNOWN_SUBDIVISIONS[country]) return address;
  return { ...address, subdivision: normalizeSubdivision(country, address.subdivision) ?? address.subdivision };
}
