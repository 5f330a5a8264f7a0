// When `npm start` rebuilds the browser files: missing outputs, no stamp, or sources that changed since the stamp.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILD_OUTPUTS, hashBuildInputs, staleReason, writeBuildStamp } from '../../../src/server/widget-files/build-state.js';

let root = '';

function checkout(): { root: string; dist: string } {
  root = mkdtempSync(path.join(tmpdir(), 'tote-build-state-'));
  mkdirSync(path.join(root, 'src/widget'), { recursive: true });
  writeFileSync(path.join(root, 'src/widget/index.ts'), 'export const a = 1;\n');
  writeFileSync(path.join(root, 'vite.config.ts'), 'export default {};\n');
  const dist = path.join(root, 'dist');
  for (const output of BUILD_OUTPUTS) {
    mkdirSync(path.dirname(path.join(dist, output)), { recursive: true });
    writeFileSync(path.join(dist, output), '');
  }
  return { root, dist };
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('staleReason', () => {
  it('is up to date right after a build of the same sources', async () => {
    const { root, dist } = checkout();
    await writeBuildStamp(dist, await hashBuildInputs(root));
    expect(await staleReason(dist, root)).toBeUndefined();
  });

  it('asks for a build when a source changes, a file is added, or an output is missing', async () => {
    const { root, dist } = checkout();
    await writeBuildStamp(dist, await hashBuildInputs(root));
    writeFileSync(path.join(root, 'src/widget/index.ts'), 'export const a = 2;\n');
    expect(await staleReason(dist, root)).toBe('sources changed since the last build');
    await writeBuildStamp(dist, await hashBuildInputs(root));
    writeFileSync(path.join(root, 'src/widget/new-file.ts'), '');
    expect(await staleReason(dist, root)).toBe('sources changed since the last build');
    await writeBuildStamp(dist, await hashBuildInputs(root));
    rmSync(path.join(dist, 'loader/tote.js'));
    expect(await staleReason(dist, root)).toBe('dist/loader/tote.js is missing');
  });

  it('asks for a build when there is no stamp', async () => {
    const { root, dist } = checkout();
    expect(await staleReason(dist, root)).toBe('no build stamp');
  });

  it('ignores files outside the build inputs', async () => {
    const { root, dist } = checkout();
    await writeBuildStamp(dist, await hashBuildInputs(root));
    mkdirSync(path.join(root, 'src/server'), { recursive: true });
    writeFileSync(path.join(root, 'src/server/app.ts'), 'changed');
    expect(await staleReason(dist, root)).toBeUndefined();
  });
});
