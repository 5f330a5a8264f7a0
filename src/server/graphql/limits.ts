// How much one GraphQL request may ask for: document size, nesting depth and estimated cost, all checked before anything runs.

/** Longest document read, in characters (a storefront's largest query is a few thousand). */
export const MAX_QUERY_LENGTH = 20_000;

/** Most tokens the parser reads before it gives up (bounds the work of parsing and validating). */
export const MAX_QUERY_TOKENS = 3_000;

/** Deepest nesting of data fields (a root field is depth 1). */
export const MAX_DEPTH = 10;

/** Deepest nesting under `__schema` and `__type` (the standard introspection query nests its type references deeply). */
export const MAX_INTROSPECTION_DEPTH = 16;

/**
 * Highest estimated cost of a request. A product page of 50 with options, variants and media is about 9,000; of 100
 * about 18,000; the products of every collection with their variants would be hundreds of thousands.
 */
export const MAX_COST = 25_000;

/** Cost of each field that runs a resolver of its own (a database read): the roots and a collection's products. */
export const RESOLVER_COST = 10;

/** Assumed length of a list whose length no argument gives (a product's variants, options, media). */
export const ASSUMED_LIST_LENGTH = 10;
