// The account page's member: signed in silently from the hosted session, or sent to the hosted login (which brings them back).
import { useEffect, useState } from 'preact/hooks';
import type { HostedClient } from '../../core/hosted-client.js';
import { membersApi, type PageMember } from '../../api/members.js';
import { errorText, type ErrorText } from '../../core/error-text.js';
import { adoptMemberSession, loginUrlBackHere } from '../../core/member-session.js';
import { navigateTo } from '../../core/navigation.js';

/** Where the page stands with the member. */
export type MemberSession =
  { status: 'checking' } | { status: 'signing-in' } | { status: 'ready'; member: PageMember } | { status: 'failed'; error: ErrorText };

/** Checks the sign-in once per mount (and on `retry`); `update` replaces the member after a change. */
export function useMemberSession(client: HostedClient): { session: MemberSession; retry: () => void; update: (member: PageMember) => void } {
  const [session, setSession] = useState<MemberSession>({ status: 'checking' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setSession({ status: 'checking' });
    (async () => {
      if (!(await adoptMemberSession(client))) {
        const url = await loginUrlBackHere(client);
        if (!live) return;
        setSession({ status: 'signing-in' });
        navigateTo(url, { replace: true });
        return;
      }
      const member = await membersApi(client).mine();
      if (live) setSession({ status: 'ready', member });
    })().catch((error: unknown) => {
      if (live) setSession({ status: 'failed', error: errorText(error) });
    });
    return () => {
      live = false;
    };
  }, [client, attempt]);
  return { session, retry: () => setAttempt((a) => a + 1), update: (member) => setSession({ status: 'ready', member }) };
}
