// Pages for one test, served on the demo shop's origin through the browser's request routing (the store stays real).
import type { Page } from 'playwright-core';

/** Options of {@link pageWithTote}. */
export interface TestPageOptions {
  /** Extra attributes of the script tag, e.g. `data-cart="none"`. @default '' */
  scriptAttributes?: string;
  /** HTML before the script tag, inside <head>. @default '' */
  head?: string;
  /** The body's HTML. @default '' */
  body?: string;
  /** `lang` of <html>. @default 'en' */
  lang?: string;
}

/** An HTML page carrying the real script tag of a store, as a site owner would paste it. */
export function pageWithTote(storeUrl: string, options: TestPageOptions = {}): string {
  return `<!doctype html><html lang="${options.lang ?? 'en'}"><head><meta charset="utf-8"><title>test page</title>${options.head ?? ''}
<script src="${storeUrl}/tote.js" data-client-id="demo" ${options.scriptAttributes ?? ''} async></script></head>
<body>${options.body ?? ''}</body></html>`;
}

/** Makes `url` (on the demo origin) answer with `html`; returns the URL to navigate to. */
export async function serveTestPage(page: Page, url: string, html: string): Promise<string> {
  await page.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
  return url;
}
