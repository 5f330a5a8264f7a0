// Texts of the sign-in element itself (the button and the member's menu) in English (German: i18n/de-login.ts); the modal's are in login-messages.ts.
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

/** The sign-in element's texts in the page's language (English unless its pack has them). */
export function menuMessages(): MenuMessages {
  return inPageLanguage('menu', en);
}
