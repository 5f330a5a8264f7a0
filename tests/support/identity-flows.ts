// Steps of member flows against the real app: calls from a chosen address, codes read from the outbox, PKCE, captcha solving, member tokens.
import { createHash, randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { sql } from 'kysely';
import { listOutbox } from '../../src/server/mail/outbox.js';
import { DEMO_CLIENT_ID, DEMO_SITE_ID } from '../../src/server/seed/demo-site.js';
import type { TestApp } from './test-app.js';

/** The demo shop's origin (registered for the demo client). */
export const SHOP_ORIGIN = 'http://localhost:8788';
/** A redirect URI on the demo shop's origin. */
export const SHOP_CALLBACK = `${SHOP_ORIGIN}/callback`;

let addressCounter = 0;
/** A fresh client address, so rate limits of one test do not touch another. */
export function freshIp(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/** A fresh e-mail address. */
export function freshEmail(prefix = 'member'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

/** Options of {@link callFrom}. */
export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The client's address. @default 127.0.0.1 */
  ip?: string;
}

/** Calls the app from an address of choice (the address rate limits count by). */
export function callFrom(t: TestApp, method: string, url: string, options: CallOptions = {}): Promise<LightMyRequestResponse> {
  const { token, body, headers = {}, ip } = options;
  return t.app.inject({
    method: method as 'GET',
    url,
    ...(ip ? { remoteAddress: ip } : {}),
    headers: { ...(token ? { authorization: token } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
}

/** A PKCE verifier and its S256 challenge (RFC 7636). */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** A random OAuth state. */
export function newState(): string {
  return randomBytes(16).toString('base64url');
}

/** Merges settings into the demo site's settings. */
export async function setSiteSettings(t: TestApp, settings: Record<string, unknown>): Promise<void> {
  await t.ctx.db
    .updateTable('sites')
    .set({ settings: sql`settings || ${JSON.stringify(settings)}::jsonb` as never })
    .where('id', '=', DEMO_SITE_ID)
    .execute();
}

/** The newest 6-digit code e-mailed to an address (read from the outbox). */
export async function latestCode(t: TestApp, email: string): Promise<string> {
  const [mail] = await listOutbox(t.ctx.db, { to: email, limit: 1 });
  const code = mail?.text_body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code was mailed to ${email}`);
  return code;
}

/** The newest link e-mailed to an address. */
export async function latestLink(t: TestApp, email: string): Promise<string> {
  const [mail] = await listOutbox(t.ctx.db, { to: email, limit: 1 });
  const link = mail?.text_body.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link was mailed to ${email}`);
  return link;
}

/** A solved ALTCHA payload, as the widget would send it. */
export async function solveCaptcha(t: TestApp): Promise<string> {
  const response = await callFrom(t, 'GET', '/_api/iam/captcha/v1/challenge');
  const challenge = response.json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Registers a member (and confirms the e-mail when the site asks for it); returns the session token of the SUCCESS. */
export async function registerMember(
  t: TestApp,
  options: { email?: string; password?: string; visitorToken?: string; profile?: unknown } = {},
): Promise<{ email: string; password: string; visitorToken: string; sessionToken: string; identityId: string }> {
  const email = options.email ?? freshEmail();
  const password = options.password ?? 'correct horse battery';
  const visitorToken = options.visitorToken ?? (await t.visitorToken());
  const ip = freshIp();
  let response = await callFrom(t, 'POST', '/_api/iam/authentication/v2/register', {
    token: visitorToken,
    ip,
    body: { loginId: { email }, password, ...(options.profile ? { profile: options.profile } : {}) },
  });
  if (response.statusCode !== 200) throw new Error(`register failed: ${response.body}`);
  let body = response.json();
  if (body.state === 'REQUIRE_EMAIL_VERIFICATION') {
    response = await callFrom(t, 'POST', '/_api/iam/verification/v1/auth/verify', {
      token: visitorToken,
      ip,
      body: { code: await latestCode(t, email), stateToken: body.stateToken },
    });
    if (response.statusCode !== 200) throw new Error(`verify failed: ${response.body}`);
    body = response.json();
  }
  if (body.state !== 'SUCCESS') throw new Error(`register ended in ${body.state}`);
  return { email, password, visitorToken, sessionToken: body.sessionToken, identityId: body.identity.id };
}

/** Logs in; returns the answer's body (SUCCESS or another state) and the status. */
export async function loginAs(
  t: TestApp,
  email: string,
  password: string,
  options: { visitorToken?: string; ip?: string; captcha?: string } = {},
): Promise<LightMyRequestResponse> {
  const token = options.visitorToken ?? (await t.visitorToken());
  return callFrom(t, 'POST', '/_api/iam/authentication/v2/login', {
    token,
    ip: options.ip ?? freshIp(),
    body: { loginId: { email }, password, ...(options.captcha ? { captchaTokens: [{ Recaptcha: options.captcha }] } : {}) },
  });
}

/** Creates an auth redirect session; returns its full URL (and the PKCE data to finish with). */
export async function authSession(
  t: TestApp,
  visitorToken: string,
  options: { prompt?: string; responseMode?: string; redirectUri?: string | null; sessionToken?: string; origin?: string } = {},
): Promise<{ fullUrl: string; state: string; verifier: string; redirectUri: string | undefined; response: LightMyRequestResponse }> {
  const { verifier, challenge } = pkcePair();
  const state = newState();
  const redirectUri = options.redirectUri === null ? undefined : (options.redirectUri ?? SHOP_CALLBACK);
  const response = await callFrom(t, 'POST', '/_api/redirects-api/v1/redirect-session', {
    token: visitorToken,
    headers: { origin: options.origin ?? SHOP_ORIGIN },
    body: {
      auth: {
        authRequest: {
          clientId: DEMO_CLIENT_ID,
          ...(redirectUri ? { redirectUri } : {}),
          codeChallenge: challenge,
          codeChallengeMethod: 'S256',
          responseMode: options.responseMode ?? 'query',
          responseType: 'code',
          scope: 'offline_access',
          state,
          ...(options.sessionToken ? { sessionToken: options.sessionToken } : {}),
        },
        prompt: options.prompt ?? 'none',
      },
    },
  });
  const fullUrl = response.statusCode === 200 ? (response.json().redirectSession.fullUrl as string) : '';
  return { fullUrl, state, verifier, redirectUri, response };
}

/** The path and query of an absolute store URL, for `inject`. */
export function pathOf(url: string): string {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
}

/** Code and state (or error) of a redirect to the shop, read from the query or the fragment. */
export function answerOf(location: string, mode: 'query' | 'fragment' = 'query'): Record<string, string> {
  const url = new URL(location);
  return Object.fromEntries(mode === 'query' ? url.searchParams : new URLSearchParams(url.hash.slice(1)));
}

/** Exchanges a code for tokens. */
export function exchangeCode(t: TestApp, code: string, verifier: string, redirectUri: string | undefined): Promise<LightMyRequestResponse> {
  return callFrom(t, 'POST', '/oauth2/token', {
    body: { clientId: DEMO_CLIENT_ID, grantType: 'authorization_code', code, codeVerifier: verifier, ...(redirectUri ? { redirectUri } : {}) },
  });
}

/** Member tokens for a session token: silent authorize (prompt none, query mode) and the code exchange. */
export async function memberTokensFor(
  t: TestApp,
  visitorToken: string,
  sessionToken: string,
): Promise<{ access_token: string; refresh_token: string; expires_in: number }> {
  const flow = await authSession(t, visitorToken, { sessionToken });
  if (!flow.fullUrl) throw new Error(`redirect session failed: ${flow.response.body}`);
  const authorize = await callFrom(t, 'GET', pathOf(flow.fullUrl));
  if (authorize.statusCode !== 302) throw new Error(`authorize answered ${authorize.statusCode}: ${authorize.body}`);
  const answer = answerOf(String(authorize.headers.location));
  if (!answer.code || answer.state !== flow.state) throw new Error(`authorize answered ${authorize.headers.location}`);
  const tokens = await exchangeCode(t, answer.code, flow.verifier, flow.redirectUri);
  if (tokens.statusCode !== 200) throw new Error(`token exchange failed: ${tokens.body}`);
  return tokens.json();
}
