// Path prefixes and small TypeBox schemas the catalog routes share.
import { Type } from 'typebox';

/** Prefixes of the v1 catalog reads: the read host's and the ones Wix's REST reference uses. */
export const READ_PREFIXES = ['/stores-reader/v1', '/stores/v1'] as const;

/** Prefixes of the v1 catalog writes. */
export const WRITE_PREFIX = '/stores/v1';

/** OpenAPI tags. */
export const TAGS = { products: ['catalog: products'], variants: ['catalog: variants'], collections: ['catalog: collections'] } as const;

/** `:id` of an entity in the path. */
export const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 200 }) });

/** `:slug` in the path. */
export const SlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 200 }) });

/** Query string of get product: `includeMerchantSpecificData` (and the `id` the official SDK repeats there). */
export const GetProductQuery = Type.Object({ includeMerchantSpecificData: Type.Optional(Type.Boolean()) }, { additionalProperties: true });

/** A map of option name → choice, as selections and variant choices are sent. */
export const ChoicesSchema = Type.Record(Type.String({ minLength: 1, maxLength: 50 }), Type.String({ minLength: 1, maxLength: 50 }));
