// The Wix Stores recommendation algorithms Tote runs, by the ids Wix gives them, and what each says about itself.
import { STORES_ALGORITHMS, WIX_STORES_APP_ID, type AlgorithmInfo, type AlgorithmType } from '../../wire/recommendations.js';

/** An algorithm Tote runs: its id, its name and description, and how it works. */
export interface StoreAlgorithm {
  id: string;
  name: string;
  description: string;
  algorithmType: AlgorithmType;
}

/** The four Wix Stores algorithms. Tote keeps no page views: "viewed together" recommends as "from the same categories". */
export const ALGORITHMS: readonly StoreAlgorithm[] = [
  {
    id: STORES_ALGORITHMS.SAME_CATEGORIES,
    name: 'From the same categories',
    description: 'Items that share the most collections with the given items, then other items, newest first.',
    algorithmType: 'RELATED_ITEMS',
  },
  {
    id: STORES_ALGORITHMS.BOUGHT_TOGETHER,
    name: 'Frequently bought together',
    description: 'Items bought in the same orders as the first given item, then items from the same categories.',
    algorithmType: 'RELATED_ITEMS',
  },
  {
    id: STORES_ALGORITHMS.VIEWED_TOGETHER,
    name: 'Frequently viewed together',
    description: 'The store records no page views: items from the same categories as the given items.',
    algorithmType: 'RELATED_ITEMS',
  },
  {
    id: STORES_ALGORITHMS.BEST_SELLERS,
    name: 'Best sellers',
    description: 'The items sold most (units in orders not canceled), then other items, newest first.',
    algorithmType: 'GLOBAL',
  },
];

/** The algorithms as GET /v1/recommendations/algorithms lists them. */
export function algorithmInfos(): AlgorithmInfo[] {
  return ALGORITHMS.map((a) => ({
    config: { algorithmId: a.id, name: a.name, description: a.description, additionalInfo: '', algorithmType: a.algorithmType },
    appId: WIX_STORES_APP_ID,
    catalogAppIds: [WIX_STORES_APP_ID],
  }));
}
