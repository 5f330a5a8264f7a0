// GET /hosted/reset-password?recoveryToken=<token>: sets a new (or first) password with an e-mailed link (never framed).
import { Type } from 'typebox';
import type { ResetPasswordPageData } from '../../../wire/hosted-pages.js';
import type { AppContext } from '../../context.js';
import { digest } from '../../auth/index.js';
import type { TypedApp } from '../../http/typed-app.js';
import { HOSTED_PATHS } from '../../redirects/index.js';
import { onlySite, siteWithFirstClient } from '../hosted-site.js';
import { pageTexts } from '../page-texts.js';
import { renderMessage, renderPage, storeOf } from '../render-page.js';

const Query = Type.Object({ recoveryToken: Type.Optional(Type.String({ maxLength: 2000 })) }, { additionalProperties: true });

/** What the store knows of a link's token: its site and whether it can still be used (the token itself is checked again on use). */
async function linkOf(ctx: AppContext, token: string): Promise<{ siteId: string; valid: boolean; purpose: 'RECOVERY' | 'ACTIVATION' } | undefined> {
  if (!token || token.length > 200) return undefined;
  const row = await ctx.db
    .selectFrom('identity_recovery_tokens')
    .select(['site_id', 'purpose', 'consumed_at', 'expires_at'])
    .where('token_hash', '=', digest(token))
    .executeTakeFirst();
  if (!row) return undefined;
  return { siteId: row.site_id, purpose: row.purpose, valid: !row.consumed_at && row.expires_at.getTime() > ctx.clock().getTime() };
}

/** Registers the password-reset page. */
export function registerResetPageRoute(app: TypedApp, ctx: AppContext): void {
  app.get(HOSTED_PATHS.resetPassword, { schema: { querystring: Query, hide: true } }, async (request, reply) => {
    const link = await linkOf(ctx, request.query.recoveryToken ?? '');
    const site = link ? await siteWithFirstClient(ctx, link.siteId) : await onlySite(ctx);
    if (!site) {
      const texts = pageTexts(undefined);
      return renderMessage(ctx, reply, undefined, { status: 404, title: texts.titles.resetPassword, ...texts.resetExpired });
    }
    const data: ResetPasswordPageData = {
      page: 'reset-password',
      store: storeOf(site),
      clientId: site.clientId,
      link: link?.valid ? 'valid' : 'expired',
      purpose: link?.purpose === 'ACTIVATION' ? 'activation' : 'reset',
    };
    const { titles } = pageTexts(data.store.locale);
    return renderPage(ctx, reply, site, data, { title: data.purpose === 'activation' ? titles.setPassword : titles.resetPassword });
  });
}
