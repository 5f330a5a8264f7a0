#!/usr/bin/env node
// `tote <command>` (in a checkout `npm run tote -- <command>`): merchant commands on the store's database, opened as `npm start` opens it (on PGlite, only while no server holds the folder).
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { API_KEY_USAGE, runApiKeyCommand, type CommandOutput } from './cli/api-key-commands.js';
import { IMPORT_USAGE, importImageDeps, runExportCommand, runImportCommand } from './cli/import-commands.js';
import { directSiteMaker, INIT_USAGE, runInitCommand } from './cli/init-command.js';
import { createSiteThroughServer } from './cli/init-through-server.js';
import { readSetupLink } from './setup/index.js';
import { PAYMENTS_USAGE, runPaymentsCommand } from './cli/payments-command.js';
import { TOTE, TOTE_SERVER } from './cli/command-name.js';
import { runSettingsCommand, SETTINGS_USAGE } from './cli/settings-command.js';
import { RECORD_EXPORT_USAGE, RECORD_EXPORTS, runRecordExportCommand } from './cli/record-export-commands.js';
import { runWebhookCommand, WEBHOOKS_USAGE } from './cli/webhook-commands.js';
import { runWorkerCommand, WORKER_USAGE } from './cli/worker-command.js';
import { systemClock } from './clock.js';
import { readConfig, type ServerConfig } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/connect.js';
import { DataDirBusyError } from './db/data-dir-lock.js';
import { migrateToLatest } from './db/migrate.js';
import { pooledTarget, probePostgres } from './db/pooler-probe.js';
import { toteVersion } from './version.js';

/** Exit code of a usage error (sysexits' EX_USAGE): an unknown command or flag, a missing argument. */
export const EXIT_USAGE = 64;

/** Exit code when the PGlite data directory is in use by another process (sysexits' EX_TEMPFAIL: try again once it is free). */
export const EXIT_DATA_DIR_BUSY = 75;

/** The whole help text. */
export const USAGE = `Tote merchant commands.

Usage:
${INIT_USAGE}
${API_KEY_USAGE.replace(/^Usage:\n/, '')}
${RECORD_EXPORT_USAGE}
${IMPORT_USAGE}
${SETTINGS_USAGE}
${WEBHOOKS_USAGE}
${WORKER_USAGE}
${PAYMENTS_USAGE}
  ${TOTE} --help | -h                  this help (also after a command: ${TOTE} import --help)
  ${TOTE} --version | -v [--json]      the version

--json on any command writes its result as JSON on stdout and each error as {"error":{"message":...}} on stderr.
Exit codes: 0 done, 1 failed or refused, ${EXIT_USAGE} usage error, ${EXIT_DATA_DIR_BUSY} the PGlite folder is in use, 130 cancelled.
The database is the one \`${TOTE_SERVER}\` uses: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR (default .data).`;

/** Each command's own help (`tote <command> --help`). */
const COMMAND_USAGE: Record<string, string> = {
  init: INIT_USAGE,
  'api-key': API_KEY_USAGE.replace(/^Usage:\n/, ''),
  import: IMPORT_USAGE,
  export: `${IMPORT_USAGE}\n${RECORD_EXPORT_USAGE}`,
  settings: SETTINGS_USAGE,
  webhooks: WEBHOOKS_USAGE,
  worker: WORKER_USAGE,
  payments: PAYMENTS_USAGE,
};

/** Opens the database as main.ts does; the error (its message one line) when another process holds the PGlite data folder. */
async function openStoreDatabase(config: ServerConfig): Promise<DatabaseHandle | DataDirBusyError> {
  if (config.databaseUrl) {
    const schema = config.databaseSchema ? { schema: config.databaseSchema } : {};
    // Behind PgBouncer as the server is: its probe decides named statements and startup options.
    const probe = await probePostgres(config.databaseUrl, { ...schema, connectMs: config.database.connectTimeoutMs });
    return openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: 4, ...schema, ...pooledTarget(config, probe) });
  }
  try {
    return await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
  } catch (error) {
    if (!(error instanceof DataDirBusyError)) throw error;
    return error;
  }
}

/** Output whose errors are JSON objects, one per line (`--json`): `{"error":{"message":"..."}}`. */
function jsonOutput(out: CommandOutput): CommandOutput {
  return { log: out.log, error: (line) => out.error(JSON.stringify({ error: { message: line } })), json: true };
}

const HELP_FLAGS = new Set(['--help', '-h', 'help']);
const VERSION_FLAGS = new Set(['--version', '-v']);

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
  const json = args.includes('--json');
  // init reads --json itself; every other command is told through its output.
  const [group, ...rest] = args[0] === 'init' ? args : args.filter((arg) => arg !== '--json');
  if (json) out = jsonOutput(out);
  if (group !== undefined && VERSION_FLAGS.has(group)) {
    const { name, version } = toteVersion();
    out.log(json ? JSON.stringify({ name, version }) : `${name} ${version}`);
    return 0;
  }
  // Help is asked for, never acted on: `tote import --help` opens no database.
  if (group === undefined || HELP_FLAGS.has(group) || !Object.hasOwn(COMMAND_USAGE, group)) {
    if (group === undefined || HELP_FLAGS.has(group)) {
      out.log(USAGE);
      return 0;
    }
    out.error(`Unknown command "${group}".\n\n${USAGE}`);
    return EXIT_USAGE;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    out.log(`Usage:\n${COMMAND_USAGE[group]}`);
    return 0;
  }
  // Webhook commands go through the running store's API: they need no database of their own.
  if (group === 'webhooks')
    return runWebhookCommand(rest, { publicUrl: config.publicUrl, apiKey: process.env.TOTE_API_KEY }, { ...out, ...(signal ? { signal } : {}) });
  // The payments check talks to Stripe with the environment's keys: no database either.
  if (group === 'payments') return runPaymentsCommand(rest, config, out);
  const handle = await openStoreDatabase(config);
  if (handle instanceof DataDirBusyError) {
    // The server holds the PGlite folder: while the store has no owner, init makes the shop through its set-up API with the folder's code.
    const link = group === 'init' ? await readSetupLink(config.dataDir) : undefined;
    if (link) return runInitCommand((input) => createSiteThroughServer(link, input), rest, out, new URL(link).origin, interactive);
    out.error(handle.message);
    return EXIT_DATA_DIR_BUSY;
  }
  try {
    await migrateToLatest(handle.db);
    if (group === 'init') return await runInitCommand(directSiteMaker(handle.db, config.publicUrl), rest, out, config.publicUrl, interactive);
    if (group === 'import')
      return await runImportCommand(handle.db, rest, {
        ...out,
        ...(tty ? { tty } : {}),
        images: importImageDeps(handle.db, config),
        publicUrl: config.publicUrl,
      });
    if (group === 'worker') return await runWorkerCommand({ db: handle.db, clock: systemClock, config }, out, signal ?? new AbortController().signal);
    if (group === 'export' && RECORD_EXPORTS.has(rest[0] ?? '')) return await runRecordExportCommand(handle.db, rest, out);
    if (group === 'export') return await runExportCommand(handle.db, rest, out, config.publicUrl);
    if (group === 'settings') return await runSettingsCommand(handle.db, rest, out);
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
  const stop = new AbortController();
  process.once('SIGINT', () => stop.abort());
  process.once('SIGTERM', () => stop.abort());
  const args = process.argv.slice(2);
  let code: number;
  try {
    code = await runCli(
      args,
      readConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' }),
      { log: (line) => console.log(line), error: (line) => console.error(line) },
      process.stdin.isTTY === true && process.stdout.isTTY === true,
      process.stdout.isTTY ? process.stdout : undefined,
      stop.signal,
    );
  } catch (error) {
    // What no command expected (the database unreachable, a disk error): one line, JSON with --json, and exit 1.
    const message = error instanceof Error ? error.message : String(error);
    console.error(args.includes('--json') ? JSON.stringify({ error: { message } }) : `tote ${args[0] ?? ''}: ${message}`);
    if (process.env.LOG_LEVEL === 'debug' && error instanceof Error) console.error(error.stack);
    code = 1;
  }
  process.exit(code);
}
