// GETs and POSTs a URL on a merchant's behalf without reaching private addresses: every resolved address checked, the connection pinned to it.
import { lookup as dnsLookup } from 'node:dns/promises';
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';

/** Total time of one fetch, redirects included. */
const DEFAULT_TIMEOUT_MS = 10_000;
/** Most bytes of a response body. */
const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;
/** Most redirects followed (each one checked like the first URL). */
const DEFAULT_MAX_REDIRECTS = 3;

/** Why an outbound fetch failed; callers switch on it. */
export type OutboundFetchReason = 'private-address' | 'bad-url' | 'timeout' | 'too-large' | 'status' | 'network';

/** What an address is, as far as outbound fetches care: only `public` may be reached without `allowPrivate`. */
export type AddressClass = 'public' | 'loopback' | 'private' | 'link-local' | 'cgnat' | 'unspecified' | 'multicast' | 'reserved' | 'invalid';

/** Options of {@link outboundGet}. */
export interface OutboundFetchOptions {
  /**
   * Lets the fetch reach loopback, private and link-local addresses: `true` any of them, a list only those addresses.
   * Only for development and tests (images on the same machine); never in production, where it would let a
   * merchant's URL reach the store's own network (databases, admin ports, cloud metadata at 169.254.169.254).
   * @default false
   */
  allowPrivate?: boolean | readonly string[];
  /** Total time in milliseconds, DNS, redirects and body included. @default 10000 */
  timeoutMs?: number;
  /** Most bytes of the body; the transfer is aborted past it. @default 10485760 (10 MiB) */
  maxBytes?: number;
  /** Most redirects followed; each target is checked as the first URL was. @default 3 */
  maxRedirects?: number;
  /** Request headers (a `user-agent` is sent when none is given). @default none */
  headers?: Record<string, string>;
}

/** A fetched response: the URL it finally came from, its status, content type and body. */
export interface OutboundResponse {
  url: string;
  status: number;
  contentType: string | undefined;
  bytes: Uint8Array;
}

/** A fetch that failed, with the {@link OutboundFetchReason} to switch on (and the HTTP status for `status`). */
export class OutboundFetchError extends Error {
  override readonly name = 'OutboundFetchError';
  /** The HTTP status, for reason `status`. */
  readonly status: number | undefined;

  constructor(
    readonly reason: OutboundFetchReason,
    message: string,
    options: { cause?: unknown; status?: number } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.status = options.status;
  }
}

/** The 4 bytes of a dotted IPv4 address, or undefined. */
function ipv4Bytes(address: string): number[] | undefined {
  if (isIP(address) !== 4) return undefined;
  return address.split('.').map(Number);
}

/** The 16 bytes of an IPv6 address (zone id dropped, embedded dotted IPv4 read), or undefined. */
function ipv6Bytes(address: string): number[] | undefined {
  const plain = address.replace(/%.*$/, '');
  if (isIP(plain) !== 6) return undefined;
  let text = plain;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = ipv4Bytes(dotted[1]!)!;
    text = `${text.slice(0, dotted.index)}${((a! << 8) | b!).toString(16)}:${((c! << 8) | d!).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = tail === undefined ? headGroups : [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  return groups.flatMap((g) => {
    const n = parseInt(g, 16);
    return [n >> 8, n & 0xff];
  });
}

/** True when the first `bits` bits of `bytes` are those of `prefix`. */
function inPrefix(bytes: readonly number[], prefix: readonly number[], bits: number): boolean {
  for (let i = 0; i < bits; i++) {
    const bit = 7 - (i % 8);
    if (((bytes[i >> 3]! >> bit) & 1) !== (((prefix[i >> 3] ?? 0) >> bit) & 1)) return false;
  }
  return true;
}

function classifyIpv4(b: readonly number[]): AddressClass {
  if (inPrefix(b, [0], 8)) return 'unspecified'; // 0.0.0.0/8 "this network"; 0.0.0.0 reaches the local host
  if (inPrefix(b, [127], 8)) return 'loopback';
  if (inPrefix(b, [10], 8) || inPrefix(b, [172, 16], 12) || inPrefix(b, [192, 168], 16)) return 'private';
  if (inPrefix(b, [169, 254], 16)) return 'link-local'; // cloud metadata (169.254.169.254) lives here
  if (inPrefix(b, [100, 64], 10)) return 'cgnat';
  if (inPrefix(b, [224], 4)) return 'multicast';
  // 240/4 (reserved, with 255.255.255.255 broadcast), 192.0.0/24 (IETF assignments), 198.18/15 (benchmarking).
  if (inPrefix(b, [240], 4) || inPrefix(b, [192, 0, 0], 24) || inPrefix(b, [198, 18], 15)) return 'reserved';
  return 'public';
}

/**
 * What an IP address is: `public`, or why an outbound fetch must not reach it (loopback, private 10/8 172.16/12
 * 192.168/16 fc00::/7, link-local 169.254/16 fe80::/10, CGNAT 100.64/10, unspecified, multicast, reserved).
 * IPv6 addresses that carry an IPv4 one (IPv4-mapped ::ffff:0:0/96, IPv4-compatible ::/96, NAT64 64:ff9b::/96,
 * 6to4 2002::/16) are classed by the IPv4 address they carry. Anything that is not an IP address is `invalid`.
 */
export function classifyAddress(address: string): AddressClass {
  const v4 = ipv4Bytes(address);
  if (v4) return classifyIpv4(v4);
  const b = ipv6Bytes(address);
  if (!b) return 'invalid';
  const zero = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  if (inPrefix(b, zero, 128)) return 'unspecified';
  if (inPrefix(b, [...zero.slice(0, 15), 1], 128)) return 'loopback';
  if (inPrefix(b, [...zero.slice(0, 10), 0xff, 0xff], 96) || inPrefix(b, zero, 96) || inPrefix(b, [0, 0x64, 0xff, 0x9b], 96)) return classifyIpv4(b.slice(12));
  if (inPrefix(b, [0x20, 0x02], 16)) return classifyIpv4(b.slice(2, 6));
  if (inPrefix(b, [0xfc], 7)) return 'private';
  if (inPrefix(b, [0xfe, 0x80], 10)) return 'link-local';
  if (inPrefix(b, [0xfe, 0xc0], 10)) return 'private'; // deprecated site-local
  if (inPrefix(b, [0xff], 8)) return 'multicast';
  return 'public';
}

/** The addresses a URL's host stands for: the literal address, else every address DNS gives. */
async function addressesOf(hostname: string): Promise<{ address: string; family: number }[]> {
  const host = hostname.replace(/^\[(.*)\]$/, '$1');
  const family = isIP(host);
  if (family !== 0) return [{ address: host, family }];
  try {
    return await dnsLookup(host, { all: true, verbatim: true });
  } catch (error) {
    throw new OutboundFetchError('network', `Cannot resolve ${host}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`, { cause: error });
  }
}

/** The URL parsed, when it is absolute http or https. */
function parseUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch (error) {
    throw new OutboundFetchError('bad-url', `Not a URL: ${text.slice(0, 200)}`, { cause: error });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new OutboundFetchError('bad-url', `Only http and https URLs are fetched, not ${url.protocol}`);
  return url;
}

/** Resolves the URL's host and returns the one address to connect to; refuses when any address is not public. */
async function checkedAddress(url: URL, allowPrivate: boolean | readonly string[]): Promise<{ address: string; family: number }> {
  const addresses = await addressesOf(url.hostname);
  if (addresses.length === 0) throw new OutboundFetchError('network', `${url.hostname} has no address`);
  if (allowPrivate !== true) {
    // Any private answer refuses the host: a name that also points inside the network is not fetched at all.
    const allowed = new Set(allowPrivate === false ? [] : allowPrivate);
    const bad = addresses.find((a) => classifyAddress(a.address) !== 'public' && !allowed.has(a.address));
    if (bad) throw new OutboundFetchError('private-address', `${url.hostname} resolves to ${classifyAddress(bad.address)} address ${bad.address}`);
  }
  return addresses[0]!;
}

/**
 * Checks a URL the store will call later (a webhook endpoint): http(s), and, unless `allowPrivate`, a host whose every
 * address is public. Throws {@link OutboundFetchError} (`bad-url`, `private-address`, `network` when it does not resolve).
 */
export async function checkOutboundUrl(text: string, allowPrivate: boolean | readonly string[] = false): Promise<void> {
  await checkedAddress(parseUrl(text), allowPrivate);
}

/** A `lookup` that always answers the checked address, so the connection cannot be re-resolved elsewhere (DNS rebinding). */
function pinnedLookup(checked: { address: string; family: number }): LookupFunction {
  return ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address: checked.address, family: checked.family }]);
    else callback(null, checked.address, checked.family);
  }) as unknown as LookupFunction;
}

/** An idle kept-alive socket is closed after this long (servers commonly close theirs after 5 s). */
const IDLE_SOCKET_MS = 4_000;
/** Most pools kept; past it the least recently used is dropped (its idle sockets close on their own). */
const MAX_POOLS = 256;
/** Kept-alive sockets by origin and checked address: a pool only ever connects to the one address it is named after. */
const pools = new Map<string, HttpAgent>();

/**
 * The keep-alive pool of an origin at a checked address: its sockets connect to that address only (the pinned lookup
 * is the pool's own), so a reused socket always goes where a check just sent this request; a new check that gives
 * another address gets another pool.
 */
function pooledAgent(url: URL, checked: { address: string; family: number }): HttpAgent {
  const key = `${url.protocol}//${url.host} ${checked.address}`;
  let agent = pools.get(key);
  if (agent) {
    pools.delete(key); // re-inserted last: the Map's order is the use order
  } else {
    const options = { keepAlive: true, timeout: IDLE_SOCKET_MS, lookup: pinnedLookup(checked) };
    agent = url.protocol === 'https:' ? new HttpsAgent(options) : new HttpAgent(options);
    const oldest = pools.keys().next();
    if (pools.size >= MAX_POOLS && !oldest.done) pools.delete(oldest.value);
  }
  pools.set(key, agent);
  return agent;
}

/**
 * A kept-alive socket the server had closed while it was idle: the request goes again once on a new connection (it almost
 * never reached the server; when it did, the receiver gets it twice, which at-least-once delivery allows).
 */
class StaleSocketError extends Error {}

/** One request of a checked URL (a GET, or a POST of `body`): the response (body unread), or an error. */
function requestOnce(
  url: URL,
  checked: { address: string; family: number },
  headers: Record<string, string>,
  signal: AbortSignal,
  body?: string | Uint8Array,
  agent: HttpAgent | false = false,
): Promise<IncomingMessage> {
  const options: RequestOptions & { servername?: string } = {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    lookup: pinnedLookup(checked),
    // Without a pool, each request connects to the address just checked; a pool's sockets all go to its own checked address.
    agent,
    signal,
  };
  // SNI and certificate checks use the host name, while the socket goes to the checked address.
  if (url.protocol === 'https:' && isIP(url.hostname.replace(/^\[(.*)\]$/, '$1')) === 0) options.servername = url.hostname;
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(url, options, resolve);
    req.on('error', (error: NodeJS.ErrnoException) => {
      const stale = req.reusedSocket && !signal.aborted && (error.code === 'ECONNRESET' || error.code === 'EPIPE');
      reject(stale ? new StaleSocketError(error.message, { cause: error }) : error);
    });
    req.end(body);
  });
}

/** Drops a response whose body is not wanted (a late socket error is ignored, not thrown). */
function discard(response: IncomingMessage): void {
  response.on('error', () => undefined);
  response.destroy();
}

/** Reads a body up to `maxBytes`, destroying the response past it. */
function readBody(response: IncomingMessage, maxBytes: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > maxBytes) {
        reject(new OutboundFetchError('too-large', `The response has more than ${maxBytes} bytes`));
        discard(response);
        return;
      }
      chunks.push(chunk);
    });
    response.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    response.on('error', reject);
    response.on('aborted', () => reject(new OutboundFetchError('network', 'The response was cut off')));
  });
}

/** The error to throw for a failure of the transfer: the timeout when the deadline passed, else a network error. */
function transferError(error: unknown, signal: AbortSignal, timeoutMs: number): OutboundFetchError {
  if (error instanceof OutboundFetchError && error.reason !== 'network') return error;
  if (signal.aborted) return new OutboundFetchError('timeout', `No complete answer within ${timeoutMs} ms`, { cause: error });
  if (error instanceof OutboundFetchError) return error;
  return new OutboundFetchError('network', `Fetch failed: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`, { cause: error });
}

/** Rejects with a timeout error when the signal aborts (for steps that take no signal, such as DNS). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new OutboundFetchError('timeout', `No complete answer within ${timeoutMs} ms`));
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * GETs a URL on a merchant's behalf, never reaching a private address: only http and https; the host is resolved
 * and refused when ANY of its addresses is not public ({@link classifyAddress}); the connection then goes to exactly
 * the checked address (a pinned `lookup`; the host name kept for TLS), so DNS rebinding cannot switch it.
 * Redirects (301, 302, 303, 307, 308) are followed up to `maxRedirects`, each target checked as the first URL was.
 * One deadline covers the whole fetch; the body is streamed and aborted past `maxBytes`.
 * Throws {@link OutboundFetchError} with its `reason`; a non-2xx final answer is reason `status`.
 */
export async function outboundGet(url: string, options: OutboundFetchOptions = {}): Promise<OutboundResponse> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const headers = { 'user-agent': 'Tote (+https://github.com/tote)', accept: '*/*', ...options.headers };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let current = parseUrl(url);
    for (let redirects = 0; ; redirects++) {
      const checked = await untilAborted(checkedAddress(current, options.allowPrivate ?? false), controller.signal, timeoutMs);
      let response: IncomingMessage;
      try {
        response = await requestOnce(current, checked, headers, controller.signal);
      } catch (error) {
        throw transferError(error, controller.signal, timeoutMs);
      }
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if ([301, 302, 303, 307, 308].includes(status) && location) {
        discard(response);
        if (redirects >= maxRedirects) throw new OutboundFetchError('status', `More than ${maxRedirects} redirects`, { status });
        try {
          current = parseUrl(new URL(location, current).href);
        } catch (error) {
          throw error instanceof OutboundFetchError ? error : new OutboundFetchError('bad-url', `Bad redirect to ${location}`, { cause: error });
        }
        continue;
      }
      if (status < 200 || status > 299) {
        discard(response);
        throw new OutboundFetchError('status', `The server answered ${status}`, { status });
      }
      const length = Number(response.headers['content-length']);
      if (Number.isFinite(length) && length > maxBytes) {
        discard(response);
        throw new OutboundFetchError('too-large', `The response has ${length} bytes; at most ${maxBytes}`);
      }
      let bytes: Uint8Array;
      try {
        bytes = await readBody(response, maxBytes);
      } catch (error) {
        throw transferError(error, controller.signal, timeoutMs);
      }
      return { url: current.href, status, contentType: response.headers['content-type'], bytes };
    }
  } finally {
    clearTimeout(timer);
  }
}

/** Options of {@link outboundPost}: those of a GET without redirects (a POST never follows one). */
export type OutboundPostOptions = Omit<OutboundFetchOptions, 'maxRedirects'>;

/** What a POST got back: the status (any, 3xx included: redirects are not followed) and the body's first bytes. */
export interface OutboundPostAnswer {
  status: number;
  /** At most `maxBytes` of the body; the rest is never read. */
  excerpt: Uint8Array;
}

/**
 * POSTs a body to a URL on a merchant's behalf (webhooks) with the address checks of {@link outboundGet}: only http(s),
 * every resolved address public unless allowed, the connection pinned to the checked address. Connections are kept
 * alive per origin and checked address (each request still resolves and checks first); a kept-alive socket the server
 * had closed is replaced by a new connection once. Redirects are answers, not followed. One deadline covers it all;
 * only the first `maxBytes` of the answer are read, then the socket is closed.
 * Throws {@link OutboundFetchError} when no answer came (`private-address`, `bad-url`, `timeout`, `network`).
 */
export async function outboundPost(url: string, body: string, options: OutboundPostOptions = {}): Promise<OutboundPostAnswer> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? 1024;
  const headers: Record<string, string> = {
    'user-agent': 'Tote (+https://github.com/tote)',
    'content-type': 'application/json',
    ...options.headers,
    'content-length': String(Buffer.byteLength(body)),
  };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const target = parseUrl(url);
    const checked = await untilAborted(checkedAddress(target, options.allowPrivate ?? false), controller.signal, timeoutMs);
    let response: IncomingMessage;
    try {
      response = await requestOnce(target, checked, headers, controller.signal, body, pooledAgent(target, checked)).catch((error: unknown) => {
        if (!(error instanceof StaleSocketError)) throw error;
        return requestOnce(target, checked, headers, controller.signal, body);
      });
    } catch (error) {
      throw transferError(error, controller.signal, timeoutMs);
    }
    const status = response.statusCode ?? 0;
    let excerpt: Uint8Array;
    try {
      excerpt = await readStart(response, maxBytes);
    } catch (error) {
      throw transferError(error, controller.signal, timeoutMs);
    }
    return { status, excerpt };
  } finally {
    clearTimeout(timer);
  }
}

/** Reads the first `maxBytes` of a body, then drops the response (a 50 MB answer costs one chunk). */
function readStart(response: IncomingMessage, maxBytes: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => resolve(new Uint8Array(Buffer.concat(chunks)).subarray(0, maxBytes));
    response.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.byteLength;
      if (size >= maxBytes) {
        discard(response);
        done();
      }
    });
    response.on('end', done);
    response.on('error', reject);
    response.on('aborted', done);
  });
}
