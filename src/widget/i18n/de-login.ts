// German texts of the sign-in modal and of the sign-in element, in the German language pack (only German pages load them).
import type { LoginMessages } from '../components/login/login-messages.js';
import type { MenuMessages } from '../components/login/menu-messages.js';

/** The sign-in modal in German. */
export const deLogin: LoginMessages = {
  signInFailed: 'Die Anmeldung wurde nicht abgeschlossen. Bitte versuche es noch einmal.',
  titles: {
    login: 'Anmelden',
    register: 'Konto erstellen',
    verify: 'Schau in dein Postfach',
    forgot: 'Passwort zurücksetzen',
    sent: 'Schau in dein Postfach',
    approval: 'Fast geschafft',
    mfa: 'Anmeldung in zwei Schritten',
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
  mfaDetail: 'Gib den 6-stelligen Code aus deiner Authenticator-App oder einen deiner Wiederherstellungscodes ein.',
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

/** The sign-in button and the member's menu in German. */
export const deMenu: MenuMessages = {
  signIn: 'Anmelden',
  signOut: 'Abmelden',
  account: 'Mein Konto',
  orders: 'Meine Bestellungen',
  accountMenu: (name) => `Konto von ${name}`,
};
