// POST /tote/v1/admin/totp/enroll, /confirm and DELETE /tote/v1/admin/totp: the signed-in account's optional second factor.
import { Type } from 'typebox';
import { ADMIN_TOTP_PATH, type TotpEnrollResponse } from '../../../wire/admin.js';
import type { AppContext } from '../../context.js';
import type { TypedApp } from '../../http/typed-app.js';
import { staffCaller } from '../staff-caller.js';
import { confirmTotp, disableTotp, enrollTotp } from '../totp.js';

const tags = ['dashboard'];
const CodeBody = Type.Object({ code: Type.String({ minLength: 1, maxLength: 20 }) }, { additionalProperties: false });

/** Registers the TOTP routes (a dashboard session of any role). */
export function registerTotpRoutes(app: TypedApp, ctx: AppContext): void {
  const preValidation = async (request: Parameters<typeof staffCaller>[1]) => void (await staffCaller(ctx, request));
  app.post(
    `${ADMIN_TOTP_PATH}/enroll`,
    { schema: { tags, summary: 'Start TOTP: a new secret, pending until a code confirms it' }, preValidation },
    async (request, reply): Promise<TotpEnrollResponse> => {
      const staff = await staffCaller(ctx, request);
      reply.header('cache-control', 'no-store');
      return enrollTotp(ctx, staff.staffId);
    },
  );
  app.post(
    `${ADMIN_TOTP_PATH}/confirm`,
    { schema: { body: CodeBody, tags, summary: 'Turn TOTP on with a first code' }, preValidation },
    async (request, reply) => {
      const staff = await staffCaller(ctx, request);
      await confirmTotp(ctx, staff.staffId, request.body.code);
      return reply.status(204).send();
    },
  );
  app.delete(ADMIN_TOTP_PATH, { schema: { body: CodeBody, tags, summary: 'Turn TOTP off with a current code' }, preValidation }, async (request, reply) => {
    const staff = await staffCaller(ctx, request);
    await disableTotp(ctx, staff.staffId, request.body.code);
    return reply.status(204).send();
  });
}
