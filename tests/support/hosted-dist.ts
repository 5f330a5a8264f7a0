// A dist folder whose hosted manifest looks built, so tests get the real page shells without running the browser build.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { HostedPageName } from '../../src/wire/hosted-pages.js';

/**
 * Writes `hosted/manifest.json` with one entry per page (`<page>-Hash1234.js`, one shared style sheet) into a new
 * temporary folder; pass the folder as `DIST_DIR`.
 * @param pages the pages to list. @default ['login', 'checkout']
 */
export function fakeHostedDist(pages: readonly HostedPageName[] = ['login', 'checkout']): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'tote-fake-dist-'));
  const hosted = path.join(dist, 'hosted');
  mkdirSync(hosted);
  const manifest: Record<string, unknown> = {};
  for (const page of pages) {
    manifest[`src/hosted/entries/${page}.tsx`] = {
      file: `${page}-Hash1234.js`,
      name: page,
      src: `src/hosted/entries/${page}.tsx`,
      isEntry: true,
      css: ['hosted-Css12345.css'],
    };
    writeFileSync(path.join(hosted, `${page}-Hash1234.js`), 'export {};');
  }
  writeFileSync(path.join(hosted, 'hosted-Css12345.css'), 'body{}');
  writeFileSync(path.join(hosted, 'manifest.json'), JSON.stringify(manifest));
  return dist;
}
