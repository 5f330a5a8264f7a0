// GET /tote/v1/orders/sales-summary: a merchant's exact order count, sales total and orders to fulfil over a time range (the dashboard's Home).
import { Type } from 'typebox';
import { SALES_SUMMARY_PATH, type SalesSummaryResponse } from '../../../wire/sales-summary.js';
import { merchantOnly, merchantSite } from '../../auth/index.js';
import type { AppContext } from '../../context.js';
import { fieldError } from '../../http/http-error.js';
import type { TypedApp } from '../../http/typed-app.js';
import { salesSummary } from '../sales-summary.js';

const SummaryQuery = Type.Object(
  {
    from: Type.Optional(Type.String({ format: 'date-time', description: 'First instant, inclusive (ISO 8601); absent: since the first order' })),
    to: Type.Optional(Type.String({ format: 'date-time', description: 'End, exclusive (ISO 8601); absent: up to now and on' })),
  },
  { additionalProperties: false },
);

/** Registers the sales summary (merchant API key or dashboard session). */
export function registerSalesSummaryRoutes(app: TypedApp, ctx: AppContext): void {
  app.get(
    SALES_SUMMARY_PATH,
    {
      schema: {
        querystring: SummaryQuery,
        tags: ['orders'],
        summary:
          'Orders created in [from, to) that are not cancelled: their count, total in the site currency, what of it was refunded and the net, and how many wait to be fulfilled',
      },
      preValidation: [merchantOnly(ctx)],
    },
    async (request, reply): Promise<SalesSummaryResponse> => {
      const siteId = await merchantSite(ctx, request);
      const from = request.query.from === undefined ? undefined : new Date(request.query.from);
      const to = request.query.to === undefined ? undefined : new Date(request.query.to);
      if (from && Number.isNaN(from.getTime())) throw fieldError('from', 'must be an ISO 8601 date and time', 'FORMAT');
      if (to && Number.isNaN(to.getTime())) throw fieldError('to', 'must be an ISO 8601 date and time', 'FORMAT');
      if (from && to && to < from) throw fieldError('to', 'must not be before from');
      reply.header('cache-control', 'no-store');
      return { summary: await salesSummary(ctx.db, siteId, { ...(from ? { from } : {}), ...(to ? { to } : {}) }) };
    },
  );
}
