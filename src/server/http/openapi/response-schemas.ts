// The 200 answer's schema of each documented operation, keyed by `METHOD path` (OpenAPI path form).
import type { TSchema } from 'typebox';
import { ACCOUNT_ANSWERS } from './account-answers.js';
import { CartResponseSchema, CreateCheckoutResponseSchema, EstimateTotalsResponseSchema } from './schemas/cart.js';
import {
  CollectionResponseSchema,
  LegacyQueryProductsResponseSchema,
  ProductOptionsAvailabilityResponseSchema,
  ProductResponseSchema,
  ProductVariantsResponseSchema,
  QueryCollectionsResponseSchema,
  QueryProductsResponseSchema,
} from './schemas/catalog.js';
import { CheckoutResponseSchema, CreateOrderResponseSchema, ShippingOptionsResponseSchema, ThankYouResponseSchema } from './schemas/checkout.js';
import { OrderResponseSchema, SearchOrdersResponseSchema } from './schemas/orders.js';
import { EmptySchema } from './schemas/literals.js';
import { TokenResponseSchema } from './schemas/tokens.js';
import { ENTITY_KEYS } from './entity-keys.js';

/** Schemas worth a name in `components.schemas` (responses refer to them), by name. */
export const NAMED_SCHEMAS: Record<string, TSchema> = {
  CartResponse: CartResponseSchema,
  EstimateTotalsResponse: EstimateTotalsResponseSchema,
  CreateCheckoutResponse: CreateCheckoutResponseSchema,
  ProductResponse: ProductResponseSchema,
  QueryProductsResponse: QueryProductsResponseSchema,
  LegacyQueryProductsResponse: LegacyQueryProductsResponseSchema,
  ProductVariantsResponse: ProductVariantsResponseSchema,
  ProductOptionsAvailabilityResponse: ProductOptionsAvailabilityResponseSchema,
  CollectionResponse: CollectionResponseSchema,
  QueryCollectionsResponse: QueryCollectionsResponseSchema,
  CheckoutResponse: CheckoutResponseSchema,
  CreateOrderResponse: CreateOrderResponseSchema,
  ThankYouResponse: ThankYouResponseSchema,
  ShippingOptionsResponse: ShippingOptionsResponseSchema,
  OrderResponse: OrderResponseSchema,
  SearchOrdersResponse: SearchOrdersResponseSchema,
  TokenResponse: TokenResponseSchema,
};

/** The catalog v1 read prefixes (read host and Wix REST reference). */
const READS = ['/stores-reader/v1', '/stores/v1'];

/** `METHOD path` → the name of its answer in {@link NAMED_SCHEMAS}. */
const NAMED_ANSWERS: Record<string, string> = {
  'POST /oauth2/token': 'TokenResponse',
  'GET /ecom/v1/carts/current': 'CartResponse',
  'PATCH /ecom/v1/carts/current': 'CartResponse',
  'POST /ecom/v1/carts/current/add-to-cart': 'CartResponse',
  'POST /ecom/v1/carts/current/remove-line-items': 'CartResponse',
  'POST /ecom/v1/carts/current/update-line-items-quantity': 'CartResponse',
  'POST /ecom/v1/carts/current/remove-coupon': 'CartResponse',
  'POST /ecom/v1/carts/current/estimate-totals': 'EstimateTotalsResponse',
  'POST /ecom/v1/carts/current/create-checkout': 'CreateCheckoutResponse',
  'POST /ecom/v1/carts': 'CartResponse',
  'POST /tote/v1/cart-reminders/restore': 'CartResponse',
  ...Object.fromEntries(
    READS.flatMap((prefix) => [
      [`GET ${prefix}/products/query-platformized`, 'QueryProductsResponse'],
      [`POST ${prefix}/products/query-platformized`, 'QueryProductsResponse'],
      [`POST ${prefix}/products/query`, 'LegacyQueryProductsResponse'],
      [`GET ${prefix}/products/{id}`, 'ProductResponse'],
      [`GET ${prefix}/products-platformized/{id}`, 'ProductResponse'],
      [`GET ${prefix}/products/slug/{slug}`, 'ProductResponse'],
      [`POST ${prefix}/products/{id}/variants/query`, 'ProductVariantsResponse'],
      [`GET ${prefix}/collections/{id}`, 'CollectionResponse'],
      [`GET ${prefix}/collections/slug/{slug}`, 'CollectionResponse'],
    ]),
  ),
  ...Object.fromEntries(
    ['/stores/v1/products', '/stores/v1/products-platformized', '/stores/v2/products-platformized', '/v2/products-platformized'].flatMap((base) => [
      [`POST ${base}`, 'ProductResponse'],
      [`PATCH ${base}/{id}`, 'ProductResponse'],
    ]),
  ),
  'POST /stores/v1/collections': 'CollectionResponse',
  'PATCH /stores/v1/collections/{id}': 'CollectionResponse',
  'POST /stores-reader/v1/products/{id}/productOptionsAvailability': 'ProductOptionsAvailabilityResponse',
  'POST /stores/v1/products/{id}/productOptionsAvailability': 'ProductOptionsAvailabilityResponse',
  ...Object.fromEntries(
    ['/v2', '/stores/v2'].flatMap((prefix) => [
      [`GET ${prefix}/collections/query`, 'QueryCollectionsResponse'],
      [`POST ${prefix}/collections/query`, 'QueryCollectionsResponse'],
      [`GET ${prefix}/collections/{id}`, 'CollectionResponse'],
      [`GET ${prefix}/collections/slug/{slug}`, 'CollectionResponse'],
    ]),
  ),
  'GET /ecom/v1/checkouts/{id}': 'CheckoutResponse',
  'PATCH /ecom/v1/checkouts/{id}': 'CheckoutResponse',
  'POST /ecom/v1/checkouts/{id}/remove-coupon': 'CheckoutResponse',
  'POST /ecom/v1/checkouts/{id}/confirm-changes': 'CheckoutResponse',
  'POST /ecom/v1/checkouts/{id}/session': 'CheckoutResponse',
  'POST /ecom/v1/checkouts/{id}/shipping-options': 'ShippingOptionsResponse',
  'POST /ecom/v1/checkouts/{id}/create-order': 'CreateOrderResponse',
  'GET /ecom/v1/checkouts/{id}/thank-you': 'ThankYouResponse',
  'GET /ecom/v1/orders/{id}': 'OrderResponse',
  'POST /ecom/v1/orders/search': 'SearchOrdersResponse',
};

/** The documented 200 schema of an operation: a named schema by reference, an entity under its key, `{}` for a delete. */
export function responseSchemaOf(method: string, path: string): TSchema {
  const key = `${method.toUpperCase()} ${path}`;
  // A cart by id answers as the current cart (the same calls, API.md "Carts by id").
  const named = NAMED_ANSWERS[key] ?? NAMED_ANSWERS[key.replace('/ecom/v1/carts/{id}', '/ecom/v1/carts/current')];
  if (named) return { $ref: `#/components/schemas/${named}` } as TSchema;
  const entity = ENTITY_KEYS[key] ?? ACCOUNT_ANSWERS[key];
  if (entity) return entity;
  if (method.toUpperCase() === 'DELETE') return EmptySchema;
  // Not described yet: tests/integration/http/openapi-responses.test.ts fails on any such operation.
  return { type: 'object', additionalProperties: true, description: 'A JSON object (not described yet)' } as TSchema;
}
