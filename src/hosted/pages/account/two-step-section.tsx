// Two-step sign-in on the account page: set up an authenticator app or a passkey, see the recovery codes once, remove factors.
import { useEffect, useMemo, useState } from 'react';
import type { ListFactorsResponse, StartTotpResponse } from '../../../wire/identity.js';
import type { HostedClient } from '../../core/hosted-client.js';
import { factorsApi } from '../../api/factors.js';
import { Alert, ErrorAlert } from '../../components/alert.js';
import { Button } from '../../components/button.js';
import { Field } from '../../components/field.js';
import { Form } from '../../components/form.js';
import { PasswordField } from '../../components/password-field.js';
import { useAction } from '../../core/use-action.js';
import { sixDigits } from '../../core/validation.js';
import { messages } from '../../i18n/messages.js';

/** The two-step sign-in section. */
export function TwoStepSection({ client }: { client: HostedClient }) {
  const t = messages();
  const api = useMemo(() => factorsApi(client), [client]);
  const [list, setList] = useState<ListFactorsResponse | undefined>(undefined);
  const [pending, setPending] = useState<StartTotpResponse | undefined>(undefined);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>(undefined);
  const [epoch, setEpoch] = useState(0);
  const [codes, setCodes] = useState<string[] | undefined>(undefined);
  const [password, setPassword] = useState('');
  const [removed, setRemoved] = useState(false);
  const load = useAction(async () => setList(await api.list()));
  useEffect(() => void load.run(), []);

  const start = useAction(async () => {
    setCodes(undefined);
    setPending(await api.startTotp());
  });
  const confirm = useAction(async (digits: string) => {
    if (!pending) return;
    const done = await api.activate(pending.factorId, { code: digits });
    setPending(undefined);
    setCode('');
    setCodes(done.recoveryCodes);
    await load.run();
  });
  const passkey = useAction(async () => {
    setCodes(undefined);
    const started = await api.startPasskey();
    const { passkeyRegistration } = await import('../../core/passkeys.js');
    const credential = await passkeyRegistration(started.options);
    const done = await api.activate(started.factorId, { credential });
    setCodes(done.recoveryCodes);
    await load.run();
  });
  const remove = useAction(async (factorId: string) => {
    setRemoved(false);
    await api.remove(factorId, password);
    setRemoved(true);
    setCodes(undefined);
    await load.run();
  });
  const renew = useAction(async () => setCodes((await api.newRecoveryCodes(password)).recoveryCodes));

  const submitCode = () => {
    const digits = sixDigits(code);
    setCodeError(digits ? undefined : t.login.mfaCodeInvalid);
    if (!digits) return setEpoch((e) => e + 1);
    void confirm.run(digits);
  };
  const active = list?.factors.filter((f) => f.status === 'ACTIVE') ?? [];
  const error = load.error ?? start.error ?? confirm.error ?? passkey.error ?? remove.error ?? renew.error;
  return (
    <section class="panel" aria-labelledby="two-step-title">
      <h2 id="two-step-title">{t.account.twoStepTitle}</h2>
      <p class="muted">{t.account.twoStepIntro}</p>
      {list && <p>{active.length > 0 ? t.account.twoStepOn(list.recoveryCodesLeft) : t.account.twoStepOff}</p>}
      {error && <ErrorAlert error={error} />}
      {codes && (
        <Alert tone="success">
          <p>
            <strong>{t.account.recoveryCodesTitle}</strong>
          </p>
          <p>{t.account.recoveryCodesIntro}</p>
          <ul class="recovery-codes" aria-label={t.account.recoveryCodesTitle}>
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
            <code class="totp-secret">{pending.secret}</code>
          </p>
          <p class="muted">
            {t.account.authenticatorUri}: <code class="otpauth-uri">{pending.otpauthUrl}</code>
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
          <div class="form-actions">
            <Button type="submit" busy={confirm.busy} busyLabel={t.account.confirmingFactor}>
              {t.account.confirmFactor}
            </Button>
          </div>
        </Form>
      ) : (
        <div class="form-actions">
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
          <ul class="factor-list">
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
