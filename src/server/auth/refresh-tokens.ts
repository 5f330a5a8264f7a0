// Refresh tokens: opaque, stored as digests, never rotated, revocable, with an absolute expiry.
import { sql, type Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import type { Database } from '../db/schema.js';
import { digest, randomSecret } from './hashing.js';

/** How long a refresh token lives, by role. */
export const REFRESH_TOKEN_TTL_MS = {
  visitor: 180 * 24 * 3600 * 1000,
  member: 30 * 24 * 3600 * 1000,
} as const;

/**
 * A visitor's refresh token is purged this long after it was issued when its visitor keeps nothing in the store (no
 * cart, no order): such a visitor loses nothing, and its client asks for new visitor tokens when renewal is refused.
 */
export const UNUSED_VISITOR_TTL_MS = 24 * 3600 * 1000;

/** What a refresh token stands for. */
export interface RefreshGrant {
  siteId: string;
  clientId: string;
  role: 'visitor' | 'member';
  subjectId: string;
  /** Id of the refresh token's row (set when redeemed). */
  tokenId?: string;
}

/** Creates a refresh token and stores its digest; returns the token itself. */
export async function issueRefreshToken(db: Kysely<Database>, clock: Clock, grant: RefreshGrant): Promise<string> {
  return (await createRefreshToken(db, clock, grant)).token;
}

/** Creates a refresh token; returns the token and the id of its row (an access token's `sid`). */
export async function createRefreshToken(db: Kysely<Database>, clock: Clock, grant: RefreshGrant): Promise<{ id: string; token: string }> {
  const token = randomSecret(32);
  const now = clock();
  const row = await db
    .insertInto('refresh_tokens')
    .values({
      site_id: grant.siteId,
      client_id: grant.clientId,
      token_hash: digest(token),
      role: grant.role,
      subject_id: grant.subjectId,
      created_at: now,
      expires_at: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS[grant.role]),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, token };
}

/** The grant of a live refresh token of this client, or undefined (unknown, revoked, expired, other client). */
export async function redeemRefreshToken(db: Kysely<Database>, clock: Clock, token: string, clientId: string): Promise<RefreshGrant | undefined> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select(['id', 'site_id', 'client_id', 'role', 'subject_id', 'expires_at', 'revoked_at'])
    .where('token_hash', '=', digest(token))
    .executeTakeFirst();
  if (!row || row.revoked_at || row.expires_at.getTime() <= clock().getTime() || row.client_id !== clientId) return undefined;
  return { siteId: row.site_id, clientId: row.client_id, role: row.role, subjectId: row.subject_id, tokenId: row.id };
}

/** Revokes every live refresh token of a subject (logout, blocking, password change and reset). */
export async function revokeRefreshTokens(db: Kysely<Database>, clock: Clock, siteId: string, subjectId: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: clock() })
    .where('site_id', '=', siteId)
    .where('subject_id', '=', subjectId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes one refresh token by the id of its row (a reused authorization code); true when a live token was revoked. */
export async function revokeRefreshTokenById(db: Kysely<Database>, clock: Clock, siteId: string, tokenId: string): Promise<boolean> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: clock() })
    .where('site_id', '=', siteId)
    .where('id', '=', tokenId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Deletes refresh tokens that can no longer matter: expired or revoked a day ago, and visitors' issued more than
 * {@link UNUSED_VISITOR_TTL_MS} ago whose visitor owns no cart and no order. Returns how many went.
 */
export async function purgeRefreshTokens(db: Kysely<Database>, now: Date): Promise<number> {
  const dayAgo = new Date(now.getTime() - 24 * 3600 * 1000);
  const unusedBefore = new Date(now.getTime() - UNUSED_VISITOR_TTL_MS);
  const ended = await db
    .deleteFrom('refresh_tokens')
    .where((eb) => eb.or([eb('expires_at', '<', dayAgo), eb('revoked_at', '<', dayAgo)]))
    .executeTakeFirst();
  const unused = await db
    .deleteFrom('refresh_tokens as r')
    .where('r.role', '=', 'visitor')
    .where('r.created_at', '<', unusedBefore)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('carts as c')
            .select(sql`1`.as('one'))
            .whereRef('c.site_id', '=', 'r.site_id')
            .whereRef('c.owner_id', '=', 'r.subject_id'),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('orders as o')
            .select(sql`1`.as('one'))
            .whereRef('o.site_id', '=', 'r.site_id')
            .whereRef('o.buyer_id', '=', 'r.subject_id'),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(ended.numDeletedRows) + Number(unused.numDeletedRows);
}
