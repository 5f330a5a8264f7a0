// Changing the member's password: the store ends every session of the member, so the page signs in again with the new one and keeps the store's pages knowing the member.
import { EMPTY_TOKENS } from '../../../../sdk/auth/token-grants.js';
import { IdentityErrorCode } from '../../../../wire/identity.js';
import { applicationCode } from '../../../core/error-text.js';
import { startHostedSession } from '../../../core/hosted-session.js';
import type { AccountStore } from './account-store.js';

/** How a change ended: done, or refused for a wrong current password (said next to its field; other failures are thrown). */
export type PasswordChange = 'changed' | 'wrong-current';

/** Changes the password of the member signed in as `email`, checking `current` first. */
export async function changePassword(account: AccountStore, email: string, current: string, password: string): Promise<PasswordChange> {
  const { client } = account;
  try {
    await client.auth.changePassword(password, current);
  } catch (error) {
    if (applicationCode(error) !== IdentityErrorCode.INVALID_PASSWORD) throw error;
    return 'wrong-current';
  }
  // The change ended every session of the member at once, this page's tokens and hosted session too: go on as a
  // visitor, sign in again with the new password, start a new hosted session and take member tokens from it, so the
  // store's pages keep knowing the member (best effort: if it fails, the next visit asks for a login).
  await client.auth.setTokens(EMPTY_TOKENS);
  const again = await client.auth.login({ email, password }).catch(() => undefined);
  if (again?.loginState === 'SUCCESS') {
    await startHostedSession(client, again.data.sessionToken)
      .then(() => account.browser.adoptSession(client))
      .catch(() => undefined);
  }
  return 'changed';
}
