// RevisionMemo: least-recently-used eviction by total weight and by entry count.
import { describe, expect, it } from 'vitest';
import { RevisionMemo } from '../../../src/server/db/revision-memo.js';

describe('RevisionMemo', () => {
  it('drops the least recently used entries beyond the weight budget', () => {
    const memo = new RevisionMemo<string>({ maxWeight: 10 });
    memo.set('a', 'A', 4);
    memo.set('b', 'B', 4);
    expect(memo.get('a')).toBe('A');
    memo.set('c', 'C', 4);
    expect(memo.get('b')).toBeUndefined();
    expect(memo.get('a')).toBe('A');
    expect(memo.get('c')).toBe('C');
  });

  it('keeps at most maxEntries entries, whatever their weight', () => {
    const memo = new RevisionMemo<number>({ maxEntries: 2 });
    memo.set('a', 1);
    memo.set('b', 2);
    memo.get('a');
    memo.set('c', 3);
    expect(memo.size).toBe(2);
    expect(memo.get('b')).toBeUndefined();
    expect(memo.get('a')).toBe(1);
    expect(memo.get('c')).toBe(3);
  });

  it('does not keep a value heavier than the whole budget', () => {
    const memo = new RevisionMemo<string>({ maxWeight: 3 });
    memo.set('big', 'xxxx', 4);
    expect(memo.get('big')).toBeUndefined();
    expect(memo.size).toBe(0);
  });
});
