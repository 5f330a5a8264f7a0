// Where "back to the shop" leads from the hosted login: the client's redirect URI with `error=access_denied` (RFC 6749 §4.1.2.1), or the session's postFlowUrl on the shop.
import type { AuthorizeRequest } from '../../wire/redirects.js';
import type { AppContext } from '../context.js';
import { checkAuthorizationRequest } from '../oauth/index.js';
import type { RedirectSessionRow } from '../redirects/index.js';

/** The URL that ends a login session without logging in, or undefined (a web_message request has no page to go back to). */
export async function cancelUrlOf(ctx: Pick<AppContext, 'db' | 'config'>, session: RedirectSessionRow): Promise<string | undefined> {
  if (session.kind === 'login') {
    // A page of the store itself (the account page that sent the member to log in) is no way back to the shop.
    const after = session.callbacks.postFlowUrl;
    return after && new URL(after).origin !== new URL(ctx.config.publicUrl).origin ? after : undefined;
  }
  if (session.kind !== 'auth') return undefined;
  const raw = (session.params.authRequest ?? {}) as AuthorizeRequest;
  const checked = await checkAuthorizationRequest(ctx, raw, session.params.prompt, session.caller_origin);
  if (!checked.ok || checked.request.target.kind !== 'redirect') return undefined;
  const { target, state } = checked.request;
  const params = { error: 'access_denied', error_description: 'The user went back without logging in', state };
  const url = new URL(target.uri);
  if (target.mode === 'query') for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  else url.hash = new URLSearchParams(params).toString();
  return url.toString();
}
