// The one HTML frame of every e-mail the store sends: the shop's logo or name in its accent colour, the body, a footer.
import type { SiteSettings } from '../db/core-tables.js';
import { escapeHtml } from '../oauth/index.js';
import { DEFAULT_ACCENT, parseHexColor } from '../../wire/theme.js';
import { localeOf } from '../site/index.js';
import { textLanguageOf } from '../../wire/locale.js';

/** How a site's e-mails look and speak: its name, its locale, and its logo and accent colour when set. */
export interface MailBrand {
  name: string;
  /** The site's locale (BCP 47): the mails' language and how their amounts are formatted. @default 'en-US' */
  locale?: string;
  logoUrl?: string;
  accentColor?: string;
}

/** The brand of a site from its name and settings. */
export function brandOf(site: { name: string; settings?: Partial<SiteSettings> | Record<string, unknown> }): MailBrand {
  const settings = (site.settings ?? {}) as Partial<SiteSettings>;
  return {
    name: site.name,
    locale: localeOf(settings),
    ...(typeof settings.logoUrl === 'string' ? { logoUrl: settings.logoUrl } : {}),
    ...(typeof settings.accentColor === 'string' ? { accentColor: settings.accentColor } : {}),
  };
}

/**
 * An e-mail document: a header with the logo (its `alt` the shop's name) or the name, a rule in the accent colour,
 * the body (HTML the caller escaped), and an optional footer in small grey type. Styles are inline, as mail clients need.
 */
export function mailDocument(brand: MailBrand, body: string, footer?: string): string {
  const accent = parseHexColor(brand.accentColor) ? brand.accentColor! : DEFAULT_ACCENT;
  const title = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.name)}" height="40" style="height:40px;width:auto;border:0">`
    : `<h2 style="margin:0">${escapeHtml(brand.name)}</h2>`;
  return (
    `<!doctype html><html lang="${textLanguageOf(brand.locale)}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111418">` +
    `<div style="border-bottom:4px solid ${accent};padding-bottom:8px;margin-bottom:16px">${title}</div>` +
    body +
    (footer ? `<p style="color:#666;font-size:.85em">${footer}</p>` : '') +
    '</body></html>'
  );
}
