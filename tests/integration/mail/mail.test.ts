// Mail: without SMTP_URL it stays in the outbox that a development page lists (never in production); with SMTP_URL it is delivered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverPendingMail } from '../../../src/server/mail/smtp-delivery.js';
import { startTestApp, useTestApp } from '../../support/test-app.js';
import { callFrom, freshEmail, freshIp, latestCode } from '../../support/identity-flows.js';
import { startSmtpCatcher, type SmtpCatcher } from '../../support/smtp-catcher.js';

const t = useTestApp();

describe('the outbox without SMTP', () => {
  it('keeps the verification mail and lists it on the development page', async () => {
    const email = freshEmail();
    await callFrom(t, 'POST', '/_api/iam/authentication/v2/register', {
      token: await t.visitorToken(),
      ip: freshIp(),
      body: { loginId: { email }, password: 'correct horse battery' },
    });
    const code = await latestCode(t, email);
    const json = await callFrom(t, 'GET', `/_dev/mail/messages?to=${encodeURIComponent(email)}`);
    expect(json.statusCode).toBe(200);
    expect(json.json().messages[0]).toMatchObject({ to: email, kind: 'verification-code', sentDate: null });
    expect(json.json().messages[0].text).toContain(code);
    const page = await callFrom(t, 'GET', '/_dev/mail');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(code);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('escapes what it shows', async () => {
    await t.ctx.db
      .insertInto('mail_outbox')
      .values({
        id: crypto.randomUUID(),
        site_id: 'tote-demo',
        kind: 'test',
        to_address: 'x@example.com',
        subject: '<script>alert(1)</script>',
        text_body: '<img src=x onerror=alert(1)>',
        html_body: '',
      })
      .execute();
    const page = await callFrom(t, 'GET', '/_dev/mail');
    expect(page.body).not.toContain('<script>alert(1)</script>');
    expect(page.body).toContain('&lt;script&gt;');
  });

  it('answers only loopback callers', async () => {
    const response = await callFrom(t, 'GET', '/_dev/mail', { ip: '203.0.113.7' });
    expect(response.statusCode).toBe(404);
  });
});

describe('the development page in production', () => {
  let production: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    production = await startTestApp({ env: { NODE_ENV: 'production', LOG_LEVEL: 'silent' } });
  }, 60_000);
  afterAll(() => production.close());

  it('does not exist', async () => {
    expect((await production.call('GET', '/_dev/mail')).statusCode).toBe(404);
    expect((await production.call('GET', '/_dev/mail/messages')).statusCode).toBe(404);
  });
});

describe('delivery over SMTP', () => {
  let catcher: SmtpCatcher;
  let smtp: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    catcher = await startSmtpCatcher();
    smtp = await startTestApp({ env: { SMTP_URL: catcher.url } });
  }, 60_000);
  afterAll(async () => {
    await smtp.close();
    await catcher.close();
  });

  it('sends the verification mail and marks it sent', async () => {
    const email = freshEmail('smtp');
    const token = await smtp.visitorToken();
    const registered = await smtp.app.inject({
      method: 'POST',
      url: '/_api/iam/authentication/v2/register',
      remoteAddress: freshIp(),
      headers: { authorization: token, 'content-type': 'application/json' },
      payload: JSON.stringify({ loginId: { email }, password: 'correct horse battery' }),
    });
    expect(registered.json().state).toBe('REQUIRE_EMAIL_VERIFICATION');
    // Delivery runs in the background after the commit; run it once more to be sure it finished.
    const sentAt = async () =>
      (await smtp.ctx.db.selectFrom('mail_outbox').select('sent_at').where('to_address', '=', email).executeTakeFirstOrThrow()).sent_at;
    const deadline = Date.now() + 10_000;
    while ((await sentAt()) === null && Date.now() < deadline) {
      await deliverPendingMail(smtp.ctx);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await sentAt()).not.toBeNull();
    const mail = catcher.mails.filter((m) => m.to.some((to) => to.includes(email)));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.data).toMatch(/Subject: .*your code is \d{6}/);
  });
});
