// Address checks per country: required fields, postal code shapes, states by code or name, and what is kept.
import { describe, expect, it } from 'vitest';
import { checkAddress } from '../../../src/server/checkout/address-validation.js';
import { normalizeSubdivision } from '../../../src/wire/known-subdivisions.js';

const names = { firstName: 'Ada', lastName: 'Lovelace' };

describe('checkAddress', () => {
  it('cleans a valid address: trimmed, country upper-cased, state as ISO 3166-2, addressLine1 read as addressLine', () => {
    const checked = checkAddress(
      { country: 'us', subdivision: 'california', city: ' San Francisco ', postalCode: '94103-1234', addressLine1: '1 Market St' },
      names,
      'a',
    );
    expect(checked.violations).toEqual([]);
    expect(checked.address).toEqual({ country: 'US', subdivision: 'US-CA', city: 'San Francisco', postalCode: '94103-1234', addressLine: '1 Market St' });
    expect(checked.contact).toEqual(names);
  });

  it('accepts a street name instead of an address line', () => {
    const checked = checkAddress({ country: 'DE', city: 'Berlin', postalCode: '10115', streetAddress: { name: 'Invalidenstraße', number: '117' } }, names, 'a');
    expect(checked.violations).toEqual([]);
    expect(checked.address.streetAddress).toEqual({ name: 'Invalidenstraße', number: '117' });
  });

  it('asks only for the country when the address need not be complete', () => {
    expect(checkAddress({}, undefined, 'a', { complete: false, names: false }).violations.map((v) => v.field)).toEqual(['a.address.country']);
    expect(checkAddress({ country: 'FR' }, undefined, 'a', { complete: false, names: false }).violations).toEqual([]);
  });

  it('requires a province in Canada and checks it is one', () => {
    const base = { country: 'CA', city: 'Ottawa', postalCode: 'K1A 0B1', addressLine: '80 Wellington St' };
    expect(checkAddress(base, names, 'a').violations.map((v) => v.field)).toEqual(['a.address.subdivision']);
    expect(checkAddress({ ...base, subdivision: 'QC' }, names, 'a').address.subdivision).toBe('CA-QC');
    expect(checkAddress({ ...base, subdivision: 'Texas' }, names, 'a').violations[0]).toMatchObject({ field: 'a.address.subdivision', violatedRule: 'FORMAT' });
  });
});

describe('normalizeSubdivision', () => {
  it('keeps subdivisions of countries whose states the store does not list', () => {
    expect(normalizeSubdivision('DE', 'Berlin')).toBe('Berlin');
    expect(normalizeSubdivision('US', 'US-ny')).toBe('US-NY');
    expect(normalizeSubdivision('US', 'Atlantis')).toBeUndefined();
  });
});
