// X-Request-Id taken from the request when safe and echoed; TRUST_PROXY decides whose address the per-IP limits count.
import { describe, expect, it } from 'vitest';
import { LOGIN_IP_RULE } from '../../../src/server/identity/security/rate-limits.js';
import { callFrom, freshEmail, freshIp, registerMember } from '../../support/identity-flows.js';
import { startTestApp, useTestApp, type TestApp } from '../../support/test-app.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const t = useTestApp();

describe('X-Request-Id', () => {
  it('echoes a request id the caller chose on the answer', async () => {
    const id = 'lb-7f3a:2024.11_25-abc';
    const response = await t.call('GET', '/health', { headers: { 'x-request-id': id } });
    expect(response.headers['x-request-id']).toBe(id);
    expect(response.headers['x-wix-request-id']).toBe(id);
  });

  it('echoes it on errors too: a 404 envelope and a bad-URL refusal', async () => {
    const id = 'trace-123';
    expect((await t.call('GET', '/nowhere', { headers: { 'x-request-id': id } })).headers['x-request-id']).toBe(id);
    expect((await t.call('GET', '/widget/%E0%A4%A', { headers: { 'x-request-id': id } })).headers['x-request-id']).toBe(id);
  });

  it('replaces an id with spaces, quotes, other characters or more than 128 characters by a fresh UUID', async () => {
    for (const unsafe of ['has space', 'quote"d', 'new\\nline', 'é', 'x'.repeat(129), '']) {
      const response = await t.call('GET', '/health', { headers: { 'x-request-id': unsafe } });
      expect(response.headers['x-request-id'], unsafe).toMatch(UUID);
    }
    expect((await t.call('GET', '/health', { headers: { 'x-request-id': 'x'.repeat(128) } })).headers['x-request-id']).toBe('x'.repeat(128));
  });

  it('makes a fresh one per request when none is sent', async () => {
    const [a, b] = await Promise.all([t.call('GET', '/health'), t.call('GET', '/health')]);
    expect(a.headers['x-request-id']).toMatch(UUID);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });
});

/** Fails `LOGIN_IP_RULE.captchaAfter` logins of unknown accounts from `shopper` through the proxy at `proxy`. */
async function failLoginsFrom(app: TestApp, proxy: string, shopper: string): Promise<void> {
  for (let i = 0; i < LOGIN_IP_RULE.captchaAfter; i++) {
    // No such account: a failure that counts against the address.
    const response = await loginThrough(app, proxy, shopper, freshEmail('spray'), 'some password');
    expect(response.statusCode).toBe(404);
  }
}

function loginThrough(app: TestApp, proxy: string, shopper: string, email: string, password: string) {
  return app.visitorToken().then((token) =>
    callFrom(app, 'POST', '/_api/iam/authentication/v2/login', {
      token,
      ip: proxy,
      headers: { 'x-forwarded-for': shopper },
      body: { loginId: { email }, password },
    }),
  );
}

function codeOf(response: { json(): unknown }): string | undefined {
  return (response.json() as { details?: { applicationError?: { code?: string } } }).details?.applicationError?.code;
}

describe('TRUST_PROXY', () => {
  it('off (the default): X-Forwarded-For is ignored, every shopper behind one proxy shares its limit', async () => {
    const proxy = freshIp();
    await failLoginsFrom(t, proxy, '203.0.113.7');
    const member = await registerMember(t);
    // Another shopper, as the proxy says, but the proxy is not trusted: the proxy's address asks for the captcha.
    expect(codeOf(await loginThrough(t, proxy, '198.51.100.9', member.email, member.password))).toBe('-19971');
  });

  it('a hop count or the proxy address: each shopper behind the proxy has a limit of their own', { timeout: 120_000 }, async () => {
    for (const trust of ['1', '10.0.0.0/8']) {
      const behind = await startTestApp({ env: { TRUST_PROXY: trust } });
      try {
        const proxy = freshIp();
        await failLoginsFrom(behind, proxy, '203.0.113.7');
        const member = await registerMember(behind);
        expect((await loginThrough(behind, proxy, '198.51.100.9', member.email, member.password)).json().state, trust).toBe('SUCCESS');
        // The shopper who failed is still asked for the captcha, whichever proxy address they come through.
        expect(codeOf(await loginThrough(behind, freshIp(), '203.0.113.7', member.email, member.password)), trust).toBe('-19971');
      } finally {
        await behind.close();
      }
    }
  });

  it('an address list that does not name the proxy: the proxy is not believed', async () => {
    const behind = await startTestApp({ env: { TRUST_PROXY: '192.0.2.1' } });
    try {
      const proxy = freshIp();
      await failLoginsFrom(behind, proxy, '203.0.113.7');
      const member = await registerMember(behind);
      expect(codeOf(await loginThrough(behind, proxy, '198.51.100.9', member.email, member.password))).toBe('-19971');
    } finally {
      await behind.close();
    }
  });
});
