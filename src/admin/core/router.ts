// The dashboard's client routes under /admin: a path parsed into a route, and navigation with the History API.

/** Where the dashboard lives. */
export const ADMIN_BASE = '/admin';

/** Every page of the dashboard. */
export type Route =
  | { page: 'home' }
  | { page: 'orders' }
  | { page: 'order'; id: string }
  | { page: 'products' }
  | { page: 'product'; id: string | undefined }
  | { page: 'collections' }
  | { page: 'collection'; id: string | undefined }
  | { page: 'inventory' }
  | { page: 'discounts' }
  | { page: 'shipping' }
  | { page: 'tax' }
  | { page: 'members' }
  | { page: 'install' }
  | { page: 'developers' }
  | { page: 'webhook'; id: string }
  | { page: 'settings' }
  | { page: 'payments' }
  | { page: 'staff' }
  | { page: 'account' }
  | { page: 'notFound' };

/** The route of a path (`/admin/orders/abc` → the order abc). */
export function routeOf(pathname: string): Route {
  const rest = pathname.startsWith(ADMIN_BASE) ? pathname.slice(ADMIN_BASE.length) : pathname;
  const parts = rest.split('/').filter(Boolean).map(decodeURIComponent);
  const [first, second, ...more] = parts;
  if (first === 'developers' && second === 'webhooks' && more.length === 1) return { page: 'webhook', id: more[0]! };
  if (first === 'settings' && second === 'payments' && more.length === 0) return { page: 'payments' };
  if (more.length > 0) return { page: 'notFound' };
  if (!first) return { page: 'home' };
  if (first === 'orders') return second ? { page: 'order', id: second } : { page: 'orders' };
  if (first === 'products') return second ? { page: 'product', id: second === 'new' ? undefined : second } : { page: 'products' };
  if (first === 'collections') return second ? { page: 'collection', id: second === 'new' ? undefined : second } : { page: 'collections' };
  if (
    !second &&
    (first === 'inventory' ||
      first === 'discounts' ||
      first === 'shipping' ||
      first === 'tax' ||
      first === 'members' ||
      first === 'install' ||
      first === 'developers' ||
      first === 'settings' ||
      first === 'staff' ||
      first === 'account')
  )
    return { page: first };
  return { page: 'notFound' };
}

/** The URL path of a dashboard path (`orders` → `/admin/orders`). */
export function adminPath(path: string): string {
  return `${ADMIN_BASE}${path ? `/${path.replace(/^\/+/, '')}` : ''}`;
}
