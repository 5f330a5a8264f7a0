// GET /tote/v1/admin/staff, invitations (POST, DELETE), accept (no auth) and DELETE /tote/v1/admin/staff/{id}: the owner manages who runs the shop.
import { Type } from 'typebox';
import {
  ADMIN_ACCEPT_PATH,
  ADMIN_INVITATIONS_PATH,
  ADMIN_STAFF_PATH,
  type AdminSessionResponse,
  type InviteStaffResponse,
  type StaffListResponse,
} from '../../../wire/admin.js';
import { merchantOnly } from '../../auth/index.js';
import type { AppContext } from '../../context.js';
import type { TypedApp } from '../../http/typed-app.js';
import { deliverSoon } from '../../mail/index.js';
import { acceptInvitation, inviteStaff, pendingInvitations, revokeInvitation } from '../invitations.js';
import { listStaff, removeStaff } from '../staff-admin.js';
import { checkOwnOrigin } from '../staff-access.js';

const tags = ['dashboard'];
const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
const Role = Type.Union([Type.Literal('owner'), Type.Literal('staff')]);

/** Registers the staff routes (owner only, through the role check of the caller; accept needs no credential). */
export function registerStaffRoutes(app: TypedApp, ctx: AppContext): void {
  const preValidation = [merchantOnly(ctx)];
  app.get(
    ADMIN_STAFF_PATH,
    { schema: { tags, summary: 'The site’s staff accounts and pending invitations' }, preValidation },
    async (request, reply): Promise<StaffListResponse> => {
      const { siteId } = await ctx.callers.merchant(request);
      reply.header('cache-control', 'no-store');
      return { staff: await listStaff(ctx, siteId), invitations: await pendingInvitations(ctx, siteId) };
    },
  );
  app.post(
    ADMIN_INVITATIONS_PATH,
    {
      schema: {
        body: Type.Object({ email: Type.String({ minLength: 1, maxLength: 320 }), role: Role }, { additionalProperties: false }),
        tags,
        summary: 'Invite a person by e-mail (a one-time link valid 7 days)',
      },
      preValidation,
    },
    async (request): Promise<InviteStaffResponse> => {
      const caller = await ctx.callers.merchant(request);
      const invitation = await inviteStaff(ctx, caller.siteId, caller.staffId, request.body);
      deliverSoon(ctx, request.log);
      return { invitation };
    },
  );
  app.delete(
    `${ADMIN_INVITATIONS_PATH}/:id`,
    { schema: { params: IdParams, tags, summary: 'Withdraw a pending invitation' }, preValidation },
    async (request, reply) => {
      const { siteId } = await ctx.callers.merchant(request);
      await revokeInvitation(ctx, siteId, request.params.id);
      return reply.status(204).send();
    },
  );
  app.post(
    ADMIN_ACCEPT_PATH,
    {
      schema: {
        body: Type.Object(
          { token: Type.String({ minLength: 1, maxLength: 200 }), password: Type.String({ maxLength: 1000 }) },
          { additionalProperties: false },
        ),
        tags,
        security: [],
        summary: 'Accept an invitation: the account is made and signed in',
      },
    },
    async (request, reply): Promise<AdminSessionResponse> => {
      checkOwnOrigin(request, ctx.config.publicUrl);
      reply.header('cache-control', 'no-store');
      return acceptInvitation(ctx, reply, request.body.token, request.body.password);
    },
  );
  app.delete(
    `${ADMIN_STAFF_PATH}/:id`,
    { schema: { params: IdParams, tags, summary: 'Remove a staff account (never the last owner); its sessions end' }, preValidation },
    async (request, reply) => {
      const { siteId } = await ctx.callers.merchant(request);
      await removeStaff(ctx, siteId, request.params.id);
      return reply.status(204).send();
    },
  );
}
