// The signed-in account's own security: POST /tote/v1/admin/password and the TOTP second factor (enroll, confirm, turn off).
import { ADMIN_PASSWORD_PATH, ADMIN_TOTP_PATH, type AdminErrorCode, type ChangePasswordRequest, type TotpEnrollResponse } from '../../wire/admin.js';
import { adminHttp } from './admin-client.js';

export type { ChangePasswordRequest, TotpEnrollResponse } from '../../wire/admin.js';

/** Codes the account's own calls are refused with (besides field violations). */
export type AccountErrorCode = Extract<AdminErrorCode, 'WRONG_CURRENT_PASSWORD' | 'INVALID_TOTP' | 'TOTP_NOT_ENROLLED' | 'TOTP_NOT_ENABLED'>;

/** Changes the signed-in account's password; the store ends its other sessions (this one keeps its cookie). */
export async function changePassword(input: ChangePasswordRequest): Promise<void> {
  await adminHttp().request({ method: 'POST', path: ADMIN_PASSWORD_PATH, body: input });
}

/** Starts TOTP: a new secret, pending until {@link confirmTotp} proves the app has it. */
export function enrollTotp(): Promise<TotpEnrollResponse> {
  return adminHttp().request<TotpEnrollResponse>({ method: 'POST', path: `${ADMIN_TOTP_PATH}/enroll`, body: {} });
}

/** Turns TOTP on with a first code of the pending secret. */
export async function confirmTotp(code: string): Promise<void> {
  await adminHttp().request({ method: 'POST', path: `${ADMIN_TOTP_PATH}/confirm`, body: { code } });
}

/** Turns TOTP off with a current code. */
export async function disableTotp(code: string): Promise<void> {
  await adminHttp().deleteWithBody(ADMIN_TOTP_PATH, { code });
}
