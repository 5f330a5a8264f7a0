// The first `npm start` of a fresh copy (no dist/, no data folder): /ready answers while the browser build runs, and the loader asked for then arrives whole.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freshCopy, startFresh, type FreshCopy, type FreshStart } from '../support/fresh-start.js';
import { freePort } from '../support/server-process.js';

let copy: FreshCopy | undefined;
let server: FreshStart | undefined;
afterAll(async () => {
  await server?.stop();
  await copy?.remove();
});

describe('the first npm start of a fresh clone', () => {
  it('answers /ready before the build ends; the loader and a chunk requested during the build arrive complete once it ends', async () => {
    copy = await freshCopy();
    server = startFresh(copy.dir, await freePort(), await freePort());
    const dist = path.join(copy.dir, 'dist');
    await server.ready;
    // The build has not ended: a complete build leaves its stamp last.
    expect(existsSync(path.join(dist, '.build-stamp.json'))).toBe(false);
    const base = server.url;

    // Asked for at /ready: it waits for the build (asked again after a 503 when the build outlasts the store's wait).
    const loader = await server.firstWidgetFile;
    expect(loader.status).toBe(200);
    expect(loader.body.toString()).toBe(readFileSync(path.join(dist, 'loader/tote.js'), 'utf8'));
    const manifest = await fetch(`${base}/widget/chunks.json`);
    expect(manifest.status).toBe(200);
    const files = (await manifest.json()) as Record<string, string[]>;
    const first = files['tote-buy-box']?.[0];
    expect(first).toBeDefined();
    const chunk = await fetch(`${base}/widget/${first}`, { headers: { 'accept-encoding': 'identity' } });
    expect(chunk.status).toBe(200);
    expect(await chunk.text()).toBe(readFileSync(path.join(dist, 'widget', first!), 'utf8'));
  }, 900_000);
});
