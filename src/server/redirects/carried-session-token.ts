// The `sessionToken` of a redirect session's answer: a member's sign-in carried on to the store's pages (Wix: "to maintain the visitor's identity").
import type { Kysely } from 'kysely';
import type { ShopperCaller } from '../auth/index.js';
import type { AppContext } from '../context.js';
import type { RedirectSessionKind } from '../db/identity-tables.js';
import type { Database } from '../db/schema.js';
import { issueSessionToken } from '../identity/index.js';

/**
 * A session token for the member who created a redirect session, or undefined for a visitor (who has no sign-in to carry)
 * and for a logout session (which ends the sign-in). It is the store's usual session token (single use, short-lived),
 * so it is accepted where a login's is: `authRequest.sessionToken` of an auth session (silent sign-in with
 * `prompt: none`) and POST /oauth2/session on the store's own pages. It carries the sign-in's time (when the caller's
 * refresh token was issued), so it never passes for a fresh login (`prompt: login`).
 */
export async function carriedSessionToken(
  ctx: Pick<AppContext, 'keys' | 'clock' | 'config'>,
  db: Kysely<Database>,
  caller: ShopperCaller,
  kind: RedirectSessionKind,
): Promise<string | undefined> {
  if (caller.kind !== 'member' || kind === 'logout' || !caller.sessionId) return undefined;
  const signIn = await db
    .selectFrom('refresh_tokens')
    .select('created_at')
    .where('id', '=', caller.sessionId)
    .where('site_id', '=', caller.siteId)
    .where('subject_id', '=', caller.subjectId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!signIn) return undefined;
  return issueSessionToken(ctx, { identityId: caller.subjectId, siteId: caller.siteId, authTime: signIn.created_at });
}
