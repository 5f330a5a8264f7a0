// Membership plans of a merchant's site: list, get, create, update and delete.
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.js';
import type { MembershipPlansTable } from '../db/membership-tables.js';
import type { WireMembershipPlan } from '../../wire/memberships.js';
import { membershipPlanNotFound } from './membership-errors.js';
import type { MembershipPlanInput, MembershipPlanPatch } from './membership-schemas.js';

/** What plan and membership operations need: the database and the time. */
export interface MembershipDeps {
  db: Kysely<Database>;
  clock: () => Date;
}

/** A stored plan on the wire. */
export function wirePlan(row: Selectable<MembershipPlansTable>): WireMembershipPlan {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    allProducts: row.all_products,
    productIds: row.product_ids,
    collectionIds: row.collection_ids,
    uses: row.uses,
    durationDays: row.duration_days,
    createdDate: row.created_at.toISOString(),
    updatedDate: row.updated_at.toISOString(),
  };
}

/** The site's plans, oldest first. */
export async function listPlans(deps: MembershipDeps, siteId: string): Promise<WireMembershipPlan[]> {
  const rows = await deps.db.selectFrom('membership_plans').selectAll().where('site_id', '=', siteId).orderBy('created_at').orderBy('id').execute();
  return rows.map(wirePlan);
}

/** A plan row of the site; 404 MEMBERSHIP_PLAN_NOT_FOUND otherwise. */
export async function findPlan(db: Kysely<Database>, siteId: string, id: string): Promise<Selectable<MembershipPlansTable>> {
  const row = await db.selectFrom('membership_plans').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
  if (!row) throw membershipPlanNotFound(id);
  return row;
}

/** A plan of the site. */
export async function getPlan(deps: MembershipDeps, siteId: string, id: string): Promise<WireMembershipPlan> {
  return wirePlan(await findPlan(deps.db, siteId, id));
}

/** Creates a plan. */
export async function createPlan(deps: MembershipDeps, siteId: string, input: MembershipPlanInput): Promise<WireMembershipPlan> {
  const now = deps.clock();
  const row = await deps.db
    .insertInto('membership_plans')
    .values({
      id: randomUUID(),
      site_id: siteId,
      name: input.name.trim(),
      description: input.description ?? null,
      all_products: input.allProducts ?? false,
      product_ids: JSON.stringify(input.productIds ?? []),
      collection_ids: JSON.stringify(input.collectionIds ?? []),
      uses: input.uses ?? null,
      duration_days: input.durationDays ?? null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return wirePlan(row);
}

/** Changes a plan: the fields given replace the stored ones. An empty change answers the plan as it is. */
export async function updatePlan(deps: MembershipDeps, siteId: string, id: string, patch: MembershipPlanPatch): Promise<WireMembershipPlan> {
  const values = {
    ...(patch.name !== undefined ? { name: patch.name.trim() } : {}),
    ...(patch.description !== undefined ? { description: patch.description } : {}),
    ...(patch.allProducts !== undefined ? { all_products: patch.allProducts } : {}),
    ...(patch.productIds !== undefined ? { product_ids: JSON.stringify(patch.productIds) } : {}),
    ...(patch.collectionIds !== undefined ? { collection_ids: JSON.stringify(patch.collectionIds) } : {}),
    ...(patch.uses !== undefined ? { uses: patch.uses } : {}),
    ...(patch.durationDays !== undefined ? { duration_days: patch.durationDays } : {}),
  };
  if (Object.keys(values).length === 0) return getPlan(deps, siteId, id);
  const row = await deps.db
    .updateTable('membership_plans')
    .set({ ...values, updated_at: deps.clock() })
    .where('site_id', '=', siteId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw membershipPlanNotFound(id);
  return wirePlan(row);
}

/** Deletes a plan and the memberships assigned from it. */
export async function deletePlan(deps: MembershipDeps, siteId: string, id: string): Promise<void> {
  const deleted = await deps.db.deleteFrom('membership_plans').where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
  if (deleted.numDeletedRows === 0n) throw membershipPlanNotFound(id);
}
