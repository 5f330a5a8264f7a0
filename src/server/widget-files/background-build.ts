// `npm start` answers before the browser files are built: the build runs in a child process while requests for those files wait.
import type { ServerConfig } from '../config.js';
import { writeLogLine } from '../log-line.js';
import { holdBuiltFiles } from './build-gate.js';
import { ensureWidgetBuilt, type BuildOutcome } from './ensure-built.js';

/**
 * Starts {@link ensureWidgetBuilt} without waiting for it: until the built files may be served (or the build fails,
 * which leaves the previous build served and logs one line), requests for them wait (build-gate.ts). Resolves when the
 * build has ended, with its outcome, or undefined when it failed.
 */
export function buildInBackground(config: ServerConfig, log: (line: string) => void = console.log): Promise<BuildOutcome | undefined> {
  let servable!: () => void;
  const held = new Promise<void>((resolve) => {
    servable = resolve;
  });
  holdBuiltFiles(config.distDir, held);
  return ensureWidgetBuilt(config, log, { onServable: servable })
    .catch((error: unknown) => {
      writeLogLine(config.logLevel, 'error', 'widget build failed; serving the previous build if any', { err: String(error) });
      return undefined;
    })
    .finally(servable);
}
