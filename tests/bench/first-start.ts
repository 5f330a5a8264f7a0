// Bench: install-free first start: a fresh copy of the repository (node_modules present, no dist/, no data folder), `npm start` to /ready and to the loader.
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { makePgliteTemplate } from '../../src/server/db/pglite-template.js';
import { freePort } from '../support/server-process.js';
import { freshCopy, startFresh } from '../support/fresh-start.js';
import type { BenchRow } from './bench-row.js';

/** The ceiling on the first start's /ready, in seconds. */
export const FIRST_START_READY_MAX_S = 10;

/**
 * Times one first start in a fresh copy, as `npm install` leaves a clone (its prepare step made the server's bundle and the
 * migrated PGlite template): seconds from the spawn of `npm start` to `/ready` 200, and to the loader (/tote.js, asked for
 * at once, waiting for the build) served whole.
 */
export async function benchFirstStart(): Promise<BenchRow[]> {
  const copy = await freshCopy();
  await makePgliteTemplate();
  const bundled = spawnSync(process.execPath, ['scripts/start.mjs', '--prepare'], { cwd: copy.dir, encoding: 'utf8' });
  if (bundled.status !== 0) throw new Error(`the start bundle failed: ${bundled.stderr}`);
  const server = startFresh(copy.dir, await freePort(), await freePort());
  try {
    const ready = await server.ready;
    const widget = await server.firstWidgetFile;
    if (widget.status !== 200) throw new Error(`/tote.js answered ${widget.status} after the build:\n${server.output()}`);
    return [
      {
        name: 'install-free first start to ready',
        target: 'npm start',
        figures: { 'ready s': round(ready / 1000), 'first widget file s': round(widget.ms / 1000) },
        limits: { 'ready s': { max: FIRST_START_READY_MAX_S } },
      },
    ];
  } finally {
    await server.stop();
    await copy.remove();
  }
}

function round(seconds: number): number {
  return Math.round(seconds * 10) / 10;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(JSON.stringify(await benchFirstStart()));
}
