// Redirect sessions in the database: what a created session asked for, who created it, and until when it can be followed.
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { RedirectSessionKind, RedirectSessionsTable } from '../db/identity-tables.js';
import type { Database } from '../db/schema.js';

/** How long a session can be followed, by kind (an auth session also ends when it produced a code). */
export const REDIRECT_SESSION_TTL_MS: Record<RedirectSessionKind, number> = {
  auth: 30 * 60_000,
  login: 60 * 60_000,
  logout: 60 * 60_000,
  ecomCheckout: 24 * 3600_000,
  storesProduct: 24 * 3600_000,
  membersAccount: 24 * 3600_000,
  bookingsCheckout: 24 * 3600_000,
  eventsCheckout: 24 * 3600_000,
  paidPlansCheckout: 24 * 3600_000,
  bookingsBook: 24 * 3600_000,
};

/** A session row as read. */
export type RedirectSessionRow = Selectable<RedirectSessionsTable>;

/** What a new session records. */
export interface NewRedirectSession {
  siteId: string;
  clientId: string;
  kind: RedirectSessionKind;
  params: Record<string, unknown>;
  callbacks: Record<string, string>;
  callerOrigin: string | null;
  visitorId: string | null;
  memberId: string | null;
}

/** Stores a session; returns its row. */
export async function createRedirectSession(db: Kysely<Database>, now: Date, session: NewRedirectSession): Promise<RedirectSessionRow> {
  return db
    .insertInto('redirect_sessions')
    .values({
      id: randomUUID(),
      site_id: session.siteId,
      client_id: session.clientId,
      kind: session.kind,
      params: JSON.stringify(session.params),
      callbacks: JSON.stringify(session.callbacks),
      caller_origin: session.callerOrigin,
      visitor_id: session.visitorId,
      member_id: session.memberId,
      created_at: now,
      expires_at: new Date(now.getTime() + REDIRECT_SESSION_TTL_MS[session.kind]),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A session that can still be followed (unexpired, not used up), or undefined. */
export async function findLiveRedirectSession(db: Kysely<Database>, now: Date, id: string): Promise<RedirectSessionRow | undefined> {
  if (!/^[0-9a-f-]{36}$/.test(id)) return undefined;
  return db.selectFrom('redirect_sessions').selectAll().where('id', '=', id).where('expires_at', '>', now).where('consumed_at', 'is', null).executeTakeFirst();
}

/** Uses a session up (an auth session that produced a code); false when it was used concurrently. Its session token is forgotten. */
export async function consumeRedirectSession(db: Kysely<Database>, now: Date, session: RedirectSessionRow): Promise<boolean> {
  const { sessionToken: _dropped, ...authRequest } = (session.params.authRequest ?? {}) as Record<string, unknown>;
  const result = await db
    .updateTable('redirect_sessions')
    .set({ consumed_at: now, params: JSON.stringify({ ...session.params, authRequest }) })
    .where('id', '=', session.id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
