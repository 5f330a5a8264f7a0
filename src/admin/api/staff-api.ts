// The owner's staff calls: list accounts and pending invitations, invite (again), withdraw an invitation, remove an account; and accepting an invitation.
import {
  ADMIN_ACCEPT_PATH,
  ADMIN_INVITATIONS_PATH,
  ADMIN_STAFF_PATH,
  type AdminErrorCode,
  type AdminSessionResponse,
  type InviteStaffRequest,
  type InviteStaffResponse,
  type StaffInvitation,
  type StaffListResponse,
} from '../../wire/admin.js';
import { adminHttp } from './admin-client.js';

export type { InviteStaffRequest, StaffInvitation, StaffListResponse, StaffMember, StaffRole } from '../../wire/admin.js';

/** Codes the staff calls are refused with (besides field violations and OWNER_ONLY). */
export type StaffErrorCode = Extract<AdminErrorCode, 'LAST_OWNER' | 'STAFF_NOT_FOUND' | 'INVITATION_NOT_FOUND' | 'INVALID_INVITATION'>;

/** The site's staff accounts and pending invitations, oldest first. */
export function listStaff(): Promise<StaffListResponse> {
  return adminHttp().request<StaffListResponse>({ method: 'GET', path: ADMIN_STAFF_PATH });
}

/** E-mails an invitation; an earlier pending one of the same address is withdrawn (so this also sends one again). */
export async function inviteStaff(input: InviteStaffRequest): Promise<StaffInvitation> {
  return (await adminHttp().request<InviteStaffResponse>({ method: 'POST', path: ADMIN_INVITATIONS_PATH, body: input })).invitation;
}

/** Withdraws a pending invitation (its link stops working). */
export async function revokeInvitation(id: string): Promise<void> {
  await adminHttp().request({ method: 'DELETE', path: `${ADMIN_INVITATIONS_PATH}/${encodeURIComponent(id)}` });
}

/** Removes a staff account; its sessions end. */
export async function removeStaff(id: string): Promise<void> {
  await adminHttp().request({ method: 'DELETE', path: `${ADMIN_STAFF_PATH}/${encodeURIComponent(id)}` });
}

/** Accepts an invitation with the new account's password; the store signs the account in. */
export function acceptInvitation(token: string, password: string): Promise<AdminSessionResponse> {
  return adminHttp().request<AdminSessionResponse>({ method: 'POST', path: ADMIN_ACCEPT_PATH, body: { token, password }, auth: false });
}
