// GET /_api/iam/captcha/v1/challenge: an ALTCHA challenge, fetched by the captcha widget when login or register asks for one.
import type { AppContext } from '../../context.js';
import type { TypedApp } from '../../http/typed-app.js';
import { createCaptchaChallenge } from '../security/captcha.js';
import { CAPTCHA_CHALLENGE_PATH } from '../identity-errors.js';

/** Registers the challenge call (no token needed: the widget fetches it directly). */
export function registerCaptchaRoute(app: TypedApp, ctx: AppContext): void {
  app.get(CAPTCHA_CHALLENGE_PATH, { schema: { tags: ['identity'], summary: 'A signed ALTCHA proof-of-work challenge' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return createCaptchaChallenge(ctx);
  });
}
