// GET /tote/v1/orders/export and /tote/v1/customers/export: a merchant's orders or members of a date range, streamed as CSV or JSON.
import { Readable } from 'node:stream';
import { Type } from 'typebox';
import { CUSTOMER_EXPORT_PATH, ORDER_EXPORT_PATH, type ExportFormat } from '../../../wire/exports.js';
import { merchantOnly, merchantSite } from '../../auth/index.js';
import type { AppContext } from '../../context.js';
import { fieldError, notFound } from '../../http/http-error.js';
import type { TypedApp } from '../../http/typed-app.js';
import { exportCustomers } from '../customer-export.js';
import { customerCsv, fileChunks, ORDER_CSV } from '../export-files.js';
import { readExportQuery } from '../export-range.js';
import { exportOrders } from '../order-export.js';

const ExportQuery = Type.Object(
  {
    from: Type.Optional(
      Type.String({ description: 'First created date, inclusive: 2026-01-01 (midnight UTC) or an ISO 8601 date and time; absent: from the first' }),
    ),
    to: Type.Optional(Type.String({ description: 'End, exclusive, in the same form: 2026-02-01 ends with January; absent: up to now' })),
    format: Type.Optional(Type.Union([Type.Literal('csv'), Type.Literal('json')], { description: 'csv (the default) or json' })),
  },
  { additionalProperties: false },
);

const CONTENT_TYPES: Record<ExportFormat, string> = { csv: 'text/csv; charset=utf-8', json: 'application/json; charset=utf-8' };

/** `orders-2026-01-01-to-2026-02-01.csv`. */
function fileName(what: string, query: { from?: string; to?: string }, format: ExportFormat): string {
  const part = (text: string | undefined) => (text ?? '').slice(0, 10).replace(/[^0-9-]/g, '');
  const range = [query.from ? `from-${part(query.from)}` : '', query.to ? `to-${part(query.to)}` : ''].filter(Boolean).join('-');
  return `${what}${range ? `-${range}` : ''}.${format}`;
}

/** Registers the order and customer exports (merchant API key or dashboard session; staff may export orders only). */
export function registerExportRoutes(app: TypedApp, ctx: AppContext): void {
  const exportRoute = (path: string, what: 'orders' | 'customers', summary: string) =>
    app.get(
      path,
      { schema: { querystring: ExportQuery, tags: [what === 'orders' ? 'orders' : 'members'], summary }, preValidation: [merchantOnly(ctx)] },
      async (request, reply) => {
        const siteId = await merchantSite(ctx, request);
        const read = readExportQuery(request.query);
        if ('field' in read) throw fieldError(read.field, read.message, 'FORMAT');
        const site = await ctx.db.selectFrom('sites').select('currency').where('id', '=', siteId).executeTakeFirst();
        if (!site) throw notFound('SITE_NOT_FOUND', 'Site');
        const chunks =
          what === 'orders'
            ? fileChunks(exportOrders(ctx.db, siteId, read.range), read.format, ORDER_CSV)
            : fileChunks(exportCustomers(ctx.db, siteId, read.range), read.format, customerCsv(site.currency));
        reply
          .header('cache-control', 'no-store')
          .header('content-type', CONTENT_TYPES[read.format])
          .header('content-disposition', `attachment; filename="${fileName(what, request.query, read.format)}"`);
        return reply.send(Readable.from(chunks));
      },
    );
  exportRoute(
    ORDER_EXPORT_PATH,
    'orders',
    'Orders created in [from, to), oldest first, streamed: CSV with one row per order line (order columns on its first row; every cell formula-safe) or a JSON array; amounts as decimals in the currency of each order',
  );
  exportRoute(
    CUSTOMER_EXPORT_PATH,
    'customers',
    'Members created in [from, to), streamed as CSV or a JSON array: e-mail, name, created date, orders (not cancelled) and what they spent',
  );
}
