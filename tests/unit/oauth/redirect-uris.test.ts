// OAuth redirect URIs (RFC 9700 §4.1.3): exact matching of registered URIs, any port on loopback, origin matching only on allowed redirect domains.
import { describe, expect, it } from 'vitest';
import type { OAuthClient } from '../../../src/server/oauth/clients.js';
import { matchesRegisteredUri, redirectUriProblem } from '../../../src/server/oauth/registered-urls.js';

const exactClient: OAuthClient = {
  id: 'app',
  siteId: 's',
  name: 'App',
  allowedOrigins: ['https://shop.example'],
  redirectUris: ['https://shop.example/callback', 'http://127.0.0.1:8000/cb', 'http://[::1]/native?x=1'],
  redirectDomains: [],
  storeOrigin: 'https://store.example',
};
const domainClient: OAuthClient = { ...exactClient, id: 'widget', redirectUris: [], redirectDomains: ['https://shop.example'] };

describe('redirectUriProblem with exact redirect URIs', () => {
  it('accepts a registered URI exactly as registered', () => {
    expect(redirectUriProblem(exactClient, 'https://shop.example/callback')).toBeUndefined();
  });

  it('refuses other paths, a trailing slash, an added query, another case and another origin path', () => {
    for (const url of [
      'https://shop.example/callback/',
      'https://shop.example/callback?next=/admin',
      'https://shop.example/Callback',
      'https://shop.example/other',
      'https://shop.example/',
      'https://SHOP.example/callback',
      'https://shop.example:443/callback',
    ]) {
      expect(redirectUriProblem(exactClient, url), url).toContain('is not a redirect URI registered');
    }
  });

  it('refuses any path on the store origin but the hosted account page', () => {
    expect(redirectUriProblem(exactClient, 'https://store.example/hosted/account')).toBeUndefined();
    for (const url of [
      'https://store.example/',
      'https://store.example/hosted/login',
      'https://store.example/r/abc',
      'https://store.example/hosted/account/',
    ]) {
      expect(redirectUriProblem(exactClient, url), url).toBeDefined();
    }
  });

  it('takes any port on a loopback IP, but nothing else may differ', () => {
    expect(redirectUriProblem(exactClient, 'http://127.0.0.1:51234/cb')).toBeUndefined();
    expect(redirectUriProblem(exactClient, 'http://127.0.0.1/cb')).toBeUndefined();
    expect(redirectUriProblem(exactClient, 'http://[::1]:4000/native?x=1')).toBeUndefined();
    for (const url of [
      'http://127.0.0.1:51234/cb/',
      'http://127.0.0.1:51234/other',
      'https://127.0.0.1:8000/cb',
      'http://localhost:8000/cb',
      'http://[::1]:4000/native?x=2',
    ]) {
      expect(redirectUriProblem(exactClient, url), url).toBeDefined();
    }
  });

  it('still refuses fragments, credentials, plain http off loopback and non-URLs', () => {
    for (const url of ['https://shop.example/callback#x', 'https://u:p@shop.example/callback', 'http://shop.example/callback', 'javascript:alert(1)', '', 42]) {
      expect(redirectUriProblem(exactClient, url), String(url)).toBeDefined();
    }
  });
});

describe('redirectUriProblem with allowed redirect domains', () => {
  it('accepts any path under an allowed redirect domain, as Wix does', () => {
    expect(redirectUriProblem(domainClient, 'https://shop.example/products/tee?x=1')).toBeUndefined();
    expect(redirectUriProblem(domainClient, 'https://shop.example/')).toBeUndefined();
  });

  it('refuses look-alikes and other origins', () => {
    for (const url of ['https://shop.example.evil.com/', 'https://evil.example/shop.example', 'https://shop.example@evil.com/', 'http://shop.example/']) {
      expect(redirectUriProblem(domainClient, url), url).toBeDefined();
    }
  });

  it('does not count an allowed CORS origin as a redirect domain', () => {
    expect(redirectUriProblem({ ...domainClient, redirectDomains: [] }, 'https://shop.example/products/tee')).toBeDefined();
  });
});

describe('matchesRegisteredUri', () => {
  it('is string equality off loopback', () => {
    expect(matchesRegisteredUri('https://a.example/cb', 'https://a.example/cb')).toBe(true);
    expect(matchesRegisteredUri('https://a.example:8443/cb', 'https://a.example:9443/cb')).toBe(false);
  });
});
