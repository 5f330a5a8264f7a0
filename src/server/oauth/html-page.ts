// Small server-rendered HTML pages (authorize answers, errors, the development mail page), each with a strict CSP and frame rules.
import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** JSON that is safe inside an inline `<script>` (no `</script>`, no HTML comment openers, no line separators). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** What a page contains and who may frame it. */
export interface HtmlPage {
  title: string;
  /** Body HTML (already escaped where it holds data). */
  body: string;
  /** An inline script, allowed by a per-response nonce. */
  script?: string;
  /** Origins allowed to frame the page (CSP `frame-ancestors`). @default none: the page cannot be framed */
  frameAncestors?: string[];
  /** HTTP status. @default 200 */
  status?: number;
  /** Where the page's forms may post (CSP `form-action`). @default none: the page has no form */
  formAction?: string[];
}

const STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;margin:3rem auto;max-width:36rem;padding:0 1rem;color:#1c1c1c}h1{font-size:1.4rem}code,pre{background:#f3f3f3;padding:.1rem .3rem;border-radius:4px;white-space:pre-wrap;word-break:break-all}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;vertical-align:top;font-size:.9rem}';

/** Sends the page with no-store caching, a nonce-based CSP, frame rules, no referrer and no favicon request (the store has none: a 404 in the console). */
export function sendHtml(reply: FastifyReply, page: HtmlPage): FastifyReply {
  const nonce = randomBytes(16).toString('base64');
  const ancestors = page.frameAncestors?.length ? page.frameAncestors.join(' ') : "'none'";
  const csp = [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "base-uri 'none'",
    `form-action ${page.formAction?.length ? page.formAction.join(' ') : "'none'"}`,
    `frame-ancestors ${ancestors}`,
  ].join('; ');
  reply
    .status(page.status ?? 200)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', csp)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff');
  if (!page.frameAncestors?.length) reply.header('x-frame-options', 'DENY');
  const script = page.script ? `<script nonce="${nonce}">${page.script}</script>` : '';
  return reply.send(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="referrer" content="no-referrer"><link rel="icon" href="data:,"><title>${escapeHtml(page.title)}</title><style nonce="${nonce}">${STYLE}</style>${script}</head><body>${page.body}</body></html>`,
  );
}

/** An error page (never framed): a title and a sentence. */
export function sendErrorPage(reply: FastifyReply, status: number, title: string, description: string): FastifyReply {
  return sendHtml(reply, { status, title, body: `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(description)}</p>` });
}
