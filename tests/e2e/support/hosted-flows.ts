// Steps of the hosted-page browser tests: store calls from Node (members, mail, captcha), the SDK on the demo origin, axe and phone checks.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Page } from 'playwright-core';
import { createClient } from '../../../src/sdk/client.js';
import { REPO_ROOT } from '../../../src/server/widget-files/build-state.js';
import { serveTestPage } from './test-pages.js';

/** A JSON call to the store from Node; throws on anything but 200. */
export async function storeCall<T = Record<string, unknown>>(
  storeUrl: string,
  pathname: string,
  options: { method?: string; token?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(`${storeUrl}${pathname}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: { ...(options.body === undefined ? {} : { 'content-type': 'application/json' }), ...(options.token ? { authorization: options.token } : {}) },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${pathname} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** A fresh visitor's access token of the demo client. */
export async function visitorToken(storeUrl: string): Promise<string> {
  return (await storeCall<{ access_token: string }>(storeUrl, '/oauth2/token', { body: { clientId: 'demo', grantType: 'anonymous' } })).access_token;
}

/** A solved ALTCHA payload of the store (Node's SHA-256). */
export async function solvedCaptcha(storeUrl: string): Promise<string> {
  const challenge = await storeCall<Challenge>(storeUrl, '/_api/iam/captcha/v1/challenge');
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Mails the store wrote to an address, newest first (the development outbox). */
export async function mailsTo(storeUrl: string, email: string): Promise<{ subject: string; text: string }[]> {
  return (await storeCall<{ messages: { subject: string; text: string }[] }>(storeUrl, `/_dev/mail/messages?to=${encodeURIComponent(email)}`)).messages;
}

/** Waits for a mail to an address that matches, and returns the match's first group. */
export async function waitForMail(storeUrl: string, email: string, pattern: RegExp, count = 1): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mails = await mailsTo(storeUrl, email);
    const match = mails.length >= count ? pattern.exec(mails[0]!.text) : null;
    if (match) return match[1] ?? match[0];
    if (Date.now() > deadline) throw new Error(`no mail matching ${pattern} reached ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A fresh e-mail address. */
export function freshEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Registers and verifies a member through the API (with a captcha when the store asks); returns the credentials. */
export async function registerMember(
  storeUrl: string,
  options: { email?: string; password?: string; profile?: unknown } = {},
): Promise<{ email: string; password: string }> {
  const email = options.email ?? freshEmail('member');
  const password = options.password ?? 'correct horse battery';
  const token = await visitorToken(storeUrl);
  const body = { loginId: { email }, password, ...(options.profile ? { profile: options.profile } : {}) };
  let response = await fetch(`${storeUrl}/_api/iam/authentication/v2/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) {
    const captcha = await solvedCaptcha(storeUrl);
    response = await fetch(`${storeUrl}/_api/iam/authentication/v2/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({ ...body, captchaTokens: [{ altcha: captcha }] }),
    });
  }
  const answer = (await response.json()) as { state?: string; stateToken?: string; message?: string };
  if (answer.state === 'REQUIRE_EMAIL_VERIFICATION') {
    const code = await waitForMail(storeUrl, email, /\b(\d{6})\b/);
    const verified = await storeCall<{ state: string }>(storeUrl, '/_api/iam/verification/v1/auth/verify', {
      token,
      body: { code, stateToken: answer.stateToken },
    });
    if (verified.state !== 'SUCCESS') throw new Error(`verify ended in ${verified.state}`);
  } else if (answer.state !== 'SUCCESS') throw new Error(`register failed: ${JSON.stringify(answer)}`);
  return { email, password };
}

/** A redirect session of the demo client (made by a visitor, as a shop's server or page would). */
export async function redirectSession(storeUrl: string, body: unknown): Promise<{ id: string; fullUrl: string }> {
  return (
    await storeCall<{ redirectSession: { id: string; fullUrl: string } }>(storeUrl, '/_api/redirects-api/v1/redirect-session', {
      token: await visitorToken(storeUrl),
      body,
    })
  ).redirectSession;
}

/** Serves a page on the demo origin that loads the built SDK as `window.sdk`; returns its URL. */
export async function serveSdkPage(page: Page, demoUrl: string, pathname: string): Promise<string> {
  const code = await readFile(path.join(REPO_ROOT, 'dist/sdk/index.js'), 'utf8');
  await page.route(`${demoUrl}/sdk-under-test.js`, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: code }));
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>shop page</title><link rel="icon" href="data:,"><script type="module">import * as sdk from '/sdk-under-test.js'; window.sdk = sdk; window.sdkReady = true;</script></head><body><h1>Shop</h1></body></html>`;
  return serveTestPage(page, `${demoUrl}${pathname}`, html);
}

/**
 * Loads the built SDK into the demo shop's page the browser is on (a page the store redirected to: request routing
 * does not see redirected navigations, so flows end on the demo shop's real pages). Needs {@link serveSdkPage} first.
 */
export async function loadSdkHere(page: Page): Promise<void> {
  // A string: the test runner would rewrite an `import()` inside a function.
  await page.evaluate("import('/sdk-under-test.js').then((sdk) => { window.sdk = sdk; window.sdkReady = true; })");
}

/** A real page of the demo shop for flows to end on (`/about.html`, with a query that tells flows apart). */
export function shopPage(demoUrl: string, marker: string): string {
  return `${demoUrl}/about.html?after=${marker}`;
}

/** Waits until a page of {@link serveSdkPage} has loaded the SDK. */
export async function sdkReady(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { sdkReady?: boolean }).sdkReady === true);
}

/** Fills the hosted sign-in form and submits it. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Every impact axe-core gives a violation, for pages that must have none at all. */
export const ALL_IMPACTS = ['minor', 'moderate', 'serious', 'critical'] as const;

/** axe-core's violations of the page as it is now (rule id and the elements), of the given impacts: serious and critical unless told. */
export async function seriousViolations(
  page: Page,
  impacts: readonly string[] = ['serious', 'critical'],
): Promise<{ id: string; impact: string; nodes: string[] }[]> {
  const source = await readFile(path.join(REPO_ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
  // A string evaluates through the DevTools protocol, which the page's CSP does not govern (a script tag would be refused).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(source);
  return page.evaluate(async (impacts) => {
    const axe = (
      window as unknown as {
        axe: { run(context: Document, options: unknown): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => impacts.includes(v.impact))
      .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  }, impacts);
}

/**
 * Waits for the page's running CSS transitions of rendered elements (buttons fade to the other scheme's colours; axe would read a
 * colour half-way). Chromium does not run those in a closed `<details>` (they would never finish), and a second is the most it waits.
 */
export async function transitionsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const transitions = document.getAnimations().filter((animation) => {
      const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
      return animation instanceof CSSTransition && target !== null && target.checkVisibility();
    });
    await Promise.race([Promise.allSettled(transitions.map((transition) => transition.finished)), new Promise((resolve) => setTimeout(resolve, 1000))]);
  });
}

/** An axe-core violation and the colour scheme it was found in. */
export type SchemeViolation = { scheme: 'light' | 'dark'; id: string; impact: string; nodes: string[] };

/**
 * axe-core's violations of every impact on the page as it is now, read twice: in the light colour scheme and in the dark one
 * (`prefers-color-scheme` emulated); each violation names the scheme it was found in. The page is left in the light scheme.
 */
export async function violationsLightAndDark(page: Page): Promise<SchemeViolation[]> {
  const found: SchemeViolation[] = [];
  for (const scheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await transitionsDone(page);
    for (const violation of await seriousViolations(page, ALL_IMPACTS)) found.push({ scheme, ...violation });
  }
  return found;
}

/** Sets a 375 px wide phone viewport, saves a screenshot under /tmp/tote-hosted-shots, and returns how far the page overflows sideways. */
export async function phoneCheck(page: Page, name: string): Promise<{ overflow: number; file: string }> {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.waitForTimeout(100);
  const file = `/tmp/tote-hosted-shots/${name}.png`;
  await page.screenshot({ path: file, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  return { overflow, file };
}

/** Records the URLs the page got a 4xx/5xx answer for (expected refusals are filtered by the test). */
export function recordFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  return failures;
}

/** A member's access token, from Node: the SDK's direct login (the code read from the store's redirect to a shop URL). */
export async function memberAccessToken(storeUrl: string, demoUrl: string, email: string, password: string): Promise<string> {
  const tote = createClient({ clientId: 'demo', baseUrl: storeUrl });
  const login = await tote.auth.login({ email, password, captchaTokens: { altcha: await solvedCaptcha(storeUrl) } });
  if (login.loginState !== 'SUCCESS') throw new Error(`login ended in ${login.loginState}`);
  const tokens = await tote.auth.getMemberTokensForDirectLogin(login.data.sessionToken, { redirectUri: `${demoUrl}/about.html` });
  return tokens.accessToken.value;
}
