// GET /tote/v1/site/origins-seen: the site's registered origins and when a page on each last called the store (Home's "site installed").
import { ORIGINS_SEEN_PATH, type OriginsSeenResponse } from '../../../wire/site.js';
import { merchantOnly, merchantSite } from '../../auth/index.js';
import type { AppContext } from '../../context.js';
import type { TypedApp } from '../../http/typed-app.js';
import { originsSeen } from '../origin-sightings.js';

/** Registers the origins-seen route (merchant API key or the owner's dashboard session). */
export function registerOriginsSeenRoutes(app: TypedApp, ctx: AppContext): void {
  app.get(
    ORIGINS_SEEN_PATH,
    {
      schema: { tags: ['site'], summary: "The site's registered origins and when a page on each last called the store (null: never)" },
      preValidation: [merchantOnly(ctx)],
    },
    async (request, reply): Promise<OriginsSeenResponse> => {
      reply.header('cache-control', 'no-store');
      return { origins: await originsSeen(ctx.db, await merchantSite(ctx, request)) };
    },
  );
}
