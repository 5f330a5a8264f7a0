// tote/sdk: the typed client of a Tote store (browsers and Node 20, web-standard APIs only).
export type { ToteClient } from './client.js';
export { createClient } from './client.js';
export type { ClientOptions, ToteCore } from './core/core.js';
export { createCore, createPlainCore } from './core/core.js';
export type { ArgumentMap, ErrorDetails, ErrorKind, ToteErrorCode, ToteErrorOptions } from './core/errors.js';
export { ApplicationError, ToteError, ValidationError, errorAsSent, errorFromResponse } from './core/errors.js';
export type { Call, HttpMethod } from './core/http.js';
export type { FromWire, ToWire } from './core/json.js';
export type { RetryOptions } from './core/retry.js';
export { shouldRetry } from './core/retry.js';
export type { QueryAnswer, QueryPage, QueryRunner, QueryValue } from './query/query-builder.js';
export { QueryBuilder } from './query/query-builder.js';
export type {
  AuthModule,
  CaptchaTokens,
  DirectLoginOptions,
  LoginErrorCode,
  LoginParams,
  LoginProgress,
  LoginResult,
  RegisterParams,
  RegisterProfile,
} from './auth/auth-module.js';
export { authModule } from './auth/auth-module.js';
export type { AuthUrl, AuthUrlOptions, OAuthData, ParsedAuthResponse, ResponseMode } from './auth/oauth-flow.js';
export { generateOAuthData, parseFromUrl } from './auth/oauth-flow.js';
export { codeChallenge, generateCodeVerifier, generateState } from './auth/pkce.js';
export type { AuthorizationMessage, WaitOptions } from './auth/silent-login.js';
export { SILENT_LOGIN_TIMEOUT_MS, waitForAuthorizationMessage } from './auth/silent-login.js';
export { EMPTY_TOKENS } from './auth/token-grants.js';
export type { TokenManager } from './auth/token-manager.js';
export type { TokenStorage } from './auth/token-storage.js';
export { localStorageStorage, memoryStorage } from './auth/token-storage.js';
export type {
  AddToCartOptions,
  CartModule,
  CreateCheckoutOptions,
  EstimateTotalsOptions,
  SdkCart,
  SdkEstimateTotals,
  UpdateCartOptions,
} from './modules/cart.js';
export { cartModule } from './modules/cart.js';
export type { CollectionInput, CollectionsModule, CollectionWritesModule } from './modules/collections.js';
export { collectionsModule, collectionWritesModule } from './modules/collections.js';
export type {
  Adjustment,
  BulkAdjust,
  BulkSet,
  ChoiceMedia,
  MediaForWrite,
  ProductQueryOptions,
  ProductReadOptions,
  ProductsModule,
  ProductWritesModule,
  SdkProduct,
} from './modules/products.js';
export { productsModule, productWritesModule } from './modules/products.js';
export type { RedirectsModule } from './modules/redirects.js';
export { redirectsModule } from './modules/redirects.js';
export type { VariantsModule } from './modules/variants.js';
export { variantsModule } from './modules/variants.js';
// The shared wire types and enumerations (SPEC §3–4).
export type { Address, Geocode, StreetAddress, WireAddress } from '../wire/address.js';
export { fromWireAddress, toWireAddress } from '../wire/address.js';
export type * from '../wire/cart.js';
export { STORES_APP_ID } from '../wire/cart.js';
export type {
  AdditionalInfoSection,
  BulkProductResult,
  BulkProductsResponse,
  Choice,
  Collection,
  CostAndProfitData,
  Discount,
  FormattedPrice,
  Media,
  MediaItem,
  MediaItemUrlAndSize,
  NumericPropertyRange,
  PageUrl as ProductPageUrl,
  PriceData,
  PricePerUnitData,
  Product,
  ProductInput,
  ProductOption,
  ProductOptionsAvailabilityResponse,
  QueryProductVariantsRequest,
  QueryProductVariantsResponse,
  Stock,
  StoreVariant,
  Variant,
  VariantData,
  VariantOverride,
  VariantStock,
} from '../wire/catalog.js';
export * from '../wire/enums.js';
export type * from '../wire/errors.js';
export type * from '../wire/events.js';
export { CartEventType, CatalogEventType } from '../wire/events.js';
export type * from '../wire/identity.js';
export { IdentityErrorCode } from '../wire/identity.js';
export type * from '../wire/query.js';
export { DEFAULT_PAGE_SIZE, MAX_GET_QUERY_LENGTH } from '../wire/query.js';
export type * from '../wire/redirects.js';
export type * from '../wire/tokens.js';
