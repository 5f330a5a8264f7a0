// Bench: gzip size of the SDK bundles (the budgeted client + tokens + cart + one product query, and the whole SDK).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { libraryConfig } from '../../scripts/build-sdk.js';
import type { BenchRow } from './bench-row.js';

/** The budget of the size entry (SDK issue: ≤ 6 KB gzip, read as 6000 B like size-limit). */
export const SDK_SIZE_LIMIT_BYTES = 6000;

const OUT = path.resolve(import.meta.dirname, '../../.tmp/bench-sdk');

async function gzipOf(entry: string): Promise<{ raw: number; gzip: number }> {
  await build(libraryConfig(entry, OUT, 'bundle.js'));
  const code = await readFile(path.join(OUT, 'bundle.js'));
  return { raw: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

/** Bundles and measures the SDK; one row per bundle. */
export async function measureSdkSize(): Promise<BenchRow[]> {
  const entry = await gzipOf('tests/bench/sdk-size-entry.ts');
  const full = await gzipOf('src/sdk/index.ts');
  return [
    {
      name: 'sdk: client, tokens, cart, one product query',
      target: 'bundle',
      figures: { 'raw B': entry.raw, 'gzip B': entry.gzip },
      limits: { 'gzip B': { max: SDK_SIZE_LIMIT_BYTES } },
    },
    { name: 'sdk: everything (tote/sdk)', target: 'bundle', figures: { 'raw B': full.raw, 'gzip B': full.gzip } },
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const row of await measureSdkSize())
    console.log(`${row.name.padEnd(48)} ${String(row.figures['raw B']).padStart(7)} B ${String(row.figures['gzip B']).padStart(6)} B gzip`);
}
