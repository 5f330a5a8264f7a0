// Claiming a store with no owner: the one-time code checked (constant time, rate-limited), the shop made and its owner signed in, in one transaction.
import { rateLimitAddress } from '../http/rate-limit-address.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { setupCodeInvalid, setupDone, tooManySetupAttempts, ADMIN_RATE_SITE, checkOwnOrigin, startStaffSession } from '../admin/index.js';
import { HttpError } from '../http/http-error.js';
import { requestHashOf } from '../http/idempotency.js';
import { verifyPassword, addHit, currentHits, scaledIpRule, type RateRule } from '../identity/index.js';
import { insertNewSite, scriptTagFor } from '../site/index.js';
import { codeMatches, ownerExists, SETUP_CODE_KEY } from './setup-code.js';
import { checkShippingAnswers, insertShippingPreset, insertTaxAnswers } from './setup-shop.js';
import type { SetupRequest, SetupResponse } from '../../wire/setup.js';
import { digest } from '../auth/index.js';

/** Wrong set-up codes per address: refused after 10 in 15 minutes (scaled by IP_RATE_LIMIT_SCALE). */
export const SETUP_IP_RULE: RateRule = { windowMs: 15 * 60_000, captchaAfter: Infinity, refuseAfter: 10 };
/** The `store_meta` key of the set-up that claimed the store: what a retry of it is recognised by. */
export const SETUP_CLAIM_KEY = 'setup_claim';

/** What is remembered of the set-up that claimed the store (no password, no code: their digests and the owner's scrypt hash). */
interface StoredClaim {
  codeDigest: string;
  requestHash: string;
  siteId: string;
  clientId: string;
  ownerId: string;
}

/** The fingerprint of a set-up request, without its code and password (a retry is the same request with the same code and password). */
function fingerprint(input: SetupRequest): string {
  return requestHashOf({ ...input, code: undefined, owner: { email: input.owner.email.trim().toLowerCase() } });
}

/**
 * Claims the store: in one transaction the code is checked against the stored digest (in constant time), the site,
 * its client, the owner's account, the shipping zone and the tax answers are made, the code is spent, and the owner is
 * signed in (the session cookie is on the reply). A retry of the same set-up (same code, request and password) after
 * it succeeded answers the same shop and signs in again; any other call once an owner exists is 409 SETUP_DONE, a
 * code that is not the store's 403 SETUP_CODE_INVALID (counted per address: 429 after {@link SETUP_IP_RULE}).
 */
export async function claimSetup(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, input: SetupRequest): Promise<SetupResponse> {
  checkOwnOrigin(request, ctx.config.publicUrl);
  const now = ctx.clock();
  const rule = scaledIpRule(SETUP_IP_RULE, ctx.config.ipRateLimitScale);
  const counter = `setup:ip:${rateLimitAddress(request.ip)}`;
  if ((await currentHits(ctx.db, ADMIN_RATE_SITE, counter, rule, now)) >= rule.refuseAfter) throw tooManySetupAttempts(rule.windowMs / 1000);
  const requestHash = fingerprint(input);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      // The code's row is locked: of two claims at once, the second sees the first's result.
      const stored = await trx.selectFrom('store_meta').select('value').where('key', '=', SETUP_CODE_KEY).forUpdate().executeTakeFirst();
      const claimRow = await trx.selectFrom('store_meta').select('value').where('key', '=', SETUP_CLAIM_KEY).executeTakeFirst();
      const claim = claimRow ? (JSON.parse(claimRow.value) as StoredClaim) : undefined;
      if (claim && codeMatches(input.code, claim.codeDigest) && claim.requestHash === requestHash) {
        const owner = await trx
          .selectFrom('staff_accounts')
          .select(['id', 'email', 'password_hash', 'totp_secret'])
          .where('id', '=', claim.ownerId)
          .executeTakeFirst();
        const site = await trx.selectFrom('sites').select(['name', 'settings']).where('id', '=', claim.siteId).executeTakeFirst();
        if (owner && site && !owner.totp_secret && (await verifyPassword(input.owner.password, owner.password_hash))) {
          const csrfToken = await startStaffSession(ctx, trx, reply, { id: owner.id, siteId: claim.siteId });
          return {
            staff: { id: owner.id, email: owner.email, role: 'owner', siteId: claim.siteId, totpEnabled: false },
            csrfToken,
            shopName: site.name,
            siteId: claim.siteId,
            clientId: claim.clientId,
            scriptTag: scriptTagFor(ctx.config.publicUrl, claim.clientId, site.settings.locale),
          };
        }
      }
      if (await ownerExists(trx)) throw setupDone();
      if (!codeMatches(input.code, stored?.value)) throw setupCodeInvalid();
      checkShippingAnswers(input);
      const made = await insertNewSite(
        trx,
        ctx.config.publicUrl,
        {
          name: input.name,
          currency: input.currency,
          origins: input.origins,
          ownerEmail: input.owner.email,
          ownerPassword: input.owner.password,
          ...(input.locale !== undefined ? { locale: input.locale } : {}),
          ...(input.country !== undefined ? { country: input.country } : {}),
        },
        input.apiKey ? { apiKeyName: 'set-up' } : {},
      );
      await insertShippingPreset(trx, made.siteId, input, made.country, now);
      await insertTaxAnswers(trx, made.siteId, input, made.country, now);
      const remembered: StoredClaim = { codeDigest: digest(input.code), requestHash, siteId: made.siteId, clientId: made.clientId, ownerId: made.ownerId };
      await trx.deleteFrom('store_meta').where('key', '=', SETUP_CODE_KEY).execute();
      await trx
        .insertInto('store_meta')
        .values({ key: SETUP_CLAIM_KEY, value: JSON.stringify(remembered) })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(remembered) }))
        .execute();
      const csrfToken = await startStaffSession(ctx, trx, reply, { id: made.ownerId, siteId: made.siteId });
      return {
        staff: { id: made.ownerId, email: input.owner.email.trim(), role: 'owner', siteId: made.siteId, totpEnabled: false },
        csrfToken,
        shopName: input.name.trim(),
        siteId: made.siteId,
        clientId: made.clientId,
        scriptTag: made.scriptTag,
        ...(made.apiKey ? { apiKey: made.apiKey } : {}),
      };
    });
  } catch (error) {
    const code = error instanceof HttpError ? error.body.details.applicationError?.code : undefined;
    if (code === 'SETUP_CODE_INVALID' || code === 'SETUP_DONE') await addHit(ctx.db, ADMIN_RATE_SITE, counter, rule, now);
    throw error;
  }
}
