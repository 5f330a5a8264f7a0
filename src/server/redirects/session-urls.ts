// Where each kind of redirect session sends the user: hosted pages and endpoints on the store's origin, or the owner's own URLs.
import type { MembersAccountSection } from '../../wire/enums.js';
import type { RedirectSessionKind } from '../db/identity-tables.js';
import { ACCOUNT_SECTION_PATHS, HOSTED_PATHS } from './hosted-paths.js';

/** The answer's URL and its parts (`urlDetails`). */
export interface SessionUrl {
  fullUrl: string;
  endpoint: string;
  searchParams: Record<string, string>;
}

/** Kinds whose pages the site owner runs elsewhere (OWNER_CUSTOM). */
export const OWNER_CUSTOM_KINDS = ['bookingsCheckout', 'eventsCheckout', 'paidPlansCheckout', 'bookingsBook'] as const;
/** One of {@link OWNER_CUSTOM_KINDS}. */
export type OwnerCustomKind = (typeof OWNER_CUSTOM_KINDS)[number];

/** The path of the authorize endpoint. */
export const AUTHORIZE_PATH = '/oauth2/authorize';
/** The path of the logout endpoint (API.md). */
export const LOGOUT_PATH = '/_api/iam/authentication/v1/logout';

/** A URL from an endpoint and its query (empty values left out). */
export function sessionUrl(endpoint: string, searchParams: Record<string, string | undefined>): SessionUrl {
  const params = Object.fromEntries(Object.entries(searchParams).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ''));
  const query = new URLSearchParams(params).toString();
  return { fullUrl: query ? `${endpoint}?${query}` : endpoint, endpoint, searchParams: params };
}

/** Adds the owner's extra query parameters (`preferences.additionalQueryParameters`) to a URL, never overriding the store's own. */
export function withExtraParams(url: SessionUrl, extra: Record<string, string>): SessionUrl {
  const merged = { ...extra, ...url.searchParams };
  return sessionUrl(url.endpoint, merged);
}

/** The URL of a store-hosted kind (everything but auth, logout and the owner-custom kinds). */
export function hostedUrl(
  publicUrl: string,
  kind: Exclude<RedirectSessionKind, 'auth' | 'logout' | OwnerCustomKind>,
  params: Record<string, unknown>,
  sessionId: string,
): SessionUrl {
  switch (kind) {
    case 'login':
      return sessionUrl(`${publicUrl}${HOSTED_PATHS.login}`, { session: sessionId });
    case 'ecomCheckout':
      return sessionUrl(`${publicUrl}${HOSTED_PATHS.checkout}/${encodeURIComponent(String(params.checkoutId))}`, { session: sessionId });
    case 'storesProduct':
      return sessionUrl(`${publicUrl}${HOSTED_PATHS.product}/${encodeURIComponent(String(params.productSlug))}`, {});
    case 'membersAccount':
      // `session` is the member hand-off: the account page trades it once for the hosted session cookie.
      return sessionUrl(
        `${publicUrl}${HOSTED_PATHS.account}/${ACCOUNT_SECTION_PATHS[params.section as MembersAccountSection]}`,
        params.handOff === true ? { session: sessionId } : {},
      );
  }
}

/** The URL of an owner-custom kind: the owner's URL with the intent's plain values added to its query. */
export function ownerCustomUrl(ownerUrl: string, params: Record<string, unknown>, sessionId: string): SessionUrl {
  const base = new URL(ownerUrl);
  const searchParams: Record<string, string> = Object.fromEntries(base.searchParams);
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') searchParams[key] = String(value);
  }
  searchParams.sessionId = sessionId;
  base.search = '';
  base.hash = '';
  return sessionUrl(base.toString(), searchParams);
}
