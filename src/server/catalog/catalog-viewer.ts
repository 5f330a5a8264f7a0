// Who reads the catalog and how: the caller's site and currency, hidden products and merchant data.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext } from '../context.js';
import type { Database } from '../db/schema.js';
import { notFound } from '../http/http-error.js';
import { currencyDigits } from '../money.js';

/** How long a site's currency is cached, in ms (it changes rarely; every process sees a change within this). */
const CURRENCY_TTL_MS = 5_000;

/** The reader of a catalog call. */
export interface CatalogViewer {
  siteId: string;
  /** A merchant (API key): sees hidden products. */
  merchant: boolean;
  /** A merchant who asked for merchant-specific data (cost and profit). */
  merchantData: boolean;
  /** The site's currency code. */
  currency: string;
  /** Decimal digits of the currency's minor unit. */
  digits: number;
  /** The store's public URL, for absolute media and page URLs. */
  publicUrl: string;
}

const currencyCaches = new WeakMap<Kysely<Database>, Map<string, { currency: string; until: number }>>();

/** The currency of a site (cached briefly); 404 SITE_NOT_FOUND when the site is gone. */
export async function siteCurrency(db: Kysely<Database>, siteId: string): Promise<string> {
  let cache = currencyCaches.get(db);
  if (!cache) currencyCaches.set(db, (cache = new Map()));
  const now = Date.now();
  const cached = cache.get(siteId);
  if (cached && cached.until > now) return cached.currency;
  const row = await db.selectFrom('sites').select('currency').where('id', '=', siteId).executeTakeFirst();
  if (!row) throw notFound('SITE_NOT_FOUND', 'Site');
  if (cache.size > 1000) cache.clear();
  cache.set(siteId, { currency: row.currency, until: now + CURRENCY_TTL_MS });
  return row.currency;
}

/** The viewer of a read call: any valid credential; merchant data only for merchants who ask for it. */
export async function catalogViewer(ctx: AppContext, request: FastifyRequest, includeMerchantSpecificData = false): Promise<CatalogViewer> {
  const caller = await ctx.callers.any(request);
  return viewerFor(ctx, caller.siteId, caller.kind === 'merchant', includeMerchantSpecificData);
}

/** The viewer of a merchant's write call (its answer carries merchant data). */
export async function merchantViewer(ctx: AppContext, request: FastifyRequest): Promise<CatalogViewer> {
  const caller = await ctx.callers.merchant(request);
  return viewerFor(ctx, caller.siteId, true, true);
}

/** A viewer for a site without a request (seeding, benchmarks). */
export async function viewerFor(ctx: Pick<AppContext, 'db' | 'config'>, siteId: string, merchant: boolean, merchantData: boolean): Promise<CatalogViewer> {
  const currency = await siteCurrency(ctx.db, siteId);
  return { siteId, merchant, merchantData: merchant && merchantData, currency, digits: currencyDigits(currency), publicUrl: ctx.config.publicUrl };
}

/** preValidation hook of write routes: only merchants pass (401 without credentials, 403 for shoppers), before the body is checked. */
export function merchantOnly(ctx: AppContext) {
  return async (request: FastifyRequest): Promise<void> => {
    await ctx.callers.merchant(request);
  };
}

/** preValidation hook of read routes: any valid credential passes (401 otherwise), before the parameters are checked. */
export function anyCaller(ctx: AppContext) {
  return async (request: FastifyRequest): Promise<void> => {
    await ctx.callers.any(request);
  };
}
