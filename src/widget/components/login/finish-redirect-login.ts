// The way back from the store's hosted login: the code in the URL fragment becomes member tokens, without another reload.
import { getMemberTokens, parseFromUrl, type OAuthData } from '../../../sdk/auth/oauth-flow.js';
import { widgetConfig } from '../../config.js';
import { refreshMember } from '../../store/auth-actions.js';
import { signedIn } from '../../store/member-actions.js';
import { pageClient } from '../../store/page-client.js';
import { cleanPageUrl, redirectLoginKey } from '../../store/page-url.js';
import { store } from '../../store/store.js';
import { loginMessages } from './login-messages.js';

/** Exchanges the returned code (checking the state) for member tokens; a failure reopens the modal with the reason. */
export async function finishRedirectLogin(): Promise<void> {
  const key = redirectLoginKey(widgetConfig().clientId);
  const saved = sessionStorage.getItem(key);
  sessionStorage.removeItem(key);
  const answer = parseFromUrl(location.href, 'fragment');
  cleanPageUrl();
  try {
    if (!saved || answer.error) throw new Error(answer.errorDescription ?? answer.error ?? 'no saved sign-in');
    await signedIn(await getMemberTokens(pageClient().core, answer.code, answer.state, JSON.parse(saved) as OAuthData));
  } catch {
    await refreshMember();
    store.setState({ authError: loginMessages().signInFailed });
  }
}
