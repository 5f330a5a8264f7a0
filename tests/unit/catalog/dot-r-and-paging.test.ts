// The `.r` GET parameter, sort keys and paging metadata.
import { describe, expect, it } from 'vitest';
import { decodeDotR, encodeDotR, paramsOfGet } from '../../../src/server/http/dot-r.js';
import { HttpError } from '../../../src/server/http/http-error.js';
import { COUNT_CAP, pagingMetadata } from '../../../src/server/query/paging.js';
import { parseSort } from '../../../src/server/query/sorting.js';

describe('.r', () => {
  it('round-trips base64url JSON without padding, as the official SDK writes it', () => {
    const params = { query: { filter: { name: 'Ünïcødé ✓' }, paging: { limit: 2 } } };
    const encoded = encodeDotR(params);
    expect(encoded).not.toMatch(/[=+/]/);
    expect(decodeDotR(encoded)).toEqual(params);
    const sdkStyle = btoa(String.fromCodePoint(...new TextEncoder().encode(JSON.stringify(params))))
      .replace(/=/g, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    expect(decodeDotR(sdkStyle)).toEqual(params);
  });

  it('merges .r over unflattened plain parameters and refuses what is not a JSON object', () => {
    expect(paramsOfGet({ 'query.paging.limit': '3', includeMerchantSpecificData: 'true' })).toEqual({
      query: { paging: { limit: '3' } },
      includeMerchantSpecificData: 'true',
    });
    expect(paramsOfGet({ '.r': encodeDotR({ query: { filter: {} } }), extra: 'x' })).toEqual({ extra: 'x', query: { filter: {} } });
    expect(paramsOfGet({ '__proto__.polluted': 'yes' })).toEqual({});
    for (const bad of ['not base64!', encodeDotR([1, 2]), 'e30x']) expect(() => decodeDotR(bad)).toThrow(HttpError);
  });
});

describe('parseSort', () => {
  const fields = { price: { column: 'p.price' }, slug: { column: 'p.slug', unique: true } };

  it('adds the tie-breaker in the direction of the last key, unless the last key is unique', () => {
    expect(parseSort([{ fieldName: 'price', order: 'DESC' }], fields, 'p.id', [])).toEqual([
      { column: 'p.price', direction: 'desc' },
      { column: 'p.id', direction: 'desc' },
    ]);
    expect(parseSort([{ fieldName: 'slug' }], fields, 'p.id', [])).toEqual([{ column: 'p.slug', direction: 'asc' }]);
    expect(parseSort(undefined, fields, ['a', 'b'], [{ column: 'p.price', direction: 'asc' }])).toHaveLength(3);
  });
});

describe('pagingMetadata', () => {
  const never = async () => {
    throw new Error('should not count');
  };

  it('takes the total from a page that is not full, without counting', async () => {
    expect(await pagingMetadata({ limit: 50, offset: 0 }, 13, never)).toEqual({ count: 13, offset: 0, total: 13, tooManyToCount: false });
    expect(await pagingMetadata({ limit: 5, offset: 10 }, 3, never)).toEqual({ count: 3, offset: 10, total: 13, tooManyToCount: false });
  });

  it('counts a full page, an empty page past the end and limit 0, and caps the count', async () => {
    expect(await pagingMetadata({ limit: 5, offset: 0 }, 5, async () => 13)).toMatchObject({ total: 13 });
    expect(await pagingMetadata({ limit: 5, offset: 50 }, 0, async () => 13)).toMatchObject({ count: 0, total: 13 });
    expect(await pagingMetadata({ limit: 0, offset: 0 }, 0, async () => 7)).toMatchObject({ total: 7 });
    let asked = 0;
    const many = await pagingMetadata({ limit: 20, offset: 0 }, 20, async (cap) => ((asked = cap), cap));
    expect(asked).toBe(COUNT_CAP + 1);
    expect(many).toEqual({ count: 20, offset: 0, total: COUNT_CAP, tooManyToCount: true });
  });
});

describe('pagingMetadata with a look-ahead row', () => {
  it('does not count a full last page when no row follows it', async () => {
    const never = async () => {
      throw new Error('should not count');
    };
    expect(await pagingMetadata({ limit: 5, offset: 10 }, 5, never, false)).toEqual({ count: 5, offset: 10, total: 15, tooManyToCount: false });
  });
});
