// A new PGlite data folder starts from the migrated template `npm install` made (no initdb on the first start); a folder with a database never does.
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../src/server/config.js';
import { makePgliteTemplate } from '../../../src/server/db/pglite-template.js';
import { pgliteTemplateFile, pgliteTemplateFor } from '../../../src/server/db/pglite-template-file.js';
import { migrations } from '../../../src/server/db/migrations/index.js';
import { startDatabase } from '../../../src/server/start-database.js';
import { TEST_DEMO_PORT, testDatabaseKind } from '../../support/test-database.js';

const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

async function emptyDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tote-template-'));
  folders.push(dir);
  return dir;
}

describe.skipIf(testDatabaseKind() !== 'pglite')('the PGlite template', () => {
  it('is keyed by the migrations and PGlite version, made once, and a store started on an empty folder is it, migrated and seeded', async () => {
    const file = await makePgliteTemplate();
    expect(file).toBe(await pgliteTemplateFile());
    const made = await stat(file!);
    expect(await makePgliteTemplate()).toBe(file);
    expect((await stat(file!)).mtimeMs).toBe(made.mtimeMs);

    const dataDir = await emptyDataDir();
    expect(await pgliteTemplateFor(path.join(dataDir, 'pglite'))).toBeInstanceOf(Blob);
    const config = readConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DEMO_PORT: String(TEST_DEMO_PORT) });
    const started = await startDatabase(config, () => undefined);
    try {
      expect(started.seeded).toBe(true);
      const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(started.handle.db);
      expect(applied.rows.map((r) => r.name)).toEqual(Object.keys(migrations));
      expect(await started.handle.db.selectFrom('products').select('id').where('slug', '=', 'canvas-cap').executeTakeFirst()).toBeDefined();
    } finally {
      await started.handle.close();
    }
    // The folder now holds a database: its data is never replaced by the template.
    expect(await pgliteTemplateFor(path.join(dataDir, 'pglite'))).toBeUndefined();
    const again = await startDatabase(config, () => undefined);
    try {
      expect(again.seeded).toBe(false);
    } finally {
      await again.handle.close();
    }
  }, 120_000);
});
