// The sign-in element's member watch: the page's shopper stops being a member (signed out here, or the store ended the session) and the page shows the visitor.
import { emitToteEvent } from '../events.js';
import { loadCart } from './cart-actions.js';
import { pageClient } from './page-client.js';
import { store } from './store.js';
import { tellTabs } from './tab-sync.js';

/** Shows the page signed out: no member, no member's cart or estimate; the other tabs read their shopper again; `tote:logout`. */
export function memberEnded(): void {
  store.setState({ member: undefined, cart: undefined, estimate: undefined });
  tellTabs({ auth: true });
  void emitToteEvent('logout', {});
}

/** The store ended the member session the page's tokens held (they are a visitor's now): the visitor's page, with the visitor's cart. */
function sessionEnded(): void {
  memberEnded();
  void loadCart();
}

/** Back on the tab: a shown member's cart is read again, so a session the store ended meanwhile ends here too (a cheap read). */
function tabShown(): void {
  if (!document.hidden && store.getState().member) void loadCart();
}

/**
 * Watches the member's session (calling it again changes nothing): when the store refuses the member's tokens on a call (the
 * member signed out on the store's pages or elsewhere, was blocked, changed their password), the SDK takes visitor tokens and
 * the page shows the visitor at once; when the tab is shown again, a shown member's tokens are tried. It acts on that change of
 * the tokens only (a member's to a visitor's), never on a member state whose tokens it did not see as a member's.
 */
export function watchMemberSession(): void {
  pageClient().core.tokens.onMemberSessionEnded = sessionEnded;
  document.addEventListener('visibilitychange', tabShown);
}
