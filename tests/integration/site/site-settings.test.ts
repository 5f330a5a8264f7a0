// GET and PATCH /tote/v1/site: a merchant names the shop and sets its currency, locale, country, logo, colour, order numbers and member policy; bad values are refused.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/test-app.js';
import { insertSite } from '../../support/cart-fixtures.js';
import { listOutbox } from '../../../src/server/mail/outbox.js';
import { createApiKey } from '../../../src/server/auth/api-keys.js';

const t = useTestApp();
const SITE = '/tote/v1/site';

describe('site settings', () => {
  it('answers the demo site to its merchant', async () => {
    const response = await t.call('GET', SITE, { token: await t.merchantKey() });
    expect(response.statusCode).toBe(200);
    expect(response.json().site).toMatchObject({ id: 'tote-demo', name: 'Tote Demo Shop', currency: 'USD', locale: 'en-US', nextOrderNumber: 10001 });
  });

  it('changes name, currency, locale, logo, colour, member policy and owner pages, and the hosted pages show the name and colour', async () => {
    const key = await t.merchantKey();
    const patched = await t.call('PATCH', SITE, {
      token: key,
      body: {
        site: {
          name: 'Green Grocer',
          currency: 'eur',
          locale: 'de-DE',
          logoUrl: 'https://shop.example/logo.png',
          accentColor: '#0a7f3f',
          memberPolicy: { requireOwnerApproval: true },
          ownerCustomUrls: { bookingsCheckout: 'https://shop.example/book' },
          offlinePaymentInstructions: 'Pay on pickup.',
        },
      },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().site).toMatchObject({
      name: 'Green Grocer',
      currency: 'EUR',
      locale: 'de-DE',
      logoUrl: 'https://shop.example/logo.png',
      accentColor: '#0a7f3f',
      memberPolicy: { requireEmailVerification: true, requireOwnerApproval: true },
      ownerCustomUrls: { bookingsCheckout: 'https://shop.example/book' },
      offlinePaymentInstructions: 'Pay on pickup.',
    });
    expect((await t.call('GET', SITE, { token: key })).json().site.name).toBe('Green Grocer');
    const page = await t.call('GET', '/hosted/login?clientId=demo');
    expect(page.body).toContain('Green Grocer');
    expect(page.body.toLowerCase()).toContain('#0a7f3f');
    // The logo is in the header, and the page's CSP lets exactly its origin serve images.
    expect(page.body).toContain('<img class="store-logo" src="https://shop.example/logo.png"');
    // E-mails carry the logo (with the name as its text) and the accent colour.
    const email = `branded-${Date.now()}@example.com`;
    await t.call('POST', '/_api/iam/authentication/v2/register', {
      token: await t.visitorToken(),
      body: { loginId: { email }, password: 'branded password 1' },
    });
    const [mail] = await listOutbox(t.handle.db, { to: email, limit: 1 });
    expect(mail?.html_body).toContain('<img src="https://shop.example/logo.png" alt="Green Grocer"');
    expect(mail?.html_body).toContain('#0a7f3f');
    expect(mail?.subject).toContain('Green Grocer');
    expect(String(page.headers['content-security-policy'])).toMatch(/img-src 'self' data: https:\/\/shop\.example(;|$)/);
  });

  it('keeps the shop’s country: the locale’s region until one is set, then the one set; the hosted pages hand it to the checkout', async () => {
    const key = await t.merchantKey();
    const patch = async (site: Record<string, string>) => (await t.call('PATCH', SITE, { token: key, body: { site } })).json().site;
    const before = (await t.call('GET', SITE, { token: key })).json().site;
    expect((await patch({ locale: 'en-GB' })).country).toBe('GB');
    expect((await patch({ country: 'ie' })).country).toBe('IE');
    expect((await patch({ locale: 'de-DE' })).country).toBe('IE');
    const page = await t.call('GET', '/hosted/product/classic-tee');
    expect(page.body).toContain('"country":"IE"');
    await patch({ locale: before.locale });
  });

  it('starts order numbers where the merchant says, and never below a number given', async () => {
    const key = await t.merchantKey();
    const moved = await t.call('PATCH', SITE, { token: key, body: { site: { orderNumberStart: 50000 } } });
    expect(moved.json().site.nextOrderNumber).toBe(50000);
    const back = await t.call('PATCH', SITE, { token: key, body: { site: { orderNumberStart: 100 } } });
    expect(back.statusCode).toBe(400);
    expect(back.json().details.validationError.fieldViolations[0]).toMatchObject({ field: 'site.orderNumberStart', violatedRule: 'MIN' });
  });

  it('refuses bad values with field violations and changes nothing', async () => {
    const key = await t.merchantKey();
    const before = (await t.call('GET', SITE, { token: key })).json().site;
    for (const [site, field] of [
      [{ currency: 'XYZ' }, 'site.currency'],
      [{ locale: 'not a locale' }, 'site.locale'],
      [{ logoUrl: 'javascript:alert(1)' }, 'site.logoUrl'],
      [{ logoUrl: 'http://shop.example/logo.png' }, 'site.logoUrl'],
      [{ accentColor: 'green' }, 'site.accentColor'],
      [{ name: '   ' }, 'site.name'],
      [{ ownerCustomUrls: { bookingsCheckout: 'ftp://x' } }, 'site.ownerCustomUrls.bookingsCheckout'],
      [{ colour: '#fff' }, 'site.colour'],
      [{ country: 'XX' }, 'site.country'],
    ] as const) {
      const response = await t.call('PATCH', SITE, { token: key, body: { site: { ...site, name: 'name' in site ? site.name : 'Changed' } } });
      expect(response.statusCode, field).toBe(400);
      expect(
        response.json().details.validationError.fieldViolations.map((v: { field: string }) => v.field),
        field,
      ).toContain(field);
    }
    expect((await t.call('GET', SITE, { token: key })).json().site).toEqual(before);
  });

  it('is for merchants only, and only their own site', async () => {
    expect((await t.call('GET', SITE)).statusCode).toBe(401);
    expect((await t.call('GET', SITE, { token: await t.visitorToken() })).statusCode).toBe(403);
    expect((await t.call('PATCH', SITE, { token: await t.visitorToken(), body: { site: { name: 'Mine' } } })).statusCode).toBe(403);
    const other = await insertSite(t.handle.db);
    const otherKey = (await createApiKey(t.handle.db, other.siteId, 'other')).key;
    const answer = await t.call('GET', SITE, { token: otherKey });
    expect(answer.json().site.id).toBe(other.siteId);
  });
});
