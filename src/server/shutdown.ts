// Graceful shutdown on SIGTERM and SIGINT: stop listening, let requests in progress finish, close the database; exit 1 past a time limit.

/** Where {@link installGracefulShutdown} says what it does. */
export interface ShutdownLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Options of {@link installGracefulShutdown}. */
export interface ShutdownOptions {
  /** Closes everything: servers first (they wait for requests in progress), then the database. */
  close: () => Promise<void>;
  /** How long `close` may take before the process exits with code 1 anyway (`SHUTDOWN_TIMEOUT_MS`). */
  timeoutMs: number;
  log: ShutdownLog;
}

/**
 * On the first SIGTERM or SIGINT runs `close` and exits 0, or exits 1 when it did not finish within `timeoutMs` (a request
 * that never ends, a database that does not answer). A second signal exits 1 at once (a second Ctrl-C).
 */
export function installGracefulShutdown({ close, timeoutMs, log }: ShutdownOptions): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      log.error({ signal }, 'second signal: exiting without waiting');
      process.exit(1);
    }
    stopping = true;
    log.info({ signal, timeoutMs }, 'stopping: no new connections; waiting for requests in progress');
    const started = performance.now();
    const timer = setTimeout(() => {
      log.error({ timeoutMs }, 'shutdown did not finish within SHUTDOWN_TIMEOUT_MS; exiting');
      process.exit(1);
    }, timeoutMs);
    timer.unref();
    close().then(
      () => {
        log.info({ ms: Math.round(performance.now() - started) }, 'stopped');
        process.exit(0);
      },
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
