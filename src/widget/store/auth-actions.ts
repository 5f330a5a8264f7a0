// Who the shopper is, read from the tokens (a member's name from the store), and the sign-in modal's state.
import { EMPTY_TOKENS } from '../../sdk/auth/token-grants.js';
import { ToteError } from '../../sdk/core/errors.js';
import type { Member } from '../../wire/identity.js';
import { pageClient } from './page-client.js';
import { store } from './store.js';

/** The name the sign-in element shows for a member: first name, nickname, else the part of the e-mail before the @. */
export function memberName(member: Pick<Member, 'contact' | 'profile' | 'loginEmail'>): string {
  return member.contact?.firstName || member.profile?.nickname || member.loginEmail.split('@')[0] || member.loginEmail;
}

/** Reads from the tokens whether the shopper is a member, and the member's name. A refused member token reads as a visitor. */
export async function refreshMember(): Promise<void> {
  const { core } = pageClient();
  if ((await core.tokens.getTokens()).refreshToken.role !== 'member') {
    store.setState({ member: undefined, authReady: true });
    return;
  }
  try {
    const { member } = await core.http.request<{ member: Member }>({ method: 'GET', path: '/members/v1/members/my' });
    store.setState({ member: { id: member.id, name: memberName(member) }, authReady: true });
  } catch (error) {
    // The store refused the member: the shopper is a visitor again (a session it ended has visitor tokens already, which stay).
    // A network failure keeps the member.
    const refused = error instanceof ToteError && error.kind === 'user';
    if (refused && (await core.tokens.getTokens()).refreshToken.role === 'member') await core.tokens.setTokens(EMPTY_TOKENS);
    store.setState((s) => ({ member: refused ? undefined : (s.member ?? { id: '', name: '' }), authReady: true }));
  }
}

/** Opens or closes the sign-in modal. */
export function setLoginOpen(loginOpen: boolean): void {
  store.setState(loginOpen ? { loginOpen } : { loginOpen, authError: undefined });
}
