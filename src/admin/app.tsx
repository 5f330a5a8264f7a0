// The dashboard: the set-up of a store with no owner when its link was opened, an invitation's acceptance form when its link was opened, the sign-in form while signed out, else the shell around the page of the current path (loaded on first use).
import { useEffect, useState } from 'react';
import { adminPath, routeOf, type Route } from './core/router.js';
import { lazyPage } from './components/lazy-page.js';
import { Shell } from './components/shell.js';
import { t } from './i18n/messages.js';
import { followHistory } from './state/admin-actions.js';
import { useAdmin } from './state/use-admin.js';
import { AcceptInvitationPage, invitationToken } from './pages/accept-invitation-page.js';
import { HomePage } from './pages/home-page.js';
import { NotFoundPage } from './pages/not-found-page.js';
import { SignInPage } from './pages/sign-in-page.js';

// Every page but Home loads on first use, each in its own chunk: signing in and Home load only the shell's code.
const AccountPage = lazyPage(() => import('./pages/account-page.js').then((m) => m.AccountPage));
const CollectionPage = lazyPage(() => import('./pages/collection-page.js').then((m) => m.CollectionPage));
const CollectionsPage = lazyPage(() => import('./pages/collections-page.js').then((m) => m.CollectionsPage));
const DiscountsPage = lazyPage(() => import('./pages/discounts-page.js').then((m) => m.DiscountsPage));
const DevelopersPage = lazyPage(() => import('./pages/developers-page.js').then((m) => m.DevelopersPage));
const InstallPage = lazyPage(() => import('./pages/install-page.js').then((m) => m.InstallPage));
const InventoryPage = lazyPage(() => import('./pages/inventory-page.js').then((m) => m.InventoryPage));
const MembersPage = lazyPage(() => import('./pages/members-page.js').then((m) => m.MembersPage));
const OrderPage = lazyPage(() => import('./pages/order-page.js').then((m) => m.OrderPage));
const OrdersPage = lazyPage(() => import('./pages/orders-page.js').then((m) => m.OrdersPage));
const PaymentsPage = lazyPage(() => import('./pages/payments-page.js').then((m) => m.PaymentsPage));
const ProductPage = lazyPage(() => import('./pages/product-page.js').then((m) => m.ProductPage));
const ProductsPage = lazyPage(() => import('./pages/products-page.js').then((m) => m.ProductsPage));
const SettingsPage = lazyPage(() => import('./pages/settings-page.js').then((m) => m.SettingsPage));
const ShippingPage = lazyPage(() => import('./pages/shipping-page.js').then((m) => m.ShippingPage));
const TaxPage = lazyPage(() => import('./pages/tax-page.js').then((m) => m.TaxPage));
const WebhookEndpointPage = lazyPage(() => import('./pages/webhook-endpoint-page.js').then((m) => m.WebhookEndpointPage));
const SetupPage = lazyPage(() => import('./pages/setup-page.js').then((m) => m.SetupPage));
const StaffPage = lazyPage(() => import('./pages/staff-page.js').then((m) => m.StaffPage));

/** The page component of a route. */
function PageOf({ route }: { route: Route }) {
  switch (route.page) {
    case 'home':
      return <HomePage />;
    case 'orders':
      return <OrdersPage />;
    case 'order':
      return <OrderPage id={route.id} />;
    case 'products':
      return <ProductsPage />;
    case 'product':
      return <ProductPage key={route.id ?? 'new'} id={route.id} />;
    case 'collections':
      return <CollectionsPage />;
    case 'collection':
      return <CollectionPage key={route.id ?? 'new'} id={route.id} />;
    case 'inventory':
      return <InventoryPage />;
    case 'discounts':
      return <DiscountsPage />;
    case 'shipping':
      return <ShippingPage />;
    case 'tax':
      return <TaxPage />;
    case 'members':
      return <MembersPage />;
    case 'install':
      return <InstallPage />;
    case 'developers':
      return <DevelopersPage />;
    case 'webhook':
      return <WebhookEndpointPage id={route.id} />;
    case 'settings':
      return <SettingsPage />;
    case 'payments':
      return <PaymentsPage />;
    case 'staff':
      return <StaffPage />;
    case 'account':
      return <AccountPage />;
    case 'notFound':
      return <NotFoundPage />;
  }
}

/** The whole dashboard. */
export function AdminApp() {
  const phase = useAdmin((s) => s.phase);
  const path = useAdmin((s) => s.path);
  // Re-render every text when the language changes.
  const language = useAdmin((s) => s.language);
  // An invitation link (`#/accept?token=...`) shows the acceptance form until it is used or left.
  const [inviteToken, setInviteToken] = useState(() => invitationToken(location.hash));
  useEffect(() => {
    addEventListener('popstate', followHistory);
    return () => removeEventListener('popstate', followHistory);
  }, []);
  if (phase === 'starting')
    return (
      <p className="boot" role="status">
        {t().common.loading}
      </p>
    );
  // The set-up link (`/admin/setup#code=…`) shows the set-up, signed in or not, until it is left for the dashboard.
  if (path === adminPath('setup')) return <SetupPage key={language} />;
  if (inviteToken) return <AcceptInvitationPage key={language} token={inviteToken} onDone={() => setInviteToken(undefined)} />;
  if (phase === 'signedOut') return <SignInPage key={language} />;
  const route = routeOf(path);
  return (
    <Shell key={language}>
      <PageOf key={path} route={route} />
    </Shell>
  );
}
