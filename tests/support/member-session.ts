// A signed-in member made straight in the tables, as the token grant makes one: an identity, a session (refresh token) and an access token naming it.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { createRefreshToken } from '../../src/server/auth/refresh-tokens.js';
import type { AccessTokens } from '../../src/server/auth/access-token.js';
import { systemClock } from '../../src/server/clock.js';
import type { Database } from '../../src/server/db/schema.js';

/** A member of `siteId` with a live session of `clientId`; `id` is the identity id (the token's subject). */
export async function memberSession(
  db: Kysely<Database>,
  tokens: AccessTokens,
  siteId: string,
  clientId: string,
  id: string = randomUUID(),
): Promise<{ id: string; token: string; sessionId: string }> {
  const email = `member-${id.slice(0, 12)}@example.com`;
  await insertMember(db, { id, siteId, email });
  const session = await createRefreshToken(db, systemClock, { siteId, clientId, role: 'member', subjectId: id });
  const { token } = await tokens.sign({ sub: id, site: siteId, cid: clientId, role: 'member', sid: session.id });
  return { id, token, sessionId: session.id };
}

/** What {@link insertMember} writes: an active, verified member without a password. */
export interface MemberRow {
  id: string;
  siteId: string;
  email: string;
  /** @default {} */
  profile?: Record<string, string>;
  /** @default now */
  createdAt?: Date;
}

/** Inserts an active, verified member without a password (nothing if the id exists). */
export async function insertMember(db: Kysely<Database>, member: MemberRow): Promise<void> {
  await db
    .insertInto('identities')
    .values({
      id: member.id,
      site_id: member.siteId,
      email: member.email,
      email_normalized: member.email,
      email_verified: true,
      password_hash: null,
      status: 'ACTIVE',
      pending_reasons: [],
      profile: JSON.stringify(member.profile ?? {}),
      password_changed_at: null,
      ...(member.createdAt ? { created_at: member.createdAt } : {}),
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
