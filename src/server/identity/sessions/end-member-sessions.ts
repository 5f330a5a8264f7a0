// Signing a member out everywhere: every refresh token (so every access token, in every process) and every hosted session.
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { revokeHostedSessions } from './hosted-sessions.js';

/**
 * Ends every session of a member in `trx`'s transaction: their refresh tokens are refused from the commit on, their access
 * tokens answer 401 on their next request (each process hears the commit's notification), and the hosted session cookies
 * (the account page's and the silent sign-in's) no longer sign anyone in. Logout, blocking, deleting, a password change
 * or reset all end everything.
 */
export async function endMemberSessions(ctx: Pick<AppContext, 'sessions' | 'clock'>, trx: Kysely<Database>, siteId: string, memberId: string): Promise<void> {
  await ctx.sessions.endAll(trx, ctx.clock, siteId, memberId);
  await revokeHostedSessions(trx, ctx.clock(), siteId, memberId);
}
