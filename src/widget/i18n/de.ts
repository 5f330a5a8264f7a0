// German texts of the widget: a language pack the loader fetches, with the elements' chunks, for pages in German. It brings the
// drawer's and the sign-in's German texts too (de-drawer.ts, de-login.ts), so English pages load none of them.
import { deDrawer } from './de-drawer.js';
import { deGrid } from './de-grid.js';
import { deLogin, deMenu } from './de-login.js';
import type { Messages } from './en.js';
import { addLanguage } from './locale.js';
import { deRestore } from './de-restore.js';

/** German. */
export const de: Messages = {
  cartButton: (n) => (n === 0 ? 'Warenkorb, leer' : n === 1 ? 'Warenkorb, 1 Artikel' : `Warenkorb, ${n} Artikel`),
  close: 'Schließen',
  loading: 'Wird geladen…',
  retry: 'Erneut versuchen',
  networkError: 'Etwas ist schiefgelaufen. Bitte versuche es noch einmal.',
  errors: {
    INSUFFICIENT_INVENTORY: 'Leider nicht mehr auf Lager.',
  },
  addToCart: 'In den Warenkorb',
  adding: 'Wird hinzugefügt…',
  buyNow: 'Jetzt kaufen',
  quantity: 'Menge',
  decrease: 'Menge verringern',
  increase: 'Menge erhöhen',
  outOfStock: 'Ausverkauft',
  inStock: 'Auf Lager',
  onlyLeft: (n) => `Nur noch ${n} verfügbar`,
  soldOutChoice: (c) => `${c} (ausverkauft)`,
  chooseOption: (o) => `Bitte ${o} wählen`,
  choose: 'Bitte wählen…',
  productNotFound: 'Dieses Produkt ist nicht verfügbar.',
  addedShort: 'Zum Warenkorb hinzugefügt.',
  viewCart: 'Warenkorb ansehen',
  originalPrice: 'Ursprünglicher Preis',
  salePrice: 'Angebotspreis',
  images: (name) => `Bilder von ${name}`,
  imageOf: (i, n) => `Bild ${i} von ${n}`,
  added: (name, n) => `${name} liegt im Warenkorb. ${n} Artikel im Warenkorb.`,
  checkingOut: 'Weiter zur Kasse…',
};

addLanguage('de', de, { drawer: deDrawer, login: deLogin, menu: deMenu, grid: deGrid, restore: deRestore });
