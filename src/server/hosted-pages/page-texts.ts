// The texts the server itself writes into hosted pages (titles, the shell's placeholders, the message pages), per language of the site.
import type { AccountSectionPath } from '../../wire/hosted-pages.js';
import { textLanguageOf, type TextLanguage } from '../../wire/locale.js';

/** A message page's heading and sentence. */
export interface MessageText {
  heading: string;
  text: string;
}

/** Every server-written text of the hosted pages. */
export interface PageTexts {
  /** The placeholder until the page's script renders. */
  loading: string;
  noscript: string;
  notReady: MessageText;
  backToShop: string;
  titles: {
    signIn: string;
    checkout: string;
    thankYou: string;
    resetPassword: string;
    setPassword: string;
    account: string;
    productNotFound: string;
    sections: Record<AccountSectionPath, string>;
  };
  checkoutNotFound: MessageText;
  checkoutExpired: MessageText;
  checkoutOtherBuyer: MessageText;
  checkoutSignedInSince: MessageText;
  loginExpired: MessageText;
  resetExpired: MessageText;
  productNotFound: MessageText;
  accountNoPage: MessageText;
  accountWhichShop: MessageText;
}

const en: PageTexts = {
  loading: 'Loading…',
  noscript: 'This page needs JavaScript. Turn it on and reload the page.',
  notReady: { heading: 'This page is not ready yet', text: 'The store is still preparing its pages (npm run build). Try again in a moment.' },
  backToShop: 'Back to the shop',
  titles: {
    signIn: 'Sign in',
    checkout: 'Checkout',
    thankYou: 'Thank you',
    resetPassword: 'Reset password',
    setPassword: 'Set your password',
    account: 'Account',
    productNotFound: 'Product not found',
    sections: { info: 'Account info', orders: 'Orders', bookings: 'Bookings', subscriptions: 'Subscriptions', events: 'Events' },
  },
  checkoutNotFound: {
    heading: 'We can’t find this checkout',
    text: 'The link may be incomplete, or the checkout belongs to another shop. Go back to the shop and check out again from your cart.',
  },
  checkoutExpired: {
    heading: 'This checkout link has expired',
    text: 'Checkout links work for a limited time. Your cart is kept: go back to the shop and check out again.',
  },
  checkoutOtherBuyer: {
    heading: 'This checkout belongs to someone else',
    text: 'The link was made for another shopper or another checkout. Go back to the shop and check out from your own cart.',
  },
  checkoutSignedInSince: {
    heading: 'You signed in after starting the checkout',
    text: 'Your cart moved to your account when you signed in, so this checkout is out of date. Go back to your cart and check out again.',
  },
  loginExpired: {
    heading: 'This sign-in link has expired',
    text: 'Sign-in links work once and for a limited time. Go back to the shop and choose “Sign in” again.',
  },
  resetExpired: {
    heading: 'This link has expired',
    text: 'Password links work once and for a limited time. Go back to the shop and ask for a new one under “Forgot password?”.',
  },
  productNotFound: { heading: 'We can’t find this product', text: 'It may have been removed or renamed. Go back to the shop to see what is available.' },
  accountNoPage: { heading: 'This page does not exist', text: 'Open your account from the shop to see your details and orders.' },
  accountWhichShop: { heading: 'Which shop?', text: 'Open your account from the shop’s own page, so we know which shop it belongs to.' },
};

const de: PageTexts = {
  loading: 'Wird geladen…',
  noscript: 'Diese Seite braucht JavaScript. Schalte es ein und lade die Seite neu.',
  notReady: { heading: 'Diese Seite ist noch nicht bereit', text: 'Der Shop bereitet seine Seiten noch vor (npm run build). Versuche es gleich noch einmal.' },
  backToShop: 'Zurück zum Shop',
  titles: {
    signIn: 'Anmelden',
    checkout: 'Kasse',
    thankYou: 'Vielen Dank',
    resetPassword: 'Passwort zurücksetzen',
    setPassword: 'Passwort festlegen',
    account: 'Konto',
    productNotFound: 'Produkt nicht gefunden',
    sections: { info: 'Kontodaten', orders: 'Bestellungen', bookings: 'Buchungen', subscriptions: 'Abonnements', events: 'Veranstaltungen' },
  },
  checkoutNotFound: {
    heading: 'Wir finden diese Bestellung nicht',
    text: 'Der Link ist vielleicht unvollständig, oder die Bestellung gehört zu einem anderen Shop. Geh zurück zum Shop und bestelle erneut aus deinem Warenkorb.',
  },
  checkoutExpired: {
    heading: 'Dieser Link zur Kasse ist abgelaufen',
    text: 'Links zur Kasse gelten nur begrenzte Zeit. Dein Warenkorb bleibt erhalten: Geh zurück zum Shop und bestelle erneut.',
  },
  checkoutOtherBuyer: {
    heading: 'Diese Bestellung gehört jemand anderem',
    text: 'Der Link wurde für eine andere Person oder eine andere Bestellung erstellt. Geh zurück zum Shop und bestelle aus deinem eigenen Warenkorb.',
  },
  checkoutSignedInSince: {
    heading: 'Du hast dich nach dem Start der Bestellung angemeldet',
    text: 'Dein Warenkorb ist bei der Anmeldung in dein Konto gewandert, daher ist diese Bestellung veraltet. Geh zurück zu deinem Warenkorb und bestelle erneut.',
  },
  loginExpired: {
    heading: 'Dieser Anmeldelink ist abgelaufen',
    text: 'Anmeldelinks gelten einmal und nur begrenzte Zeit. Geh zurück zum Shop und wähle erneut „Anmelden“.',
  },
  resetExpired: {
    heading: 'Dieser Link ist abgelaufen',
    text: 'Passwort-Links gelten einmal und nur begrenzte Zeit. Geh zurück zum Shop und fordere unter „Passwort vergessen?“ einen neuen an.',
  },
  productNotFound: {
    heading: 'Wir finden dieses Produkt nicht',
    text: 'Vielleicht wurde es entfernt oder umbenannt. Geh zurück zum Shop, um zu sehen, was es gibt.',
  },
  accountNoPage: { heading: 'Diese Seite gibt es nicht', text: 'Öffne dein Konto über den Shop, um deine Daten und Bestellungen zu sehen.' },
  accountWhichShop: { heading: 'Welcher Shop?', text: 'Öffne dein Konto über die Seite des Shops, damit wir wissen, zu welchem Shop es gehört.' },
};

const TEXTS: Record<TextLanguage, PageTexts> = { en, de };

/** The server-written texts of a locale's language (English for an unknown site or a language Tote has no texts in). */
export function pageTexts(locale: string | undefined): PageTexts {
  return TEXTS[textLanguageOf(locale)];
}
