// The member account page: the signed-in check, the section menu, and the section (info, orders, or a service this store does not run).
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { AccountPageData, AccountSectionPath } from '../../../wire/hosted-pages.js';
import { ErrorAlert } from '../../components/alert.js';
import { Button } from '../../components/button.js';
import { Card } from '../../components/card.js';
import { WaitingCard } from '../../components/spinner-page.js';
import { membersApi } from '../../api/members.js';
import { hostedClient } from '../../core/hosted-client.js';
import { loginUrlBackHere } from '../../core/member-session.js';
import { isWebUrl, navigateTo } from '../../core/navigation.js';
import { useAction } from '../../core/use-action.js';
import { messages } from './texts.js';
import { AccountNav, sectionUrl } from './account-nav.js';
import { AddressesSection } from './addresses-section.js';
import { OrdersSection } from './orders-section.js';
import { PasswordSection } from './password-section.js';
import { ProfileSection } from './profile-section.js';
import { TwoStepSection } from './two-step-section.js';
import { useMemberSession } from './use-member-session.js';

/** The section of a URL path (`/hosted/account/orders` → `orders`), or undefined. */
function sectionOfPath(data: AccountPageData, pathname: string): AccountSectionPath | undefined {
  const last = pathname.split('/').pop();
  return data.sections.find((s) => s.path === last)?.path;
}

/** The account page. */
export function AccountPage({ data }: { data: AccountPageData }) {
  const t = messages();
  const client = useMemo(() => hostedClient(data.clientId), [data.clientId]);
  const api = useMemo(() => membersApi(client), [client]);
  const { session, retry, update } = useMemberSession(client);
  const [section, setSection] = useState<AccountSectionPath>(data.section);
  const title = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    const onPop = () => setSection(sectionOfPath(data, location.pathname) ?? data.section);
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);
  useEffect(() => {
    document.title = `${t.account.sections[section]} · ${data.store.name}`;
    if (moved.current) title.current?.focus();
  }, [section]);

  // Sign out: end the hosted session and the tokens, then land on the sign-in page that leads back here.
  const signOut = useAction(async () => {
    const next = await loginUrlBackHere(client).catch(() => undefined);
    const { logoutUrl } = await client.auth.logout(next);
    navigateTo(logoutUrl, { replace: true });
  });

  if (session.status === 'checking' || session.status === 'signing-in') return <WaitingCard text={t.account.checking} width="wide" />;
  if (session.status === 'failed') {
    return (
      <Card width="wide">
        <h1 class="view-heading">{t.account.title}</h1>
        <ErrorAlert error={session.error}>
          <Button variant="secondary" onClick={retry}>
            {t.common.retry}
          </Button>
        </ErrorAlert>
      </Card>
    );
  }
  const { member } = session;
  const open = (next: AccountSectionPath) => {
    if (next === section) return;
    history.pushState(null, '', sectionUrl(next));
    moved.current = true;
    setSection(next);
  };
  const current = data.sections.find((s) => s.path === section);
  return (
    <div class="account">
      <div class="account-bar">
        {data.backUrl && isWebUrl(data.backUrl) && (
          <a class="back-link" href={data.backUrl}>
            <span class="back-arrow" aria-hidden="true">
              ←
            </span>
            {t.common.backToShop}
          </a>
        )}
        <p class="muted">{t.account.signedInAs(member.loginEmail)}</p>
        <Button variant="secondary" busy={signOut.busy} busyLabel={t.account.signingOut} onClick={() => void signOut.run()}>
          {t.account.signOut}
        </Button>
      </div>
      {signOut.error && <ErrorAlert error={signOut.error} />}
      <div class="account-layout">
        <AccountNav sections={data.sections} current={section} onOpen={open} />
        <div class="account-content">
          <h1 class="view-heading" ref={title} tabIndex={-1}>
            {t.account.sections[section]}
          </h1>
          {section === 'info' && (
            <>
              <ProfileSection member={member} api={api} onSaved={update} />
              <AddressesSection member={member} api={api} onSaved={update} />
              <PasswordSection client={client} email={member.loginEmail} />
              <TwoStepSection client={client} />
            </>
          )}
          {section === 'orders' && <OrdersSection client={client} />}
          {current && !current.available && section !== 'info' && section !== 'orders' && <p class="panel empty">{t.account.notRun[section]}</p>}
        </div>
      </div>
    </div>
  );
}
