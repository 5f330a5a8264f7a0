// The recovery calls of API.md under /_api/iam/recovery (and /_iam/recovery, /iam/recovery): reset e-mail, activation e-mail, recover.
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import type { Caller } from '../../auth/index.js';
import { fieldError, forbidden } from '../../http/http-error.js';
import type { TypedApp } from '../../http/typed-app.js';
import { deliverSoon } from '../../mail/index.js';
import { loadClient, urlProblem } from '../../oauth/index.js';
import { recover, sendActivationEmail, sendRecoveryEmail } from '../recovery/recovery.js';
import { bodyObject, shopperRequest } from '../login/shopper-request.js';

/** Path prefixes of the recovery service. */
export const RECOVERY_PREFIXES = ['/_api/iam/recovery', '/_iam/recovery', '/iam/recovery'];

const AnyBody = Type.Unknown({ description: 'Checked by the call itself' });

/** The redirect URL of a request, checked against the origins of its client (the caller's, or the one named). */
async function checkedRedirect(ctx: AppContext, caller: Caller, redirect: unknown, field: string): Promise<string | undefined> {
  if (!redirect || typeof redirect !== 'object') return undefined;
  const { url, clientId } = redirect as { url?: unknown; clientId?: unknown };
  if (url === undefined || url === null || url === '') return undefined;
  const named = typeof clientId === 'string' && clientId ? clientId : caller.kind === 'merchant' ? undefined : caller.clientId;
  const client = named ? await loadClient(ctx, named) : undefined;
  if (!client || client.siteId !== caller.siteId) throw fieldError(`${field}.clientId`, 'must name an OAuth client of this site', 'VALIDATION');
  const problem = urlProblem(client, url, { allowFragment: true });
  if (problem) throw fieldError(`${field}.url`, problem, 'VALIDATION');
  return url as string;
}

/** Registers the recovery calls. */
export function registerRecoveryRoutes(app: TypedApp, ctx: AppContext): void {
  for (const prefix of RECOVERY_PREFIXES) {
    const hide = prefix !== RECOVERY_PREFIXES[0];
    const tags = ['identity'];

    app.post(
      `${prefix}/v1/send-email`,
      { schema: { body: AnyBody, tags, hide, summary: 'Send a password-reset e-mail: {email, language, redirect:{url, clientId}}' } },
      async (request) => {
        const caller = await ctx.callers.shopper(request);
        const who = await shopperRequest(ctx, request);
        const body = bodyObject(request.body);
        const redirect = await checkedRedirect(ctx, caller, body.redirect, 'redirect');
        const response = await sendRecoveryEmail(ctx, who, body.email, redirect);
        deliverSoon(ctx, request.log);
        return response;
      },
    );

    app.post(
      `${prefix}/v1/activation-email`,
      { schema: { body: AnyBody, tags, hide, summary: 'Send an activation e-mail (merchant, or the member): {identityId, emailOptions}' } },
      async (request) => {
        const caller = await ctx.callers.any(request);
        const body = bodyObject(request.body);
        const identityId = typeof body.identityId === 'string' && body.identityId ? body.identityId : caller.kind === 'member' ? caller.subjectId : undefined;
        if (!identityId) throw fieldError('identityId', 'is required', 'REQUIRED_FIELD');
        if (caller.kind === 'visitor' || (caller.kind === 'member' && identityId !== caller.subjectId))
          throw forbidden('Only the site owner or the member may send an activation e-mail');
        const options = (body.emailOptions ?? {}) as { redirect?: unknown };
        const redirect = await checkedRedirect(ctx, caller, options.redirect, 'emailOptions.redirect');
        const response = await sendActivationEmail(ctx, caller.siteId, identityId, redirect);
        deliverSoon(ctx, request.log);
        return response;
      },
    );

    app.post(
      `${prefix}/v1/recover`,
      { schema: { body: AnyBody, tags, hide, summary: 'Set a new password with the e-mailed token: {recoveryToken, password}' } },
      async (request) => {
        const who = await shopperRequest(ctx, request);
        return recover(ctx, who, bodyObject(request.body));
      },
    );
  }
}
