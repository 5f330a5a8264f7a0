// Memberships of members: assign a plan to a member, list a member's memberships, revoke one; and their status at a time.
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { MemberMembershipsTable, MembershipPlansTable } from '../db/membership-tables.js';
import type { Database } from '../db/schema.js';
import { notFound } from '../http/http-error.js';
import type { MembershipStatus, WireMemberMembership } from '../../wire/memberships.js';
import { membershipNotFound } from './membership-errors.js';
import type { AssignMembershipInput } from './membership-schemas.js';
import { findPlan, type MembershipDeps } from './plan-store.js';

/** A membership with the plan it was assigned from. */
export type MembershipWithPlan = Selectable<MemberMembershipsTable> & { plan: Selectable<MembershipPlansTable> };

const DAY_MS = 86_400_000;

/** Where a membership stands at `now`: revoked, expired, used up or active, in that order. */
export function membershipStatus(row: Selectable<MemberMembershipsTable>, now: Date): MembershipStatus {
  if (row.revoked_at) return 'REVOKED';
  if (row.expires_at && row.expires_at.getTime() <= now.getTime()) return 'EXPIRED';
  if (row.uses_remaining !== null && row.uses_remaining <= 0) return 'USED_UP';
  return 'ACTIVE';
}

/** A membership on the merchant's wire. */
export function wireMembership(row: MembershipWithPlan, now: Date): WireMemberMembership {
  return {
    id: row.id,
    planId: row.plan_id,
    memberId: row.member_id,
    name: row.plan.name,
    credits: row.uses_total === null ? null : { total: row.uses_total, remaining: row.uses_remaining ?? 0 },
    expirationDate: row.expires_at?.toISOString() ?? null,
    status: membershipStatus(row, now),
    createdDate: row.created_at.toISOString(),
  };
}

/** A member's memberships with their plans (revoked ones too), oldest first. */
export async function loadMemberships(db: Kysely<Database>, siteId: string, memberId: string): Promise<MembershipWithPlan[]> {
  const rows = await db
    .selectFrom('member_memberships as m')
    .innerJoin('membership_plans as p', 'p.id', 'm.plan_id')
    .selectAll('m')
    .select((eb) => eb.fn.toJson('p').as('plan'))
    .where('m.site_id', '=', siteId)
    .where('m.member_id', '=', memberId)
    .orderBy('m.created_at')
    .orderBy('m.id')
    .execute();
  // to_json gives the plan's timestamps as strings: read them back as dates.
  return rows.map((row) => {
    const plan = row.plan as unknown as Selectable<MembershipPlansTable> & { created_at: string | Date; updated_at: string | Date };
    return { ...row, plan: { ...plan, created_at: new Date(plan.created_at), updated_at: new Date(plan.updated_at) } };
  });
}

async function requireMember(db: Kysely<Database>, siteId: string, memberId: string): Promise<void> {
  const member = await db.selectFrom('identities').select('status').where('site_id', '=', siteId).where('id', '=', memberId).executeTakeFirst();
  if (!member || member.status === 'DELETED') throw notFound('MEMBER_NOT_FOUND', 'Member', { id: memberId });
}

/** A member's memberships on the wire; 404 for a member the site does not have. */
export async function listMemberMemberships(deps: MembershipDeps, siteId: string, memberId: string): Promise<WireMemberMembership[]> {
  await requireMember(deps.db, siteId, memberId);
  const now = deps.clock();
  return (await loadMemberships(deps.db, siteId, memberId)).map((row) => wireMembership(row, now));
}

/** Assigns a plan to a member: its uses, and an end from `expirationDate` or from the plan's duration. */
export async function assignMembership(deps: MembershipDeps, siteId: string, memberId: string, input: AssignMembershipInput): Promise<WireMemberMembership> {
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    await requireMember(trx, siteId, memberId);
    const plan = await findPlan(trx, siteId, input.planId);
    const expiresAt =
      input.expirationDate !== undefined
        ? input.expirationDate
          ? new Date(input.expirationDate)
          : null
        : plan.duration_days !== null
          ? new Date(now.getTime() + plan.duration_days * DAY_MS)
          : null;
    const row = await trx
      .insertInto('member_memberships')
      .values({
        id: randomUUID(),
        site_id: siteId,
        plan_id: plan.id,
        member_id: memberId,
        uses_total: plan.uses,
        uses_remaining: plan.uses,
        expires_at: expiresAt,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return wireMembership({ ...row, plan }, now);
  });
}

/** Revokes a membership: it pays for nothing from now on (orders it paid stay paid). */
export async function revokeMembership(deps: MembershipDeps, siteId: string, id: string): Promise<void> {
  const revoked = await deps.db
    .updateTable('member_memberships')
    .set({ revoked_at: deps.clock() })
    .where('site_id', '=', siteId)
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (revoked.numUpdatedRows === 0n) {
    const exists = await deps.db.selectFrom('member_memberships').select('id').where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
    if (!exists) throw membershipNotFound(id);
  }
}
