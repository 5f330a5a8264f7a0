// GET /r/:id: a redirect session's short URL, and where hosted pages continue a flow (after the hosted login, for example).
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import type { TypedApp } from '../../http/typed-app.js';
import { readHostedSession } from '../../identity/index.js';
import { sendErrorPage } from '../../oauth/index.js';
import { ACCOUNT_SECTION_PATHS, HOSTED_PATHS } from '../hosted-paths.js';
import { findLiveRedirectSession } from '../redirect-sessions.js';
import { AUTHORIZE_PATH } from '../session-urls.js';

/** Registers GET /r/:id. */
export function registerContinueRoute(app: TypedApp, ctx: AppContext): void {
  app.get(
    '/r/:id',
    { schema: { params: Type.Object({ id: Type.String({ maxLength: 100 }) }), tags: ['redirects'], summary: 'Follow (or continue) a redirect session' } },
    async (request, reply) => {
      const session = await findLiveRedirectSession(ctx.db, ctx.clock(), request.params.id);
      if (!session) return sendErrorPage(reply, 404, 'This link has expired', 'The link was used already or is too old. Go back to the shop and try again.');
      const base = ctx.config.publicUrl;
      let target: string;
      if (session.kind === 'auth') {
        target = `${base}${AUTHORIZE_PATH}?redirectSession=${session.id}`;
      } else if (session.kind === 'login') {
        const hosted = await readHostedSession(ctx, request, session.site_id);
        target = hosted
          ? (session.callbacks.postFlowUrl ?? `${base}${HOSTED_PATHS.account}/${ACCOUNT_SECTION_PATHS.ACCOUNT_INFO}`)
          : `${base}${HOSTED_PATHS.login}?session=${session.id}`;
      } else {
        target = String(session.params.fullUrl ?? base);
      }
      return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(target, 302);
    },
  );
}
