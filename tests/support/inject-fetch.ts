// A standard fetch that sends requests to the real Fastify app through app.inject (no port), for SDK tests.
import { STATUS_CODES } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** One request as the app saw it (for assertions about what the SDK sent). */
export interface SeenRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** A fetch bound to the app, plus the requests it carried. */
export interface InjectFetch {
  fetch: typeof fetch;
  /** Every request sent through `fetch`, in order. */
  seen: SeenRequest[];
}

/** Options of {@link injectFetch}. */
export interface InjectFetchOptions {
  /** The client's address, which the store's rate limits count by. @default 127.0.0.1 */
  remoteAddress?: string;
}

/** Turns `fetch(url, init)` into `app.inject(...)` and the answer into a real `Response`; the URL's origin is ignored. */
export function injectFetch(app: Pick<FastifyInstance, 'inject'>, options: InjectFetchOptions = {}): InjectFetch {
  const seen: SeenRequest[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => {
      headers[key] = value;
    });
    const body = init.body === undefined || init.body === null ? undefined : await request.text();
    seen.push({ method: request.method, url: `${url.origin}${url.pathname}${url.search}`, headers, body });
    const response = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
      headers: { ...headers, host: url.host },
      ...(body === undefined ? {} : { payload: body }),
    });
    const answerHeaders = new Headers();
    for (const [key, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) answerHeaders.append(key, String(item));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      statusText: response.statusMessage || STATUS_CODES[response.statusCode] || '',
      headers: answerHeaders,
    });
  };
  return { fetch: fetchImpl as typeof fetch, seen };
}
