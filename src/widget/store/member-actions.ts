// What members do (the sign-in element's chunks): take member tokens after a sign-in, sign out, open their account pages.
import { EMPTY_TOKENS } from '../../sdk/auth/token-grants.js';
import type { TokenSet } from '../../wire/tokens.js';
import { widgetConfig } from '../config.js';
import { emitToteEvent } from '../events.js';
import { refreshMember } from './auth-actions.js';
import { loadCart } from './cart-actions.js';
import { memberEnded } from './member-ended.js';
import { pageClient } from './page-client.js';
import { pageUrl } from './page-url.js';
import { store } from './store.js';
import { tellTabs } from './tab-sync.js';

/** Keeps member tokens from a sign-in (no page reload): the member's name, the merged cart, the other tabs, `tote:login`. */
export async function signedIn(tokens: TokenSet): Promise<void> {
  await pageClient().core.tokens.setTokens(tokens);
  await refreshMember();
  store.setState({ loginOpen: false, authError: undefined });
  tellTabs({ auth: true });
  await loadCart();
  const memberId = store.getState().member?.id;
  void emitToteEvent('login', memberId ? { memberId } : {});
}

/** Signs out everywhere: the store ends every session of the member (at the logout session's creation), its logout page sends the browser back here; the tokens go at once. */
export async function signOut(): Promise<void> {
  const { core, redirects } = pageClient();
  let logoutUrl: string | undefined;
  try {
    logoutUrl = (await redirects.createRedirectSession({ logout: { clientId: widgetConfig().clientId }, callbacks: { postFlowUrl: pageUrl() } })).fullUrl;
  } catch {
    // The store cannot be reached: the shopper asked to leave, so the tokens go anyway.
  }
  await core.tokens.setTokens(EMPTY_TOKENS);
  memberEnded();
  if (logoutUrl) location.assign(logoutUrl);
}

/** Opens a section of the member's account on the store's hosted pages (`ACCOUNT_INFO`, `ORDERS`). */
export async function openAccount(section: 'ACCOUNT_INFO' | 'ORDERS'): Promise<void> {
  const session = await pageClient().redirects.createRedirectSession({ membersAccount: { section }, callbacks: { postFlowUrl: pageUrl() } });
  location.assign(session.fullUrl);
}
