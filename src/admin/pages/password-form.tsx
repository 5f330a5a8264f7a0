// The account's password change: current and new password; a refusal shown at its field with what was typed kept; other sessions end.
import { useState, type SubmitEvent } from 'react';
import { changePassword, type AccountErrorCode } from '../api/account-api.js';
import { TextField } from '../components/field.js';
import { errorCode, reasonOf, violationsByField } from '../core/server-errors.js';
import { t } from '../i18n/messages.js';
import { notify } from '../state/admin-actions.js';

/** The errors the form shows at its two fields. */
interface PasswordErrors {
  currentPassword?: string | undefined;
  newPassword?: string | undefined;
}

/** The store's refusal as field errors, or undefined when it names no field. */
function fieldErrorsOf(error: unknown): PasswordErrors | undefined {
  if ((errorCode(error) as AccountErrorCode | undefined) === 'WRONG_CURRENT_PASSWORD') return { currentPassword: t().account.wrongCurrent };
  const violations = violationsByField(error);
  if (violations.currentPassword || violations.newPassword) return { currentPassword: violations.currentPassword, newPassword: violations.newPassword };
  return undefined;
}

/** Changes the signed-in account's password (the store signs its other sessions out; this one stays). */
export function PasswordForm({ email }: { email: string }) {
  const texts = t();
  const a = texts.account;
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [busy, setBusy] = useState(false);
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: PasswordErrors = {
      currentPassword: currentPassword ? undefined : a.currentRequired,
      newPassword: newPassword ? undefined : a.newRequired,
    };
    setErrors(found);
    if (found.currentPassword || found.newPassword) {
      notify('error', texts.common.fixFields);
      return;
    }
    setBusy(true);
    try {
      await changePassword({ currentPassword, newPassword });
      setCurrentPassword('');
      setNewPassword('');
      notify('success', a.passwordChanged);
    } catch (error) {
      const atFields = fieldErrorsOf(error);
      if (atFields) setErrors(atFields);
      notify('error', atFields ? texts.common.fixFields : reasonOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="panel" aria-labelledby="password-title">
      <h2 id="password-title">{a.passwordTitle}</h2>
      <form className="form" noValidate aria-labelledby="password-title" onSubmit={(event) => void submit(event)}>
        {/* The account's name for password managers, which pair the new password with it. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <TextField
          label={a.currentPassword}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          value={currentPassword}
          onValue={setCurrentPassword}
          error={errors.currentPassword}
          required
        />
        <TextField
          label={a.newPassword}
          hint={a.newPasswordHint}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          value={newPassword}
          onValue={setNewPassword}
          error={errors.newPassword}
          required
        />
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? texts.common.saving : a.changePassword}
        </button>
      </form>
    </section>
  );
}
