#!/usr/bin/env node
// `npm start` (the server package's `tote-server`): answers --help and --version, else reads and checks the configuration (one line and exit code 1 when a setting is wrong), then runs the server.
import { ConfigError } from './config-error.js';
import { readConfig } from './config.js';
import { serverArgs } from './server-usage.js';
import { checkStartConditions } from './start-checks.js';

// --help and --version answer without starting anything; any other argument is refused before anything starts.
const asked = serverArgs(process.argv.slice(2));
if (!asked.run) {
  if (asked.stdout) console.log(asked.stdout);
  if (asked.stderr) console.error(asked.stderr);
  process.exit(asked.code);
}

// Only the configuration modules are loaded before the checks, so that a wrong setting is reported within moments.
try {
  const config = readConfig();
  await checkStartConditions(config);
  const { runServer } = await import('./run-server.js');
  await runServer(config);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
