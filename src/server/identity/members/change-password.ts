// Changing a logged-in member's password: the new hash, and every refresh token and every hosted session of the member ended.
import type { AppContext } from '../../context.js';
import type { ShopperCaller } from '../../auth/index.js';
import { forbidden } from '../../http/http-error.js';
import { endMemberSessions } from '../sessions/end-member-sessions.js';
import { invalidPassword, invalidPasswordFormat, memberBlocked, throttled } from '../identity-errors.js';
import { findIdentity } from './identities.js';
import { hashPassword, passwordProblem, verifyPasswordInConstantWork } from '../security/passwords.js';
import { addHit, clearHits, LOGIN_ACCOUNT_RULE } from '../security/rate-limits.js';

/** Wrong current passwords a member may try per window before the change is refused until the window passes. */
const CURRENT_PASSWORD_TRIES = 5;

/**
 * Checks the member's current password (`-19976` when wrong). Each wrong try counts against the account; after
 * {@link CURRENT_PASSWORD_TRIES} in the login window the change is refused (429) until the window passes, so a stolen
 * access token cannot guess its way to the password; a right one clears the count.
 */
export async function checkCurrentPassword(ctx: AppContext, caller: ShopperCaller, currentPassword: unknown): Promise<void> {
  const now = ctx.clock();
  const key = `current-password:${caller.subjectId}`;
  const tries = await addHit(ctx.db, caller.siteId, key, LOGIN_ACCOUNT_RULE, now);
  if (tries > CURRENT_PASSWORD_TRIES) throw throttled(LOGIN_ACCOUNT_RULE.windowMs / 1000);
  const identity = await findIdentity(ctx.db, caller.siteId, caller.subjectId);
  const password = typeof currentPassword === 'string' ? currentPassword : '';
  if (!(await verifyPasswordInConstantWork(password, identity?.password_hash)) || !password) throw invalidPassword();
  await clearHits(ctx.db, caller.siteId, key);
}

/**
 * POST authentication/v2/change-password. With `currentPassword` (Tote's addition; the hosted account page sends it),
 * the member's current password must be given right, so a borrowed session cannot take the account over. Every refresh token of the member is revoked, the caller's too (API.md: refresh
 * tokens "are revoked on logout and on password change"), and every hosted session ends; access tokens already issued
 * stop working at once (their sessions are ended). A caller that should stay signed in logs in again with the new password and exchanges that
 * login's session token for new member tokens (the hosted account page does so through its hosted session).
 */
export async function changePassword(ctx: AppContext, caller: ShopperCaller, newPassword: unknown, currentPassword?: unknown): Promise<Record<string, never>> {
  if (caller.kind !== 'member') throw forbidden('Only a logged-in member can change their password');
  const problem = passwordProblem(newPassword);
  if (problem) throw invalidPasswordFormat(problem);
  if (currentPassword !== undefined) await checkCurrentPassword(ctx, caller, currentPassword);
  const passwordHash = await hashPassword(newPassword as string);
  await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock();
    const identity = await findIdentity(trx, caller.siteId, caller.subjectId, { forUpdate: true });
    if (!identity || identity.status === 'DELETED') throw forbidden('The member no longer exists');
    if (identity.status === 'BLOCKED') throw memberBlocked();
    await trx
      .updateTable('identities')
      .set((eb) => ({ password_hash: passwordHash, password_changed_at: now, updated_at: now, revision: eb('revision', '+', 1) }))
      .where('id', '=', identity.id)
      .execute();
    await endMemberSessions(ctx, trx, caller.siteId, identity.id);
  });
  return {};
}
