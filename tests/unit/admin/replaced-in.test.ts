// The list change the dashboard's optimistic edits make: an item replaced in place, removed, added first or last, the store's order kept.
import { describe, expect, it } from 'vitest';
import { replacedIn } from '../../../src/admin/state/optimistic-list.js';

const a = { id: 'a', n: 3 };
const b = { id: 'b', n: 1 };
const c = { id: 'c', n: 2 };

describe('replacedIn', () => {
  it('replaces a listed item in its place and removes one given undefined', () => {
    expect(replacedIn([a, b, c], 'b', { id: 'b', n: 9 })).toEqual([a, { id: 'b', n: 9 }, c]);
    expect(replacedIn([a, b, c], 'b', undefined)).toEqual([a, c]);
  });

  it('adds an item it does not list last, or first when asked, and ignores removing one it does not list', () => {
    expect(replacedIn([a, b], 'c', c)).toEqual([a, b, c]);
    expect(replacedIn([a, b], 'c', c, { add: 'first' })).toEqual([c, a, b]);
    expect(replacedIn([a, b], 'c', undefined)).toEqual([a, b]);
  });

  it('keeps the store’s order when given one, and leaves the list it was given unchanged', () => {
    const list = [b, c];
    expect(replacedIn(list, 'a', a, { order: (x, y) => x.n - y.n })).toEqual([b, c, a]);
    expect(replacedIn(list, 'b', { id: 'b', n: 5 }, { order: (x, y) => x.n - y.n })).toEqual([c, { id: 'b', n: 5 }]);
    expect(list).toEqual([b, c]);
  });
});
