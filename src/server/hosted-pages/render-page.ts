// Renders a hosted page for a site: its built assets and data in the shell, or a plain page when the pages are not built.
import type { FastifyReply } from 'fastify';
import type { HostedPageData, HostedStore } from '../../wire/hosted-pages.js';
import { DEFAULT_LOCALE, textLanguageOf } from '../../wire/locale.js';
import type { AppContext } from '../context.js';
import { localeOf, siteCountry } from '../site/index.js';
import { pageAssets } from './hosted-build.js';
import type { HostedSite } from './hosted-site.js';
import { sendMessagePage, sendPageShell, type MessageAction } from './page-shell.js';
import { pageTexts } from './page-texts.js';

/** A store to brand pages with when the site is not known (an unknown link). */
export const UNKNOWN_STORE: HostedStore = { name: 'Store', locale: DEFAULT_LOCALE };

/** What {@link renderPage} needs besides the data. */
export interface RenderOptions {
  title: string;
  status?: number;
  noindex?: boolean;
  httpsImages?: boolean;
  /** The page may load Stripe.js (the checkout, when the site takes Stripe payments). */
  stripe?: boolean;
}

/** The store of a site as pages show it. */
export function storeOf(site: HostedSite | undefined): HostedStore {
  return site
    ? {
        name: site.name,
        ...(site.settings.logoUrl ? { logoUrl: site.settings.logoUrl } : {}),
        locale: localeOf(site.settings),
        country: siteCountry(site.settings),
      }
    : UNKNOWN_STORE;
}

/** Sends the page's shell, or a 503 page that says the pages are not built. */
export async function renderPage(ctx: AppContext, reply: FastifyReply, site: HostedSite, data: HostedPageData, options: RenderOptions): Promise<FastifyReply> {
  const common = { store: storeOf(site), accentColor: site.settings.accentColor };
  const assets = await pageAssets(ctx.config.distDir, data.page, textLanguageOf(common.store.locale));
  if (!assets) {
    const { notReady } = pageTexts(common.store.locale);
    reply.header('retry-after', '30');
    return sendMessagePage(reply, { ...common, title: options.title, status: 503, heading: notReady.heading, message: notReady.text });
  }
  return sendPageShell(reply, { ...common, ...options, assets, data });
}

/** Sends a branded page with a heading, a sentence and an optional link (styled with the login page's style sheets when they are built). */
export async function renderMessage(
  ctx: AppContext,
  reply: FastifyReply,
  site: HostedSite | undefined,
  message: { status: number; title: string; heading: string; text: string; action?: MessageAction | undefined },
): Promise<FastifyReply> {
  const assets = await pageAssets(ctx.config.distDir, 'login');
  return sendMessagePage(reply, {
    store: storeOf(site),
    accentColor: site?.settings.accentColor,
    title: message.title,
    status: message.status,
    heading: message.heading,
    message: message.text,
    action: message.action,
    styles: assets?.styles ?? [],
  });
}
