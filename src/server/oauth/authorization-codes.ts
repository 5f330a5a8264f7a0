// Authorization codes: opaque, stored as digests, bound to client, redirect URI and PKCE challenge, single use and short-lived.
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.js';
import type { OAuthCodesTable } from '../db/identity-tables.js';
import { digest, randomSecret } from '../auth/index.js';

/** How long a code can be exchanged (RFC 6749 §4.1.2 recommends at most 10 minutes). */
export const AUTHORIZATION_CODE_TTL_MS = 120_000;

/** What a code is bound to. */
export interface CodeGrant {
  siteId: string;
  clientId: string;
  identityId: string;
  redirectUri: string | null;
  codeChallenge: string;
  /** The visitor whose cart merges into the member's. */
  visitorId: string | null;
}

/** A code row as read. */
export type CodeRow = Selectable<OAuthCodesTable>;

/** Creates a code (in the caller's transaction); returns the code itself. */
export async function issueAuthorizationCode(db: Kysely<Database>, now: Date, grant: CodeGrant): Promise<string> {
  const code = randomSecret(32);
  await db
    .insertInto('oauth_codes')
    .values({
      code_hash: digest(code),
      site_id: grant.siteId,
      client_id: grant.clientId,
      identity_id: grant.identityId,
      redirect_uri: grant.redirectUri,
      code_challenge: grant.codeChallenge,
      visitor_id: grant.visitorId,
      created_at: now,
      expires_at: new Date(now.getTime() + AUTHORIZATION_CODE_TTL_MS),
    })
    .execute();
  return code;
}

/**
 * Takes the code for one exchange: marks it used and returns its row. Any exchange attempt uses it up, failed or not,
 * so a code cannot be tried twice. Undefined when it is unknown or was used already (see {@link findUsedCode}).
 */
export async function claimAuthorizationCode(db: Kysely<Database>, now: Date, code: string): Promise<CodeRow | undefined> {
  return db
    .updateTable('oauth_codes')
    .set({ used_at: now })
    .where('code_hash', '=', digest(code))
    .where('used_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** The row of a code that was used already, or undefined. */
export async function findUsedCode(db: Kysely<Database>, code: string): Promise<CodeRow | undefined> {
  return db.selectFrom('oauth_codes').selectAll().where('code_hash', '=', digest(code)).where('used_at', 'is not', null).executeTakeFirst();
}

/** Records which refresh token a code produced (revoked if the code is replayed). */
export async function recordCodeTokens(db: Kysely<Database>, codeHash: string, refreshTokenId: string): Promise<void> {
  await db.updateTable('oauth_codes').set({ refresh_token_id: refreshTokenId }).where('code_hash', '=', codeHash).execute();
}
