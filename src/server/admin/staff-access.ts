// What a dashboard cookie may do: the one list of calls open to the `staff` role, and the CSRF and origin checks of cookie writes.
import type { FastifyRequest } from 'fastify';
import { ADMIN_CSRF_HEADER, ADMIN_PASSWORD_PATH, ADMIN_SESSION_PATH, ADMIN_TOTP_PATH } from '../../wire/admin.js';
import { timingSafeEqual } from 'node:crypto';
import { csrfMismatch, foreignOrigin, ownerOnly } from './admin-errors.js';

/**
 * Route prefixes (as registered, `:id` style) a `staff` account may call: the catalog (products, variants, collections,
 * inventory, media), orders (search, get, fulfil, cancel, mark paid, refund, activities, sales summary), and its own session,
 * password and second factor. Everything else (site settings, OAuth clients, coupons, discount rules, shipping, tax,
 * members, webhooks, API keys, staff) is the owner's. Deny by default: a route added later is the owner's until listed.
 */
export const STAFF_ROUTE_PREFIXES: readonly string[] = [
  // Catalog reads and writes, inventory, media.
  '/stores/v1/products',
  '/stores/v1/variants',
  '/stores/v1/collections',
  '/stores/v1/inventoryItems',
  '/stores/v1/bulk/products',
  '/stores-reader/v1/',
  '/stores/v2/collections',
  '/stores/v2/products-platformized',
  '/stores/v2/inventoryItems',
  '/v2/collections',
  '/v2/products-platformized',
  '/site-media/v1/',
  '/tote/v1/media/',
  '/tote/v1/products/',
  // Orders, fulfilments, payments, refunds, activities.
  '/ecom/v1/orders/',
  '/_api/ecom-orders/v1/orders/',
  '/ecom/v1/fulfillments/',
  '/_api/fulfillments/v1/fulfillments/',
  '/ecom/v1/payments/',
  '/_api/ecom-payments/v1/payments/',
  '/ecom/v1/payments-collector/',
  '/v1/payments-collector/',
  '/tote/v1/orders/',
  // Their own account.
  ADMIN_SESSION_PATH,
  ADMIN_PASSWORD_PATH,
  ADMIN_TOTP_PATH,
];

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** True when a `staff` account may call the route of this registered URL pattern. */
export function staffMayUse(routeUrl: string | undefined): boolean {
  if (!routeUrl) return false;
  return STAFF_ROUTE_PREFIXES.some(
    (prefix) => routeUrl === prefix || routeUrl.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`) || routeUrl.startsWith(`${prefix}-`),
  );
}

/** 403 OWNER_ONLY when a `staff` account calls a route that is the owner's. */
export function checkStaffRole(request: FastifyRequest, role: 'owner' | 'staff'): void {
  if (role === 'staff' && !staffMayUse(request.routeOptions.url)) throw ownerOnly();
}

/** 403 ORIGIN_NOT_ALLOWED when the request names an `Origin` other than the store's own. */
export function checkOwnOrigin(request: FastifyRequest, publicUrl: string): void {
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== new URL(publicUrl).origin) throw foreignOrigin();
}

/**
 * The checks of a request authenticated by the dashboard cookie: a write (anything but GET, HEAD, OPTIONS) must carry
 * the session's CSRF token in `X-Tote-CSRF` (a page of another origin cannot read it, so cannot send it) and, when the
 * browser names its origin, come from the store's own.
 */
export function checkCookieRequest(request: FastifyRequest, csrfToken: string, publicUrl: string): void {
  if (SAFE_METHODS.has(request.method)) return;
  const sent = request.headers[ADMIN_CSRF_HEADER];
  if (typeof sent !== 'string' || !sameSecret(sent, csrfToken)) throw csrfMismatch();
  checkOwnOrigin(request, publicUrl);
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
