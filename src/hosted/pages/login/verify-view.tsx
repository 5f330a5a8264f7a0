// The e-mailed code of a registration or login that needs the address confirmed.
import { useState } from 'react';
import type { LoginResult } from '../../../sdk/auth/auth-module.js';
import { Alert, ErrorAlert } from '../../components/alert.js';
import { Button } from '../../components/button.js';
import { ViewHeading } from '../../components/card.js';
import { Field } from '../../components/field.js';
import { Form } from '../../components/form.js';
import { readableMessage } from '../../core/error-text.js';
import { useAction } from '../../core/use-action.js';
import { sixDigits } from '../../core/validation.js';
import { messages } from './texts.js';
import { go } from './state/login-actions.js';
import type { LoginStore } from './state/login-store.js';
import { resendCode, verifyEmail } from './state/step-actions.js';

/** Props of {@link VerifyView}. */
export interface VerifyViewProps {
  login: LoginStore;
  /** The address the code went to. */
  email: string;
  /** The EMAIL_VERIFICATION_REQUIRED answer the code belongs to. */
  pending: LoginResult;
  focusHeading: boolean;
}

/** Asks for the 6-digit code. */
export function VerifyView(props: VerifyViewProps) {
  const t = messages();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [epoch, setEpoch] = useState(0);
  const [resent, setResent] = useState(false);
  const verify = useAction(async (digits: string) => {
    const refusal = await verifyEmail(props.login, props.pending, digits);
    if (!refusal) return;
    setError(readableMessage(refusal.error));
    setEpoch((e) => e + 1);
  });
  const resend = useAction(async () => {
    setResent(false);
    await resendCode(props.login, props.pending);
    setResent(true);
  });

  const submit = () => {
    const digits = sixDigits(code);
    if (!digits) {
      setError(t.login.codeInvalid);
      return setEpoch((e) => e + 1);
    }
    setError(undefined);
    void verify.run(digits);
  };

  return (
    <>
      <ViewHeading id="view-title" focus={props.focusHeading}>
        {t.login.verifyTitle}
      </ViewHeading>
      <p className="lead">{t.login.verifyIntro(props.email)}</p>
      {verify.error && <ErrorAlert error={verify.error} />}
      {resend.error && <ErrorAlert error={resend.error} />}
      {resent && (
        <Alert tone="success">
          <p>{t.login.resent}</p>
        </Alert>
      )}
      <Form onSubmit={submit} busy={verify.busy} errorEpoch={epoch} labelledBy="view-title">
        <Field
          label={t.login.code}
          hint={t.login.codeHint}
          value={code}
          onValue={setCode}
          error={error}
          autoComplete="one-time-code"
          inputMode="numeric"
          required
          maxLength={12}
          spellCheck={false}
          autoFocus={!props.focusHeading}
        />
        <Button type="submit" busy={verify.busy} busyLabel={t.login.verifying} block>
          {t.login.verify}
        </Button>
      </Form>
      <div className="actions-row">
        <Button variant="link" busy={resend.busy} onClick={() => void resend.run()}>
          {t.login.resend}
        </Button>
        <Button variant="link" onClick={() => go(props.login, { name: 'signin' })}>
          {t.login.useAnotherEmail}
        </Button>
      </div>
    </>
  );
}
