// Requests for browser files wait while a build of their dist folder runs (bounded), so none gets a 404 or half a build.
import path from 'node:path';
import { applicationError, type HttpError } from '../http/http-error.js';

/**
 * How long a request for a browser file waits for a running build before a 503: a first build on a busy 2-core
 * machine takes up to ~3 minutes (~30 s on a quiet one). @default 300 s
 */
export const BUILD_WAIT_MS = 300_000;
/** The Retry-After of that 503, in seconds. */
export const BUILD_RETRY_AFTER_SECONDS = 10;

/** The builds running, by resolved dist folder: each settles when the folder's files may be served. */
const running = new Map<string, Promise<void>>();

/**
 * Holds requests for the files of `distDir` until `servable` settles (fulfilled or rejected: either way the folder
 * then holds a whole build, the new one or the previous one).
 */
export function holdBuiltFiles(distDir: string, servable: Promise<unknown>): void {
  const key = path.resolve(distDir);
  const done: Promise<void> = servable.then(
    () => undefined,
    () => undefined,
  );
  running.set(key, done);
  void done.then(() => {
    if (running.get(key) === done) running.delete(key);
  });
}

/** True while a build of `distDir` holds its files. */
export function isBuilding(distDir: string): boolean {
  return running.has(path.resolve(distDir));
}

/** Waits for a build of `distDir` that is running, at most `timeoutMs`; false when it is still running after that. */
export async function awaitBuiltFiles(distDir: string, timeoutMs: number = BUILD_WAIT_MS): Promise<boolean> {
  const build = running.get(path.resolve(distDir));
  if (!build) return true;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([build.then(() => true as const), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/** The 503 of a browser file whose build is still running after {@link BUILD_WAIT_MS}: try again shortly. */
export function stillBuilding(): HttpError {
  return applicationError(503, 'SERVICE_UNAVAILABLE', 'Still building', 'The browser files are still being built; try again shortly', {
    retryAfterSeconds: BUILD_RETRY_AFTER_SECONDS,
  });
}

/** Waits for a running build of `distDir` (see {@link awaitBuiltFiles}); throws {@link stillBuilding} when it takes too long. */
export async function builtFilesOrThrow(distDir: string): Promise<void> {
  if (!(await awaitBuiltFiles(distDir))) throw stillBuilding();
}
