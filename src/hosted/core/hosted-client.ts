// The SDK client of a hosted page: the page's OAuth client on the store's own origin, with only the modules pages use.
import type { AuthModule } from '../../sdk/auth/auth-module.js';
import { authModule } from '../../sdk/auth/auth-module.js';
import type { ToteCore } from '../../sdk/core/core.js';
import { createCore } from '../../sdk/core/core.js';
import type { CartModule } from '../../sdk/modules/cart.js';
import { cartModule } from '../../sdk/modules/cart.js';
import type { ProductsModule } from '../../sdk/modules/products.js';
import { productsModule } from '../../sdk/modules/products.js';
import type { RedirectsModule } from '../../sdk/modules/redirects.js';
import { redirectsModule } from '../../sdk/modules/redirects.js';
import { hostedTokenStorage } from './hosted-storage.js';

/** What hosted pages call: sign-in and members, the cart, product reads, redirect sessions, and the core for the rest. */
export interface HostedClient {
  auth: AuthModule;
  cart: CartModule;
  products: ProductsModule;
  redirects: RedirectsModule;
  core: ToteCore;
}

/** A client for the store this page is served by (no catalog writes, collections or query-only modules: a smaller page). */
export function hostedClient(clientId: string): HostedClient {
  const core = createCore({ clientId, baseUrl: location.origin, storage: hostedTokenStorage() });
  return { core, auth: authModule(core), cart: cartModule(core), products: productsModule(core), redirects: redirectsModule(core) };
}
