// `tote export orders|customers`: a site's orders or members of a date range as CSV or JSON, to a file or to stdout, streamed.
import { createWriteStream } from 'node:fs';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { exportCustomers, customerCsv, fileChunks, ORDER_CSV, readExportQuery, exportOrders } from '../exports/index.js';
import { parseFlags, type CommandOutput } from './api-key-commands.js';
import { siteOf } from './import-commands.js';
import { TOTE } from './command-name.js';

/** Usage text of `export orders` and `export customers`. */
export const RECORD_EXPORT_USAGE = `  ${TOTE} export orders [--from <date>] [--to <date>] [--format csv|json] [--out <file>] [--site <site id>]
      the orders created in [from, to) (dates as 2026-01-01, midnight UTC, or ISO 8601 times), oldest first: CSV with one
      row per order line and the order's columns on its first row, or a JSON array; amounts as decimals in each order's currency
  ${TOTE} export customers [--from <date>] [--to <date>] [--format csv|json] [--out <file>] [--site <site id>]
      the members created in [from, to): e-mail, name, created, orders count, total spent; to stdout without --out`;

/** The kinds of record `export` writes besides the catalog. */
export const RECORD_EXPORTS = new Set(['orders', 'customers']);

/** Where the export goes: a file, or the process's stdout (the default when run as a command). */
export interface RecordExportIo extends CommandOutput {
  /** Where the file's text goes without `--out`. @default process.stdout */
  stdout?: NodeJS.WritableStream;
  /** `--json`: the closing line as JSON (set by the CLI when it reads the flag). @default false */
  json?: boolean;
}

/** A stream that counts what passes. */
function counting<T>(items: AsyncIterable<T>, counter: { n: number }): AsyncGenerator<T> {
  return (async function* () {
    for await (const item of items) {
      counter.n += 1;
      yield item;
    }
  })();
}

/**
 * Runs `export orders|customers` and returns the exit code: 0 written, 1 refused (unknown site, file not writable),
 * 64 usage error. Without `--out` the file goes to stdout and the closing line to stderr, so the output pipes clean.
 */
export async function runRecordExportCommand(db: Kysely<Database>, args: readonly string[], io: RecordExportIo): Promise<number> {
  const [what, ...rest] = args;
  const { flags, words } = parseFlags(rest);
  const usage = (message: string) => {
    io.error(`${message}.\nUsage:\n${RECORD_EXPORT_USAGE}`);
    return 64;
  };
  const unknown = Object.keys(flags).filter((f) => !['from', 'to', 'format', 'out', 'site'].includes(f));
  if (unknown.length > 0) return usage(`Unknown flag --${unknown[0]}`);
  if (words.length > 0) return usage(`Unexpected argument "${words[0]}"`);
  const read = readExportQuery({
    ...(flags.from !== undefined ? { from: flags.from } : {}),
    ...(flags.to !== undefined ? { to: flags.to } : {}),
    format: flags.format ?? (flags.out?.toLowerCase().endsWith('.json') ? 'json' : 'csv'),
  });
  if ('field' in read) return usage(`--${read.field} ${read.message}`);
  const site = await siteOf(db, flags.site);
  if ('error' in site) {
    io.error(site.error);
    return site.code;
  }
  const counter = { n: 0 };
  let chunks: AsyncGenerator<string>;
  if (what === 'orders') chunks = fileChunks(counting(exportOrders(db, site.siteId, read.range), counter), read.format, ORDER_CSV);
  else {
    const { currency } = await db.selectFrom('sites').select('currency').where('id', '=', site.siteId).executeTakeFirstOrThrow();
    chunks = fileChunks(counting(exportCustomers(db, site.siteId, read.range), counter), read.format, customerCsv(currency));
  }
  const target = flags.out;
  try {
    const sink = target
      ? createWriteStream(target)
      : new Writable({ write: (chunk, _encoding, done) => void (io.stdout ?? process.stdout).write(chunk, () => done()) });
    await pipeline(Readable.from(chunks), sink);
  } catch (error) {
    io.error(`Cannot write ${target ?? 'stdout'}: ${(error as Error).message}`);
    return 1;
  }
  const done = { what, count: counter.n, format: read.format, siteId: site.siteId, ...(target ? { file: target } : {}) };
  // Without --out the data is on stdout: the closing line goes to stderr.
  const say = target ? io.log : io.error;
  say(io.json ? JSON.stringify(done) : `exported ${counter.n} ${what} to ${target ?? 'stdout'} (${read.format.toUpperCase()})`);
  return 0;
}
