// GET /hosted/product/<slug>: the product page of `storesProduct` redirect sessions and of cart lines' links (never framed).
import { Type } from 'typebox';
import type { ProductPageData } from '../../../wire/hosted-pages.js';
import type { AppContext } from '../../context.js';
import type { TypedApp } from '../../http/typed-app.js';
import { HOSTED_PATHS, findLiveRedirectSession } from '../../redirects/index.js';
import { onlySite, siteOfClient, siteOfClientHint, siteOfProductSlug, type HostedSite } from '../hosted-site.js';
import { pageTexts } from '../page-texts.js';
import { renderMessage, renderPage, storeOf } from '../render-page.js';

const Params = Type.Object({ slug: Type.String({ maxLength: 2000 }) });
const Query = Type.Object(
  { session: Type.Optional(Type.String({ maxLength: 2000 })), client: Type.Optional(Type.String({ maxLength: 2000 })) },
  { additionalProperties: true },
);

/** The page's site: the session's client, the `client` hint, the one site selling this slug, or the only site. */
async function siteFor(ctx: AppContext, slug: string, query: { session?: string | undefined; client?: string | undefined }): Promise<HostedSite | undefined> {
  const session = query.session ? await findLiveRedirectSession(ctx.db, ctx.clock(), query.session) : undefined;
  if (session?.kind === 'storesProduct') return siteOfClient(ctx, session.client_id);
  return (await siteOfClientHint(ctx, query.client)) ?? (await siteOfProductSlug(ctx, slug)) ?? (await onlySite(ctx));
}

/** Registers the product page. */
export function registerProductPageRoute(app: TypedApp, ctx: AppContext): void {
  app.get(`${HOSTED_PATHS.product}/:slug`, { schema: { params: Params, querystring: Query, hide: true } }, async (request, reply) => {
    const { slug } = request.params;
    const site = slug.length <= 300 ? await siteFor(ctx, slug, request.query) : undefined;
    const product = site
      ? await ctx.db
          .selectFrom('products')
          .select(['name'])
          .where('site_id', '=', site.siteId)
          .where('slug', '=', slug)
          .where('visible', '=', true)
          .executeTakeFirst()
      : undefined;
    if (!site || !product) {
      const texts = pageTexts(storeOf(site).locale);
      return renderMessage(ctx, reply, site, { status: 404, title: texts.titles.productNotFound, ...texts.productNotFound });
    }
    const data: ProductPageData = { page: 'product', store: storeOf(site), clientId: site.clientId, slug };
    return renderPage(ctx, reply, site, data, { title: product.name, noindex: false, httpsImages: true });
  });
}
