// Redirect URI rules (registered origin, https outside loopback, no credentials or fragments) and PKCE S256 (RFC 7636).
import { describe, expect, it } from 'vitest';
import { isCodeVerifier, isS256Challenge, s256, verifierMatches } from '../../../src/server/oauth/pkce.js';
import { urlProblem } from '../../../src/server/oauth/registered-urls.js';
import type { OAuthClient } from '../../../src/server/oauth/clients.js';

const client: OAuthClient = {
  id: 'c',
  siteId: 's',
  name: 'C',
  allowedOrigins: ['http://localhost:8788', 'https://Shop.Example/', 'http://[::1]:3000', 'http://plain.example'],
  redirectUris: [],
  redirectDomains: [],
};

describe('urlProblem', () => {
  it('accepts URLs on registered origins, whatever the path and query', () => {
    expect(urlProblem(client, 'http://localhost:8788/callback?x=1')).toBeUndefined();
    expect(urlProblem(client, 'https://shop.example/a/b')).toBeUndefined();
    expect(urlProblem(client, 'https://SHOP.example:443/')).toBeUndefined();
    expect(urlProblem(client, 'http://[::1]:3000/cb')).toBeUndefined();
  });

  it('refuses other ports, schemes, hosts and look-alikes', () => {
    for (const url of [
      'http://localhost:8789/cb',
      'https://localhost:8788/cb',
      'https://shop.example.evil.com/',
      'https://evilshop.example/',
      'https://shop.example@evil.com/',
      '//shop.example/',
      '/callback',
      'javascript:alert(1)',
      'data:text/html,x',
    ]) {
      expect(urlProblem(client, url), url).toBeDefined();
    }
  });

  it('wants https outside loopback even for a registered http origin', () => {
    expect(urlProblem(client, 'http://plain.example/cb')).toContain('https');
  });

  it('refuses credentials, and fragments in redirect URIs only', () => {
    expect(urlProblem(client, 'http://user:pw@localhost:8788/')).toContain('credentials');
    expect(urlProblem(client, 'http://localhost:8788/cb#x')).toContain('fragment');
    expect(urlProblem(client, 'http://localhost:8788/cb#x', { allowFragment: true })).toBeUndefined();
  });
});

describe('PKCE', () => {
  it('computes the RFC 7636 appendix B challenge', () => {
    expect(s256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
    expect(verifierMatches('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk', 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM')).toBe(true);
    expect(verifierMatches('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXX', 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM')).toBe(false);
  });

  it('checks verifier and challenge syntax', () => {
    expect(isCodeVerifier('a'.repeat(43))).toBe(true);
    expect(isCodeVerifier('a'.repeat(42))).toBe(false);
    expect(isCodeVerifier('a'.repeat(129))).toBe(false);
    expect(isCodeVerifier(`${'a'.repeat(42)}+`)).toBe(false);
    expect(isS256Challenge('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM')).toBe(true);
    expect(isS256Challenge('plain')).toBe(false);
  });
});
