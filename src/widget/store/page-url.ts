// The page's own URL as hosted pages send shoppers back to it: no fragment, none of Tote's return parameters
// (`tote=thank-you&checkoutId=...&orderId=...`).

/** The query parameter Tote adds to its callback URLs; with it, the store's `orderId` is Tote's too. */
export const RETURN_PARAM = 'tote';
/** The value of {@link RETURN_PARAM} on the thank-you callback URL. */
export const THANK_YOU = 'thank-you';
/** The thank-you callback's parameter naming the checkout the order came from (GA4's `purchase` reads the order through it). */
export const CHECKOUT_PARAM = 'checkoutId';

/** This page's URL for callbacks and redirect URIs, with extra query parameters. */
export function pageUrl(extra: Record<string, string> = {}): string {
  const url = new URL(location.href);
  url.hash = '';
  if (url.searchParams.has(RETURN_PARAM)) {
    url.searchParams.delete(RETURN_PARAM);
    url.searchParams.delete('orderId');
    url.searchParams.delete(CHECKOUT_PARAM);
  }
  for (const [name, value] of Object.entries(extra)) url.searchParams.set(name, value);
  return url.href;
}

/** Replaces the address bar's URL with {@link pageUrl} (after the return parameters or an OAuth fragment were read). */
export function cleanPageUrl(): void {
  history.replaceState(history.state, '', pageUrl());
}

/** Where a redirect sign-in keeps its PKCE data until the store sends the shopper back (sessionStorage, per client id). */
export function redirectLoginKey(clientId: string): string {
  return `tote:${clientId}:oauth`;
}
