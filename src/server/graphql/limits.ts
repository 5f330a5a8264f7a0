// How much one GraphQL request may ask for: document size, nesting depth and estimated cost, all checked before anything runs.

/** Longest document read, in characters (a storefront's largest query is a few thousand). */
export const MAX_QUERY_LENGTH = 20_000;

/** Most tokens the parser reads before it gives up (bounds the work of parsing and validating). */
export const MAX_QUERY_TOKENS = 3_000;

/**
 * Deepest nesting of fields (a root field is depth 1), for every query, introspection included. A chain of `ofType`
 * (the wrappers of one type reference, never a list) counts as one level; the standard introspection query is 6 deep.
 */
export const MAX_DEPTH = 10;

/**
 * Most `ofType` on one path: graphql-js's standard introspection query asks 9 (`typeDepth`), older tools 7, and no
 * type of the store's schema has more than 3 wrappers.
 */
export const MAX_TYPE_REF_DEPTH = 10;

/**
 * Highest estimated cost of a request. A product page of 50 with options, variants and media is about 9,000; of 100
 * about 18,000; the products of every collection with their variants would be hundreds of thousands.
 */
export const MAX_COST = 25_000;

/** Cost of each field that runs a resolver of its own (a database read): the roots and a collection's products. */
export const RESOLVER_COST = 10;

/** Assumed length of a list whose length no argument gives (a product's variants, options, media). */
export const ASSUMED_LIST_LENGTH = 10;
