// Change password: the current one, the new one twice; the store ends every session of the member, and this page signs in again with it.
import { EMPTY_TOKENS } from '../../../sdk/auth/token-grants.js';
import { useState } from 'preact/hooks';
import type { HostedClient } from '../../core/hosted-client.js';
import { Alert, ErrorAlert } from '../../components/alert.js';
import { Button } from '../../components/button.js';
import { Form } from '../../components/form.js';
import { PasswordField } from '../../components/password-field.js';
import { startHostedSession } from '../../core/hosted-session.js';
import { adoptMemberSession } from '../../core/member-session.js';
import { useAction } from '../../core/use-action.js';
import { hasErrors, newPasswordError, PASSWORD_MIN_LENGTH } from '../../core/validation.js';
import { applicationCode } from '../../core/error-text.js';
import { IdentityErrorCode } from '../../../wire/identity.js';
import { messages } from './texts.js';

/** Props of {@link PasswordSection}. */
export interface PasswordSectionProps {
  client: HostedClient;
  /** The member's login e-mail (the password managers' username, and the re-login). */
  email: string;
}

/** The change-password form. */
export function PasswordSection({ client, email }: PasswordSectionProps) {
  const t = messages();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ current?: string | undefined; password?: string | undefined; confirm?: string | undefined }>({});
  const [epoch, setEpoch] = useState(0);
  const [done, setDone] = useState(false);
  const change = useAction(async () => {
    try {
      await client.auth.changePassword(password, current);
    } catch (error) {
      // A wrong current password is said next to its field; nothing typed is lost.
      if (applicationCode(error) !== IdentityErrorCode.INVALID_PASSWORD) throw error;
      setErrors({ current: t.account.currentPasswordWrong });
      setEpoch((e) => e + 1);
      return;
    }
    // The change ended every session of the member at once, this page's tokens and hosted session too: go on as a
    // visitor, sign in again with the new password, start a new hosted session and take member tokens from it, so the
    // store's pages keep knowing the member (best effort: if it fails, the next visit asks for a login).
    await client.auth.setTokens(EMPTY_TOKENS);
    const again = await client.auth.login({ email, password }).catch(() => undefined);
    if (again?.loginState === 'SUCCESS') {
      await startHostedSession(client, again.data.sessionToken)
        .then(() => adoptMemberSession(client))
        .catch(() => undefined);
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
    <section class="panel" aria-labelledby="password-title">
      <h2 id="password-title">{t.account.passwordTitle}</h2>
      <p class="muted">{t.account.passwordIntro}</p>
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
        <div class="form-actions">
          <Button type="submit" busy={change.busy} busyLabel={t.account.changingPassword}>
            {t.account.changePassword}
          </Button>
        </div>
      </Form>
    </section>
  );
}
