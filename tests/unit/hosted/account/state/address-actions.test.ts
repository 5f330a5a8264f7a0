// The saved addresses' list changes: an address cleaned to what the members API keeps, one added or changed in place, one removed.
import { describe, expect, it } from 'vitest';
import { cleanAddress, withAddress, withoutAddress } from '../../../../../src/hosted/pages/account/state/address-actions.js';

const HOME = { addressLine: '1 Main St', city: 'Springfield', country: 'US', subdivision: 'US-IL', postalCode: '62701' };
const WORK = { addressLine: '2 Side St', city: 'Shelbyville', country: 'US' };

describe('the saved addresses', () => {
  it('keep only the fields the members API keeps, trimmed, blanks left out', () => {
    expect(cleanAddress({ addressLine: ' 1 Main St ', addressLine2: '  ', city: 'Springfield', country: 'US', postalCode: '' })).toEqual({
      addressLine: '1 Main St',
      city: 'Springfield',
      country: 'US',
    });
  });

  it('add a new address at the end, and change an edited one in place', () => {
    expect(withAddress([HOME], 'new', { ...WORK, city: ' Shelbyville ' })).toEqual([HOME, WORK]);
    expect(withAddress([HOME, WORK], 1, { ...WORK, postalCode: '62565' })).toEqual([HOME, { ...WORK, postalCode: '62565' }]);
  });

  it('remove the address at an index, leaving the others in order', () => {
    expect(withoutAddress([HOME, WORK], 0)).toEqual([WORK]);
    expect(withoutAddress([WORK], 0)).toEqual([]);
  });
});
