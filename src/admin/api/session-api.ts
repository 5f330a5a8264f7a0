// Staff sign-in: POST, GET and DELETE /tote/v1/admin/session (the HttpOnly cookie is the browser's; the CSRF token is ours).
import { adminHttp } from './admin-client.js';

/** Path of the staff session. */
export const SESSION_PATH = '/tote/v1/admin/session';

/** What a staff member may do: the owner everything; staff orders, products and stock. */
export type StaffRole = 'owner' | 'staff';

/** The signed-in staff member. */
export interface StaffView {
  id: string;
  email: string;
  role: StaffRole;
  siteId: string;
  totpEnabled: boolean;
}

/** The answer of a sign-in or a session read. */
export interface AdminSession {
  staff: StaffView;
  /** Sent back in `X-Tote-CSRF` on every write. */
  csrfToken: string;
}

/** Codes a sign-in is refused with (401, or 429 for the last). */
export type SignInErrorCode = 'INVALID_CREDENTIALS' | 'TOTP_REQUIRED' | 'INVALID_TOTP' | 'TOO_MANY_ATTEMPTS';

/** What the sign-in form sends. */
export interface SignInInput {
  email: string;
  password: string;
  /** The authenticator code, once the server asked for it (TOTP_REQUIRED). */
  totpCode?: string;
}

/** Signs in; the store sets the session cookie. */
export function createSession(input: SignInInput): Promise<AdminSession> {
  return adminHttp().request<AdminSession>({ method: 'POST', path: SESSION_PATH, body: input, auth: false });
}

/** The current session (from the cookie), or undefined when there is none (401). */
export async function readSession(): Promise<AdminSession | undefined> {
  try {
    return await adminHttp().request<AdminSession>({ method: 'GET', path: SESSION_PATH, auth: false });
  } catch (error) {
    if ((error as { status?: number }).status === 401) return undefined;
    throw error;
  }
}

/** Ends the session (the store clears the cookie). */
export async function deleteSession(): Promise<void> {
  await adminHttp().request<unknown>({ method: 'DELETE', path: SESSION_PATH, auth: false });
}
