// The site owner's hold on members: list, approve a pending member, block, unblock and delete (blocking and deleting end every session).
import type { Kysely } from 'kysely';
import type { Member } from '../../../wire/identity.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { applicationError, notFound } from '../../http/http-error.js';
import { endMemberSessions } from '../sessions/end-member-sessions.js';
import { findIdentity, setIdentityStatus, statusFor, type IdentityRow } from './identities.js';
import { queueMemberStatusChange } from './member-events.js';
import { memberToWire } from './member-wire.js';
import type { EventIdentity } from '../../../wire/events.js';

async function load(trx: Kysely<Database>, siteId: string, id: string): Promise<IdentityRow> {
  const identity = await findIdentity(trx, siteId, id, { forUpdate: true });
  if (!identity || identity.status === 'DELETED') throw notFound('MEMBER_NOT_FOUND', 'Member');
  return identity;
}

/** Members of a site, newest first, optionally of one identity status. */
export async function listMembers(
  ctx: AppContext,
  siteId: string,
  options: { status?: IdentityRow['status']; limit: number; offset: number },
): Promise<{ members: Member[]; metadata: { count: number; offset: number; total: number } }> {
  let query = ctx.db.selectFrom('identities').where('site_id', '=', siteId);
  query = options.status ? query.where('status', '=', options.status) : query.where('status', '<>', 'DELETED');
  const [rows, total] = await Promise.all([
    query.selectAll().orderBy('created_at', 'desc').orderBy('id').limit(options.limit).offset(options.offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { members: rows.map(memberToWire), metadata: { count: rows.length, offset: options.offset, total: Number(total.n) } };
}

/** One member of a site. */
export async function getMember(ctx: AppContext, siteId: string, id: string): Promise<Member> {
  const identity = await findIdentity(ctx.db, siteId, id);
  if (!identity || identity.status === 'DELETED') throw notFound('MEMBER_NOT_FOUND', 'Member');
  return memberToWire(identity);
}

/** Sets a member's status and reasons, writing STATUS_CHANGED (caused by `by`) when the status changed. */
async function changeStatus(
  ctx: AppContext,
  trx: Kysely<Database>,
  identity: IdentityRow,
  change: Parameters<typeof setIdentityStatus>[3],
  by: EventIdentity,
): Promise<IdentityRow> {
  const now = ctx.clock();
  const updated = await setIdentityStatus(trx, identity.site_id, identity.id, change, now);
  await queueMemberStatusChange(trx, identity.status, updated, by, now);
  return updated;
}

/** Approves a member waiting for the owner; a member still waiting for e-mail verification stays PENDING for that. `by`: who approved. */
export async function approveMember(ctx: AppContext, siteId: string, id: string, by: EventIdentity): Promise<Member> {
  return ctx.db.transaction().execute(async (trx) => {
    const identity = await load(trx, siteId, id);
    if (identity.status === 'BLOCKED') throw applicationError(409, 'MEMBER_BLOCKED', 'Member is blocked', 'Unblock the member instead');
    const reasons = identity.pending_reasons.filter((r) => r !== 'PENDING_ADMIN_APPROVAL_REQUIRED');
    return memberToWire(await changeStatus(ctx, trx, identity, statusFor(reasons), by));
  });
}

/** Blocks a member: no login, no token renewal, no hosted session. */
export async function blockMember(ctx: AppContext, siteId: string, id: string, by: EventIdentity): Promise<Member> {
  return ctx.db.transaction().execute(async (trx) => {
    const identity = await load(trx, siteId, id);
    const updated = await changeStatus(ctx, trx, identity, { status: 'BLOCKED', pending_reasons: identity.pending_reasons }, by);
    await endMemberSessions(ctx, trx, siteId, id);
    return memberToWire(updated);
  });
}

/** Unblocks a member: ACTIVE again, or PENDING when reasons remain. */
export async function unblockMember(ctx: AppContext, siteId: string, id: string, by: EventIdentity): Promise<Member> {
  return ctx.db.transaction().execute(async (trx) => {
    const identity = await load(trx, siteId, id);
    if (identity.status !== 'BLOCKED') return memberToWire(identity);
    return memberToWire(await changeStatus(ctx, trx, identity, statusFor(identity.pending_reasons), by));
  });
}

/** Deletes a member: DELETED (the e-mail is free again), every session ended. */
export async function deleteMember(ctx: AppContext, siteId: string, id: string, by: EventIdentity): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const identity = await load(trx, siteId, id);
    await changeStatus(ctx, trx, identity, { status: 'DELETED', pending_reasons: identity.pending_reasons }, by);
    await endMemberSessions(ctx, trx, siteId, id);
  });
}
