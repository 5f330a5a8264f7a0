// The verification calls of API.md under /_api/iam/verification (and /iam/verification): the login code, resend, start and verify.
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import { fieldError, forbidden } from '../../http/http-error.js';
import { identityOfCaller } from '../../events/index.js';
import type { TypedApp } from '../../http/typed-app.js';
import { deliverSoon } from '../../mail/index.js';
import { bodyObject, shopperRequest } from '../login/shopper-request.js';
import { completeVerification, resendDuringAuthentication, startVerification, verifyDuringAuthentication } from '../login/verification.js';

/** Path prefixes of the verification service. */
export const VERIFICATION_PREFIXES = ['/_api/iam/verification', '/iam/verification'];

const AnyBody = Type.Unknown({ description: 'Checked by the call itself' });

/** Registers the verification calls. */
export function registerVerificationRoutes(app: TypedApp, ctx: AppContext): void {
  for (const prefix of VERIFICATION_PREFIXES) {
    const hide = prefix !== VERIFICATION_PREFIXES[0];
    const tags = ['identity'];

    app.post(
      `${prefix}/v1/auth/verify`,
      { schema: { body: AnyBody, tags, hide, summary: 'Verify the e-mailed code of a pending login or registration: {code, stateToken}' } },
      async (request) => {
        const who = await shopperRequest(ctx, request);
        return verifyDuringAuthentication(ctx, who, bodyObject(request.body));
      },
    );

    app.post(
      `${prefix}/v1/auth/resend`,
      { schema: { body: AnyBody, tags, hide, summary: 'E-mail a new code for a pending state token: {stateToken}' } },
      async (request) => {
        const who = await shopperRequest(ctx, request);
        const response = await resendDuringAuthentication(ctx, who, bodyObject(request.body));
        deliverSoon(ctx, request.log);
        return response;
      },
    );

    for (const start of ['start', 'Start']) {
      app.post(
        `${prefix}/v1/${start}`,
        {
          schema: {
            body: AnyBody,
            tags,
            hide: hide || start !== 'start',
            summary: "E-mail a code to an identity's address (the member, or the site owner): {identityId, target}",
          },
        },
        async (request) => {
          const caller = await ctx.callers.any(request);
          const body = bodyObject(request.body);
          if (body.target !== undefined && body.target !== 'EMAIL') throw fieldError('target', 'must be EMAIL', 'INVALID_ENUM_VALUE');
          const identityId = typeof body.identityId === 'string' && body.identityId ? body.identityId : caller.kind === 'member' ? caller.subjectId : undefined;
          if (!identityId) throw fieldError('identityId', 'is required', 'REQUIRED_FIELD');
          if (caller.kind === 'visitor' || (caller.kind === 'member' && identityId !== caller.subjectId))
            throw forbidden('Only the site owner or the member may start a verification');
          const response = await startVerification(ctx, caller.siteId, identityId);
          deliverSoon(ctx, request.log);
          return response;
        },
      );
    }

    app.post(
      `${prefix}/v1/verify`,
      { schema: { body: AnyBody, tags, hide, summary: 'Verify the code of a started verification: {code, verificationId}' } },
      async (request) => {
        const caller = await ctx.callers.any(request);
        if (caller.kind === 'visitor') throw forbidden('Only the site owner or the member may verify');
        return completeVerification(
          ctx,
          caller.siteId,
          caller.kind === 'member' ? caller.subjectId : undefined,
          bodyObject(request.body),
          identityOfCaller(caller),
        );
      },
    );
  }
}
