// The merchant CLI: API keys created, listed and revoked; the real command on a PGlite data directory, and a busy one.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { siteOfApiKey } from '../../../src/server/auth/api-keys.js';
import { runApiKeyCommand } from '../../../src/server/cli/api-key-commands.js';
import { systemClock } from '../../../src/server/clock.js';
import { openDatabase } from '../../../src/server/db/connect.js';
import { CATALOG } from '../../support/catalog-calls.js';
import { useTestApp } from '../../support/test-app.js';
import { testDatabaseKind } from '../../support/test-database.js';

const t = useTestApp();
const run = promisify(execFile);

function capture() {
  const lines: string[] = [];
  const errors: string[] = [];
  return { out: { log: (l: string) => lines.push(l), error: (l: string) => errors.push(l) }, lines, errors };
}

describe('api-key commands', () => {
  it('creates a key that merchants can write with, lists it, and revokes it', async () => {
    const created = capture();
    expect(await runApiKeyCommand(t.handle.db, systemClock, ['create', '--name', 'inventory sync'], created.out)).toBe(0);
    const key = created.lines.map((l) => l.trim()).find((l) => l.startsWith('tote_sk_')) as string;
    expect(key).toMatch(/^tote_sk_[A-Za-z0-9_-]{40,}$/);
    const write = await t.call('POST', `${CATALOG.write}/collections`, { token: key, body: { collection: { name: 'From the CLI key' } } });
    expect(write.statusCode).toBe(200);

    const listed = capture();
    expect(await runApiKeyCommand(t.handle.db, systemClock, ['list'], listed.out)).toBe(0);
    const row = listed.lines.find((l) => l.includes('inventory sync')) as string;
    expect(row).toContain('active');
    expect(listed.lines.join('\n')).not.toContain(key);

    const id = row.split(/\s+/)[0] as string;
    const revoked = capture();
    expect(await runApiKeyCommand(t.handle.db, systemClock, ['revoke', id], revoked.out)).toBe(0);
    expect(await siteOfApiKey(t.handle.db, key)).toBeUndefined();
    const again = capture();
    expect(await runApiKeyCommand(t.handle.db, systemClock, ['revoke', id], again.out)).toBe(1);
  });

  it('refuses an unknown site and explains its usage', async () => {
    const unknown = capture();
    expect(await runApiKeyCommand(t.handle.db, systemClock, ['create', '--site', 'nope'], unknown.out)).toBe(1);
    expect(unknown.errors[0]).toContain('No site "nope"');
    const usage = capture();
    expect(await runApiKeyCommand(t.handle.db, systemClock, ['rotate'], usage.out)).toBe(64);
    expect(usage.errors[0]).toContain('api-key create');
  });
});

describe.runIf(testDatabaseKind() === 'pglite')('npm run tote on a PGlite data directory', () => {
  it('creates the database on first use and prints a key; refuses a directory another process holds', { timeout: 120_000 }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'tote-cli-'));
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development' };
    try {
      const made = await run(
        'npx',
        [
          'tsx',
          'src/server/cli.ts',
          'init',
          '--name',
          'CLI Shop',
          '--currency',
          'EUR',
          '--origin',
          'https://cli-shop.example',
          '--owner-email',
          'owner@cli-shop.example',
          '--owner-password',
          'owner password 1',
          '--json',
        ],
        { env, cwd: process.cwd() },
      );
      const shop = JSON.parse(made.stdout) as { siteId: string; clientId: string; apiKey: string; scriptTag: string };
      expect(Object.keys(shop).sort()).toEqual(['apiKey', 'clientId', 'scriptTag', 'siteId']);
      const created = await run(process.execPath, ['scripts/tote.mjs', 'api-key', 'create', '--name', 'ci'], { env, cwd: process.cwd() });
      expect(created.stdout).toMatch(/^ {2}tote_sk_[A-Za-z0-9_-]{40,}$/m);
      expect(created.stdout).toContain(`for site ${shop.siteId}`);

      const holder = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
      try {
        const busy = await run(process.execPath, ['scripts/tote.mjs', 'api-key', 'list'], { env, cwd: process.cwd() }).then(
          () => ({ code: 0, stderr: '' }),
          (error: { code: number; stderr: string }) => error,
        );
        expect(busy.code).toBe(75);
        // One line (npx may add its own warnings before it).
        expect(busy.stderr.split('\n').filter((line) => line.trim() && !line.startsWith('npm warn'))).toHaveLength(1);
        expect(busy.stderr).toContain('is in use by another Tote process');
      } finally {
        await holder.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
