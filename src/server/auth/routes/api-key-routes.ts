// GET, POST /tote/v1/api-keys and DELETE /tote/v1/api-keys/{id}: the owner's API keys over HTTP (the key shown once at creation).
import { Type } from 'typebox';
import { API_KEYS_PATH, type ApiKeyListResponse, type CreateApiKeyResponse } from '../../../wire/admin.js';
import { apiKeyNotFound } from '../../admin/index.js';
import type { AppContext } from '../../context.js';
import type { TypedApp } from '../../http/typed-app.js';
import { apiKeyView, createApiKey, listApiKeys, revokeSiteApiKey } from '../api-keys.js';
import { merchantOnly, merchantSite } from '../merchant-only.js';

const tags = ['api-keys'];
const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });

/** Registers the API key routes (owner: an API key or the owner's dashboard session; staff get 403 OWNER_ONLY). */
export function registerApiKeyRoutes(app: TypedApp, ctx: AppContext): void {
  const preValidation = [merchantOnly(ctx)];
  app.get(
    API_KEYS_PATH,
    { schema: { tags, summary: "The site's live API keys (never the keys themselves)" }, preValidation },
    async (request, reply): Promise<ApiKeyListResponse> => {
      reply.header('cache-control', 'no-store');
      return { apiKeys: await listApiKeys(ctx.db, await merchantSite(ctx, request)) };
    },
  );
  app.post(
    API_KEYS_PATH,
    {
      schema: {
        body: Type.Object({ name: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false }),
        tags,
        summary: 'Create an API key (the key is in this answer only)',
      },
      preValidation,
    },
    async (request, reply): Promise<CreateApiKeyResponse> => {
      const siteId = await merchantSite(ctx, request);
      const { id, key } = await createApiKey(ctx.db, siteId, request.body.name.trim() || 'dashboard');
      const row = await ctx.db
        .selectFrom('api_keys')
        .select(['id', 'name', 'created_at', 'last_used_at', 'key_prefix'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      reply.header('cache-control', 'no-store');
      return { apiKey: apiKeyView(row), key };
    },
  );
  app.delete(
    `${API_KEYS_PATH}/:id`,
    { schema: { params: IdParams, tags, summary: 'Revoke an API key (it stops working at once, in every server process)' }, preValidation },
    async (request, reply) => {
      const siteId = await merchantSite(ctx, request);
      if (!(await revokeSiteApiKey(ctx.db, siteId, request.params.id, ctx.clock()))) throw apiKeyNotFound(request.params.id);
      ctx.callers.forgetApiKey(request.params.id);
      return reply.status(204).send();
    },
  );
}
