// The members API's writes of a member's own record: PATCH /members/v1/members/{id}, and DELETE of its addresses or phones.
import { Type, type Static } from 'typebox';
import type { FastifyRequest } from 'fastify';
import { ADDRESS_FIELD_LIMITS } from '../../../wire/address-rules.js';
import type { UpdateMemberRequest } from '../../../wire/identity.js';
import type { AppContext } from '../../context.js';
import type { StoredProfile } from '../../db/identity-tables.js';
import { forbidden, notFound } from '../../http/http-error.js';
import type { TypedApp } from '../../http/typed-app.js';
import { findIdentity } from '../members/identities.js';
import { applyMemberUpdate } from '../members/member-contact.js';
import type { Member } from '../../../wire/identity.js';
import { memberToWire } from '../members/member-wire.js';
import { PROFILE_LIST_LIMIT } from '../members/profile.js';

const Text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

const LIMITS = ADDRESS_FIELD_LIMITS;
const AddressSchema = Type.Object(
  {
    addressLine: Text(LIMITS.addressLine),
    addressLine2: Text(LIMITS.addressLine2),
    city: Text(LIMITS.city),
    subdivision: Text(LIMITS.subdivision),
    country: Type.Optional(Type.String({ pattern: '^([A-Za-z]{2})?$', description: 'ISO 3166-1 alpha-2 code' })),
    postalCode: Text(LIMITS.postalCode),
    streetAddress: Type.Optional(
      Type.Object({ name: Text(LIMITS.streetName), number: Text(LIMITS.streetNumber), apt: Text(LIMITS.apt) }, { additionalProperties: true }),
    ),
  },
  { additionalProperties: true },
);

/** The body of PATCH: the members API's `{member}` with the fields a member may change (others are ignored). */
export const UpdateMemberBody = Type.Object(
  {
    member: Type.Object(
      {
        contact: Type.Optional(
          Type.Object(
            {
              firstName: Text(100),
              lastName: Text(100),
              phones: Type.Optional(Type.Array(Type.String({ maxLength: 50 }), { maxItems: PROFILE_LIST_LIMIT })),
              addresses: Type.Optional(Type.Array(AddressSchema, { maxItems: PROFILE_LIST_LIMIT })),
              birthdate: Text(10),
              company: Text(200),
              jobTitle: Text(200),
              customFields: Type.Optional(
                Type.Record(
                  Type.String({ minLength: 1, maxLength: 100 }),
                  Type.Object(
                    { name: Text(100), value: Type.Union([Type.String({ maxLength: 1000 }), Type.Number(), Type.Null()]) },
                    { additionalProperties: true },
                  ),
                  { maxProperties: PROFILE_LIST_LIMIT },
                ),
              ),
            },
            { additionalProperties: true },
          ),
        ),
        profile: Type.Optional(Type.Object({ nickname: Text(100) }, { additionalProperties: true })),
      },
      { additionalProperties: true },
    ),
  },
  { additionalProperties: true },
);
type Body = Static<typeof UpdateMemberBody>;

const Id = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });

/** The site and member id a write may touch: the member's own record, or any member of the merchant's site. */
async function writableMember(ctx: AppContext, request: FastifyRequest, id: string): Promise<{ siteId: string; memberId: string }> {
  const caller = await ctx.callers.any(request);
  if (caller.kind === 'visitor') throw forbidden('Only a logged-in member can change their record');
  if (caller.kind === 'member' && caller.subjectId !== id) throw forbidden('A member can change only their own record');
  return { siteId: caller.siteId, memberId: id };
}

/** Changes a member's profile in one transaction (the row locked, the revision bumped); returns the member. */
async function changeProfile(ctx: AppContext, siteId: string, id: string, change: (profile: StoredProfile) => StoredProfile): Promise<Member> {
  return ctx.db.transaction().execute(async (trx) => {
    const identity = await findIdentity(trx, siteId, id, { forUpdate: true });
    if (!identity || identity.status === 'DELETED') throw notFound('MEMBER_NOT_FOUND', 'Member');
    const profile = change(identity.profile);
    const now = ctx.clock();
    const updated = await trx
      .updateTable('identities')
      .set((eb) => ({ profile: JSON.stringify(profile), updated_at: now, revision: eb('revision', '+', 1) }))
      .where('site_id', '=', siteId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return memberToWire(updated);
  });
}

/** Registers the member writes. */
export function registerMemberUpdateRoutes(app: TypedApp, ctx: AppContext): void {
  const tags = ['members'];

  app.patch(
    '/members/v1/members/:id',
    { schema: { params: Id, body: UpdateMemberBody, tags, summary: "Change a member's contact and profile: the member's own, or any (merchant)" } },
    async (request) => {
      const { siteId, memberId } = await writableMember(ctx, request, request.params.id);
      const body = request.body as Body & UpdateMemberRequest;
      return { member: await changeProfile(ctx, siteId, memberId, (profile) => applyMemberUpdate(profile, body.member)) };
    },
  );

  app.delete('/members/v1/members/:id/addresses', { schema: { params: Id, tags, summary: "Remove every address of a member's contact" } }, async (request) => {
    const { siteId, memberId } = await writableMember(ctx, request, request.params.id);
    return { member: await changeProfile(ctx, siteId, memberId, ({ addresses: _gone, ...rest }) => rest) };
  });

  app.delete('/members/v1/members/:id/phones', { schema: { params: Id, tags, summary: "Remove every phone of a member's contact" } }, async (request) => {
    const { siteId, memberId } = await writableMember(ctx, request, request.params.id);
    return { member: await changeProfile(ctx, siteId, memberId, ({ phones: _gone, ...rest }) => rest) };
  });
}
