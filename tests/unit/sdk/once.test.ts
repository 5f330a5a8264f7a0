// once: one load for every caller at the same time and after, and a failed load tried again.
import { describe, expect, it } from 'vitest';
import { once } from '../../../src/sdk/core/once.js';

describe('once', () => {
  it('loads once for callers at the same time and after, and answers the same value', async () => {
    let loads = 0;
    const load = once(async () => ({ loaded: ++loads }));
    const [a, b] = await Promise.all([load(), load()]);
    expect(await load()).toBe(a);
    expect(b).toBe(a);
    expect(loads).toBe(1);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    let loads = 0;
    const load = once(async () => {
      loads += 1;
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return 'chunk';
    });
    await expect(load()).rejects.toThrow('Failed to fetch');
    expect(await load()).toBe('chunk');
    expect(await load()).toBe('chunk');
    expect(loads).toBe(2);
  });
});
