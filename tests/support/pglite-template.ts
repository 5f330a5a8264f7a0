// Vitest global setup: seeds one PGlite database (a copy of the migrated template) and dumps it for every test file to copy.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/connect.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import { makePgliteTemplate } from '../../src/server/db/pglite-template.js';
import { seedDemo } from '../../src/server/seed/seed-demo.js';
import { TEST_DEMO_PORT } from './test-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // A copy of the migrated template `npm install` made (made here if missing or stale), as every new PGlite database is.
  await makePgliteTemplate();
  const handle = await openDatabase({ kind: 'pglite' });
  await migrateToLatest(handle.db);
  await seedDemo(handle.db, TEST_DEMO_PORT);
  const blob = await handle.dumpDataDir!();
  await handle.close();
  const file = path.resolve('.tmp', `pglite-template-${process.pid}.tar`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, Buffer.from(await blob.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return async () => {
    await rm(file, { force: true });
  };
}
