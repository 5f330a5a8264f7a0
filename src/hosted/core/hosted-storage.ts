// Where hosted pages keep tokens: the visitor's in localStorage (one cart across the store's pages), a member's in memory only.
import type { TokenSet } from '../../wire/tokens.js';
import type { TokenStorage } from '../../sdk/auth/token-storage.js';
import { localStorageStorage } from '../../sdk/auth/token-storage.js';

/** The localStorage prefix of the hosted pages' visitor tokens (apart from any shop's). */
export const HOSTED_TOKEN_PREFIX = 'tote.hosted.tokens.';

/**
 * A storage whose member tokens live only as long as the page: each page load asks the store again (the hosted session
 * cookie) whether the member is still signed in, so a logout elsewhere is never outlived by tokens kept here.
 */
export function hostedTokenStorage(): TokenStorage {
  const persisted = localStorageStorage(HOSTED_TOKEN_PREFIX);
  const members = new Map<string, TokenSet>();
  return {
    get: (clientId) => members.get(clientId) ?? persisted.get(clientId),
    set(clientId, tokens) {
      if (tokens.refreshToken.role === 'member') {
        members.set(clientId, tokens);
        return;
      }
      members.delete(clientId);
      return persisted.set(clientId, tokens);
    },
  };
}
