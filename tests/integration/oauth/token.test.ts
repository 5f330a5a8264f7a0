// Visitor tokens, renewal, the error envelope and CORS, against the real app and database.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();

describe('POST /oauth2/token', () => {
  it('issues visitor tokens for the anonymous grant', async () => {
    const response = await t.call('POST', '/oauth2/token', { body: { clientId: 'demo', grantType: 'anonymous' } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.expires_in).toBe(14400);
    expect(body.access_token.split('.')).toHaveLength(3);
    expect(body.refresh_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-wix-request-id']).toBeTruthy();
  });

  it('renews the access token with the refresh token and keeps the refresh token', async () => {
    const first = await t.visitorTokens();
    const response = await t.call('POST', '/oauth2/token', { body: { clientId: 'demo', grantType: 'refresh_token', refreshToken: first.refresh_token } });
    expect(response.statusCode).toBe(200);
    expect(response.json().refresh_token).toBe(first.refresh_token);
    const claims = await t.ctx.tokens.verify(response.json().access_token);
    const original = await t.ctx.tokens.verify(first.access_token);
    expect(claims.sub).toBe(original.sub);
    expect(claims.role).toBe('visitor');
  });

  it('refuses an unknown refresh token with invalid_grant', async () => {
    const response = await t.call('POST', '/oauth2/token', { body: { clientId: 'demo', grantType: 'refresh_token', refreshToken: 'nope' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.applicationError.code).toBe('invalid_grant');
  });

  it('refuses an unknown client with invalid_client', async () => {
    const response = await t.call('POST', '/oauth2/token', { body: { clientId: 'nobody', grantType: 'anonymous' } });
    expect(response.statusCode).toBe(401);
    expect(response.json().details.applicationError.code).toBe('invalid_client');
  });

  it('refuses a token request from an origin the client did not register', async () => {
    const response = await t.call('POST', '/oauth2/token', { body: { clientId: 'demo', grantType: 'anonymous' }, headers: { origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(403);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses an unknown grant type', async () => {
    const response = await t.call('POST', '/oauth2/token', { body: { clientId: 'demo', grantType: 'password' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.applicationError.code).toBe('unsupported_grant_type');
  });
});

describe('the error envelope', () => {
  it('answers malformed JSON with an INVALID_JSON application error', async () => {
    const response = await t.call('POST', '/oauth2/token', { body: '{"clientId":' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Request body is not valid JSON',
      details: { applicationError: { code: 'INVALID_JSON', description: 'Request body is not valid JSON', data: {} } },
    });
  });

  it('answers a wrong-typed field with a sorted validation error', async () => {
    const response = await t.call('POST', '/oauth2/token', { body: { grantType: 1, clientId: 2 } });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toBe('INVALID_ARGUMENT: "clientId" must be string, "grantType" must be string');
    expect(body.details.validationError.fieldViolations.map((v: { field: string }) => v.field)).toEqual(['clientId', 'grantType']);
    expect(body.details.validationError.fieldViolations[0].violatedRule).toBe('FORMAT');
  });

  it('answers a body over 1 MB with 413', async () => {
    const response = await t.call('POST', '/oauth2/token', { body: { clientId: 'demo', grantType: 'anonymous', pad: 'x'.repeat(1_100_000) } });
    expect(response.statusCode).toBe(413);
    expect(response.json().details.applicationError.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an unknown route with a NOT_FOUND application error and a request id', async () => {
    const response = await t.call('GET', '/no/such/thing');
    expect(response.statusCode).toBe(404);
    expect(response.json().details.applicationError.code).toBe('NOT_FOUND');
    expect(response.headers['x-request-id']).toBe(response.headers['x-wix-request-id']);
  });
});

describe('CORS', () => {
  it('answers a preflight from a registered origin with the allowed headers', async () => {
    const response = await t.call('OPTIONS', '/oauth2/token', {
      headers: { origin: 'http://localhost:8788', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:8788');
    expect(response.headers['access-control-allow-headers']).toBe('authorization, content-type, x-wix-bi-gateway, x-wix-consistent, idempotency-key');
  });

  it('refuses a preflight from an unregistered origin', async () => {
    const response = await t.call('OPTIONS', '/oauth2/token', { headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
    expect(response.statusCode).toBe(403);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('NUL characters', () => {
  it('refuses a NUL in a JSON body with a FORMAT violation on any route', async () => {
    const response = await t.call('POST', '/oauth2/token', { body: { clientId: 'de\u0000mo', grantType: 'anonymous' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.validationError.fieldViolations[0]).toMatchObject({ field: 'clientId', violatedRule: 'FORMAT' });
  });

  it('refuses a NUL in a path parameter of a cart-free route', async () => {
    const token = await t.visitorToken();
    const response = await t.call('GET', '/stores-reader/v1/products/abc%00def', { token });
    expect(response.statusCode).toBe(400);
  });
});
