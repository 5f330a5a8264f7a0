// Periodic clean-up of checkout page sessions whose cookies expired (a day after, so a late reload still gets the "expired" answer).
import type { AppContext } from '../context.js';
import type { TypedApp } from '../http/typed-app.js';

/** How often the clean-up runs in each server process. */
export const CHECKOUT_HOUSEKEEPING_INTERVAL_MS = 30 * 60_000;
const DAY_MS = 24 * 3600_000;

/** Deletes checkout page sessions that expired more than a day ago; returns how many went. */
export async function purgeExpiredCheckoutSessions(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<number> {
  const result = await ctx.db
    .deleteFrom('checkout_sessions')
    .where('expires_at', '<', new Date(ctx.clock().getTime() - DAY_MS))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Runs the clean-up every {@link CHECKOUT_HOUSEKEEPING_INTERVAL_MS} while the app is up. */
export function installCheckoutHousekeeping(app: TypedApp, ctx: AppContext): void {
  let timer: ReturnType<typeof setInterval> | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      purgeExpiredCheckoutSessions(ctx).catch((error: unknown) => app.log.error({ err: error }, 'checkout housekeeping failed'));
    }, CHECKOUT_HOUSEKEEPING_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
