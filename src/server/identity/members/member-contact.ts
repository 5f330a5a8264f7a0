// A member's contact in the members API's shape, and a member's update of it (Wix members `updateMember` semantics).
import { COUNTRY_CODES } from '../../../wire/address-rules.js';
import type { MemberAddress, MemberContact, MemberCustomField, UpdateMemberRequest } from '../../../wire/identity.js';
import type { StoredAddress, StoredCustomValue, StoredProfile } from '../../db/identity-tables.js';
import { fieldError } from '../../http/http-error.js';
import { PROFILE_LIST_LIMIT } from './profile.js';

const ADDRESS_KEYS = ['addressLine', 'addressLine2', 'city', 'subdivision', 'country', 'postalCode'] as const;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function customToWire(name: string, value: StoredCustomValue): MemberCustomField {
  if ('numValue' in value) return { name, value: value.numValue, type: 'NUMBER' };
  if ('dateValue' in value) return { name, value: value.dateValue, type: 'DATE' };
  return { name, value: value.strValue, type: 'TEXT' };
}

function addressToWire(address: StoredAddress): MemberAddress {
  const out: MemberAddress = {};
  for (const key of ADDRESS_KEYS) if (address[key]) out[key] = address[key];
  if (address.streetAddress && Object.keys(address.streetAddress).length) out.streetAddress = { ...address.streetAddress };
  return out;
}

/** The contact part of a member from a stored profile. */
export function contactToWire(profile: StoredProfile): MemberContact {
  return {
    ...(profile.firstName ? { firstName: profile.firstName } : {}),
    ...(profile.lastName ? { lastName: profile.lastName } : {}),
    phones: (profile.phones ?? []).map((p) => p.phone),
    emails: [],
    addresses: (profile.addresses ?? []).map((a) => addressToWire(a.address)),
    ...(profile.birthdate ? { birthdate: profile.birthdate } : {}),
    ...(profile.company ? { company: profile.company } : {}),
    ...(profile.position ? { jobTitle: profile.position } : {}),
    customFields: Object.fromEntries((profile.customFields ?? []).map((f) => [f.name, customToWire(f.name, f.value)])),
  };
}

/** A text: trimmed, and `""` clears it (undefined leaves it as it was). */
function applyText(current: string | undefined, next: string | undefined): string | undefined {
  if (next === undefined) return current;
  const trimmed = next.trim();
  return trimmed === '' ? undefined : trimmed;
}

function storedAddress(address: MemberAddress, previous: StoredAddress | undefined): StoredAddress {
  const out: StoredAddress = {};
  for (const key of ADDRESS_KEYS) {
    const value = address[key]?.trim();
    if (value) out[key] = key === 'country' ? value.toUpperCase() : value;
  }
  const street = address.streetAddress;
  if (street) {
    const cleaned = Object.fromEntries(
      Object.entries(street)
        .filter(([, v]) => typeof v === 'string' && v.trim() !== '')
        .map(([k, v]) => [k, (v as string).trim()]),
    );
    if (Object.keys(cleaned).length) out.streetAddress = cleaned;
  }
  // What the members API does not show (geocode, hint, full names) stays when the address is unchanged.
  if (previous && ADDRESS_KEYS.every((key) => previous[key] === out[key])) return { ...previous, ...out };
  return out;
}

/** The stored value of a custom field: a date field takes dates, a number field numbers; a new field's type follows the value. */
function customValue(field: string, value: string | number, previous: StoredCustomValue | undefined): StoredCustomValue {
  if (previous && 'dateValue' in previous) {
    const date = typeof value === 'string' && value.length <= 40 ? new Date(DATE_ONLY.test(value) ? `${value}T00:00:00.000Z` : value) : undefined;
    if (!date || Number.isNaN(date.getTime())) throw fieldError(field, 'must be a date (YYYY-MM-DD)', 'FORMAT');
    return { dateValue: date.toISOString() };
  }
  if (previous && 'numValue' in previous) {
    const number = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
    if (!Number.isFinite(number)) throw fieldError(field, 'must be a number', 'FORMAT');
    return { numValue: number };
  }
  return typeof value === 'number' ? { numValue: value } : { strValue: value.trim() };
}

/** The profile after a member's update (checked by the route's schema first; these checks need the stored values). */
export function applyMemberUpdate(profile: StoredProfile, update: UpdateMemberRequest['member']): StoredProfile {
  const contact = update.contact ?? {};
  const next: StoredProfile = { ...profile };
  const set = <K extends 'firstName' | 'lastName' | 'nickname' | 'birthdate' | 'company' | 'position'>(key: K, value: string | undefined) => {
    const applied = applyText(profile[key], value);
    if (applied === undefined) delete next[key];
    else next[key] = applied;
  };
  set('firstName', contact.firstName);
  set('lastName', contact.lastName);
  set('company', contact.company);
  set('position', contact.jobTitle);
  set('nickname', update.profile?.nickname);
  if (
    contact.birthdate !== undefined &&
    contact.birthdate.trim() !== '' &&
    (!DATE_ONLY.test(contact.birthdate.trim()) || Number.isNaN(Date.parse(contact.birthdate.trim())))
  ) {
    throw fieldError('member.contact.birthdate', 'must be a date as YYYY-MM-DD', 'FORMAT');
  }
  set('birthdate', contact.birthdate);
  // Lists replace the whole list; an empty list changes nothing (the members API clears them with DELETE calls).
  if (contact.addresses?.length) {
    const previous = profile.addresses ?? [];
    next.addresses = contact.addresses.map((address, i) => ({ address: storedAddress(address, previous[i]?.address), tag: previous[i]?.tag ?? 'UNTAGGED' }));
    next.addresses.forEach((entry, i) => {
      if (Object.keys(entry.address).length === 0) throw fieldError(`member.contact.addresses[${i}]`, 'must have at least one field', 'VALIDATION');
      const country = entry.address.country;
      if (country && !COUNTRY_CODES.includes(country))
        throw fieldError(`member.contact.addresses[${i}].country`, 'must be an ISO 3166-1 alpha-2 country code', 'INVALID_ENUM_VALUE');
    });
  }
  if (contact.phones?.length) {
    const previous = profile.phones ?? [];
    next.phones = contact.phones.map((phone, i) => {
      const trimmed = phone.trim();
      if (!trimmed) throw fieldError(`member.contact.phones[${i}]`, 'must not be empty', 'REQUIRED_FIELD');
      const kept = previous.find((p) => p.phone === trimmed);
      return kept ?? { phone: trimmed, tag: 'UNTAGGED' };
    });
  }
  if (contact.customFields) {
    const fields = new Map((profile.customFields ?? []).map((f) => [f.name, f.value]));
    for (const [key, entry] of Object.entries(contact.customFields)) {
      const path = `member.contact.customFields.${key}.value`;
      if (entry.value === null) fields.delete(key);
      else fields.set(key, customValue(path, entry.value, fields.get(key)));
    }
    if (fields.size > PROFILE_LIST_LIMIT) throw fieldError('member.contact.customFields', `must have at most ${PROFILE_LIST_LIMIT} fields in all`, 'MAX_SIZE');
    next.customFields = [...fields].map(([name, value]) => ({ name, value }));
    if (next.customFields.length === 0) delete next.customFields;
  }
  return next;
}
