// Every relative link in README.md and docs/*.md reaches a file that exists, and every `#anchor` a heading of that page.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const PAGES = [
  'README.md',
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** The page's text outside fenced code blocks, where `#` starts a shell comment and `](` is no link. */
function prose(file: string): string {
  return readFileSync(path.join(ROOT, file), 'utf8').replace(/^```[\s\S]*?^```/gm, '');
}

/** The anchors GitHub gives a page's headings: lower case, punctuation dropped, spaces as `-`, repeats numbered. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading] of markdown.matchAll(/^#{1,6} +(.+?) *#* *$/gm)) {
    const base = heading!
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** Each relative link target of a page (`file`, `file#anchor` or `#anchor`); web addresses are left out. */
function relativeLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!).filter((target) => !/^[a-z]+:/i.test(target));
}

describe('documentation links', () => {
  it('finds the pages and their headings', () => {
    expect(PAGES).toContain('docs/configuration.md');
    expect(headingAnchors('# A `b/c`: d\n## Run it\n## Run it')).toEqual(new Set(['a-bc-d', 'run-it', 'run-it-1']));
  });

  it.each(PAGES)('every relative link of %s resolves', (page) => {
    const broken: string[] = [];
    for (const target of relativeLinks(prose(page))) {
      const [file, anchor] = target.split('#') as [string, string | undefined];
      const resolved = file === '' ? path.join(ROOT, page) : path.resolve(path.dirname(path.join(ROOT, page)), decodeURI(file));
      if (!existsSync(resolved)) broken.push(`${target}: no file ${path.relative(ROOT, resolved)}`);
      else if (anchor !== undefined && !headingAnchors(prose(path.relative(ROOT, resolved))).has(anchor)) broken.push(`${target}: no heading #${anchor}`);
    }
    expect(broken).toEqual([]);
  });
});
