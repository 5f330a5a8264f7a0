// The personal details' pure steps: the form's first values, the custom fields it may not save, and the change it asks the members API for.
import { describe, expect, it } from 'vitest';
import type { PageMember } from '../../../../../src/hosted/api/members.js';
import { profileChange, profileDraft, profileProblems } from '../../../../../src/hosted/pages/account/state/profile-actions.js';
import type { MemberContact } from '../../../../../src/wire/identity.js';

/** A saved member with `contact` (the rest as a new member has it). */
function memberWith(contact: Partial<MemberContact>, nickname?: string): PageMember {
  return {
    id: 'm1',
    loginEmail: 'ada@example.com',
    loginEmailVerified: true,
    status: 'APPROVED',
    identityStatus: { name: 'ACTIVE', reasons: [] },
    contact: { phones: [], emails: [], addresses: [], customFields: {}, ...contact },
    profile: nickname === undefined ? {} : { nickname },
    createdDate: new Date('2026-01-01T00:00:00Z'),
    updatedDate: new Date('2026-01-01T00:00:00Z'),
  };
}

const CUSTOM = {
  shoe: { name: 'shoe', value: 38, type: 'NUMBER' as const },
  birthday: { name: 'birthday', value: '1990-05-17T00:00:00.000Z', type: 'DATE' as const },
  pet: { name: 'pet', value: 'cat', type: 'TEXT' as const },
};

describe('the personal details', () => {
  it('start from the saved details: the first phone, dates as YYYY-MM-DD, blanks for what is missing', () => {
    const member = memberWith({ firstName: 'Ada', phones: ['+1 555', '+1 666'], customFields: CUSTOM }, 'Countess');
    expect(profileDraft(member)).toEqual({
      firstName: 'Ada',
      lastName: '',
      nickname: 'Countess',
      phone: '+1 555',
      custom: { shoe: '38', birthday: '1990-05-17', pet: 'cat' },
    });
  });

  it('refuse a number field that is not a number and a date field that is not a date, but not blanks', () => {
    const member = memberWith({ customFields: CUSTOM });
    const draft = { ...profileDraft(member), custom: { shoe: 'forty', birthday: 'someday', pet: '' } };
    expect(profileProblems(member, draft)).toEqual({ shoe: 'number', birthday: 'date' });
    expect(profileProblems(member, { ...draft, custom: { shoe: ' ', birthday: '', pet: '' } })).toEqual({});
  });

  it('ask for the names, the nickname, the typed first phone before the others, numbers as numbers and blanks cleared', () => {
    const member = memberWith({ phones: ['+1 555', '+1 666'], customFields: CUSTOM });
    const draft = { firstName: 'Ada', lastName: 'Lovelace', nickname: 'Countess', phone: ' +44 20 ', custom: { shoe: '39.5', birthday: '', pet: 'dog' } };
    expect(profileChange(member, draft)).toEqual({
      contact: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        phones: ['+44 20', '+1 666'],
        customFields: { shoe: { name: 'shoe', value: 39.5 }, birthday: { name: 'birthday', value: null }, pet: { name: 'pet', value: 'dog' } },
      },
      profile: { nickname: 'Countess' },
    });
  });

  it('keep the other phones when the first is blanked, and send no phones nor custom fields when there are none', () => {
    const blank = { firstName: '', lastName: '', nickname: '', phone: '', custom: {} };
    expect(profileChange(memberWith({ phones: ['+1 555', '+1 666'] }), blank).contact).toEqual({ firstName: '', lastName: '', phones: ['+1 666'] });
    expect(profileChange(memberWith({ phones: ['+1 555'] }), blank).contact).toEqual({ firstName: '', lastName: '' });
  });
});
