// Logging in: every failure code, the captcha after a few failures (ALTCHA, no replay), limits kept in the database.
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../../src/server/app.js';
import { createContext } from '../../../../src/server/context.js';
import { LOGIN_ACCOUNT_RULE, LOGIN_IP_RULE } from '../../../../src/server/identity/security/rate-limits.js';
import { useTestApp } from '../../../support/test-app.js';
import { callFrom, freshEmail, freshIp, loginAs, registerMember, solveCaptcha } from '../../../support/identity-flows.js';

const t = useTestApp();

function codeOf(response: { json(): unknown }): string | undefined {
  return (response.json() as { details?: { applicationError?: { code?: string } } }).details?.applicationError?.code;
}

describe('login', () => {
  it('logs a member in with SUCCESS and a session token', async () => {
    const member = await registerMember(t);
    const response = await loginAs(t, member.email, member.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ state: 'SUCCESS', identity: { id: member.identityId, status: { name: 'ACTIVE' } } });
    expect(response.json().sessionToken.split('.')).toHaveLength(3);
  });

  it('finds the member whatever the case of the e-mail', async () => {
    const member = await registerMember(t);
    const response = await loginAs(t, `  ${member.email.toUpperCase()} `, member.password);
    expect(response.json().state).toBe('SUCCESS');
  });

  it('answers a wrong password with -19976 as an application error (not 401)', async () => {
    const member = await registerMember(t);
    const response = await loginAs(t, member.email, 'wrong password!');
    expect(response.statusCode).toBe(400);
    expect(codeOf(response)).toBe('-19976');
    expect(response.json().details.validationError).toBeUndefined();
  });

  it('answers an unknown e-mail with another application error code', async () => {
    const response = await loginAs(t, freshEmail('nobody'), 'whatever password');
    expect(response.statusCode).toBe(404);
    expect(codeOf(response)).toBe('-19999');
  });

  it('answers a malformed body with an application error, never a validation error', async () => {
    const token = await t.visitorToken();
    for (const body of [{ loginId: 'x', password: 5 }, [1, 2], { loginId: { email: 12 } }]) {
      const response = await callFrom(t, 'POST', '/_api/iam/authentication/v2/login', { token, ip: freshIp(), body });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.json().details.applicationError.code).toBeTruthy();
      expect(response.json().details.validationError).toBeUndefined();
    }
  });

  it('refuses a blocked member, after the password is checked', async () => {
    const member = await registerMember(t);
    const blocked = await callFrom(t, 'POST', `/members/v1/members/${member.identityId}/block`, { token: await t.merchantKey() });
    expect(blocked.json().member.status).toBe('BLOCKED');
    const wrong = await loginAs(t, member.email, 'not the password');
    expect(codeOf(wrong)).toBe('-19976');
    const right = await loginAs(t, member.email, member.password);
    expect(right.statusCode).toBe(403);
    expect(codeOf(right)).toBe('MEMBER_BLOCKED');
  });

  it('needs a visitor or member token: 401 without one, 403 with an API key', async () => {
    const none = await callFrom(t, 'POST', '/_api/iam/authentication/v2/login', { body: { loginId: { email: 'a@example.com' }, password: 'x' } });
    expect(none.statusCode).toBe(401);
    const merchant = await callFrom(t, 'POST', '/_api/iam/authentication/v2/login', {
      token: await t.merchantKey(),
      body: { loginId: { email: 'a@example.com' }, password: 'x' },
    });
    expect(merchant.statusCode).toBe(403);
  });

  it('also answers under /iam/authentication (the path without /_api)', async () => {
    const member = await registerMember(t);
    const response = await callFrom(t, 'POST', '/iam/authentication/v2/login', {
      token: await t.visitorToken(),
      ip: freshIp(),
      body: { loginId: { email: member.email }, password: member.password },
    });
    expect(response.json().state).toBe('SUCCESS');
  });
});

describe('captcha and rate limits', () => {
  it('requires a captcha after a few failures of one account (-19971), then accepts a solved one', async () => {
    const member = await registerMember(t);
    for (let i = 0; i < LOGIN_ACCOUNT_RULE.captchaAfter; i++) {
      expect(codeOf(await loginAs(t, member.email, `wrong ${i} password`))).toBe('-19976');
    }
    // A fresh address does not help: the account itself asks for the captcha now, even with the right password.
    const missing = await loginAs(t, member.email, member.password);
    expect(missing.statusCode).toBe(400);
    expect(codeOf(missing)).toBe('-19971');
    expect(missing.json().details.applicationError.data.challengeUrl).toBe('/_api/iam/captcha/v1/challenge');

    const captcha = await solveCaptcha(t);
    const ok = await loginAs(t, member.email, member.password, { captcha });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().state).toBe('SUCCESS');
    // Success clears the account's failures: no captcha needed any more.
    expect((await loginAs(t, member.email, member.password)).json().state).toBe('SUCCESS');
  });

  it('refuses a replayed or forged captcha with -19970', async () => {
    const member = await registerMember(t);
    for (let i = 0; i < LOGIN_ACCOUNT_RULE.captchaAfter; i++) await loginAs(t, member.email, `wrong ${i} password`);
    const captcha = await solveCaptcha(t);
    const first = await loginAs(t, member.email, 'still wrong password', { captcha });
    expect(codeOf(first)).toBe('-19976');
    const replayed = await loginAs(t, member.email, member.password, { captcha });
    expect(codeOf(replayed)).toBe('-19970');
    const forged = await loginAs(t, member.email, member.password, {
      captcha: Buffer.from('{"challenge":{"parameters":{}},"solution":{}}').toString('base64'),
    });
    expect(codeOf(forged)).toBe('-19970');
    const garbage = await loginAs(t, member.email, member.password, { captcha: 'not base64 json' });
    expect(codeOf(garbage)).toBe('-19970');
  });

  it('requires a captcha for an address that failed often, whatever the account', async () => {
    const ip = freshIp();
    for (let i = 0; i < LOGIN_IP_RULE.captchaAfter; i++) await loginAs(t, freshEmail('spray'), 'some password', { ip });
    const member = await registerMember(t);
    expect(codeOf(await loginAs(t, member.email, member.password, { ip }))).toBe('-19971');
    expect((await loginAs(t, member.email, member.password)).json().state).toBe('SUCCESS');
  });

  it("never locks the owner out: after many strangers' guesses the owner signs in with the captcha", { timeout: 120_000 }, async () => {
    const member = await registerMember(t);
    // More wrong guesses than the old lock-out allowed (10), each from another address, with solved captchas.
    for (let i = 0; i < 12; i++) {
      const captcha = i >= LOGIN_ACCOUNT_RULE.captchaAfter ? await solveCaptcha(t) : undefined;
      expect(codeOf(await loginAs(t, member.email, `wrong ${i} password`, captcha ? { captcha } : {}))).toBe('-19976');
    }
    // Without a captcha each further guess is refused for want of one: a guess costs a proof of work.
    expect(codeOf(await loginAs(t, member.email, 'yet another guess'))).toBe('-19971');
    const owner = await loginAs(t, member.email, member.password, { captcha: await solveCaptcha(t) });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().state).toBe('SUCCESS');
  });

  it('refuses an address after many failures (429), whatever the accounts it tries', async () => {
    const ip = freshIp();
    // The address already failed as often as its limit allows (counted in the database, as every process counts).
    await t.ctx.db
      .insertInto('identity_rate_limits')
      .values({ site_id: 'tote-demo', key: `login:ip:${ip}`, window_start: new Date(), hits: LOGIN_IP_RULE.refuseAfter })
      .execute();
    const refused = await loginAs(t, freshEmail('spray'), 'some password', { ip, captcha: await solveCaptcha(t) });
    expect(refused.statusCode).toBe(429);
    expect(codeOf(refused)).toBe('THROTTLED_FEATURE');
    // Another address is not refused for it.
    expect(codeOf(await loginAs(t, freshEmail('spray'), 'some password'))).toBe('-19999');
  });

  it('lets no more guesses through when they arrive all at once', async () => {
    const member = await registerMember(t);
    const token = await t.visitorToken();
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        callFrom(t, 'POST', '/_api/iam/authentication/v2/login', {
          token,
          ip: freshIp(),
          body: { loginId: { email: member.email }, password: `burst guess ${i}` },
        }),
      ),
    );
    const codes = burst.map(codeOf);
    expect(codes.filter((c) => c === '-19976').length).toBeLessThanOrEqual(LOGIN_ACCOUNT_RULE.captchaAfter);
    expect(codes.every((c) => c === '-19976' || c === '-19971' || c === 'THROTTLED_FEATURE')).toBe(true);
  });

  it('keeps counters and used captchas in the database, shared by every server process', async () => {
    // A second app on the same database stands for a second server process (its own caches, no shared memory).
    const other = await buildApp(createContext(t.ctx.config, t.ctx.db));
    await other.ready();
    try {
      const member = await registerMember(t);
      for (let i = 0; i < LOGIN_ACCOUNT_RULE.captchaAfter; i++) await loginAs(t, member.email, `wrong ${i} password`);
      const token = await t.visitorToken();
      const viaOther = await other.inject({
        method: 'POST',
        url: '/_api/iam/authentication/v2/login',
        headers: { authorization: token, 'content-type': 'application/json' },
        payload: JSON.stringify({ loginId: { email: member.email }, password: member.password }),
      });
      expect(viaOther.json().details.applicationError.code).toBe('-19971');
      const captcha = await solveCaptcha(t);
      expect((await loginAs(t, member.email, 'wrong again password', { captcha })).json().details.applicationError.code).toBe('-19976');
      const replayOnOther = await other.inject({
        method: 'POST',
        url: '/_api/iam/authentication/v2/login',
        headers: { authorization: token, 'content-type': 'application/json' },
        payload: JSON.stringify({ loginId: { email: member.email }, password: member.password, captchaTokens: [{ Recaptcha: captcha }] }),
      });
      expect(replayOnOther.json().details.applicationError.code).toBe('-19970');
    } finally {
      await other.close();
    }
  });
});

describe('a server process that never signed before', () => {
  it('answers a login without waiting on its own transaction (PGlite has one connection)', async () => {
    const member = await registerMember(t);
    const token = await t.visitorToken();
    // A fresh context has empty key caches: the session token's key is loaded from the database at this login.
    const fresh = await buildApp(createContext(t.ctx.config, t.ctx.db));
    await fresh.ready();
    try {
      const response = await fresh.inject({
        method: 'POST',
        url: '/_api/iam/authentication/v2/login',
        headers: { authorization: token, 'content-type': 'application/json' },
        payload: JSON.stringify({ loginId: { email: member.email }, password: member.password }),
      });
      expect(response.json().state).toBe('SUCCESS');
    } finally {
      await fresh.close();
    }
  });
});

describe('ALTCHA cost', () => {
  it('takes well under a second to solve (median of 10 in Node)', async () => {
    const times: number[] = [];
    for (let i = 0; i < 10; i++) {
      const started = performance.now();
      await solveCaptcha(t);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const median = times[5]!;
    console.log(`ALTCHA solve (challenge fetch + solve) median ${median.toFixed(0)} ms, max ${times[9]!.toFixed(0)} ms`);
    expect(median).toBeLessThan(500);
  });
});
