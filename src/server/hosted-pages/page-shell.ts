// The HTML shell of a hosted page: strict CSP and frame rules, the store's name and colours, the page's built script and its data.
import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { HostedPageData, HostedStore } from '../../wire/hosted-pages.js';
import { PAGE_DATA_ELEMENT_ID } from '../../wire/hosted-pages.js';
import { textLanguageOf } from '../../wire/locale.js';
import { escapeHtml, scriptJson } from '../oauth/index.js';
import type { PageAssets } from './hosted-build.js';
import { pageTexts } from './page-texts.js';
import { DEFAULT_ACCENT, themeCss, themeFor } from '../../wire/theme.js';

/** Options of the Content-Security-Policy of a hosted page. */
export interface PolicyOptions {
  /** Nonce of the one inline `<style>` (the theme). */
  styleNonce: string;
  /** Allow https images (product media a merchant added by URL). @default false */
  httpsImages?: boolean;
  /** Origins images may also come from (the store's logo). @default [] */
  imageOrigins?: string[];
  /** Allow Stripe.js and its Payment Element (the checkout page only): {@link STRIPE_ORIGINS}. @default false */
  stripe?: boolean;
}

/**
 * Stripe's documented origins for Stripe.js and the Payment Element (https://docs.stripe.com/security/guide#content-security-policy):
 * the script, its frames (3-D Secure's among them), and its API. The `default` Trusted Types policy is the checkout's own
 * (stripe-js.ts), which lets script URLs of js.stripe.com and its subdomains only. (Stripe also lists maps.googleapis.com, for its
 * Address Element's autocomplete, which the checkout does not use.)
 */
export const STRIPE_ORIGINS = {
  script: 'https://js.stripe.com https://*.js.stripe.com',
  frame: 'https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com',
  connect: 'https://api.stripe.com',
} as const;

/**
 * The CSP of hosted pages: scripts and styles from the store only (no inline script at all), requests to the store only,
 * frames of the store only (the silent authorize frame), never framed, and DOM sinks locked by Trusted Types.
 */
export function hostedPagePolicy(options: PolicyOptions): string {
  const stripe = (directive: keyof typeof STRIPE_ORIGINS) => (options.stripe ? ` ${STRIPE_ORIGINS[directive]}` : '');
  return [
    "default-src 'none'",
    `script-src 'self'${stripe('script')}`,
    `style-src 'self' 'nonce-${options.styleNonce}'`,
    `img-src 'self' data:${options.httpsImages ? ' https:' : ''}${(options.imageOrigins ?? []).map((origin) => ` ${origin}`).join('')}`,
    `connect-src 'self'${stripe('connect')}`,
    `frame-src 'self'${stripe('frame')}`,
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    options.stripe ? 'trusted-types default' : "trusted-types 'none'",
  ].join('; ');
}

/** Sets the headers every hosted page answers with: no caching, no framing, no referrer, no sniffing, no powerful features. */
function secureHeaders(reply: FastifyReply, csp: string, status: number): void {
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', csp)
    .header('x-frame-options', 'DENY')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
}

/** What a page shell shows. */
export interface ShellOptions {
  /** The page's own title; the store's name follows it. */
  title: string;
  store: HostedStore;
  /** The site's accent colour (site settings). @default DEFAULT_ACCENT */
  accentColor?: string | undefined;
  /** HTTP status. @default 200 */
  status?: number;
  /** Ask search engines to keep the page out of their index. @default true */
  noindex?: boolean;
  /** Allow https images. @default false */
  httpsImages?: boolean;
  /** Allow Stripe.js (the checkout page). @default false */
  stripe?: boolean;
}

function head(options: ShellOptions, nonce: string, extra: string): string {
  const title = `${options.title} · ${options.store.name}`;
  return (
    // The language of the texts (German for de-*, else English), not the locale: a fr-FR shop's pages are in English.
    `<!doctype html><html lang="${textLanguageOf(options.store.locale)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    '<meta name="referrer" content="no-referrer"><meta name="color-scheme" content="light dark">' +
    // No favicon request (the store has none to offer; a 404 would only clutter the console).
    '<link rel="icon" href="data:,">' +
    (options.noindex === false ? '' : '<meta name="robots" content="noindex">') +
    `<title>${escapeHtml(title)}</title>` +
    `<style nonce="${nonce}">${themeCss(themeFor(options.accentColor ?? DEFAULT_ACCENT))}</style>` +
    extra +
    '</head>'
  );
}

function header(store: HostedStore): string {
  const logo = store.logoUrl ? `<img class="store-logo" src="${escapeHtml(store.logoUrl)}" alt="" height="32">` : '';
  return `<header class="site-header"><div class="site-header-inner">${logo}<span class="store-name">${escapeHtml(store.name)}</span></div></header>`;
}

/** The origin of the store's logo, which the page's CSP must let images come from. */
function logoOrigins(store: HostedStore): string[] {
  if (!store.logoUrl) return [];
  try {
    const url = new URL(store.logoUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? [url.origin] : [];
  } catch {
    return [];
  }
}

/** Sends the shell of a page: the built script renders into `#root`, reading its data from a JSON element. */
export function sendPageShell(reply: FastifyReply, options: ShellOptions & { assets: PageAssets; data: HostedPageData }): FastifyReply {
  const nonce = randomBytes(16).toString('base64');
  secureHeaders(
    reply,
    hostedPagePolicy({
      styleNonce: nonce,
      httpsImages: options.httpsImages ?? false,
      imageOrigins: logoOrigins(options.store),
      stripe: options.stripe ?? false,
    }),
    options.status ?? 200,
  );
  const { assets } = options;
  const texts = pageTexts(options.store.locale);
  const links =
    assets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('') +
    assets.preloads.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`).join('') +
    `<script type="module" src="${escapeHtml(assets.script)}"></script>`;
  return reply.send(
    head(options, nonce, links) +
      `<body>${header(options.store)}<main class="site-main" id="main"><div id="root" class="root"><p class="page-loading" role="status">${escapeHtml(texts.loading)}</p></div>` +
      `<noscript><p class="notice">${escapeHtml(texts.noscript)}</p></noscript></main>` +
      `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptJson(options.data)}</script></body></html>`,
  );
}

/** A link a message page offers (the way back to the shop); only http(s) URLs are rendered. */
export interface MessageAction {
  href: string;
  text: string;
}

function actionHtml(action: MessageAction | undefined): string {
  if (!action || !/^https?:\/\//i.test(action.href)) return '';
  return `<p class="message-actions"><a class="button button-primary" href="${escapeHtml(action.href)}">${escapeHtml(action.text)}</a></p>`;
}

/** Sends a page with a heading and a sentence and no script (expired links, missing products, unbuilt pages), styled when the pages are built. */
export function sendMessagePage(
  reply: FastifyReply,
  options: ShellOptions & { heading: string; message: string; styles?: string[]; action?: MessageAction | undefined },
): FastifyReply {
  const nonce = randomBytes(16).toString('base64');
  secureHeaders(reply, hostedPagePolicy({ styleNonce: nonce, imageOrigins: logoOrigins(options.store) }), options.status ?? 200);
  const links = (options.styles ?? []).map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  return reply.send(
    head(options, nonce, links) +
      `<body>${header(options.store)}<main class="site-main" id="main"><div class="root"><section class="card card-narrow message-card">` +
      `<h1>${escapeHtml(options.heading)}</h1><p>${escapeHtml(options.message)}</p>${actionHtml(options.action)}</section></div></main></body></html>`,
  );
}
