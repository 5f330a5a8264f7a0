// "Forgot password?": the e-mail to send a reset link to, then a note that it is on its way (never whether the account exists).
import { useEffect, useState } from 'react';
import type { HostedClient } from '../../core/hosted-client.js';
import { ErrorAlert } from '../../components/alert.js';
import { Button } from '../../components/button.js';
import { ViewHeading } from '../../components/card.js';
import { Field } from '../../components/field.js';
import { Form } from '../../components/form.js';
import { useAction } from '../../core/use-action.js';
import { emailError } from '../../core/validation.js';
import { messages } from './texts.js';

/** Props of {@link ForgotView}. */
export interface ForgotViewProps {
  client: HostedClient;
  email: string;
  onEmail: (email: string) => void;
  /** Where the reset page sends the member after the new password (a URL on the store or a registered origin). */
  redirectUrl?: string | undefined;
  focusHeading: boolean;
  /** Send at once (the sign-in form already has the address). @default false */
  sendNow?: boolean;
  /** The heading and intro, when not the defaults (the reset page's expired link). */
  title?: string;
  intro?: string;
  onBack?: (() => void) | undefined;
}

/** Sends a password-reset link. */
export function ForgotView(props: ForgotViewProps) {
  const t = messages();
  const [error, setError] = useState<string | undefined>(undefined);
  const [epoch, setEpoch] = useState(0);
  const [sentTo, setSentTo] = useState<string | undefined>(undefined);
  const send = useAction(async () => {
    const email = props.email.trim();
    await props.client.auth.sendPasswordResetEmail(email, props.redirectUrl);
    setSentTo(email);
  });
  const submit = () => {
    const problem = emailError(props.email);
    setError(problem);
    if (problem) return setEpoch((e) => e + 1);
    void send.run();
  };
  useEffect(() => {
    if (props.sendNow && !emailError(props.email)) void send.run();
  }, []);

  if (sentTo) {
    return (
      <>
        <ViewHeading id="view-title" focus>
          {t.login.sentTitle}
        </ViewHeading>
        <p className="lead">{t.login.sentIntro(sentTo)}</p>
        {props.onBack && (
          <Button variant="secondary" block onClick={props.onBack}>
            {t.login.backToSignIn}
          </Button>
        )}
      </>
    );
  }
  return (
    <>
      <ViewHeading id="view-title" focus={props.focusHeading}>
        {props.title ?? t.login.forgotTitle}
      </ViewHeading>
      <p className="lead">{props.intro ?? t.login.forgotIntro}</p>
      {send.error && <ErrorAlert error={send.error} />}
      <Form onSubmit={submit} busy={send.busy} errorEpoch={epoch} labelledBy="view-title">
        <Field
          label={t.login.email}
          type="email"
          value={props.email}
          onValue={props.onEmail}
          error={error}
          autoComplete="email"
          inputMode="email"
          required
          spellCheck={false}
          autoCapitalize="none"
          maxLength={254}
        />
        <Button type="submit" busy={send.busy} busyLabel={t.login.sendingLink} block>
          {t.login.sendLink}
        </Button>
      </Form>
      {props.onBack && (
        <p className="switch">
          <Button variant="link" onClick={props.onBack}>
            {t.login.backToSignIn}
          </Button>
        </p>
      )}
    </>
  );
}
