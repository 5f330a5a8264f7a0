// Signed upload URLs: a token holds for its site until it expires, and any change to it is refused.
import { describe, expect, it } from 'vitest';
import { newGrant, signGrant, UPLOAD_URL_LIFETIME_SECONDS, verifyGrant } from '../../../src/server/media/upload-url-token.js';

const SECRET = 'test-secret-of-32-bytes-or-so-xxxxxxxx';
const NOW = new Date('2026-03-01T10:00:00Z');

describe('upload URL tokens', () => {
  it('verifies a fresh token and gives back its grant', () => {
    const grant = newGrant('tote-demo', NOW, 'sofa.jpg');
    expect(verifyGrant(signGrant(grant, SECRET), SECRET, NOW)).toEqual(grant);
  });

  it('refuses a token after its lifetime', () => {
    const token = signGrant(newGrant('tote-demo', NOW), SECRET);
    expect(verifyGrant(token, SECRET, new Date(NOW.getTime() + (UPLOAD_URL_LIFETIME_SECONDS - 1) * 1000))).toBeDefined();
    expect(verifyGrant(token, SECRET, new Date(NOW.getTime() + UPLOAD_URL_LIFETIME_SECONDS * 1000))).toBeUndefined();
  });

  it('refuses another secret, a changed body (another site) and garbage', () => {
    const token = signGrant(newGrant('tote-demo', NOW), SECRET);
    expect(verifyGrant(token, 'another-secret', NOW)).toBeUndefined();
    const [, signature] = token.split('.');
    const otherSite = Buffer.from(JSON.stringify({ s: 'other-site', n: 'x', e: 9_999_999_999 })).toString('base64url');
    expect(verifyGrant(`${otherSite}.${signature}`, SECRET, NOW)).toBeUndefined();
    for (const junk of ['', '.', 'a.b.c', 'not-a-token']) expect(verifyGrant(junk, SECRET, NOW)).toBeUndefined();
  });
});
