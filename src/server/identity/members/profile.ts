// Member profiles: the wire's identity profile checked and trimmed to what the store keeps, and back.
import type { IdentityProfile } from '../../../wire/identity.js';
import type { StoredAddress, StoredCustomValue, StoredProfile } from '../../db/identity-tables.js';
import { applicationError } from '../../http/http-error.js';

/** Most custom fields, labels, phones or addresses one profile keeps. */
export const PROFILE_LIST_LIMIT = 50;
const TEXT_LIMIT = 1000;
const ADDRESS_TAGS = new Set(['UNTAGGED', 'HOME', 'WORK', 'BILLING', 'SHIPPING']);
const PHONE_TAGS = new Set(['UNTAGGED', 'MAIN', 'HOME', 'MOBILE', 'WORK', 'FAX']);
const PRIVACY = new Set(['UNDEFINED', 'PUBLIC', 'PRIVATE']);

/** The application error of a bad profile field (login and register never answer with validation errors). */
function invalid(field: string, description: string) {
  return applicationError(400, 'INVALID_PROFILE', 'Invalid profile', `profile.${field} ${description}`, { field: `profile.${field}` });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown, field: string, limit = TEXT_LIMIT): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw invalid(field, 'must be a string');
  if (value.length > limit) throw invalid(field, `must have at most ${limit} characters`);
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function list(value: unknown, field: string): unknown[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw invalid(field, 'must be a list');
  if (value.length > PROFILE_LIST_LIMIT) throw invalid(field, `must have at most ${PROFILE_LIST_LIMIT} entries`);
  return value;
}

function customValue(value: unknown, field: string): StoredCustomValue {
  if (!isRecord(value)) throw invalid(field, 'must be an object with strValue, numValue or dateValue');
  const kinds = ['strValue', 'numValue', 'dateValue'].filter((k) => value[k] !== undefined && value[k] !== null);
  if (kinds.length !== 1) throw invalid(field, 'must have exactly one of strValue, numValue, dateValue');
  if (kinds[0] === 'strValue') return { strValue: text(value.strValue, `${field}.strValue`) ?? '' };
  if (kinds[0] === 'numValue') {
    const n = value.numValue;
    if (typeof n !== 'number' || !Number.isFinite(n)) throw invalid(`${field}.numValue`, 'must be a finite number');
    return { numValue: n };
  }
  const raw = value.dateValue;
  const date = typeof raw === 'string' && raw.length <= 40 ? new Date(raw) : undefined;
  if (!date || Number.isNaN(date.getTime())) throw invalid(`${field}.dateValue`, 'must be an ISO date');
  return { dateValue: date.toISOString() };
}

function address(value: unknown, field: string): StoredAddress {
  if (!isRecord(value)) throw invalid(field, 'must be an object');
  const out: StoredAddress = {};
  // The wire's names, with the SDK's alternatives (addressLine1, formatted) accepted too.
  const pairs: [keyof StoredAddress, unknown][] = [
    ['country', value.country],
    ['subdivision', value.subdivision],
    ['city', value.city],
    ['postalCode', value.postalCode],
    ['addressLine', value.addressLine ?? value.addressLine1],
    ['addressLine2', value.addressLine2],
    ['formattedAddress', value.formattedAddress ?? value.formatted],
    ['hint', value.hint],
    ['countryFullname', value.countryFullname],
    ['subdivisionFullname', value.subdivisionFullname],
  ];
  for (const [key, raw] of pairs) {
    const v = text(raw, `${field}.${key}`);
    if (v !== undefined) (out as Record<string, unknown>)[key] = v;
  }
  const geo = value.geocode ?? value.location;
  if (isRecord(geo)) {
    const { latitude, longitude } = geo;
    if (typeof latitude !== 'number' || typeof longitude !== 'number' || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) {
      throw invalid(`${field}.geocode`, 'must have a latitude and a longitude');
    }
    out.geocode = { latitude, longitude };
  }
  if (isRecord(value.streetAddress)) {
    const s = value.streetAddress;
    const street = {
      name: text(s.name, `${field}.streetAddress.name`),
      number: text(s.number, `${field}.streetAddress.number`),
      apt: text(s.apt, `${field}.streetAddress.apt`),
      formattedAddressLine: text(s.formattedAddressLine, `${field}.streetAddress.formattedAddressLine`),
    };
    out.streetAddress = Object.fromEntries(Object.entries(street).filter(([, v]) => v !== undefined));
  }
  return out;
}

/** Checks a profile of a register or sign-on request; an `INVALID_PROFILE` application error names the first bad field. */
export function parseProfile(input: unknown): StoredProfile {
  if (input === undefined || input === null) return {};
  if (!isRecord(input)) throw invalid('', 'must be an object');
  const profile: StoredProfile = {};
  for (const key of ['firstName', 'lastName', 'nickname', 'picture', 'language', 'company', 'position'] as const) {
    const v = text(input[key], key);
    if (v !== undefined) profile[key] = v;
  }
  const birthdate = text(input.birthdate, 'birthdate', 10);
  if (birthdate !== undefined) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(birthdate) || Number.isNaN(Date.parse(birthdate))) throw invalid('birthdate', 'must be a date as YYYY-MM-DD');
    profile.birthdate = birthdate;
  }
  if (input.privacyStatus !== undefined && input.privacyStatus !== null) {
    if (typeof input.privacyStatus !== 'string' || !PRIVACY.has(input.privacyStatus)) throw invalid('privacyStatus', 'must be UNDEFINED, PUBLIC or PRIVATE');
    profile.privacyStatus = input.privacyStatus as StoredProfile['privacyStatus'];
  }
  const labels = list(input.labels, 'labels')
    .map((l, i) => text(l, `labels[${i}]`, 200))
    .filter((l): l is string => l !== undefined);
  if (labels.length) profile.labels = labels;
  const customFields = list(input.customFields, 'customFields').map((entry, i) => {
    const field = `customFields[${i}]`;
    if (!isRecord(entry)) throw invalid(field, 'must be an object');
    const name = text(entry.name, `${field}.name`, 100);
    if (!name) throw invalid(`${field}.name`, 'is required');
    return { name, value: customValue(entry.value, `${field}.value`) };
  });
  if (customFields.length) profile.customFields = customFields;
  const phones = list(input.phonesV2, 'phonesV2').map((entry, i) => {
    const field = `phonesV2[${i}]`;
    if (!isRecord(entry)) throw invalid(field, 'must be an object');
    const phone = text(entry.phone, `${field}.phone`, 50);
    if (!phone) throw invalid(`${field}.phone`, 'is required');
    const tag = typeof entry.tag === 'string' && PHONE_TAGS.has(entry.tag) ? entry.tag : 'UNTAGGED';
    const countryCode = text(entry.countryCode, `${field}.countryCode`, 10);
    return { phone, tag, ...(countryCode ? { countryCode } : {}) };
  });
  if (phones.length) profile.phones = phones;
  const addresses = list(input.addresses, 'addresses').map((entry, i) => {
    const field = `addresses[${i}]`;
    if (!isRecord(entry)) throw invalid(field, 'must be an object');
    const tag = typeof entry.tag === 'string' && ADDRESS_TAGS.has(entry.tag) ? entry.tag : 'UNTAGGED';
    return { address: address(entry.address, `${field}.address`), tag };
  });
  if (addresses.length) profile.addresses = addresses;
  return profile;
}

/** A stored profile in the wire's shape, with the lists the official types mark as always present. */
export function profileToWire(profile: StoredProfile): IdentityProfile {
  const { phones, addresses, customFields, labels, ...plain } = profile;
  return {
    ...plain,
    emails: [],
    phones: [],
    labels: labels ?? [],
    privacyStatus: profile.privacyStatus ?? 'UNDEFINED',
    customFields: (customFields ?? []).map((f) => ({ name: f.name, value: { ...f.value } })),
    secondaryEmails: [],
    phonesV2: (phones ?? []).map((p) => ({ ...p, tag: p.tag as NonNullable<NonNullable<IdentityProfile['phonesV2']>[number]['tag']> })),
    addresses: (addresses ?? []).map((a) => ({
      address: { ...a.address },
      tag: a.tag as NonNullable<NonNullable<IdentityProfile['addresses']>[number]['tag']>,
    })),
  };
}
