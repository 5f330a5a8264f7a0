// Which of a member's memberships can pay which cart lines, and whether a buyer's choice of memberships holds.
import type { FieldViolation } from '../../wire/errors.js';
import { TOTE_MEMBERSHIPS_APP_ID, type WireMembershipOption, type WireMembershipOptions } from '../../wire/memberships.js';
import { membershipStatus, type MembershipWithPlan } from './member-membership-store.js';

/** What eligibility knows of a line. */
export interface MembershipLine {
  id: string;
  /** Undefined when the product no longer exists. */
  productId: string | undefined;
  collectionIds: readonly string[];
  quantity: number;
  /** The line counts toward totals (in stock, visible). */
  purchasable: boolean;
}

/** A membership that can pay some lines now. */
export interface EligibleMembership {
  membership: MembershipWithPlan;
  lineItemIds: string[];
  /** Units it may still pay for; undefined: no limit. */
  remaining: number | undefined;
}

/** The memberships of a member against a cart's lines. */
export interface MembershipEligibility {
  eligible: EligibleMembership[];
  invalid: { membership: MembershipWithPlan; lineItemIds: string[]; reason: string }[];
}

/** The buyer's choice as the wire gives it (`selectedMemberships.memberships`). */
export interface MembershipChoice {
  id?: string | undefined;
  appId?: string | undefined;
  lineItemIds?: readonly string[] | undefined;
}

/** A choice checked against eligibility: which membership pays each line, or why the choice does not hold. */
export interface ResolvedChoice {
  paidBy: Map<string, string>;
  violations: FieldViolation[];
}

function covers(membership: MembershipWithPlan, line: MembershipLine): boolean {
  if (!line.purchasable || line.productId === undefined) return false;
  const plan = membership.plan;
  return plan.all_products || plan.product_ids.includes(line.productId) || line.collectionIds.some((id) => plan.collection_ids.includes(id));
}

/** Sorts memberships into those that can pay lines now and those that would but cannot (expired, used up); revoked ones are left out. */
export function membershipEligibility(memberships: readonly MembershipWithPlan[], lines: readonly MembershipLine[], now: Date): MembershipEligibility {
  const result: MembershipEligibility = { eligible: [], invalid: [] };
  for (const membership of memberships) {
    const covered = lines.filter((line) => covers(membership, line));
    if (covered.length === 0) continue;
    const status = membershipStatus(membership, now);
    const ids = covered.map((line) => line.id);
    if (status === 'REVOKED') continue;
    if (status === 'EXPIRED') {
      result.invalid.push({ membership, lineItemIds: ids, reason: `Expired on ${membership.expires_at!.toISOString().slice(0, 10)}` });
      continue;
    }
    if (status === 'USED_UP') {
      result.invalid.push({ membership, lineItemIds: ids, reason: 'No uses left' });
      continue;
    }
    const remaining = membership.uses_remaining ?? undefined;
    const payable = covered.filter((line) => remaining === undefined || line.quantity <= remaining).map((line) => line.id);
    if (payable.length === 0) result.invalid.push({ membership, lineItemIds: ids, reason: `Only ${remaining} uses left` });
    else result.eligible.push({ membership, lineItemIds: payable, remaining });
  }
  return result;
}

/**
 * Checks the buyer's choice: each membership must be eligible and of Tote's app, each line one it can pay and chosen once,
 * and the quantities it pays within its uses left. Field paths are relative to `field` (`selectedMemberships.memberships`).
 */
export function resolveMembershipChoice(
  eligibility: MembershipEligibility,
  choices: readonly MembershipChoice[],
  lines: readonly MembershipLine[],
  field: string,
): ResolvedChoice {
  const paidBy = new Map<string, string>();
  const violations: FieldViolation[] = [];
  const quantityOf = new Map(lines.map((line) => [line.id, line.quantity]));
  choices.forEach((choice, i) => {
    const at = `${field}[${i}]`;
    if (choice.appId !== undefined && choice.appId !== TOTE_MEMBERSHIPS_APP_ID) {
      violations.push({
        field: `${at}.appId`,
        description: `must be ${TOTE_MEMBERSHIPS_APP_ID}, the app of this store's memberships`,
        violatedRule: 'VALIDATION',
      });
      return;
    }
    const eligible = eligibility.eligible.find((e) => e.membership.id === choice.id);
    if (!eligible) {
      violations.push({ field: `${at}.id`, description: 'is not a membership of this member that can pay lines of this cart', violatedRule: 'VALIDATION' });
      return;
    }
    let used = 0;
    (choice.lineItemIds ?? []).forEach((lineId, j) => {
      if (!eligible.lineItemIds.includes(lineId)) {
        violations.push({ field: `${at}.lineItemIds[${j}]`, description: 'is not a line this membership can pay', violatedRule: 'VALIDATION' });
      } else if (paidBy.has(lineId)) {
        violations.push({ field: `${at}.lineItemIds[${j}]`, description: 'is paid by another chosen membership already', violatedRule: 'VALIDATION' });
      } else {
        paidBy.set(lineId, eligible.membership.id);
        used += quantityOf.get(lineId) ?? 0;
      }
    });
    if (eligible.remaining !== undefined && used > eligible.remaining) {
      violations.push({ field: `${at}.lineItemIds`, description: `pay for ${used} units, more than the ${eligible.remaining} uses left`, violatedRule: 'MAX' });
    }
  });
  return { paidBy, violations };
}

function option(membership: MembershipWithPlan, lineItemIds: string[]): WireMembershipOption {
  return {
    id: membership.id,
    appId: TOTE_MEMBERSHIPS_APP_ID,
    name: { original: membership.plan.name },
    lineItemIds,
    ...(membership.uses_total !== null ? { credits: { total: membership.uses_total, remaining: membership.uses_remaining ?? 0 } } : {}),
    ...(membership.expires_at ? { expirationDate: membership.expires_at.toISOString() } : {}),
  };
}

/** The lines each chosen membership pays (membership id → line ids), from the line → membership map a choice resolves to. */
export function linesByMembership(paidBy: ReadonlyMap<string, string>): Map<string, string[]> {
  const lines = new Map<string, string[]>();
  for (const [lineId, membershipId] of paidBy) lines.set(membershipId, [...(lines.get(membershipId) ?? []), lineId]);
  return lines;
}

/** The wire's `membershipOptions`: eligible and invalid memberships, and the chosen ones with the lines each pays. */
export function wireMembershipOptions(eligibility: MembershipEligibility, paidBy: ReadonlyMap<string, string>): WireMembershipOptions {
  const selected = linesByMembership(paidBy);
  return {
    eligibleMemberships: eligibility.eligible.map((e) => option(e.membership, e.lineItemIds)),
    invalidMemberships: eligibility.invalid.map((i) => ({ membership: option(i.membership, i.lineItemIds), reason: i.reason })),
    selectedMemberships: [...selected].map(([id, lineItemIds]) => ({ id, appId: TOTE_MEMBERSHIPS_APP_ID, lineItemIds })),
  };
}
