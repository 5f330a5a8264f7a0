// Changing a logged-in member's password: the new hash, and every refresh token and every hosted session of the member ended.
import type { AppContext } from '../context.js';
import type { ShopperCaller } from '../auth/caller.js';
import { forbidden } from '../http/http-error.js';
import { revokeHostedSessions } from './hosted-sessions.js';
import { invalidPasswordFormat, memberBlocked } from './identity-errors.js';
import { findIdentity } from './identities.js';
import { hashPassword, passwordProblem } from './passwords.js';

/**
 * POST authentication/v2/change-password. Every refresh token of the member is revoked, the caller's too (API.md: refresh
 * tokens "are revoked on logout and on password change"), and every hosted session ends; access tokens already issued
 * work until they expire. A caller that should stay signed in logs in again with the new password and exchanges that
 * login's session token for new member tokens (the hosted account page does so through its hosted session).
 */
export async function changePassword(ctx: AppContext, caller: ShopperCaller, newPassword: unknown): Promise<Record<string, never>> {
  if (caller.kind !== 'member') throw forbidden('Only a logged-in member can change their password');
  const problem = passwordProblem(newPassword);
  if (problem) throw invalidPasswordFormat(problem);
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
    await ctx.sessions.endAll(trx, ctx.clock, caller.siteId, identity.id);
    await revokeHostedSessions(trx, now, caller.siteId, identity.id);
  });
  return {};
}
