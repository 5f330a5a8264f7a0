// The optional second factor of staff accounts: TOTP secrets (auth/totp-codes.ts), pending until a first code confirms them, and codes accepted once.
import type { Kysely } from 'kysely';
import type { TotpEnrollResponse } from '../../wire/admin.js';
import type { AppContext } from '../context.js';
import type { Database } from '../db/schema.js';
import { secretToStore, storedSecret, newTotpSecret, stepOfCode, totpUrl } from '../auth/index.js';
import { invalidTotp, totpNotEnabled, totpNotEnrolled } from './admin-errors.js';

/** What a staff account's TOTP secret is bound to when sealed (its pending and its enabled secret alike). */
export function staffTotpContext(staffId: string): string {
  return `staff:${staffId}:totp`;
}

/** The plain secret of an account's stored TOTP secret (undefined when it cannot be opened with this server's key). */
export function staffTotpSecret(config: Pick<AppContext['config'], 'secretsKey'>, staffId: string, stored: string): string | undefined {
  return storedSecret(config.secretsKey, staffTotpContext(staffId), stored);
}

/**
 * Accepts a code of the account's secret once: the step is recorded atomically and only a later step passes after it,
 * so a code seen over a shoulder or replayed from a log is refused within its window (RFC 6238 §5.2).
 */
export async function acceptTotpCode(db: Kysely<Database>, staffId: string, secret: string, code: string, now: Date): Promise<boolean> {
  const step = stepOfCode(secret, code, now);
  if (step === undefined) return false;
  const result = await db
    .updateTable('staff_accounts')
    .set({ totp_last_step: step })
    .where('id', '=', staffId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Makes a new secret for the account, pending until confirmed (any pending one is replaced; an enabled one stays until then). */
export async function enrollTotp(ctx: Pick<AppContext, 'db' | 'config'>, staffId: string): Promise<TotpEnrollResponse> {
  const row = await ctx.db
    .selectFrom('staff_accounts as a')
    .innerJoin('sites as s', 's.id', 'a.site_id')
    .select(['a.email', 's.name'])
    .where('a.id', '=', staffId)
    .executeTakeFirstOrThrow();
  const secret = newTotpSecret();
  await ctx.db
    .updateTable('staff_accounts')
    .set({ totp_pending_secret: secretToStore(ctx.config.secretsKey, staffTotpContext(staffId), secret) })
    .where('id', '=', staffId)
    .execute();
  return { secret, otpauthUrl: totpUrl(secret, row.name || 'Tote', row.email) };
}

/** Enables the pending secret when the code is one of it (400 INVALID_TOTP otherwise). */
export async function confirmTotp(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>, staffId: string, code: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('staff_accounts').select('totp_pending_secret').where('id', '=', staffId).forUpdate().executeTakeFirstOrThrow();
    const pending = row.totp_pending_secret ? staffTotpSecret(ctx.config, staffId, row.totp_pending_secret) : undefined;
    if (!pending) throw totpNotEnrolled();
    const step = stepOfCode(pending, code, ctx.clock());
    if (step === undefined) throw invalidTotp(400);
    await trx
      .updateTable('staff_accounts')
      .set({ totp_secret: row.totp_pending_secret, totp_pending_secret: null, totp_last_step: step })
      .where('id', '=', staffId)
      .execute();
  });
}

/** Turns the second factor off, with a current code of it (400 INVALID_TOTP otherwise). */
export async function disableTotp(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>, staffId: string, code: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('staff_accounts').select('totp_secret').where('id', '=', staffId).forUpdate().executeTakeFirstOrThrow();
    if (!row.totp_secret) throw totpNotEnabled();
    const secret = staffTotpSecret(ctx.config, staffId, row.totp_secret);
    if (!secret || !(await acceptTotpCode(trx, staffId, secret, code, ctx.clock()))) throw invalidTotp(400);
    await trx.updateTable('staff_accounts').set({ totp_secret: null, totp_pending_secret: null }).where('id', '=', staffId).execute();
  });
}
