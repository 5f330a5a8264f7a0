// What the sign-in and registration forms show of the store's refusals: under which field, or above the form, in the page's words.
import { describe, expect, it } from 'vitest';
import { registerRefusal, signInRefusal } from '../../../../../src/hosted/pages/login/state/refusals.js';
import { isRefusal, needsCaptcha, type FormRefusal } from '../../../../../src/hosted/pages/login/state/login-flow.js';
import type { LoginErrorCode } from '../../../../../src/sdk/auth/auth-module.js';

const failure = (errorCode?: LoginErrorCode, error = 'Bad Request: Something the store said.'): FormRefusal => ({
  loginState: 'FAILURE',
  error,
  ...(errorCode ? { errorCode } : {}),
});
const CAPTCHA: FormRefusal = { loginState: 'USER_CAPTCHA_REQUIRED', data: { challengeUrl: '/c' }, error: 'Captcha', errorCode: 'missingCaptchaToken' };

describe('a sign-in’s refusal', () => {
  it('shows a wrong password under the password field', () => {
    expect(signInRefusal(failure('invalidPassword'))).toEqual({
      field: 'password',
      text: 'The e-mail and password don’t match. Try again or reset your password.',
    });
  });

  it('offers a reset link when the store wants a new password', () => {
    expect(signInRefusal(failure('resetPassword'))).toEqual({ text: 'You need to set a new password before you can sign in.', reset: true });
  });

  it('says the security check failed for a captcha still wanted or refused, and the store’s sentence otherwise', () => {
    expect(signInRefusal(CAPTCHA)).toEqual({ text: 'The security check didn’t work. Please try again.' });
    expect(signInRefusal(failure('invalidCaptchaToken'))).toEqual({ text: 'The security check didn’t work. Please try again.' });
    expect(signInRefusal(failure(undefined))).toEqual({ text: 'Something the store said.' });
  });
});

describe('a registration’s refusal', () => {
  it('shows an address taken or invalid under the e-mail field', () => {
    expect(registerRefusal(failure('emailAlreadyExists'))).toEqual({ field: 'email', text: 'An account with this e-mail already exists.' });
    expect(registerRefusal(failure('invalidEmail'))).toEqual({ field: 'email', text: 'Enter an e-mail address like name@example.com.' });
  });

  it('says the security check failed, or the store’s sentence, above the form', () => {
    expect(registerRefusal(CAPTCHA)).toEqual({ text: 'The security check didn’t work. Please try again.' });
    expect(registerRefusal(failure('invalidPassword', 'Weak password'))).toEqual({ text: 'Weak password' });
  });
});

describe('the answers a form keeps', () => {
  it('are refusals and captchas wanted; a success or a further step moves the flow on', () => {
    expect(isRefusal(failure('invalidPassword'))).toBe(true);
    expect(isRefusal(CAPTCHA)).toBe(true);
    expect(needsCaptcha(CAPTCHA)).toBe(true);
    expect(needsCaptcha(failure('invalidPassword'))).toBe(false);
    expect(isRefusal({ loginState: 'SUCCESS', data: { sessionToken: 'st' } })).toBe(false);
    expect(isRefusal({ loginState: 'OWNER_APPROVAL_REQUIRED' })).toBe(false);
  });
});
