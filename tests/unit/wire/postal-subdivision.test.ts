// The state or province of a postal code, so that a shipping and tax estimate needs only a country and a postal code.
import { describe, expect, it } from 'vitest';
import { subdivisionOfPostalCode, withPostalSubdivision } from '../../../src/wire/postal-subdivision.js';

describe('subdivisionOfPostalCode', () => {
  it('finds the US state of a ZIP code by its first three digits', () => {
    expect(subdivisionOfPostalCode('US', '10001')).toBe('US-NY');
    expect(subdivisionOfPostalCode('US', '94103-1234')).toBe('US-CA');
    expect(subdivisionOfPostalCode('US', '73301')).toBe('US-TX'); // Austin's 733 inside Oklahoma's range
    expect(subdivisionOfPostalCode('US', '73401')).toBe('US-OK');
    expect(subdivisionOfPostalCode('US', '98101')).toBe('US-WA');
    expect(subdivisionOfPostalCode('US', '99501')).toBe('US-AK');
    expect(subdivisionOfPostalCode('US', '96813')).toBe('US-HI');
    expect(subdivisionOfPostalCode('US', '00501')).toBe('US-NY');
    expect(subdivisionOfPostalCode('us', ' 02134 ')).toBe('US-MA');
  });

  it('finds the Canadian province of a postal code by its first letter, Nunavut by X0A to X0C', () => {
    expect(subdivisionOfPostalCode('CA', 'H2X 1Y4')).toBe('CA-QC');
    expect(subdivisionOfPostalCode('CA', 'v6b 1a1')).toBe('CA-BC');
    expect(subdivisionOfPostalCode('CA', 'M5V 3L9')).toBe('CA-ON');
    expect(subdivisionOfPostalCode('CA', 'X1A 2P7')).toBe('CA-NT');
    expect(subdivisionOfPostalCode('CA', 'X0A 0H0')).toBe('CA-NU');
  });

  it('finds the Australian state of a postcode, Canberra inside New South Wales included', () => {
    expect(subdivisionOfPostalCode('AU', '2000')).toBe('AU-NSW');
    expect(subdivisionOfPostalCode('AU', '2600')).toBe('AU-ACT');
    expect(subdivisionOfPostalCode('AU', '0200')).toBe('AU-ACT');
    expect(subdivisionOfPostalCode('AU', '0800')).toBe('AU-NT');
    expect(subdivisionOfPostalCode('AU', '3000')).toBe('AU-VIC');
    expect(subdivisionOfPostalCode('AU', '4000')).toBe('AU-QLD');
    expect(subdivisionOfPostalCode('AU', '5000')).toBe('AU-SA');
    expect(subdivisionOfPostalCode('AU', '6000')).toBe('AU-WA');
    expect(subdivisionOfPostalCode('AU', '7000')).toBe('AU-TAS');
  });

  it('says nothing where the postal code does not tell it', () => {
    expect(subdivisionOfPostalCode('US', '123')).toBeUndefined();
    expect(subdivisionOfPostalCode('CA', 'Z1Z')).toBeUndefined();
    expect(subdivisionOfPostalCode('AU', '0100')).toBeUndefined();
    expect(subdivisionOfPostalCode('DE', '10115')).toBeUndefined();
  });
});

describe('withPostalSubdivision', () => {
  it('fills in the state of an address without one, and keeps a given one', () => {
    expect(withPostalSubdivision({ country: 'US', postalCode: '10001' })).toEqual({ country: 'US', postalCode: '10001', subdivision: 'US-NY' });
    expect(withPostalSubdivision({ country: 'US', postalCode: '10001', subdivision: 'NJ' })).toEqual({ country: 'US', postalCode: '10001', subdivision: 'NJ' });
  });

  it('leaves addresses whose postal code tells nothing as they are', () => {
    const german = { country: 'DE', postalCode: '10115' };
    expect(withPostalSubdivision(german)).toBe(german);
    expect(withPostalSubdivision({ country: 'US' })).toEqual({ country: 'US' });
    expect(withPostalSubdivision(undefined)).toBeUndefined();
  });
});
