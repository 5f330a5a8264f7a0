// The optional second factor of staff accounts: TOTP (RFC 6238) secrets, pending until a first code confirms them, and codes accepted once.
import { Secret, TOTP } from 'otpauth';
import type { Kysely } from 'kysely';
import type { TotpEnrollResponse } from '../../wire/admin.js';
import type { AppContext } from '../context.js';
import type { Database } from '../db/schema.js';
import { invalidTotp, totpNotEnabled, totpNotEnrolled } from './admin-errors.js';

/** RFC 6238 §4: 30-second steps; a code of the step before or after is accepted too (clock drift, §5.2). */
const PERIOD_SECONDS = 30;
const WINDOW = 1;

function totpOf(secret: string, issuer = 'Tote', label = 'staff'): TOTP {
  return new TOTP({ issuer, label, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS });
}

/** The time step a code belongs to, or undefined when it matches no step of the window. */
export function stepOfCode(secret: string, code: string, now: Date): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  if (delta === null) return undefined;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
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
export async function enrollTotp(ctx: Pick<AppContext, 'db'>, staffId: string): Promise<TotpEnrollResponse> {
  const row = await ctx.db
    .selectFrom('staff_accounts as a')
    .innerJoin('sites as s', 's.id', 'a.site_id')
    .select(['a.email', 's.name'])
    .where('a.id', '=', staffId)
    .executeTakeFirstOrThrow();
  const secret = new Secret({ size: 20 }).base32;
  await ctx.db.updateTable('staff_accounts').set({ totp_pending_secret: secret }).where('id', '=', staffId).execute();
  return { secret, otpauthUrl: totpOf(secret, row.name, row.email).toString() };
}

/** Enables the pending secret when the code is one of it (400 INVALID_TOTP otherwise). */
export async function confirmTotp(ctx: Pick<AppContext, 'db' | 'clock'>, staffId: string, code: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('staff_accounts').select('totp_pending_secret').where('id', '=', staffId).forUpdate().executeTakeFirstOrThrow();
    if (!row.totp_pending_secret) throw totpNotEnrolled();
    const step = stepOfCode(row.totp_pending_secret, code, ctx.clock());
    if (step === undefined) throw invalidTotp(400);
    await trx
      .updateTable('staff_accounts')
      .set({ totp_secret: row.totp_pending_secret, totp_pending_secret: null, totp_last_step: step })
      .where('id', '=', staffId)
      .execute();
  });
}

/** Turns the second factor off, with a current code of it (400 INVALID_TOTP otherwise). */
export async function disableTotp(ctx: Pick<AppContext, 'db' | 'clock'>, staffId: string, code: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('staff_accounts').select('totp_secret').where('id', '=', staffId).forUpdate().executeTakeFirstOrThrow();
    if (!row.totp_secret) throw totpNotEnabled();
    if (!(await acceptTotpCode(trx, staffId, row.totp_secret, code, ctx.clock()))) throw invalidTotp(400);
    await trx.updateTable('staff_accounts').set({ totp_secret: null, totp_pending_secret: null }).where('id', '=', staffId).execute();
  });
}
