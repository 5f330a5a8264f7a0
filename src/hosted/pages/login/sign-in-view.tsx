// The sign-in form: e-mail and password, with the way to register or to reset a forgotten password.
import { useState } from 'react';
import { useStore } from 'zustand';
import { Alert, ErrorAlert } from '../../components/alert.js';
import { Button } from '../../components/button.js';
import { ViewHeading } from '../../components/card.js';
import { Field } from '../../components/field.js';
import { Form } from '../../components/form.js';
import { PasswordField } from '../../components/password-field.js';
import { useAction } from '../../core/use-action.js';
import { emailError, hasErrors } from '../../core/validation.js';
import { messages } from './texts.js';
import { signIn } from './state/credential-actions.js';
import { changeEmail, go } from './state/login-actions.js';
import type { LoginStore } from './state/login-store.js';

/** Props of {@link SignInView}. */
export interface SignInViewProps {
  login: LoginStore;
  storeName: string;
  /** The view replaced another one: focus its heading. */
  focusHeading: boolean;
}

/** Signs a member in. */
export function SignInView(props: SignInViewProps) {
  const t = messages();
  const { login } = props;
  const email = useStore(login, (s) => s.email);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string | undefined; password?: string | undefined }>({});
  const [epoch, setEpoch] = useState(0);
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<{ text: string; reset?: boolean } | undefined>(undefined);
  const action = useAction(async () => {
    const refusal = await signIn(login, password, setChecking);
    if (refusal?.field) {
      setErrors({ [refusal.field]: refusal.text });
      setEpoch((e) => e + 1);
    } else if (refusal) setFailure(refusal);
  });
  const forgot = (sendNow: boolean) => go(login, { name: 'forgot', sendNow });

  const submit = () => {
    setFailure(undefined);
    const next = { email: emailError(email), password: password ? undefined : t.common.passwordRequired };
    setErrors(next);
    if (hasErrors(next)) return setEpoch((e) => e + 1);
    void action.run();
  };

  return (
    <>
      <ViewHeading id="view-title" focus={props.focusHeading}>
        {t.login.signInTitle}
      </ViewHeading>
      <p className="lead">{t.login.signInIntro(props.storeName)}</p>
      {failure && (
        <Alert tone="error">
          <p>{failure.text}</p>
          {failure.reset && (
            <Button variant="secondary" onClick={() => forgot(true)}>
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
          value={email}
          onValue={(next) => changeEmail(login, next)}
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
        <p className="form-aside">
          <Button variant="link" onClick={() => forgot(false)}>
            {t.login.forgotLink}
          </Button>
        </p>
        {checking && (
          <p className="form-status" role="status">
            {t.login.captchaChecking}
          </p>
        )}
        <Button type="submit" busy={action.busy} busyLabel={t.login.signingIn} block>
          {t.login.signIn}
        </Button>
      </Form>
      <p className="switch">
        {t.login.newHere}{' '}
        <Button variant="link" onClick={() => go(login, { name: 'register' })}>
          {t.login.createOne}
        </Button>
      </p>
    </>
  );
}
