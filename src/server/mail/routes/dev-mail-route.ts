// GET /_dev/mail: the outbox as a page (and /_dev/mail/messages as JSON), for development only: off in production, loopback only.
import { Type } from 'typebox';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { notFound } from '../../http/http-error.js';
import type { TypedApp } from '../../http/typed-app.js';
import { escapeHtml, sendHtml } from '../../oauth/index.js';
import { listOutbox } from '../outbox.js';

const Query = Type.Object({
  to: Type.Optional(Type.String({ maxLength: 254, description: 'Only mails to this address' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, description: 'How many mails, newest first; default 50' })),
});

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function allowed(ctx: AppContext, request: FastifyRequest): boolean {
  return ctx.config.environment !== 'production' && LOOPBACK.has(request.socket.remoteAddress ?? '');
}

/** Registers the development mail pages. */
export function registerDevMailRoutes(app: TypedApp, ctx: AppContext): void {
  app.get(
    '/_dev/mail/messages',
    { schema: { querystring: Query, tags: ['development'], summary: 'Mails in the outbox (development only)' } },
    async (request) => {
      if (!allowed(ctx, request)) throw notFound('NOT_FOUND', 'Page');
      const rows = await listOutbox(ctx.db, request.query);
      return {
        messages: rows.map((r) => ({
          id: r.id,
          siteId: r.site_id,
          kind: r.kind,
          to: r.to_address,
          subject: r.subject,
          text: r.text_body,
          createdDate: r.created_at.toISOString(),
          sentDate: r.sent_at?.toISOString() ?? null,
          lastError: r.last_error,
        })),
      };
    },
  );

  app.get(
    '/_dev/mail',
    { schema: { querystring: Query, tags: ['development'], summary: 'The outbox as a page (development only)' } },
    async (request, reply) => {
      if (!allowed(ctx, request)) throw notFound('NOT_FOUND', 'Page');
      const rows = await listOutbox(ctx.db, request.query);
      const items = rows
        .map(
          (r) =>
            `<tr><td>${escapeHtml(r.created_at.toISOString())}</td><td>${escapeHtml(r.to_address)}</td><td><strong>${escapeHtml(r.subject)}</strong><pre>${escapeHtml(r.text_body)}</pre></td><td>${r.sent_at ? 'sent' : ctx.config.smtpUrl ? 'pending' : 'kept (no SMTP_URL)'}</td></tr>`,
        )
        .join('');
      return sendHtml(reply, {
        title: 'Outbox',
        body: `<h1>Outbox</h1><p>Mail the store wrote, newest first. This page exists only outside production.</p><table><thead><tr><th>when</th><th>to</th><th>mail</th><th>state</th></tr></thead><tbody>${items || '<tr><td colspan="4">No mail yet.</td></tr>'}</tbody></table>`,
      });
    },
  );
}
