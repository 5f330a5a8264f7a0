// The sign-in modal's calls: login, register, e-mail code, reset e-mail and member tokens, through the SDK's request core and OAuth
// steps (the SDK's auth module is one object, so a bundle takes all of it: the modal needs about half).
import { generateOAuthData, getAuthUrl, getMemberTokens } from '../../../sdk/auth/oauth-flow.js';
import { loadHiddenFrame, waitForAuthorizationMessage } from '../../../sdk/auth/silent-login.js';
import { ToteError } from '../../../sdk/core/errors.js';
import { IdentityErrorCode, type StateMachineResponse } from '../../../wire/identity.js';
import type { TokenSet } from '../../../wire/tokens.js';
import { widgetConfig } from '../../config.js';
import { pageClient } from '../../store/page-client.js';
import { pageUrl, redirectLoginKey } from '../../store/page-url.js';

/** Why a login or registration was refused (API.md: codes of login and register). */
export type Refusal = 'credentials' | 'reset' | 'captcha' | 'exists' | 'email' | 'code' | 'other';

/** Where a sign-in stands after a call (SPEC §4: SUCCESS, REQUIRE_EMAIL_VERIFICATION, REQUIRE_OWNER_APPROVAL, REQUIRE_MFA, or a refusal). */
export type SignInStep =
  | { state: 'SUCCESS'; sessionToken: string }
  | { state: 'VERIFY'; stateToken: string }
  | { state: 'APPROVAL' }
  | { state: 'MFA'; stateToken: string }
  | { state: 'REFUSED'; refusal: Refusal; message: string };

/**
 * How long the store's page in the hidden iframe may stay silent once the frame has loaded before the redirect takes
 * over: the page posts its answer as it loads, so a loaded frame without an answer is a blocked one (the page's CSP,
 * third-party cookies off), which would otherwise wait the SDK's 120 s.
 */
export const FRAME_ANSWER_TIMEOUT_MS = 8_000;

/** The longest the hidden iframe may take at all, for a frame that never finishes loading. */
export const SILENT_LOGIN_TIMEOUT_MS = 20_000;

const REFUSALS: Record<string, Refusal> = {
  [IdentityErrorCode.INVALID_PASSWORD]: 'credentials',
  [IdentityErrorCode.RESET_PASSWORD]: 'reset',
  [IdentityErrorCode.MISSING_CAPTCHA]: 'captcha',
  [IdentityErrorCode.INVALID_CAPTCHA]: 'captcha',
  [IdentityErrorCode.EMAIL_EXISTS]: 'exists',
};

/**
 * Sends one step of a login, a registration or an e-mail verification. Refusals of the store come back as a step
 * (`other` refusals of a login mean an unknown e-mail, SPEC §8); failures of the network or the store are thrown.
 */
export async function signInCall(path: string, body: unknown): Promise<SignInStep> {
  try {
    const answer = await pageClient().core.http.request<StateMachineResponse>({ method: 'POST', path: `/_api/iam/${path}`, body });
    if (answer.state === 'SUCCESS') return { state: 'SUCCESS', sessionToken: answer.sessionToken ?? '' };
    if (answer.state === 'REQUIRE_EMAIL_VERIFICATION') return { state: 'VERIFY', stateToken: answer.stateToken ?? '' };
    if (answer.state === 'REQUIRE_OWNER_APPROVAL') return { state: 'APPROVAL' };
    if (answer.state === 'REQUIRE_MFA') return { state: 'MFA', stateToken: answer.stateToken ?? '' };
    return { state: 'REFUSED', refusal: 'other', message: 'Unknown _state' };
  } catch (error) {
    if (!(error instanceof ToteError) || error.kind === 'system') throw error;
    const email = error.details.validationError?.fieldViolations.some((v) => v.data?.type === 'EMAIL');
    return { state: 'REFUSED', refusal: email ? 'email' : (REFUSALS[error.details.applicationError?.code ?? ''] ?? 'other'), message: error.message };
  }
}

/** Sends the password-reset e-mail; its link leads back to this page. */
export async function sendResetEmail(email: string): Promise<void> {
  await pageClient().core.http.request({
    method: 'POST',
    path: '/_api/iam/recovery/v1/send-email',
    body: { email, redirect: { url: pageUrl(), clientId: widgetConfig().clientId } },
  });
}

/**
 * Member tokens for a login's session token: the store's authorize page in a hidden iframe posts the code back
 * (web_message). Rejects with `TIMEOUT` when the loaded frame stays silent for {@link FRAME_ANSWER_TIMEOUT_MS}.
 */
export async function silentMemberTokens(sessionToken: string): Promise<TokenSet> {
  const { core } = pageClient();
  const data = await generateOAuthData('');
  const { authUrl } = await getAuthUrl(core, data, { prompt: 'none', responseMode: 'web_message', sessionToken });
  // Only the store's origin is heard, and only with this state; a frame that loaded and stays silent ends the wait early.
  const silent = new AbortController();
  let quiet: ReturnType<typeof setTimeout> | undefined;
  const answer = waitForAuthorizationMessage({
    target: window,
    origin: new URL(authUrl).origin,
    state: data.state,
    timeoutMs: SILENT_LOGIN_TIMEOUT_MS,
    signal: silent.signal,
  });
  const frame = loadHiddenFrame(authUrl, document, () => {
    quiet = setTimeout(() => silent.abort(), FRAME_ANSWER_TIMEOUT_MS);
  });
  try {
    const message = await answer;
    if (message.error) throw new ToteError('TOKEN_ERROR', message.error_description ?? message.error);
    return await getMemberTokens(core, message.code, message.state, data);
  } finally {
    clearTimeout(quiet);
    frame.remove();
  }
}

/**
 * Sends the browser to the store's hosted login (the code comes back in this page's fragment), keeping the PKCE data for
 * the way back. With a session token the store answers at once; without one, or when it is used up, the shopper signs in there.
 */
export async function redirectToHostedLogin(sessionToken?: string): Promise<void> {
  const { core } = pageClient();
  const data = await generateOAuthData(pageUrl(), location.href);
  sessionStorage.setItem(redirectLoginKey(widgetConfig().clientId), JSON.stringify(data));
  let url: string;
  try {
    url = (await getAuthUrl(core, data, { prompt: 'login', ...(sessionToken ? { sessionToken } : {}) })).authUrl;
  } catch (error) {
    // The session token went in the iframe's attempt: the hosted page asks for the password again.
    if (!sessionToken) throw error;
    url = (await getAuthUrl(core, data, { prompt: 'login' })).authUrl;
  }
  location.assign(url);
}

/** Member tokens for a session token: the hidden iframe, or (blocked, timed out) the hosted login by redirect, then undefined. */
export async function memberTokens(sessionToken: string): Promise<TokenSet | undefined> {
  try {
    return await silentMemberTokens(sessionToken);
  } catch {
    // Blocked or silent iframe (third-party cookies off, a strict frame policy, a timeout): the redirect works everywhere.
    await redirectToHostedLogin(sessionToken);
    return undefined;
  }
}
