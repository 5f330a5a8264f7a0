// Which URLs a client may send users back to: only its registered origins and the store's own (scheme, host and port equal), https outside loopback.
import type { OAuthClient } from './clients.js';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
/** Longest redirect or callback URL accepted. */
export const URL_MAX_LENGTH = 2000;

/** The canonical origin of a registered origin entry (`HTTP://Example.com:443/` → `http://example.com:443`), or undefined. */
function canonicalOrigin(entry: string): string | undefined {
  try {
    return new URL(entry).origin;
  } catch {
    return undefined;
  }
}

/** True when the client registered this origin, or it is the store's own origin (registered for every client). */
export function isClientOrigin(client: OAuthClient, origin: string): boolean {
  return origin === client.storeOrigin || client.allowedOrigins.some((entry) => canonicalOrigin(entry) === origin);
}

/**
 * Why a URL may not be used as a redirect URI or callback of a client, or undefined when it may:
 * an absolute http(s) URL without credentials, https unless the host is loopback, on one of the client's origins.
 * Redirect URIs (RFC 6749 §3.1.2) also may not carry a fragment.
 */
export function urlProblem(client: OAuthClient, url: unknown, options: { allowFragment?: boolean } = {}): string | undefined {
  if (typeof url !== 'string' || url === '') return 'must be an absolute URL';
  if (url.length > URL_MAX_LENGTH) return `must have at most ${URL_MAX_LENGTH} characters`;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'must be an absolute URL';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'must be an http or https URL';
  if (parsed.protocol === 'http:' && !LOOPBACK_HOSTS.has(parsed.hostname)) return 'must use https (http only on localhost)';
  if (parsed.username || parsed.password) return 'must not contain credentials';
  if (!options.allowFragment && url.includes('#')) return 'must not contain a fragment';
  if (!isClientOrigin(client, parsed.origin)) return `is not on an origin registered for the client ${client.id}`;
  return undefined;
}
