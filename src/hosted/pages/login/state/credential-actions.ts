// Signing in and registering with the e-mail of the page's state (a captcha solved when the store asks): a refusal comes back for the form, anything else moves the page on.
import type { CaptchaTokens, LoginResult } from '../../../../sdk/auth/auth-module.js';
import { isRefusal, withCaptcha, type FormRefusal } from './login-flow.js';
import { takeResult } from './login-actions.js';
import type { LoginStore } from './login-store.js';
import { registerRefusal, signInRefusal, type ShownRefusal } from './refusals.js';

/** The optional names of a registration. */
export interface RegisterProfile {
  firstName: string;
  lastName: string;
}

/** Runs `attempt` with a captcha when the store wants one; takes the answer unless it is a refusal, which `shown` turns into the form's. */
async function attemptWith(
  login: LoginStore,
  attempt: (captcha?: CaptchaTokens) => Promise<LoginResult>,
  shown: (refusal: FormRefusal) => ShownRefusal,
  onChecking: (checking: boolean) => void,
): Promise<ShownRefusal | undefined> {
  const result = await withCaptcha(login.client, login.captcha, attempt, onChecking);
  if (isRefusal(result)) return shown(result);
  takeResult(login, result);
  return undefined;
}

/** Signs in with the page's e-mail and `password`; `onChecking` tells while a captcha is solved. */
export function signIn(login: LoginStore, password: string, onChecking: (checking: boolean) => void): Promise<ShownRefusal | undefined> {
  const email = login.getState().email.trim();
  return attemptWith(
    login,
    (captchaTokens) => login.client.auth.login({ email, password, ...(captchaTokens ? { captchaTokens } : {}) }),
    signInRefusal,
    onChecking,
  );
}

/** Registers the page's e-mail with `password` and the names typed (blank ones left out). */
export function register(
  login: LoginStore,
  password: string,
  names: RegisterProfile,
  onChecking: (checking: boolean) => void,
): Promise<ShownRefusal | undefined> {
  const email = login.getState().email.trim();
  const firstName = names.firstName.trim();
  const lastName = names.lastName.trim();
  const profile = { ...(firstName ? { firstName } : {}), ...(lastName ? { lastName } : {}) };
  return attemptWith(
    login,
    (captchaTokens) =>
      login.client.auth.register({ email, password, ...(Object.keys(profile).length ? { profile } : {}), ...(captchaTokens ? { captchaTokens } : {}) }),
    registerRefusal,
    onChecking,
  );
}
