// The sign-in modal, a chunk of its own: log in, register, e-mail code, forgot password, and the captcha when the store asks for one.
import { useRef, useState } from 'react';
import { useTote } from '../../hooks/use-tote.js';
import { errorText } from '../../store/error-text.js';
import { signedIn } from '../../store/member-actions.js';
import { Modal } from '../shared/modal.js';
import { solveStoreCaptcha } from './captcha.js';
import { memberTokens, sendResetEmail, signInCall, type SignInStep } from './login-calls.js';
import { loginMessages } from './login-messages.js';
import modalCss from './login-modal.css?inline';

export { finishRedirectLogin } from './finish-redirect-login.js';

/** Props of the modal. */
export interface LoginModalProps {
  /** Called when the shopper closes the modal. */
  onClose: () => void;
  /** Where focus goes on close when the opener is gone (the member's button after a sign-in). */
  returnFocus?: () => HTMLElement | null | undefined;
}

/** The modal's steps. */
type View = 'login' | 'register' | 'verify' | 'forgot' | 'sent' | 'approval' | 'mfa';

/** The modal dialog where shoppers sign in or create an account. */
export function LoginModal({ onClose, returnFocus }: LoginModalProps) {
  const m = loginMessages();
  const [view, setView] = useState<View>('login');
  const [email, setEmail] = useState('');
  const [error, setError] = useState(useTote((s) => s.authError));
  const [status, setStatus] = useState<string>();
  const busy = useRef(false);
  const stateToken = useRef('');

  const go = (next: View) => {
    setView(next);
    setError(undefined);
    setStatus(undefined);
  };

  const follow = async (step: SignInStep, from: View) => {
    if (step.state === 'SUCCESS') {
      setStatus(m.signingIn);
      const tokens = await memberTokens(step.sessionToken);
      if (tokens) await signedIn(tokens);
    } else if (step.state === 'VERIFY') {
      stateToken.current = step.stateToken;
      go('verify');
    } else if (step.state === 'APPROVAL') {
      go('approval');
    } else if (step.state === 'MFA') {
      stateToken.current = step.stateToken;
      go('mfa');
    } else {
      // A login refused for another reason is an unknown e-mail (SPEC §8): said like a wrong password.
      const refusal = from === 'verify' || from === 'mfa' ? 'code' : from === 'login' && step.refusal === 'other' ? 'credentials' : step.refusal;
      setStatus(undefined);
      setError(refusal === 'other' ? step.message : m.refusals[refusal]);
    }
  };

  // Login and register: when the store asks for a captcha, solve it (proof of work) and send again.
  const withCaptcha = async (from: View, path: string, body: Record<string, unknown>) => {
    let step = await signInCall(path, body);
    if (step.state === 'REFUSED' && step.refusal === 'captcha') {
      setStatus(m.captcha);
      step = await signInCall(path, { ...body, captchaTokens: [{ altcha: await solveStoreCaptcha() }] });
    }
    await follow(step, from);
  };

  /** A form's handler: its fields, read from the form itself (what the shopper sees, autofill included), go to the action. */
  const submit = (action: (data: Record<string, string>) => unknown) => async (event: { preventDefault(): void; currentTarget: EventTarget | null }) => {
    event.preventDefault();
    const form = (event.currentTarget as HTMLElement).closest('form');
    const data = Object.fromEntries(form ? [...new FormData(form)].map(([k, v]) => [k, String(v).trim()]) : []);
    if (busy.current) return;
    busy.current = true;
    setError(undefined);
    setStatus(m.working);
    try {
      await action(data);
    } catch (failure) {
      setStatus(undefined);
      setError(errorText(failure));
    }
    busy.current = false;
  };

  /** A labelled field of a form; the first of a step gets focus. */
  const field = (name: string, label: string, attributes: Record<string, unknown>, hint?: string) => (
    <label className="field">
      <span>
        {label} {hint && <small>{hint}</small>}
      </span>
      <input className="tote-field" name={name} required aria-invalid={error ? true : undefined} aria-describedby="login-error" {...attributes} />
    </label>
  );
  const first = { 'data-autofocus': '' };
  // The e-mail follows the shopper from step to step.
  const emailField = (attributes = {}) =>
    field('email', m.email, {
      type: 'email',
      autoComplete: 'username',
      value: email,
      onInput: (e: Event) => setEmail((e.currentTarget as HTMLInputElement).value),
      ...attributes,
    });
  const button = (label: string) => <button className="tote-button">{label}</button>;
  const link = (label: string, next: View) => (
    <button type="button" className="link" onClick={() => go(next)}>
      {label}
    </button>
  );

  return (
    <Modal title={m.titles[view]} onClose={onClose} returnFocus={returnFocus} panel="modal" css={modalCss} step={view}>
      {view === 'login' && (
        <form onSubmit={submit(({ email, password }) => withCaptcha('login', 'authentication/v2/login', { loginId: { email }, password }))}>
          {emailField(first)}
          {field('password', m.password, { type: 'password', autoComplete: 'current-password' })}
          {link(m.toForgot, 'forgot')}
          {button(m.submitLogin)}
        </form>
      )}
      {view === 'register' && (
        <form
          onSubmit={submit(({ email, password, firstName }) =>
            // The length rule said in the modal (the field's hint as the error), not only in the browser's own bubble.
            password!.length < 8
              ? (setStatus(undefined), setError(m.passwordHint))
              : withCaptcha('register', 'authentication/v2/register', { loginId: { email }, password, ...(firstName && { profile: { firstName } }) }),
          )}
        >
          {field('firstName', m.firstName, { required: false, autoComplete: 'given-name', ...first }, m.optional)}
          {emailField()}
          {field('password', m.newPassword, { type: 'password', autoComplete: 'new-password' }, m.passwordHint)}
          {button(m.submitRegister)}
        </form>
      )}
      {view === 'verify' && (
        <form
          onSubmit={submit(async ({ code }) => follow(await signInCall('verification/v1/auth/verify', { code, stateToken: stateToken.current }), 'verify'))}
        >
          <p>{m.codeSent(email)}</p>
          {field('code', m.code, { inputMode: 'numeric', autoComplete: 'one-time-code', pattern: '[0-9]{6}', maxLength: 6, ...first })}
          {button(m.submitVerify)}
          <button
            type="button"
            className="link"
            onClick={submit(async () => (await signInCall('verification/v1/auth/resend', { stateToken: stateToken.current }), setStatus(m.resent)))}
          >
            {m.resend}
          </button>
        </form>
      )}
      {view === 'mfa' && (
        <form
          onSubmit={submit(async ({ code }) => {
            // Six digits are the authenticator's code; anything else is a recovery code.
            const totp = /^\d{6}$/.test(code!.replace(/\s/g, ''));
            const data = { code: totp ? code!.replace(/\s/g, '') : code };
            const body = { stateToken: stateToken.current, [totp ? 'totpData' : 'recoveryCodeData']: data };
            await follow(await signInCall(`authentication/v2/${totp ? 'totp' : 'recovery_code'}/verify`, body), 'mfa');
          })}
        >
          <p>{m.mfaDetail}</p>
          {field('code', m.code, { autoComplete: 'one-time-code', maxLength: 20, ...first })}
          {button(m.submitVerify)}
        </form>
      )}
      {view === 'forgot' && (
        <form onSubmit={submit(async ({ email }) => (await sendResetEmail(email!), go('sent')))}>
          {emailField(first)}
          {button(m.submitForgot)}
        </form>
      )}
      {view === 'sent' && <p>{m.sentDetail(email)}</p>}
      {view === 'approval' && <p>{m.approvalDetail}</p>}
      <p className="problem" id="login-error" role="alert">
        {error}
      </p>
      <p className="status" role="status">
        {status}
      </p>
      <p className="switch">{view === 'login' ? link(m.toRegister, 'register') : link(m.toLogin, 'login')}</p>
    </Modal>
  );
}
