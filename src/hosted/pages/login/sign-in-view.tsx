// The sign-in form: e-mail and password, with the way to register or to reset a forgotten password.
import { useState } from 'preact/hooks';
import type { LoginResult } from '../../../sdk/auth/auth-module.js';
import type { HostedClient } from '../../core/hosted-client.js';
import { Alert, ErrorAlert } from '../../components/alert.js';
import { Button } from '../../components/button.js';
import { ViewHeading } from '../../components/card.js';
import { Field } from '../../components/field.js';
import { Form } from '../../components/form.js';
import { PasswordField } from '../../components/password-field.js';
import { readableMessage } from '../../core/error-text.js';
import { useAction } from '../../core/use-action.js';
import { emailError, hasErrors } from '../../core/validation.js';
import { messages } from './texts.js';
import { isRefusal, needsCaptcha, withCaptcha, type CaptchaState } from './login-flow.js';

/** Props of {@link SignInView}. */
export interface SignInViewProps {
  client: HostedClient;
  storeName: string;
  email: string;
  onEmail: (email: string) => void;
  captcha: CaptchaState;
  /** The view replaced another one: focus its heading. */
  focusHeading: boolean;
  onResult: (result: LoginResult) => void;
  onRegister: () => void;
  onForgot: (sendNow: boolean) => void;
}

/** Signs a member in. */
export function SignInView(props: SignInViewProps) {
  const t = messages();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string | undefined; password?: string | undefined }>({});
  const [epoch, setEpoch] = useState(0);
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<{ text: string; reset?: boolean } | undefined>(undefined);
  const action = useAction(async () => {
    const result = await withCaptcha(
      props.client,
      props.captcha,
      (captchaTokens) => props.client.auth.login({ email: props.email.trim(), password, ...(captchaTokens ? { captchaTokens } : {}) }),
      setChecking,
    );
    if (!isRefusal(result)) return props.onResult(result);
    if (needsCaptcha(result)) setFailure({ text: t.login.captchaFailed });
    else if (result.errorCode === 'invalidPassword') {
      setErrors({ password: t.login.wrongPassword });
      setEpoch((e) => e + 1);
    } else if (result.errorCode === 'resetPassword') setFailure({ text: t.login.resetRequired, reset: true });
    else setFailure({ text: readableMessage(result.error) });
  });

  const submit = () => {
    setFailure(undefined);
    const next = { email: emailError(props.email), password: password ? undefined : t.common.passwordRequired };
    setErrors(next);
    if (hasErrors(next)) return setEpoch((e) => e + 1);
    void action.run();
  };

  return (
    <>
      <ViewHeading id="view-title" focus={props.focusHeading}>
        {t.login.signInTitle}
      </ViewHeading>
      <p class="lead">{t.login.signInIntro(props.storeName)}</p>
      {failure && (
        <Alert tone="error">
          <p>{failure.text}</p>
          {failure.reset && (
            <Button variant="secondary" onClick={() => props.onForgot(true)}>
              {t.login.sendResetLink}
            </Button>
          )}
        </Alert>
      )}
      {action.error && <ErrorAlert error={action.error} />}
      <Form onSubmit={submit} busy={action.busy} errorEpoch={epoch} labelledBy="view-title">
        <Field
          label={t.login.email}
          type="email"
          value={props.email}
          onValue={props.onEmail}
          error={errors.email}
          autoComplete="username"
          inputMode="email"
          required
          spellCheck={false}
          autoCapitalize="none"
          autoFocus={!props.focusHeading}
          maxLength={254}
        />
        <PasswordField label={t.login.password} value={password} onValue={setPassword} error={errors.password} autoComplete="current-password" required />
        <p class="form-aside">
          <Button variant="link" onClick={() => props.onForgot(false)}>
            {t.login.forgotLink}
          </Button>
        </p>
        {checking && (
          <p class="form-status" role="status">
            {t.login.captchaChecking}
          </p>
        )}
        <Button type="submit" busy={action.busy} busyLabel={t.login.signingIn} block>
          {t.login.signIn}
        </Button>
      </Form>
      <p class="switch">
        {t.login.newHere}{' '}
        <Button variant="link" onClick={props.onRegister}>
          {t.login.createOne}
        </Button>
      </p>
    </>
  );
}
