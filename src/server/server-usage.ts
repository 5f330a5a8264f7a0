// `tote-server --help` and `--version` (`npm start -- --help` in a checkout): answered before anything starts.
import { TOTE, TOTE_SERVER } from './cli/command-name.js';
import { toteVersion } from './version.js';

/** The server's help: it takes no arguments; every setting is an environment variable. */
export const SERVER_USAGE = `Usage: ${TOTE_SERVER === 'npm start' ? 'npm start --' : TOTE_SERVER} [--help | -h] [--version | -v [--json]]

Runs the Tote store server: the API, the hosted pages, the dashboard (/admin) and the demo shop, until SIGINT or SIGTERM.
It takes no arguments: every setting is an environment variable. The main ones:

  PORT, HOST            where it listens (default 8787 on 0.0.0.0); DEMO_PORT for the demo shop (default 8788)
  PUBLIC_URL            the store's public origin (default http://localhost:PORT)
  NODE_ENV=production   production (no development pages)
  DATABASE_URL          PostgreSQL; without it PGlite in DATA_DIR (default .data)
  LOG_LEVEL             info (default), debug, warn, error or silent

The merchant commands (init, import, export, api-key, settings, webhooks, worker, payments): ${TOTE} --help.
Every setting: docs/configuration.md of the repository.
Exit codes: 0 stopped cleanly, 1 a setting is wrong or the start failed, 64 a usage error.`;

/** What the arguments ask of the server: to start, to answer help or the version, or a usage error. */
export type ServerArgs = { run: true } | { run: false; code: number; stdout?: string; stderr?: string };

/** Reads the server's arguments: none starts the server; `--help`, `--version` answer and exit; anything else is a usage error. */
export function serverArgs(args: readonly string[]): ServerArgs {
  if (args.length === 0) return { run: true };
  if (args.some((arg) => arg === '--help' || arg === '-h')) return { run: false, code: 0, stdout: SERVER_USAGE };
  const rest = args.filter((arg) => arg !== '--json');
  if (rest.length === 1 && (rest[0] === '--version' || rest[0] === '-v')) {
    const { name, version } = toteVersion();
    return { run: false, code: 0, stdout: args.includes('--json') ? JSON.stringify({ name, version }) : `${name} ${version}` };
  }
  return {
    run: false,
    code: 64,
    stderr: `${TOTE_SERVER}: unexpected argument "${args[0]}" (it takes none; settings are environment variables)\n\n${SERVER_USAGE}`,
  };
}
