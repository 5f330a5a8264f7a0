// The HTML of /admin: a strict CSP (no inline script or style), never framed, never cached, the dashboard's built script.
import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../oauth/index.js';
import type { AdminAssets } from './admin-page-build.js';

/** The languages the dashboard speaks (src/admin/i18n). */
export type AdminLanguage = 'en' | 'de';

/**
 * The CSP of the dashboard: everything from the store's origin only, no inline script or style at all, images also from
 * https (product media added by URL), never framed, forms post only here, DOM sinks locked by Trusted Types.
 */
export const ADMIN_PAGE_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob: https:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "require-trusted-types-for 'script'",
  "trusted-types 'none'",
].join('; ');

/** Texts of the shell itself (before the script runs). */
const SHELL_TEXTS: Record<AdminLanguage, { title: string; loading: string; noscript: string; notBuilt: string }> = {
  en: {
    title: 'Store admin',
    loading: 'Loading…',
    noscript: 'The store admin needs JavaScript.',
    notBuilt: 'The store admin is not built yet: run npm run build.',
  },
  de: {
    title: 'Shop-Verwaltung',
    loading: 'Wird geladen…',
    noscript: 'Die Shop-Verwaltung braucht JavaScript.',
    notBuilt: 'Die Shop-Verwaltung ist noch nicht gebaut: npm run build ausführen.',
  },
};

/** The language of an Accept-Language header: German when it comes before English, else English. */
export function adminLanguageOf(acceptLanguage: string | undefined): AdminLanguage {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.trim().toLowerCase();
    if (tag.startsWith('de')) return 'de';
    if (tag.startsWith('en')) return 'en';
  }
  return 'en';
}

/** Sends the dashboard's page (or, when it is not built, a 503 saying so) with its security headers. */
export function sendAdminPage(reply: FastifyReply, assets: AdminAssets | undefined, language: AdminLanguage): FastifyReply {
  const texts = SHELL_TEXTS[language];
  reply
    .status(assets ? 200 : 503)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', ADMIN_PAGE_POLICY)
    .header('x-frame-options', 'DENY')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .header('cross-origin-opener-policy', 'same-origin')
    .header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()')
    .header('vary', 'accept-language');
  const links = assets
    ? assets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('') +
      `<script type="module" src="${escapeHtml(assets.script)}"></script>` +
      assets.preloads.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`).join('')
    : '';
  const body = assets
    ? `<div id="root"><p class="boot" role="status">${escapeHtml(texts.loading)}</p></div><noscript><p>${escapeHtml(texts.noscript)}</p></noscript>`
    : `<main><h1>${escapeHtml(texts.title)}</h1><p>${escapeHtml(texts.notBuilt)}</p></main>`;
  return reply.send(
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
      '<meta name="robots" content="noindex,nofollow"><meta name="referrer" content="no-referrer"><link rel="icon" href="data:,">' +
      `<title>${escapeHtml(texts.title)}</title>${links}</head><body>${body}</body></html>`,
  );
}
