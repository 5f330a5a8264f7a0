// The member's saved addresses on the account's store: the list with one added, changed or removed, and its save (the members API takes the whole list each time).
import type { WireAddress } from '../../../../wire/address.js';
import type { MemberAddress } from '../../../../wire/identity.js';
import type { PageMember } from '../../../api/members.js';
import type { AccountStore } from './account-store.js';
import { updateMember } from './session-actions.js';

/** The address being edited: one of the list by its index, or a new one. */
export type AddressSlot = number | 'new';

/** The fields the members API keeps, trimmed; empty ones left out. */
export function cleanAddress(address: WireAddress): MemberAddress {
  const out: MemberAddress = {};
  for (const key of ['addressLine', 'addressLine2', 'city', 'subdivision', 'country', 'postalCode'] as const) {
    const value = address[key]?.trim();
    if (value) out[key] = value;
  }
  return out;
}

/** `addresses` with `draft` saved in `slot`: added at the end when new, else in place of the one edited. */
export function withAddress(addresses: MemberAddress[], slot: AddressSlot, draft: WireAddress): MemberAddress[] {
  return slot === 'new' ? [...addresses, cleanAddress(draft)] : addresses.map((a, i) => (i === slot ? cleanAddress(draft) : a));
}

/** `addresses` without the one at `index`. */
export function withoutAddress(addresses: MemberAddress[], index: number): MemberAddress[] {
  return addresses.filter((_, i) => i !== index);
}

/** Saves `list` as the addresses of `member` (an empty list removes them all, as an empty one in an update changes nothing) and gives the page the member saved; a failure is thrown. */
export async function saveAddresses(account: AccountStore, member: PageMember, list: MemberAddress[]): Promise<void> {
  const updated = list.length ? await account.api.update(member.id, { contact: { addresses: list } }) : await account.api.deleteAddresses(member.id);
  updateMember(account, updated);
}
