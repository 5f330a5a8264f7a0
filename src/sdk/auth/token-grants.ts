// Token grants (RFC 6749 §4, §6): a request builder per grant and the response processor that turns an answer into a token set.
import type { TokenRole } from '../../wire/enums.js';
import type { TokenRequest, TokenResponse, TokenSet } from '../../wire/tokens.js';
import { ToteError } from '../core/errors.js';
import type { HttpClient } from '../core/http.js';

/** A token set with no tokens (role `none`). */
export const EMPTY_TOKENS: TokenSet = { accessToken: { value: '', expiresAt: 0 }, refreshToken: { value: '', role: 'none' } };

/** Seconds since the epoch. */
export function epochSeconds(nowMs: number): number {
  return Math.floor(nowMs / 1000);
}

/**
 * POST /oauth2/token (RFC 6749 §3.2). Token renewal is idempotent and retried; the anonymous grant is too
 * (a repeat only leaves an unused visitor behind). A refusal becomes `TOKEN_ERROR` "something went wrong" (SPEC §8).
 */
export async function requestTokens(http: HttpClient, request: TokenRequest): Promise<TokenResponse> {
  try {
    return await http.request<TokenResponse>({
      method: 'POST',
      path: '/oauth2/token',
      body: request,
      auth: false,
      safe: request.grantType !== 'authorization_code',
    });
  } catch (error) {
    if (!(error instanceof ToteError) || error.code === 'NETWORK_ERROR') throw error;
    throw new ToteError('TOKEN_ERROR', 'something went wrong', {
      kind: error.kind,
      status: error.status,
      requestId: error.requestId,
      details: error.details,
      cause: error,
    });
  }
}

/** RFC 6749 §5.1: `expires_in` (seconds) becomes an expiry timestamp; the refresh token keeps its value when the answer has none. */
export function processTokenResponse(response: TokenResponse, role: TokenRole, nowMs: number, previousRefresh = ''): TokenSet {
  return {
    accessToken: { value: response.access_token, expiresAt: epochSeconds(nowMs) + Number(response.expires_in) },
    refreshToken: { value: response.refresh_token || previousRefresh, role },
  };
}
