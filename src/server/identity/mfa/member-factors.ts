// A signed-in member's second factors: enrol a TOTP authenticator (pending until a first code), list, remove, new recovery codes.
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { ActivateFactorResponse, ListFactorsResponse, MemberFactor, RecoveryCodesResponse, StartTotpResponse } from '../../../wire/identity.js';
import { type ShopperCaller, secretToStore, storedSecret, newTotpSecret, stepOfCode, totpUrl } from '../../auth/index.js';
import type { AppContext } from '../../context.js';
import type { IdentityFactorsTable } from '../../db/identity-tables.js';
import type { Database } from '../../db/schema.js';
import { forbidden } from '../../http/http-error.js';
import { checkCurrentPassword } from '../members/change-password.js';
import { findIdentity } from '../members/identities.js';
import { factorNotFound, invalidFactorCode, memberBlocked } from '../identity-errors.js';
import { dropRecoveryCodes, issueRecoveryCodes, recoveryCodesLeft } from './recovery-codes.js';

/** A stored factor row. */
export type FactorRow = Selectable<IdentityFactorsTable>;

/** A member's own caller: only members have factors. */
export function requireMember(caller: ShopperCaller): ShopperCaller & { kind: 'member' } {
  if (caller.kind !== 'member') throw forbidden('Only a logged-in member has second factors');
  return caller as ShopperCaller & { kind: 'member' };
}

/** A factor as the account calls show it (never its secret). */
export function factorToWire(row: FactorRow): MemberFactor {
  return {
    factorId: row.id,
    type: row.type,
    status: row.status,
    ...(row.name ? { name: row.name } : {}),
    createdDate: row.created_at.toISOString(),
  };
}

/** The member's active factors (what a login must answer one of). */
export async function activeFactors(db: Kysely<Database>, siteId: string, identityId: string): Promise<FactorRow[]> {
  return db
    .selectFrom('identity_factors')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('identity_id', '=', identityId)
    .where('status', '=', 'ACTIVE')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** GET factors: every factor of the member, pending ones too, and the unused recovery codes' count. */
export async function listFactors(ctx: AppContext, caller: ShopperCaller): Promise<ListFactorsResponse> {
  const member = requireMember(caller);
  const rows = await ctx.db
    .selectFrom('identity_factors')
    .selectAll()
    .where('site_id', '=', member.siteId)
    .where('identity_id', '=', member.subjectId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return { factors: rows.map(factorToWire), recoveryCodesLeft: await recoveryCodesLeft(ctx.db, member.siteId, member.subjectId) };
}

/** The member, locked, and refused when blocked or gone. */
async function lockedMember(trx: Kysely<Database>, caller: ShopperCaller) {
  const identity = await findIdentity(trx, caller.siteId, caller.subjectId, { forUpdate: true });
  if (!identity || identity.status === 'DELETED') throw forbidden('The member no longer exists');
  if (identity.status === 'BLOCKED') throw memberBlocked();
  return identity;
}

/** What a member's TOTP factor's secret is bound to when sealed. */
export function memberTotpContext(factorId: string): string {
  return `identity-factor:${factorId}:totp`;
}

/** POST factors/totp: a new TOTP secret, pending until a code of it activates it (earlier pending TOTP factors are dropped). */
export async function startTotp(ctx: AppContext, caller: ShopperCaller): Promise<StartTotpResponse> {
  const member = requireMember(caller);
  return ctx.db.transaction().execute(async (trx) => {
    const identity = await lockedMember(trx, member);
    const site = await trx.selectFrom('sites').select('name').where('id', '=', member.siteId).executeTakeFirstOrThrow();
    await trx
      .deleteFrom('identity_factors')
      .where('site_id', '=', member.siteId)
      .where('identity_id', '=', identity.id)
      .where('type', '=', 'TOTP')
      .where('status', '=', 'INACTIVE')
      .execute();
    const secret = newTotpSecret();
    const id = randomUUID();
    await trx
      .insertInto('identity_factors')
      .values({
        id,
        site_id: member.siteId,
        identity_id: identity.id,
        type: 'TOTP',
        status: 'INACTIVE',
        name: 'Authenticator app',
        totp_secret: secretToStore(ctx.config.secretsKey, memberTotpContext(id), secret),
        created_at: ctx.clock(),
      })
      .execute();
    return { factorId: id, secret, otpauthUrl: totpUrl(secret, site.name || 'Tote', identity.email) };
  });
}

/** Activates a factor; new recovery codes come with it when the member has no unused ones (the caller's transaction). */
export async function activateFactor(
  trx: Kysely<Database>,
  row: FactorRow,
  now: Date,
  set: Partial<Record<'totp_last_step', number>> = {},
): Promise<ActivateFactorResponse> {
  const activated = await trx
    .updateTable('identity_factors')
    .set({ status: 'ACTIVE', activated_at: now, webauthn_challenge: null, ...set })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  const left = await recoveryCodesLeft(trx, row.site_id, row.identity_id);
  const recoveryCodes = left === 0 ? await issueRecoveryCodes(trx, row.site_id, row.identity_id) : undefined;
  return { factor: factorToWire(activated), ...(recoveryCodes ? { recoveryCodes } : {}) };
}

/** A pending factor of the member, locked (404 when there is none with this id). */
export async function pendingFactor(trx: Kysely<Database>, caller: ShopperCaller, factorId: string): Promise<FactorRow> {
  const row = await trx
    .selectFrom('identity_factors')
    .selectAll()
    .where('site_id', '=', caller.siteId)
    .where('identity_id', '=', caller.subjectId)
    .where('id', '=', factorId)
    .where('status', '=', 'INACTIVE')
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw factorNotFound();
  return row;
}

/** POST factors/{id}/activate for TOTP: the first code of the pending secret turns it on. */
export async function activateTotp(ctx: AppContext, caller: ShopperCaller, factorId: string, code: unknown): Promise<ActivateFactorResponse> {
  const member = requireMember(caller);
  return ctx.db.transaction().execute(async (trx) => {
    await lockedMember(trx, member);
    const row = await pendingFactor(trx, member, factorId);
    const secret = row.type === 'TOTP' && row.totp_secret ? storedSecret(ctx.config.secretsKey, memberTotpContext(row.id), row.totp_secret) : undefined;
    if (!secret) throw factorNotFound();
    const step = stepOfCode(secret, typeof code === 'string' ? code.trim() : '', ctx.clock());
    if (step === undefined) throw invalidFactorCode(1);
    return activateFactor(trx, row, ctx.clock(), { totp_last_step: step });
  });
}

/** Members with a password confirm account changes with it (rate limited like change-password). */
async function confirmWithPassword(ctx: AppContext, caller: ShopperCaller, currentPassword: unknown): Promise<void> {
  const identity = await findIdentity(ctx.db, caller.siteId, caller.subjectId);
  if (identity?.password_hash) await checkCurrentPassword(ctx, caller, currentPassword);
}

/** POST factors/{id}/remove: removes a factor (with the current password); the last one takes the recovery codes with it. */
export async function removeFactor(ctx: AppContext, caller: ShopperCaller, factorId: string, currentPassword: unknown): Promise<Record<string, never>> {
  const member = requireMember(caller);
  await confirmWithPassword(ctx, member, currentPassword);
  await ctx.db.transaction().execute(async (trx) => {
    const identity = await lockedMember(trx, member);
    const removed = await trx
      .deleteFrom('identity_factors')
      .where('site_id', '=', member.siteId)
      .where('identity_id', '=', identity.id)
      .where('id', '=', factorId)
      .executeTakeFirst();
    if (removed.numDeletedRows === 0n) throw factorNotFound();
    if ((await activeFactors(trx, member.siteId, identity.id)).length === 0) await dropRecoveryCodes(trx, member.siteId, identity.id);
  });
  return {};
}

/** POST recovery-codes: ten new codes (with the current password); the old ones stop working. Needs an active factor. */
export async function regenerateRecoveryCodes(ctx: AppContext, caller: ShopperCaller, currentPassword: unknown): Promise<RecoveryCodesResponse> {
  const member = requireMember(caller);
  await confirmWithPassword(ctx, member, currentPassword);
  return ctx.db.transaction().execute(async (trx) => {
    const identity = await lockedMember(trx, member);
    if ((await activeFactors(trx, member.siteId, identity.id)).length === 0) throw factorNotFound();
    return { recoveryCodes: await issueRecoveryCodes(trx, member.siteId, identity.id) };
  });
}
