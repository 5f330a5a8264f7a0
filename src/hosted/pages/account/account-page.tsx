// The member account page: the signed-in check, the section menu, and the section (info, orders, or a service this store does not run); the state and its moves in ./state.
import { useEffect, useMemo, useRef } from 'react';
import { useStore } from 'zustand';
import type { AccountPageData, AccountSectionPath } from '../../../wire/hosted-pages.js';
import { ErrorAlert } from '../../components/alert.js';
import { Button } from '../../components/button.js';
import { Card } from '../../components/card.js';
import { WaitingCard } from '../../components/spinner-page.js';
import { hostedClient } from '../../core/hosted-client.js';
import { adoptMemberSession, loginUrlBackHere } from '../../core/member-session.js';
import { isWebUrl, navigateTo } from '../../core/navigation.js';
import { messages } from './texts.js';
import { AccountNav, orderOfSearch, orderUrl, sectionUrl } from './account-nav.js';
import { AddressesSection } from './addresses-section.js';
import { OrderDetails } from './order-details.js';
import { OrdersSection } from './orders-section.js';
import { closeOrder, loadOrder } from './state/order-actions.js';
import { PasswordSection } from './password-section.js';
import { ProfileSection } from './profile-section.js';
import { createAccountStore, type AccountBrowser } from './state/account-store.js';
import { followPath, openSection } from './state/section-actions.js';
import { checkSession, signOut, stopAccount } from './state/session-actions.js';
import { TwoStepSection } from './two-step-section.js';

/** The account page's steps in the browser. */
const BROWSER: AccountBrowser = {
  adoptSession: (client) => adoptMemberSession(client),
  loginUrl: loginUrlBackHere,
  leave: (url) => navigateTo(url, { replace: true }),
  // The WebAuthn library loads only when a passkey is added.
  registerPasskey: async (options) => (await import('../../core/passkeys.js')).passkeyRegistration(options),
};

/** The account page. */
export function AccountPage({ data }: { data: AccountPageData }) {
  const t = messages();
  const account = useMemo(
    () => createAccountStore(hostedClient(data.clientId), { ...data, orderId: orderOfSearch(location.search) }, BROWSER),
    [data.clientId],
  );
  const { session, section, moved, signingOut, signOutError, order } = useStore(account, (s) => s);
  const title = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    void checkSession(account);
    return () => stopAccount(account);
  }, [account]);
  useEffect(() => {
    const onPop = () => {
      followPath(account, location.pathname);
      const id = orderOfSearch(location.search);
      if (id && account.getState().section === 'orders') void loadOrder(account, id);
      else closeOrder(account);
    };
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);
  useEffect(() => {
    document.title = `${t.account.sections[section]} · ${data.store.name}`;
    if (moved) title.current?.focus();
  }, [section]);

  if (session.status === 'checking' || session.status === 'signing-in') return <WaitingCard text={t.account.checking} width="wide" />;
  if (session.status === 'failed') {
    return (
      <Card width="wide">
        <h1 className="view-heading">{t.account.title}</h1>
        <ErrorAlert error={session.error}>
          <Button variant="secondary" onClick={() => void checkSession(account)}>
            {t.common.retry}
          </Button>
        </ErrorAlert>
      </Card>
    );
  }
  const { member } = session;
  const open = (next: AccountSectionPath) => {
    const listShown = next === 'orders' && account.getState().order.status !== 'closed';
    if (listShown) closeOrder(account);
    if (openSection(account, next) || listShown) history.pushState(null, '', sectionUrl(next));
  };
  const openOrder = (id: string) => {
    history.pushState(null, '', orderUrl(id));
    void loadOrder(account, id);
  };
  const backToOrders = () => {
    closeOrder(account);
    history.pushState(null, '', sectionUrl('orders'));
  };
  const current = data.sections.find((s) => s.path === section);
  return (
    <div className="account">
      <div className="account-bar">
        {data.backUrl && isWebUrl(data.backUrl) && (
          <a className="back-link" href={data.backUrl}>
            <span className="back-arrow" aria-hidden="true">
              ←
            </span>
            {t.common.backToShop}
          </a>
        )}
        <p className="muted">{t.account.signedInAs(member.loginEmail)}</p>
        <Button variant="secondary" busy={signingOut} busyLabel={t.account.signingOut} onClick={() => void signOut(account)}>
          {t.account.signOut}
        </Button>
      </div>
      {signOutError && <ErrorAlert error={signOutError} />}
      <div className="account-layout">
        <AccountNav sections={data.sections} current={section} onOpen={open} />
        <div className="account-content">
          <h1 className="view-heading" ref={title} tabIndex={-1}>
            {t.account.sections[section]}
          </h1>
          {section === 'info' && (
            <>
              <ProfileSection account={account} member={member} />
              <AddressesSection account={account} member={member} />
              <PasswordSection account={account} email={member.loginEmail} />
              <TwoStepSection account={account} />
            </>
          )}
          {section === 'orders' &&
            (order.status === 'closed' ? <OrdersSection account={account} onOpen={openOrder} /> : <OrderDetails account={account} onBack={backToOrders} />)}
          {current && !current.available && section !== 'info' && section !== 'orders' && <p className="panel empty">{t.account.notRun[section]}</p>}
        </div>
      </div>
    </div>
  );
}
