// Where the migrated, empty PGlite database a new database starts from is kept, and whether there is one for this checkout (made by pglite-template.ts).
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { INSTALL_ROOT } from '../install-root.js';

/** Where templates are kept: npm's cache folder of the checkout's node_modules (a new install makes a new one). */
export const PGLITE_TEMPLATE_DIR = path.join(INSTALL_ROOT, 'node_modules/.cache/tote');

/** The migrations' sources, whose text decides whether a template is current. */
const MIGRATIONS_DIR = path.join(INSTALL_ROOT, 'src/server/db/migrations');

/**
 * The template file for this checkout's PGlite version and migrations, or undefined where there are no sources to key it
 * by (the server package, which creates its database at its first start).
 */
export function pgliteTemplateFile(): Promise<string | undefined> {
  templateFile ??= keyedTemplateFile();
  return templateFile;
}

/** The template's file, computed once per process. */
let templateFile: Promise<string | undefined> | undefined;

async function keyedTemplateFile(): Promise<string | undefined> {
  const names = await readdir(MIGRATIONS_DIR).catch(() => undefined);
  if (!names) return undefined;
  const hash = createHash('sha256');
  const pglite = await readFile(path.join(INSTALL_ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8').catch(() => '');
  hash.update(`${String((JSON.parse(pglite || '{}') as { version?: unknown }).version)}\n`);
  for (const name of names.filter((file) => file.endsWith('.ts')).sort()) {
    hash.update(`${name}\0${await readFile(path.join(MIGRATIONS_DIR, name), 'utf8')}\0`);
  }
  return path.join(PGLITE_TEMPLATE_DIR, `pglite-${hash.digest('hex').slice(0, 16)}.tar.gz`);
}

/**
 * The current template's dump, when the database to open is new (in memory, or a `dataDir` that holds no database yet)
 * and a template was made; else undefined.
 */
export async function pgliteTemplateFor(dataDir: string | undefined): Promise<Blob | undefined> {
  if (dataDir && (await stat(path.join(dataDir, 'PG_VERSION')).catch(() => undefined))) return undefined;
  const file = await pgliteTemplateFile();
  const bytes = file ? await readFile(file).catch(() => undefined) : undefined;
  return bytes ? new Blob([bytes]) : undefined;
}
