// What a site asks of its members: e-mail verification and owner approval, read from the site's settings.
import type { Kysely } from 'kysely';
import type { PendingReason } from '../../db/identity-tables.js';
import type { Database } from '../../db/schema.js';
import { brandOf, type MailBrand } from '../../mail/index.js';

/** A site's name and member rules. */
export interface SitePolicy {
  name: string;
  /** How the site's e-mails look. */
  brand: MailBrand;
  /** @default true */
  requireEmailVerification: boolean;
  /** @default false */
  requireOwnerApproval: boolean;
}

/** The policy of a site (a missing site reads as the defaults, named by its id). */
export async function sitePolicy(db: Kysely<Database>, siteId: string): Promise<SitePolicy> {
  const row = await db.selectFrom('sites').select(['name', 'settings']).where('id', '=', siteId).executeTakeFirst();
  return {
    name: row?.name ?? siteId,
    brand: brandOf({ name: row?.name ?? siteId, settings: row?.settings ?? {} }),
    requireEmailVerification: row?.settings.requireEmailVerification ?? true,
    requireOwnerApproval: row?.settings.requireOwnerApproval ?? false,
  };
}

/** The reasons a newly registered member starts PENDING with. */
export function pendingReasonsFor(policy: SitePolicy): PendingReason[] {
  const reasons: PendingReason[] = [];
  if (policy.requireEmailVerification) reasons.push('PENDING_EMAIL_VERIFICATION_REQUIRED');
  if (policy.requireOwnerApproval) reasons.push('PENDING_ADMIN_APPROVAL_REQUIRED');
  return reasons;
}
