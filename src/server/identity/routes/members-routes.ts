// The members calls: the member's own record, and the site owner's list, approve, block, unblock and delete (merchant API key).
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import { forbidden } from '../../http/http-error.js';
import type { TypedApp } from '../../http/typed-app.js';
import { identityOfCaller } from '../../events/index.js';
import { approveMember, blockMember, deleteMember, getMember, listMembers, unblockMember } from '../members/member-admin.js';

const Id = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
const ListQuery = Type.Object({
  status: Type.Optional(
    Type.Union([Type.Literal('PENDING'), Type.Literal('ACTIVE'), Type.Literal('BLOCKED')], { description: 'Only members of this identity status' }),
  ),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
});

/** Registers the members calls under /members/v1/members. */
export function registerMembersRoutes(app: TypedApp, ctx: AppContext): void {
  const tags = ['members'];

  app.get('/members/v1/members/my', { schema: { tags, summary: 'The logged-in member' } }, async (request) => {
    const caller = await ctx.callers.shopper(request);
    if (caller.kind !== 'member') throw forbidden('Only a logged-in member has a member record');
    return { member: await getMember(ctx, caller.siteId, caller.subjectId) };
  });

  app.get('/members/v1/members', { schema: { querystring: ListQuery, tags, summary: 'List members, newest first (merchant)' } }, async (request) => {
    const caller = await ctx.callers.merchant(request);
    const { status, limit = 50, offset = 0 } = request.query;
    return listMembers(ctx, caller.siteId, { ...(status ? { status } : {}), limit, offset });
  });

  app.get('/members/v1/members/:id', { schema: { params: Id, tags, summary: 'One member (merchant)' } }, async (request) => {
    const caller = await ctx.callers.merchant(request);
    return { member: await getMember(ctx, caller.siteId, request.params.id) };
  });

  app.post(
    '/members/v1/members/:id/approve',
    { schema: { params: Id, tags, summary: 'Approve a member waiting for the site owner (merchant)' } },
    async (request) => {
      const caller = await ctx.callers.merchant(request);
      return { member: await approveMember(ctx, caller.siteId, request.params.id, identityOfCaller(caller)) };
    },
  );

  app.post(
    '/members/v1/members/:id/block',
    { schema: { params: Id, tags, summary: 'Block a member: no login, every session ended (merchant)' } },
    async (request) => {
      const caller = await ctx.callers.merchant(request);
      return { member: await blockMember(ctx, caller.siteId, request.params.id, identityOfCaller(caller)) };
    },
  );

  app.post('/members/v1/members/:id/unblock', { schema: { params: Id, tags, summary: 'Unblock a member (merchant)' } }, async (request) => {
    const caller = await ctx.callers.merchant(request);
    return { member: await unblockMember(ctx, caller.siteId, request.params.id, identityOfCaller(caller)) };
  });

  app.delete(
    '/members/v1/members/:id',
    { schema: { params: Id, tags, summary: 'Delete a member: every session ended, the e-mail free again (merchant)' } },
    async (request) => {
      const caller = await ctx.callers.merchant(request);
      await deleteMember(ctx, caller.siteId, request.params.id, identityOfCaller(caller));
      return {};
    },
  );
}
