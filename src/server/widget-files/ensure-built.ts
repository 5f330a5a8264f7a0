// At start-up: builds the browser files when dist/ is missing or older than the sources (in a child process, so Vite stays out of the server).
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { ServerConfig } from '../config.js';
import { FROM_SERVER_PACKAGE } from '../install-root.js';
import { BUILD_SERVABLE_MESSAGE, REPO_ROOT, STAGING_DIR, staleReason } from './build-state.js';

/** What {@link ensureWidgetBuilt} did. */
export type BuildOutcome = 'up-to-date' | 'built' | 'skipped';

/** Options of {@link ensureWidgetBuilt}. */
export interface EnsureBuiltOptions {
  /** Called once the built files are in dist/ and may be served (their .br and .gz copies still being written). @default none */
  onServable?: () => void;
}

/**
 * Runs `scripts/build.ts --if-stale` when the built files do not match the sources, staged (it builds in .dist-next/ and
 * moves the folders in once all are built: a failed build leaves the previous one whole). Production servers, custom
 * DIST_DIR folders and the server package (it has no sources to build from) are never built here (they are deployed
 * built). Resolves when the build has ended; rejects when it fails.
 */
export async function ensureWidgetBuilt(
  config: ServerConfig,
  log: (line: string) => void = console.log,
  options: EnsureBuiltOptions = {},
): Promise<BuildOutcome> {
  if (config.environment === 'production' || FROM_SERVER_PACKAGE || path.resolve(config.distDir) !== path.join(REPO_ROOT, 'dist')) return 'skipped';
  const reason = await staleReason(config.distDir);
  if (!reason) return 'up-to-date';
  log(`Building the widget (${reason}) ...`);
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'scripts/build.ts'), '--if-stale'], {
      cwd: REPO_ROOT,
      env: { ...process.env, TOTE_BUILD_DIR: STAGING_DIR },
      stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    });
    child.on('message', (message) => {
      if (message === BUILD_SERVABLE_MESSAGE) options.onServable?.();
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`the widget build failed (${signal ?? `exit code ${code}`})`))));
  });
  return 'built';
}
