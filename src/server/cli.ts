// `npm run tote -- <command>`: merchant commands on the store's database, opened as `npm start` opens it (works while the server is stopped).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { API_KEY_USAGE, runApiKeyCommand, type CommandOutput } from './cli/api-key-commands.js';
import { systemClock } from './clock.js';
import { readConfig, type ServerConfig } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/connect.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDemo } from './seed/seed-demo.js';

/** Exit code when the PGlite data directory is in use by another process. */
export const EXIT_DATA_DIR_BUSY = 75;

const USAGE = `Tote merchant commands.

${API_KEY_USAGE}

The database is the one \`npm start\` uses: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR (default .data).`;

/** Opens the database as main.ts does; undefined (with a message) when another process holds the PGlite data directory. */
async function openStoreDatabase(config: ServerConfig, out: CommandOutput): Promise<DatabaseHandle | undefined> {
  if (config.databaseUrl) return openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: 2 });
  const dataDir = path.join(config.dataDir, 'pglite');
  // PGlite allows one process per data directory and does not lock it; an open instance leaves postmaster.pid there.
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (existsSync(pidFile)) {
    out.error(`The PGlite database in ${dataDir} is in use (is \`npm start\` running?).`);
    out.error('PGlite allows one process at a time: stop the server, run this command, then start the server again.');
    out.error(`If no server is running, a crash left ${pidFile} behind: delete it and try again.`);
    return undefined;
  }
  return openDatabase({ kind: 'pglite', dataDir });
}

/** Runs the command line and returns the exit code. */
export async function runCli(args: readonly string[], config: ServerConfig, out: CommandOutput): Promise<number> {
  const [group, ...rest] = args;
  if (group !== 'api-key') {
    (group && group !== 'help' && group !== '--help' ? out.error : out.log)(USAGE);
    return group && group !== 'help' && group !== '--help' ? 64 : 0;
  }
  const handle = await openStoreDatabase(config, out);
  if (!handle) return EXIT_DATA_DIR_BUSY;
  try {
    await migrateToLatest(handle.db);
    await seedDemo(handle.db, config.demoPort);
    return await runApiKeyCommand(handle.db, systemClock, rest, out, config.publicUrl);
  } finally {
    await handle.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const config = readConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' });
  const code = await runCli(process.argv.slice(2), config, { log: (line) => console.log(line), error: (line) => console.error(line) });
  process.exit(code);
}
