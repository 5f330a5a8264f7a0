// `npm run bench`: API load on PGlite and PostgreSQL, plus every other bench module present; a table, or JSON with `-- --json`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { benchApiLoad } from './api-load.js';
import { BENCH_POSTGRES_URL, postgresReachable } from './bench-postgres.js';
import type { BenchRow } from './bench-row.js';
import { withinLimits } from './bench-row.js';

/** Other engineers' bench modules: run when the file exists. */
const OPTIONAL_BENCHES: { file: string; run: string }[] = [
  { file: 'catalog-100k.ts', run: 'benchCatalog100k' },
  { file: 'sdk-size.ts', run: 'measureSdkSize' },
  { file: 'widget-sizes.ts', run: 'measureWidgetSizes' },
  { file: 'browser-timings.ts', run: 'benchBrowserTimings' },
  { file: 'catalog-import.ts', run: 'benchCatalogImport' },
  { file: 'webhook-deliveries.ts', run: 'benchWebhookDeliveries' },
  { file: 'first-start.ts', run: 'benchFirstStart' },
];

function format(value: number): string {
  return Number.isInteger(value) ? value.toLocaleString('en-US') : value.toFixed(2);
}

/** The rows as a text table: what, where, its figures, and whether it meets its limits. */
export function renderTable(rows: readonly BenchRow[]): string {
  const body = rows.map((r) => [
    r.name,
    r.target,
    Object.entries(r.figures)
      .map(([f, v]) => `${f} ${format(v)}`)
      .join(', '),
    r.limits
      ? `${withinLimits(r) ? 'ok' : 'FAIL'} (${Object.entries(r.limits)
          .map(([f, { min, max }]) => `${f}${min !== undefined ? ` ≥ ${format(min)}` : ''}${max !== undefined ? ` ≤ ${format(max)}` : ''}`)
          .join(', ')})`
      : '',
  ]);
  const header = ['name', 'target', 'figures', 'limits'];
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => (b[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

/** Runs every bench; returns all rows. Progress goes to stderr so `--json` output stays clean. */
export async function runBenches(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const log = (text: string) => process.stderr.write(`${text}\n`);
  log('bench: API load on PGlite ...');
  rows.push(...(await benchApiLoad({ kind: 'pglite' })));
  if (await postgresReachable(BENCH_POSTGRES_URL)) {
    log('bench: API load on PostgreSQL ...');
    rows.push(...(await benchApiLoad({ kind: 'postgres', url: BENCH_POSTGRES_URL })));
  } else {
    log(`bench: PostgreSQL at ${BENCH_POSTGRES_URL} is not reachable; its rows are skipped`);
  }
  for (const { file, run } of OPTIONAL_BENCHES) {
    const full = path.join(import.meta.dirname, file);
    if (!existsSync(full)) continue;
    log(`bench: ${file} ...`);
    const module = (await import(pathToFileURL(full).href)) as Record<string, () => Promise<BenchRow[]>>;
    const bench = module[run];
    if (typeof bench === 'function') rows.push(...(await bench()));
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = await runBenches();
  if (process.argv.includes('--json')) console.log(JSON.stringify(rows, null, 2));
  else console.log(renderTable(rows));
  const failed = rows.filter((r) => !withinLimits(r));
  if (failed.length > 0) {
    process.stderr.write(`bench: ${failed.length} row(s) outside their limits: ${failed.map((r) => `${r.name} (${r.target})`).join('; ')}\n`);
    process.exitCode = 1;
  }
}
