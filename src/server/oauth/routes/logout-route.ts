// GET /_api/iam/authentication/v1/logout: ends the hosted session of the cookie (a member caller's every session) and goes to a checked post-logout URL.
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import type { TypedApp } from '../../http/typed-app.js';
import { endMemberSessions, endHostedSession } from '../../identity/index.js';
import { LOGOUT_PATH } from '../../redirects/index.js';
import { loadClient } from '../clients.js';
import { sendErrorPage, sendHtml } from '../html-page.js';
import { urlProblem } from '../registered-urls.js';

const Query = Type.Object(
  {
    postLogoutRedirectUri: Type.Optional(Type.String({ maxLength: 2000 })),
    clientId: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: true },
);

/** Registers the logout endpoint under its API.md path and the path without `/_api`. */
export function registerLogoutRoute(app: TypedApp, ctx: AppContext): void {
  for (const path of [LOGOUT_PATH, LOGOUT_PATH.replace('/_api', '')]) {
    app.get(
      path,
      { schema: { querystring: Query, tags: ['identity'], summary: 'Log out: end the hosted session and redirect', hide: path !== LOGOUT_PATH } },
      async (request, reply) => {
        const { postLogoutRedirectUri, clientId } = request.query;
        const caller = await ctx.callers.optional(request).catch(() => undefined);
        const client = clientId ? await loadClient(ctx, clientId) : undefined;
        if (clientId && !client) return sendErrorPage(reply, 400, 'Unknown client', 'The clientId of this logout link is not known to the store.');
        const siteId = client?.siteId ?? (caller && caller.kind !== 'merchant' ? caller.siteId : undefined);
        // Check the destination before ending anything: a bad link must not log anyone out.
        if (postLogoutRedirectUri) {
          const problem = client ? urlProblem(client, postLogoutRedirectUri, { allowFragment: true }) : 'needs a clientId to be checked against';
          if (problem) return sendErrorPage(reply, 400, 'This logout link is not valid', `postLogoutRedirectUri ${problem}.`);
        }
        if (siteId) await endHostedSession(ctx, request, reply, siteId);
        if (caller?.kind === 'member' && caller.siteId === siteId)
          await ctx.db.transaction().execute((trx) => endMemberSessions(ctx, trx, caller.siteId, caller.subjectId));
        if (postLogoutRedirectUri) return reply.header('cache-control', 'no-store').redirect(postLogoutRedirectUri, 302);
        return sendHtml(reply, { title: 'Signed out', body: '<h1>You are signed out</h1><p>You can close this page.</p>' });
      },
    );
  }
}
