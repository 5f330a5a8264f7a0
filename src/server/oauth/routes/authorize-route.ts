// GET /oauth2/authorize (RFC 6749 §4.1.1): a code for a logged-in member (session token or hosted session), login_required, or the hosted login page.
import { Type, type Static } from 'typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthorizeRequest } from '../../../wire/redirects.js';
import type { AppContext } from '../../context.js';
import type { TypedApp } from '../../http/typed-app.js';
import { readHostedSession, startHostedSession, findIdentity, type IdentityRow, consumeSessionToken } from '../../identity/index.js';
import {
  HOSTED_PATHS,
  consumeRedirectSession,
  createRedirectSession,
  findLiveRedirectSession,
  type RedirectSessionRow,
  AUTHORIZE_PATH,
} from '../../redirects/index.js';
import { issueAuthorizationCode } from '../authorization-codes.js';
import { checkAuthorizationRequest, type AnswerTarget, type CheckedAuthorization } from '../authorization-request.js';
import { scriptJson, sendErrorPage, sendHtml } from '../html-page.js';

const Q = (maxLength = 2000) => Type.Optional(Type.String({ maxLength }));

/** The query: a redirect session id, or the request itself (RFC names or the SDK's camelCase names). */
export const AuthorizeQuery = Type.Object(
  {
    redirectSession: Q(100),
    client_id: Q(200),
    clientId: Q(200),
    redirect_uri: Q(),
    redirectUri: Q(),
    response_type: Q(50),
    responseType: Q(50),
    response_mode: Q(50),
    responseMode: Q(50),
    scope: Q(500),
    state: Q(1000),
    code_challenge: Q(200),
    codeChallenge: Q(200),
    code_challenge_method: Q(20),
    codeChallengeMethod: Q(20),
    prompt: Q(50),
    sessionToken: Q(4000),
    nonce: Q(500),
  },
  { additionalProperties: true },
);
type Query = Static<typeof AuthorizeQuery>;

/** The request of a direct call (no redirect session). */
function requestFromQuery(q: Query): AuthorizeRequest {
  const pick = (...values: (string | undefined)[]) => values.find((v) => v !== undefined);
  const raw: Record<string, string | undefined> = {
    clientId: pick(q.client_id, q.clientId),
    redirectUri: pick(q.redirect_uri, q.redirectUri),
    responseType: pick(q.response_type, q.responseType),
    responseMode: pick(q.response_mode, q.responseMode),
    scope: q.scope,
    state: q.state,
    codeChallenge: pick(q.code_challenge, q.codeChallenge),
    codeChallengeMethod: pick(q.code_challenge_method, q.codeChallengeMethod),
    sessionToken: q.sessionToken,
    nonce: q.nonce,
  };
  return Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined)) as AuthorizeRequest;
}

/** Sends the answer where the request said: a redirect with the parameters in the query or fragment, or a web_message page. */
export function answer(reply: FastifyReply, target: AnswerTarget, params: Record<string, string>): FastifyReply {
  if (target.kind === 'redirect') {
    const url = new URL(target.uri);
    if (target.mode === 'query') for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    else url.hash = new URLSearchParams(params).toString();
    return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(url.toString(), 302);
  }
  // RFC-less but common: the page posts the answer to the window that opened or framed it, for the registered origin only.
  return sendHtml(reply, {
    title: 'Signing in',
    body: '<p>Signing in…</p>',
    frameAncestors: [target.origin],
    script: `(function(){var d=${scriptJson({ origin: target.origin, message: params })};var w=window.opener||(window.parent!==window?window.parent:null);if(w){w.postMessage(d.message,d.origin);}if(window.opener){window.close();}})();`,
  });
}

/** Who is logged in for this request: the session token (a login's is fresh; a carried one as its sign-in) or the hosted session cookie. */
async function authenticate(
  ctx: AppContext,
  request: FastifyRequest,
  checked: CheckedAuthorization,
  flowStart: Date,
): Promise<{ identity: IdentityRow; fresh: boolean; viaToken: boolean; visitorId: string | undefined } | undefined> {
  const siteId = checked.client.siteId;
  let found: { identityId: string; fresh: boolean; viaToken: boolean; visitorId: string | undefined } | undefined;
  if (checked.sessionToken) {
    const claims = await consumeSessionToken(ctx, checked.sessionToken);
    // A login's token is fresh by definition; a carried sign-in only when it happened after the flow started.
    const fresh = claims !== undefined && (!claims.carried || claims.authTime * 1000 >= flowStart.getTime());
    if (claims && claims.siteId === siteId) found = { identityId: claims.identityId, fresh, viaToken: true, visitorId: claims.visitorId };
  }
  if (!found) {
    const hosted = await readHostedSession(ctx, request, siteId);
    if (hosted) found = { identityId: hosted.identityId, fresh: hosted.authTime.getTime() >= flowStart.getTime(), viaToken: false, visitorId: undefined };
  }
  if (!found) return undefined;
  const identity = await findIdentity(ctx.db, siteId, found.identityId);
  if (!identity || identity.status !== 'ACTIVE') return undefined;
  return { identity, fresh: found.fresh, viaToken: found.viaToken, visitorId: found.visitorId };
}

/** Registers GET /oauth2/authorize. */
export function registerAuthorizeRoute(app: TypedApp, ctx: AppContext): void {
  app.get(
    AUTHORIZE_PATH,
    { schema: { querystring: AuthorizeQuery, tags: ['oauth'], summary: 'Authorization endpoint (code flow with PKCE S256)' } },
    async (request, reply) => {
      const q = request.query;
      const now = ctx.clock();
      let session: RedirectSessionRow | undefined;
      let raw: AuthorizeRequest;
      let prompt: unknown;
      if (q.redirectSession !== undefined) {
        session = await findLiveRedirectSession(ctx.db, now, q.redirectSession);
        if (!session || session.kind !== 'auth')
          return sendErrorPage(reply, 400, 'This sign-in link has expired', 'The link was used already or is too old. Go back to the shop and sign in again.');
        raw = (session.params.authRequest ?? {}) as AuthorizeRequest;
        prompt = session.params.prompt;
      } else {
        raw = requestFromQuery(q);
        prompt = q.prompt;
      }
      const checked = await checkAuthorizationRequest(ctx, raw, prompt, session?.caller_origin);
      if (!checked.ok) {
        const { problem } = checked;
        if (!problem.target) return sendErrorPage(reply, 400, 'This sign-in request is not valid', problem.description);
        return answer(reply, problem.target, {
          error: problem.error,
          error_description: problem.description,
          ...(problem.state ? { state: problem.state } : {}),
        });
      }
      const req = checked.request;
      const flowStart = session?.created_at ?? now;
      const who = await authenticate(ctx, request, req, flowStart);
      const needsFreshLogin = req.prompt === 'login' || req.prompt === 'select_account';
      if (who && (!needsFreshLogin || who.fresh)) {
        const code = await ctx.db.transaction().execute(async (trx) => {
          if (session && !(await consumeRedirectSession(trx, now, session))) return undefined;
          return issueAuthorizationCode(trx, now, {
            siteId: req.client.siteId,
            clientId: req.client.id,
            identityId: who.identity.id,
            redirectUri: req.redirectUri,
            codeChallenge: req.codeChallenge,
            visitorId: session?.visitor_id ?? who.visitorId ?? null,
          });
        });
        if (!code) return sendErrorPage(reply, 400, 'This sign-in link has expired', 'The link was used already. Go back to the shop and sign in again.');
        // A top-level sign-in with a session token also signs the member in on the store's own pages.
        if (who.viaToken && req.target.kind === 'redirect')
          await startHostedSession(ctx, ctx.db, reply, { siteId: req.client.siteId, identityId: who.identity.id });
        return answer(reply, req.target, { code, state: req.state });
      }
      if (req.prompt === 'none') {
        return answer(reply, req.target, { error: 'login_required', error_description: 'The member is not logged in', state: req.state });
      }
      const loginSession =
        session ??
        (await createRedirectSession(ctx.db, now, {
          siteId: req.client.siteId,
          clientId: req.client.id,
          kind: 'auth',
          params: { authRequest: { ...raw, sessionToken: undefined }, prompt: req.prompt ?? null },
          callbacks: {},
          callerOrigin: null,
          visitorId: null,
          memberId: null,
        }));
      const login = `${ctx.config.publicUrl}${HOSTED_PATHS.login}?session=${encodeURIComponent(loginSession.id)}`;
      return reply.header('cache-control', 'no-store').redirect(login, 302);
    },
  );
}
