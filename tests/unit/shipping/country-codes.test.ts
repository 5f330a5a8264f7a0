// Country and subdivision codes merchants may use: ISO 3166-1 alpha-2 and the ISO 3166-2 form of the same country.
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODE_COUNT, isCountryCode, subdivisionOf } from '../../../src/server/shipping/country-codes.js';

describe('country codes', () => {
  it('knows the 249 ISO 3166-1 countries and Kosovo, and nothing else', () => {
    expect(COUNTRY_CODE_COUNT).toBe(250);
    for (const code of ['US', 'DE', 'GB', 'JP', 'XK', 'AX', 'SS']) expect(isCountryCode(code), code).toBe(true);
    for (const code of ['XX', 'EU', 'UK', 'ZZ', 'us', 'USA', '']) expect(isCountryCode(code), code).toBe(false);
  });

  it('reads a subdivision of the country in ISO 3166-2 form and refuses others', () => {
    expect(subdivisionOf('US', 'ca')).toBe('US-CA');
    expect(subdivisionOf('US', 'US-NY')).toBe('US-NY');
    expect(subdivisionOf('FR', 'FR-75C')).toBe('FR-75C');
    expect(subdivisionOf('US', 'DE-BY')).toBeUndefined();
    expect(subdivisionOf('US', 'US-CALI')).toBeUndefined();
    expect(subdivisionOf('US', 'US-')).toBeUndefined();
  });
});
