// The hosted login page's SDK client, in Node: its same-origin calls go to the real app (app.inject) from one address, with the store's Origin and the cookies the app set, as a browser sends them.
import { authModule } from '../../src/sdk/auth/auth-module.js';
import { createCore } from '../../src/sdk/core/core.js';
import { cartModule } from '../../src/sdk/modules/cart.js';
import { productsModule } from '../../src/sdk/modules/products.js';
import { redirectsModule } from '../../src/sdk/modules/redirects.js';
import type { HostedClient } from '../../src/hosted/core/hosted-client.js';
import { DEMO_CLIENT_ID } from '../../src/server/seed/demo-site.js';
import { STORE_ORIGIN } from './checkout-flows.js';
import { freshIp } from './identity-flows.js';
import { injectFetch } from './inject-fetch.js';
import type { TestApp } from './test-app.js';

/** A login page's client and the browser's cookie jar (name=value pairs the app set). */
export interface LoginPageClient {
  client: HostedClient;
  cookies: Map<string, string>;
  /** The `cookie` header the browser sends now. */
  cookie(): string;
}

/** A client as src/hosted/core/hosted-client.ts makes it, on the demo client, sending its calls to `t`'s app from a fresh address. */
export function loginPageClient(t: TestApp): LoginPageClient {
  const app = injectFetch(t.app, { remoteAddress: freshIp() });
  const cookies = new Map<string, string>();
  const cookie = (): string => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('origin', STORE_ORIGIN);
    if (cookies.size > 0) headers.set('cookie', cookie());
    const response = await app.fetch(new URL(String(input), STORE_ORIGIN), { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  }) as typeof globalThis.fetch;
  const core = createCore({ clientId: DEMO_CLIENT_ID, baseUrl: STORE_ORIGIN, fetch });
  return {
    client: { core, auth: authModule(core), cart: cartModule(core), products: productsModule(core), redirects: redirectsModule(core) },
    cookies,
    cookie,
  };
}
