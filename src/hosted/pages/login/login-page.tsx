// The hosted login page: sign in, register, confirm the e-mail, or reset the password; then back into the waiting flow.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { LoginResult } from '../../../sdk/auth/auth-module.js';
import type { LoginPageData } from '../../../wire/hosted-pages.js';
import { ErrorAlert } from '../../components/alert.js';
import { Button } from '../../components/button.js';
import { Card, ViewHeading } from '../../components/card.js';
import { WaitingCard } from '../../components/spinner-page.js';
import { hostedClient } from '../../core/hosted-client.js';
import { continuePath } from '../../core/navigation.js';
import { useAction } from '../../core/use-action.js';
import { messages } from './texts.js';
import { finishLogin, type CaptchaState } from './login-flow.js';
import { ForgotView } from './forgot-view.js';
import { MfaView } from './mfa-view.js';
import { RegisterView } from './register-view.js';
import { SignInView } from './sign-in-view.js';
import { VerifyView } from './verify-view.js';

type View =
  | { name: 'signin' }
  | { name: 'register' }
  | { name: 'verify'; pending: LoginResult }
  | { name: 'mfa'; pending: Extract<LoginResult, { loginState: 'MFA_REQUIRED' }> }
  | { name: 'forgot'; sendNow: boolean }
  | { name: 'approval' };

/** The login page of a redirect session. */
export function LoginPage({ data }: { data: LoginPageData }) {
  const t = messages();
  const client = useMemo(() => hostedClient(data.clientId), [data.clientId]);
  const [view, setView] = useState<View>(data.view === 'register' ? { name: 'register' } : { name: 'signin' });
  const [email, setEmail] = useState('');
  const captcha = useRef<CaptchaState>({ required: false }).current;
  const changed = useRef(false);
  const finish = useAction((sessionToken: string) => finishLogin(client, data.sessionId, sessionToken));
  const [finishing, setFinishing] = useState(false);
  const token = useRef('');

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

  const go = (next: View) => {
    changed.current = true;
    setView(next);
  };
  const onResult = (result: LoginResult) => {
    if (result.loginState === 'SUCCESS') {
      token.current = result.data.sessionToken;
      setFinishing(true);
      void finish.run(token.current);
    } else if (result.loginState === 'EMAIL_VERIFICATION_REQUIRED') go({ name: 'verify', pending: result });
    else if (result.loginState === 'OWNER_APPROVAL_REQUIRED') go({ name: 'approval' });
    else if (result.loginState === 'MFA_REQUIRED') go({ name: 'mfa', pending: result });
  };

  if (finishing && !finish.error) return <WaitingCard text={t.login.finishing} />;
  const focusHeading = changed.current;
  const back = () => go({ name: 'signin' });
  return (
    <Card labelledBy="view-title">
      {finish.error && (
        <ErrorAlert error={finish.error}>
          <Button variant="secondary" busy={finish.busy} onClick={() => void finish.run(token.current)}>
            {t.common.retry}
          </Button>
        </ErrorAlert>
      )}
      {view.name === 'signin' && (
        <SignInView
          client={client}
          storeName={data.store.name}
          email={email}
          onEmail={setEmail}
          captcha={captcha}
          focusHeading={focusHeading}
          onResult={onResult}
          onRegister={() => go({ name: 'register' })}
          onForgot={(sendNow) => go({ name: 'forgot', sendNow })}
        />
      )}
      {view.name === 'register' && (
        <RegisterView
          client={client}
          storeName={data.store.name}
          email={email}
          onEmail={setEmail}
          captcha={captcha}
          focusHeading={focusHeading}
          onResult={onResult}
          onSignIn={back}
        />
      )}
      {view.name === 'verify' && <VerifyView client={client} email={email.trim()} pending={view.pending} focusHeading onResult={onResult} onBack={back} />}
      {view.name === 'mfa' && <MfaView client={client} pending={view.pending} focusHeading onResult={onResult} onBack={back} />}
      {view.name === 'forgot' && (
        <ForgotView
          client={client}
          email={email}
          onEmail={setEmail}
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
          <p class="lead">{t.login.approvalIntro(data.store.name)}</p>
        </>
      )}
      {data.cancelUrl && (
        <p class="card-footer">
          <a href={data.cancelUrl} class="link">
            {t.common.backToShop}
          </a>
        </p>
      )}
    </Card>
  );
}
