// Row types of the core tables: sites, OAuth clients (and when their origins were last seen), API keys, signing keys and refresh tokens.
import type { OwnerCustomUrls } from '../../wire/site.js';
import type { CartReminderSettings } from '../../wire/cart-reminders.js';
import type { ColumnType, Generated } from 'kysely';

/** A timestamp column: read as Date, written as Date or ISO string. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamp column with a database default. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** A jsonb column holding T. */
export type Json<T> = ColumnType<T, string, string>;

/** Settings a site owner can change. */
export interface SiteSettings {
  /** New members wait for the owner's approval before they can log in. @default false */
  requireOwnerApproval?: boolean;
  /** New members confirm their e-mail with a code before they can log in. @default true */
  requireEmailVerification?: boolean;
  /** Catalog prices already include tax. @default false */
  pricesIncludeTax?: boolean;
  /** Shipping is taxed (at the standard rate of each tax rate that applies to shipping). @default true */
  taxShipping?: boolean;
  /** The owner said the shop charges no tax (Home's checklist counts tax as set up without a rate). @default false */
  noTax?: boolean;
  /** Colour of buttons on hosted pages. @default '#1f6feb' */
  accentColor?: string;
  /** The shop's logo on hosted pages and e-mails: an https URL (http on loopback). */
  logoUrl?: string;
  /** The shop's language and region (BCP 47, `en-US`, `de-DE`): hosted pages, e-mails and money formats. @default 'en-US' */
  locale?: string;
  /** The shop's country (ISO 3166-1 alpha-2): the checkout's first country when the shopper gave none. @default the region of `locale` */
  country?: string;
  /** Origins the demo shop's client got from DEMO_PORT (replaced, not added to, when the port changes). */
  demoOrigins?: string[];
  /** Instructions shown for offline payment (bank transfer, pay on delivery). */
  offlinePaymentInstructions?: string;
  /** Where redirect sessions of services this store does not run go (OWNER_CUSTOM). */
  ownerCustomUrls?: OwnerCustomUrls;
  /** Reminders of left carts. @default {@link DEFAULT_CART_REMINDERS} */
  cartReminders?: CartReminderSettings;
  /** The site's own Stripe keys (in place of STRIPE_* of the environment); the secrets sealed with SECRETS_KEY. */
  stripe?: StoredStripeKeys;
}

/** A site's Stripe keys as stored: the publishable key as is, the secret key and the webhook secret sealed (`secret-box.ts`). */
export interface StoredStripeKeys {
  publishableKey: string;
  sealedSecretKey: string;
  sealedWebhookSecret: string | null;
}

/** A login of the people who run a site: the owner (all rights) or staff (orders, products, stock). */
export interface StaffAccountsTable {
  id: Generated<string>;
  site_id: string;
  email: string;
  email_normalized: string;
  /** `scrypt$N$r$p$salt$hash`. */
  password_hash: string;
  role: 'owner' | 'staff';
  password_changed_at: Date | null;
  created_at: CreatedAt;
  /** Base32 TOTP secret once confirmed; null: no second factor. */
  totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
  /** Base32 secret enrolled but not yet confirmed by a code. */
  totp_pending_secret: ColumnType<string | null, string | null | undefined, string | null>;
  /** Time step (Unix seconds / 30) of the last TOTP code accepted: no code is accepted twice. */
  totp_last_step: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Facts of the whole store, by key (`demo_seeded_at`). */
export interface StoreMetaTable {
  key: string;
  value: string;
}

export interface SitesTable {
  id: string;
  name: string;
  currency: string;
  settings: Json<SiteSettings>;
  created_at: CreatedAt;
}

export interface OAuthClientsTable {
  id: string;
  site_id: string;
  name: string;
  /** Origins (scheme://host:port) whose pages may use this client: CORS, callbacks and web_message answers. */
  allowed_origins: string[];
  /** Redirect URIs registered exactly (RFC 9700 §4.1.3): compared as strings, any port for a loopback host. */
  redirect_uris: Generated<string[]>;
  /** Origins under which any path is a redirect URI (Wix's "allowed redirect domains"; script-tag clients). */
  allowed_redirect_domains: Generated<string[]>;
  created_at: CreatedAt;
}

export interface ApiKeysTable {
  id: string;
  site_id: string;
  name: string;
  /** SHA-256 of the key, hex; the key itself is shown once at creation. */
  key_hash: string;
  created_at: CreatedAt;
  last_used_at: Date | null;
  revoked_at: Date | null;
  /** The key's first characters (`tote_sk_AbCd`); null for keys made before they were kept. */
  key_prefix: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SigningKeysTable {
  kid: string;
  site_id: string;
  alg: string;
  private_jwk: Json<JsonWebKey>;
  public_jwk: Json<JsonWebKey>;
  created_at: CreatedAt;
}

export interface RefreshTokensTable {
  id: Generated<string>;
  site_id: string;
  client_id: string;
  /** SHA-256 of the opaque token, hex. */
  token_hash: string;
  role: 'visitor' | 'member';
  /** The visitor id or the member's identity id. */
  subject_id: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: Date | null;
}

/** When a registered origin of a site was last seen calling the store (migration 0024). */
export interface OriginSightingsTable {
  site_id: string;
  /** One of the site's OAuth clients' allowed origins. */
  origin: string;
  last_seen_at: Timestamp;
}

export interface CoreTables {
  sites: SitesTable;
  oauth_clients: OAuthClientsTable;
  staff_accounts: StaffAccountsTable;
  store_meta: StoreMetaTable;
  api_keys: ApiKeysTable;
  signing_keys: SigningKeysTable;
  refresh_tokens: RefreshTokensTable;
  origin_sightings: OriginSightingsTable;
}
