// Periodic clean-up of expired login state (codes, nonces, MFA challenges, sessions, refresh tokens, counters, redirect sessions) and retries of pending mail.
import type { AppContext } from '../context.js';
import type { TypedApp } from '../http/typed-app.js';
import { deliverPendingMail } from '../mail/index.js';
import { purgeRefreshTokens } from '../auth/index.js';

/** How often the clean-up runs in each server process. */
export const HOUSEKEEPING_INTERVAL_MS = 10 * 60_000;
const DAY_MS = 24 * 3600_000;

/** Deletes rows that can no longer matter; returns how many went. */
export async function purgeExpiredIdentityState(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<number> {
  const now = ctx.clock();
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const results = await Promise.all([
    ctx.db.deleteFrom('identity_used_nonces').where('expires_at', '<', now).executeTakeFirst(),
    ctx.db.deleteFrom('identity_email_codes').where('expires_at', '<', dayAgo).executeTakeFirst(),
    ctx.db.deleteFrom('identity_recovery_tokens').where('expires_at', '<', dayAgo).executeTakeFirst(),
    ctx.db.deleteFrom('identity_mfa_challenges').where('expires_at', '<', dayAgo).executeTakeFirst(),
    // Second factors never confirmed (a set-up left halfway).
    ctx.db.deleteFrom('identity_factors').where('status', '=', 'INACTIVE').where('created_at', '<', dayAgo).executeTakeFirst(),
    ctx.db
      .deleteFrom('identity_sessions')
      .where((eb) => eb.or([eb('expires_at', '<', now), eb('revoked_at', '<', dayAgo)]))
      .executeTakeFirst(),
    ctx.db.deleteFrom('identity_rate_limits').where('window_start', '<', dayAgo).executeTakeFirst(),
    ctx.db.deleteFrom('oauth_codes').where('expires_at', '<', dayAgo).executeTakeFirst(),
    ctx.db.deleteFrom('redirect_sessions').where('expires_at', '<', dayAgo).executeTakeFirst(),
    ctx.db
      .deleteFrom('mail_outbox')
      .where('sent_at', '<', new Date(now.getTime() - 30 * DAY_MS))
      .executeTakeFirst(),
  ]);
  const refreshTokens = await purgeRefreshTokens(ctx.db, now);
  return results.reduce((sum, r) => sum + Number(r.numDeletedRows), refreshTokens);
}

/** Runs the clean-up (and pending mail) every {@link HOUSEKEEPING_INTERVAL_MS} while the app is up. */
export function installIdentityHousekeeping(app: TypedApp, ctx: AppContext): void {
  let timer: ReturnType<typeof setInterval> | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      purgeExpiredIdentityState(ctx)
        .then(() => deliverPendingMail(ctx))
        .catch((error: unknown) => app.log.error({ err: error }, 'identity housekeeping failed'));
    }, HOUSEKEEPING_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
