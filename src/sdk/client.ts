// createClient: one client with every module (cart, products, collections, variants, redirects, auth) over one core.
import type { AuthModule } from './auth/auth-module.js';
import { authModule } from './auth/auth-module.js';
import type { TokenManager } from './auth/token-manager.js';
import type { ClientOptions, ToteCore } from './core/core.js';
import { createCore } from './core/core.js';
import type { CartModule } from './modules/cart.js';
import { cartModule } from './modules/cart.js';
import type { CollectionsModule, CollectionWritesModule } from './modules/collections.js';
import { collectionsModule, collectionWritesModule } from './modules/collections.js';
import type { ProductsModule, ProductWritesModule } from './modules/products.js';
import { productsModule, productWritesModule } from './modules/products.js';
import type { RedirectsModule } from './modules/redirects.js';
import { redirectsModule } from './modules/redirects.js';
import type { VariantsModule } from './modules/variants.js';
import { variantsModule } from './modules/variants.js';

/** A client of one store for one OAuth client id. */
export interface ToteClient {
  /** The current visitor's or member's cart. */
  cart: CartModule;
  /** Products: queries, reads and merchant writes. */
  products: ProductsModule & ProductWritesModule;
  /** Collections: queries, reads and merchant writes. */
  collections: CollectionsModule & CollectionWritesModule;
  /** Variants across the store. */
  variants: VariantsModule;
  /** Redirect sessions to hosted pages. */
  redirects: RedirectsModule;
  /** Login, register, member tokens, logout. */
  auth: AuthModule;
  /** The token set: read, store, renew. */
  tokens: TokenManager;
  /** The core the modules share (to build further modules on). */
  core: ToteCore;
}

/**
 * Creates a client with every module. For the smallest bundle build one from `createCore` and only
 * the modules a page uses (`cartModule(core)`, `productsModule(core)`, ...).
 * @example const tote = createClient({ clientId: 'demo', baseUrl: 'https://shop.example.com' });
 */
export function createClient(options: ClientOptions): ToteClient {
  const core = createCore(options);
  return {
    cart: cartModule(core),
    products: { ...productsModule(core), ...productWritesModule(core) },
    collections: { ...collectionsModule(core), ...collectionWritesModule(core) },
    variants: variantsModule(core),
    redirects: redirectsModule(core),
    auth: authModule(core),
    tokens: core.tokens,
    core,
  };
}
