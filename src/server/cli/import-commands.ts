// `tote import <file>` and `tote export <file>`: a site's products from or to Shopify's product CSV or Tote's JSON.
import { readFile, writeFile } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import {
  exportProducts,
  ImportFileError,
  type ImportFormat,
  type ImageImportDeps,
  formatProblem,
  importProducts,
  ownerEventSource,
  progressReporter,
  summaryLine,
} from '../catalog/index.js';
import { systemClock, type Clock } from '../clock.js';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/schema.js';
import { parseFlags, type CommandOutput } from './api-key-commands.js';
import { TOTE } from './command-name.js';

/** Most problem lines printed; the count of the rest follows. */
const MAX_PROBLEM_LINES = 500;

/** Usage text of `import` and `export`. */
export const IMPORT_USAGE = `  ${TOTE} import <file> [--site <site id>] [--format csv|json] [--json]
      imports products: Shopify's product CSV export as it is, or Tote's JSON (an array of { product, variants, media });
      products are matched by handle (slug), so importing again updates them; exit 1 when some products failed;
      images are fetched into the store's media (never from private addresses); one that cannot be is left out with a warning;
      --json prints the summary as JSON (counts, problems and warnings with their lines)
  ${TOTE} export <file> [--site <site id>] [--format csv|json] [--json]
      writes the site's products as Shopify's product CSV (the default) or Tote's JSON; the format follows a .json name`;

/** Loopback addresses image fetches may reach in development and tests (images served on the same machine). */
const DEVELOPMENT_IMAGE_HOSTS = ['127.0.0.1', '::1'];

/**
 * What an import needs to fetch images into the site's media: the media settings, and private addresses allowed
 * only in development and tests, and only loopback ones; in production image URLs never reach a private address.
 */
export function importImageDeps(
  db: Kysely<Database>,
  config: Pick<ServerConfig, 'mediaDir' | 'mediaMaxBytes' | 'mediaMaxPixels' | 'environment'>,
  clock: Clock = systemClock,
): ImageImportDeps {
  const development = config.environment === 'development' || config.environment === 'test';
  return { db, clock, config, fetch: { allowPrivate: development ? DEVELOPMENT_IMAGE_HOSTS : false } };
}

/** Where an import reports to: lines, and the terminal to draw a progress bar on (when there is one). */
export interface ImportCommandIo extends CommandOutput {
  tty?: NodeJS.WriteStream;
  clock?: Clock;
  /** Fetch images into the site's media (see {@link importImageDeps}). @default image URLs kept as they are */
  images?: ImageImportDeps;
  /** The store's public URL: products written report events (as the site's owner) with URLs under it. @default no events */
  publicUrl?: string;
}

/** The format named by `--format`, else by the file's extension (`.json`), else CSV; undefined when `--format` is unknown. */
function formatOf(flag: string | undefined, file: string): ImportFormat | undefined {
  if (flag !== undefined) return flag === 'csv' || flag === 'json' ? flag : undefined;
  return file.toLowerCase().endsWith('.json') ? 'json' : 'csv';
}

/** `--site`, else the store's only site; a message when there is none or several. */
export async function siteOf(db: Kysely<Database>, flag: string | undefined): Promise<{ siteId: string } | { error: string; code: number }> {
  const sites = await db.selectFrom('sites').select('id').orderBy('id').execute();
  if (flag)
    return sites.some((s) => s.id === flag) ? { siteId: flag } : { error: `No site "${flag}". Sites: ${sites.map((s) => s.id).join(', ') || 'none'}`, code: 1 };
  if (sites.length === 1) return { siteId: sites[0]!.id };
  if (sites.length === 0) return { error: `The store has no site yet: make one with \`${TOTE} init\`.`, code: 1 };
  return { error: `The store has several sites (${sites.map((s) => s.id).join(', ')}): name one with --site <site id>.`, code: 64 };
}

/** Parses `<file> [--site x] [--format csv|json]`; a usage message when they are wrong. */
function parseArgs(args: readonly string[]): { file: string; site?: string; format: ImportFormat } | { error: string } {
  const { flags, words } = parseFlags(args);
  const unknown = Object.keys(flags).filter((f) => f !== 'site' && f !== 'format');
  if (unknown.length > 0) return { error: `Unknown flag --${unknown[0]}` };
  if (words.length !== 1) return { error: words.length === 0 ? 'Name the file' : `Unexpected argument "${words[1]}"` };
  const file = words[0]!;
  const format = formatOf(flags.format, file);
  if (!format) return { error: `--format must be csv or json, not "${flags.format}"` };
  return { file, format, ...(flags.site ? { site: flags.site } : {}) };
}

/**
 * Runs `import <file>` and returns the exit code: 0 every product imported, 1 some failed (the others are imported;
 * each problem is printed with its line and column) or the file cannot be read, 64 usage error.
 */
export async function runImportCommand(db: Kysely<Database>, args: readonly string[], io: ImportCommandIo): Promise<number> {
  const parsed = parseArgs(args);
  if ('error' in parsed) {
    io.error(`${parsed.error}.\nUsage:\n${IMPORT_USAGE}`);
    return 64;
  }
  const site = await siteOf(db, parsed.site);
  if ('error' in site) {
    io.error(site.error);
    return site.code;
  }
  let text: string;
  try {
    text = await readFile(parsed.file, 'utf8');
  } catch (error) {
    io.error(`Cannot read ${parsed.file}: ${(error as Error).message}`);
    return 1;
  }
  // With --json nothing but the summary reaches stdout: no progress bar, no progress lines.
  const progress = io.json ? { update: () => undefined, stop: () => undefined } : progressReporter({ log: io.log, ...(io.tty ? { tty: io.tty } : {}) });
  let summary;
  try {
    summary = await importProducts(db, site.siteId, text, parsed.format, {
      onProgress: (p) => progress.update(p),
      ...(io.clock ? { clock: io.clock } : {}),
      ...(io.images ? { images: io.images } : {}),
      ...(io.publicUrl ? { events: await ownerEventSource(db, site.siteId, io.publicUrl) } : {}),
    });
  } catch (error) {
    progress.stop();
    if (!(error instanceof ImportFileError)) throw error;
    io.error(`${parsed.file}: ${error.message}`);
    return 1;
  }
  progress.stop();
  if (io.json) {
    io.log(JSON.stringify({ file: parsed.file, format: parsed.format, siteId: site.siteId, ...summary }));
    return summary.failed > 0 ? 1 : 0;
  }
  for (const note of summary.notes) io.log(`${note.where}: warning: ${note.message}`);
  for (const problem of summary.problems.slice(0, MAX_PROBLEM_LINES)) io.error(formatProblem(problem));
  if (summary.problems.length > MAX_PROBLEM_LINES) io.error(`... and ${summary.problems.length - MAX_PROBLEM_LINES} more problems`);
  io.log(summaryLine(summary));
  return summary.failed > 0 || summary.skipped > 0 ? 1 : 0;
}

/** Runs `export <file>` and returns the exit code: 0 written, 1 refused (unknown site, file not writable), 64 usage error. */
export async function runExportCommand(db: Kysely<Database>, args: readonly string[], out: CommandOutput, publicUrl: string): Promise<number> {
  const parsed = parseArgs(args);
  if ('error' in parsed) {
    out.error(`${parsed.error}.\nUsage:\n${IMPORT_USAGE}`);
    return 64;
  }
  const site = await siteOf(db, parsed.site);
  if ('error' in site) {
    out.error(site.error);
    return site.code;
  }
  const { text, products } = await exportProducts(db, site.siteId, parsed.format, { publicUrl });
  try {
    await writeFile(parsed.file, text);
  } catch (error) {
    out.error(`Cannot write ${parsed.file}: ${(error as Error).message}`);
    return 1;
  }
  if (out.json) {
    out.log(JSON.stringify({ file: parsed.file, format: parsed.format, siteId: site.siteId, products }));
    return 0;
  }
  out.log(`exported ${products} products to ${parsed.file} (${parsed.format === 'csv' ? "Shopify's product CSV" : 'Tote JSON'})`);
  return 0;
}
