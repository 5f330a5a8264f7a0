// Dashboard sessions: a random token in an HttpOnly, SameSite=Strict cookie, its digest and a CSRF token in `staff_sessions`.
import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ADMIN_SESSION_COOKIE, type StaffRole } from '../../wire/admin.js';
import { digest, randomSecret } from '../auth/index.js';
import type { AppContext } from '../context.js';
import type { Database } from '../db/schema.js';

/** A session ends after this long without a request (its expiry slides forward with use). */
export const STAFF_SESSION_IDLE_MS = 12 * 3600_000;
/** A session ends this long after sign-in, however much it is used. */
export const STAFF_SESSION_ABSOLUTE_MS = 7 * 24 * 3600_000;
/** The expiry is slid forward at most this often per session (one write per 5 minutes of use, not one per request). */
const SLIDE_EVERY_MS = 5 * 60_000;
/** Longest cookie value looked up (ours are 43 characters). */
const MAX_TOKEN_LENGTH = 200;

/** A live session and its staff account. */
export interface StaffSession {
  id: string;
  siteId: string;
  staffId: string;
  email: string;
  role: StaffRole;
  totpEnabled: boolean;
  csrfToken: string;
}

type Ctx = Pick<AppContext, 'config' | 'clock'>;

function cookieOptions(ctx: Ctx, maxAgeSeconds: number) {
  return { httpOnly: true, sameSite: 'strict' as const, secure: ctx.config.publicUrl.startsWith('https:'), path: '/', maxAge: maxAgeSeconds };
}

/** Starts a session of a staff account (in `db`'s transaction) and sets its cookie on the reply; returns its CSRF token. */
export async function startStaffSession(ctx: Ctx, db: Kysely<Database>, reply: FastifyReply, staff: { id: string; siteId: string }): Promise<string> {
  const token = randomSecret(32);
  const csrfToken = randomSecret(24);
  const now = ctx.clock();
  await db
    .insertInto('staff_sessions')
    .values({
      site_id: staff.siteId,
      staff_id: staff.id,
      token_hash: digest(token),
      csrf_token: csrfToken,
      created_at: now,
      expires_at: new Date(now.getTime() + STAFF_SESSION_IDLE_MS),
      revoked_at: null,
    })
    .execute();
  // The cookie outlives an idle session; the database decides when the session ends.
  reply.header('set-cookie', stringifySetCookie(ADMIN_SESSION_COOKIE, token, cookieOptions(ctx, STAFF_SESSION_ABSOLUTE_MS / 1000)));
  return csrfToken;
}

/** The raw session token of the request's cookie, if any. */
export function sessionTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  const token = parseCookie(header)[ADMIN_SESSION_COOKIE];
  return token && token.length <= MAX_TOKEN_LENGTH ? token : undefined;
}

/**
 * The live session of the request's cookie, or undefined (no cookie, unknown, revoked, expired). Every call reads the
 * database, so a session ended by any process (sign-out, password change, account removed) fails on its next request.
 * A session in use has its expiry slid to 12 hours from now, never past 7 days from sign-in.
 */
export async function readStaffSession(ctx: Pick<AppContext, 'config' | 'clock' | 'db'>, request: FastifyRequest): Promise<StaffSession | undefined> {
  const token = sessionTokenOf(request);
  if (!token) return undefined;
  const row = await ctx.db
    .selectFrom('staff_sessions as s')
    .innerJoin('staff_accounts as a', 'a.id', 's.staff_id')
    .select(['s.id', 's.site_id', 's.staff_id', 's.csrf_token', 's.created_at', 's.expires_at', 's.revoked_at', 'a.email', 'a.role', 'a.totp_secret'])
    .where('s.token_hash', '=', digest(token))
    .executeTakeFirst();
  const now = ctx.clock().getTime();
  if (!row || row.revoked_at || row.expires_at.getTime() <= now) return undefined;
  const slid = Math.min(now + STAFF_SESSION_IDLE_MS, row.created_at.getTime() + STAFF_SESSION_ABSOLUTE_MS);
  if (slid - row.expires_at.getTime() >= SLIDE_EVERY_MS) {
    await ctx.db
      .updateTable('staff_sessions')
      .set({ expires_at: new Date(slid) })
      .where('id', '=', row.id)
      .execute();
  }
  return {
    id: row.id,
    siteId: row.site_id,
    staffId: row.staff_id,
    email: row.email,
    role: row.role,
    totpEnabled: row.totp_secret !== null,
    csrfToken: row.csrf_token,
  };
}

/** Revokes one session. */
export async function revokeStaffSession(db: Kysely<Database>, now: Date, sessionId: string): Promise<void> {
  await db.updateTable('staff_sessions').set({ revoked_at: now }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

/** Revokes every session of a staff account but `exceptId` (password change keeps the session that made it). */
export async function revokeStaffSessions(db: Kysely<Database>, now: Date, staffId: string, exceptId?: string): Promise<void> {
  let query = db.updateTable('staff_sessions').set({ revoked_at: now }).where('staff_id', '=', staffId).where('revoked_at', 'is', null);
  if (exceptId) query = query.where('id', '!=', exceptId);
  await query.execute();
}

/** Clears the session cookie on the reply. */
export function clearSessionCookie(ctx: Ctx, reply: FastifyReply): void {
  reply.header('set-cookie', stringifySetCookie(ADMIN_SESSION_COOKIE, '', cookieOptions(ctx, 0)));
}
