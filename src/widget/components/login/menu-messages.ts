// Texts of the sign-in element itself (the button and the member's menu), English and German, in the shared chunk; the modal's are in its chunk.
import { inPageLanguage } from '../../i18n/index.js';

/** Every text of the sign-in button and the member's menu. */
export interface MenuMessages {
  signIn: string;
  signOut: string;
  account: string;
  orders: string;
  accountMenu: (name: string) => string;
}

const en: MenuMessages = { signIn: 'Sign in', signOut: 'Sign out', account: 'My account', orders: 'My orders', accountMenu: (name) => `Account of ${name}` };

const de: MenuMessages = {
  signIn: 'Anmelden',
  signOut: 'Abmelden',
  account: 'Mein Konto',
  orders: 'Meine Bestellungen',
  accountMenu: (name) => `Konto von ${name}`,
};

/** The sign-in element's texts in the page's language (English unless German). */
export function menuMessages(): MenuMessages {
  return inPageLanguage(en, de);
}
