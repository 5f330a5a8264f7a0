// The steps after a login or registration: the e-mailed code, its resending, and the second factor; a refusal comes back for the form, anything else moves the page on.
import type { LoginResult, MfaFactorType } from '../../../../sdk/auth/auth-module.js';
import { isRefusal, type FormRefusal } from './login-flow.js';
import { takeResult } from './login-actions.js';
import type { LoginStore } from './login-store.js';

/** A second factor's answer: a code typed, or a passkey's credential. */
export interface FactorAnswer {
  factorType: MfaFactorType;
  code?: string;
  credential?: string;
}

/** Sends the e-mailed code of the `pending` EMAIL_VERIFICATION_REQUIRED answer. */
export async function verifyEmail(login: LoginStore, pending: LoginResult, code: string): Promise<FormRefusal | undefined> {
  const result = await login.client.auth.processVerification({ verificationCode: code }, pending);
  if (isRefusal(result)) return result;
  takeResult(login, result);
  return undefined;
}

/** Asks the store to e-mail the code of `pending` again. */
export async function resendCode(login: LoginStore, pending: LoginResult): Promise<void> {
  await login.client.auth.resendVerificationCode(pending);
}

/** Sends the second factor of the `pending` MFA_REQUIRED answer. */
export async function verifyFactor(
  login: LoginStore,
  pending: Extract<LoginResult, { loginState: 'MFA_REQUIRED' }>,
  answer: FactorAnswer,
): Promise<FormRefusal | undefined> {
  const result = await login.client.auth.processMfa(answer, pending);
  if (isRefusal(result)) return result;
  takeResult(login, result);
  return undefined;
}
