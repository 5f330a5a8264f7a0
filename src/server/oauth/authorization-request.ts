// The authorization request (RFC 6749 §4.1.1 with PKCE, RFC 7636 §4.3) checked: client, where the answer goes, and what is asked.
import type { OAuthErrorCode } from '../../wire/error-codes.js';
import type { AuthorizeRequest } from '../../wire/redirects.js';
import type { AppContext } from '../context.js';
import { loadClient, type OAuthClient } from './clients.js';
import { isS256Challenge } from './pkce.js';
import { isClientOrigin, redirectUriProblem } from './registered-urls.js';

/** How the code comes back (the SDK's `responseMode`). */
export type ResponseMode = 'fragment' | 'query' | 'web_message';
/** What the user is asked (OIDC `prompt`). */
export type AuthPrompt = 'login' | 'none' | 'consent' | 'select_account';

const RESPONSE_MODES = new Set<string>(['fragment', 'query', 'web_message']);
const PROMPTS = new Set<string>(['login', 'none', 'consent', 'select_account']);
const STATE_MAX_LENGTH = 1000;

/** Where the answer is delivered: a redirect to the URI, or a message to the parent window of an origin. */
export type AnswerTarget = { kind: 'redirect'; uri: string; mode: 'fragment' | 'query' } | { kind: 'web_message'; origin: string };

/** An authorization request that passed every check. */
export interface CheckedAuthorization {
  client: OAuthClient;
  /** The redirect URI exactly as sent (the code is bound to it), or null when none was sent. */
  redirectUri: string | null;
  target: AnswerTarget;
  state: string;
  codeChallenge: string;
  prompt: AuthPrompt | undefined;
  scope: string;
  sessionToken: string | undefined;
}

/**
 * A refused request. `target` is set when the answer may go back to the client (RFC 6749 §4.1.2.1);
 * without it (unknown client, unregistered redirect URI) the user sees an error page and is not redirected.
 */
export interface AuthorizationProblem {
  error: OAuthErrorCode;
  description: string;
  target?: AnswerTarget;
  state?: string;
}

/** The checked request, or the problem. */
export type AuthorizationCheck = { ok: true; request: CheckedAuthorization } | { ok: false; problem: AuthorizationProblem };

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * Checks an authorization request. `callerOrigin` is the origin of the page that created the auth redirect
 * session: a web_message answer without a redirect URI goes there (it must be registered for the client).
 */
export async function checkAuthorizationRequest(
  ctx: Pick<AppContext, 'db' | 'config'>,
  raw: AuthorizeRequest,
  prompt: unknown,
  callerOrigin: string | null | undefined,
): Promise<AuthorizationCheck> {
  const refuse = (error: OAuthErrorCode, description: string, target?: AnswerTarget, state?: string): AuthorizationCheck => ({
    ok: false,
    problem: { error, description, ...(target ? { target } : {}), ...(state ? { state } : {}) },
  });
  const clientId = text(raw.clientId);
  if (!clientId || clientId.length > 200) return refuse('invalid_request', 'clientId is required');
  const client = await loadClient(ctx, clientId);
  if (!client) return refuse('invalid_client', 'Unknown clientId');

  const mode = text(raw.responseMode) ?? 'fragment';
  if (!RESPONSE_MODES.has(mode)) return refuse('invalid_request', 'responseMode must be fragment, query or web_message');
  const redirectUri = text(raw.redirectUri) ?? null;
  let target: AnswerTarget;
  if (redirectUri !== null && (mode !== 'web_message' || /^https?:/i.test(redirectUri))) {
    const problem = redirectUriProblem(client, redirectUri);
    if (problem) return refuse('invalid_request', `redirectUri ${problem}`);
    target =
      mode === 'web_message'
        ? { kind: 'web_message', origin: new URL(redirectUri).origin }
        : { kind: 'redirect', uri: redirectUri, mode: mode as 'fragment' | 'query' };
  } else if (mode === 'web_message') {
    if (!callerOrigin || !isClientOrigin(client, callerOrigin)) {
      return refuse('invalid_request', 'A web_message request without an http(s) redirectUri must come from a page on an origin registered for the client');
    }
    target = { kind: 'web_message', origin: callerOrigin };
  } else {
    return refuse('invalid_request', 'redirectUri is required');
  }

  const state = typeof raw.state === 'string' ? raw.state : '';
  if (!state) return refuse('invalid_request', 'state is required', target);
  if (state.length > STATE_MAX_LENGTH) return refuse('invalid_request', `state must have at most ${STATE_MAX_LENGTH} characters`, target);
  if ((text(raw.responseType) ?? 'code') !== 'code') return refuse('unsupported_response_type', 'responseType must be code', target, state);
  if (text(raw.codeChallengeMethod) !== 'S256') return refuse('invalid_request', 'codeChallengeMethod must be S256 (PKCE is required)', target, state);
  if (!isS256Challenge(raw.codeChallenge))
    return refuse('invalid_request', 'codeChallenge must be the 43-character S256 challenge of a code verifier', target, state);
  const askedPrompt = text(prompt) ?? text(raw.prompt);
  if (askedPrompt !== undefined && !PROMPTS.has(askedPrompt))
    return refuse('invalid_request', 'prompt must be login, none, consent or select_account', target, state);
  const sessionToken = text(raw.sessionToken);
  if (sessionToken !== undefined && sessionToken.length > 4000) return refuse('invalid_request', 'sessionToken is too long', target, state);
  return {
    ok: true,
    request: {
      client,
      redirectUri,
      target,
      state,
      codeChallenge: raw.codeChallenge as string,
      prompt: askedPrompt as AuthPrompt | undefined,
      scope: text(raw.scope) ?? 'offline_access',
      sessionToken,
    },
  };
}
