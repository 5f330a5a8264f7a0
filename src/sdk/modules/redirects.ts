// Redirect sessions: URLs of the store's hosted pages (checkout, login, logout, authorize, product, account).
import type { RedirectSession, RedirectSessionRequest, RedirectSessionResponse } from '../../wire/redirects.js';
import type { ToteCore } from '../core/core.js';

/** The redirect session path the official packages use. */
export const REDIRECT_SESSION_PATH = '/_api/redirects-api/v1/redirect-session';

/** Sends users to hosted pages. */
export interface RedirectsModule {
  /** Creates a redirect session for one intent (`ecomCheckout`, `login`, `logout`, `auth`, `storesProduct`, ...); send the user to `fullUrl`. */
  createRedirectSession(options: RedirectSessionRequest): Promise<RedirectSession>;
}

/** The redirects module of a client. */
export function redirectsModule(core: ToteCore): RedirectsModule {
  return {
    createRedirectSession: async (options) =>
      (await core.http.request<RedirectSessionResponse>({ method: 'POST', path: REDIRECT_SESSION_PATH, body: options, args: 'options' })).redirectSession,
  };
}
