// The personal details on the account's store: the form's first values, what it may not hold, the change it asks for, and the save that gives the page the member saved.
import type { MemberCustomField, UpdateMemberRequest } from '../../../../wire/identity.js';
import type { PageMember } from '../../../api/members.js';
import type { AccountStore } from './account-store.js';
import { updateMember } from './session-actions.js';

/** The personal details as the form edits them (custom fields by key, dates as YYYY-MM-DD). */
export interface ProfileDraft {
  firstName: string;
  lastName: string;
  nickname: string;
  /** The member's first phone (the others are kept as they are). */
  phone: string;
  custom: Record<string, string>;
}

/** Why a custom field's text cannot be saved: not a number, or not a date. */
export type CustomFieldProblem = 'number' | 'date';

/** A custom field's value as the form edits it (dates as YYYY-MM-DD). */
function editable(field: MemberCustomField): string {
  if (field.type === 'DATE') return String(field.value).slice(0, 10);
  return String(field.value);
}

/** The form's first values: the member's details as saved. */
export function profileDraft(member: PageMember): ProfileDraft {
  const { contact } = member;
  return {
    firstName: contact.firstName ?? '',
    lastName: contact.lastName ?? '',
    nickname: member.profile.nickname ?? '',
    phone: contact.phones[0] ?? '',
    custom: Object.fromEntries(Object.entries(contact.customFields ?? {}).map(([key, field]) => [key, editable(field)])),
  };
}

/** The custom fields whose text cannot be saved (blank ones are cleared, so they can). */
export function profileProblems(member: PageMember, draft: ProfileDraft): Record<string, CustomFieldProblem> {
  const problems: Record<string, CustomFieldProblem> = {};
  for (const [key, field] of Object.entries(member.contact.customFields ?? {})) {
    const text = (draft.custom[key] ?? '').trim();
    if (text && field.type === 'NUMBER' && !Number.isFinite(Number(text))) problems[key] = 'number';
    if (text && field.type === 'DATE' && Number.isNaN(Date.parse(text))) problems[key] = 'date';
  }
  return problems;
}

/** The members API change for `draft`: names, nickname, the first phone (a blank one dropped), custom fields (a blank one cleared). */
export function profileChange(member: PageMember, draft: ProfileDraft): UpdateMemberRequest['member'] {
  const custom = Object.entries(member.contact.customFields ?? {});
  const customFields = Object.fromEntries(
    custom.map(([key, field]) => {
      const text = (draft.custom[key] ?? '').trim();
      return [key, { name: field.name, value: text === '' ? null : field.type === 'NUMBER' ? Number(text) : text }];
    }),
  );
  const phone = draft.phone.trim();
  const otherPhones = member.contact.phones.slice(1);
  return {
    contact: {
      firstName: draft.firstName,
      lastName: draft.lastName,
      ...(phone ? { phones: [phone, ...otherPhones] } : otherPhones.length ? { phones: otherPhones } : {}),
      ...(custom.length ? { customFields } : {}),
    },
    profile: { nickname: draft.nickname },
  };
}

/** Saves `draft` as the details of `member` (its only phone removed when blanked) and gives the page the member saved; a failure is thrown. */
export async function saveProfile(account: AccountStore, member: PageMember, draft: ProfileDraft): Promise<void> {
  let updated = await account.api.update(member.id, profileChange(member, draft));
  // An update without phones keeps them: a blanked only phone is removed on its own.
  if (!draft.phone.trim() && member.contact.phones.length <= 1 && updated.contact.phones.length) updated = await account.api.deletePhones(member.id);
  updateMember(account, updated);
}
