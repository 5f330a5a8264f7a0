// `tote worker`: the outbox worker on its own (webhooks and mail), for stores that run OUTBOX_WORKER=off servers; any number on one PostgreSQL.
import type { AppContext } from '../context.js';
import { OutboxWorker } from '../webhooks/index.js';
import type { CommandOutput } from './api-key-commands.js';
import { TOTE } from './command-name.js';

/** Usage line of the worker command. */
export const WORKER_USAGE = `  ${TOTE} worker [--json]                                          deliver webhooks and mail until stopped (SIGINT, SIGTERM)`;

/** Runs the worker until `signal` aborts; returns the exit code. */
export async function runWorkerCommand(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>, out: CommandOutput, signal: AbortSignal): Promise<number> {
  const worker = new OutboxWorker(ctx, {
    warn: (obj, msg) => out.error(`${msg}: ${String((obj as { err?: Error }).err?.message ?? '')}`),
    error: (obj, msg) => out.error(`${msg}: ${String((obj as { err?: Error }).err?.message ?? '')}`),
  });
  worker.start();
  if (out.json) out.log(JSON.stringify({ worker: process.pid, state: 'started', mail: ctx.config.smtpUrl ? 'smtp' : 'outbox' }));
  else out.log(`Worker ${process.pid} delivering webhooks and mail${ctx.config.smtpUrl ? '' : ' (no SMTP_URL: mail stays in the outbox)'}.`);
  await new Promise<void>((resolve) => (signal.aborted ? resolve() : signal.addEventListener('abort', () => resolve(), { once: true })));
  await worker.stop();
  out.log(out.json ? JSON.stringify({ worker: process.pid, state: 'stopped' }) : 'Worker stopped.');
  return 0;
}
