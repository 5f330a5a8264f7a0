// The query builder: the filters, sorting and paging it builds, the argument checks of each operator, and its pages.
import { describe, expect, it } from 'vitest';
import type { Query } from '../../../src/wire/query.js';
import { QueryBuilder, ToteError } from '../../../src/sdk/index.js';

const noRun = async () => ({ items: [] as unknown[] });
const q = () => new QueryBuilder<unknown>(noRun);

function thrown(action: () => unknown): ToteError {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(ToteError);
    return error as ToteError;
  }
  throw new Error('expected a throw');
}

describe('building a query', () => {
  it('starts with an empty filter, offset 0 and the default page size of 50', () => {
    expect(q().query).toEqual({ filter: {}, paging: { limit: 50, offset: 0 } });
  });

  it('turns each comparison into its filter operator', () => {
    const date = new Date('2026-01-02T03:04:05.000Z');
    const query = q()
      .eq('slug', 'shoes')
      .ne('ribbon', 'Sale')
      .gt('price', 1)
      .ge('price', 2)
      .lt('price', 3)
      .le('lastUpdated', date)
      .startsWith('name', 'Sh')
      .in('productType', ['physical', 'digital'])
      .hasSome('collectionIds', 'a', 'b')
      .hasAll('collectionIds', ['c', 'd'])
      .isEmpty('brand')
      .isNotEmpty('sku').query;
    expect(query.filter).toEqual({
      $and: [
        { slug: 'shoes' },
        { ribbon: { $ne: 'Sale' } },
        { price: { $gt: 1 } },
        { price: { $gte: 2 } },
        { price: { $lt: 3 } },
        { lastUpdated: { $lte: date } },
        { name: { $startsWith: 'Sh' } },
        { productType: { $in: ['physical', 'digital'] } },
        { collectionIds: { $hasSome: ['a', 'b'] } },
        { collectionIds: { $hasAll: ['c', 'd'] } },
        { brand: null },
        { sku: { $ne: null } },
      ],
    });
  });

  it('keeps a single condition without $and', () => {
    expect(q().eq('visible', true).query.filter).toEqual({ visible: true });
  });

  it('makes between an inclusive lower and exclusive upper bound', () => {
    expect(q().between('price', 10, 20).query.filter).toEqual({ price: { $gte: 10, $lt: 20 } });
  });

  it('combines queries with and, or and not', () => {
    const cheap = q().lt('price', 10);
    const sale = q().eq('ribbon', 'Sale');
    expect(cheap.or(sale).query.filter).toEqual({ $or: [{ price: { $lt: 10 } }, { ribbon: 'Sale' }] });
    expect(cheap.and(sale).query.filter).toEqual({ $and: [{ price: { $lt: 10 } }, { ribbon: 'Sale' }] });
    expect(cheap.not(sale).query.filter).toEqual({ $and: [{ price: { $lt: 10 } }, { $not: { ribbon: 'Sale' } }] });
    expect(q().or(sale).query.filter).toEqual({ ribbon: 'Sale' });
  });

  it('sorts in call order and pages with limit and skip', () => {
    const query: Query = q().ascending('name', 'slug').descending('price').limit(10).skip(30).query;
    expect(query.sort).toEqual([
      { fieldName: 'name', order: 'ASC' },
      { fieldName: 'slug', order: 'ASC' },
      { fieldName: 'price', order: 'DESC' },
    ]);
    expect(query.paging).toEqual({ limit: 10, offset: 30 });
  });

  it('never changes the builder a step was called on', () => {
    const base = q().eq('a', 1);
    base.eq('b', 2).limit(5);
    expect(base.query).toEqual({ filter: { a: 1 }, paging: { limit: 50, offset: 0 } });
  });
});

describe('argument checks', () => {
  const any = (value: unknown) => value as never;

  it('rejects a field name that is not a string', () => {
    const error = thrown(() => q().eq(any(5), 'x'));
    expect(error.code).toBe('INVALID_QUERY');
    expect(error.kind).toBe('user');
    expect(error.message).toBe('Invalid .eq parameter value [Number]. .eq parameter must be a String.');
  });

  it('rejects eq and ne values other than string, number, boolean or date', () => {
    expect(thrown(() => q().eq('a', any({}))).message).toBe('Invalid .eq parameter value [Object]. .eq parameter must be a String, Number, Boolean or Date.');
    expect(thrown(() => q().ne('a', any(null))).message).toBe('Invalid .ne parameter value [null]. .ne parameter must be a String, Number, Boolean or Date.');
  });

  it('rejects booleans for comparisons that order values', () => {
    for (const operator of ['gt', 'ge', 'lt', 'le'] as const) {
      expect(thrown(() => q()[operator]('a', any(true))).message).toBe(
        `Invalid .${operator} parameter value [Boolean]. .${operator} parameter must be a String, Number or Date.`,
      );
    }
  });

  it('asks startsWith for a string', () => {
    expect(thrown(() => q().startsWith('name', any(3))).message).toBe('Invalid .startsWith parameter value [Number]. .startsWith parameter must be a String.');
  });

  it('asks for both bounds of between in one type', () => {
    expect(thrown(() => q().between('price', 1, any('9'))).message).toBe('Invalid .between parameter value [String]. .between parameter must be a Number.');
    expect(thrown(() => q().between('d', new Date(), any(5))).message).toBe('Invalid .between parameter value [Number]. .between parameter must be a Date.');
    expect(thrown(() => q().between('price', any([1]), any([2]))).message).toBe(
      'Invalid .between parameter value [Array]. .between parameter must be a String, Number or Date.',
    );
  });

  it('asks in for an array of values', () => {
    expect(thrown(() => q().in('a', any('x'))).message).toBe('Invalid .in parameter value [String]. .in parameter must be an Array.');
    expect(thrown(() => q().in('a', any([{}]))).message).toBe('Invalid .in parameter value [Object]. .in parameter must be a String, Number, Boolean or Date.');
  });

  it('checks every value of hasSome and hasAll', () => {
    expect(thrown(() => q().hasSome('tags', 'a', any(true))).message).toBe(
      'Invalid .hasSome parameter value [Boolean]. .hasSome parameter must be a String, Number or Date.',
    );
    expect(thrown(() => q().hasAll('tags', any([undefined]))).message).toBe(
      'Invalid .hasAll parameter value [undefined]. .hasAll parameter must be a String, Number or Date.',
    );
  });

  it('checks how many arguments each operator got', () => {
    const call = (operator: string, ...args: unknown[]) => (q() as unknown as Record<string, (...a: unknown[]) => unknown>)[operator]!(...args);
    expect(thrown(() => call('eq', 'a')).message).toBe('Invalid .eq usage. .eq requires 2 parameters.');
    expect(thrown(() => call('gt', 'a', 1, 2)).message).toBe('Invalid .gt usage. .gt requires 2 parameters.');
    expect(thrown(() => call('between', 'a', 1)).message).toBe('Invalid .between usage. .between requires 3 parameters.');
    expect(thrown(() => call('isEmpty')).message).toBe('Invalid .isEmpty usage. .isEmpty requires 1 parameter.');
    expect(thrown(() => call('hasSome', 'a')).message).toBe('Invalid .hasSome usage. .hasSome requires at least 2 parameters.');
    expect(thrown(() => call('ascending')).message).toBe('Invalid .ascending usage. .ascending requires at least 1 parameter.');
    expect(thrown(() => call('and')).message).toBe('Invalid .and usage. .and requires 1 parameter.');
  });

  it('asks and, or and not for another query', () => {
    for (const operator of ['and', 'or', 'not'] as const) {
      expect(thrown(() => q()[operator](any({ filter: {} }))).message).toBe(
        `Invalid .${operator} parameter value [Object]. .${operator} parameter must be a Query.`,
      );
    }
  });

  it('asks limit and skip for whole numbers of at least 0', () => {
    expect(thrown(() => q().limit(any('10'))).message).toBe('Invalid .limit parameter value [String]. .limit parameter must be a Number.');
    expect(thrown(() => q().limit(-1)).message).toBe('Invalid .limit parameter value [-1]. .limit parameter must be a non-negative integer.');
    expect(thrown(() => q().skip(1.5)).message).toBe('Invalid .skip parameter value [1.5]. .skip parameter must be a non-negative integer.');
    expect(q().limit(0).query.paging.limit).toBe(0);
  });

  it('checks sort field names', () => {
    expect(thrown(() => q().descending('name', any(1))).message).toBe('Invalid .descending parameter value [Number]. .descending parameter must be a String.');
  });

  it('sends no request when an argument is refused', async () => {
    let runs = 0;
    const counted = new QueryBuilder<unknown>(async () => {
      runs++;
      return { items: [] };
    });
    expect(() => counted.eq('a', any(undefined)).find()).toThrow(ToteError);
    expect(runs).toBe(0);
  });
});

describe('pages', () => {
  const items = Array.from({ length: 23 }, (_, i) => i);
  // A runner that pages over a fixed list the way the store does (offset, limit, total).
  const listRunner =
    (tooManyToCount = false) =>
    async (query: Query) => {
      const { limit = 50, offset = 0 } = query.paging ?? {};
      return {
        items: items.slice(offset, offset + limit),
        metadata: { count: Math.min(limit, items.length - offset), offset, total: items.length, tooManyToCount },
      };
    };

  it('reports items, totalCount, pageSize, currentPage and totalPages', async () => {
    const page = await new QueryBuilder(listRunner()).limit(10).skip(10).find();
    expect(page.items).toEqual(items.slice(10, 20));
    expect(page).toMatchObject({ length: 10, totalCount: 23, pageSize: 10, currentPage: 1, totalPages: 3 });
    expect(page.hasNext()).toBe(true);
    expect(page.hasPrev()).toBe(true);
  });

  it('walks forward and back with next and prev', async () => {
    const first = await new QueryBuilder(listRunner()).limit(10).find();
    const second = await first.next();
    const third = await second.next();
    expect(third.items).toEqual([20, 21, 22]);
    expect(third.hasNext()).toBe(false);
    await expect(third.next()).rejects.toThrow('No next page to fetch');
    expect((await third.prev()).items).toEqual(items.slice(10, 20));
    await expect(first.prev()).rejects.toThrow('No previous page to fetch');
  });

  it('leaves totalCount and totalPages undefined when there are too many to count', async () => {
    const page = await new QueryBuilder(listRunner(true)).limit(10).find();
    expect(page.totalCount).toBeUndefined();
    expect(page.totalPages).toBeUndefined();
    expect(page.currentPage).toBe(0);
    expect(page.hasNext()).toBe(true);
  });

  it('leaves currentPage and totalPages undefined for a limit of 0', async () => {
    const page = await new QueryBuilder(listRunner()).limit(0).find();
    expect(page.currentPage).toBeUndefined();
    expect(page.totalPages).toBeUndefined();
    expect(page.totalCount).toBe(23);
    expect(page.hasNext()).toBe(false);
  });
});
