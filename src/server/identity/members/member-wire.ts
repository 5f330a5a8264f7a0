// A member in the members API's shape: login e-mail, status, contact and profile of an identity row.
import type { Member } from '../../../wire/identity.js';
import type { IdentityRow } from './identities.js';
import { contactToWire } from './member-contact.js';

const MEMBER_STATUS = { ACTIVE: 'APPROVED', PENDING: 'PENDING', BLOCKED: 'BLOCKED', DELETED: 'DELETED' } as const;

/** An identity in the members API's shape. */
export function memberToWire(row: IdentityRow): Member {
  const p = row.profile;
  return {
    id: row.id,
    loginEmail: row.email,
    loginEmailVerified: row.email_verified,
    status: MEMBER_STATUS[row.status],
    identityStatus: { name: row.status, reasons: row.pending_reasons },
    contact: contactToWire(p),
    profile: { ...(p.nickname ? { nickname: p.nickname } : {}), ...(p.picture ? { photo: { url: p.picture } } : {}) },
    createdDate: row.created_at.toISOString(),
    updatedDate: row.updated_at.toISOString(),
  };
}
