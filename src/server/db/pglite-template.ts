// The migrated, empty PGlite database every new PGlite database starts from (connect.ts): made once by `npm install` (prepare), because creating a PostgreSQL cluster in WebAssembly (initdb) was most of a first start's time.
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { openDatabase } from './connect.js';
import { migrateToLatest } from './migrate.js';
import { PGLITE_TEMPLATE_DIR, pgliteTemplateFile } from './pglite-template-file.js';

/** Makes the current template unless it exists; answers its path (undefined without migration sources). */
export async function makePgliteTemplate(): Promise<string | undefined> {
  const file = await pgliteTemplateFile();
  if (!file || (await stat(file).catch(() => undefined))) return file;
  const handle = await openDatabase({ kind: 'pglite', template: false });
  try {
    await migrateToLatest(handle.db);
    const dump = await handle.dumpDataDir!('gzip');
    await mkdir(PGLITE_TEMPLATE_DIR, { recursive: true });
    // Written aside, then moved in: a start never reads half a template.
    const aside = `${file}.${process.pid}`;
    await writeFile(aside, Buffer.from(await dump.arrayBuffer()));
    await rename(aside, file);
    return file;
  } finally {
    await handle.close();
  }
}
