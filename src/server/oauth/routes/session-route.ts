// POST /oauth2/session: the hosted login page trades a login's session token for the hosted session cookie (same origin only).
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import { applicationError, forbidden } from '../../http/http-error.js';
import type { TypedApp } from '../../http/typed-app.js';
import { startHostedSession, findIdentity, consumeSessionToken } from '../../identity/index.js';

/** Path of the call. */
export const HOSTED_SESSION_PATH = '/oauth2/session';

const Body = Type.Object({ sessionToken: Type.String({ minLength: 1, maxLength: 4000 }) }, { additionalProperties: false });

/** Registers POST /oauth2/session. */
export function registerHostedSessionRoute(app: TypedApp, ctx: AppContext): void {
  const storeOrigin = new URL(ctx.config.publicUrl).origin;
  app.post(
    HOSTED_SESSION_PATH,
    { schema: { body: Body, tags: ['oauth'], summary: 'Start the hosted session (cookie) with a session token; store pages only' } },
    async (request, reply) => {
      // Only the store's own pages may set the cookie: a cross-site page must not log a browser into an account (login CSRF).
      const origin = request.headers.origin;
      const site = request.headers['sec-fetch-site'];
      if ((origin !== undefined && origin !== storeOrigin) || (site !== undefined && site !== 'same-origin' && site !== 'none')) {
        throw forbidden('Only pages of the store itself may start a hosted session');
      }
      const claims = await consumeSessionToken(ctx, request.body.sessionToken);
      if (!claims) throw applicationError(400, 'INVALID_SESSION_TOKEN', 'Invalid session token', 'The session token is not valid, has expired or was used');
      const identity = await findIdentity(ctx.db, claims.siteId, claims.identityId);
      if (!identity || identity.status !== 'ACTIVE') throw applicationError(400, 'INVALID_SESSION_TOKEN', 'Invalid session token', 'The member cannot log in');
      const session = await startHostedSession(ctx, ctx.db, reply, { siteId: claims.siteId, identityId: identity.id });
      reply.header('cache-control', 'no-store');
      return { siteId: session.siteId, identityId: session.identityId };
    },
  );
}
