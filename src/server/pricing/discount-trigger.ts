// A discount rule's trigger as pricing checks it: subtotal and item-quantity ranges over items in scope, chained with and/or.
import type { PricedLine } from './line-pricing.js';

/** Id of the catalog's "All Products" collection: a scope naming it takes every product. */
export const ALL_PRODUCTS_COLLECTION_ID = '00000000-000000-000000-000000000001';

/** Collection ids of a product, for scopes of collections. */
export type CollectionsOf = (productId: string) => readonly string[];

/** Products and collections whose lines count. */
export interface ItemScope {
  productIds: readonly string[];
  collectionIds: readonly string[];
}

/** A condition a cart must meet; amounts in minor units, bounds inclusive, null = unbounded. */
export type TriggerCondition =
  | { kind: 'and'; conditions: readonly TriggerCondition[] }
  | { kind: 'or'; conditions: readonly TriggerCondition[] }
  | { kind: 'subtotal'; from: number | null; to: number | null; scope: ItemScope | null }
  | { kind: 'quantity'; from: number | null; to: number | null; scope: ItemScope | null };

/** True when the line's product is in the scope (by product, by collection, or All Products). */
export function lineInItemScope(scope: ItemScope, line: PricedLine, collectionsOf: CollectionsOf): boolean {
  const productId = line.item?.productId;
  if (!productId) return false;
  if (scope.productIds.includes(productId)) return true;
  if (scope.collectionIds.includes(ALL_PRODUCTS_COLLECTION_ID)) return true;
  return collectionsOf(productId).some((c) => scope.collectionIds.includes(c));
}

function within(value: number, from: number | null, to: number | null): boolean {
  return (from === null || value >= from) && (to === null || value <= to);
}

/** True when the purchasable lines meet the condition. */
export function triggerHolds(condition: TriggerCondition, lines: readonly PricedLine[], collectionsOf: CollectionsOf): boolean {
  switch (condition.kind) {
    case 'and':
      return condition.conditions.every((c) => triggerHolds(c, lines, collectionsOf));
    case 'or':
      return condition.conditions.some((c) => triggerHolds(c, lines, collectionsOf));
    case 'subtotal':
    case 'quantity': {
      const { scope } = condition;
      const counted = lines.filter((l) => l.purchasable && (scope === null || lineInItemScope(scope, l, collectionsOf)));
      const value = counted.reduce((sum, l) => sum + (condition.kind === 'subtotal' ? l.total : l.quantity), 0);
      return within(value, condition.from, condition.to);
    }
  }
}
