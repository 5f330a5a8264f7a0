// The localStorage token storage of the widget: kept per client id, shared by every client on a page, memory when refused.
import { afterEach, describe, expect, it } from 'vitest';
import { localStorageStorage } from '../../../src/sdk/index.js';
import type { TokenSet } from '../../../src/sdk/index.js';

const tokens = (value: string): TokenSet => ({ accessToken: { value, expiresAt: 123 }, refreshToken: { value: `r-${value}`, role: 'visitor' } });

afterEach(() => {
  localStorage.clear();
});

describe('localStorageStorage', () => {
  it('keeps each client id’s token set under its own key', () => {
    const storage = localStorageStorage('test.a.');
    storage.set('demo', tokens('one'));
    storage.set('other', tokens('two'));
    expect(JSON.parse(localStorage.getItem('test.a.demo')!)).toEqual(tokens('one'));
    expect(storage.get('other')).toEqual(tokens('two'));
    expect(storage.get('missing')).toBeUndefined();
  });

  it('is one object per prefix, so clients on a page share it', () => {
    expect(localStorageStorage('test.b.')).toBe(localStorageStorage('test.b.'));
    expect(localStorageStorage('test.b.')).not.toBe(localStorageStorage('test.c.'));
  });

  it('reads what another page wrote', () => {
    localStorage.setItem('test.d.demo', JSON.stringify(tokens('from-another-tab')));
    expect(localStorageStorage('test.d.').get('demo')).toEqual(tokens('from-another-tab'));
  });

  it('keeps tokens in memory when localStorage refuses to store them', () => {
    const storage = localStorageStorage('test.e.');
    const real = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')!;
    // A browser in private mode: reading works, every write throws.
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    Object.defineProperty(globalThis, 'localStorage', { value: refusing, configurable: true });
    try {
      storage.set('demo', tokens('kept'));
      expect(storage.get('demo')).toEqual(tokens('kept'));
    } finally {
      Object.defineProperty(globalThis, 'localStorage', real);
    }
    expect(localStorage.getItem('test.e.demo')).toBeNull();
  });
});
