// The hosted session: an HttpOnly, SameSite=Lax cookie on the store's origin after a hosted login, backed by a database row.
import { randomUUID } from 'node:crypto';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { digest, randomSecret } from '../../auth/index.js';

/** How long a hosted session lasts, from the login (absolute). */
export const HOSTED_SESSION_TTL_MS = 14 * 24 * 3600 * 1000;

/** A live hosted session. */
export interface HostedSession {
  id: string;
  identityId: string;
  siteId: string;
  /** When the member logged in. */
  authTime: Date;
}

/** The cookie's name for a site: one cookie per site, `__Host-` prefixed when the store runs on https. */
export function sessionCookieName(config: AppContext['config'], siteId: string): string {
  const name = `tote_session_${digest(siteId).slice(0, 12)}`;
  return config.publicUrl.startsWith('https:') ? `__Host-${name}` : name;
}

/** Starts a hosted session and sets its cookie on the reply. */
export async function startHostedSession(
  ctx: Pick<AppContext, 'config' | 'clock'>,
  db: Kysely<Database>,
  reply: FastifyReply,
  session: { siteId: string; identityId: string },
): Promise<HostedSession> {
  const token = randomSecret(32);
  const now = ctx.clock();
  const id = randomUUID();
  await db
    .insertInto('identity_sessions')
    .values({
      id,
      site_id: session.siteId,
      identity_id: session.identityId,
      token_hash: digest(token),
      created_at: now,
      expires_at: new Date(now.getTime() + HOSTED_SESSION_TTL_MS),
    })
    .execute();
  reply.header(
    'set-cookie',
    stringifySetCookie(sessionCookieName(ctx.config, session.siteId), token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.config.publicUrl.startsWith('https:'),
      path: '/',
      maxAge: Math.floor(HOSTED_SESSION_TTL_MS / 1000),
    }),
  );
  return { id, identityId: session.identityId, siteId: session.siteId, authTime: now };
}

/** The live hosted session of the request's cookie for a site, or undefined. */
export async function readHostedSession(
  ctx: Pick<AppContext, 'config' | 'clock' | 'db'>,
  request: FastifyRequest,
  siteId: string,
): Promise<HostedSession | undefined> {
  const header = request.headers.cookie;
  if (!header) return undefined;
  const token = parseCookie(header)[sessionCookieName(ctx.config, siteId)];
  if (!token || token.length > 200) return undefined;
  const row = await ctx.db
    .selectFrom('identity_sessions')
    .select(['id', 'identity_id', 'site_id', 'created_at', 'expires_at', 'revoked_at'])
    .where('token_hash', '=', digest(token))
    .executeTakeFirst();
  if (!row || row.site_id !== siteId || row.revoked_at || row.expires_at.getTime() <= ctx.clock().getTime()) return undefined;
  return { id: row.id, identityId: row.identity_id, siteId: row.site_id, authTime: row.created_at };
}

/** Ends the request's hosted session of a site (if any) and clears its cookie. */
export async function endHostedSession(
  ctx: Pick<AppContext, 'config' | 'clock' | 'db'>,
  request: FastifyRequest,
  reply: FastifyReply,
  siteId: string,
): Promise<HostedSession | undefined> {
  const session = await readHostedSession(ctx, request, siteId);
  if (session) await ctx.db.updateTable('identity_sessions').set({ revoked_at: ctx.clock() }).where('id', '=', session.id).execute();
  reply.header(
    'set-cookie',
    stringifySetCookie(sessionCookieName(ctx.config, siteId), '', {
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.config.publicUrl.startsWith('https:'),
      path: '/',
      maxAge: 0,
    }),
  );
  return session;
}

/** Ends every hosted session of a member (password change, blocking). */
export async function revokeHostedSessions(db: Kysely<Database>, now: Date, siteId: string, identityId: string): Promise<void> {
  await db
    .updateTable('identity_sessions')
    .set({ revoked_at: now })
    .where('site_id', '=', siteId)
    .where('identity_id', '=', identityId)
    .where('revoked_at', 'is', null)
    .execute();
}
