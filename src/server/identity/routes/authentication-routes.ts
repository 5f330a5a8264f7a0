// The authentication calls of API.md under /_api/iam/authentication (and /iam/authentication): register, login, change password, sign-on, factor verify.
import { Type } from 'typebox';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { API_KEY_PREFIX, liveApiKey } from '../../auth/index.js';
import { forbidden } from '../../http/http-error.js';
import type { TypedApp } from '../../http/typed-app.js';
import { deliverSoon } from '../../mail/index.js';
import { changePassword } from '../members/change-password.js';
import { isEmailAddress } from '../members/email-address.js';
import { login } from '../login/login.js';
import { register } from '../login/register.js';
import { bodyObject, shopperRequest } from '../login/shopper-request.js';
import { signOn } from '../login/sign-on.js';
import { verifyDuringAuthentication } from '../login/verification.js';
import { factorUnsupported } from '../identity-errors.js';
import { verifySecondFactor } from '../login/mfa-verify.js';

/** Path prefixes of the authentication service (the official packages use the first). */
export const AUTHENTICATION_PREFIXES = ['/_api/iam/authentication', '/iam/authentication'];

/** Any JSON: these calls check their bodies themselves, so failures are application errors (API.md). */
const AnyBody = Type.Unknown({ description: 'Checked by the call itself; failures are application errors' });

/** The merchant key (id and site) of `Authorization: <visitor token>,<API key>` (as the official SDK sends sign-on) or `<API key>`. */
async function merchantKeyOf(ctx: AppContext, request: FastifyRequest): Promise<{ id: string; siteId: string }> {
  const header = request.headers.authorization ?? '';
  const key = header
    .split(',')
    .map((part) => part.trim().replace(/^bearer\s+/i, ''))
    .find((part) => part.startsWith(API_KEY_PREFIX));
  const live = key ? await liveApiKey(ctx.db, key) : undefined;
  if (!live) throw forbidden('Sign-on needs a merchant API key');
  return live;
}

/** Verifies a factor of a pending login: EMAIL (the e-mailed code), or a second factor (TOTP, RECOVERY_CODE, WEBAUTHN). */
async function verifyFactor(ctx: AppContext, request: FastifyRequest, type: string) {
  const who = await shopperRequest(ctx, request);
  const body = bodyObject(request.body);
  const factorType = type.toUpperCase().replace(/-/g, '_');
  if (factorType === 'EMAIL') {
    const emailData = (body.emailData ?? {}) as { code?: unknown };
    return verifyDuringAuthentication(ctx, who, { code: emailData.code ?? body.code, stateToken: body.stateToken });
  }
  if (factorType === 'TOTP' || factorType === 'RECOVERY_CODE' || factorType === 'WEBAUTHN') return verifySecondFactor(ctx, who, factorType, body);
  throw factorUnsupported(factorType || 'UNKNOWN_FACTOR_TYPE');
}

/** Registers the authentication calls. */
export function registerAuthenticationRoutes(app: TypedApp, ctx: AppContext): void {
  for (const prefix of AUTHENTICATION_PREFIXES) {
    const hide = prefix !== AUTHENTICATION_PREFIXES[0];
    const tags = ['identity'];

    app.post(
      `${prefix}/v2/register`,
      { schema: { body: AnyBody, tags, hide, summary: 'Register a member: {loginId:{email}, password, profile, captchaTokens}' } },
      async (request) => {
        const who = await shopperRequest(ctx, request);
        const response = await register(ctx, who, bodyObject(request.body));
        deliverSoon(ctx, request.log);
        return response;
      },
    );

    app.post(
      `${prefix}/v2/login`,
      { schema: { body: AnyBody, tags, hide, summary: 'Log a member in: {loginId:{email}, password, captchaTokens}' } },
      async (request) => {
        const who = await shopperRequest(ctx, request);
        const response = await login(ctx, who, bodyObject(request.body));
        deliverSoon(ctx, request.log);
        return response;
      },
    );

    app.post(
      `${prefix}/v2/change-password`,
      { schema: { body: AnyBody, tags, hide, summary: "Change the logged-in member's password: {newPassword, currentPassword?}" } },
      async (request) => {
        const caller = await ctx.callers.shopper(request);
        const body = bodyObject(request.body);
        return changePassword(ctx, caller, body.newPassword, body.currentPassword);
      },
    );

    app.post(
      `${prefix}/v2/sign-on`,
      { schema: { body: AnyBody, tags, hide, summary: 'Sign a member on from a trusted backend (merchant API key): {loginId:{email}, profile, verifyEmail}' } },
      async (request) => {
        const key = await merchantKeyOf(ctx, request);
        return signOn(ctx, key.siteId, bodyObject(request.body), { identityType: 'APP', appId: key.id });
      },
    );

    app.post(`${prefix}/v2/validate-email`, { schema: { body: AnyBody, tags, hide, summary: 'Check the format of an e-mail: {email}' } }, async (request) => {
      await ctx.callers.shopper(request);
      const email = bodyObject(request.body).email;
      const valid = typeof email === 'string' && isEmailAddress(email.trim());
      return { valid, formatInvalid: !valid };
    });

    app.post(
      `${prefix}/v2/:factorType/verify`,
      {
        schema: {
          params: Type.Object({ factorType: Type.String({ maxLength: 30 }) }),
          body: AnyBody,
          tags,
          hide,
          summary:
            'Verify a factor during login: {stateToken} with emailData:{code}, totpData:{code}, recoveryCodeData:{code} (path recovery_code) or webauthnData:{challengeId, credential}',
        },
      },
      async (request) => verifyFactor(ctx, request, request.params.factorType),
    );

    app.post(
      `${prefix}/v2/verify`,
      { schema: { body: AnyBody, tags, hide, summary: 'Verify a factor during login, the type in the body: {factorType, stateToken, totpData | ...}' } },
      async (request) => {
        const factorType = bodyObject(request.body).factorType;
        return verifyFactor(ctx, request, typeof factorType === 'string' ? factorType.slice(0, 30) : '');
      },
    );
  }
}
