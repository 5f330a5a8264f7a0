// The dashboard: an invitation's acceptance form when its link was opened, the sign-in form while signed out, else the shell around the page of the current path.
import { useEffect, useState } from 'react';
import { routeOf, type Route } from './core/router.js';
import { Shell } from './components/shell.js';
import { t } from './i18n/messages.js';
import { followHistory } from './state/admin-actions.js';
import { useAdmin } from './state/use-admin.js';
import { AcceptInvitationPage, invitationToken } from './pages/accept-invitation-page.js';
import { AccountPage } from './pages/account-page.js';
import { CollectionPage } from './pages/collection-page.js';
import { CollectionsPage } from './pages/collections-page.js';
import { DiscountsPage } from './pages/discounts-page.js';
import { DevelopersPage } from './pages/developers-page.js';
import { HomePage } from './pages/home-page.js';
import { InstallPage } from './pages/install-page.js';
import { InventoryPage } from './pages/inventory-page.js';
import { MembersPage } from './pages/members-page.js';
import { NotFoundPage } from './pages/not-found-page.js';
import { OrderPage } from './pages/order-page.js';
import { OrdersPage } from './pages/orders-page.js';
import { ProductPage } from './pages/product-page.js';
import { ProductsPage } from './pages/products-page.js';
import { SettingsPage } from './pages/settings-page.js';
import { ShippingPage } from './pages/shipping-page.js';
import { TaxPage } from './pages/tax-page.js';
import { WebhookEndpointPage } from './pages/webhook-endpoint-page.js';
import { SignInPage } from './pages/sign-in-page.js';
import { StaffPage } from './pages/staff-page.js';

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
      <p class="boot" role="status">
        {t().common.loading}
      </p>
    );
  if (inviteToken) return <AcceptInvitationPage key={language} token={inviteToken} onDone={() => setInviteToken(undefined)} />;
  if (phase === 'signedOut') return <SignInPage key={language} />;
  const route = routeOf(path);
  return (
    <Shell key={language}>
      <PageOf key={path} route={route} />
    </Shell>
  );
}
