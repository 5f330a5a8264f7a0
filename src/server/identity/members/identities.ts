// Members' identities in the database: lookups by e-mail or id, status changes, and the wire shape.
import type { Kysely, Selectable } from 'kysely';
import type { Identity } from '../../../wire/identity.js';
import type { IdentitiesTable, IdentityStatus, PendingReason } from '../../db/identity-tables.js';
import type { Database } from '../../db/schema.js';
import { profileToWire } from './profile.js';

/** An identity row as read. */
export type IdentityRow = Selectable<IdentitiesTable>;

/** The identity of a site with this normalized e-mail that is not DELETED. */
export async function findIdentityByEmail(db: Kysely<Database>, siteId: string, emailNormalized: string): Promise<IdentityRow | undefined> {
  return db
    .selectFrom('identities')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('email_normalized', '=', emailNormalized)
    .where('status', '<>', 'DELETED')
    .executeTakeFirst();
}

/** The identity of a site with this id (any status), optionally locked for update. */
export async function findIdentity(db: Kysely<Database>, siteId: string, id: string, options: { forUpdate?: boolean } = {}): Promise<IdentityRow | undefined> {
  let query = db.selectFrom('identities').selectAll().where('site_id', '=', siteId).where('id', '=', id);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Status and pending reasons that follow from the reasons still open. */
export function statusFor(reasons: readonly PendingReason[]): { status: IdentityStatus; pending_reasons: PendingReason[] } {
  return reasons.length ? { status: 'PENDING', pending_reasons: [...reasons] } : { status: 'ACTIVE', pending_reasons: [] };
}

/** Sets status and reasons (and bumps the revision); returns the updated row. */
export async function setIdentityStatus(
  db: Kysely<Database>,
  siteId: string,
  id: string,
  change: { status: IdentityStatus; pending_reasons: PendingReason[]; email_verified?: boolean },
  now: Date,
): Promise<IdentityRow> {
  return db
    .updateTable('identities')
    .set((eb) => ({ ...change, updated_at: now, revision: eb('revision', '+', 1) }))
    .where('site_id', '=', siteId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The identity as the wire carries it (API.md: `id`, `createdDate`, ...; the SDK renames them). */
export function identityToWire(row: IdentityRow): Identity & { connections: never[]; metadata: Record<string, never> } {
  return {
    id: row.id,
    revision: String(row.revision),
    createdDate: row.created_at.toISOString(),
    updatedDate: row.updated_at.toISOString(),
    connections: [],
    identityProfile: profileToWire(row.profile),
    metadata: {},
    email: { address: row.email, isVerified: row.email_verified },
    status: { name: row.status, reasons: row.pending_reasons },
    factors: row.password_hash ? [{ factorId: row.id, type: 'PASSWORD', status: 'ACTIVE' }] : [],
  };
}
