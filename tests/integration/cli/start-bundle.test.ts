// `npm start`'s bundle (scripts/start.mjs): made once, kept while the sources stay as they were, made again when one changes; each module keeps its own import.meta.
import { execFile } from 'node:child_process';
import { appendFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshCopy, type FreshCopy } from '../../support/fresh-start.js';
import { testDatabaseKind } from '../../support/test-database.js';

const run = promisify(execFile);
let copy: FreshCopy;
beforeAll(async () => {
  copy = await freshCopy();
});
afterAll(async () => copy?.remove());

/** Runs scripts/start.mjs in the copy with `args`. */
function start(...args: string[]) {
  return run(process.execPath, ['scripts/start.mjs', ...args], { cwd: copy.dir, env: { PATH: process.env.PATH, HOME: process.env.HOME } });
}

/** The folder of the current bundle, as its record names it. */
async function currentBundle(): Promise<string> {
  return (JSON.parse(await readFile(path.join(copy.dir, '.cache/start/current.json'), 'utf8')) as { dir: string }).dir;
}

describe.runIf(testDatabaseKind() === 'pglite')('npm start’s bundle', () => {
  it('is made by prepare, kept while nothing changed, made again when a server source changes', async () => {
    await start('--prepare');
    const first = await currentBundle();
    await start('--prepare');
    expect(await currentBundle()).toBe(first);
    await appendFile(path.join(copy.dir, 'src/server/version.ts'), '\n// changed\n');
    await start('--prepare');
    expect(await currentBundle()).not.toBe(first);
  }, 120_000);

  it('runs the server’s own code with each module’s import.meta: the version from package.json, the usage naming npm start', async () => {
    const version = await start('--version');
    expect(version.stdout.trim()).toMatch(/^tote \d+\.\d+\.\d+/);
    const help = await start('--help');
    expect(help.stdout).toMatch(/^Usage: npm start -- /);
  }, 120_000);
});
