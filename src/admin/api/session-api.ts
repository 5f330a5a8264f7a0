// Staff sign-in: POST, GET and DELETE /tote/v1/admin/session (the HttpOnly cookie is the browser's; the CSRF token is ours).
import { ADMIN_SESSION_PATH, type AdminErrorCode, type AdminSessionResponse, type SignInRequest } from '../../wire/admin.js';
import { adminHttp } from './admin-client.js';

export type { AdminSessionResponse, AdminStaff, SignInRequest } from '../../wire/admin.js';

/** Codes a sign-in is refused with (401, or 429 for the last). */
export type SignInErrorCode = Extract<AdminErrorCode, 'INVALID_CREDENTIALS' | 'TOTP_REQUIRED' | 'INVALID_TOTP' | 'TOO_MANY_ATTEMPTS'>;

/** Signs in; the store sets the session cookie. */
export function createSession(input: SignInRequest): Promise<AdminSessionResponse> {
  return adminHttp().request<AdminSessionResponse>({ method: 'POST', path: ADMIN_SESSION_PATH, body: input, auth: false });
}

/** The current session (from the cookie), or undefined when there is none (401). */
export async function readSession(): Promise<AdminSessionResponse | undefined> {
  try {
    return await adminHttp().request<AdminSessionResponse>({ method: 'GET', path: ADMIN_SESSION_PATH, auth: false });
  } catch (error) {
    if ((error as { status?: number }).status === 401) return undefined;
    throw error;
  }
}

/** Ends the session (the store clears the cookie). */
export async function deleteSession(): Promise<void> {
  await adminHttp().request<unknown>({ method: 'DELETE', path: ADMIN_SESSION_PATH, auth: false });
}
