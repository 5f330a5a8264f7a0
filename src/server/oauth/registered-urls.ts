// Which URLs a client may send users back to: callbacks on its registered origins, OAuth redirect URIs registered exactly or under an allowed redirect domain.
import { HOSTED_PATHS } from '../redirects/index.js';
import type { OAuthClient } from './clients.js';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
/** `scheme://` `host` `:port` `rest` of an absolute http(s) URL, as written. */
const AUTHORITY = /^(https?:\/\/)(\[[^\]]*\]|[^/?#:]*)(?::(\d*))?([/?#].*)?$/i;
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

/** Why a URL is not a well-formed absolute http(s) URL a browser may be sent to, or undefined. */
function shapeProblem(url: unknown, options: { allowFragment?: boolean }): { problem: string } | { parsed: URL; url: string } {
  if (typeof url !== 'string' || url === '') return { problem: 'must be an absolute URL' };
  if (url.length > URL_MAX_LENGTH) return { problem: `must have at most ${URL_MAX_LENGTH} characters` };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { problem: 'must be an absolute URL' };
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return { problem: 'must be an http or https URL' };
  if (parsed.protocol === 'http:' && !LOOPBACK_HOSTS.has(parsed.hostname)) return { problem: 'must use https (http only on localhost)' };
  if (parsed.username || parsed.password) return { problem: 'must not contain credentials' };
  if (!options.allowFragment && url.includes('#')) return { problem: 'must not contain a fragment' };
  return { parsed, url };
}

/**
 * Why a URL may not be used as a callback of a client (post-flow, thank-you, cart, login and post-logout pages,
 * password-reset links), or undefined when it may: an absolute http(s) URL without credentials, https unless the host
 * is loopback, on one of the client's registered origins or the store's own.
 */
export function urlProblem(client: OAuthClient, url: unknown, options: { allowFragment?: boolean } = {}): string | undefined {
  const shape = shapeProblem(url, options);
  if ('problem' in shape) return shape.problem;
  if (!isClientOrigin(client, shape.parsed.origin)) return `is not on an origin registered for the client ${client.id}`;
  return undefined;
}

/**
 * True when `presented` is the registered redirect URI `registered`: the same string, except that for a loopback IP
 * host any port matches (RFC 8252 §7.3, RFC 9700 §4.1.3: native apps listen on an ephemeral port).
 */
export function matchesRegisteredUri(registered: string, presented: string): boolean {
  if (registered === presented) return true;
  const a = AUTHORITY.exec(registered);
  const b = AUTHORITY.exec(presented);
  if (!a || !b || !LOOPBACK_HOSTS.has(a[2]!.toLowerCase())) return false;
  return a[1] === b[1] && a[2] === b[2] && (a[4] ?? '') === (b[4] ?? '');
}

/** The store's own redirect URIs, registered for every client: the hosted pages sign members in there (web_message). */
export function storeRedirectUris(client: OAuthClient): string[] {
  return client.storeOrigin ? [`${client.storeOrigin}${HOSTED_PATHS.account}`] : [];
}

/**
 * Why a URL may not be an OAuth redirect URI of a client (RFC 6749 §3.1.2, RFC 9700 §4.1.3), or undefined when it may:
 * well formed as {@link urlProblem} asks, without a fragment, and either one of the client's exactly registered
 * redirect URIs (or the store's own), or on one of its allowed redirect domains (origin matching, as Wix does for
 * clients whose pages sign shoppers in from anywhere on the site).
 */
export function redirectUriProblem(client: OAuthClient, url: unknown): string | undefined {
  const shape = shapeProblem(url, {});
  if ('problem' in shape) return shape.problem;
  const exact = [...client.redirectUris, ...storeRedirectUris(client)];
  if (exact.some((registered) => matchesRegisteredUri(registered, shape.url))) return undefined;
  if (client.redirectDomains.some((entry) => canonicalOrigin(entry) === shape.parsed.origin)) return undefined;
  return `is not a redirect URI registered for the client ${client.id}`;
}
