// Address rules of the hosted forms: what each country asks for, and the errors of an address.
import { describe, expect, it } from 'vitest';
import { addressErrors, addressLines, addressRules } from '../../../src/hosted/components/address-rules.js';
import { withSubdivisionCode, withSubdivisionCodeLoaded } from '../../../src/hosted/components/subdivision-code.js';
import { loadSubdivisionNames, SUBDIVISION_LISTS } from '../../../src/hosted/components/subdivision-names.js';
import { KNOWN_SUBDIVISIONS } from '../../../src/wire/known-subdivisions.js';

describe('addressRules', () => {
  it('asks a US address for a ZIP code of 5 (+4) digits and a state, chosen from the list once it is loaded', async () => {
    const before = addressRules('us');
    expect(before).toMatchObject({ postalLabel: 'ZIP code', subdivisionLabel: 'State', subdivisionRequired: true, subdivisionListed: true });
    expect(before.subdivisions).toBeUndefined();
    // Until the list is loaded a state is asked for but not checked (the store checks it).
    expect(addressErrors({ country: 'US', addressLine: '1 Main St', city: 'Springfield', postalCode: '62701', subdivision: 'Springfield' })).toEqual({});
    await loadSubdivisionNames('US');
    const us = addressRules('us');
    expect(us.subdivisions).toContainEqual({ value: 'US-NY', label: 'New York' });
    expect(us.subdivisions?.map((s) => s.label)).toEqual(us.subdivisions?.map((s) => s.label).sort((a, b) => a.localeCompare(b)));
    expect(us.postalPattern!.test('94103')).toBe(true);
    expect(us.postalPattern!.test('94103-1234')).toBe(true);
    expect(us.postalPattern!.test('9410')).toBe(false);
  });

  it('asks neither a postal code in Ireland nor a region in Germany', () => {
    expect(addressRules('IE').postalLabel).toBeUndefined();
    expect(addressRules('DE')).toMatchObject({ postalLabel: 'Postal code', subdivisionLabel: undefined, subdivisionRequired: false });
    expect(addressRules('GB').postalLabel).toBe('Postcode');
    expect(addressRules(undefined)).toMatchObject({ postalLabel: 'Postal code', subdivisionLabel: undefined });
  });
});

describe('subdivision lists', () => {
  it('load, on demand, exactly the states and provinces the store checks', async () => {
    expect(Object.keys(SUBDIVISION_LISTS).sort()).toEqual(Object.keys(KNOWN_SUBDIVISIONS).sort());
    for (const country of Object.keys(KNOWN_SUBDIVISIONS)) expect(await loadSubdivisionNames(country), country).toEqual(KNOWN_SUBDIVISIONS[country]);
    expect(await loadSubdivisionNames('DE')).toBeUndefined();
    expect(addressRules('CA').subdivisions).toContainEqual({ value: 'CA-QC', label: 'Quebec' });
  });
});

describe('addressErrors', () => {
  it('names every missing field of an empty address', () => {
    expect(addressErrors({})).toEqual({
      country: 'Choose a country.',
      addressLine: 'Enter the street and house number.',
      city: 'Enter the city.',
      postalCode: 'Enter the postal code.',
    });
    expect(addressErrors({ country: 'US' })).toMatchObject({ postalCode: 'Enter the zip code.', subdivision: 'Choose the state.' });
    expect(addressErrors({ country: 'US', addressLine: '1 Main St', city: 'Springfield', postalCode: '62701', subdivision: 'Springfield' }).subdivision).toBe(
      'Choose the state.',
    );
    expect(addressErrors({ country: 'US', addressLine: '1 Main St', city: 'Springfield', postalCode: '62701', subdivision: 'US-IL' })).toEqual({});
  });

  it('checks the postal code of a country it knows, and lengths', () => {
    expect(addressErrors({ country: 'DE', addressLine: 'Unter den Linden 1', city: 'Berlin', postalCode: '1011' }).postalCode).toBe(
      'Enter a valid postal code, like 10115.',
    );
    expect(addressErrors({ country: 'DE', addressLine: 'Unter den Linden 1', city: 'Berlin', postalCode: '10117' })).toEqual({});
    expect(addressErrors({ country: 'FJ', addressLine: 'x'.repeat(151), city: 'Suva' })).toEqual({ addressLine: 'Use at most 150 characters.' });
  });
});

describe('addressLines', () => {
  it('writes an address on lines with the country named', () => {
    expect(
      addressLines(
        { addressLine: '350 Fifth Avenue', addressLine2: 'Floor 34', postalCode: '10118', city: 'New York', subdivision: 'US-NY', country: 'US' },
        () => 'United States',
      ),
    ).toEqual(['350 Fifth Avenue', 'Floor 34', 'New York, NY 10118', 'United States']);
  });

  it('puts the postal code before the city where that is the custom', () => {
    expect(addressLines({ addressLine: 'Unter den Linden 1', postalCode: '10117', city: 'Berlin', country: 'DE' }, () => 'Germany')).toEqual([
      'Unter den Linden 1',
      '10117 Berlin',
      'Germany',
    ]);
    expect(
      addressLines({ addressLine: '1 Rue de Rivoli', postalCode: 'H2X 1Y4', city: 'Montréal', subdivision: 'CA-QC', country: 'CA' }, () => 'Canada'),
    ).toEqual(['1 Rue de Rivoli', 'Montréal, QC H2X 1Y4', 'Canada']);
  });
});

describe('withSubdivisionCode', () => {
  it('turns a known state written as code or name into its ISO code, and leaves other countries alone', async () => {
    expect((await withSubdivisionCodeLoaded({ country: 'US', subdivision: 'ny' })).subdivision).toBe('US-NY');
    expect(withSubdivisionCode({ country: 'US', subdivision: 'New York' }).subdivision).toBe('US-NY');
    expect((await withSubdivisionCodeLoaded({ country: 'CA', subdivision: 'Quebec' })).subdivision).toBe('CA-QC');
    expect((await withSubdivisionCodeLoaded({ country: 'DE', subdivision: 'Bayern' })).subdivision).toBe('Bayern');
  });
});
