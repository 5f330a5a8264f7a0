// The files a hosted page's shell names, from the merged manifest of the per-page builds (scripts/build.ts).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageAssets } from '../../../src/server/hosted-pages/hosted-build.js';

/** A dist folder with two pages built apart: each page's chunks under `<page>:<key>`, each with its own German chunk. */
function mergedDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'tote-page-assets-'));
  mkdirSync(path.join(dist, 'hosted'));
  const manifest = {
    'src/hosted/entries/checkout.tsx': {
      file: 'checkout-Aaaa1111.js',
      name: 'checkout',
      src: 'src/hosted/entries/checkout.tsx',
      isEntry: true,
      dynamicImports: ['checkout:src/hosted/i18n/de.ts', 'checkout:src/hosted/pages/checkout/later.ts'],
      css: ['checkout-Bbbb2222.css'],
    },
    'checkout:src/hosted/i18n/de.ts': { file: 'de-Cccc3333.js', src: 'src/hosted/i18n/de.ts', isDynamicEntry: true },
    'checkout:src/hosted/pages/checkout/later.ts': {
      file: 'later-Dddd4444.js',
      isDynamicEntry: true,
      imports: ['src/hosted/entries/checkout.tsx'],
      css: ['later-Eeee5555.css'],
    },
    'src/hosted/entries/login.tsx': {
      file: 'login-Ffff6666.js',
      name: 'login',
      src: 'src/hosted/entries/login.tsx',
      isEntry: true,
      css: ['login-Gggg7777.css'],
    },
    'login:src/hosted/i18n/de.ts': { file: 'de-Hhhh8888.js', src: 'src/hosted/i18n/de.ts', isDynamicEntry: true },
  };
  writeFileSync(path.join(dist, 'hosted', 'manifest.json'), JSON.stringify(manifest));
  return dist;
}

describe('pageAssets', () => {
  it('names one script and one style sheet per page, and the page’s own German chunk for a German shop', async () => {
    const dist = mergedDist();
    expect(await pageAssets(dist, 'checkout', 'en')).toEqual({
      script: '/hosted-assets/checkout-Aaaa1111.js',
      preloads: [],
      styles: ['/hosted-assets/checkout-Bbbb2222.css'],
    });
    expect((await pageAssets(dist, 'checkout', 'de'))?.preloads).toEqual(['/hosted-assets/de-Cccc3333.js']);
    expect((await pageAssets(dist, 'login', 'de'))?.preloads).toEqual(['/hosted-assets/de-Hhhh8888.js']);
  });
});
