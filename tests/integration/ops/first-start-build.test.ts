// While the browser files are being built (npm start answers first), /ready answers and requests for those files wait for the build, not 404.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { awaitBuiltFiles, holdBuiltFiles, isBuilding } from '../../../src/server/widget-files/build-gate.js';
import { useTestApp } from '../../support/test-app.js';

// No build yet: an empty dist folder, as on a fresh clone.
const dist = mkdtempSync(path.join(tmpdir(), 'tote-first-start-'));
const t = useTestApp({ env: { DIST_DIR: dist } });
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const LOADER = `(()=>{${'/* the loader */'.repeat(200)}})();\n`;
const CHUNK = `export const rows = [${Array.from({ length: 500 }, (_, i) => i).join(',')}];\n`;
const ADMIN = `console.log(${JSON.stringify('dashboard '.repeat(300))});\n`;

/** What a build leaves: the loader, a widget chunk and a dashboard file. */
function writeBuild(): void {
  for (const folder of ['loader', 'widget', 'admin']) mkdirSync(path.join(dist, folder), { recursive: true });
  writeFileSync(path.join(dist, 'loader/tote.js'), LOADER);
  writeFileSync(path.join(dist, 'widget/elements-Ab12Cd34.js'), CHUNK);
  writeFileSync(path.join(dist, 'admin/admin-Ab12Cd34.js'), ADMIN);
}

describe('a first start, its browser files still building', () => {
  it('answers /ready at once, and the loader, a widget chunk and a dashboard file requested meanwhile arrive whole once the build ends', async () => {
    let finish!: () => void;
    holdBuiltFiles(
      dist,
      new Promise<void>((resolve) => {
        finish = resolve;
      }),
    );
    const settled: string[] = [];
    const get = (url: string) => t.app.inject({ method: 'GET', url }).then((response) => (settled.push(url), response));
    const loader = get('/tote.js');
    const chunk = get('/widget/elements-Ab12Cd34.js');
    const admin = get('/admin/assets/admin-Ab12Cd34.js');

    const ready = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(200);
    // /ready has answered while the files' requests still wait (without the gate they are 404s by now).
    expect(settled).toEqual([]);
    expect(isBuilding(dist)).toBe(true);

    writeBuild();
    finish();
    const [loaderAnswer, chunkAnswer, adminAnswer] = await Promise.all([loader, chunk, admin]);
    expect(loaderAnswer.statusCode).toBe(200);
    expect(loaderAnswer.body).toBe(LOADER);
    expect(chunkAnswer.statusCode).toBe(200);
    expect(chunkAnswer.body).toBe(CHUNK);
    expect(adminAnswer.statusCode).toBe(200);
    expect(adminAnswer.body).toBe(ADMIN);
    expect(isBuilding(dist)).toBe(false);
  });

  it('serves what the folder holds once a build fails (the previous build), rather than waiting on', async () => {
    let fail!: (error: Error) => void;
    holdBuiltFiles(
      dist,
      new Promise<void>((_, reject) => {
        fail = reject;
      }),
    );
    const loader = t.app.inject({ method: 'GET', url: '/tote.js' });
    fail(new Error('the widget build failed (exit code 1)'));
    const answer = await loader;
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe(LOADER);
  });

  it('stops waiting after its limit (the route then answers 503 with Retry-After)', async () => {
    holdBuiltFiles(dist, new Promise<void>(() => {}));
    expect(await awaitBuiltFiles(dist, 20)).toBe(false);
  });
});
