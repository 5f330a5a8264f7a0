// Member tokens for a hosted page from the hosted session cookie: a silent authorization (prompt=none, PKCE) in a hidden frame.
import type { HostedClient } from './hosted-client.js';
import { ToteError } from '../../sdk/core/errors.js';
import { loadHiddenFrame, waitForAuthorizationMessage } from '../../sdk/auth/silent-login.js';
import type { TokenSet } from '../../wire/tokens.js';

/** How long the store may take to answer the silent authorization. @default 20000 */
export const MEMBER_CHECK_TIMEOUT_MS = 20_000;

/** Where the store delivers the code: the store's own origin (registered for every client), posted as a web message. */
function redirectUri(): string {
  return `${location.origin}/hosted/account`;
}

/**
 * Asks the store whether this browser is signed in (the hosted session cookie) and, if so, exchanges the code for member
 * tokens. Resolves `'signed-out'` when the store answers `login_required`.
 */
export async function silentMemberTokens(client: HostedClient, timeoutMs = MEMBER_CHECK_TIMEOUT_MS): Promise<TokenSet | 'signed-out'> {
  const data = await client.auth.generateOAuthData(redirectUri());
  const { authUrl } = await client.auth.getAuthUrl(data, { prompt: 'none', responseMode: 'web_message' });
  const answer = waitForAuthorizationMessage({ target: window, origin: location.origin, state: data.state, timeoutMs });
  const frame = loadHiddenFrame(authUrl);
  try {
    const message = await answer;
    if (message.error === 'login_required') return 'signed-out';
    if (message.error) throw new ToteError('TOKEN_ERROR', message.error_description ?? message.error);
    return await client.auth.getMemberTokens(message.code, message.state, data);
  } finally {
    frame.remove();
  }
}

/** Signs the page in as the member when the browser has a hosted session; true when it did. */
export async function adoptMemberSession(client: HostedClient, timeoutMs?: number): Promise<boolean> {
  const tokens = await silentMemberTokens(client, timeoutMs);
  if (tokens === 'signed-out') return false;
  await client.auth.setTokens(tokens);
  return true;
}

/** The hosted login page's URL for the current page: after login the store sends the member back here. */
export async function loginUrlBackHere(client: HostedClient): Promise<string> {
  const session = await client.redirects.createRedirectSession({ login: {}, callbacks: { postFlowUrl: location.href } });
  return session.fullUrl;
}
