// Every application error code a Tote store answers, one closed union, so clients `switch` on codes and never on message text.
import type { AdminErrorCode } from './admin.js';
import type { CartErrorCode } from './cart.js';
import type { CheckoutErrorCode } from './checkout.js';
import type { IdentityErrorCode } from './identity.js';

/** Codes any call may answer: the HTTP-level ones (upper-snake status text where no specific code applies). */
export type GeneralErrorCode =
  | 'BAD_REQUEST'
  | 'INVALID_JSON'
  | 'UNAUTHENTICATED'
  | 'PERMISSION_DENIED'
  | 'NOT_FOUND'
  | 'REQUEST_TIMEOUT'
  | 'PAYLOAD_TOO_LARGE'
  | 'URI_TOO_LONG'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'REQUEST_HEADER_FIELDS_TOO_LARGE'
  | 'SERVICE_UNAVAILABLE'
  | 'TOO_MANY_REQUESTS'
  | 'ORIGIN_NOT_ALLOWED'
  | 'UNIMPLEMENTED_FEATURE'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'REVISION_MISMATCH'
  | 'WIDGET_NOT_BUILT'
  | 'WIDGET_FILE_NOT_FOUND'
  | 'HOSTED_FILE_NOT_FOUND'
  | 'ADMIN_FILE_NOT_FOUND';

/** Codes of OAuth 2.0 (RFC 6749 §5.2, §4.1.2.1; OpenID Connect prompt=none), lower-case as the RFCs spell them. */
export type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unauthorized_client'
  | 'unsupported_grant_type'
  | 'unsupported_response_type'
  | 'invalid_scope'
  | 'access_denied'
  | 'login_required'
  | 'consent_required'
  | 'interaction_required'
  | 'server_error';

/** Codes of catalog reads and writes. */
export type CatalogErrorCode =
  | 'PRODUCT_NOT_FOUND'
  | 'VARIANT_NOT_FOUND'
  | 'COLLECTION_NOT_FOUND'
  | 'MEDIA_NOT_FOUND'
  | 'DUPLICATE_SLUG'
  | 'MEDIA_ON_ANOTHER_OPTION'
  | 'VARIANTS_NOT_MANAGED'
  | 'ALL_PRODUCTS_COLLECTION_IS_FIXED'
  | 'CATALOG_CHANGED';

/** Codes of members and sign-in, beyond the spec's numeric ones ({@link IdentityErrorCode}). */
export type MemberErrorCode =
  | '-19999'
  | 'MEMBER_NOT_FOUND'
  | 'IDENTITY_NOT_FOUND'
  | 'MEMBER_BLOCKED'
  | 'THROTTLED_FEATURE'
  | 'INVALID_STATE_TOKEN'
  | 'INVALID_VERIFICATION_CODE'
  | 'VERIFICATION_ATTEMPTS_EXCEEDED'
  | 'INVALID_RECOVERY_TOKEN'
  | 'INVALID_PASSWORD_FORMAT'
  | 'INVALID_PROFILE'
  | 'INVALID_SESSION_TOKEN'
  | 'STATUS_NOT_ALLOWED'
  | 'INVALID_REQUEST'
  | 'REDIRECT_NOT_CONFIGURED'
  | 'REDIRECT_SESSION_NOT_FOUND'
  | 'FACTOR_NOT_AVAILABLE'
  | 'FACTOR_NOT_FOUND'
  | 'INVALID_WEBAUTHN_RESPONSE';

/** Codes of order operations (fulfilments, cancel, payments, refunds, activities). */
export type OrderErrorCode =
  | 'ORDER_NOT_FOUND'
  | 'ORDER_CANCELED'
  | 'ORDER_FULFILLED'
  | 'ORDER_IS_PENDING'
  | 'ORDER_IS_REJECTED'
  | 'FULFILLMENT_NOT_FOUND'
  | 'FULFILLMENT_QUANTITY_EXCEEDED'
  | 'TRACKING_NUMBER_ALREADY_EXISTS'
  | 'PAYMENT_NOT_FOUND'
  | 'PAYMENTS_NOT_FOUND'
  | 'REFUND_NOT_AVAILABLE'
  | 'REFUND_FAILED'
  | 'INVALID_AMOUNT'
  | 'ACTIVITY_NOT_FOUND'
  | 'ACTIVITY_NOT_EDITABLE'
  | 'INVALID_ACTIVITY';

/** Codes of the merchant's own setup: the site, its clients and its discounts. */
export type MerchantErrorCode =
  | 'SITE_NOT_FOUND'
  | 'OAUTH_CLIENT_NOT_FOUND'
  | 'COUPON_NOT_FOUND'
  | 'COUPON_CODE_ALREADY_EXISTS'
  | 'DISCOUNT_RULE_NOT_FOUND'
  | 'SHIPPING_ZONE_NOT_FOUND'
  | 'PICKUP_LOCATION_NOT_FOUND'
  | 'PICKUP_LOCATION_IN_USE'
  | 'TAX_RATE_NOT_FOUND'
  | 'TAX_RATE_ALREADY_EXISTS';

/** Codes of media uploads and files. */
export type MediaErrorCode = 'INVALID_IMAGE' | 'FILE_TOO_LARGE' | 'INVALID_UPLOAD_URL' | 'UPLOAD_URL_USED' | 'FILE_NOT_FOUND';

/** Codes of webhook endpoints, their deliveries and events. */
export type WebhookErrorCode = 'WEBHOOK_ENDPOINT_NOT_FOUND' | 'WEBHOOK_EVENT_NOT_FOUND' | 'WEBHOOK_DELIVERY_NOT_FOUND' | 'WEBHOOK_SECRET_UNREADABLE';

/** Codes of the Wix storefront calls Tote answers for compatibility: eCom recommendations, Wix Data (`WDE0025`: no such collection). */
export type StorefrontErrorCode = 'ALGORITHM_NOT_SUPPORTED' | 'WDE0025';

/** Codes of membership plans, members' memberships and paying lines with them. */
export type MembershipErrorCode = 'MEMBERSHIP_PLAN_NOT_FOUND' | 'MEMBERSHIP_NOT_FOUND' | 'MEMBERSHIP_NOT_ELIGIBLE';

/** Codes of card payments through a provider (Stripe): its settings, its intents and its events. */
export type PaymentErrorCode =
  | 'PAYMENT_PROVIDER_NOT_CONFIGURED'
  | 'PAYMENT_PROVIDER_UNAVAILABLE'
  | 'PAYMENT_PROVIDER_ERROR'
  | 'PAYMENT_AMOUNT_NOT_SUPPORTED'
  | 'PAYMENT_NOT_STARTED'
  | 'PAYMENT_NOT_COMPLETED'
  | 'PAYMENT_KEYS_INVALID'
  | 'PAYMENT_SIGNATURE_INVALID'
  | 'SECRETS_KEY_MISSING';

/** The spec's numeric identity codes (`-19976`, ...). */
export type SpecIdentityErrorCode = (typeof IdentityErrorCode)[keyof typeof IdentityErrorCode];

/** Every code of `details.applicationError.code` a Tote store sends. */
export type ApplicationErrorCode =
  | GeneralErrorCode
  | OAuthErrorCode
  | CatalogErrorCode
  | CartErrorCode
  | CheckoutErrorCode
  | SpecIdentityErrorCode
  | MemberErrorCode
  | OrderErrorCode
  | MerchantErrorCode
  | MediaErrorCode
  | WebhookErrorCode
  | StorefrontErrorCode
  | MembershipErrorCode
  | PaymentErrorCode
  | AdminErrorCode;
