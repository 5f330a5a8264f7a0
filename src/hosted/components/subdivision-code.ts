// A saved address's state or province as the forms' selects name it, once its country's list is loaded (the account's addresses).
import type { WireAddress } from '../../wire/address.js';
import { subdivisionCodeIn } from '../../wire/subdivision-code.js';
import { loadSubdivisionNames, subdivisionNames } from './subdivision-names.js';

/**
 * The address with a listed country's subdivision as its ISO code (`NY` or `New York` → `US-NY`), for the forms' selects;
 * unchanged until the country's list is loaded ({@link withSubdivisionCodeLoaded}), or for other countries.
 */
export function withSubdivisionCode(address: WireAddress): WireAddress {
  const country = address.country?.toUpperCase();
  const names = country ? subdivisionNames(country) : undefined;
  if (!country || !names || !address.subdivision) return address;
  return { ...address, subdivision: subdivisionCodeIn(names, country, address.subdivision) ?? address.subdivision };
}

/** {@link withSubdivisionCode} once the address's country's list is loaded (it loads it). */
export async function withSubdivisionCodeLoaded(address: WireAddress): Promise<WireAddress> {
  await loadSubdivisionNames(address.country?.toUpperCase() ?? '');
  return withSubdivisionCode(address);
}
