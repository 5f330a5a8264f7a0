// Members as the merchant API has them: list by status, approve, block, unblock, delete.
import type { Member } from '../../wire/identity.js';
import { adminHttp } from './admin-client.js';

/** Members per page of the list. */
export const MEMBERS_PAGE_SIZE = 50;

/** The statuses the list filters by. */
export type MemberListStatus = 'PENDING' | 'ACTIVE' | 'BLOCKED';

/** One page of members, newest first. */
export function listMembers(
  status: MemberListStatus | '',
  offset: number,
): Promise<{ members: Member[]; metadata: { count: number; offset: number; total: number } }> {
  return adminHttp().request({ method: 'GET', path: '/members/v1/members', params: { status: status || undefined, limit: MEMBERS_PAGE_SIZE, offset } });
}

/** The member actions that answer the changed member. */
export type MemberAction = 'approve' | 'block' | 'unblock';

/** Approves, blocks or unblocks a member. */
export async function changeMember(id: string, action: MemberAction): Promise<Member> {
  return (await adminHttp().request<{ member: Member }>({ method: 'POST', path: `/members/v1/members/${encodeURIComponent(id)}/${action}`, body: {} })).member;
}

/** Deletes a member. */
export async function deleteMember(id: string): Promise<void> {
  await adminHttp().request({ method: 'DELETE', path: `/members/v1/members/${encodeURIComponent(id)}` });
}
