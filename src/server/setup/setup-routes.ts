// GET and POST /tote/v1/admin/setup: whether the store still waits for its owner, and the set-up that claims it (no credential but the code).
import { Type } from 'typebox';
import type { AppContext } from '../context.js';
import type { TypedApp } from '../http/typed-app.js';
import { SETUP_PATH, type SetupResponse, type SetupStatus } from '../../wire/setup.js';
import { claimSetup } from './claim-setup.js';
import { ownerExists } from './setup-code.js';

const tags = ['dashboard'];
const Amount = Type.String({ minLength: 1, maxLength: 40 });

const SetupBody = Type.Object(
  {
    code: Type.String({ minLength: 1, maxLength: 200, description: 'The one-time code of the set-up link `npm start` printed' }),
    owner: Type.Object({ email: Type.String({ minLength: 1, maxLength: 320 }), password: Type.String({ maxLength: 1000 }) }, { additionalProperties: false }),
    name: Type.String({ minLength: 1, maxLength: 100 }),
    currency: Type.String({ minLength: 3, maxLength: 3, description: 'ISO 4217' }),
    locale: Type.Optional(Type.String({ minLength: 2, maxLength: 35, description: 'BCP 47; default en-US' })),
    country: Type.Optional(Type.String({ minLength: 2, maxLength: 2, description: 'ISO 3166-1 alpha-2; default the region of locale' })),
    origins: Type.Array(Type.String({ minLength: 1, maxLength: 300 }), { minItems: 1, maxItems: 20 }),
    shipping: Type.Optional(
      Type.Object(
        {
          preset: Type.Union([Type.Literal('FLAT_EVERYWHERE'), Type.Literal('FREE_ABOVE'), Type.Literal('DOMESTIC_ONLY')]),
          amount: Amount,
          freeAbove: Type.Optional(Amount),
        },
        { additionalProperties: false },
      ),
    ),
    tax: Type.Optional(
      Type.Object(
        { pricesIncludeTax: Type.Boolean(), rate: Type.Optional(Type.String({ maxLength: 20, description: 'Percent, e.g. "19"' })) },
        { additionalProperties: false },
      ),
    ),
    apiKey: Type.Optional(Type.Boolean({ description: 'Also make a merchant API key, shown once in the answer' })),
  },
  { additionalProperties: false },
);

/** Registers the set-up routes. */
export function registerSetupRoutes(app: TypedApp, ctx: AppContext): void {
  app.get(
    SETUP_PATH,
    { schema: { tags, security: [], summary: 'Whether the store waits for its set-up (no owner yet)' } },
    async (_request, reply): Promise<SetupStatus> => {
      reply.header('cache-control', 'no-store');
      return { open: !(await ownerExists(ctx.db)) };
    },
  );
  app.post(
    SETUP_PATH,
    {
      schema: {
        body: SetupBody,
        tags,
        security: [],
        summary: 'Set up the store with its one-time code: the shop, its owner (signed in), shipping and tax, in one transaction',
      },
    },
    async (request, reply): Promise<SetupResponse> => {
      reply.header('cache-control', 'no-store');
      return claimSetup(ctx, request, reply, request.body);
    },
  );
}
