// Bench: the bytes served for the built loader and widget chunks, gzip (the build's zopfli .gz) and brotli (its .br), against the budgets.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readConfig } from '../../src/server/config.js';
import { REPO_ROOT } from '../../src/server/widget-files/build-state.js';
import { ensureWidgetBuilt } from '../../src/server/widget-files/ensure-built.js';
import type { BenchRow } from './bench-row.js';

const DIST = path.join(REPO_ROOT, 'dist');

/** The budgets, in bytes: .size-limit.json's (size-limit reads "24 KB" as 24,000 B). */
export const WIDGET_BUDGETS = {
  loader: 960,
  buyBoxAndCartPage: 19_350,
  germanPage: 21_200,
  withDrawer: 22_100,
  withLogin: 21_250,
  loginModal: 4_900,
  allChunks: 33_750,
};

/** Issue 23's goal for the English page with the drawer opened, as a brotli browser (any HTTPS one) receives it. */
export const BROTLI_GOAL_WITH_DRAWER = 20_480;

/** The bytes a browser receives for `files` in an encoding: each one's copy of the build (`.gz`, `.br`), or the file itself when it has none (under 1 KB). */
async function servedSize(files: string[], extension: '.gz' | '.br'): Promise<number> {
  let total = 0;
  for (const file of files) total += (await stat(`${file}${extension}`).catch(() => stat(file))).size;
  return total;
}

/** The bytes a gzip browser receives for `files`. */
const gzipOf = (files: string[]) => servedSize(files, '.gz');

/** Builds when the sources changed, then measures the loader and the chunk sets a page loads. */
export async function measureWidgetSizes(): Promise<BenchRow[]> {
  await ensureWidgetBuilt(readConfig({ ...process.env, NODE_ENV: 'development', DIST_DIR: '' }), () => {});
  const widget = (await readdir(path.join(DIST, 'widget'))).filter((name) => name.endsWith('.js'));
  const chunks = JSON.parse(await readFile(path.join(DIST, 'widget/chunks.json'), 'utf8')) as Record<string, string[]>;
  const inWidget = (names: string[]) => names.map((name) => path.join(DIST, 'widget', name));
  const loader = path.join(DIST, 'loader/tote.js');
  const pageFiles = [...new Set([...(chunks['tote-buy-box'] ?? []), ...(chunks['tote-cart'] ?? [])])];
  const named = (...prefixes: string[]) => inWidget(widget.filter((name) => prefixes.some((prefix) => name.startsWith(prefix))));
  const row = (name: string, gzip: number, max?: number): BenchRow => ({
    name,
    target: 'bundle',
    figures: { 'gzip B': gzip },
    ...(max ? { limits: { 'gzip B': { max } } } : {}),
  });
  const page = await gzipOf([loader, ...inWidget(pageFiles)]);
  const withDrawer = [loader, ...inWidget(pageFiles), ...named('drawer-')];
  const drawerRow = row('widget: the English page with the drawer opened', page + (await gzipOf(named('drawer-'))), WIDGET_BUDGETS.withDrawer);
  drawerRow.figures['br B'] = await servedSize(withDrawer, '.br');
  drawerRow.limits = { ...drawerRow.limits, 'br B': { max: BROTLI_GOAL_WITH_DRAWER } };
  return [
    row('widget: loader tote.js', await gzipOf([loader]), WIDGET_BUDGETS.loader),
    row('widget: page with a buy box and the cart (loader + chunks)', page, WIDGET_BUDGETS.buyBoxAndCartPage),
    row('widget: the same page in German (+ the German pack)', page + (await gzipOf(inWidget(chunks.de?.slice(0, 1) ?? []))), WIDGET_BUDGETS.germanPage),
    row('widget: the cart drawer, loaded when it first opens', await gzipOf(named('drawer-', 'modal-'))),
    drawerRow,
    row('widget: the English page with a sign-in element', page + (await gzipOf(named('login-element-'))), WIDGET_BUDGETS.withLogin),
    row('widget: login modal chunk (with the modal dialog it shares)', await gzipOf(named('login-modal-', 'modal-')), WIDGET_BUDGETS.loginModal),
    row('widget: all chunks', await gzipOf(inWidget(widget)), WIDGET_BUDGETS.allChunks),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const row of await measureWidgetSizes()) {
    const brotli = row.figures['br B'] === undefined ? '' : `, ${row.figures['br B']} B brotli (goal ${row.limits?.['br B']?.max} B)`;
    console.log(`${row.name.padEnd(62)} ${row.figures['gzip B']} B gzip (budget ${row.limits?.['gzip B']?.max} B)${brotli}`);
  }
}
