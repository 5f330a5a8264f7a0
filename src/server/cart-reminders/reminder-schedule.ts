// Runs the reminders in each server process every few minutes (a cart's row makes a second sender a no-op).
import type { AppContext } from '../context.js';
import type { TypedApp } from '../http/typed-app.js';
import { sendCartReminders } from './send-reminders.js';

/** How often each process looks for carts due for a reminder. */
export const CART_REMINDER_INTERVAL_MS = 5 * 60_000;

/** Looks for due reminders every {@link CART_REMINDER_INTERVAL_MS} while the app is up. */
export function installCartReminders(app: TypedApp, ctx: AppContext): void {
  let timer: ReturnType<typeof setInterval> | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      sendCartReminders(ctx).catch((error: unknown) => app.log.error({ err: error }, 'cart reminders failed'));
    }, CART_REMINDER_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
