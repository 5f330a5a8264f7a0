// Change password: the current one, the new one twice; the store ends every session of the member, and this page signs in again with it.
import { useState } from 'react';
import { Alert, ErrorAlert } from '../../components/alert.js';
import { Button } from '../../components/button.js';
import { Form } from '../../components/form.js';
import { PasswordField } from '../../components/password-field.js';
import { useAction } from '../../core/use-action.js';
import { hasErrors, newPasswordError, PASSWORD_MIN_LENGTH } from '../../core/validation.js';
import { messages } from './texts.js';
import type { AccountStore } from './state/account-store.js';
import { changePassword } from './state/password-actions.js';

/** Props of {@link PasswordSection}. */
export interface PasswordSectionProps {
  account: AccountStore;
  /** The member's login e-mail (the password managers' username, and the re-login). */
  email: string;
}

/** The change-password form. */
export function PasswordSection({ account, email }: PasswordSectionProps) {
  const t = messages();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ current?: string | undefined; password?: string | undefined; confirm?: string | undefined }>({});
  const [epoch, setEpoch] = useState(0);
  const [done, setDone] = useState(false);
  const change = useAction(async () => {
    if ((await changePassword(account, email, current, password)) === 'wrong-current') {
      // A wrong current password is said next to its field; nothing typed is lost.
      setErrors({ current: t.account.currentPasswordWrong });
      setEpoch((e) => e + 1);
      return;
    }
    setCurrent('');
    setPassword('');
    setConfirm('');
    setDone(true);
  });
  const submit = () => {
    setDone(false);
    const next = {
      current: current ? undefined : t.account.currentPasswordMissing,
      password: newPasswordError(password),
      confirm: password && confirm !== password ? t.common.passwordsDiffer : undefined,
    };
    setErrors(next);
    if (hasErrors(next)) return setEpoch((e) => e + 1);
    void change.run();
  };
  return (
    <section className="panel" aria-labelledby="password-title">
      <h2 id="password-title">{t.account.passwordTitle}</h2>
      <p className="muted">{t.account.passwordIntro}</p>
      <Form onSubmit={submit} busy={change.busy} errorEpoch={epoch} labelledBy="password-title">
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordField label={t.account.currentPassword} value={current} onValue={setCurrent} error={errors.current} autoComplete="current-password" required />
        <PasswordField
          label={t.account.newPassword}
          hint={t.common.passwordHint(PASSWORD_MIN_LENGTH)}
          value={password}
          onValue={setPassword}
          error={errors.password}
          autoComplete="new-password"
          required
        />
        <PasswordField label={t.account.confirmPassword} value={confirm} onValue={setConfirm} error={errors.confirm} autoComplete="new-password" required />
        {change.error && <ErrorAlert error={change.error} />}
        {done && !change.busy && (
          <Alert tone="success">
            <p>{t.account.passwordChanged}</p>
          </Alert>
        )}
        <div className="form-actions">
          <Button type="submit" busy={change.busy} busyLabel={t.account.changingPassword}>
            {t.account.changePassword}
          </Button>
        </div>
      </Form>
    </section>
  );
}
