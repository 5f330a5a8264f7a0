// Leaving a hosted page: only to http(s) URLs, replacing the page when it should not stay in the history.

/** True for an absolute http or https URL (never `javascript:` or `data:`). */
export function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url, location.href);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** Goes to a URL; `replace` keeps the current page out of the history (a login page, a used link). */
export function navigateTo(url: string, options: { replace?: boolean } = {}): void {
  if (!isWebUrl(url)) throw new Error('Refusing to navigate to a URL that is not http(s)');
  if (options.replace) location.replace(url);
  else location.assign(url);
}

/** The path that continues a redirect session on the store (`/r/<id>`). */
export function continuePath(sessionId: string): string {
  return `/r/${encodeURIComponent(sessionId)}`;
}
