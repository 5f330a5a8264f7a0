// The authorization code flow with PKCE (RFC 6749 §4.1, RFC 7636) through auth redirect sessions, as small named steps.
import type { Prompt } from '../../wire/enums.js';
import type { RedirectSessionResponse } from '../../wire/redirects.js';
import type { TokenSet } from '../../wire/tokens.js';
import type { ToteCore } from '../core/core.js';
import { ToteError } from '../core/errors.js';
import { REDIRECT_SESSION_PATH } from '../modules/redirects.js';
import { codeChallenge, generateCodeVerifier, generateState } from './pkce.js';
import { processTokenResponse, requestTokens } from './token-grants.js';

/** What an authorization request needs to remember until the code comes back. */
export interface OAuthData {
  /** Where the store sends the code (must be registered for the client). */
  redirectUri: string;
  /** The page to return to afterwards (for the caller's use). */
  originalUri: string;
  /** RFC 6749 §10.12: compared with the state that comes back. */
  state: string;
  /** RFC 7636 §4.1: kept secret until the token request. */
  codeVerifier: string;
  /** RFC 7636 §4.2: S256 of the verifier, sent with the authorization request. */
  codeChallenge: string;
}

/** How the code comes back: in the URL fragment (default), the query string, or posted to the parent window. */
export type ResponseMode = 'fragment' | 'query' | 'web_message';

/** Options of {@link getAuthUrl}. */
export interface AuthUrlOptions {
  /** @default 'login' */
  prompt?: Prompt;
  /** @default 'fragment' */
  responseMode?: ResponseMode;
  /** A session token from login: with prompt `none` the store answers without a page. */
  sessionToken?: string;
}

/** The URL to send the user to, and the parts of it. */
export interface AuthUrl {
  authUrl: string;
  authorizationEndpoint: string | undefined;
  sessionToken: string | null | undefined;
}

/** What {@link parseFromUrl} reads from the redirect URL. */
export interface ParsedAuthResponse {
  code: string | null;
  state: string | null;
  error?: string;
  errorDescription?: string | null;
}

/** Step 1: a fresh state, verifier and challenge for a redirect URI. */
export async function generateOAuthData(redirectUri: string, originalUri = ''): Promise<OAuthData> {
  const codeVerifier = generateCodeVerifier();
  return { redirectUri, originalUri, state: generateState(), codeVerifier, codeChallenge: await codeChallenge(codeVerifier) };
}

/** Step 2 (RFC 6749 §4.1.1): the authorization URL, from an auth redirect session. */
export async function getAuthUrl(core: ToteCore, data: OAuthData, options: AuthUrlOptions = {}): Promise<AuthUrl> {
  const { redirectSession } = await core.http.request<RedirectSessionResponse>({
    method: 'POST',
    path: REDIRECT_SESSION_PATH,
    body: {
      auth: {
        authRequest: {
          ...(data.redirectUri ? { redirectUri: data.redirectUri } : {}),
          clientId: core.options.clientId,
          codeChallenge: data.codeChallenge,
          codeChallengeMethod: 'S256',
          responseMode: options.responseMode ?? 'fragment',
          responseType: 'code',
          scope: 'offline_access',
          state: data.state,
          ...(options.sessionToken ? { sessionToken: options.sessionToken } : {}),
        },
        prompt: options.prompt ?? 'login',
      },
    },
  });
  return { authUrl: redirectSession.fullUrl, authorizationEndpoint: redirectSession.urlDetails?.endpoint, sessionToken: redirectSession.sessionToken };
}

/** Step 3 (RFC 6749 §4.1.2): code and state from the redirect URL's fragment (default) or query string. */
export function parseFromUrl(url: string = globalThis.location.href, responseMode: 'fragment' | 'query' = 'fragment'): ParsedAuthResponse {
  const parsed = new URL(url);
  const params = responseMode === 'query' ? parsed.searchParams : new URLSearchParams(parsed.hash.slice(1));
  const error = params.get('error');
  return { code: params.get('code'), state: params.get('state'), ...(error ? { error, errorDescription: params.get('error_description') } : {}) };
}

/** Step 4 (RFC 6749 §4.1.3, RFC 7636 §4.5): checks the state and exchanges the code for member tokens. */
export async function getMemberTokens(core: ToteCore, code: string | null | undefined, state: string | null | undefined, data: OAuthData): Promise<TokenSet> {
  if (!code || !state) throw new ToteError('INVALID_STATE', 'Missing code or _state');
  if (state !== data.state) throw new ToteError('INVALID_STATE', 'Invalid _state');
  try {
    const answer = await requestTokens(core.http, {
      clientId: core.options.clientId,
      grantType: 'authorization_code',
      ...(data.redirectUri ? { redirectUri: data.redirectUri } : {}),
      code,
      codeVerifier: data.codeVerifier,
    });
    return processTokenResponse(answer, 'member', core.now());
  } catch (cause) {
    const error = cause as ToteError;
    throw new ToteError('TOKEN_ERROR', 'Failed to get member tokens', {
      kind: error.kind,
      status: error.status,
      requestId: error.requestId,
      details: error.details,
      cause,
    });
  }
}
