// The page's one SDK client: tokens in localStorage per client id, and the modules the widget calls (the cart's, redirects; catalog reads
// in catalog.ts). The checkout's chunk creates checkouts from its core (createCheckout), so their code is not in the first chunk.
// Its core is a plain one (createPlainCore): the widget reads no dates or addresses, so answers keep the wire's types.
import { localStorageStorage } from '../../sdk/auth/token-storage.js';
import { createPlainCore, type ToteCore } from '../../sdk/core/core.js';
import { cartEditsModule, type CartEditsModule } from '../../sdk/modules/cart-edits.js';
import { redirectsModule, type RedirectsModule } from '../../sdk/modules/redirects.js';
import type { Cart, EstimateTotalsResponse } from '../../wire/cart.js';
import { widgetConfig } from '../config.js';

/** The SDK modules every element shares. */
export interface PageClient {
  core: ToteCore;
  cart: CartEditsModule<Cart, EstimateTotalsResponse>;
  redirects: RedirectsModule;
}

let client: PageClient | undefined;

/** The page's client, created on first use from the widget's configuration (one token set per page and client id). */
export function pageClient(): PageClient {
  if (!client) {
    const { clientId, api, fetch } = widgetConfig();
    const core = createPlainCore({ clientId, baseUrl: api, storage: localStorageStorage(), ...(fetch ? { fetch } : {}) });
    // The cart module answers what its core reads: on a plain core, the wire's cart and totals.
    client = { core, cart: cartEditsModule(core) as CartEditsModule<Cart, EstimateTotalsResponse>, redirects: redirectsModule(core) };
  }
  return client;
}

/** True when this browser holds tokens for the client (a returning visitor or member). */
export async function hasTokens(): Promise<boolean> {
  return (await pageClient().core.tokens.getTokens()).refreshToken.value !== '';
}
