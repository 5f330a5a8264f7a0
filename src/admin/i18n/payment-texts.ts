// Settings → Payments' texts in English and German, kept in the page's own chunk rather than the dashboard's core (whose size is budgeted).
import { language } from './messages.js';

const en = {
  title: 'Payments',
  stripe: 'Stripe (cards)',
  status: 'Status',
  connection: {
    none: 'Not connected: shoppers can pay offline only.',
    site: 'Connected with this store’s own keys.',
    environment: 'Connected with the server’s keys (STRIPE_* environment variables). Keys saved here take their place.',
  },
  mode: 'Mode',
  modes: { test: 'Test mode: no real money moves', live: 'Live mode: real payments' },
  publishableKey: 'Publishable key',
  secretKey: 'Secret key',
  webhookSecret: 'Webhook signing secret',
  set: 'Set',
  notSet: 'Not set',
  webhookUrl: 'Webhook endpoint: add it in Stripe’s dashboard (Developers → Webhooks)',
  connectTitle: 'Connect Stripe',
  changeKeys: 'Change the keys',
  keysHelp: 'Copy the keys from Stripe’s dashboard (Developers → API keys). The secrets are stored encrypted and never shown again.',
  publishableHint: 'pk_test_… or pk_live_…',
  secretHint: 'sk_test_… or sk_live_… (or a restricted rk_… key), of the same mode.',
  webhookSecretHint: 'whsec_…, shown by Stripe for the endpoint above.',
  keepSecretHint: 'Leave empty to keep the saved one.',
  connect: 'Connect Stripe',
  saved: 'Stripe is connected.',
  disconnect: 'Disconnect',
  disconnectName: 'Disconnect Stripe',
  disconnectQuestion: 'Forget this store’s Stripe keys? Card payments stop until you connect again.',
  disconnected: 'Stripe is disconnected.',
  secretsKeyMissing:
    'This server has no SECRETS_KEY to store the secrets encrypted with. Whoever runs it sets SECRETS_KEY (openssl rand -hex 32) and restarts it, or gives the keys as STRIPE_* environment variables.',
};

/** The shape of the texts: a missing or extra German key fails the type-check. */
export type PaymentTexts = typeof en;

const de: PaymentTexts = {
  title: 'Zahlungen',
  stripe: 'Stripe (Karten)',
  status: 'Status',
  connection: {
    none: 'Nicht verbunden: Kundinnen und Kunden können nur offline bezahlen.',
    site: 'Verbunden mit den eigenen Schlüsseln dieses Shops.',
    environment: 'Verbunden mit den Schlüsseln des Servers (Umgebungsvariablen STRIPE_*). Hier gespeicherte Schlüssel treten an ihre Stelle.',
  },
  mode: 'Modus',
  modes: { test: 'Testmodus: kein echtes Geld', live: 'Live-Modus: echte Zahlungen' },
  publishableKey: 'Veröffentlichbarer Schlüssel',
  secretKey: 'Geheimer Schlüssel',
  webhookSecret: 'Webhook-Signaturgeheimnis',
  set: 'Gesetzt',
  notSet: 'Nicht gesetzt',
  webhookUrl: 'Webhook-Endpunkt: trage ihn in Stripes Dashboard ein (Entwickler → Webhooks)',
  connectTitle: 'Stripe verbinden',
  changeKeys: 'Schlüssel ändern',
  keysHelp:
    'Kopiere die Schlüssel aus Stripes Dashboard (Entwickler → API-Schlüssel). Die Geheimnisse werden verschlüsselt gespeichert und nie wieder angezeigt.',
  publishableHint: 'pk_test_… oder pk_live_…',
  secretHint: 'sk_test_… oder sk_live_… (oder ein eingeschränkter rk_…-Schlüssel), im selben Modus.',
  webhookSecretHint: 'whsec_…, von Stripe für den Endpunkt oben angezeigt.',
  keepSecretHint: 'Leer lassen, um das gespeicherte zu behalten.',
  connect: 'Stripe verbinden',
  saved: 'Stripe ist verbunden.',
  disconnect: 'Trennen',
  disconnectName: 'Stripe trennen',
  disconnectQuestion: 'Die Stripe-Schlüssel dieses Shops vergessen? Kartenzahlungen sind erst nach erneutem Verbinden wieder möglich.',
  disconnected: 'Stripe ist getrennt.',
  secretsKeyMissing:
    'Dieser Server hat keinen SECRETS_KEY, mit dem die Geheimnisse verschlüsselt gespeichert werden. Wer ihn betreibt, setzt SECRETS_KEY (openssl rand -hex 32) und startet ihn neu, oder gibt die Schlüssel als Umgebungsvariablen STRIPE_* an.',
};

/** Settings → Payments' texts in the dashboard's language. */
export function paymentTexts(): PaymentTexts {
  return language() === 'de' ? de : en;
}
