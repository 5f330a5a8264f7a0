// The account's second factor: turn TOTP on (the setup link and secret to copy, then a first code) or off (a current code).
import { useRef, useState, type SubmitEvent } from 'react';
import { confirmTotp, disableTotp, enrollTotp, type AccountErrorCode, type TotpEnrollResponse } from '../api/account-api.js';
import { CopyField } from '../components/copy-field.js';
import { TextField } from '../components/field.js';
import { errorCode, reasonOf, violationsByField } from '../core/server-errors.js';
import { t } from '../i18n/messages.js';
import { notify, totpChanged } from '../state/admin-actions.js';

/** A code as typed, spaces dropped (apps show `123 456`). */
function cleanCode(code: string): string {
  return code.replace(/\s/g, '');
}

/** The error to show at the code field for a refusal, or undefined when it is not about the code. */
function codeErrorOf(error: unknown): string | undefined {
  switch (errorCode(error) as AccountErrorCode | undefined) {
    case 'INVALID_TOTP':
      return t().account.invalidCode;
    case 'TOTP_NOT_ENROLLED':
      return t().account.notEnrolled;
    default:
      return violationsByField(error).code;
  }
}

/** A code field with its button; checks the 6 digits first, shows the store's refusal at the field and keeps the code. */
function CodeForm({ label, hint, submitText, onCode }: { label: string; hint: string; submitText: string; onCode: (code: string) => Promise<void> }) {
  const texts = t();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = cleanCode(code);
    if (!/^\d{6}$/.test(typed)) {
      setError(texts.account.codeRequired);
      return;
    }
    setBusy(true);
    try {
      await onCode(typed);
    } catch (failure) {
      const atField = codeErrorOf(failure);
      setError(atField);
      notify('error', atField ? texts.common.fixFields : reasonOf(failure));
      setBusy(false);
    }
  };
  return (
    <form className="inline-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField label={label} hint={hint} name="code" autoComplete="one-time-code" inputMode="numeric" value={code} onValue={setCode} error={error} required />
      <button type="submit" className="button button-primary" disabled={busy}>
        {submitText}
      </button>
    </form>
  );
}

/** The two-step sign-in section of the account page. */
export function TotpPanel({ enabled }: { enabled: boolean }) {
  const texts = t();
  const a = texts.account;
  const [setup, setSetup] = useState<TotpEnrollResponse | undefined>();
  const [starting, setStarting] = useState(false);
  const stepsRef = useRef<HTMLParagraphElement>(null);
  const start = async () => {
    setStarting(true);
    try {
      setSetup(await enrollTotp());
      queueMicrotask(() => stepsRef.current?.focus());
    } catch (error) {
      notify('error', reasonOf(error));
    } finally {
      setStarting(false);
    }
  };
  const turnOn = async (code: string) => {
    await confirmTotp(code);
    setSetup(undefined);
    totpChanged(true);
    notify('success', a.turnedOn);
  };
  const turnOff = async (code: string) => {
    await disableTotp(code);
    totpChanged(false);
    notify('success', a.turnedOff);
  };
  return (
    <section className="panel" aria-labelledby="totp-title">
      <h2 id="totp-title">{a.totpTitle}</h2>
      <p>{enabled ? a.totpOn : a.totpOff}</p>
      {enabled ? (
        <CodeForm key="off" label={a.code} hint={a.turnOffHint} submitText={a.turnOff} onCode={turnOff} />
      ) : setup ? (
        <div className="form">
          <p ref={stepsRef} tabIndex={-1}>
            {a.setupSteps}
          </p>
          <p>
            <a href={setup.otpauthUrl}>{a.openInApp}</a>
          </p>
          <CopyField label={a.setupLink} value={setup.otpauthUrl} rows={3} />
          <CopyField label={a.secret} value={setup.secret} rows={1} />
          <CodeForm key="on" label={a.code} hint={a.codeHint} submitText={a.confirm} onCode={turnOn} />
          <button type="button" className="button" onClick={() => setSetup(undefined)}>
            {texts.common.cancel}
          </button>
        </div>
      ) : (
        <button type="button" className="button button-primary" disabled={starting} onClick={() => void start()}>
          {starting ? a.starting : a.turnOn}
        </button>
      )}
    </section>
  );
}
