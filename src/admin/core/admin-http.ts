// The dashboard's one HTTP helper: the SDK's request core on the store's own origin, with the staff cookie and the CSRF header.
import { errorAsSent } from '../../sdk/core/errors.js';
import { createHttpClient, type Call } from '../../sdk/core/http.js';
import { ADMIN_CSRF_HEADER } from '../../wire/admin.js';

/** Options of {@link createAdminHttp}. */
export interface AdminHttpOptions {
  /** The store's origin. @default location.origin */
  baseUrl?: string;
  /** The fetch requests go through (tests pass one bound to the app). @default globalThis.fetch */
  fetch?: typeof fetch;
}

/** Calls the store as the signed-in staff member. */
export interface AdminHttp {
  /** Sends a JSON call; answers the parsed body of a 200, throws a `ToteError` with the server's details otherwise. */
  request<T>(call: Call): Promise<T>;
  /** Sends a multipart form (an upload) with the same credentials; answers the parsed body of a 200. */
  upload<T>(path: string, form: FormData): Promise<T>;
  /**
   * Sends a JSON body with DELETE, which the SDK's request core sends without one (turning the second factor off takes
   * a code); answers the parsed body of a 200 (or of a 204, as `{}`).
   */
  deleteWithBody<T>(path: string, body: unknown): Promise<T>;
  /** The token `X-Tote-CSRF` carries (set at sign-in, cleared at sign-out). */
  setCsrfToken(token: string | undefined): void;
}

const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * The dashboard's own calls answer a delete or sign-out with 204 No Content, and the SDK's request core takes only 200
 * for success: a 204 reaches it as a 200 with an empty object.
 */
function noContentAsEmpty(response: Response): Response {
  return response.status === 204 ? new Response('{}', { status: 200, headers: response.headers }) : response;
}

/** The parsed body of a 200; a `ToteError` with the server's details otherwise. */
async function answerOf<T>(response: Response): Promise<T> {
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (response.status !== 200) throw errorAsSent({ status: response.status, body, requestId: response.headers.get('x-wix-request-id') ?? undefined });
  return body as T;
}

/** Creates the dashboard's HTTP helper: same-origin cookies on every call, the CSRF header on every write, no bearer token. */
export function createAdminHttp(options: AdminHttpOptions = {}): AdminHttp {
  const baseUrl = options.baseUrl ?? location.origin;
  const send = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  let csrf: string | undefined;
  const credentialed: typeof fetch = (input, init = {}) => {
    const headers = new Headers(init.headers);
    if (csrf && !READ_METHODS.has((init.method ?? 'GET').toUpperCase())) headers.set(ADMIN_CSRF_HEADER, csrf);
    return send(input, { ...init, headers: Object.fromEntries(headers), credentials: 'same-origin' }).then(noContentAsEmpty);
  };
  const http = createHttpClient({ baseUrl, fetch: credentialed, wire: { stringify: JSON.stringify, parse: JSON.parse, error: errorAsSent } });
  return {
    request: (call) => http.request(call),
    async upload<T>(path: string, form: FormData): Promise<T> {
      return answerOf<T>(await credentialed(`${baseUrl}${path}`, { method: 'POST', body: form }));
    },
    async deleteWithBody<T>(path: string, body: unknown): Promise<T> {
      return answerOf<T>(
        await credentialed(`${baseUrl}${path}`, { method: 'DELETE', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      );
    },
    setCsrfToken(token) {
      csrf = token;
    },
  };
}
