// What the sign-in and registration forms show of the store's refusals: a field's error, or a message above the form.
import { readableMessage } from '../../../core/error-text.js';
import { messages } from '../texts.js';
import { needsCaptcha, type FormRefusal } from './login-flow.js';

/** A refusal as a form shows it: under `field` (which takes the focus), else above the form, with the offer of a reset link when `reset`. */
export interface ShownRefusal {
  field?: 'email' | 'password';
  text: string;
  reset?: boolean;
}

/** A sign-in's refusal: the wrong password under its field, a password to reset, a captcha that failed, or the store's words. */
export function signInRefusal(result: FormRefusal): ShownRefusal {
  const t = messages();
  if (needsCaptcha(result)) return { text: t.login.captchaFailed };
  if (result.errorCode === 'invalidPassword') return { field: 'password', text: t.login.wrongPassword };
  if (result.errorCode === 'resetPassword') return { text: t.login.resetRequired, reset: true };
  return { text: readableMessage(result.error) };
}

/** A registration's refusal: an address taken or invalid under its field, a captcha that failed, or the store's words. */
export function registerRefusal(result: FormRefusal): ShownRefusal {
  const t = messages();
  if (needsCaptcha(result)) return { text: t.login.captchaFailed };
  if (result.errorCode === 'emailAlreadyExists') return { field: 'email', text: t.login.emailTaken };
  if (result.errorCode === 'invalidEmail') return { field: 'email', text: t.common.emailInvalid };
  return { text: readableMessage(result.error) };
}
