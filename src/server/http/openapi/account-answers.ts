// 200 schemas of the member account, verification, captcha, media upload, webhook delivery, membership and cart-by-id calls.
import type { TSchema } from 'typebox';
import {
  ActivateFactorResponseSchema,
  CaptchaChallengeSchema,
  HostedSessionResponseSchema,
  ListFactorsResponseSchema,
  RecoveryCodesResponseSchema,
  StartPasskeyResponseSchema,
  StartTotpResponseSchema,
  StartVerificationResponseSchema,
  StateMachineResponseSchema,
} from './schemas/identity.js';
import { EmptySchema } from './schemas/literals.js';
import { UploadedFileResponseSchema, UploadUrlResponseSchema } from './schemas/media.js';
import { MembershipPlanResponseSchema, MembershipPlansResponseSchema, MembershipResponseSchema, MembershipsResponseSchema } from './schemas/memberships.js';
import { DeliveryWithAttemptsSchema } from './schemas/webhooks.js';

const AUTH = '/_api/iam/authentication/v2';

/** `METHOD path` → the answer's schema (inline, not named). */
export const ACCOUNT_ANSWERS: Record<string, TSchema> = {
  [`POST ${AUTH}/{factorType}/verify`]: StateMachineResponseSchema,
  [`POST ${AUTH}/verify`]: StateMachineResponseSchema,
  [`GET ${AUTH}/factors`]: ListFactorsResponseSchema,
  [`POST ${AUTH}/factors/totp`]: StartTotpResponseSchema,
  [`POST ${AUTH}/factors/webauthn`]: StartPasskeyResponseSchema,
  [`POST ${AUTH}/factors/{factorId}/activate`]: ActivateFactorResponseSchema,
  [`POST ${AUTH}/factors/{factorId}/remove`]: EmptySchema,
  [`POST ${AUTH}/recovery-codes`]: RecoveryCodesResponseSchema,
  'POST /_api/iam/verification/v1/auth/resend': EmptySchema,
  'POST /_api/iam/verification/v1/start': StartVerificationResponseSchema,
  'POST /_api/iam/recovery/v1/send-email': EmptySchema,
  'POST /_api/iam/recovery/v1/activation-email': EmptySchema,
  'GET /_api/iam/captcha/v1/challenge': CaptchaChallengeSchema,
  'POST /oauth2/session': HostedSessionResponseSchema,
  'POST /site-media/v1/files/generate-upload-url': UploadUrlResponseSchema,
  'POST /site-media/v1/files/generate-file-upload-url': UploadUrlResponseSchema,
  'PUT /site-media/v1/upload/{token}': UploadedFileResponseSchema,
  'POST /tote/v1/media/upload': UploadedFileResponseSchema,
  'GET /tote/v1/webhooks/endpoints/{id}/deliveries/{deliveryId}': DeliveryWithAttemptsSchema,
  'GET /tote/v1/membership-plans': MembershipPlansResponseSchema,
  'POST /tote/v1/membership-plans': MembershipPlanResponseSchema,
  'GET /tote/v1/membership-plans/{id}': MembershipPlanResponseSchema,
  'PATCH /tote/v1/membership-plans/{id}': MembershipPlanResponseSchema,
  'GET /tote/v1/members/{memberId}/memberships': MembershipsResponseSchema,
  'POST /tote/v1/members/{memberId}/memberships': MembershipResponseSchema,
  'GET /tote/v1/memberships/my': MembershipsResponseSchema,
};
