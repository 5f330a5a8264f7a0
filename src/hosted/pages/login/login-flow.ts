// The steps of the hosted login shared by its views: captcha when the store asks, and the hand-over to the waiting flow.
import type { CaptchaTokens, LoginResult } from '../../../sdk/auth/auth-module.js';
import type { HostedClient } from '../../core/hosted-client.js';
import { solveStoreCaptcha } from '../../core/captcha-solver.js';
import { startHostedSession } from '../../core/hosted-session.js';
import { continuePath, navigateTo } from '../../core/navigation.js';

/** True when the store refused for want of a (fresh) captcha. */
export function needsCaptcha(result: LoginResult): boolean {
  return result.loginState === 'FAILURE' && (result.errorCode === 'missingCaptchaToken' || result.errorCode === 'invalidCaptchaToken');
}

/** Remembers that this store asks for captchas, so later attempts solve one first instead of failing once more. */
export interface CaptchaState {
  required: boolean;
}

/**
 * Runs a login or registration; when the store wants a captcha, solves a fresh one (each works once) and tries again.
 * `onChecking` tells the view while the proof of work runs.
 */
export async function withCaptcha(client: HostedClient, state: CaptchaState, attempt: (captcha?: CaptchaTokens) => Promise<LoginResult>, onChecking: (checking: boolean) => void): Promise<LoginResult> {
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

/** Trades the login's session token for the hosted session and continues the redirect session (code to the shop, or the page after login). */
export async function finishLogin(client: HostedClient, sessionId: string, sessionToken: string): Promise<void> {
  await startHostedSession(client, sessionToken);
  navigateTo(continuePath(sessionId), { replace: true });
}
