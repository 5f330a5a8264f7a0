// The staff sign-in: e-mail and password, then the authenticator code when the store asks for it; the store's refusal shown.
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { setupOpen } from '../api/setup-api.js';
import { errorCode, reasonOf } from '../core/server-errors.js';
import { t } from '../i18n/messages.js';
import { signIn } from '../state/admin-actions.js';
import { TextField } from '../components/field.js';
import { PageHeading } from '../components/page-heading.js';
import type { SignInErrorCode } from '../api/session-api.js';

/** The sentence of a refusal: ours for the sign-in codes, else the server's. */
function refusalText(error: unknown): string {
  const texts = t().signIn;
  switch (errorCode(error) as SignInErrorCode | undefined) {
    case 'INVALID_CREDENTIALS':
      return texts.invalidCredentials;
    case 'INVALID_TOTP':
      return texts.invalidTotp;
    case 'TOO_MANY_ATTEMPTS':
      return texts.tooManyAttempts;
    case 'TOTP_REQUIRED':
      return texts.totpRequired;
    default:
      return reasonOf(error);
  }
}

/** The sign-in page (the only page shown signed out). */
export function SignInPage() {
  const texts = t();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [totpCode, setTotpCode] = useState('');
  const [needsTotp, setNeedsTotp] = useState(false);
  const [errors, setErrors] = useState<{ email?: string; password?: string; totpCode?: string }>({});
  const [refusal, setRefusal] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const alertRef = useRef<HTMLParagraphElement>(null);
  // A store with no owner has no account to sign in with: say where the set-up link is.
  const [noOwner, setNoOwner] = useState(false);
  useEffect(() => void setupOpen().then(setNoOwner, () => {}), []);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = {
      email: email.trim() ? undefined : texts.signIn.emailRequired,
      password: password ? undefined : texts.signIn.passwordRequired,
      totpCode: needsTotp && !/^\d{6}$/.test(totpCode.replace(/\s/g, '')) ? texts.signIn.totpRequired : undefined,
    };
    setErrors(found);
    setRefusal(undefined);
    if (found.email || found.password || found.totpCode) return;
    setBusy(true);
    try {
      await signIn({ email: email.trim(), password, ...(needsTotp ? { totpCode: totpCode.replace(/\s/g, '') } : {}) });
    } catch (error) {
      const code = errorCode(error);
      if (code === 'TOTP_REQUIRED') setNeedsTotp(true);
      setRefusal(refusalText(error));
      setBusy(false);
      queueMicrotask(() => alertRef.current?.focus());
    }
  };

  return (
    <main id="main" className="signin">
      <div className="card">
        <PageHeading text={texts.signIn.title} />
        {noOwner && <p role="note">{texts.signIn.noOwner}</p>}
        <p className="form-alert" role="alert" tabIndex={-1} ref={alertRef} hidden={!refusal}>
          {refusal}
        </p>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <TextField
            label={texts.signIn.email}
            name="email"
            type="email"
            autoComplete="username"
            value={email}
            onValue={setEmail}
            error={errors.email}
            required
          />
          <TextField
            label={texts.signIn.password}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onValue={setPassword}
            error={errors.password}
            required
          />
          {needsTotp && (
            <TextField
              label={texts.signIn.totp}
              hint={texts.signIn.totpHint}
              name="totpCode"
              autoComplete="one-time-code"
              inputMode="numeric"
              value={totpCode}
              onValue={setTotpCode}
              error={errors.totpCode}
              autoFocus
              required
            />
          )}
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? texts.signIn.submitting : texts.signIn.submit}
          </button>
        </form>
      </div>
    </main>
  );
}
