// The hosted session: a login's session token traded for the store's HttpOnly cookie, so the store's own pages know the member.
import type { HostedClient } from './hosted-client.js';

/** The call the store keeps for its own pages (same origin only). */
const HOSTED_SESSION_PATH = '/oauth2/session';

/** Starts the hosted session for a session token of login, register, verify or recover (the token works once). */
export async function startHostedSession(client: HostedClient, sessionToken: string): Promise<void> {
  await client.core.http.request({ method: 'POST', path: HOSTED_SESSION_PATH, body: { sessionToken }, auth: false });
}
