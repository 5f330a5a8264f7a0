// Every enumeration of the specification (SPEC §3–4), as const objects with a union type of the same name.

/** The union of an enumeration object's values. */
type ValueOf<T> = T[keyof T];

function enumOf<const V extends string>(...values: V[]): { readonly [K in V]: K } {
  return Object.fromEntries(values.map((v) => [v, v])) as { readonly [K in V]: K };
}

// ── cart and checkout ──────────────────────────────────────────────────────

/** Whether a cart line can be bought as it is. */
export const ItemAvailabilityStatus = /* @__PURE__ */ enumOf('AVAILABLE', 'NOT_FOUND', 'NOT_AVAILABLE', 'PARTIALLY_AVAILABLE');
export type ItemAvailabilityStatus = ValueOf<typeof ItemAvailabilityStatus>;

/** What kind of item a cart line is. */
export const ItemType = /* @__PURE__ */ enumOf('PHYSICAL', 'DIGITAL', 'GIFT_CARD', 'SERVICE', 'UNRECOGNISED');
export type ItemType = ValueOf<typeof ItemType>;

/** How often a subscription renews. */
export const SubscriptionFrequency = /* @__PURE__ */ enumOf('UNDEFINED', 'DAY', 'WEEK', 'MONTH', 'YEAR');
export type SubscriptionFrequency = ValueOf<typeof SubscriptionFrequency>;

/** How a line item is paid for. */
export const PaymentOptionType = /* @__PURE__ */ enumOf('FULL_PAYMENT_ONLINE', 'FULL_PAYMENT_OFFLINE', 'MEMBERSHIP', 'DEPOSIT_ONLINE', 'MEMBERSHIP_OFFLINE');
export type PaymentOptionType = ValueOf<typeof PaymentOptionType>;

/** How a pickup shipping option is collected. */
export const PickupMethod = /* @__PURE__ */ enumOf('STORE_PICKUP', 'PICKUP_POINT', 'UNKNOWN_METHOD');
export type PickupMethod = ValueOf<typeof PickupMethod>;

/** Extra charges a shipping option may carry. */
export const ChargeType = /* @__PURE__ */ enumOf('HANDLING_FEE', 'INSURANCE');
export type ChargeType = ValueOf<typeof ChargeType>;

/** What a cart discount applies to. */
export const CartDiscountType = /* @__PURE__ */ enumOf('GLOBAL', 'SPECIFIC_ITEMS', 'SHIPPING');
export type CartDiscountType = ValueOf<typeof CartDiscountType>;

/** How a catalog product's own discount is expressed. */
export const CatalogDiscountType = /* @__PURE__ */ enumOf('UNDEFINED', 'NONE', 'AMOUNT', 'PERCENT');
export type CatalogDiscountType = ValueOf<typeof CatalogDiscountType>;

/** How a tax rate was found. */
export const TaxRateType = /* @__PURE__ */ enumOf('NO_TAX_COLLECTED', 'MANUAL_RATE', 'AUTO_RATE', 'FALLBACK_RATE');
export type TaxRateType = ValueOf<typeof TaxRateType>;

/** The level of government a tax belongs to. */
export const JurisdictionType = /* @__PURE__ */ enumOf('COUNTRY', 'STATE', 'COUNTY', 'CITY', 'SPECIAL');
export type JurisdictionType = ValueOf<typeof JurisdictionType>;

/** Why tax was calculated manually. */
export const ManualCalculationReason = /* @__PURE__ */ enumOf('GLOBAL_SETTING_TO_MANUAL', 'REGION_SETTING_TO_MANUAL');
export type ManualCalculationReason = ValueOf<typeof ManualCalculationReason>;

/** Why a fallback tax rate was used. */
export const FallbackReason = /* @__PURE__ */ enumOf('AUTO_TAX_FAILED', 'AUTO_TAX_DEACTIVATED');
export type FallbackReason = ValueOf<typeof FallbackReason>;

/** Brazilian tax id kinds. */
export const TaxIdType = /* @__PURE__ */ enumOf('CPF', 'CNPJ');
export type TaxIdType = ValueOf<typeof TaxIdType>;

/** Kinds of downloadable file of a digital item. */
export const FileType = /* @__PURE__ */ enumOf('UNSPECIFIED', 'SECURE_PICTURE', 'SECURE_VIDEO', 'SECURE_DOCUMENT', 'SECURE_MUSIC', 'SECURE_ARCHIVE');
export type FileType = ValueOf<typeof FileType>;

/** Where an order or checkout comes from. */
export const ChannelType = /* @__PURE__ */ enumOf(
  'UNSPECIFIED',
  'WEB',
  'POS',
  'EBAY',
  'AMAZON',
  'OTHER_PLATFORM',
  'WIX_APP_STORE',
  'WIX_INVOICES',
  'BACKOFFICE_MERCHANT',
  'WISH',
  'CLASS_PASS',
  'GLOBAL_E',
  'FACEBOOK',
  'ETSY',
  'TIKTOK',
  'FAIRE_COM',
);
export type ChannelType = ValueOf<typeof ChannelType>;

/** How a description line of a cart item is shown. */
export const DescriptionLineType = /* @__PURE__ */ enumOf('PLAIN_TEXT', 'COLOR');
export type DescriptionLineType = ValueOf<typeof DescriptionLineType>;

/** How serious a calculation or validation message is. */
export const Severity = /* @__PURE__ */ enumOf('WARNING', 'ERROR');
export type Severity = ValueOf<typeof Severity>;

/** Weight units of physical items. */
export const WeightUnit = /* @__PURE__ */ enumOf('KG', 'LB');
export type WeightUnit = ValueOf<typeof WeightUnit>;

// ── catalog ────────────────────────────────────────────────────────────────

/** Kinds of media item of a product or collection. */
export const MediaItemType = /* @__PURE__ */ enumOf('unspecified_media_item_type', 'image', 'video', 'audio', 'document', 'zip');
export type MediaItemType = ValueOf<typeof MediaItemType>;

/** Physical or digital product. */
export const ProductType = /* @__PURE__ */ enumOf('unspecified_product_type', 'physical', 'digital');
export type ProductType = ValueOf<typeof ProductType>;

/** Stock state of a product. */
export const InventoryStatus = /* @__PURE__ */ enumOf('IN_STOCK', 'OUT_OF_STOCK', 'PARTIALLY_OUT_OF_STOCK');
export type InventoryStatus = ValueOf<typeof InventoryStatus>;

/** Units of price-per-unit data. */
export const MeasurementUnit = /* @__PURE__ */ enumOf(
  'UNSPECIFIED',
  'ML',
  'CL',
  'L',
  'CBM',
  'MG',
  'G',
  'KG',
  'MM',
  'CM',
  'M',
  'SQM',
  'OZ',
  'LB',
  'FLOZ',
  'PT',
  'QT',
  'GAL',
  'IN',
  'FT',
  'YD',
  'SQFT',
);
export type MeasurementUnit = ValueOf<typeof MeasurementUnit>;

/** How a product option is shown. */
export const OptionType = /* @__PURE__ */ enumOf('unspecified_option_type', 'drop_down', 'color');
export type OptionType = ValueOf<typeof OptionType>;

/** Sort direction of a query. */
export const SortOrder = /* @__PURE__ */ enumOf('ASC', 'DESC');
export type SortOrder = ValueOf<typeof SortOrder>;

// ── redirects ──────────────────────────────────────────────────────────────

/** Where a redirect session for another service's checkout goes. */
export const RedirectLocationType = /* @__PURE__ */ enumOf('OWNER_BUSINESS', 'OWNER_CUSTOM', 'CUSTOM');
export type RedirectLocationType = ValueOf<typeof RedirectLocationType>;

/** OAuth `prompt` of an auth redirect session. */
export const Prompt = /* @__PURE__ */ enumOf('login', 'none', 'consent', 'select_account');
export type Prompt = ValueOf<typeof Prompt>;

/** Kinds of callback URL of a redirect session. */
export const CallbackType = /* @__PURE__ */ enumOf('LOGOUT', 'CHECKOUT', 'AUTHORIZE');
export type CallbackType = ValueOf<typeof CallbackType>;

/** Sections of the hosted member account pages. */
export const MembersAccountSection = /* @__PURE__ */ enumOf('ACCOUNT_INFO', 'BOOKINGS', 'ORDERS', 'SUBSCRIPTIONS', 'EVENTS');
export type MembersAccountSection = ValueOf<typeof MembersAccountSection>;

// ── identity ───────────────────────────────────────────────────────────────

/** Who a profile field is visible to. */
export const PrivacyStatus = /* @__PURE__ */ enumOf('UNDEFINED', 'PUBLIC', 'PRIVATE');
export type PrivacyStatus = ValueOf<typeof PrivacyStatus>;

/** Tags of a profile e-mail. */
export const EmailTag = /* @__PURE__ */ enumOf('UNTAGGED', 'MAIN', 'HOME', 'WORK');
export type EmailTag = ValueOf<typeof EmailTag>;

/** Tags of a profile phone. */
export const PhoneTag = /* @__PURE__ */ enumOf('UNTAGGED', 'MAIN', 'HOME', 'MOBILE', 'WORK', 'FAX');
export type PhoneTag = ValueOf<typeof PhoneTag>;

/** Tags of a profile address. */
export const AddressTag = /* @__PURE__ */ enumOf('UNTAGGED', 'HOME', 'WORK', 'BILLING', 'SHIPPING');
export type AddressTag = ValueOf<typeof AddressTag>;

/** Whether an identity belongs to an account or a site. */
export const TenantType = /* @__PURE__ */ enumOf('UNKNOWN_TENANT_TYPE', 'ACCOUNT', 'SITE');
export type TenantType = ValueOf<typeof TenantType>;

/** WebAuthn user verification requirement. */
export const UserVerificationRequirement = /* @__PURE__ */ enumOf(
  'USER_VERIFICATION_UNSPECIFIED',
  'USER_VERIFICATION_REQUIRED',
  'USER_VERIFICATION_PREFERRED',
  'USER_VERIFICATION_DISCOURAGED',
);
export type UserVerificationRequirement = ValueOf<typeof UserVerificationRequirement>;

/** Kinds of identity. */
export const IdentityType = /* @__PURE__ */ enumOf('USER', 'VISITOR', 'MEMBER', 'APP');
export type IdentityType = ValueOf<typeof IdentityType>;

/** Who caused an event (webhooks). */
export const WebhookIdentityType = /* @__PURE__ */ enumOf('UNKNOWN', 'ANONYMOUS_VISITOR', 'MEMBER', 'WIX_USER', 'APP');
export type WebhookIdentityType = ValueOf<typeof WebhookIdentityType>;

/** State of a login or register answer (server side); REQUIRE_MFA as the official package's internal enum names it. */
export const StateType = /* @__PURE__ */ enumOf(
  'UNKNOWN_STATE',
  'SUCCESS',
  'REQUIRE_OWNER_APPROVAL',
  'REQUIRE_EMAIL_VERIFICATION',
  'STATUS_CHECK',
  'REQUIRE_MFA',
);
export type StateType = ValueOf<typeof StateType>;

/** Status of an identity. */
export const IdentityStatus = /* @__PURE__ */ enumOf('UNKNOWN_STATUS', 'PENDING', 'ACTIVE', 'DELETED', 'BLOCKED', 'OFFLINE');
export type IdentityStatus = ValueOf<typeof IdentityStatus>;

/** Why an identity is pending. */
export const PendingReason = /* @__PURE__ */ enumOf('UNKNOWN_REASON', 'PENDING_ADMIN_APPROVAL_REQUIRED', 'PENDING_EMAIL_VERIFICATION_REQUIRED');
export type PendingReason = ValueOf<typeof PendingReason>;

/** Authentication factor kinds. */
export const FactorType = /* @__PURE__ */ enumOf('UNKNOWN_FACTOR_TYPE', 'PASSWORD', 'SMS', 'CALL', 'EMAIL', 'TOTP', 'PUSH', 'WEBAUTHN', 'RECOVERY_CODE');
export type FactorType = ValueOf<typeof FactorType>;

/** Status of an enrolled factor. */
export const FactorStatus = /* @__PURE__ */ enumOf('INACTIVE', 'ACTIVE', 'REQUIRE_REENROLL');
export type FactorStatus = ValueOf<typeof FactorStatus>;

/** State of a factor as the MFA challenge reports it. */
export const FactorState = /* @__PURE__ */ enumOf(
  'UNKNOWN_FACTOR_STATUS',
  'ENABLED',
  'REQUIRE_ACTIVATION',
  'REQUIRE_REENROLL',
  'ENABLED_BY_RULE',
  'DISABLED_BY_RULE',
);
export type FactorState = ValueOf<typeof FactorState>;

/** Why a second factor is asked for. */
export const MfaReason = /* @__PURE__ */ enumOf('UNKNOWN_MFA_REASON', 'USER_SETTINGS', 'HIGH_RISK_LOGIN');
export type MfaReason = ValueOf<typeof MfaReason>;

/** Where a verification code is sent. */
export const VerificationTarget = /* @__PURE__ */ enumOf('EMAIL');
export type VerificationTarget = ValueOf<typeof VerificationTarget>;

/** Login states on the client side (SPEC §4). */
export const LoginState = /* @__PURE__ */ enumOf(
  'INITIAL',
  'SUCCESS',
  'FAILURE',
  'EMAIL_VERIFICATION_REQUIRED',
  'OWNER_APPROVAL_REQUIRED',
  'USER_CAPTCHA_REQUIRED',
  'SILENT_CAPTCHA_REQUIRED',
);
export type LoginState = ValueOf<typeof LoginState>;

/** Role of a refresh token: none before any token, visitor, or member after login. */
export const TokenRole = { NONE: 'none', VISITOR: 'visitor', MEMBER: 'member' } as const;
export type TokenRole = ValueOf<typeof TokenRole>;
