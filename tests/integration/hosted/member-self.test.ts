// The members API for a member's own record: the full contact (addresses, custom fields) and its changes, as the account page uses them.
import { describe, expect, it } from 'vitest';
import { createApiKey } from '../../../src/server/auth/api-keys.js';
import { useTestApp } from '../../support/test-app.js';
import { callFrom, memberTokensFor, registerMember } from '../../support/identity-flows.js';

const t = useTestApp();

/** A registered member with member tokens. */
async function member(profile?: unknown) {
  const registered = await registerMember(t, profile ? { profile } : {});
  const tokens = await memberTokensFor(t, registered.visitorToken, registered.sessionToken);
  return { ...registered, token: tokens.access_token };
}

const PROFILE = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  phonesV2: [{ phone: '+44 20 7946 0000', tag: 'MOBILE' }],
  addresses: [
    {
      tag: 'HOME',
      address: { country: 'GB', city: 'London', addressLine: '12 St James Square', postalCode: 'SW1Y 4JH', geocode: { latitude: 51.5, longitude: -0.13 } },
    },
  ],
  customFields: [
    { name: 'Shoe size', value: { numValue: 38 } },
    { name: 'Birthday', value: { dateValue: '1815-12-10T00:00:00.000Z' } },
    { name: 'Favourite colour', value: { strValue: 'green' } },
  ],
};

describe('GET /members/v1/members/my', () => {
  it('shows the contact with phones, addresses and typed custom fields', async () => {
    const m = await member(PROFILE);
    const mine = (await callFrom(t, 'GET', '/members/v1/members/my', { token: m.token })).json().member;
    expect(mine.contact).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      phones: ['+44 20 7946 0000'],
      emails: [],
      addresses: [{ country: 'GB', city: 'London', addressLine: '12 St James Square', postalCode: 'SW1Y 4JH' }],
      customFields: {
        'Shoe size': { name: 'Shoe size', value: 38, type: 'NUMBER' },
        Birthday: { name: 'Birthday', value: '1815-12-10T00:00:00.000Z', type: 'DATE' },
        'Favourite colour': { name: 'Favourite colour', value: 'green', type: 'TEXT' },
      },
    });
  });
});

describe('PATCH /members/v1/members/{id}', () => {
  it('changes only the fields sent; an empty string clears one', async () => {
    const m = await member(PROFILE);
    const answer = await callFrom(t, 'PATCH', `/members/v1/members/${m.identityId}`, {
      token: m.token,
      body: { member: { contact: { firstName: ' Augusta ', lastName: '' }, profile: { nickname: 'ada' } } },
    });
    expect(answer.statusCode).toBe(200);
    const updated = answer.json().member;
    expect(updated.contact.firstName).toBe('Augusta');
    expect(updated.contact.lastName).toBeUndefined();
    expect(updated.profile.nickname).toBe('ada');
    expect(updated.contact.phones).toEqual(['+44 20 7946 0000']);
    expect(updated.contact.addresses).toHaveLength(1);
    // The identity API shows the same profile, with what the members API does not show kept.
    const row = await t.ctx.db.selectFrom('identities').select(['profile', 'revision']).where('id', '=', m.identityId).executeTakeFirstOrThrow();
    expect(row.profile.phones).toEqual([{ phone: '+44 20 7946 0000', tag: 'MOBILE' }]);
    expect(row.profile.addresses?.[0]?.address.geocode).toEqual({ latitude: 51.5, longitude: -0.13 });
  });

  it('replaces the whole address list; an empty list changes nothing and DELETE clears it', async () => {
    const m = await member(PROFILE);
    const path = `/members/v1/members/${m.identityId}`;
    const two = [
      { country: 'de', city: 'Berlin', addressLine: 'Unter den Linden 1', postalCode: '10117' },
      { country: 'US', city: 'New York', addressLine: '350 Fifth Avenue', addressLine2: 'Floor 34', postalCode: '10118', subdivision: 'US-NY' },
    ];
    const replaced = (await callFrom(t, 'PATCH', path, { token: m.token, body: { member: { contact: { addresses: two } } } })).json().member;
    expect(replaced.contact.addresses).toEqual([{ ...two[0], country: 'DE' }, two[1]]);
    const unchanged = (await callFrom(t, 'PATCH', path, { token: m.token, body: { member: { contact: { addresses: [] } } } })).json().member;
    expect(unchanged.contact.addresses).toHaveLength(2);
    const cleared = await callFrom(t, 'DELETE', `${path}/addresses`, { token: m.token });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().member.contact.addresses).toEqual([]);
    const noPhones = await callFrom(t, 'DELETE', `${path}/phones`, { token: m.token });
    expect(noPhones.json().member.contact.phones).toEqual([]);
  });

  it('keeps custom fields of their type, adds new ones, and removes one set to null', async () => {
    const m = await member(PROFILE);
    const answer = await callFrom(t, 'PATCH', `/members/v1/members/${m.identityId}`, {
      token: m.token,
      body: {
        member: {
          contact: {
            customFields: {
              'Shoe size': { value: '39.5' },
              Birthday: { value: '1815-12-11' },
              'Favourite colour': { value: null },
              Newsletter: { name: 'Newsletter', value: 'weekly' },
            },
          },
        },
      },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().member.contact.customFields).toEqual({
      'Shoe size': { name: 'Shoe size', value: 39.5, type: 'NUMBER' },
      Birthday: { name: 'Birthday', value: '1815-12-11T00:00:00.000Z', type: 'DATE' },
      Newsletter: { name: 'Newsletter', value: 'weekly', type: 'TEXT' },
    });
  });

  it('refuses bad values with field violations named by their JSON paths', async () => {
    const m = await member(PROFILE);
    const path = `/members/v1/members/${m.identityId}`;
    const unknownCountry = await callFrom(t, 'PATCH', path, {
      token: m.token,
      body: { member: { contact: { addresses: [{ country: 'XX', city: 'Nowhere' }] } } },
    });
    expect(unknownCountry.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: 'member.contact.addresses[0].country',
      violatedRule: 'INVALID_ENUM_VALUE',
    });
    const long = await callFrom(t, 'PATCH', path, {
      token: m.token,
      body: { member: { contact: { firstName: 'x'.repeat(101), addresses: [{ country: 'Germany' }] } } },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().details.validationError.fieldViolations.map((v: { field: string; violatedRule: string }) => [v.field, v.violatedRule])).toEqual([
      ['member.contact.addresses[0].country', 'FORMAT'],
      ['member.contact.firstName', 'MAX_LENGTH'],
    ]);
    const wrongType = await callFrom(t, 'PATCH', path, {
      token: m.token,
      body: { member: { contact: { customFields: { 'Shoe size': { value: 'large' } } } } },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().details.validationError.fieldViolations[0].field).toBe('member.contact.customFields.Shoe size.value');
    const badDate = await callFrom(t, 'PATCH', path, { token: m.token, body: { member: { contact: { birthdate: '10.12.1815' } } } });
    expect(badDate.json().details.validationError.fieldViolations[0]).toMatchObject({ field: 'member.contact.birthdate', violatedRule: 'FORMAT' });
    const missing = await callFrom(t, 'PATCH', path, { token: m.token, body: {} });
    expect(missing.json().details.validationError.fieldViolations[0]).toMatchObject({ field: 'member', violatedRule: 'REQUIRED_FIELD' });
    // Nothing was half-written.
    expect((await callFrom(t, 'GET', '/members/v1/members/my', { token: m.token })).json().member.contact.firstName).toBe('Ada');
  });

  it("lets a member change only their own record; visitors none; a merchant any of the site's", async () => {
    const a = await member();
    const b = await member();
    const body = { member: { contact: { firstName: 'Mallory' } } };
    expect((await callFrom(t, 'PATCH', `/members/v1/members/${b.identityId}`, { token: a.token, body })).statusCode).toBe(403);
    expect((await callFrom(t, 'DELETE', `/members/v1/members/${b.identityId}/addresses`, { token: a.token })).statusCode).toBe(403);
    expect((await callFrom(t, 'PATCH', `/members/v1/members/${b.identityId}`, { token: await t.visitorToken(), body })).statusCode).toBe(403);
    const key = await t.merchantKey();
    const byOwner = await callFrom(t, 'PATCH', `/members/v1/members/${b.identityId}`, { token: key, body: { member: { contact: { firstName: 'Bea' } } } });
    expect(byOwner.json().member.contact.firstName).toBe('Bea');
    await t.ctx.db
      .insertInto('sites')
      .values({ id: 'site-other', name: 'Other', currency: 'USD', settings: '{}' })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const otherKey = (await createApiKey(t.ctx.db, 'site-other', 'other')).key;
    expect((await callFrom(t, 'PATCH', `/members/v1/members/${b.identityId}`, { token: otherKey, body })).statusCode).toBe(404);
    expect((await callFrom(t, 'GET', '/members/v1/members/my', { token: b.token })).json().member.contact.firstName).toBe('Bea');
  });

  it('keeps both changes of two members editing at once (one transaction each, the row locked)', async () => {
    const m = await member(PROFILE);
    const path = `/members/v1/members/${m.identityId}`;
    const answers = await Promise.all([
      callFrom(t, 'PATCH', path, { token: m.token, body: { member: { contact: { firstName: 'One' } } } }),
      callFrom(t, 'PATCH', path, { token: m.token, body: { member: { profile: { nickname: 'two' } } } }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const mine = (await callFrom(t, 'GET', '/members/v1/members/my', { token: m.token })).json().member;
    expect([mine.contact.firstName, mine.profile.nickname]).toEqual(['One', 'two']);
  });
});
