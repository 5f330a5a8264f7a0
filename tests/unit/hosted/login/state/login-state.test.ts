// The login page's state: its first view, the view each step's answer leads to, and a refusal that leaves the page as it is.
import { describe, expect, it } from 'vitest';
import type { LoginResult } from '../../../../../src/sdk/auth/auth-module.js';
import { afterResult, initialLoginState, moveTo } from '../../../../../src/hosted/pages/login/state/login-state.js';

const MFA: LoginResult = { loginState: 'MFA_REQUIRED', data: { stateToken: 's2', factors: ['TOTP'] } };
const VERIFY: LoginResult = { loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: 's1' } };

describe('the login page’s state', () => {
  it('opens on sign-in, or on registration when the shop asked for it, with no e-mail and no heading to focus', () => {
    expect(initialLoginState()).toEqual({ view: { name: 'signin' }, email: '', moved: false, finishing: false, finishBusy: false });
    expect(initialLoginState('register').view).toEqual({ name: 'register' });
  });

  it('moves to a view with its heading focused', () => {
    expect(moveTo({ name: 'forgot', sendNow: true })).toEqual({ view: { name: 'forgot', sendNow: true }, moved: true });
  });

  it('leads an answer that needs the e-mail confirmed, a second factor or the owner’s approval to its view, holding the answer it continues', () => {
    expect(afterResult(VERIFY)).toEqual({ view: { name: 'verify', pending: VERIFY }, moved: true });
    expect(afterResult(MFA)).toEqual({ view: { name: 'mfa', pending: MFA }, moved: true });
    expect(afterResult({ loginState: 'OWNER_APPROVAL_REQUIRED' })).toEqual({ view: { name: 'approval' }, moved: true });
  });

  it('starts the hand-over on a success and changes nothing on a refusal (its form shows it)', () => {
    expect(afterResult({ loginState: 'SUCCESS', data: { sessionToken: 'st' } })).toEqual({ finishing: true });
    expect(afterResult({ loginState: 'FAILURE', error: 'No.', errorCode: 'invalidPassword' })).toEqual({});
    expect(afterResult({ loginState: 'USER_CAPTCHA_REQUIRED', data: { challengeUrl: '/c' }, error: 'Captcha', errorCode: 'missingCaptchaToken' })).toEqual({});
  });
});
