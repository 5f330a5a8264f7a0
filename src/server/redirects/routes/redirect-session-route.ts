// POST /_api/redirects-api/v1/redirect-session: one intent (checkout, login, logout, auth, product, account, owner-run pages) becomes a URL to send the user to.
import { Type, type Static } from 'typebox';
import type { FastifyRequest } from 'fastify';
import type { RedirectSessionResponse } from '../../../wire/redirects.js';
import { MembersAccountSection } from '../../../wire/enums.js';
import type { AppContext } from '../../context.js';
import type { ShopperCaller } from '../../auth/index.js';
import type { Kysely } from 'kysely';
import type { RedirectSessionKind } from '../../db/identity-tables.js';
import type { Database } from '../../db/schema.js';
import { applicationError, fieldError, forbidden, notFound } from '../../http/http-error.js';
import type { TypedApp } from '../../http/typed-app.js';
import { endMemberSessions, readSessionToken } from '../../identity/index.js';
import { checkAuthorizationRequest, loadClient, type OAuthClient, isClientOrigin, urlProblem } from '../../oauth/index.js';
import { hasOwnName } from '../../own-entry.js';
import { carriedSessionToken } from '../carried-session-token.js';
import { createRedirectSession, findLiveRedirectSession } from '../redirect-sessions.js';
import {
  AUTHORIZE_PATH,
  hostedUrl,
  LOGOUT_PATH,
  OWNER_CUSTOM_KINDS,
  ownerCustomUrl,
  sessionUrl,
  withExtraParams,
  type OwnerCustomKind,
  type SessionUrl,
} from '../session-urls.js';

const Str = (maxLength = 2000) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));
const Loose = Type.Optional(Type.Union([Type.Object({}, { additionalProperties: true }), Type.Null()]));

const CallbackUrls = ['thankYouPageUrl', 'postFlowUrl', 'loginUrl', 'bookingsServiceListUrl', 'cartPageUrl', 'planListUrl'] as const;

/** The request body (API.md "redirect session"); unknown fields are ignored. */
export const RedirectSessionBody = Type.Object(
  {
    ecomCheckout: Type.Optional(Type.Union([Type.Object({ checkoutId: Str(200) }, { additionalProperties: true }), Type.Null()])),
    login: Loose,
    logout: Type.Optional(Type.Union([Type.Object({ clientId: Str(200) }, { additionalProperties: true }), Type.Null()])),
    auth: Type.Optional(
      Type.Union([
        Type.Object(
          {
            authRequest: Type.Optional(
              Type.Object(
                {
                  clientId: Str(200),
                  responseType: Str(50),
                  redirectUri: Str(),
                  scope: Str(500),
                  state: Str(1000),
                  responseMode: Str(50),
                  codeChallenge: Str(200),
                  codeChallengeMethod: Str(20),
                  sessionToken: Str(4000),
                  nonce: Str(500),
                  prompt: Str(50),
                },
                { additionalProperties: true },
              ),
            ),
            prompt: Str(50),
          },
          { additionalProperties: true },
        ),
        Type.Null(),
      ]),
    ),
    storesProduct: Type.Optional(Type.Union([Type.Object({ productSlug: Str(300) }, { additionalProperties: true }), Type.Null()])),
    membersAccount: Type.Optional(Type.Union([Type.Object({ section: Str(50) }, { additionalProperties: true }), Type.Null()])),
    bookingsCheckout: Loose,
    eventsCheckout: Loose,
    paidPlansCheckout: Loose,
    bookingsBook: Loose,
    callbacks: Type.Optional(Type.Union([Type.Object(Object.fromEntries(CallbackUrls.map((k) => [k, Str()])), { additionalProperties: true }), Type.Null()])),
    preferences: Type.Optional(
      Type.Union([
        Type.Object(
          { additionalQueryParameters: Type.Optional(Type.Record(Type.String({ maxLength: 100 }), Type.String({ maxLength: 500 }), { maxProperties: 20 })) },
          { additionalProperties: true },
        ),
        Type.Null(),
      ]),
    ),
  },
  { additionalProperties: true },
);
type Body = Static<typeof RedirectSessionBody>;

const INTENTS: readonly RedirectSessionKind[] = ['ecomCheckout', 'login', 'logout', 'auth', 'storesProduct', 'membersAccount', ...OWNER_CUSTOM_KINDS];
const PATHS = ['/_api/redirects-api/v1/redirect-session', '/redirects-api/v1/redirect-session', '/headless/v1/redirect-session'];

/** The one intent of the body; a ONE_OF_ALIGNMENT violation unless exactly one is present. */
function intentOf(body: Body): { kind: RedirectSessionKind; value: Record<string, unknown> } {
  const present = INTENTS.filter((k) => body[k as keyof Body] !== undefined && body[k as keyof Body] !== null);
  if (present.length !== 1) throw fieldError('intent', `must be exactly one of ${INTENTS.join(', ')}`, 'ONE_OF_ALIGNMENT');
  const kind = present[0]!;
  return { kind, value: body[kind as keyof Body] as Record<string, unknown> };
}

/** Callback URLs checked against the client's origins (no open redirect). */
function checkedCallbacks(client: OAuthClient, body: Body): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of CallbackUrls) {
    const url = body.callbacks?.[key];
    if (url === undefined || url === null || url === '') continue;
    const problem = urlProblem(client, url, { allowFragment: true });
    if (problem) throw fieldError(`callbacks.${key}`, problem, 'VALIDATION');
    out[key] = url;
  }
  return out;
}

/** The caller page's origin when it is registered for the client (the browser sets it; a server-side caller has none). */
function callerOriginOf(request: FastifyRequest, client: OAuthClient): string | null {
  const origin = request.headers.origin;
  return origin && isClientOrigin(client, origin) ? origin : null;
}

function requiredText(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw fieldError(field, 'is required', 'REQUIRED_FIELD');
  return value.trim();
}

/** The parameters kept for an intent, checked. */
async function paramsOf(
  ctx: AppContext,
  caller: ShopperCaller,
  client: OAuthClient,
  kind: RedirectSessionKind,
  value: Record<string, unknown>,
  body: Body,
  callerOrigin: string | null,
): Promise<Record<string, unknown>> {
  switch (kind) {
    case 'ecomCheckout':
      return { checkoutId: requiredText(value.checkoutId, 'ecomCheckout.checkoutId') };
    case 'storesProduct':
      return { productSlug: requiredText(value.productSlug, 'storesProduct.productSlug') };
    case 'membersAccount': {
      const section = typeof value.section === 'string' && value.section ? value.section : 'ACCOUNT_INFO';
      if (!hasOwnName(MembersAccountSection, section))
        throw fieldError('membersAccount.section', `must be one of ${Object.keys(MembersAccountSection).join(', ')}`, 'INVALID_ENUM_VALUE');
      // A member's session hands their sign-in to the store's own pages (the widget's sign-in left no store cookie).
      return caller.kind === 'member' ? { section, handOff: true } : { section };
    }
    case 'logout': {
      const clientId = typeof value.clientId === 'string' && value.clientId ? value.clientId : client.id;
      if (clientId !== client.id) throw forbidden('logout.clientId must be the client of the access token');
      return { clientId };
    }
    case 'auth': {
      const auth = value as NonNullable<Body['auth']>;
      const authRequest = Object.fromEntries(Object.entries(auth.authRequest ?? {}).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
      if ((authRequest.clientId ?? client.id) !== client.id) throw forbidden('auth.authRequest.clientId must be the client of the access token');
      authRequest.clientId = client.id;
      const checked = await checkAuthorizationRequest(ctx, authRequest, auth.prompt, callerOrigin);
      if (!checked.ok) throw applicationError(400, checked.problem.error, 'Invalid authorization request', checked.problem.description);
      if (checked.request.sessionToken) {
        const claims = await readSessionToken(ctx, checked.request.sessionToken);
        if (!claims || claims.siteId !== caller.siteId)
          throw applicationError(400, 'INVALID_SESSION_TOKEN', 'Invalid session token', 'The session token is not valid, has expired, or is of another site');
      }
      return { authRequest, prompt: checked.request.prompt ?? null };
    }
    case 'login':
      return {};
    default: {
      const plain = Object.fromEntries(Object.entries(value).filter(([, v]) => ['string', 'number', 'boolean'].includes(typeof v) && String(v).length <= 500));
      const slot = (value.slotAvailability as { slot?: Record<string, unknown> } | undefined)?.slot;
      if (kind === 'bookingsCheckout' && slot) {
        for (const key of ['serviceId', 'scheduleId', 'sessionId', 'startDate', 'endDate', 'timezone'])
          if (typeof slot[key] === 'string') plain[key] = slot[key];
      }
      return plain;
    }
  }
}

/** The URL a new session answers with (reads the site's settings in the caller's transaction). */
async function urlOf(
  ctx: AppContext,
  trx: Kysely<Database>,
  client: OAuthClient,
  kind: RedirectSessionKind,
  params: Record<string, unknown>,
  callbacks: Record<string, string>,
  sessionId: string,
  body: Body,
): Promise<SessionUrl> {
  const base = ctx.config.publicUrl;
  const extra = body.preferences?.additionalQueryParameters ?? {};
  switch (kind) {
    case 'auth': {
      const a = params.authRequest as Record<string, string>;
      return sessionUrl(`${base}${AUTHORIZE_PATH}`, {
        client_id: client.id,
        redirect_uri: a.redirectUri,
        response_type: 'code',
        response_mode: a.responseMode ?? 'fragment',
        scope: a.scope ?? 'offline_access',
        state: a.state,
        code_challenge: a.codeChallenge,
        code_challenge_method: a.codeChallengeMethod,
        prompt: (params.prompt as string | null) ?? a.prompt,
        redirectSession: sessionId,
      });
    }
    case 'logout':
      return sessionUrl(`${base}${LOGOUT_PATH}`, { clientId: client.id, postLogoutRedirectUri: callbacks.postFlowUrl });
    case 'bookingsCheckout':
    case 'eventsCheckout':
    case 'paidPlansCheckout':
    case 'bookingsBook': {
      const site = await trx.selectFrom('sites').select('settings').where('id', '=', client.siteId).executeTakeFirst();
      const ownerUrl = site?.settings.ownerCustomUrls?.[kind as OwnerCustomKind];
      if (!ownerUrl || !/^https?:\/\//.test(ownerUrl)) {
        throw applicationError(
          400,
          'REDIRECT_NOT_CONFIGURED',
          'Redirect not configured',
          `This store does not run ${kind} pages and the site owner set no URL for them (site setting ownerCustomUrls.${kind})`,
          { kind },
        );
      }
      return withExtraParams(ownerCustomUrl(ownerUrl, params, sessionId), extra);
    }
    default:
      return withExtraParams(hostedUrl(base, kind, params, sessionId), extra);
  }
}

/** Registers the redirect session calls. */
export function registerRedirectSessionRoutes(app: TypedApp, ctx: AppContext): void {
  for (const path of PATHS) {
    app.post(
      path,
      { schema: { body: RedirectSessionBody, tags: ['redirects'], summary: 'Create a redirect session', hide: path !== PATHS[0] } },
      async (request): Promise<RedirectSessionResponse> => {
        const caller = await ctx.callers.shopper(request);
        const client = await loadClient(ctx, caller.clientId);
        if (!client || client.siteId !== caller.siteId) throw forbidden('The client of the access token no longer exists');
        const body = request.body;
        const { kind, value } = intentOf(body);
        const callbacks = checkedCallbacks(client, body);
        const callerOrigin = callerOriginOf(request, client);
        const params = await paramsOf(ctx, caller, client, kind, value, body, callerOrigin);
        const now = ctx.clock();
        const session = await ctx.db.transaction().execute(async (trx) => {
          const created = await createRedirectSession(trx, now, {
            siteId: caller.siteId,
            clientId: client.id,
            kind,
            params,
            callbacks,
            callerOrigin,
            visitorId: caller.kind === 'visitor' ? caller.subjectId : null,
            memberId: caller.kind === 'member' ? caller.subjectId : null,
          });
          const url = await urlOf(ctx, trx, client, kind, params, callbacks, created.id, body);
          await trx
            .updateTable('redirect_sessions')
            .set({ params: JSON.stringify({ ...params, fullUrl: url.fullUrl }) })
            .where('id', '=', created.id)
            .execute();
          // A member's logout signs them out everywhere, now: every token and hosted session (the official client forgets its tokens right after this call).
          if (kind === 'logout' && caller.kind === 'member') await endMemberSessions(ctx, trx, caller.siteId, caller.subjectId);
          const sessionToken = await carriedSessionToken(ctx, trx, caller, kind);
          return { id: created.id, url, sessionToken };
        });
        return {
          redirectSession: {
            id: session.id,
            fullUrl: session.url.fullUrl,
            urlDetails: { endpoint: session.url.endpoint, searchParams: session.url.searchParams },
            shortUrl: `${ctx.config.publicUrl}/r/${session.id}`,
            ...(session.sessionToken ? { sessionToken: session.sessionToken } : {}),
          },
        };
      },
    );
  }

  app.get(
    '/_api/redirects-api/v1/redirect-session/:id',
    {
      schema: {
        params: Type.Object({ id: Type.String({ maxLength: 100 }) }),
        tags: ['redirects'],
        summary: 'What a live redirect session asked for (for hosted pages)',
      },
    },
    async (request) => {
      const session = await findLiveRedirectSession(ctx.db, ctx.clock(), request.params.id);
      if (!session) throw notFound('REDIRECT_SESSION_NOT_FOUND', 'Redirect session');
      const { authRequest, ...params } = session.params as Record<string, unknown> & { authRequest?: Record<string, unknown> };
      const { sessionToken: _secret, ...publicAuth } = authRequest ?? {};
      return {
        redirectSession: {
          id: session.id,
          kind: session.kind,
          clientId: session.client_id,
          params: authRequest ? { ...params, authRequest: publicAuth } : params,
          callbacks: session.callbacks,
          createdDate: session.created_at.toISOString(),
          expiresDate: session.expires_at.toISOString(),
        },
      };
    },
  );
}
