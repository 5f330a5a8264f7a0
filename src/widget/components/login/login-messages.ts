// Texts of the sign-in modal (English and German), shipped in its chunk; the element's own are in menu-messages.ts.
import { inPageLanguage } from '../../i18n/index.js';
import type { Refusal } from './login-calls.js';

/** Every text of the sign-in modal. */
export interface LoginMessages {
  /** A sign-in on the store's page did not complete. */
  signInFailed: string;
  titles: Record<'login' | 'register' | 'verify' | 'forgot' | 'sent' | 'approval', string>;
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

const de: LoginMessages = {
  signInFailed: 'Die Anmeldung wurde nicht abgeschlossen. Bitte versuche es noch einmal.',
  titles: {
    login: 'Anmelden',
    register: 'Konto erstellen',
    verify: 'Schau in dein Postfach',
    forgot: 'Passwort zurücksetzen',
    sent: 'Schau in dein Postfach',
    approval: 'Fast geschafft',
  },
  email: 'E-Mail',
  password: 'Passwort',
  newPassword: 'Passwort wählen',
  passwordHint: 'Mindestens 8 Zeichen.',
  firstName: 'Vorname',
  optional: '(optional)',
  code: 'Code',
  codeSent: (email) => `Wir haben einen 6-stelligen Code an ${email} geschickt.`,
  submitLogin: 'Anmelden',
  submitRegister: 'Konto erstellen',
  submitVerify: 'Bestätigen',
  submitForgot: 'Link senden',
  toRegister: 'Neu hier? Konto erstellen',
  toLogin: 'Schon ein Konto? Anmelden',
  toForgot: 'Passwort vergessen?',
  resend: 'Neuen Code senden',
  resent: 'Ein neuer Code ist unterwegs.',
  sentDetail: (email) => `Wenn ${email} ein Konto hat, ist ein Link zum Zurücksetzen unterwegs.`,
  approvalDetail: 'Dein Konto wartet auf die Freigabe durch den Shop. Wir schreiben dir, sobald es so weit ist.',
  working: 'Einen Moment…',
  captcha: 'Wir prüfen, ob du ein Mensch bist…',
  signingIn: 'Du wirst angemeldet…',
  refusals: {
    credentials: 'E-Mail oder Passwort stimmen nicht.',
    reset: 'Bitte setze zuerst dein Passwort zurück.',
    exists: 'Zu dieser E-Mail gibt es schon ein Konto. Melde dich an.',
    email: 'Bitte gib eine gültige E-Mail-Adresse ein.',
    code: 'Der Code stimmt nicht oder ist abgelaufen.',
    captcha: 'Die Prüfung hat nicht geklappt. Bitte versuche es noch einmal.',
  },
};

/** The sign-in modal's texts in the page's language (English unless German). */
export function loginMessages(): LoginMessages {
  return inPageLanguage(en, de);
}
