// Keeps a client's access token valid: renews it with the refresh token, else gets visitor tokens; one renewal at a time per storage and client id.
import type { TokenSet } from '../../wire/tokens.js';
import type { ToteError } from '../core/errors.js';
import type { HttpClient } from '../core/http.js';
import { EMPTY_TOKENS, epochSeconds, processTokenResponse, requestTokens } from './token-grants.js';
import type { TokenStorage } from './token-storage.js';

/** An access token this close to its expiry (seconds) counts as expired, so it does not lapse in flight. */
const EXPIRY_MARGIN_SECONDS = 30;

/** Renewals in flight, by storage and then by client: clients that share a storage share one renewal. */
const renewals = new WeakMap<TokenStorage, Map<string, Promise<TokenSet>>>();

/** Settings of a token manager. */
export interface TokenManagerOptions {
  clientId: string;
  storage: TokenStorage;
  http: HttpClient;
  /** The current time in ms. @default Date.now */
  now?: () => number;
}

/** The tokens of one client. */
export interface TokenManager {
  /** The stored token set (empty when there is none). */
  getTokens(): Promise<TokenSet>;
  /** Stores a token set (after login, or to restore a session). */
  setTokens(tokens: TokenSet): Promise<void>;
  /** A token set whose access token is valid, renewed or newly issued when needed. */
  validTokens(): Promise<TokenSet>;
  /** Forgets the access token when it is still this one (the server refused it); true when it was. */
  invalidate(accessToken: string): Promise<boolean>;
  /**
   * Called when tokens this manager last used as a member's are a visitor's (or none) when it next needs them, though it
   * set none itself: the store refused the member's refresh token (the member signed out elsewhere, was blocked or deleted,
   * changed or reset their password, or the session expired) and visitor tokens took its place, or another client sharing
   * the storage signed out. Only that change calls it: never tokens it did not see as a member's, never {@link setTokens}.
   */
  onMemberSessionEnded?: (() => void) | undefined;
}

/** True when the set has an access token that is not (about to be) expired. */
export function hasValidAccessToken(tokens: TokenSet | undefined, nowMs: number): boolean {
  return !!tokens?.accessToken?.value && tokens.accessToken.expiresAt > epochSeconds(nowMs) + EXPIRY_MARGIN_SECONDS;
}

/** Creates the token manager of a client. */
export function createTokenManager(options: TokenManagerOptions): TokenManager {
  const { clientId, storage, http } = options;
  const now = options.now ?? Date.now;
  const read = async () => (await storage.get(clientId)) ?? EMPTY_TOKENS;

  // SPEC §4: renew with the refresh token; when the store refuses it, or there is none, ask for visitor tokens.
  // A network failure or a server error is thrown instead: a member's refresh token is not thrown away for those.
  const renew = async (): Promise<TokenSet> => {
    const current = await read();
    if (hasValidAccessToken(current, now())) return current;
    const refresh = current.refreshToken;
    if (refresh.value) {
      try {
        const answer = await requestTokens(http, { clientId, grantType: 'refresh_token', refreshToken: refresh.value });
        const renewed = processTokenResponse(answer, refresh.role === 'none' ? 'visitor' : refresh.role, now(), refresh.value);
        await storage.set(clientId, renewed);
        return renewed;
      } catch (error) {
        const refused = (error as ToteError).code === 'TOKEN_ERROR' && (error as ToteError).kind === 'user';
        if (!refused) throw error;
      }
    }
    const answer = await requestTokens(http, { clientId, grantType: 'anonymous' });
    const visitor = processTokenResponse(answer, 'visitor', now());
    await storage.set(clientId, visitor);
    return visitor;
  };

  /** The role of the tokens this manager last handed out or was given: a member's turning into a visitor's is the member session's end. */
  let seen: TokenSet['refreshToken']['role'] | undefined;
  const manager: TokenManager = {
    getTokens: read,
    setTokens: async (tokens) => {
      seen = tokens.refreshToken.role;
      await storage.set(clientId, tokens);
    },
    async validTokens() {
      let tokens = await read();
      if (!hasValidAccessToken(tokens, now())) {
        let byClient = renewals.get(storage);
        if (!byClient) renewals.set(storage, (byClient = new Map()));
        let pending = byClient.get(clientId);
        if (!pending) {
          const map = byClient;
          pending = renew().finally(() => map.delete(clientId));
          byClient.set(clientId, pending);
        }
        tokens = await pending;
      }
      const was = seen;
      seen = tokens.refreshToken.role;
      if (was === 'member' && seen !== 'member') manager.onMemberSessionEnded?.();
      return tokens;
    },
    async invalidate(accessToken) {
      const current = await read();
      if (current.accessToken.value !== accessToken) return current.accessToken.value !== '';
      await storage.set(clientId, { ...current, accessToken: { value: '', expiresAt: 0 } });
      return true;
    },
  };
  return manager;
}
