// /tote/v1/oauth-clients: the merchant lists, creates, changes and deletes the site's OAuth clients and their origins (Wix has no public API for these).
import { Type } from 'typebox';
import { merchantOnly, merchantSite } from '../../auth/index.js';
import type { AppContext } from '../../context.js';
import type { TypedApp } from '../../http/typed-app.js';
import {
  changeAllowedOrigins,
  createClient,
  deleteClient,
  getClient,
  listClients,
  OAuthClientInputSchema,
  updateClient,
  type OAuthClientView,
} from '../oauth-client-admin.js';

/** Path of the clients collection. */
export const OAUTH_CLIENTS_PATH = '/tote/v1/oauth-clients';
const tags = ['site'];
const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 200 }) });
const ClientBody = Type.Object({ client: OAuthClientInputSchema }, { additionalProperties: false });
const OriginsBody = Type.Object(
  { origins: Type.Array(Type.String({ minLength: 1, maxLength: 2000 }), { minItems: 1, maxItems: 100 }) },
  { additionalProperties: false },
);

/** Registers the OAuth client routes (merchant API key). Every change reaches CORS and redirect checks of every process at once. */
export function registerOAuthClientRoutes(app: TypedApp, ctx: AppContext): void {
  const preValidation = [merchantOnly(ctx)];
  // This process forgets its CORS answers as soon as the change committed; others when its notification arrives.
  const changed = (client: OAuthClientView): { client: OAuthClientView } => {
    ctx.origins.clear();
    return { client };
  };
  app.get(OAUTH_CLIENTS_PATH, { schema: { tags, summary: "The site's OAuth clients" }, preValidation }, async (request) => ({
    clients: await listClients(ctx.db, await merchantSite(ctx, request)),
  }));
  app.post(
    OAUTH_CLIENTS_PATH,
    { schema: { body: ClientBody, tags, summary: 'Create an OAuth client (a script tag or an app)' }, preValidation },
    async (request) => changed(await createClient(ctx.db, await merchantSite(ctx, request), request.body.client)),
  );
  app.get(`${OAUTH_CLIENTS_PATH}/:id`, { schema: { params: IdParams, tags, summary: 'An OAuth client' }, preValidation }, async (request) => ({
    client: await getClient(ctx.db, await merchantSite(ctx, request), request.params.id),
  }));
  app.patch(
    `${OAUTH_CLIENTS_PATH}/:id`,
    {
      schema: {
        params: IdParams,
        body: ClientBody,
        tags,
        summary: "Change an OAuth client's name, origins, redirect URIs or redirect domains (lists are replaced)",
      },
      preValidation,
    },
    async (request) => changed(await updateClient(ctx.db, await merchantSite(ctx, request), request.params.id, request.body.client)),
  );
  app.post(
    `${OAUTH_CLIENTS_PATH}/:id/allowed-origins`,
    { schema: { params: IdParams, body: OriginsBody, tags, summary: 'Add allowed origins to an OAuth client' }, preValidation },
    async (request) => changed(await changeAllowedOrigins(ctx.db, await merchantSite(ctx, request), request.params.id, request.body.origins, false)),
  );
  app.post(
    `${OAUTH_CLIENTS_PATH}/:id/allowed-origins/delete`,
    { schema: { params: IdParams, body: OriginsBody, tags, summary: 'Remove allowed origins from an OAuth client' }, preValidation },
    async (request) => changed(await changeAllowedOrigins(ctx.db, await merchantSite(ctx, request), request.params.id, request.body.origins, true)),
  );
  app.delete(`${OAUTH_CLIENTS_PATH}/:id`, { schema: { params: IdParams, tags, summary: 'Delete an OAuth client' }, preValidation }, async (request) => {
    await deleteClient(ctx.db, await merchantSite(ctx, request), request.params.id);
    ctx.origins.clear();
    return {};
  });
}
