// Discount rule scopes: the wire's catalog item and collection filters as the products and collections pricing matches.
import { STORES_APP_ID } from '../../wire/cart.js';
import type { DiscountScope } from '../../wire/discounts.js';
import type { Db } from '../catalog/index.js';
import { ALL_PRODUCTS_COLLECTION_ID, type ItemScope } from '../pricing/index.js';
import type { Violations } from './discount-errors.js';
import type { DiscountScopeInput } from './discount-rule-schemas.js';
import { missingCollections, missingProducts } from './scope-entities.js';

/** The items of wire scopes, read without the database (stored scopes were checked when written). */
export function itemScopeOf(scopes: readonly DiscountScopeInput[] | readonly DiscountScope[]): ItemScope {
  const productIds: string[] = [];
  const collectionIds: string[] = [];
  for (const scope of scopes) {
    if (scope.type === 'CATALOG_ITEM') {
      const ids = scope.catalogItemFilter?.catalogItemIds ?? [];
      if (ids.length === 0) collectionIds.push(ALL_PRODUCTS_COLLECTION_ID);
      else productIds.push(...ids);
    } else {
      const ids = scope.customFilter?.params?.collectionIds;
      if (Array.isArray(ids)) collectionIds.push(...ids.filter((id): id is string => typeof id === 'string'));
    }
  }
  return { productIds: [...new Set(productIds)], collectionIds: [...new Set(collectionIds)] };
}

/**
 * Checks wire scopes against the store: the store's app id, collection ids as a list of strings, and products and
 * collections that exist. Returns the scopes as stored (each with an id) after recording any violation.
 */
export async function checkScopes(
  db: Db,
  siteId: string,
  scopes: readonly DiscountScopeInput[],
  path: string,
  violations: Violations,
): Promise<DiscountScope[]> {
  const stored: DiscountScope[] = [];
  for (const [i, scope] of scopes.entries()) {
    const at = `${path}[${i}]`;
    const id = scope.id ?? `scope-${i + 1}`;
    if (scope.type === 'CATALOG_ITEM') {
      const filter = scope.catalogItemFilter;
      if (!filter) {
        violations.add(`${at}.catalogItemFilter`, 'is required for a CATALOG_ITEM scope', 'REQUIRED_FIELD');
        continue;
      }
      if (filter.catalogAppId !== STORES_APP_ID) {
        violations.add(`${at}.catalogItemFilter.catalogAppId`, `must be the store catalog's app id ${STORES_APP_ID}`, 'VALIDATION', {
          allowed: [STORES_APP_ID],
        });
        continue;
      }
      const ids = filter.catalogItemIds ?? [];
      const missing = await missingProducts(db, siteId, ids);
      ids.forEach((pid, j) => {
        if (missing.has(pid)) violations.add(`${at}.catalogItemFilter.catalogItemIds[${j}]`, 'is not a product of this store', 'VALIDATION', { id: pid });
      });
      stored.push({ id, type: 'CATALOG_ITEM', catalogItemFilter: { catalogAppId: STORES_APP_ID, ...(ids.length > 0 ? { catalogItemIds: [...ids] } : {}) } });
      continue;
    }
    const custom = scope.customFilter;
    const ids = custom?.params?.collectionIds;
    if (custom?.appId !== undefined && custom.appId !== STORES_APP_ID) {
      violations.add(`${at}.customFilter.appId`, `must be the store catalog's app id ${STORES_APP_ID}`, 'VALIDATION', { allowed: [STORES_APP_ID] });
      continue;
    }
    if (!Array.isArray(ids) || ids.length === 0 || ids.length > 50 || !ids.every((c) => typeof c === 'string' && c.length > 0 && c.length <= 100)) {
      violations.add(
        `${at}.customFilter.params.collectionIds`,
        'must list 1 to 50 collection ids: the only custom filter of this store is by collection',
        'VALIDATION',
      );
      continue;
    }
    const missing = await missingCollections(db, siteId, ids as string[]);
    (ids as string[]).forEach((cid, j) => {
      if (missing.has(cid)) violations.add(`${at}.customFilter.params.collectionIds[${j}]`, 'is not a collection of this store', 'VALIDATION', { id: cid });
    });
    stored.push({ id, type: 'CUSTOM_FILTER', customFilter: { appId: STORES_APP_ID, params: { collectionIds: [...(ids as string[])] } } });
  }
  return stored;
}
