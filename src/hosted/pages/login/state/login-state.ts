// The hosted login page's state as plain data (no UI): the view shown, the e-mail its forms share, the hand-over after a success; and the transitions between views.
import type { LoginResult } from '../../../../sdk/auth/auth-module.js';
import type { ErrorText } from '../../../core/error-text.js';

/** The view the login page shows. */
export type View =
  | { name: 'signin' }
  | { name: 'register' }
  | { name: 'verify'; pending: LoginResult }
  | { name: 'mfa'; pending: Extract<LoginResult, { loginState: 'MFA_REQUIRED' }> }
  | { name: 'forgot'; sendNow: boolean }
  | { name: 'approval' };

/** Everything the login page shows besides its forms' own fields; change it only through the actions of this folder. */
export interface LoginState {
  view: View;
  /** The e-mail address typed, shared by sign-in, registration, verification and the reset link. */
  email: string;
  /** The page moved from its first view: each view's heading takes the focus from then on. */
  moved: boolean;
  /** The login succeeded: the hosted session is being started (the page waits) unless `finishError` says why it failed. */
  finishing: boolean;
  /** The hosted session's start is running (its retry button is busy). */
  finishBusy: boolean;
  finishError?: ErrorText;
}

/** The page's first state: sign-in, or registration when the shop asked for it. */
export function initialLoginState(first: 'signin' | 'register' = 'signin'): LoginState {
  return { view: { name: first }, email: '', moved: false, finishing: false, finishBusy: false };
}

/** The change of moving to `view`. */
export function moveTo(view: View): Partial<LoginState> {
  return { view, moved: true };
}

/**
 * The change a login, registration, verification or second factor's answer makes: a success starts the hand-over, the
 * other steps have their view; a refusal changes nothing (its form shows it).
 */
export function afterResult(result: LoginResult): Partial<LoginState> {
  switch (result.loginState) {
    case 'SUCCESS':
      return { finishing: true };
    case 'EMAIL_VERIFICATION_REQUIRED':
      return moveTo({ name: 'verify', pending: result });
    case 'OWNER_APPROVAL_REQUIRED':
      return moveTo({ name: 'approval' });
    case 'MFA_REQUIRED':
      return moveTo({ name: 'mfa', pending: result });
    default:
      return {};
  }
}
