// Two-step sign-in on the account page: set up an authenticator app or a passkey, see the recovery codes once, remove factors (the calls and their data in ./state/two-step-actions.ts).
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { Alert, ErrorAlert } from '../../components/alert.js';
import { Button } from '../../components/button.js';
import { Field } from '../../components/field.js';
import { Form } from '../../components/form.js';
import { PasswordField } from '../../components/password-field.js';
import { useAction } from '../../core/use-action.js';
import { sixDigits } from '../../core/validation.js';
import { messages } from '../../i18n/messages.js';
import type { AccountStore } from './state/account-store.js';
import {
  activeFactors,
  addPasskey,
  closeTwoStep,
  confirmAuthenticator,
  loadFactors,
  removeFactor,
  renewRecoveryCodes,
  startAuthenticator,
} from './state/two-step-actions.js';

/** The two-step sign-in section. */
export function TwoStepSection({ account }: { account: AccountStore }) {
  const t = messages();
  const twoStep = useStore(account, (s) => s.twoStep);
  const { factors: list, pending, codes, removed } = twoStep;
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>(undefined);
  const [epoch, setEpoch] = useState(0);
  const [password, setPassword] = useState('');
  const load = useAction(() => loadFactors(account));
  useEffect(() => {
    void load.run();
    return () => closeTwoStep(account);
  }, [account]);

  const start = useAction(() => startAuthenticator(account));
  const confirm = useAction(async (digits: string) => {
    await confirmAuthenticator(account, digits);
    setCode('');
  });
  const passkey = useAction(() => addPasskey(account));
  const remove = useAction((factorId: string) => removeFactor(account, factorId, password));
  const renew = useAction(() => renewRecoveryCodes(account, password));

  const submitCode = () => {
    const digits = sixDigits(code);
    setCodeError(digits ? undefined : t.login.mfaCodeInvalid);
    if (!digits) return setEpoch((e) => e + 1);
    void confirm.run(digits);
  };
  const active = activeFactors(twoStep);
  const error = load.error ?? start.error ?? confirm.error ?? passkey.error ?? remove.error ?? renew.error;
  return (
    <section className="panel" aria-labelledby="two-step-title">
      <h2 id="two-step-title">{t.account.twoStepTitle}</h2>
      <p className="muted">{t.account.twoStepIntro}</p>
      {list && <p>{active.length > 0 ? t.account.twoStepOn(list.recoveryCodesLeft) : t.account.twoStepOff}</p>}
      {error && <ErrorAlert error={error} />}
      {codes && (
        <Alert tone="success">
          <p>
            <strong>{t.account.recoveryCodesTitle}</strong>
          </p>
          <p>{t.account.recoveryCodesIntro}</p>
          <ul className="recovery-codes" aria-label={t.account.recoveryCodesTitle}>
            {codes.map((c) => (
              <li key={c}>
                <code>{c}</code>
              </li>
            ))}
          </ul>
        </Alert>
      )}
      {removed && !remove.busy && (
        <Alert tone="success">
          <p>{t.account.factorRemoved}</p>
        </Alert>
      )}
      {pending ? (
        <Form onSubmit={submitCode} busy={confirm.busy} errorEpoch={epoch} labelledBy="two-step-title">
          <p>{t.account.authenticatorSecret}</p>
          <p>
            <code className="totp-secret">{pending.secret}</code>
          </p>
          <p className="muted">
            {t.account.authenticatorUri}: <code className="otpauth-uri">{pending.otpauthUrl}</code>
          </p>
          <Field
            label={t.account.confirmCode}
            value={code}
            onValue={setCode}
            error={codeError}
            autoComplete="one-time-code"
            inputMode="numeric"
            required
            maxLength={12}
            spellCheck={false}
          />
          <div className="form-actions">
            <Button type="submit" busy={confirm.busy} busyLabel={t.account.confirmingFactor}>
              {t.account.confirmFactor}
            </Button>
          </div>
        </Form>
      ) : (
        <div className="form-actions">
          <Button variant="secondary" busy={start.busy} onClick={() => void start.run()}>
            {t.account.addAuthenticator}
          </Button>
          {typeof PublicKeyCredential !== 'undefined' && (
            <Button variant="secondary" busy={passkey.busy} onClick={() => void passkey.run()}>
              {t.account.addPasskey}
            </Button>
          )}
        </div>
      )}
      {active.length > 0 && (
        <>
          <PasswordField label={t.account.passwordToConfirm} value={password} onValue={setPassword} autoComplete="current-password" />
          <ul className="factor-list">
            {active.map((f) => (
              <li key={f.factorId}>
                {f.name ?? f.type}{' '}
                <Button variant="link" busy={remove.busy} onClick={() => void remove.run(f.factorId)}>
                  {t.account.removeFactor(f.name ?? f.type)}
                </Button>
              </li>
            ))}
          </ul>
          <Button variant="secondary" busy={renew.busy} onClick={() => void renew.run()}>
            {t.account.newRecoveryCodes}
          </Button>
        </>
      )}
    </section>
  );
}
