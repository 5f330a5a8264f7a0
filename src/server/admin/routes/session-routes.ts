// POST, GET, DELETE /tote/v1/admin/session and POST /tote/v1/admin/password: the dashboard's sign-in, who is signed in, sign-out, password change.
import { shopNameOf } from '../shop-name.js';
import { Type } from 'typebox';
import { ADMIN_PASSWORD_PATH, ADMIN_SESSION_PATH, type AdminSessionResponse } from '../../../wire/admin.js';
import type { AppContext } from '../../context.js';
import { unauthorized } from '../../http/http-error.js';
import type { TypedApp } from '../../http/typed-app.js';
import { changeStaffPassword } from '../staff-admin.js';
import { checkCookieRequest } from '../staff-access.js';
import { staffCaller } from '../staff-caller.js';
import { signIn } from '../staff-login.js';
import { clearSessionCookie, readStaffSession, revokeStaffSession } from '../staff-sessions.js';

const tags = ['dashboard'];

const SignInBody = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: 320 }),
    password: Type.String({ maxLength: 1000 }),
    totpCode: Type.Optional(Type.String({ maxLength: 20 })),
    siteId: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'The site, when one e-mail has accounts on several' })),
  },
  { additionalProperties: false },
);

const PasswordBody = Type.Object(
  { currentPassword: Type.String({ maxLength: 1000 }), newPassword: Type.String({ maxLength: 1000 }) },
  { additionalProperties: false },
);

/** Registers the session and password routes. */
export function registerAdminSessionRoutes(app: TypedApp, ctx: AppContext): void {
  app.post(
    ADMIN_SESSION_PATH,
    { schema: { body: SignInBody, tags, security: [], summary: 'Sign in to the dashboard (sets the HttpOnly session cookie)' } },
    async (request, reply): Promise<AdminSessionResponse> => {
      reply.header('cache-control', 'no-store');
      return signIn(ctx, request, reply, request.body);
    },
  );
  app.get(
    ADMIN_SESSION_PATH,
    { schema: { tags, security: [], summary: 'The signed-in staff account and its CSRF token (401 when signed out)' } },
    async (request, reply): Promise<AdminSessionResponse> => {
      const session = await readStaffSession(ctx, request);
      if (!session) throw unauthorized('Not signed in to the dashboard');
      reply.header('cache-control', 'no-store');
      return {
        staff: { id: session.staffId, email: session.email, role: session.role, siteId: session.siteId, totpEnabled: session.totpEnabled },
        csrfToken: session.csrfToken,
        shopName: await shopNameOf(ctx.db, session.siteId),
      };
    },
  );
  app.delete(
    ADMIN_SESSION_PATH,
    { schema: { tags, security: [], summary: 'Sign out: the session ends and its cookie is cleared' } },
    async (request, reply) => {
      const session = await readStaffSession(ctx, request);
      if (session) {
        checkCookieRequest(request, session.csrfToken, ctx.config.publicUrl);
        await revokeStaffSession(ctx.db, ctx.clock(), session.id);
      }
      clearSessionCookie(ctx, reply);
      return reply.status(204).send();
    },
  );
  app.post(
    ADMIN_PASSWORD_PATH,
    {
      schema: { body: PasswordBody, tags, summary: 'Change the signed-in account’s password; its other sessions end' },
      preValidation: async (request) => void (await staffCaller(ctx, request)),
    },
    async (request, reply) => {
      const staff = await staffCaller(ctx, request);
      await changeStaffPassword(ctx, staff.staffId, staff.sessionId, request.body);
      return reply.status(204).send();
    },
  );
}
