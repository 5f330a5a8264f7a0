// Texts of the sign-in modal in English, shipped in its chunk (the German ones are in the German pack, i18n/de-login.ts); the element's own are in menu-messages.ts.
import { inPageLanguage } from '../../i18n/index.js';
import type { Refusal } from './login-calls.js';

/** Every text of the sign-in modal. */
export interface LoginMessages {
  /** A sign-in on the store's page did not complete. */
  signInFailed: string;
  titles: Record<'login' | 'register' | 'verify' | 'forgot' | 'sent' | 'approval' | 'mfa', string>;
  email: string;
  password: string;
  newPassword: string;
  passwordHint: string;
  firstName: string;
  optional: string;
  code: string;
  codeSent: (email: string) => string;
  submitLogin: string;
  submitRegister: string;
  submitVerify: string;
  submitForgot: string;
  toRegister: string;
  toLogin: string;
  toForgot: string;
  resend: string;
  resent: string;
  sentDetail: (email: string) => string;
  approvalDetail: string;
  /** The second step of a member with two-step sign-in: an authenticator code or a recovery code. */
  mfaDetail: string;
  working: string;
  captcha: string;
  signingIn: string;
  /** What each refusal of the store means for the shopper. */
  refusals: Record<Exclude<Refusal, 'other'>, string>;
}

const en: LoginMessages = {
  signInFailed: 'Signing in did not complete. Please try again.',
  titles: {
    login: 'Sign in',
    register: 'Create an account',
    verify: 'Check your e-mail',
    forgot: 'Reset your password',
    sent: 'Check your e-mail',
    approval: 'Almost there',
    mfa: 'Two-step sign-in',
  },
  email: 'E-mail',
  password: 'Password',
  newPassword: 'Choose a password',
  passwordHint: 'At least 8 characters.',
  firstName: 'First name',
  optional: '(optional)',
  code: 'Code',
  codeSent: (email) => `We sent a 6-digit code to ${email}.`,
  submitLogin: 'Sign in',
  submitRegister: 'Create account',
  submitVerify: 'Confirm',
  submitForgot: 'Send reset link',
  toRegister: 'New here? Create an account',
  toLogin: 'Have an account? Sign in',
  toForgot: 'Forgot your password?',
  resend: 'Send a new code',
  resent: 'A new code is on its way.',
  sentDetail: (email) => `If ${email} has an account, a link to reset the password is on its way.`,
  approvalDetail: 'Your account is waiting for the shop’s approval. We will e-mail you when it is ready.',
  mfaDetail: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  working: 'One moment…',
  captcha: 'Checking that you are human…',
  signingIn: 'Signing you in…',
  refusals: {
    credentials: 'The e-mail or password is not right.',
    reset: 'Please reset your password first.',
    exists: 'An account with this e-mail exists. Sign in instead.',
    email: 'Please enter a valid e-mail address.',
    code: 'That code is not right or has expired.',
    captcha: 'We could not check that you are human. Please try again.',
  },
};

/** The sign-in modal's texts in the page's language (English unless its pack has them). */
export function loginMessages(): LoginMessages {
  return inPageLanguage('login', en);
}
