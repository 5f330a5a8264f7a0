// The store's GraphQL schema: the SDL of every part, built once, with its resolvers attached to the roots and to collections.
import { assertScalarType, buildSchema, type GraphQLFieldResolver, type GraphQLObjectType, type GraphQLSchema } from 'graphql';
import type { Collection } from '../../wire/catalog.js';
import { CART_SDL } from './cart-sdl.js';
import * as cart from './cart-resolvers.js';
import { CATALOG_SDL } from './catalog-sdl.js';
import { CHECKOUT_SDL } from './checkout-sdl.js';
import * as checkout from './checkout-resolvers.js';
import * as catalog from './catalog-resolvers.js';
import { COMMON_SDL } from './common-sdl.js';
import type { GraphqlContext } from './graphql-context.js';
import { makeJsonScalar } from './json-scalar.js';
import { ORDER_SDL } from './order-sdl.js';
import * as orders from './order-resolvers.js';
import { ROOT_SDL } from './root-sdl.js';
import { TOTALS_SDL } from './totals-sdl.js';

/** The whole schema as SDL (what introspection describes). */
export const SCHEMA_SDL = [COMMON_SDL, CATALOG_SDL, CART_SDL, TOTALS_SDL, CHECKOUT_SDL, ORDER_SDL, ROOT_SDL].join('\n');

type Resolver = GraphQLFieldResolver<unknown, GraphqlContext, Record<string, any>>;

const getCurrentCart: Resolver = (_, __, context) => cart.currentCart(context);
const collectionBySlug: Resolver = async (_, args, context) => ({ collection: await catalog.collectionBy(context, { slug: args.input.slug }) });

const QUERY: Record<string, Resolver> = {
  storesProductsV1Products: (_, args, context) => catalog.productsPage(context, args.queryInput),
  storesProductsV1Product: (_, args, context) => catalog.productById(context, args.queryInput),
  storesCollectionsV1Collections: (_, args, context) => catalog.collectionsPage(context, args.queryInput),
  storesCollectionsV1Collection: (_, args, context) => catalog.collectionBy(context, { id: args.queryInput.id }),
  storesProductsV1GetCollectionBySlug: collectionBySlug,
  storesVariantsV1Variants: (_, args, context) => catalog.variantsPage(context, args.queryInput),
  storesVariantsV1Variant: (_, args, context) => catalog.variantById(context, args.queryInput.id),
  ecomCartV1CurrentCartGetCurrentCart: getCurrentCart,
  ecomCheckoutV1GetCheckout: (_, args, context) => checkout.checkoutById(context, args.checkoutId),
  ecomOrdersV1GetOrder: (_, args, context) => orders.orderById(context, args.id),
};

const MUTATION: Record<string, Resolver> = {
  ecomCurrentCartV1AddToCurrentCart: (_, args, context) => cart.addToCurrentCart(context, args.input),
  ecomCurrentCartV1UpdateCurrentCartLineItemQuantity: (_, args, context) => cart.updateLineItemQuantity(context, args.input),
  ecomCurrentCartV1RemoveLineItemsFromCurrentCart: (_, args, context) => cart.removeLineItems(context, args.input),
  ecomCurrentCartV1UpdateCurrentCart: (_, args, context) => cart.updateCurrentCart(context, args.input),
  ecomCurrentCartV1EstimateCurrentCartTotals: (_, args, context) => cart.estimateCurrentCartTotals(context, args.input),
  ecomCurrentCartV1RemoveCouponFromCurrentCart: (_, __, context) => cart.removeCoupon(context),
  ecomCurrentCartV1CreateCheckoutFromCurrentCart: (_, args, context) => cart.createCheckoutFromCart(context, args.input),
  ecomCartV1CurrentCartGetCurrentCart: getCurrentCart,
  storesProductsV1GetCollectionBySlug: collectionBySlug,
};

const COLLECTION: Record<string, Resolver> = {
  productsVirtualReference: (parent, args, context) => catalog.productsPage(context, args.query, (parent as Collection).id),
};

/** Sets the resolvers of a type's fields; a resolver without a field (or a root field without a resolver) is a bug. */
function attach(type: GraphQLObjectType | null | undefined, resolvers: Record<string, Resolver>, complete: boolean): void {
  if (!type) throw new Error('the schema lacks a type that has resolvers');
  const fields = type.getFields();
  for (const [name, resolve] of Object.entries(resolvers)) {
    const field = fields[name];
    if (!field) throw new Error(`${type.name}.${name} has a resolver but no field`);
    field.resolve = resolve;
  }
  if (complete) for (const name of Object.keys(fields)) if (!resolvers[name]) throw new Error(`${type.name}.${name} has no resolver`);
}

function build(): GraphQLSchema {
  const schema = buildSchema(SCHEMA_SDL);
  makeJsonScalar(assertScalarType(schema.getType('JSON')));
  attach(schema.getQueryType(), QUERY, true);
  attach(schema.getMutationType(), MUTATION, true);
  attach(schema.getType('CatalogV1Collection') as GraphQLObjectType, COLLECTION, false);
  return schema;
}

let built: GraphQLSchema | undefined;

/** The schema (built on first use, then shared: it holds no state of a request). */
export function toteSchema(): GraphQLSchema {
  return (built ??= build());
}
