// The request core: URL and body, Authorization, the read host, GET→POST fallback, retries, 200-only success and error mapping.
import { systemErrorMessage } from '../../wire/errors.js';
import { MAX_GET_QUERY_LENGTH } from '../../wire/query.js';
import type { ArgumentMap, FailedResponse } from './errors.js';
import { ToteError } from './errors.js';
import { base64url } from './base64url.js';
import type { RetryOptions } from './retry.js';
import { discard, sendWithRetries } from './retry.js';

/** HTTP methods the store uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call of the store's API. */
export interface Call {
  method: HttpMethod;
  /** Path on the store's origin, e.g. `/ecom/v1/carts/current`. */
  path: string;
  /** Plain query parameters (undefined ones are left out). */
  params?: Record<string, string | number | boolean | undefined>;
  /** JSON body for POST, PUT and PATCH; for GET, the JSON that `?.r=` carries (a POST of it when the URL gets too long). */
  body?: unknown;
  /** A read that the read-only host may answer. @default false */
  read?: boolean;
  /** Idempotent, so retried on network failures and 502/503/504. @default true for GET, else false */
  safe?: boolean;
  /** Sent as `Idempotency-Key`; the server then answers a repeat with the first answer, so the call is retried too. */
  idempotencyKey?: string;
  /** Send the access token (or API key). @default true */
  auth?: boolean;
  /** Renames violation fields to the caller's argument names. */
  args?: ArgumentMap;
}

/** How requests get their credentials. */
export interface Authorizer {
  /** The value of the Authorization header. */
  authorization(): Promise<string>;
  /** The server refused this credential with 401: forget it so the next call renews it. Returns true when a retry may help. */
  refused(credential: string): Promise<boolean>;
}

/**
 * How calls are written and answers read: JSON text of request bodies, values of response bodies, the errors of failed
 * answers. The SDK's own format converts dates and addresses and names fields by the caller's arguments (core.ts).
 */
export interface WireFormat {
  /** JSON text of a request body. */
  stringify(body: unknown): string;
  /** The value of a response body. */
  parse(text: string): unknown;
  /** The error of an answer other than 200, fields renamed by `args`. */
  error(response: FailedResponse, args?: ArgumentMap): ToteError;
}

/** Settings of the request core. */
export interface HttpOptions {
  baseUrl: string;
  readBaseUrl?: string | undefined;
  fetch: typeof fetch;
  retry?: RetryOptions | undefined;
  wire: WireFormat;
}

/** Sends calls; created once per client. */
export interface HttpClient {
  request<T>(call: Call): Promise<T>;
  /** Sets where credentials come from (the token manager or an API key). */
  authorizer?: Authorizer;
}

const BODY_METHODS = new Set<HttpMethod>(['POST', 'PUT', 'PATCH']);

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/**
 * The value of a response: its parsed body when the store answered 200, else the store's error as `wire` reads it (fields
 * renamed by `args`); a 200 whose body is not JSON is a system error.
 */
export async function answerOf<T>(response: Response, wire: Pick<WireFormat, 'parse' | 'error'>, args?: ArgumentMap): Promise<T> {
  const requestId = response.headers.get('x-wix-request-id') ?? undefined;
  const text = await response.text().catch(() => '');
  if (response.status !== 200) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    throw wire.error({ status: response.status, statusText: response.statusText, body: parsed, requestId }, args);
  }
  try {
    return wire.parse(text) as T;
  } catch (cause) {
    throw new ToteError('SYSTEM_ERROR', systemErrorMessage(requestId), { kind: 'system', status: 200, requestId, cause });
  }
}

/** Creates the request core of one client. */
export function createHttpClient(options: HttpOptions): HttpClient {
  const { wire } = options;
  let consistent: string | undefined;
  const client: HttpClient = {
    async request<T>(call: Call): Promise<T> {
      const base = trimSlash(call.read && options.readBaseUrl ? options.readBaseUrl : options.baseUrl);
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(call.params ?? {})) if (value !== undefined) params.append(key, String(value));
      let method = call.method;
      let body: string | undefined;
      if (method === 'GET' && call.body !== undefined) {
        const json = wire.stringify(call.body);
        params.set('.r', base64url(json));
        if (params.toString().length > MAX_GET_QUERY_LENGTH) {
          params.delete('.r');
          method = 'POST';
          body = json;
        }
      } else if (BODY_METHODS.has(method)) {
        body = wire.stringify(call.body ?? {});
      }
      const query = params.toString();
      const url = `${base}${call.path}${query ? `?${query}` : ''}`;
      const safe = call.safe ?? (call.method === 'GET' || call.idempotencyKey !== undefined);
      let credential: string | undefined;
      const send = async () => {
        const headers: Record<string, string> = {};
        if (body !== undefined) headers['content-type'] = 'application/json';
        credential = call.auth === false || !client.authorizer ? undefined : await client.authorizer.authorization();
        if (credential) headers.authorization = credential;
        if (consistent) headers['x-wix-consistent'] = consistent;
        if (call.idempotencyKey) headers['idempotency-key'] = call.idempotencyKey;
        const init = { method, headers, ...(body === undefined ? {} : { body }) };
        const response = await sendWithRetries(() => options.fetch(url, init), safe, options.retry);
        consistent = response.headers.get('x-wix-consistent') ?? consistent;
        return response;
      };
      let response = await send();
      if (response.status === 401 && credential && client.authorizer && (await client.authorizer.refused(credential))) {
        // The token expired early or was revoked: renew it once and send the call again (it was not processed).
        await discard(response);
        response = await send();
      }
      return answerOf<T>(response, wire, call.args);
    },
  };
  return client;
}
