// Inviting staff: an e-mailed one-time link (its token stored as a digest) that makes a staff account and signs it in.
import { shopNameOf } from './shop-name.js';
import type { FastifyReply } from 'fastify';
import type { AdminSessionResponse, InviteStaffRequest, StaffInvitation } from '../../wire/admin.js';
import { digest, randomSecret } from '../auth/index.js';
import type { AppContext } from '../context.js';
import { fieldError } from '../http/http-error.js';
import { isEmailAddress, normalizeEmail } from '../identity/index.js';
import { brandOf, queueMail } from '../mail/index.js';
import { createStaffAccount } from '../site/index.js';
import { invalidInvitation, invitationNotFound } from './admin-errors.js';
import { staffInvitationMail } from './staff-mails.js';
import { startStaffSession } from './staff-sessions.js';

/** How long an invitation link works. */
export const INVITATION_TTL_DAYS = 7;
const INVITATION_TTL_MS = INVITATION_TTL_DAYS * 24 * 3600_000;

function wire(row: { id: string; email: string; role: 'owner' | 'staff'; expires_at: Date }): StaffInvitation {
  return { id: row.id, email: row.email, role: row.role, expiresDate: row.expires_at.toISOString() };
}

/** The site's invitations neither accepted, withdrawn nor expired, oldest first. */
export async function pendingInvitations(ctx: Pick<AppContext, 'db' | 'clock'>, siteId: string): Promise<StaffInvitation[]> {
  const rows = await ctx.db
    .selectFrom('staff_invitations')
    .select(['id', 'email', 'role', 'expires_at'])
    .where('site_id', '=', siteId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', ctx.clock())
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(wire);
}

/**
 * Invites a person by e-mail (one transaction: an earlier pending invitation of the address is withdrawn, the new one
 * stored, the mail queued). A field violation when the address is malformed or already has an account on the site.
 */
export async function inviteStaff(ctx: AppContext, siteId: string, invitedBy: string | undefined, input: InviteStaffRequest): Promise<StaffInvitation> {
  const email = input.email.trim();
  const normalized = normalizeEmail(email);
  if (!isEmailAddress(normalized)) throw fieldError('email', 'must be a valid e-mail address', 'FORMAT');
  const token = randomSecret(32);
  const now = ctx.clock();
  return ctx.db.transaction().execute(async (trx) => {
    const site = await trx.selectFrom('sites').select(['name', 'settings']).where('id', '=', siteId).executeTakeFirstOrThrow();
    const taken = await trx
      .selectFrom('staff_accounts')
      .select('id')
      .where('site_id', '=', siteId)
      .where('email_normalized', '=', normalized)
      .executeTakeFirst();
    if (taken) throw fieldError('email', 'already has an account on this site', 'VALIDATION');
    await trx
      .updateTable('staff_invitations')
      .set({ revoked_at: now })
      .where('site_id', '=', siteId)
      .where('email_normalized', '=', normalized)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .execute();
    const row = await trx
      .insertInto('staff_invitations')
      .values({
        site_id: siteId,
        email,
        email_normalized: normalized,
        role: input.role,
        token_hash: digest(token),
        invited_by: invitedBy ?? null,
        created_at: now,
        expires_at: new Date(now.getTime() + INVITATION_TTL_MS),
        accepted_at: null,
        revoked_at: null,
      })
      .returning(['id', 'email', 'role', 'expires_at'])
      .executeTakeFirstOrThrow();
    const link = `${ctx.config.publicUrl}/admin/#/accept?token=${encodeURIComponent(token)}`;
    await queueMail(trx, staffInvitationMail(siteId, brandOf(site), email, input.role, link, INVITATION_TTL_DAYS), now);
    return wire(row);
  });
}

/** Withdraws a pending invitation of the site (404 when there is none with this id). */
export async function revokeInvitation(ctx: Pick<AppContext, 'db' | 'clock'>, siteId: string, id: string): Promise<void> {
  const result = await ctx.db
    .updateTable('staff_invitations')
    .set({ revoked_at: ctx.clock() })
    .where('site_id', '=', siteId)
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw invitationNotFound(id);
}

/**
 * Accepts an invitation: in one transaction the invitation is used up (locked, so a link works once), the account made
 * with the chosen password and its session started. 400 INVALID_INVITATION for an unknown, used, withdrawn or expired token.
 */
export async function acceptInvitation(ctx: AppContext, reply: FastifyReply, token: string, password: string): Promise<AdminSessionResponse> {
  const now = ctx.clock();
  return ctx.db.transaction().execute(async (trx) => {
    const invitation = await trx
      .selectFrom('staff_invitations')
      .select(['id', 'site_id', 'email', 'role', 'expires_at', 'accepted_at', 'revoked_at'])
      .where('token_hash', '=', digest(token))
      .forUpdate()
      .executeTakeFirst();
    if (!invitation || invitation.accepted_at || invitation.revoked_at || invitation.expires_at.getTime() <= now.getTime()) throw invalidInvitation();
    const account = await createStaffAccount(trx, invitation.site_id, { email: invitation.email, password, role: invitation.role }, 'invitation');
    await trx.updateTable('staff_invitations').set({ accepted_at: now }).where('id', '=', invitation.id).execute();
    const csrfToken = await startStaffSession(ctx, trx, reply, { id: account.id, siteId: invitation.site_id });
    return {
      staff: { id: account.id, email: account.email, role: invitation.role, siteId: invitation.site_id, totpEnabled: false },
      csrfToken,
      shopName: await shopNameOf(trx, invitation.site_id),
    };
  });
}
