// The steps of the hosted login shared by its actions: which answers a form shows itself, and captcha when the store asks.
import type { CaptchaTokens, LoginResult } from '../../../../sdk/auth/auth-module.js';
import type { HostedClient } from '../../../core/hosted-client.js';
import { solveStoreCaptcha } from '../../../core/captcha-solver.js';

/** True when the store wants a (fresh) captcha: it asked for one (USER_CAPTCHA_REQUIRED), or refused the one sent. */
export function needsCaptcha(result: LoginResult): boolean {
  return result.loginState === 'USER_CAPTCHA_REQUIRED' || (result.loginState === 'FAILURE' && result.errorCode === 'invalidCaptchaToken');
}

/** A result that stays on the form: a refusal, or a captcha the store still wants after the retry. */
export type FormRefusal = Extract<LoginResult, { loginState: 'FAILURE' | 'USER_CAPTCHA_REQUIRED' }>;

/** True for the results a form shows itself; the others (success, verification, approval) move the flow on. */
export function isRefusal(result: LoginResult): result is FormRefusal {
  return result.loginState === 'FAILURE' || result.loginState === 'USER_CAPTCHA_REQUIRED';
}

/** Remembers that this store asks for captchas, so later attempts solve one first instead of failing once more. */
export interface CaptchaState {
  required: boolean;
}

/**
 * Runs a login or registration; when the store wants a captcha, solves a fresh one (each works once) and tries again.
 * `onChecking` tells the view while the proof of work runs.
 */
export async function withCaptcha(
  client: HostedClient,
  state: CaptchaState,
  attempt: (captcha?: CaptchaTokens) => Promise<LoginResult>,
  onChecking: (checking: boolean) => void,
): Promise<LoginResult> {
  const solve = async () => {
    onChecking(true);
    try {
      return await solveStoreCaptcha(client);
    } finally {
      onChecking(false);
    }
  };
  let result = await attempt(state.required ? await solve() : undefined);
  if (needsCaptcha(result)) {
    state.required = true;
    result = await attempt(await solve());
  }
  return result;
}
