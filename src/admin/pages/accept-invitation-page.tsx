// Accepting a staff invitation (the e-mailed link /admin/#/accept?token=...): the new account's password, then signed in.
import { useRef, useState, type SubmitEvent } from 'react';
import type { StaffErrorCode } from '../api/staff-api.js';
import { TextField } from '../components/field.js';
import { PageHeading } from '../components/page-heading.js';
import { errorCode, reasonOf, violationsByField } from '../core/server-errors.js';
import { t } from '../i18n/messages.js';
import { acceptInvite } from '../state/admin-actions.js';

/** The token of an invitation link's hash (`#/accept?token=...`), or undefined for any other address. */
export function invitationToken(hash: string): string | undefined {
  if (!hash.startsWith('#/accept?')) return undefined;
  return new URLSearchParams(hash.slice('#/accept?'.length)).get('token') || undefined;
}

/** The page an invited person lands on; `onDone` leaves it (accepted, or "sign in instead"). */
export function AcceptInvitationPage({ token, onDone }: { token: string; onDone: () => void }) {
  const texts = t();
  const a = texts.accept;
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefusal(undefined);
    if (!password) {
      setError(a.passwordRequired);
      return;
    }
    setBusy(true);
    try {
      await acceptInvite(token, password);
      onDone();
    } catch (failure) {
      const atField = violationsByField(failure, 'invitation').password;
      setError(atField);
      if (!atField) {
        setRefusal((errorCode(failure) as StaffErrorCode | undefined) === 'INVALID_INVITATION' ? a.invalid : reasonOf(failure));
        queueMicrotask(() => alertRef.current?.focus());
      }
      setBusy(false);
    }
  };
  return (
    <main id="main" className="signin">
      <div className="card">
        <PageHeading text={a.title} />
        <p>{a.intro}</p>
        <p className="form-alert" role="alert" tabIndex={-1} ref={alertRef} hidden={!refusal}>
          {refusal}
        </p>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <TextField
            label={a.password}
            hint={a.passwordHint}
            name="password"
            type="password"
            autoComplete="new-password"
            value={password}
            onValue={setPassword}
            error={error}
            required
          />
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? a.submitting : a.submit}
          </button>
        </form>
        <p>
          <button
            type="button"
            className="button"
            onClick={() => {
              history.replaceState(null, '', location.pathname);
              onDone();
            }}
          >
            {a.signInInstead}
          </button>
        </p>
      </div>
    </main>
  );
}
