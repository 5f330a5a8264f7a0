// Checks an address with its contact for the address's country: required fields, lengths, postal code shape, state or province; violations name JSON paths.
import {
  ADDRESS_FIELD_LIMITS,
  CONTACT_FIELD_LIMITS,
  COUNTRIES_WITHOUT_POSTAL_CODES,
  COUNTRY_CODES,
  POSTAL_CODE_FORMATS,
  SUBDIVISION_REQUIRED,
  isPhoneNumber,
} from '../../wire/address-rules.js';
import { KNOWN_SUBDIVISIONS, normalizeSubdivision } from '../../wire/known-subdivisions.js';
import type { FieldViolation, ViolatedRule } from '../../wire/errors.js';
import { checkTaxId, isTaxIdType, TAX_ID_EXAMPLES, TAX_ID_LENGTHS, TAX_ID_TYPES } from '../../wire/tax-id-rules.js';
import type { StoredAddress } from '../db/commerce-tables.js';
import type { StoredContactDetails } from '../db/order-tables.js';

/** An address as a request carries it (REST names; `addressLine1` is accepted for `addressLine`). */
export interface AddressInput {
  country?: string | null;
  subdivision?: string | null;
  city?: string | null;
  postalCode?: string | null;
  addressLine?: string | null;
  addressLine1?: string | null;
  addressLine2?: string | null;
  formattedAddress?: string | null;
  streetAddress?: { number?: string | null; name?: string | null; apt?: string | null } | null;
}

/** Contact details as a request carries them. */
export interface ContactInput {
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  company?: string | null;
  /** A Brazilian tax id: its kind (CPF or CNPJ) and the id, punctuated or not. */
  vatId?: { id?: string | null; type?: string | null } | null;
}

/** The outcome of a check: the cleaned values, or violations. */
export interface AddressCheck {
  violations: FieldViolation[];
  address: StoredAddress;
  contact: StoredContactDetails;
}

/** What must be there. */
export interface AddressRequirements {
  /** Street, city, postal code and subdivision as the country needs them. @default true */
  complete?: boolean;
  /** First and last name. @default true */
  names?: boolean;
}

function text(value: string | null | undefined): string {
  return typeof value === 'string' ? value.trim() : '';
}

function join(path: string, field: string): string {
  return path ? `${path}.${field}` : field;
}

/** Checks an address (and its contact) for its country and returns it cleaned: trimmed, country upper-cased, subdivision as ISO 3166-2 where known. */
export function checkAddress(
  address: AddressInput | null | undefined,
  contact: ContactInput | null | undefined,
  path: string,
  requirements: AddressRequirements = {},
): AddressCheck {
  const complete = requirements.complete ?? true;
  const names = requirements.names ?? true;
  const violations: FieldViolation[] = [];
  const at = join(path, 'address');
  const add = (field: string, description: string, rule: ViolatedRule, data?: Record<string, unknown>) =>
    violations.push({ field, description, violatedRule: rule, ruleName: rule, ...(data ? { data } : {}) });
  const cleaned: StoredAddress = {};
  const a = address ?? {};

  const country = text(a.country).toUpperCase();
  if (!country) add(join(at, 'country'), 'is required', 'REQUIRED_FIELD');
  else if (!COUNTRY_CODES.includes(country)) add(join(at, 'country'), 'must be a two-letter ISO 3166-1 country code such as US or DE', 'INVALID_ENUM_VALUE');
  else cleaned.country = country;

  const limit = (field: keyof typeof ADDRESS_FIELD_LIMITS, value: string, name: string = field): boolean => {
    if (value.length <= ADDRESS_FIELD_LIMITS[field]) return true;
    add(join(at, name), `must be at most ${ADDRESS_FIELD_LIMITS[field]} characters`, 'MAX_LENGTH', { maxLength: ADDRESS_FIELD_LIMITS[field] });
    return false;
  };

  const line = text(a.addressLine) || text(a.addressLine1);
  const lineField = text(a.addressLine) || !text(a.addressLine1) ? 'addressLine' : 'addressLine1';
  const street = a.streetAddress ?? {};
  const streetName = text(street.name);
  if (line) {
    if (limit('addressLine', line, lineField)) cleaned.addressLine = line;
  } else if (complete && !streetName) add(join(at, 'addressLine'), 'is required', 'REQUIRED_FIELD');
  const streetCleaned: NonNullable<StoredAddress['streetAddress']> = {};
  if (streetName && limit('streetName', streetName, 'streetAddress.name')) streetCleaned.name = streetName;
  const streetNumber = text(street.number);
  if (streetNumber && limit('streetNumber', streetNumber, 'streetAddress.number')) streetCleaned.number = streetNumber;
  const apt = text(street.apt);
  if (apt && limit('apt', apt, 'streetAddress.apt')) streetCleaned.apt = apt;
  if (Object.keys(streetCleaned).length > 0) cleaned.streetAddress = streetCleaned;

  const line2 = text(a.addressLine2);
  if (line2 && limit('addressLine2', line2)) cleaned.addressLine2 = line2;

  const city = text(a.city);
  if (city) {
    if (limit('city', city)) cleaned.city = city;
  } else if (complete) add(join(at, 'city'), 'is required', 'REQUIRED_FIELD');

  const postal = text(a.postalCode);
  const format = cleaned.country ? POSTAL_CODE_FORMATS[cleaned.country] : undefined;
  const needsPostal = cleaned.country !== undefined && !COUNTRIES_WITHOUT_POSTAL_CODES.has(cleaned.country);
  if (postal) {
    if (limit('postalCode', postal)) {
      if (format && !format.pattern.test(postal))
        add(join(at, 'postalCode'), `is not a postal code of ${cleaned.country} (for example ${format.example})`, 'FORMAT', { example: format.example });
      else cleaned.postalCode = format ? postal.toUpperCase() : postal;
    }
  } else if (complete && needsPostal) add(join(at, 'postalCode'), 'is required', 'REQUIRED_FIELD');

  const subdivision = text(a.subdivision);
  if (subdivision) {
    if (limit('subdivision', subdivision) && cleaned.country) {
      const normalized = normalizeSubdivision(cleaned.country, subdivision);
      if (normalized === undefined) {
        add(join(at, 'subdivision'), `is not a state or province of ${cleaned.country}`, 'FORMAT', {
          allowed: Object.keys(KNOWN_SUBDIVISIONS[cleaned.country] ?? {}).map((c) => `${cleaned.country}-${c}`),
        });
      } else cleaned.subdivision = normalized;
    }
  } else if (complete && cleaned.country && SUBDIVISION_REQUIRED.has(cleaned.country)) add(join(at, 'subdivision'), 'is required', 'REQUIRED_FIELD');

  const formatted = text(a.formattedAddress);
  if (formatted && limit('formattedAddress', formatted)) cleaned.formattedAddress = formatted;

  const details = checkContact(contact, join(path, 'contactDetails'), names);
  return { violations: [...violations, ...details.violations], address: cleaned, contact: details.contact };
}

/** Checks contact details: names (when required), lengths, the phone number's shape. */
export function checkContact(
  contact: ContactInput | null | undefined,
  path: string,
  names: boolean,
): { violations: FieldViolation[]; contact: StoredContactDetails } {
  const violations: FieldViolation[] = [];
  const cleaned: StoredContactDetails = {};
  const c = contact ?? {};
  for (const field of ['firstName', 'lastName', 'phone', 'company'] as const) {
    const value = text(c[field]);
    const at = `${path}.${field}`;
    if (!value) {
      if (names && (field === 'firstName' || field === 'lastName'))
        violations.push({ field: at, description: 'is required', violatedRule: 'REQUIRED_FIELD', ruleName: 'REQUIRED_FIELD' });
      continue;
    }
    const max = CONTACT_FIELD_LIMITS[field];
    if (value.length > max) {
      violations.push({
        field: at,
        description: `must be at most ${max} characters`,
        violatedRule: 'MAX_LENGTH',
        ruleName: 'MAX_LENGTH',
        data: { maxLength: max },
      });
      continue;
    }
    if (field === 'phone' && !isPhoneNumber(value)) {
      violations.push({ field: at, description: 'must be a phone number (digits, spaces, + ( ) - .)', violatedRule: 'FORMAT', ruleName: 'FORMAT' });
      continue;
    }
    cleaned[field] = value;
  }
  const vatId = checkVatId(c.vatId, `${path}.vatId`, violations);
  if (vatId) cleaned.vatId = vatId;
  return { violations, contact: cleaned };
}

/**
 * Checks a tax id (Wix's `vatId`): none when it has no id; else its type must be CPF or CNPJ (not UNSPECIFIED) and the
 * id of that kind's shape with right check digits. Kept without punctuation (CNPJ letters upper-cased).
 */
function checkVatId(input: ContactInput['vatId'], path: string, violations: FieldViolation[]): StoredContactDetails['vatId'] {
  const id = text(input?.id);
  if (!id) return undefined;
  const add = (field: string, description: string, rule: ViolatedRule, data: Record<string, unknown>) =>
    violations.push({ field: `${path}.${field}`, description, violatedRule: rule, ruleName: rule, data });
  const type = text(input?.type).toUpperCase();
  if (!type || type === 'UNSPECIFIED') {
    add('type', 'is required with a tax id: CPF or CNPJ', 'REQUIRED_FIELD', { allowed: TAX_ID_TYPES });
    return undefined;
  }
  if (!isTaxIdType(type)) {
    add('type', 'must be CPF or CNPJ', 'INVALID_ENUM_VALUE', { allowed: TAX_ID_TYPES });
    return undefined;
  }
  const checked = checkTaxId(type, id);
  if (checked.ok) return { id: checked.id, type };
  if (checked.problem === 'SHAPE') {
    const length = TAX_ID_LENGTHS[type];
    add('id', `must be a ${type} of ${length} ${type === 'CPF' ? 'digits' : 'characters'} (for example ${TAX_ID_EXAMPLES[type]})`, 'FORMAT', {
      type,
      length,
      example: TAX_ID_EXAMPLES[type],
    });
  } else add('id', `is not a valid ${type}: its check digits do not match`, 'FORMAT', { type, reason: 'CHECK_DIGITS' });
  return undefined;
}
