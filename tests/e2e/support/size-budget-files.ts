// The files a page's HTML makes the browser load, and the files a `.size-limit.json` budget measures: a budget must name exactly the first.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { REPO_ROOT } from '../../../src/server/widget-files/build-state.js';

/** One budget of `.size-limit.json`. */
interface SizeBudget {
  name: string;
  path: string | string[];
  limit: string;
}

/** The budget of `.size-limit.json` whose name starts with `name`. */
async function budgetNamed(name: string): Promise<SizeBudget> {
  const budgets = JSON.parse(await readFile(path.join(REPO_ROOT, '.size-limit.json'), 'utf8')) as SizeBudget[];
  const budget = budgets.find((b) => b.name.startsWith(name));
  if (!budget) throw new Error(`.size-limit.json has no budget named "${name}…"`);
  return budget;
}

/** The limit of the budget whose name starts with `name`, in bytes (size-limit counts 1 KB as 1,000 B). */
export async function budgetLimit(name: string): Promise<number> {
  const { limit } = await budgetNamed(name);
  const match = /^([\d.]+)\s*(B|KB)$/.exec(limit.trim());
  if (!match) throw new Error(`budget "${name}" has a limit this test does not read: ${limit}`);
  return Math.round(Number(match[1]) * (match[2] === 'KB' ? 1000 : 1));
}

/** The names of the files under dist/ that the budget whose name starts with `name` measures (a served `.gz` named as its file), sorted. */
export async function budgetFiles(name: string): Promise<string[]> {
  const budget = await budgetNamed(name);
  const files: string[] = [];
  for (const pattern of [budget.path].flat()) {
    const folder = path.dirname(pattern);
    const escaped = path.basename(pattern).replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    const matches = new RegExp(`^${escaped.replace(/\*/g, '[^/]*')}$`);
    for (const file of await readdir(path.join(REPO_ROOT, folder))) if (matches.test(file)) files.push(file.replace(/\.gz$/, ''));
  }
  return files.sort();
}

/**
 * The names of the scripts, module preloads and style sheets the page's HTML names (what loads before it can be used, not
 * what it adds later), sorted: the page's HTML fetched again in its browser context (its cookies).
 */
export async function eagerFiles(page: Page): Promise<string[]> {
  const response = await page.request.get(page.url());
  if (response.status() !== 200) throw new Error(`${page.url()} answered ${response.status()}`);
  const html = await response.text();
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const urls = tags.flatMap((tag) => {
    const rel = /\brel="([^"]*)"/.exec(tag)?.[1];
    const url = tag.startsWith('<script')
      ? /\bsrc="([^"]*)"/.exec(tag)?.[1]
      : rel === 'stylesheet' || rel === 'modulepreload'
        ? /\bhref="([^"]*)"/.exec(tag)?.[1]
        : undefined;
    return url ? [url] : [];
  });
  return urls.map((url) => path.basename(new URL(url, page.url()).pathname)).sort();
}
