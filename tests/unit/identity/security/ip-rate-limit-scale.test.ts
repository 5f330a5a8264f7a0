// IP_RATE_LIMIT_SCALE multiplies the per-IP limits and nothing else; bad values are refused at start-up.
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../../src/server/config.js';
import { LOGIN_ACCOUNT_RULE, REGISTER_IP_RULE, scaledIpRule } from '../../../../src/server/identity/security/rate-limits.js';

describe('IP rate limit scale', () => {
  it('defaults to 1, which keeps the rule as it is', () => {
    expect(readConfig({}).ipRateLimitScale).toBe(1);
    expect(scaledIpRule(REGISTER_IP_RULE, 1)).toBe(REGISTER_IP_RULE);
  });

  it('multiplies the captcha and refusal limits but not the window', () => {
    const scaled = scaledIpRule(REGISTER_IP_RULE, 10);
    expect(scaled).toEqual({
      windowMs: REGISTER_IP_RULE.windowMs,
      captchaAfter: REGISTER_IP_RULE.captchaAfter * 10,
      refuseAfter: REGISTER_IP_RULE.refuseAfter * 10,
    });
    expect(LOGIN_ACCOUNT_RULE.captchaAfter).toBe(3);
  });

  it('refuses a scale that is not a whole number of at least 1', () => {
    expect(() => readConfig({ IP_RATE_LIMIT_SCALE: '0' })).toThrow(/IP_RATE_LIMIT_SCALE/);
    expect(() => readConfig({ IP_RATE_LIMIT_SCALE: 'lots' })).toThrow(/IP_RATE_LIMIT_SCALE/);
    expect(readConfig({ IP_RATE_LIMIT_SCALE: '50' }).ipRateLimitScale).toBe(50);
  });
});
