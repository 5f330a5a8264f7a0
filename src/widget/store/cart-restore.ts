// A reminder's link on the owner's page (`#tote-restore=<token>`): the fragment leaves the URL, the reminded cart comes back into the
// shopper's own, and the drawer opens with it, or with why not (the shopper's cart then untouched).
import type { Cart } from '../../wire/cart.js';
import { RESTORE_CART_PATH, RESTORE_FRAGMENT } from '../../wire/cart-reminders.js';
import { acceptCart, serial } from './cart-actions.js';
import { restoreMessages } from '../i18n/restore.js';
import { errorCode } from './error-text.js';
import { pageClient } from './page-client.js';
import { store } from './store.js';

/** The token of a reminder's link in a URL fragment, and the fragment without it (other parts of the fragment are kept). */
export function readRestoreFragment(hash: string): { token: string | undefined; rest: string } {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get(RESTORE_FRAGMENT) || undefined;
  params.delete(RESTORE_FRAGMENT);
  return { token, rest: params.toString() };
}

/**
 * Reads the link's token from the page's URL, removes it from the address bar (a reload or a shared URL does not use it again),
 * asks the store for the reminded cart and opens the drawer: with the restored lines, or with the reason the link did not work.
 */
export async function restoreFromLink(): Promise<void> {
  const { token, rest } = readRestoreFragment(location.hash);
  const url = new URL(location.href);
  url.hash = rest;
  history.replaceState(history.state, '', url.href);
  if (!token) return;
  const t = restoreMessages();
  try {
    const { cart } = await serial(() =>
      pageClient().core.http.request<{ cart: Cart }>({ method: 'POST', path: RESTORE_CART_PATH, body: { token }, safe: true }),
    );
    acceptCart(cart, () => ({ drawerOpen: true, placedOrder: undefined, restoreNote: { text: t.restored, ok: true } }));
  } catch (error) {
    const problem = t.problems[errorCode(error) ?? ''] ?? t.problems.failed;
    store.setState({ drawerOpen: true, placedOrder: undefined, restoreNote: { text: `${problem} ${t.unchanged}`, ok: false } });
  }
}
