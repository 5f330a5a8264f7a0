// Request and response bodies: non-finite numbers, dates and the two address namings.
import { describe, expect, it } from 'vitest';
import { parseBody, stringifyBody } from '../../../src/sdk/core/json.js';
import { fromWireAddress, toWireAddress } from '../../../src/wire/address.js';

describe('request bodies', () => {
  it('sends numbers that are not finite as strings and dates as ISO strings', () => {
    const body = stringifyBody({ a: Number.NaN, b: Number.POSITIVE_INFINITY, c: Number.NEGATIVE_INFINITY, d: 1.5, when: new Date('2026-03-04T05:06:07.000Z') });
    expect(JSON.parse(body)).toEqual({ a: 'NaN', b: 'Infinity', c: '-Infinity', d: 1.5, when: '2026-03-04T05:06:07.000Z' });
  });

  it('renames address fields to the wire names and keeps the rest', () => {
    const body = stringifyBody({
      shippingAddress: {
        addressLine1: '1 Main St',
        formatted: '1 Main St, Springfield',
        location: { latitude: 1, longitude: 2 },
        streetAddress: { name: 'Main St', number: '1' },
        subdivision: 'US-IL',
        postalCode: '62701',
        country: 'US',
      },
      cartInfo: { contactInfo: { address: { addressLine1: 'x' } } },
    });
    expect(JSON.parse(body)).toEqual({
      shippingAddress: {
        addressLine: '1 Main St',
        formattedAddress: '1 Main St, Springfield',
        geocode: { latitude: 1, longitude: 2 },
        streetAddress: { name: 'Main St', number: '1' },
        subdivision: 'US-IL',
        postalCode: '62701',
        country: 'US',
      },
      cartInfo: { contactInfo: { address: { addressLine: 'x' } } },
    });
  });
});

describe('response bodies', () => {
  it('returns date fields as Date', () => {
    const parsed = parseBody<{ cart: { createdDate: Date; updatedDate: Date; lineItems: { image: { urlExpirationDate: Date } }[] } }>(
      '{"cart":{"createdDate":"2026-01-01T00:00:00.000Z","updatedDate":"2026-01-02T00:00:00Z","lineItems":[{"image":{"urlExpirationDate":"2026-01-03T10:00:00.000Z"}}]}}',
    );
    expect(parsed.cart.createdDate).toEqual(new Date('2026-01-01T00:00:00.000Z'));
    expect(parsed.cart.updatedDate).toBeInstanceOf(Date);
    expect(parsed.cart.lineItems[0]!.image.urlExpirationDate).toEqual(new Date('2026-01-03T10:00:00.000Z'));
  });

  it('leaves date-named fields alone when they hold no timestamp', () => {
    expect(parseBody<{ from: string; birthdate: string }>('{"from":"Berlin","birthdate":"1990-01-01"}')).toEqual({ from: 'Berlin', birthdate: '1990-01-01' });
  });

  it('renames addresses to the SDK names, and leaves an e-mail address string alone', () => {
    const parsed = parseBody(
      '{"pickupDetails":{"address":{"addressLine":"2 Side St","formattedAddress":"f","geocode":{"latitude":3},"city":"X"}},"email":{"address":"a@b.c"}}',
    );
    expect(parsed).toEqual({
      pickupDetails: { address: { addressLine1: '2 Side St', formatted: 'f', location: { latitude: 3 }, city: 'X' } },
      email: { address: 'a@b.c' },
    });
  });
});

describe('address transforms', () => {
  it('round-trips between the namings', () => {
    const sdk = { addressLine1: 'a', addressLine2: 'b', formatted: 'c', location: { latitude: 1 }, city: 'd', hint: 'e' };
    expect(toWireAddress(sdk)).toEqual({ addressLine: 'a', addressLine2: 'b', formattedAddress: 'c', geocode: { latitude: 1 }, city: 'd', hint: 'e' });
    expect(fromWireAddress(toWireAddress(sdk))).toEqual(sdk);
  });
});
