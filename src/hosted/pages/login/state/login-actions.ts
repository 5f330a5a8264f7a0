// The login page's moves: to another view, the e-mail typed, a step's answer taken, and the hand-over to the waiting flow after a success.
import type { LoginResult } from '../../../../sdk/auth/auth-module.js';
import { errorText } from '../../../core/error-text.js';
import { startHostedSession } from '../../../core/hosted-session.js';
import { continuePath } from '../../../core/navigation.js';
import { afterResult, moveTo, type View } from './login-state.js';
import type { LoginStore } from './login-store.js';

/** Shows another view (its heading takes the focus). */
export function go(login: LoginStore, view: View): void {
  login.setState(moveTo(view));
}

/** The e-mail address typed in any of the forms. */
export function changeEmail(login: LoginStore, email: string): void {
  login.setState({ email });
}

/** Trades the success's session token for the hosted session, then continues the redirect session; a failure is kept for a retry. */
export async function finish(login: LoginStore): Promise<void> {
  if (login.getState().finishBusy) return;
  login.setState({ finishBusy: true, finishError: undefined });
  try {
    await startHostedSession(login.client, login.sessionToken);
    login.onFinished(continuePath(login.sessionId));
  } catch (failure) {
    login.setState({ finishError: errorText(failure) });
  } finally {
    login.setState({ finishBusy: false });
  }
}

/** Takes the answer of a step that moved the flow on: a success finishes the login, the others show their view. */
export function takeResult(login: LoginStore, result: LoginResult): void {
  if (result.loginState === 'SUCCESS') login.sessionToken = result.data.sessionToken;
  login.setState(afterResult(result));
  if (result.loginState === 'SUCCESS') void finish(login);
}
