// The hosted login page: sign in, register, confirm the e-mail, or reset the password; then back into the waiting flow (the state and its moves in ./state).
import { useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import type { LoginPageData } from '../../../wire/hosted-pages.js';
import { ErrorAlert } from '../../components/alert.js';
import { Button } from '../../components/button.js';
import { Card, ViewHeading } from '../../components/card.js';
import { WaitingCard } from '../../components/spinner-page.js';
import { hostedClient } from '../../core/hosted-client.js';
import { continuePath, navigateTo } from '../../core/navigation.js';
import { messages } from './texts.js';
import { changeEmail, finish, go } from './state/login-actions.js';
import { createLoginStore } from './state/login-store.js';
import { ForgotView } from './forgot-view.js';
import { MfaView } from './mfa-view.js';
import { RegisterView } from './register-view.js';
import { SignInView } from './sign-in-view.js';
import { VerifyView } from './verify-view.js';

/** The login page of a redirect session. */
export function LoginPage({ data }: { data: LoginPageData }) {
  const t = messages();
  const login = useMemo(() => createLoginStore(hostedClient(data.clientId), data, (path) => navigateTo(path, { replace: true })), [data.clientId]);
  const { view, email, moved, finishing, finishBusy, finishError } = useStore(login, (s) => s);

  // The tab's title follows the view, so the history and screen readers name where the shopper is.
  useEffect(() => {
    const titles = {
      signin: t.login.signInTitle,
      register: t.login.registerTitle,
      verify: t.login.verifyTitle,
      mfa: t.login.mfaTitle,
      forgot: t.login.forgotTitle,
      approval: t.login.approvalTitle,
    };
    document.title = `${titles[view.name]} · ${data.store.name}`;
  }, [view.name]);

  if (finishing && !finishError) return <WaitingCard text={t.login.finishing} />;
  const back = () => go(login, { name: 'signin' });
  return (
    <Card labelledBy="view-title">
      {finishError && (
        <ErrorAlert error={finishError}>
          <Button variant="secondary" busy={finishBusy} onClick={() => void finish(login)}>
            {t.common.retry}
          </Button>
        </ErrorAlert>
      )}
      {view.name === 'signin' && <SignInView login={login} storeName={data.store.name} focusHeading={moved} />}
      {view.name === 'register' && <RegisterView login={login} storeName={data.store.name} focusHeading={moved} />}
      {view.name === 'verify' && <VerifyView login={login} email={email.trim()} pending={view.pending} focusHeading />}
      {view.name === 'mfa' && <MfaView login={login} pending={view.pending} focusHeading />}
      {view.name === 'forgot' && (
        <ForgotView
          client={login.client}
          email={email}
          onEmail={(next) => changeEmail(login, next)}
          redirectUrl={`${location.origin}${continuePath(data.sessionId)}`}
          focusHeading
          sendNow={view.sendNow}
          onBack={back}
        />
      )}
      {view.name === 'approval' && (
        <>
          <ViewHeading id="view-title" focus>
            {t.login.approvalTitle}
          </ViewHeading>
          <p className="lead">{t.login.approvalIntro(data.store.name)}</p>
        </>
      )}
      {data.cancelUrl && (
        <p className="card-footer">
          <a href={data.cancelUrl} className="link">
            {t.common.backToShop}
          </a>
        </p>
      )}
    </Card>
  );
}
