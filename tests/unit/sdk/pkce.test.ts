// PKCE (RFC 7636): verifier lengths and characters, the S256 challenge, and the OAuth data of a login.
import { describe, expect, it } from 'vitest';
import { codeChallenge, generateCodeVerifier, generateOAuthData, parseFromUrl, ToteError } from '../../../src/sdk/index.js';

describe('code verifier', () => {
  it('is 43 unreserved characters by default', () => {
    const verifier = generateCodeVerifier();
    expect(verifier).toHaveLength(43);
    expect(verifier).toMatch(/^[A-Za-z0-9\-._~]+$/);
  });

  it('takes any length from 43 to 128', () => {
    expect(generateCodeVerifier(128)).toHaveLength(128);
    expect(generateCodeVerifier(64)).toHaveLength(64);
  });

  it('refuses lengths outside 43 to 128 with the spec message', () => {
    for (const length of [42, 129, 0]) {
      let error: unknown;
      try {
        generateCodeVerifier(length);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ToteError);
      expect((error as ToteError).code).toBe('INVALID_VERIFIER_LENGTH');
      expect((error as ToteError).message).toBe(`Expected a length between 43 and 128. Received ${length}.`);
    }
  });

  it('differs every time', () => {
    expect(new Set(Array.from({ length: 20 }, () => generateCodeVerifier())).size).toBe(20);
  });
});

describe('code challenge', () => {
  it('is the S256 challenge of RFC 7636 Appendix B', async () => {
    expect(await codeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });
});

describe('OAuth data and the redirect URL', () => {
  it('pairs a fresh state with a verifier and its challenge', async () => {
    const data = await generateOAuthData('https://shop.example/callback', 'https://shop.example/cart');
    expect(data.redirectUri).toBe('https://shop.example/callback');
    expect(data.originalUri).toBe('https://shop.example/cart');
    expect(data.codeChallenge).toBe(await codeChallenge(data.codeVerifier));
    expect(data.state).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect((await generateOAuthData('x')).state).not.toBe(data.state);
  });

  it('reads code and state from the fragment by default, or from the query string', () => {
    expect(parseFromUrl('https://shop.example/cb#code=abc&state=xyz')).toEqual({ code: 'abc', state: 'xyz' });
    expect(parseFromUrl('https://shop.example/cb?code=q1&state=s1', 'query')).toEqual({ code: 'q1', state: 's1' });
    expect(parseFromUrl('https://shop.example/cb?code=q1&state=s1')).toEqual({ code: null, state: null });
    expect(parseFromUrl('https://shop.example/cb#error=access_denied&error_description=No&state=s')).toEqual({
      code: null,
      state: 's',
      error: 'access_denied',
      errorDescription: 'No',
    });
  });
});
