// The password page of an e-mailed link: a new password (twice), then signed in and on to where the link said; a new link when it expired.
import { useMemo, useState } from 'react';
import type { ResetPasswordPageData } from '../../../wire/hosted-pages.js';
import { Alert, ErrorAlert } from '../../components/alert.js';
import { Button } from '../../components/button.js';
import { Card, ViewHeading } from '../../components/card.js';
import { Form } from '../../components/form.js';
import { PasswordField } from '../../components/password-field.js';
import { WaitingCard } from '../../components/spinner-page.js';
import { applicationCode } from '../../core/error-text.js';
import { hostedClient } from '../../core/hosted-client.js';
import { startHostedSession } from '../../core/hosted-session.js';
import { isWebUrl, navigateTo } from '../../core/navigation.js';
import { useAction } from '../../core/use-action.js';
import { hasErrors, newPasswordError, PASSWORD_MIN_LENGTH } from '../../core/validation.js';
import { messages } from './texts.js';
import { ForgotView } from '../login/forgot-view.js';

/** The link's token, read once and taken out of the address bar (it must not be bookmarked, shared or left in the history). */
function takeTokenFromUrl(): string {
  const url = new URL(location.href);
  const token = url.searchParams.get('recoveryToken') ?? '';
  if (token) {
    url.searchParams.delete('recoveryToken');
    history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  }
  return token;
}

/** Where the member goes after the new password: the link's redirect, else the account page. */
function nextUrl(additionalData: unknown): string {
  const redirect = (additionalData as { redirectUrl?: { strValue?: string } } | undefined)?.redirectUrl?.strValue;
  return redirect && isWebUrl(redirect) ? redirect : `${location.origin}/hosted/account/info`;
}

/** The reset page. */
export function ResetPasswordPage({ data }: { data: ResetPasswordPageData }) {
  const t = messages();
  const client = useMemo(() => hostedClient(data.clientId), [data.clientId]);
  const token = useMemo(takeTokenFromUrl, []);
  const [expired, setExpired] = useState(data.link === 'expired' || !token);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string | undefined; confirm?: string | undefined }>({});
  const [epoch, setEpoch] = useState(0);
  const [outcome, setOutcome] = useState<'signed-in' | 'approval' | undefined>(undefined);
  const save = useAction(async () => {
    try {
      const answer = await client.auth.recover(token, password);
      if (answer.state === 'SUCCESS' && answer.sessionToken) {
        setOutcome('signed-in');
        await startHostedSession(client, answer.sessionToken);
        navigateTo(nextUrl(answer.additionalData), { replace: true });
      } else if (answer.state === 'REQUIRE_MFA') {
        // Two-step sign-in stays on after a reset: the page after it asks for the password and the second step.
        setOutcome('signed-in');
        navigateTo(nextUrl(answer.additionalData), { replace: true });
      } else setOutcome('approval');
    } catch (error) {
      if (applicationCode(error) === 'INVALID_RECOVERY_TOKEN') return setExpired(true);
      throw error;
    }
  });

  if (expired) {
    return (
      <Card labelledBy="view-title">
        <ForgotView client={client} email={email} onEmail={setEmail} focusHeading={false} title={t.reset.expiredTitle} intro={t.reset.expiredIntro} />
      </Card>
    );
  }
  if (outcome === 'signed-in' && !save.error) return <WaitingCard text={t.reset.done} />;
  if (outcome === 'approval') {
    return (
      <Card labelledBy="view-title">
        <ViewHeading id="view-title" focus>
          {t.reset.title}
        </ViewHeading>
        <Alert tone="success">
          <p>{t.reset.approval}</p>
        </Alert>
      </Card>
    );
  }

  const submit = () => {
    const next = { password: newPasswordError(password), confirm: password && confirm !== password ? t.common.passwordsDiffer : undefined };
    setErrors(next);
    if (hasErrors(next)) return setEpoch((e) => e + 1);
    void save.run();
  };
  return (
    <Card labelledBy="view-title">
      <ViewHeading id="view-title">{data.purpose === 'activation' ? t.reset.activationTitle : t.reset.title}</ViewHeading>
      <p className="lead">{t.reset.intro}</p>
      {save.error && <ErrorAlert error={save.error} />}
      <Form onSubmit={submit} busy={save.busy} errorEpoch={epoch} labelledBy="view-title">
        <PasswordField
          label={t.reset.newPassword}
          hint={t.common.passwordHint(PASSWORD_MIN_LENGTH)}
          value={password}
          onValue={setPassword}
          error={errors.password}
          autoComplete="new-password"
          required
          autoFocus
        />
        <PasswordField label={t.reset.confirmPassword} value={confirm} onValue={setConfirm} error={errors.confirm} autoComplete="new-password" required />
        <Button type="submit" busy={save.busy} busyLabel={t.reset.submitting} block>
          {t.reset.submit}
        </Button>
      </Form>
    </Card>
  );
}
