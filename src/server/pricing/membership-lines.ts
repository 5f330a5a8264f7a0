// Lines a membership pays, priced at 0 before discounts, shipping and tax are worked out.
import type { PricedLine } from './line-pricing.js';

/** The lines with those a membership pays priced at 0 (Wix: a MEMBERSHIP line's price is 0); no discount or tax falls on them. */
export function withMembershipLines(lines: readonly PricedLine[], paidBy: ReadonlyMap<string, string>): PricedLine[] {
  if (paidBy.size === 0) return [...lines];
  return lines.map((l) => (paidBy.has(l.id) ? { ...l, unitPrice: 0, fullUnitPrice: 0, total: 0 } : l));
}
