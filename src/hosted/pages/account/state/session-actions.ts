// The account page's member: signed in silently from the hosted session or sent to the hosted login (which brings them back), replaced after a change, signed out.
import type { PageMember } from '../../../api/members.js';
import { errorText } from '../../../core/error-text.js';
import type { AccountStore } from './account-store.js';

/** Checks the sign-in (again, for a retry): the member when signed in, else off to the login. A check overtaken by a newer one or by {@link stopAccount} changes nothing. */
export async function checkSession(account: AccountStore): Promise<void> {
  const check = ++account.check;
  const current = () => check === account.check;
  account.setState({ session: { status: 'checking' } });
  try {
    if (!(await account.browser.adoptSession(account.client))) {
      const url = await account.browser.loginUrl(account.client);
      if (!current()) return;
      account.setState({ session: { status: 'signing-in' } });
      account.browser.leave(url);
      return;
    }
    const member = await account.api.mine();
    if (current()) account.setState({ session: { status: 'ready', member } });
  } catch (error) {
    if (current()) account.setState({ session: { status: 'failed', error: errorText(error) } });
  }
}

/** Ends the page's checks (the page is gone): one still running changes nothing. */
export function stopAccount(account: AccountStore): void {
  account.check += 1;
}

/** The member as a section saved it. */
export function updateMember(account: AccountStore, member: PageMember): void {
  account.setState({ session: { status: 'ready', member } });
}

/**
 * Signs the member out everywhere (the store ends every session and token of theirs, the owner's site's too), then leaves
 * through the store's logout for the owner's site (the page's way back, which the store checked against the client's
 * registered origins, and checks again), or, when the store knows none, for the sign-in page that leads back here; a
 * failure is kept to show.
 */
export async function signOut(account: AccountStore): Promise<void> {
  if (account.getState().signingOut) return;
  account.setState({ signingOut: true, signOutError: undefined });
  try {
    const next = account.backUrl ?? (await account.browser.loginUrl(account.client).catch(() => undefined));
    const { logoutUrl } = await account.client.auth.logout(next);
    account.browser.leave(logoutUrl);
  } catch (failure) {
    account.setState({ signOutError: errorText(failure) });
  } finally {
    account.setState({ signingOut: false });
  }
}
