// Points the unmodified official Wix packages (@wix/sdk and its modules) at the test app listening on a loopback port.
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import type { TestApp } from './test-app.js';

/** The hosts the official packages call; requests to them go to the test app instead. */
export const WIX_API_ORIGINS = ['https://www.wixapis.com', 'https://edge.wixapis.com'];

/** The shop page the official SDK runs on, as a browser would name it in `Origin` (registered for the demo client). */
export const SHOP_PAGE_ORIGIN = 'http://localhost:8788';

/** One request the official packages sent, as the store received it. */
export interface SentRequest {
  method: string;
  /** The URL the package asked for (https://www.wixapis.com/...). */
  requestedUrl: string;
  /** Path and query on the store. */
  path: string;
  headers: Record<string, string>;
  /** The body when it was a string (JSON), else undefined. */
  body: string | undefined;
  status: number;
  /** The answer's headers (lower-case names). */
  responseHeaders: Record<string, string>;
}

/** The listening store and the fetch that reaches it. */
export interface OfficialWixTarget {
  /** `http://127.0.0.1:<port>` of the listening app. */
  readonly base: string;
  /** A fetch that rewrites the Wix API hosts and the store's public URL to {@link base}: pass it as `createClient({ fetch })`. */
  readonly fetch: typeof fetch;
  /** The runtime's own fetch, untouched (for following the URLs the store hands out, like a browser would). */
  readonly rawFetch: typeof fetch;
  /** Every request sent through the rewriting fetch (the scoped global one included), in order. */
  readonly sent: SentRequest[];
  /** A URL the store handed out (its PUBLIC_URL origin) turned into one on the listening port. */
  local(url: string): string;
}

/** Options of {@link useOfficialWix}. */
export interface OfficialWixOptions {
  /**
   * The `Origin` header added to requests that have none, as a browser on the shop's page would send it.
   * `null` sends none (a server-side shop).
   * @default SHOP_PAGE_ORIGIN
   */
  origin?: string | null;
  /** The port to listen on (see {@link freeLoopbackPort}). @default 0, any free port */
  port?: number;
}

/**
 * A loopback port that is free now, so a test app can be configured with its PUBLIC_URL before it listens there
 * (for code that fetches the URLs the store hands out without the rewriting fetch, like a DOM loading an iframe).
 */
export async function freeLoopbackPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  if (input instanceof URL) return input.href;
  return input.url;
}

/**
 * Makes the test app listen on loopback (beforeAll) and installs, for this test file only, a global fetch that sends
 * the official packages' calls to it (OAuthStrategy's token, login and redirect calls use the global fetch); the
 * global fetch is restored in afterAll. Call after `useTestApp()`.
 */
export function useOfficialWix(t: TestApp, options: OfficialWixOptions = {}): OfficialWixTarget {
  const origin = options.origin === undefined ? SHOP_PAGE_ORIGIN : options.origin;
  const rawFetch = globalThis.fetch;
  const sent: SentRequest[] = [];
  let base = '';
  const rewrite = (url: string): string => {
    const publicOrigin = new URL(t.ctx.config.publicUrl).origin;
    for (const from of [...WIX_API_ORIGINS, publicOrigin]) {
      if (url === from || url.startsWith(`${from}/`) || url.startsWith(`${from}?`)) return base + url.slice(from.length);
    }
    return url;
  };
  const rewritingFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const requestedUrl = urlOf(input);
    const target = rewrite(requestedUrl);
    const request = new Request(target, input instanceof Request ? input : init);
    const withInit = input instanceof Request && init ? new Request(request, init) : request;
    if (origin && !withInit.headers.has('origin')) withInit.headers.set('origin', origin);
    const headers: Record<string, string> = {};
    withInit.headers.forEach((value, key) => {
      headers[key] = value;
    });
    const body = typeof init?.body === 'string' ? init.body : undefined;
    const response = await rawFetch(withInit);
    const url = new URL(target);
    const responseHeaders: Record<string, string> = {};
    response.headers.forEach((value, key) => {
      responseHeaders[key] = value;
    });
    sent.push({ method: withInit.method, requestedUrl, path: url.pathname + url.search, headers, body, status: response.status, responseHeaders });
    return response;
  };
  beforeAll(async () => {
    await t.app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    globalThis.fetch = rewritingFetch as typeof fetch;
  });
  afterAll(() => {
    globalThis.fetch = rawFetch;
  });
  return {
    get base() {
      return base;
    },
    fetch: rewritingFetch as typeof fetch,
    rawFetch,
    sent,
    local: rewrite,
  };
}
