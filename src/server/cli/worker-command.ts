// `tote worker`: the outbox worker on its own (webhooks and mail), for stores that run OUTBOX_WORKER=off servers; any number on one PostgreSQL.
import type { AppContext } from '../context.js';
import { OutboxWorker } from '../webhooks/outbox-worker.js';
import type { CommandOutput } from './api-key-commands.js';

/** Usage line of the worker command. */
export const WORKER_USAGE =
  '  npm run tote -- worker                                                  deliver webhooks and mail until stopped (SIGINT, SIGTERM)';

/** Runs the worker until `signal` aborts; returns the exit code. */
export async function runWorkerCommand(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>, out: CommandOutput, signal: AbortSignal): Promise<number> {
  const worker = new OutboxWorker(ctx, {
    warn: (obj, msg) => out.error(`${msg}: ${String((obj as { err?: Error }).err?.message ?? '')}`),
    error: (obj, msg) => out.error(`${msg}: ${String((obj as { err?: Error }).err?.message ?? '')}`),
  });
  worker.start();
  out.log(`Worker ${process.pid} delivering webhooks and mail${ctx.config.smtpUrl ? '' : ' (no SMTP_URL: mail stays in the outbox)'}.`);
  await new Promise<void>((resolve) => (signal.aborted ? resolve() : signal.addEventListener('abort', () => resolve(), { once: true })));
  await worker.stop();
  out.log('Worker stopped.');
  return 0;
}
