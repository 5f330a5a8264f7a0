// Redirect sessions: the request that names where a user goes (checkout, login, logout, authorize, ...) and the URL that comes back.
import type { MembersAccountSection, Prompt } from './enums.js';

/** The OAuth authorization request an auth redirect session carries (RFC 6749 §4.1.1, RFC 7636 §4.3). */
export interface AuthorizeRequest {
  clientId?: string;
  /** Always `code`. */
  responseType?: string;
  redirectUri?: string;
  /** `offline_access`. */
  scope?: string;
  state?: string;
  /** `fragment` (default), `query` or `web_message`. */
  responseMode?: string;
  codeChallenge?: string;
  /** `S256`. */
  codeChallengeMethod?: string;
  /** A session token from login: with `prompt: none` the store answers without a page. */
  sessionToken?: string;
  nonce?: string;
  prompt?: string;
}

/** Where users come back to after the hosted page. */
export interface RedirectCallbacks {
  thankYouPageUrl?: string;
  postFlowUrl?: string;
  loginUrl?: string;
  bookingsServiceListUrl?: string;
  cartPageUrl?: string;
  planListUrl?: string;
}

/** How the hosted page behaves. */
export interface RedirectPreferences {
  useGenericWixPages?: boolean;
  maintainIdentity?: boolean;
  additionalQueryParameters?: Record<string, string>;
  checkIfPublish?: boolean;
}

/** POST /_api/redirects-api/v1/redirect-session: exactly one intent, plus callbacks and preferences. */
export interface RedirectSessionRequest {
  bookingsCheckout?: { timezone?: string; slotAvailability?: Record<string, unknown> };
  ecomCheckout?: { checkoutId: string };
  eventsCheckout?: { reservationId?: string; eventSlug?: string };
  paidPlansCheckout?: { planId?: string; checkoutData?: string };
  login?: Record<string, never>;
  logout?: { clientId?: string };
  auth?: { authRequest?: AuthorizeRequest; prompt?: Prompt };
  storesProduct?: { productSlug: string };
  membersAccount?: { section?: MembersAccountSection };
  bookingsBook?: { resourceId?: string };
  callbacks?: RedirectCallbacks;
  preferences?: RedirectPreferences;
  origin?: string;
}

/** A created redirect session. */
export interface RedirectSession {
  id?: string;
  /** Where to send the user. */
  fullUrl: string;
  urlDetails?: { endpoint?: string; searchParams?: Record<string, string> };
  /** For a member's session (not logout): a single-use session token that carries their sign-in to the store's pages (authRequest.sessionToken, POST /oauth2/session). */
  sessionToken?: string | null;
  shortUrl?: string;
}

/** The answer of the redirect session call. */
export interface RedirectSessionResponse {
  redirectSession: RedirectSession;
}
