// The signed-in member's second factors (Tote): list, enrol a TOTP app or a passkey, activate, remove, new recovery codes.
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import type { TypedApp } from '../../http/typed-app.js';
import { activateTotp, listFactors, regenerateRecoveryCodes, removeFactor, startTotp } from '../mfa/member-factors.js';
import { activatePasskey, startPasskey } from '../mfa/webauthn-factor.js';
import { bodyObject } from '../login/shopper-request.js';
import { factorNotFound } from '../identity-errors.js';
import { AUTHENTICATION_PREFIXES } from './authentication-routes.js';

/** Any JSON: these calls check their bodies themselves, so failures are application errors. */
const AnyBody = Type.Unknown({ description: 'Checked by the call itself' });
const FactorParams = Type.Object({ factorId: Type.String({ maxLength: 64 }) });

/**
 * Registers the factor calls. They take the member's access token in `Authorization` (never a cookie), so another
 * site cannot make a browser send them: no CSRF token is needed. Visitors and merchants are refused (403).
 */
export function registerFactorRoutes(app: TypedApp, ctx: AppContext): void {
  const prefix = AUTHENTICATION_PREFIXES[0];
  const tags = ['identity'];

  app.get(`${prefix}/v2/factors`, { schema: { tags, summary: "The member's second factors and unused recovery codes' count (Tote)" } }, async (request) =>
    listFactors(ctx, await ctx.callers.shopper(request)),
  );

  app.post(
    `${prefix}/v2/factors/totp`,
    { schema: { body: Type.Optional(AnyBody), tags, summary: 'Start a TOTP factor: {factorId, secret, otpauthUrl}; pending until activated (Tote)' } },
    async (request) => startTotp(ctx, await ctx.callers.shopper(request)),
  );

  app.post(
    `${prefix}/v2/factors/webauthn`,
    { schema: { body: Type.Optional(AnyBody), tags, summary: 'Start a passkey: {factorId, options} (PublicKeyCredentialCreationOptionsJSON) (Tote)' } },
    async (request) => startPasskey(ctx, await ctx.callers.shopper(request)),
  );

  app.post(
    `${prefix}/v2/factors/:factorId/activate`,
    {
      schema: {
        params: FactorParams,
        body: AnyBody,
        tags,
        summary: 'Activate a pending factor: TOTP {code}, passkey {credential}; {factor, recoveryCodes?} (Tote)',
      },
    },
    async (request) => {
      const caller = await ctx.callers.shopper(request);
      const body = bodyObject(request.body);
      if (body.code !== undefined) return activateTotp(ctx, caller, request.params.factorId, body.code);
      if (body.credential !== undefined) return activatePasskey(ctx, caller, request.params.factorId, body.credential);
      throw factorNotFound();
    },
  );

  app.post(
    `${prefix}/v2/factors/:factorId/remove`,
    { schema: { params: FactorParams, body: AnyBody, tags, summary: 'Remove a factor: {currentPassword} (Tote)' } },
    async (request) => removeFactor(ctx, await ctx.callers.shopper(request), request.params.factorId, bodyObject(request.body).currentPassword),
  );

  app.post(
    `${prefix}/v2/recovery-codes`,
    { schema: { body: AnyBody, tags, summary: 'Ten new recovery codes, shown once: {currentPassword} → {recoveryCodes} (Tote)' } },
    async (request) => regenerateRecoveryCodes(ctx, await ctx.callers.shopper(request), bodyObject(request.body).currentPassword),
  );
}
