// The registration form: name, e-mail and a new password.
import { useState } from 'react';
import { useStore } from 'zustand';
import { Alert, ErrorAlert } from '../../components/alert.js';
import { Button } from '../../components/button.js';
import { ViewHeading } from '../../components/card.js';
import { Field } from '../../components/field.js';
import { Form } from '../../components/form.js';
import { PasswordField } from '../../components/password-field.js';
import { useAction } from '../../core/use-action.js';
import { emailError, hasErrors, newPasswordError, PASSWORD_MIN_LENGTH } from '../../core/validation.js';
import { messages } from './texts.js';
import { register } from './state/credential-actions.js';
import { changeEmail, go } from './state/login-actions.js';
import type { LoginStore } from './state/login-store.js';

/** Props of {@link RegisterView}. */
export interface RegisterViewProps {
  login: LoginStore;
  storeName: string;
  /** The view replaced another one: focus its heading. */
  focusHeading: boolean;
}

type Errors = { email?: string | undefined; password?: string | undefined; form?: string | undefined };

/** Registers a member. */
export function RegisterView(props: RegisterViewProps) {
  const t = messages();
  const { login } = props;
  const email = useStore(login, (s) => s.email);
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [epoch, setEpoch] = useState(0);
  const [checking, setChecking] = useState(false);
  const action = useAction(async () => {
    const refusal = await register(login, password, { firstName, lastName }, setChecking);
    if (!refusal) return;
    setErrors(refusal.field ? { [refusal.field]: refusal.text } : { form: refusal.text });
    setEpoch((e) => e + 1);
  });
  const signIn = () => go(login, { name: 'signin' });

  const submit = () => {
    const next: Errors = { email: emailError(email), password: newPasswordError(password) };
    setErrors(next);
    if (hasErrors(next)) return setEpoch((e) => e + 1);
    void action.run();
  };

  return (
    <>
      <ViewHeading id="view-title" focus={props.focusHeading}>
        {t.login.registerTitle}
      </ViewHeading>
      <p className="lead">{t.login.registerIntro(props.storeName)}</p>
      {errors.form && (
        <Alert tone="error">
          <p>{errors.form}</p>
        </Alert>
      )}
      {action.error && <ErrorAlert error={action.error} />}
      <Form onSubmit={submit} busy={action.busy} errorEpoch={epoch} labelledBy="view-title">
        <div className="field-row">
          <Field label={t.login.firstName} value={firstName} onValue={setFirstName} autoComplete="given-name" optional maxLength={100} />
          <Field label={t.login.lastName} value={lastName} onValue={setLastName} autoComplete="family-name" optional maxLength={100} />
        </div>
        <Field
          label={t.login.email}
          type="email"
          value={email}
          onValue={(next) => changeEmail(login, next)}
          error={errors.email}
          autoComplete="email"
          inputMode="email"
          required
          spellCheck={false}
          autoCapitalize="none"
          maxLength={254}
        />
        {errors.email === t.login.emailTaken && (
          <p className="form-aside">
            <Button variant="link" onClick={signIn}>
              {t.login.signInInstead}
            </Button>
          </p>
        )}
        <PasswordField
          label={t.login.password}
          hint={t.common.passwordHint(PASSWORD_MIN_LENGTH)}
          value={password}
          onValue={setPassword}
          error={errors.password}
          autoComplete="new-password"
          required
        />
        {checking && (
          <p className="form-status" role="status">
            {t.login.captchaChecking}
          </p>
        )}
        <Button type="submit" busy={action.busy} busyLabel={t.login.creatingAccount} block>
          {t.login.createAccount}
        </Button>
      </Form>
      <p className="switch">
        {t.login.haveAccount}{' '}
        <Button variant="link" onClick={signIn}>
          {t.login.signInInstead}
        </Button>
      </p>
    </>
  );
}
