// Runs the outbox worker inside the server process (OUTBOX_WORKER=inline, the default): started when the app is ready, stopped on close.
import type { AppContext } from '../context.js';
import type { TypedApp } from '../http/typed-app.js';
import { OutboxWorker } from './outbox-worker.js';

/** Starts the in-process worker with the app, unless the configuration leaves it to `tote worker`; returns it, or undefined. */
export function installOutboxWorker(app: TypedApp, ctx: AppContext): OutboxWorker | undefined {
  if (ctx.config.outboxWorker !== 'inline') return undefined;
  const worker = new OutboxWorker(ctx, app.log);
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
  return worker;
}
