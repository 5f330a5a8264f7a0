// Members: login, register, e-mail verification, member tokens (redirect or silent iframe), logout and password reset.
import type { Address } from '../../wire/address.js';
import type { IdentityProfile, Member, RecoverResponse, StateMachineResponse, WebAuthnChallengeData, WireCaptchaToken } from '../../wire/identity.js';
import { IdentityErrorCode } from '../../wire/identity.js';
import type { RedirectSessionResponse } from '../../wire/redirects.js';
import type { TokenSet } from '../../wire/tokens.js';
import type { ToteCore } from '../core/core.js';
import type { FromWire } from '../core/json.js';
import type { ToteError } from '../core/errors.js';
import { ToteError as ToteErrorClass } from '../core/errors.js';
import { REDIRECT_SESSION_PATH } from '../modules/redirects.js';
import type { AuthUrl, AuthUrlOptions, OAuthData, ParsedAuthResponse } from './oauth-flow.js';
import { generateOAuthData, getAuthUrl, getMemberTokens, parseFromUrl } from './oauth-flow.js';
import { loadHiddenFrame, waitForAuthorizationMessage } from './silent-login.js';
import { EMPTY_TOKENS } from './token-grants.js';

/** Why a login or registration failed, for `switch`. */
export type LoginErrorCode = 'invalidEmail' | 'invalidPassword' | 'resetPassword' | 'missingCaptchaToken' | 'invalidCaptchaToken' | 'emailAlreadyExists';

/**
 * Where a login, registration or verification stands: the client login states of SPEC §4.
 *
 * - `SUCCESS`: exchange `data.sessionToken` for member tokens.
 * - `OWNER_APPROVAL_REQUIRED`: the site owner must approve the member first (site setting `requireOwnerApproval`).
 * - `EMAIL_VERIFICATION_REQUIRED`: send the e-mailed code with {@link AuthModule.processVerification}.
 * - `USER_CAPTCHA_REQUIRED`: the store asks for a captcha (`-19971`, after repeated failures): the caller solves one
 *   (the store's ALTCHA challenge at `data.challengeUrl`) and calls again with `captchaTokens`. `errorCode` stays
 *   `missingCaptchaToken`, the name SPEC §8 gives the code.
 * - `FAILURE`: refused; `errorCode` says why when the store said (SPEC §8), `invalidCaptchaToken` included.
 * - `MFA_REQUIRED` (Tote): the member has a second factor (the store's REQUIRE_MFA): answer it with
 *   {@link AuthModule.processMfa}; `data.factors` lists the factor types that may answer, `data.webauthn` the
 *   passkey challenge when the member has one.
 *
 * The other states of SPEC §4 are not results: `INITIAL` is where the pending verification starts before any login
 * (processing it fails with `Unknown _state`), and `SILENT_CAPTCHA_REQUIRED` (a captcha the SDK would solve by itself
 * without the caller) is never answered, because the store's captcha is always the caller's to solve.
 */
export type LoginResult =
  | { loginState: 'SUCCESS'; data: { sessionToken: string } }
  | { loginState: 'OWNER_APPROVAL_REQUIRED' }
  | { loginState: 'EMAIL_VERIFICATION_REQUIRED'; data: { stateToken: string } }
  | { loginState: 'USER_CAPTCHA_REQUIRED'; data: { challengeUrl: string }; error: string; errorCode: 'missingCaptchaToken' }
  | { loginState: 'FAILURE'; error: string; errorCode?: LoginErrorCode }
  | { loginState: 'MFA_REQUIRED'; data: { stateToken: string; factors: MfaFactorType[]; webauthn?: WebAuthnChallengeData } };

/** The second factors a login may be finished with. */
export type MfaFactorType = 'TOTP' | 'RECOVERY_CODE' | 'WEBAUTHN';

/** The answer to a second-factor challenge: a code (TOTP, RECOVERY_CODE) or a passkey's credential JSON (WEBAUTHN). */
export interface MfaAnswer {
  factorType: MfaFactorType;
  code?: string;
  /** `JSON.stringify` of the PublicKeyCredential of `navigator.credentials.get` (WEBAUTHN). */
  credential?: string;
}

/** A result, or `INITIAL` before any login or registration: what processing a verification starts from. */
export type LoginProgress = LoginResult | { loginState: 'INITIAL' };

/** Where the store hands out captcha challenges when its answer names none. */
const CAPTCHA_CHALLENGE_PATH = '/_api/iam/captcha/v1/challenge';

/** Captcha tokens of a login or registration (the store asks for one after repeated failures). */
export interface CaptchaTokens {
  /** The solved ALTCHA payload of the store's own captcha (GET /_api/iam/captcha/challenge). */
  altcha?: string;
  recaptchaToken?: string;
  invisibleRecaptchaToken?: string;
}

/** Login with e-mail and password. */
export interface LoginParams {
  email: string;
  password: string;
  captchaTokens?: CaptchaTokens;
}

/** A profile as register takes it: addresses in SDK naming. */
export type RegisterProfile = Omit<IdentityProfile, 'addresses'> & {
  addresses?: { address: Address; tag?: NonNullable<IdentityProfile['addresses']>[number]['tag'] }[];
};

/** Registration with e-mail, password and an optional profile. */
export interface RegisterParams extends LoginParams {
  profile?: RegisterProfile;
}

/** Options of {@link AuthModule.getMemberTokensForDirectLogin}. */
export interface DirectLoginOptions {
  /** Milliseconds before `OAuth flow timed out` (browsers). @default 120000 */
  timeoutMs?: number;
  /**
   * Outside a browser (no `document`): a redirect URI registered for the client; the code is read from the
   * store's redirect instead of an iframe message. Required there, unused in browsers.
   */
  redirectUri?: string;
}

/** Visitors and members of a client. */
export interface AuthModule {
  /** Logs in; on SUCCESS exchange `data.sessionToken` for member tokens ({@link getMemberTokensForDirectLogin}). */
  login(params: LoginParams): Promise<LoginResult>;
  /** Registers a member; SUCCESS, or a wait for the owner's approval or the e-mailed code. */
  register(params: RegisterParams): Promise<LoginResult>;
  /** Sends the e-mailed code of the last EMAIL_VERIFICATION_REQUIRED answer (or of `state`); without one, FAILURE `Unknown _state`. */
  processVerification(input: { verificationCode?: string; code?: string }, state?: LoginProgress): Promise<LoginResult>;
  /** Answers the second factor of the last MFA_REQUIRED result (or of `state`); without one, FAILURE `Unknown _state`. */
  processMfa(answer: MfaAnswer, state?: LoginProgress): Promise<LoginResult>;
  /** State, PKCE verifier and challenge for a redirect login (keep it until the user comes back). */
  generateOAuthData(redirectUri: string, originalUri?: string): Promise<OAuthData>;
  /** The hosted login URL, through an auth redirect session. */
  getAuthUrl(data: OAuthData, options?: AuthUrlOptions): Promise<AuthUrl>;
  /** Code and state from the URL the store redirected to: the fragment by default, or the query string. */
  parseFromUrl(url?: string, responseMode?: 'fragment' | 'query'): ParsedAuthResponse;
  /** Exchanges the code for member tokens after checking the state; store them with `setTokens`. */
  getMemberTokens(code: string | null | undefined, state: string | null | undefined, data: OAuthData): Promise<TokenSet>;
  /** Member tokens for a login's session token: a hidden iframe in browsers, the store's redirect elsewhere; store them with `setTokens`. */
  getMemberTokensForDirectLogin(sessionToken: string, options?: DirectLoginOptions): Promise<TokenSet>;
  /** True when the stored refresh token is a member's. */
  loggedIn(): Promise<boolean>;
  /** Forgets both tokens and returns the hosted logout URL (which then sends the user to `postFlowUrl`). */
  logout(postFlowUrl?: string): Promise<{ logoutUrl: string }>;
  /** Sends the password-reset e-mail; its link leads back to `redirectUri`. */
  sendPasswordResetEmail(email: string, redirectUri?: string): Promise<void>;
  /** Sets a new password with the token of the password-reset e-mail. */
  recover(recoveryToken: string, password: string): Promise<FromWire<RecoverResponse>>;
  /**
   * Changes the logged-in member's password; with `currentPassword` the store checks it first (a wrong one is refused
   * with `-19976`). The store then ends every session of the member, this client's too: to stay signed in, `login`
   * with the new password and store the member tokens of {@link getMemberTokensForDirectLogin}.
   */
  changePassword(newPassword: string, currentPassword?: string): Promise<void>;
  /** E-mails a new code for the pending EMAIL_VERIFICATION_REQUIRED answer (or `state`). */
  resendVerificationCode(state?: LoginProgress): Promise<void>;
  /** The logged-in member (a visitor gets a 403 application error). */
  getCurrentMember(): Promise<FromWire<Member>>;
  /** The stored token set. */
  getTokens(): Promise<TokenSet>;
  /** Stores a token set (member tokens after login, or a session restored from elsewhere). */
  setTokens(tokens: TokenSet): Promise<void>;
}

const AUTHENTICATION = '/_api/iam/authentication/v2';

function captcha(tokens: CaptchaTokens | undefined): { captchaTokens?: WireCaptchaToken[] } {
  return tokens
    ? { captchaTokens: [{ altcha: tokens.altcha, Recaptcha: tokens.recaptchaToken, InvisibleRecaptcha: tokens.invisibleRecaptchaToken } as WireCaptchaToken] }
    : {};
}

/** The auth module of a client. */
export function authModule(core: ToteCore): AuthModule {
  const { http, tokens } = core;
  // Application codes of login and register (API.md), by the error code each one becomes.
  const codes: Record<string, LoginErrorCode> = {
    [IdentityErrorCode.MISSING_CAPTCHA]: 'missingCaptchaToken',
    [IdentityErrorCode.INVALID_CAPTCHA]: 'invalidCaptchaToken',
    [IdentityErrorCode.INVALID_PASSWORD]: 'invalidPassword',
    [IdentityErrorCode.RESET_PASSWORD]: 'resetPassword',
    [IdentityErrorCode.EMAIL_EXISTS]: 'emailAlreadyExists',
  };
  // SPEC §4: INITIAL until a login or registration waits for the e-mailed code.
  let pending: LoginProgress = { loginState: 'INITIAL' };

  // SPEC §4: SUCCESS holds a session token; REQUIRE_EMAIL_VERIFICATION keeps the state token; anything else fails.
  const handleState = (answer: StateMachineResponse): LoginResult => {
    if (answer.state === 'SUCCESS') return { loginState: 'SUCCESS', data: { sessionToken: answer.sessionToken ?? '' } };
    if (answer.state === 'REQUIRE_OWNER_APPROVAL') return { loginState: 'OWNER_APPROVAL_REQUIRED' };
    if (answer.state === 'REQUIRE_EMAIL_VERIFICATION')
      return (pending = { loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: answer.stateToken ?? '' } });
    if (answer.state === 'REQUIRE_MFA') {
      const challenge = answer.mfaChallengeData;
      const factors = (challenge?.availableFactors ?? [])
        .map((f) => f.factorType)
        .filter((f): f is MfaFactorType => f === 'TOTP' || f === 'RECOVERY_CODE' || f === 'WEBAUTHN');
      const webauthn = challenge?.verificationChallengeData?.webauthnData;
      return (pending = { loginState: 'MFA_REQUIRED', data: { stateToken: answer.stateToken ?? '', factors, ...(webauthn ? { webauthn } : {}) } });
    }
    return { loginState: 'FAILURE', error: 'Unknown _state' };
  };

  // SPEC §8: register knows an invalid e-mail (a field violation of type EMAIL), the captcha codes and an existing e-mail;
  // login knows the captcha codes, a wrong password and a required reset, and reads anything else as an unknown e-mail.
  // A missing captcha is no failure but the state that asks for one (SPEC §4 USER_CAPTCHA_REQUIRED).
  // Failures of the system (network, 5xx) are thrown: they say nothing about the credentials.
  const failure = (error: unknown, flow: 'login' | 'register' | 'verify'): LoginResult => {
    const e = error as ToteError;
    if (!(e instanceof ToteErrorClass) || e.kind === 'system') throw error;
    if (flow === 'verify') return { loginState: 'FAILURE', error: e.message };
    const email = flow === 'register' && e.details.validationError?.fieldViolations.find((v) => v.data?.type === 'EMAIL');
    if (email) return { loginState: 'FAILURE', error: email.description, errorCode: 'invalidEmail' };
    const application = e.details.applicationError;
    const code = codes[application?.code ?? ''];
    if (code === 'missingCaptchaToken') {
      const challengeUrl = typeof application?.data?.challengeUrl === 'string' ? application.data.challengeUrl : CAPTCHA_CHALLENGE_PATH;
      return { loginState: 'USER_CAPTCHA_REQUIRED', data: { challengeUrl }, error: e.message, errorCode: code };
    }
    const known = flow === 'register' ? ['invalidCaptchaToken', 'emailAlreadyExists'] : ['invalidCaptchaToken', 'invalidPassword', 'resetPassword'];
    const errorCode = code && known.includes(code) ? code : flow === 'login' ? 'invalidEmail' : undefined;
    return { loginState: 'FAILURE', error: e.message, ...(errorCode ? { errorCode } : {}) };
  };

  const session = async (body: unknown) => (await http.request<RedirectSessionResponse>({ method: 'POST', path: REDIRECT_SESSION_PATH, body })).redirectSession;

  return {
    async login({ email, password, captchaTokens }) {
      try {
        return handleState(
          await http.request<StateMachineResponse>({
            method: 'POST',
            path: `${AUTHENTICATION}/login`,
            body: { loginId: { email }, password, ...captcha(captchaTokens) },
          }),
        );
      } catch (error) {
        return failure(error, 'login');
      }
    },
    async register({ email, password, profile, captchaTokens }) {
      try {
        return handleState(
          await http.request<StateMachineResponse>({
            method: 'POST',
            path: `${AUTHENTICATION}/register`,
            body: { loginId: { email }, password, ...(profile ? { profile } : {}), ...captcha(captchaTokens) },
          }),
        );
      } catch (error) {
        return failure(error, 'register');
      }
    },
    async processVerification(input, state = pending) {
      if (state.loginState !== 'EMAIL_VERIFICATION_REQUIRED') return { loginState: 'FAILURE', error: 'Unknown _state' };
      const code = input.verificationCode ?? input.code;
      try {
        return handleState(
          await http.request<StateMachineResponse>({
            method: 'POST',
            path: '/_api/iam/verification/v1/auth/verify',
            body: { code, stateToken: state.data.stateToken },
          }),
        );
      } catch (error) {
        return failure(error, 'verify');
      }
    },
    async processMfa(input, state = pending) {
      if (state.loginState !== 'MFA_REQUIRED') return { loginState: 'FAILURE', error: 'Unknown _state' };
      const data =
        input.factorType === 'WEBAUTHN'
          ? { webauthnData: { challengeId: state.data.webauthn?.challengeId, credential: input.credential } }
          : { [input.factorType === 'TOTP' ? 'totpData' : 'recoveryCodeData']: { code: input.code } };
      try {
        return handleState(
          await http.request<StateMachineResponse>({
            method: 'POST',
            path: `${AUTHENTICATION}/${input.factorType.toLowerCase()}/verify`,
            body: { stateToken: state.data.stateToken, ...data },
          }),
        );
      } catch (error) {
        return failure(error, 'verify');
      }
    },
    generateOAuthData,
    getAuthUrl: (data, options) => getAuthUrl(core, data, options),
    parseFromUrl,
    getMemberTokens: (code, state, data) => getMemberTokens(core, code, state, data),
    async getMemberTokensForDirectLogin(sessionToken, options = {}) {
      const failed = (details: { error?: string | null; error_description?: string | null; status?: number }) =>
        new ToteErrorClass('TOKEN_ERROR', 'Failed to get member tokens', {
          ...(details.status ? { status: details.status } : {}),
          details: {
            applicationError: {
              code: details.error ?? 'NO_CODE',
              description: details.error_description ?? details.error ?? 'The store answered without a code',
              data: {},
            },
          },
        });
      if (typeof document === 'undefined') {
        // No iframe outside a browser: ask for the code in the query of a redirect to a registered URI, and read the redirect.
        const data = await generateOAuthData(options.redirectUri ?? '');
        const { authUrl } = await getAuthUrl(core, data, { prompt: 'none', responseMode: 'query', sessionToken });
        const response = await core.fetch(authUrl, { redirect: 'manual' });
        const location = response.headers.get('location');
        const answer = location ? parseFromUrl(new URL(location, authUrl).href, 'query') : undefined;
        if (!answer || answer.error) throw failed({ error: answer?.error, error_description: answer?.errorDescription, status: response.status });
        return getMemberTokens(core, answer.code, answer.state, data);
      }
      const data = await generateOAuthData('');
      const { authUrl } = await getAuthUrl(core, data, { prompt: 'none', responseMode: 'web_message', sessionToken });
      // The page in the frame posts the answer: only its origin (the authorize URL's) is listened to.
      const answer = waitForAuthorizationMessage({ target: window, origin: new URL(authUrl).origin, state: data.state, timeoutMs: options.timeoutMs });
      const frame = loadHiddenFrame(authUrl);
      try {
        const message = await answer;
        if (message.error) throw failed(message);
        return await getMemberTokens(core, message.code, message.state, data);
      } finally {
        frame.remove();
      }
    },
    loggedIn: async () => (await tokens.getTokens()).refreshToken.role === 'member',
    async logout(postFlowUrl) {
      try {
        const redirect = await session({ logout: { clientId: core.options.clientId }, ...(postFlowUrl ? { callbacks: { postFlowUrl } } : {}) });
        return { logoutUrl: redirect.fullUrl };
      } finally {
        // The user asked to leave: the tokens go even when the logout page cannot be reached.
        await tokens.setTokens(EMPTY_TOKENS);
      }
    },
    async sendPasswordResetEmail(email, redirectUri) {
      await http.request({
        method: 'POST',
        path: '/_api/iam/recovery/v1/send-email',
        body: { email, ...(redirectUri ? { redirect: { url: redirectUri, clientId: core.options.clientId } } : {}) },
      });
    },
    recover: (recoveryToken, password) => http.request({ method: 'POST', path: '/_api/iam/recovery/v1/recover', body: { recoveryToken, password } }),
    async changePassword(newPassword, currentPassword) {
      await http.request({
        method: 'POST',
        path: `${AUTHENTICATION}/change-password`,
        body: { newPassword, ...(currentPassword !== undefined ? { currentPassword } : {}) },
      });
    },
    async resendVerificationCode(state = pending) {
      if (state.loginState !== 'EMAIL_VERIFICATION_REQUIRED') throw new ToteErrorClass('INVALID_STATE', 'Unknown _state');
      await http.request({ method: 'POST', path: '/_api/iam/verification/v1/auth/resend', body: { stateToken: state.data.stateToken } });
    },
    getCurrentMember: async () => (await http.request<{ member: FromWire<Member> }>({ method: 'GET', path: '/members/v1/members/my' })).member,
    getTokens: tokens.getTokens,
    setTokens: tokens.setTokens,
  };
}
