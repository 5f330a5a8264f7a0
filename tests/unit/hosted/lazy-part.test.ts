// A lazily loaded part of a hosted page: loaded once, tried again after a failure, its arrival seen by whoever waits.
import { describe, expect, it } from 'vitest';
import { lazyPart, loadWhenIdle } from '../../../src/hosted/core/lazy-part.js';

describe('lazyPart', () => {
  it('loads its chunk once, and tries again after a failed load', async () => {
    let calls = 0;
    const part = lazyPart(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return { answer: 42 };
    });
    expect(part.loaded()).toBeUndefined();
    await expect(part.load()).rejects.toThrow('offline');
    expect(part.loaded()).toBeUndefined();
    const [first, second] = await Promise.all([part.load(), part.load()]);
    expect(first).toBe(second);
    expect(calls).toBe(2);
    expect(part.loaded()).toEqual({ answer: 42 });
    await expect(part.arrival).resolves.toBe(first);
  });

  it('loads when the page is idle', async () => {
    const part = lazyPart(async () => 'loaded');
    loadWhenIdle(part);
    expect(part.loaded()).toBeUndefined();
    await expect(part.arrival).resolves.toBe('loaded');
  });
});
