// Row types of the dashboard's sign-in: staff sessions and staff invitations.
import type { Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './core-tables.js';

/** A dashboard session of a staff account: the cookie's token as a digest, and the CSRF token its writes carry. */
export interface StaffSessionsTable {
  id: Generated<string>;
  site_id: string;
  staff_id: string;
  /** SHA-256 of the cookie's token, hex. */
  token_hash: string;
  csrf_token: string;
  created_at: CreatedAt;
  /** Slides forward with use (12 hours idle), never past 7 days after sign-in. */
  expires_at: Timestamp;
  revoked_at: Date | null;
}

/** An e-mailed invitation to become staff of a site. */
export interface StaffInvitationsTable {
  id: Generated<string>;
  site_id: string;
  email: string;
  email_normalized: string;
  role: 'owner' | 'staff';
  /** SHA-256 of the link's token, hex. */
  token_hash: string;
  /** The staff account that invited. */
  invited_by: string | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
  accepted_at: Date | null;
  revoked_at: Date | null;
}

export interface AdminTables {
  staff_sessions: StaffSessionsTable;
  staff_invitations: StaffInvitationsTable;
}
