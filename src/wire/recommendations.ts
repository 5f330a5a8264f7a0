// eCom recommendations as the official package speaks them: the Wix Stores algorithms, the request and the answer.
import type { CatalogReference } from './cart.js';

/** App id of Wix Stores: the app that provides the algorithms, and the catalog they recommend from. */
export const WIX_STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

/** How an algorithm works: from given items (RELATED_ITEMS) or from the whole catalog (GLOBAL). */
export type AlgorithmType = 'RELATED_ITEMS' | 'GLOBAL';

/** The Wix Stores algorithms, by the ids Wix gives them (storefronts written for Wix send these ids). */
export const STORES_ALGORITHMS = {
  SAME_CATEGORIES: '68ebce04-b96a-4c52-9329-08fc9d8c1253',
  BOUGHT_TOGETHER: 'd5aac1e1-2e53-4d11-85f7-7172710b4783',
  VIEWED_TOGETHER: '5dd69f67-9ab9-478e-ba7c-10c6c6e7285f',
  BEST_SELLERS: 'ba491fd2-b172-4552-9ea6-7202e01d1d3c',
} as const;

/** An algorithm, by id and the app that provides it. */
export interface RecommendationAlgorithm {
  id: string;
  appId: string;
}

/** POST /v1/recommendations/get. */
export interface GetRecommendationRequest {
  /** Items to recommend for (RELATED_ITEMS algorithms). */
  items?: CatalogReference[];
  /** Algorithms by preference: the first that gives `minimumRecommendedItems` items answers. */
  algorithms: RecommendationAlgorithm[];
  minimumRecommendedItems?: number;
}

/** The answer: the items, and the algorithm that gave them (empty when none gave enough). */
export interface GetRecommendationResponse {
  recommendation: { items: CatalogReference[]; algorithm?: RecommendationAlgorithm };
}

/** One algorithm of GET /v1/recommendations/algorithms. */
export interface AlgorithmInfo {
  config: { algorithmId: string; name: string; description: string; additionalInfo: string; algorithmType: AlgorithmType };
  appId: string;
  catalogAppIds: string[];
}
