// Variants follow the options: one per choice combination, keeping the variants whose choices survive a change.
import { randomUUID } from 'node:crypto';
import { DEFAULT_VARIANT_ID } from '../../../wire/catalog.js';
import type { StoredOption } from '../../db/catalog-tables.js';

/** Every combination of one choice per option, in option order; `[{}]` without options. */
export function choiceCombinations(options: readonly StoredOption[]): Record<string, string>[] {
  let combinations: Record<string, string>[] = [{}];
  for (const option of options) {
    combinations = combinations.flatMap((partial) => option.choices.map((choice) => ({ ...partial, [option.name]: choice.description })));
  }
  return combinations;
}

/** Same option → choice pairs. */
export function sameChoices(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

/** What to do with a product's variants so they match its options. */
export interface VariantPlan<V> {
  /** Existing variants that stay, with their new positions. */
  keep: { variant: V; position: number }[];
  /** New variants to insert. */
  create: { id: string; choices: Record<string, string>; position: number }[];
  /** Ids of variants to delete. */
  remove: string[];
}

/**
 * Matches existing variants to the options' combinations: a combination that an existing variant
 * has keeps it (price, stock and id stay); the others get new variants (the default variant id when
 * there are no options); variants of vanished combinations are removed.
 */
export function planVariants<V extends { id: string; choices: Record<string, string> }>(
  options: readonly StoredOption[],
  existing: readonly V[],
): VariantPlan<V> {
  const plan: VariantPlan<V> = { keep: [], create: [], remove: [] };
  const unmatched = new Set(existing);
  for (const [position, choices] of choiceCombinations(options).entries()) {
    const match = [...unmatched].find((v) => sameChoices(v.choices, choices));
    if (match) {
      unmatched.delete(match);
      plan.keep.push({ variant: match, position });
    } else {
      plan.create.push({ id: options.length === 0 ? DEFAULT_VARIANT_ID : randomUUID(), choices, position });
    }
  }
  plan.remove = [...unmatched].map((v) => v.id);
  return plan;
}
