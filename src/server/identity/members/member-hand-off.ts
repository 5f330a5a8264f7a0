// The member hand-off: a membersAccount redirect session a member made (from the widget, whose sign-in left no store cookie) is traded once, soon, for the hosted session cookie.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { consumeRedirectSession, findLiveRedirectSession, type RedirectSessionRow } from '../../redirects/index.js';
import { readHostedSession, startHostedSession } from '../sessions/hosted-sessions.js';
import { findIdentity } from './identities.js';

/** How long after its redirect session was made a hand-off can be used: the widget opens the page at once. */
export const MEMBER_HAND_OFF_TTL_MS = 5 * 60_000;

/** What a hand-off did: signed the browser in (or found it signed in as that member), or was refused and changed nothing. */
export type HandOffOutcome =
  | { status: 'signed-in'; session: RedirectSessionRow }
  | { status: 'refused'; reason: 'unknown-or-used' | 'not-a-hand-off' | 'expired' | 'not-a-page-load' | 'member-inactive' };

/** True unless the browser says this is not a top-level page load (a fetch, an image, a frame). */
function isPageLoad(request: FastifyRequest): boolean {
  const dest = request.headers['sec-fetch-dest'];
  const mode = request.headers['sec-fetch-mode'];
  return (dest === undefined || dest === 'document') && (mode === undefined || mode === 'navigate');
}

/**
 * Trades a hand-off for the hosted session cookie (SameSite=Lax, first-party: the page is a top-level load on the store).
 * The hand-off is the id of a live `membersAccount` redirect session that a member's token made, at most
 * {@link MEMBER_HAND_OFF_TTL_MS} old; it is used up here, so it works once. A browser signed in as another member of the
 * site is switched to this one (the member asked for their own account); one signed in as this member keeps its session.
 * Anything else (unknown, used, of another kind, made by a visitor, too old, a member who can no longer sign in) is
 * refused and changes nothing.
 */
export async function takeMemberHandOff(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, sessionId: string): Promise<HandOffOutcome> {
  if (!isPageLoad(request)) return { status: 'refused', reason: 'not-a-page-load' };
  const now = ctx.clock();
  const session = await findLiveRedirectSession(ctx.db, now, sessionId);
  if (!session) return { status: 'refused', reason: 'unknown-or-used' };
  if (session.kind !== 'membersAccount' || !session.member_id || session.params.handOff !== true) return { status: 'refused', reason: 'not-a-hand-off' };
  if (now.getTime() - session.created_at.getTime() > MEMBER_HAND_OFF_TTL_MS) return { status: 'refused', reason: 'expired' };
  const memberId = session.member_id;
  const identity = await findIdentity(ctx.db, session.site_id, memberId);
  if (!identity || identity.status !== 'ACTIVE') return { status: 'refused', reason: 'member-inactive' };
  const current = await readHostedSession(ctx, request, session.site_id);
  const taken = await ctx.db.transaction().execute(async (trx) => {
    if (!(await consumeRedirectSession(trx, now, session))) return false;
    if (current?.identityId === memberId) return true;
    if (current) await trx.updateTable('identity_sessions').set({ revoked_at: now }).where('id', '=', current.id).execute();
    await startHostedSession(ctx, trx, reply, { siteId: session.site_id, identityId: memberId });
    return true;
  });
  return taken ? { status: 'signed-in', session } : { status: 'refused', reason: 'unknown-or-used' };
}
