// The owner's view of a site's staff (list, remove) and every account's own password change.
import type { StaffMember } from '../../wire/admin.js';
import type { AppContext } from '../context.js';
import { fieldError } from '../http/http-error.js';
import { hashPassword, passwordProblem, verifyPassword } from '../identity/index.js';
import { lastOwner, staffNotFound, wrongCurrentPassword } from './admin-errors.js';
import { revokeStaffSessions } from './staff-sessions.js';

/** The site's staff accounts, oldest first. */
export async function listStaff(ctx: Pick<AppContext, 'db'>, siteId: string): Promise<StaffMember[]> {
  const rows = await ctx.db
    .selectFrom('staff_accounts')
    .select(['id', 'email', 'role', 'totp_secret', 'created_at'])
    .where('site_id', '=', siteId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, email: r.email, role: r.role, totpEnabled: r.totp_secret !== null, createdDate: r.created_at.toISOString() }));
}

/**
 * Removes a staff account of the site and, with it, its sessions (the rows cascade). The site's owners are locked
 * first, so two owners removing each other at once cannot leave the site with none: 409 LAST_OWNER.
 */
export async function removeStaff(ctx: Pick<AppContext, 'db'>, siteId: string, id: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const owners = await trx.selectFrom('staff_accounts').select('id').where('site_id', '=', siteId).where('role', '=', 'owner').forUpdate().execute();
    const target = await trx.selectFrom('staff_accounts').select(['id', 'role']).where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
    if (!target) throw staffNotFound(id);
    if (target.role === 'owner' && owners.length <= 1) throw lastOwner();
    await trx.deleteFrom('staff_accounts').where('id', '=', id).execute();
  });
}

/**
 * Changes a staff account's password after checking the current one, and ends every other session of the account
 * (one transaction). The session that made the change stays signed in with the same cookie and CSRF token.
 */
export async function changeStaffPassword(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  staffId: string,
  sessionId: string,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  const problem = passwordProblem(input.newPassword);
  if (problem) throw fieldError('newPassword', problem, 'VALIDATION');
  const row = await ctx.db.selectFrom('staff_accounts').select('password_hash').where('id', '=', staffId).executeTakeFirstOrThrow();
  if (!(await verifyPassword(input.currentPassword, row.password_hash))) throw wrongCurrentPassword();
  const hash = await hashPassword(input.newPassword);
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('staff_accounts').set({ password_hash: hash, password_changed_at: now }).where('id', '=', staffId).execute();
    await revokeStaffSessions(trx, now, staffId, sessionId);
  });
}
