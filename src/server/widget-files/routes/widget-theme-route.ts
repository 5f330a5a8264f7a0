// GET /widget/theme.css?client=: the site's theme (its accent) as custom properties for the elements on the owner's page, which the loader imports.
import { Type } from 'typebox';
import { widgetThemeCss } from '../../../wire/theme.js';
import type { AppContext } from '../../context.js';
import { siteOfClient } from '../../hosted-pages/index.js';
import { notFound } from '../../http/http-error.js';
import type { TypedApp } from '../../http/typed-app.js';
import { LOADER_CACHE_CONTROL } from './widget-file-routes.js';

/** Path of the theme stylesheet (a fixed route: it wins over `/widget/:file`). */
export const WIDGET_THEME_PATH = '/widget/theme.css';

const ThemeQuery = Type.Object({ client: Type.String({ minLength: 1, maxLength: 200 }) });

/**
 * Registers the theme stylesheet: any origin may load it, and read it too (a style sheet needs no CORS to apply, but a page's
 * tools, such as axe reading the page's style sheets, fetch it), cached like the loader (a change in Settings reaches pages
 * within five minutes); 404 for a client the store does not know.
 */
export function registerWidgetThemeRoute(app: TypedApp, ctx: AppContext): void {
  app.get(WIDGET_THEME_PATH, { schema: { querystring: ThemeQuery, hide: true } }, async (request, reply) => {
    const site = await siteOfClient(ctx, request.query.client);
    if (!site) throw notFound('OAUTH_CLIENT_NOT_FOUND', 'Client');
    return reply
      .header('cache-control', LOADER_CACHE_CONTROL)
      .header('access-control-allow-origin', '*')
      .header('cross-origin-resource-policy', 'cross-origin')
      .type('text/css; charset=utf-8')
      .send(widgetThemeCss(site.settings.accentColor));
  });
}
