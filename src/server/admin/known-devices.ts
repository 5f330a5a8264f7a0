// The known-browser cookie: after a sign-in, a browser carries proof that it signed in to that account before, so a stranger's failures elsewhere never lock it out.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_SESSION_PATH } from '../../wire/admin.js';
import { randomSecret } from '../auth/index.js';
import type { AppContext } from '../context.js';
import { serverSecret } from '../identity/index.js';

/** The cookie's name; it is sent only to the sign-in path. */
export const KNOWN_DEVICE_COOKIE = 'tote_admin_device';
/** How long a browser stays known after its last sign-in. */
const KNOWN_DEVICE_TTL_MS = 180 * 24 * 3600_000;
/** Name of the HMAC key in `identity_secrets`. */
const SECRET_NAME = 'admin-known-device';

async function mac(ctx: Pick<AppContext, 'db'>, payload: string): Promise<string> {
  return createHmac('sha256', await serverSecret(ctx.db, SECRET_NAME))
    .update(payload)
    .digest('base64url');
}

/**
 * The id of the known browser of the request for this staff account (`<staffId>.<nonce>.<hmac>`), or undefined when the
 * request carries no such cookie, or one for another account or one not signed by this store.
 */
export async function knownDeviceOf(ctx: Pick<AppContext, 'db'>, request: FastifyRequest, staffId: string | undefined): Promise<string | undefined> {
  const header = request.headers.cookie;
  if (!header || !staffId) return undefined;
  const value = parseCookie(header)[KNOWN_DEVICE_COOKIE];
  if (!value || value.length > 300) return undefined;
  const [id, nonce, signature] = value.split('.');
  if (id !== staffId || !nonce || !signature) return undefined;
  const expected = Buffer.from(await mac(ctx, `${id}.${nonce}`));
  const actual = Buffer.from(signature);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? nonce : undefined;
}

/** Marks the browser as known for this staff account (after a correct sign-in). */
export async function rememberDevice(ctx: Pick<AppContext, 'db' | 'config'>, reply: FastifyReply, staffId: string): Promise<void> {
  const nonce = randomSecret(16);
  const value = `${staffId}.${nonce}.${await mac(ctx, `${staffId}.${nonce}`)}`;
  reply.header(
    'set-cookie',
    stringifySetCookie(KNOWN_DEVICE_COOKIE, value, {
      httpOnly: true,
      sameSite: 'strict',
      secure: ctx.config.publicUrl.startsWith('https:'),
      path: ADMIN_SESSION_PATH,
      maxAge: KNOWN_DEVICE_TTL_MS / 1000,
    }),
  );
}
