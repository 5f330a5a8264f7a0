// The members API for the signed-in member: read and change their own record (the SDK has the read; the writes are here).
import type { HostedClient } from '../core/hosted-client.js';
import type { FromWire } from '../../sdk/core/json.js';
import type { Member, UpdateMemberRequest } from '../../wire/identity.js';

/** A member as the pages use it. */
export type PageMember = FromWire<Member>;

/** The signed-in member's record calls. */
export interface MembersApi {
  /** The signed-in member. */
  mine(): Promise<PageMember>;
  /** Changes fields of the member's contact or profile (lists replace the whole list). */
  update(id: string, member: UpdateMemberRequest['member']): Promise<PageMember>;
  /** Removes every address (an empty list in `update` changes nothing, as in the members API). */
  deleteAddresses(id: string): Promise<PageMember>;
  /** Removes every phone. */
  deletePhones(id: string): Promise<PageMember>;
}

/** The members calls of a client. */
export function membersApi(client: HostedClient): MembersApi {
  const path = (id: string) => `/members/v1/members/${encodeURIComponent(id)}`;
  return {
    mine: () => client.auth.getCurrentMember(),
    update: async (id, member) =>
      (await client.core.http.request<{ member: PageMember }>({ method: 'PATCH', path: path(id), body: { member }, args: { member: 'member' } })).member,
    deleteAddresses: async (id) => (await client.core.http.request<{ member: PageMember }>({ method: 'DELETE', path: `${path(id)}/addresses` })).member,
    deletePhones: async (id) => (await client.core.http.request<{ member: PageMember }>({ method: 'DELETE', path: `${path(id)}/phones` })).member,
  };
}
