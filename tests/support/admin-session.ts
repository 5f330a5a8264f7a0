// Dashboard sign-in for tests: staff accounts made directly, then signed in over HTTP, with the cookie and CSRF token to send.
import type { LightMyRequestResponse } from 'fastify';
import { ADMIN_CSRF_HEADER, ADMIN_SESSION_COOKIE, ADMIN_SESSION_PATH } from '../../src/wire/admin.js';
import { createStaffAccount } from '../../src/server/site/staff-accounts.js';
import { DEMO_SITE_ID } from '../../src/server/seed/demo-site.js';
import type { TestApp } from './test-app.js';

/** A signed-in dashboard session: send `headers` (cookie, CSRF header) on its calls. */
export interface AdminSession {
  staffId: string;
  cookie: string;
  csrfToken: string;
  /** The cookie and the CSRF header. */
  headers: Record<string, string>;
  /** The cookie only (what a forged cross-site write would carry, at best). */
  cookieOnly: Record<string, string>;
  /** Every cookie the sign-in set (session and known browser), as a Cookie header. */
  allCookies: string;
}

/** The `name=value` pairs of a response's Set-Cookie headers. */
export function setCookies(response: LightMyRequestResponse): Record<string, { value: string; attributes: string }> {
  const header = response.headers['set-cookie'];
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
  const cookies: Record<string, { value: string; attributes: string }> = {};
  for (const line of lines) {
    const [pair = '', ...attributes] = line.split(';');
    const at = pair.indexOf('=');
    cookies[pair.slice(0, at).trim()] = { value: pair.slice(at + 1), attributes: attributes.join(';').trim() };
  }
  return cookies;
}

/** Makes a staff account of the demo site (unless the e-mail has one). */
export async function makeStaff(t: TestApp, email: string, password: string, role: 'owner' | 'staff' = 'owner'): Promise<string> {
  return (await createStaffAccount(t.handle.db, DEMO_SITE_ID, { email, password, role })).id;
}

/** The session of a successful sign-in answer. */
export function sessionOf(response: LightMyRequestResponse): AdminSession {
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookies = setCookies(response);
  const token = cookies[ADMIN_SESSION_COOKIE]?.value;
  if (!token) throw new Error('no session cookie');
  const body = response.json() as { staff: { id: string }; csrfToken: string };
  const cookie = `${ADMIN_SESSION_COOKIE}=${token}`;
  return {
    staffId: body.staff.id,
    cookie,
    csrfToken: body.csrfToken,
    headers: { cookie, [ADMIN_CSRF_HEADER]: body.csrfToken },
    cookieOnly: { cookie },
    allCookies: Object.entries(cookies)
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; '),
  };
}

/** Signs in over HTTP; throws unless it succeeds. */
export async function signIn(
  t: TestApp,
  email: string,
  password: string,
  extra: { totpCode?: string; headers?: Record<string, string> } = {},
): Promise<AdminSession> {
  const response = await t.call('POST', ADMIN_SESSION_PATH, {
    body: { email, password, ...(extra.totpCode ? { totpCode: extra.totpCode } : {}) },
    ...(extra.headers ? { headers: extra.headers } : {}),
  });
  return sessionOf(response);
}
