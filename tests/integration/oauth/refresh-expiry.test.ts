// Refresh tokens expire absolutely (src/server/auth/refresh-tokens.ts): a member's after 30 days, however often it was used.
import { describe, expect, it } from 'vitest';
import { REFRESH_TOKEN_TTL_MS } from '../../../src/server/auth/refresh-tokens.js';
import { memberTokensFor, registerMember } from '../../support/identity-flows.js';
import { useTestApp } from '../../support/test-app.js';

const DAY_MS = 24 * 3600 * 1000;
/** How far the app's clock runs ahead of the wall clock. */
let offsetMs = 0;
const t = useTestApp({ clock: () => new Date(Date.now() + offsetMs) });

function refresh(refreshToken: string) {
  return t.call('POST', '/oauth2/token', { body: { clientId: 'demo', grantType: 'refresh_token', refreshToken } });
}

describe('refresh token expiry', () => {
  it('refuses a member’s refresh token 31 days after the login with invalid_grant, though it renewed on day 29', async () => {
    offsetMs = 0;
    expect(REFRESH_TOKEN_TTL_MS.member).toBe(30 * DAY_MS);
    const member = await registerMember(t);
    const tokens = await memberTokensFor(t, member.visitorToken, member.sessionToken);
    const visitor = await t.visitorTokens();
    try {
      offsetMs = 29 * DAY_MS;
      const renewed = await refresh(tokens.refresh_token);
      expect(renewed.statusCode).toBe(200);
      // Using it does not push the expiry: the lifetime counts from the login (no sliding window).
      expect(renewed.json().refresh_token).toBe(tokens.refresh_token);

      offsetMs = 31 * DAY_MS;
      const expired = await refresh(tokens.refresh_token);
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toEqual({
        message: 'The refresh token is unknown, revoked or expired',
        details: {
          applicationError: {
            code: 'invalid_grant',
            description: 'The refresh token is unknown, revoked or expired',
            data: { error: 'invalid_grant', error_description: 'The refresh token is unknown, revoked or expired' },
          },
        },
      });
      expect(expired.headers['x-wix-request-id']).toBeTruthy();
      // A visitor's refresh token lives 180 days: the same day it still renews.
      expect((await refresh(visitor.refresh_token)).statusCode).toBe(200);
    } finally {
      offsetMs = 0;
    }
  });
});
