// Checks a pickup location (address, opening hours) and turns it into columns; every mistake is a field violation.
import type { OpeningHours, StoredAddress } from '../db/commerce-tables.js';
import { Violations } from '../discounts/index.js';
import { isCountryCode, subdivisionOf } from './country-codes.js';
import type { PickupLocationInput } from './shipping-schemas.js';

const DAY_ORDER: readonly OpeningHours['day'][] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];

/** A pickup location's columns, checked. */
export interface PickupValues {
  name: string;
  address: StoredAddress;
  hours: OpeningHours[];
}

function readAddress(input: PickupLocationInput['address'], path: string, violations: Violations): StoredAddress {
  const country = input.country.toUpperCase();
  if (!isCountryCode(country))
    violations.add(`${path}.country`, 'must be an ISO 3166-1 alpha-2 country code such as US or DE', 'FORMAT', { value: input.country });
  const address: StoredAddress = { country };
  if (input.subdivision?.trim()) {
    const code = subdivisionOf(country, input.subdivision);
    if (code === undefined)
      violations.add(`${path}.subdivision`, `must be an ISO 3166-2 code of ${country}, such as ${country}-XX`, 'FORMAT', { value: input.subdivision });
    else address.subdivision = code;
  }
  for (const key of ['city', 'postalCode', 'addressLine', 'addressLine2', 'formattedAddress'] as const) {
    const value = input[key]?.trim();
    if (value) address[key] = value;
  }
  return address;
}

/** Opening hours checked (each interval closes after it opens, no two overlap on a day), in day order. */
function readHours(hours: readonly OpeningHours[], path: string, violations: Violations): OpeningHours[] {
  hours.forEach((h, i) => {
    if (h.close <= h.open) violations.add(`${path}[${i}].close`, 'must be after open', 'VALIDATION', { open: h.open });
    hours.forEach((other, j) => {
      if (j < i && other.day === h.day && h.open < other.close && other.open < h.close) {
        violations.add(`${path}[${i}]`, `overlaps ${path}[${j}] on ${h.day}`, 'VALIDATION', { index: j });
      }
    });
  });
  return [...hours].sort((a, b) => DAY_ORDER.indexOf(a.day) - DAY_ORDER.indexOf(b.day) || a.open.localeCompare(b.open));
}

/** Checks a whole pickup location (on create, or merged with the stored one on update); throws one 400 with every violation. */
export function pickupValues(input: PickupLocationInput, path = 'pickupLocation'): PickupValues {
  const violations = new Violations();
  const name = input.name.trim();
  if (name === '') violations.add(`${path}.name`, 'must not be blank', 'MIN_LENGTH');
  const address = readAddress(input.address, `${path}.address`, violations);
  const hours = readHours(input.hours ?? [], `${path}.hours`, violations);
  violations.throwIfAny();
  return { name, address, hours };
}
