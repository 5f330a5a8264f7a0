#!/usr/bin/env node
// `tote <command>` (in a checkout `npm run tote -- <command>`): merchant commands on the store's database, opened as `npm start` opens it (on PGlite, only while no server holds the folder).
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { API_KEY_USAGE, runApiKeyCommand, type CommandOutput } from './cli/api-key-commands.js';
import { IMPORT_USAGE, importImageDeps, runExportCommand, runImportCommand } from './cli/import-commands.js';
import { INIT_USAGE, runInitCommand } from './cli/init-command.js';
import { PAYMENTS_USAGE, runPaymentsCommand } from './cli/payments-command.js';
import { runWebhookCommand, WEBHOOKS_USAGE } from './cli/webhook-commands.js';
import { runWorkerCommand, WORKER_USAGE } from './cli/worker-command.js';
import { systemClock } from './clock.js';
import { readConfig, type ServerConfig } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/connect.js';
import { DataDirBusyError } from './db/data-dir-lock.js';
import { migrateToLatest } from './db/migrate.js';

/** Exit code when the PGlite data directory is in use by another process. */
export const EXIT_DATA_DIR_BUSY = 75;

const USAGE = `Tote merchant commands.

Usage:
${INIT_USAGE}
${API_KEY_USAGE.replace(/^Usage:\n/, '')}
${IMPORT_USAGE}
${WEBHOOKS_USAGE}
${WORKER_USAGE}
${PAYMENTS_USAGE}

The database is the one \`npm start\` uses: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR (default .data).`;

/** Opens the database as main.ts does; undefined (with a one-line message) when another process holds the PGlite data folder. */
async function openStoreDatabase(config: ServerConfig, out: CommandOutput): Promise<DatabaseHandle | undefined> {
  if (config.databaseUrl)
    return openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: 4, ...(config.databaseSchema ? { schema: config.databaseSchema } : {}) });
  try {
    return await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
  } catch (error) {
    if (!(error instanceof DataDirBusyError)) throw error;
    out.error(error.message);
    return undefined;
  }
}

const COMMANDS = new Set(['api-key', 'init', 'import', 'export', 'webhooks', 'worker', 'payments']);

/**
 * Runs the command line and returns the exit code; `interactive` when a person at a terminal can answer questions;
 * `tty` the terminal progress bars are drawn on.
 */
export async function runCli(
  args: readonly string[],
  config: ServerConfig,
  out: CommandOutput,
  interactive = false,
  tty?: NodeJS.WriteStream,
  signal?: AbortSignal,
): Promise<number> {
  const [group, ...rest] = args;
  if (!group || !COMMANDS.has(group)) {
    (group && group !== 'help' && group !== '--help' ? out.error : out.log)(USAGE);
    return group && group !== 'help' && group !== '--help' ? 64 : 0;
  }
  // Webhook commands go through the running store's API: they need no database of their own.
  if (group === 'webhooks')
    return runWebhookCommand(rest, { publicUrl: config.publicUrl, apiKey: process.env.TOTE_API_KEY }, { ...out, ...(signal ? { signal } : {}) });
  // The payments check talks to Stripe with the environment's keys: no database either.
  if (group === 'payments') return runPaymentsCommand(rest, config, out);
  const handle = await openStoreDatabase(config, out);
  if (!handle) return EXIT_DATA_DIR_BUSY;
  try {
    await migrateToLatest(handle.db);
    if (group === 'init') return await runInitCommand(handle.db, rest, out, config.publicUrl, interactive);
    if (group === 'import')
      return await runImportCommand(handle.db, rest, {
        ...out,
        ...(tty ? { tty } : {}),
        images: importImageDeps(handle.db, config),
        publicUrl: config.publicUrl,
      });
    if (group === 'worker') return await runWorkerCommand({ db: handle.db, clock: systemClock, config }, out, signal ?? new AbortController().signal);
    if (group === 'export') return await runExportCommand(handle.db, rest, out, config.publicUrl);
    return await runApiKeyCommand(handle.db, systemClock, rest, out, config.publicUrl);
  } finally {
    await handle.close();
  }
}

/** True when this file is the process's entry: `tsx src/server/cli.ts`, `node server/cli.js`, or the `tote` bin (a symlink in node_modules/.bin). */
function isEntry(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return import.meta.url === pathToFileURL(realpathSync(entry)).href;
  } catch {
    return false;
  }
}

if (isEntry()) {
  const config = readConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' });
  const stop = new AbortController();
  process.once('SIGINT', () => stop.abort());
  process.once('SIGTERM', () => stop.abort());
  const code = await runCli(
    process.argv.slice(2),
    config,
    { log: (line) => console.log(line), error: (line) => console.error(line) },
    process.stdin.isTTY === true && process.stdout.isTTY === true,
    process.stdout.isTTY ? process.stdout : undefined,
    stop.signal,
  );
  process.exit(code);
}
