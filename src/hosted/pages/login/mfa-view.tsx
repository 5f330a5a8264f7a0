// The second step of a sign-in for members with two-step sign-in: a passkey, a code from the authenticator app, or a recovery code.
import { useState } from 'react';
import type { LoginResult, MfaFactorType } from '../../../sdk/auth/auth-module.js';
import { Alert, ErrorAlert } from '../../components/alert.js';
import { Button } from '../../components/button.js';
import { ViewHeading } from '../../components/card.js';
import { Field } from '../../components/field.js';
import { Form } from '../../components/form.js';
import { useAction } from '../../core/use-action.js';
import { sixDigits } from '../../core/validation.js';
import { messages } from '../../i18n/messages.js';
import { go } from './state/login-actions.js';
import type { LoginStore } from './state/login-store.js';
import { verifyFactor, type FactorAnswer } from './state/step-actions.js';

/** Props of {@link MfaView}. */
export interface MfaViewProps {
  login: LoginStore;
  /** The MFA_REQUIRED answer the factor finishes. */
  pending: Extract<LoginResult, { loginState: 'MFA_REQUIRED' }>;
  focusHeading: boolean;
}

/** A recovery code as typed: ten letters and digits, any case, the dash optional. */
function recoveryCodeOf(text: string): string | undefined {
  const plain = text.toLowerCase().replace(/[^a-z0-9]/g, '');
  return plain.length === 10 ? plain : undefined;
}

/** Asks for the second factor: the authenticator's code first, a recovery code on request; a passkey when there is one. */
export function MfaView(props: MfaViewProps) {
  const t = messages();
  const factors = props.pending.data.factors;
  const [factor, setFactor] = useState<MfaFactorType>(factors.includes('TOTP') ? 'TOTP' : 'RECOVERY_CODE');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [epoch, setEpoch] = useState(0);
  const verify = useAction(async (answer: FactorAnswer) => {
    if (!(await verifyFactor(props.login, props.pending, answer))) return;
    if (answer.factorType === 'WEBAUTHN') return setFailure(t.login.passkeyFailed);
    setError(t.login.mfaWrong);
    setEpoch((e) => e + 1);
  });
  const passkey = useAction(async () => {
    setFailure(undefined);
    const options = props.pending.data.webauthn?.publicKeyCredentialRequestOptionsJson;
    // The ceremony's code (@simplewebauthn/browser) loads only when a passkey is used.
    const { passkeyAssertion } = await import('../../core/passkeys.js');
    const credential = options ? await passkeyAssertion(options).catch(() => undefined) : undefined;
    if (!credential) return setFailure(t.login.passkeyFailed);
    await verify.run({ factorType: 'WEBAUTHN', credential });
  });

  const submit = () => {
    const typed = factor === 'TOTP' ? sixDigits(code) : recoveryCodeOf(code);
    if (!typed) {
      setError(factor === 'TOTP' ? t.login.mfaCodeInvalid : t.login.recoveryCodeInvalid);
      return setEpoch((e) => e + 1);
    }
    setError(undefined);
    void verify.run({ factorType: factor, code: typed });
  };
  const switchTo = (next: MfaFactorType) => {
    setFactor(next);
    setCode('');
    setError(undefined);
  };

  return (
    <>
      <ViewHeading id="view-title" focus={props.focusHeading}>
        {t.login.mfaTitle}
      </ViewHeading>
      <p className="lead">{factor === 'TOTP' ? t.login.mfaIntro : t.login.mfaRecoveryIntro}</p>
      {failure && (
        <Alert tone="error">
          <p>{failure}</p>
        </Alert>
      )}
      {verify.error && <ErrorAlert error={verify.error} />}
      {factors.includes('WEBAUTHN') && props.pending.data.webauthn && (
        <p>
          <Button variant="secondary" busy={passkey.busy} onClick={() => void passkey.run()} block>
            {t.login.usePasskey}
          </Button>
        </p>
      )}
      <Form onSubmit={submit} busy={verify.busy} errorEpoch={epoch} labelledBy="view-title">
        <Field
          key={factor}
          label={factor === 'TOTP' ? t.login.mfaCode : t.login.recoveryCode}
          value={code}
          onValue={setCode}
          error={error}
          autoComplete="one-time-code"
          inputMode={factor === 'TOTP' ? 'numeric' : 'text'}
          required
          maxLength={20}
          spellCheck={false}
          autoCapitalize="none"
          autoFocus={!props.focusHeading}
        />
        <Button type="submit" busy={verify.busy} busyLabel={t.login.verifying} block>
          {t.login.verify}
        </Button>
      </Form>
      <div className="actions-row">
        {factor === 'TOTP' ? (
          <Button variant="link" onClick={() => switchTo('RECOVERY_CODE')}>
            {t.login.useRecoveryCode}
          </Button>
        ) : (
          factors.includes('TOTP') && (
            <Button variant="link" onClick={() => switchTo('TOTP')}>
              {t.login.useAuthenticator}
            </Button>
          )
        )}
        <Button variant="link" onClick={() => go(props.login, { name: 'signin' })}>
          {t.login.backToSignIn}
        </Button>
      </div>
    </>
  );
}
