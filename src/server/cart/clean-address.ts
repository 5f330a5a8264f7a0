// A request address reduced to its known, non-empty fields (estimate, create-checkout, a cart's contact info).
import type { StoredAddress } from '../db/commerce-tables.js';

const ADDRESS_FIELDS = ['country', 'subdivision', 'city', 'postalCode', 'addressLine', 'addressLine2', 'formattedAddress'] as const;

/** The known, non-empty fields of a request address; country upper-cased. */
export function cleanAddress(input: Record<string, unknown> | null | undefined): StoredAddress | undefined {
  if (!input) return undefined;
  const address: StoredAddress = {};
  for (const key of ADDRESS_FIELDS) {
    const value = input[key];
    if (typeof value === 'string' && value.trim() !== '') address[key] = key === 'country' ? value.trim().toUpperCase() : value.trim();
  }
  const street = input.streetAddress as Record<string, unknown> | undefined;
  if (street && typeof street === 'object') {
    const cleaned: NonNullable<StoredAddress['streetAddress']> = {};
    for (const key of ['number', 'name', 'apt'] as const) if (typeof street[key] === 'string' && street[key] !== '') cleaned[key] = street[key] as string;
    if (Object.keys(cleaned).length > 0) address.streetAddress = cleaned;
  }
  return Object.keys(address).length > 0 ? address : undefined;
}
