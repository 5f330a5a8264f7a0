// Turning failed responses into the three kinds of error of SPEC §8, with the caller's argument names.
import { describe, expect, it } from 'vitest';
import { ApplicationError, errorAsSent, errorFromResponse, ToteError, ValidationError } from '../../../src/sdk/index.js';
import { renameField } from '../../../src/sdk/core/errors.js';

const violation = (field: string, description: string) => ({ field, description, violatedRule: 'MIN' as const, ruleName: 'MIN' });

describe('validation errors', () => {
  it('lists each violation as "field" description, sorted by the renamed field', () => {
    const error = errorFromResponse(
      {
        status: 400,
        requestId: 'r-1',
        body: {
          message: 'ignored',
          details: {
            validationError: {
              fieldViolations: [violation('lineItems[1].quantity', 'must be >= 1'), violation('lineItems[0].catalogReference', 'is required')],
            },
          },
        },
      },
      'options',
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.code).toBe('INVALID_ARGUMENT');
    expect(error.kind).toBe('user');
    expect(error.status).toBe(400);
    expect(error.requestId).toBe('r-1');
    expect(error.message).toBe('INVALID_ARGUMENT: "options.lineItems[0].catalogReference" is required, "options.lineItems[1].quantity" must be >= 1');
    expect((error as ValidationError).violations.map((v) => v.field)).toEqual(['options.lineItems[0].catalogReference', 'options.lineItems[1].quantity']);
    expect(error.details.requestId).toBe('r-1');
  });

  it('renames fields by the longest matching prefix of an argument map', () => {
    const args = { query: 'query', 'query.paging': 'paging' };
    expect(renameField('query.paging.limit', args)).toBe('paging.limit');
    expect(renameField('query.filter', args)).toBe('query.filter');
    expect(renameField('queryX', args)).toBe('queryX');
    expect(renameField('lineItems[0]', { lineItems: 'items' })).toBe('items[0]');
    expect(renameField('id', undefined)).toBe('id');
  });
});

describe('application errors', () => {
  it('uses the message, plus the description when it differs', () => {
    const error = errorFromResponse({
      status: 404,
      body: { message: 'Product not found', details: { applicationError: { code: 'PRODUCT_NOT_FOUND', description: 'No product abc', data: { id: 'abc' } } } },
    });
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error.code).toBe('APPLICATION_ERROR');
    expect(error.message).toBe('Product not found: No product abc');
    expect((error as ApplicationError).applicationCode).toBe('PRODUCT_NOT_FOUND');
    expect(error.details.applicationError).toEqual({ code: 'PRODUCT_NOT_FOUND', description: 'No product abc', data: { id: 'abc' } });
  });

  it('does not repeat a description equal to the message', () => {
    expect(
      errorFromResponse({
        status: 401,
        body: { message: 'Unauthorized', details: { applicationError: { code: 'UNAUTHENTICATED', description: 'Unauthorized', data: {} } } },
      }).message,
    ).toBe('Unauthorized');
  });

  it('names the code after the status text when the server gives none', () => {
    const error = errorFromResponse({ status: 409, statusText: 'Conflict', body: undefined });
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error.message).toBe('Conflict');
    expect(error.details.applicationError).toEqual({ code: 'CONFLICT', description: 'Conflict', data: {} });
  });

  it('knows the status text when the runtime gives none (HTTP/2)', () => {
    expect(errorFromResponse({ status: 404, statusText: '', body: { message: 'Gone away' } }).details.applicationError?.code).toBe('NOT_FOUND');
  });

  it('tags an application error on a 5xx as a system error', () => {
    const error = errorFromResponse({
      status: 503,
      body: { message: 'Down', details: { applicationError: { code: 'MAINTENANCE', description: 'Down', data: {} } } },
    });
    expect(error.kind).toBe('system');
    expect(error.code).toBe('APPLICATION_ERROR');
  });
});

describe('system errors', () => {
  it('says System error occurred with the request id, and nothing else', () => {
    const error = errorFromResponse({ status: 500, requestId: 'abc', body: { message: 'System error occurred, request-id: abc', details: {} } });
    expect(error).toBeInstanceOf(ToteError);
    expect(error).not.toBeInstanceOf(ApplicationError);
    expect(error.code).toBe('SYSTEM_ERROR');
    expect(error.kind).toBe('system');
    expect(error.message).toBe('System error occurred, request-id: abc');
  });

  it('says just System error occurred without a request id', () => {
    expect(errorFromResponse({ status: 502, body: undefined }).message).toBe('System error occurred');
  });

  it('treats a non-200 success status as a system error', () => {
    expect(errorFromResponse({ status: 204, body: undefined, requestId: 'x' }).message).toBe('System error occurred, request-id: x');
  });
});

describe('errors as sent (plain cores)', () => {
  it('keeps the message and the violations as the server sent them, unsorted and not renamed', () => {
    const violations = [violation('lineItems[1].quantity', 'must be >= 1'), violation('lineItems[0].catalogReference', 'is required')];
    const error = errorAsSent({
      status: 400,
      requestId: 'r-2',
      body: { message: 'INVALID_ARGUMENT: as the server says', details: { validationError: { fieldViolations: violations } } },
    });
    expect(error).toBeInstanceOf(ToteError);
    expect(error).not.toBeInstanceOf(ValidationError);
    expect(error.code).toBe('INVALID_ARGUMENT');
    expect(error.kind).toBe('user');
    expect(error.message).toBe('INVALID_ARGUMENT: as the server says');
    expect(error.details.validationError?.fieldViolations).toEqual(violations);
    expect(error.details.requestId).toBe('r-2');
  });

  it('gives an application error its code and description, and a 4xx without details the status', () => {
    const error = errorAsSent({
      status: 404,
      body: { message: 'Product not found', details: { applicationError: { code: 'PRODUCT_NOT_FOUND', description: 'No product abc', data: {} } } },
    });
    expect(error.code).toBe('APPLICATION_ERROR');
    expect(error.status).toBe(404);
    expect(error.message).toBe('Product not found');
    expect(error.details.applicationError).toEqual({ code: 'PRODUCT_NOT_FOUND', description: 'No product abc', data: {} });
    const bare = errorAsSent({ status: 429, body: undefined });
    expect([bare.code, bare.kind, bare.message]).toEqual(['APPLICATION_ERROR', 'user', 'HTTP 429']);
  });

  it('says System error occurred for a 5xx, and tags an application error on a 5xx as a system error', () => {
    const failed = errorAsSent({ status: 500, requestId: 'abc', body: { message: 'internal detail', details: {} } });
    expect([failed.code, failed.kind, failed.message]).toEqual(['SYSTEM_ERROR', 'system', 'System error occurred, request-id: abc']);
    const down = errorAsSent({ status: 503, body: { message: 'Down', details: { applicationError: { code: 'MAINTENANCE', description: 'Down', data: {} } } } });
    expect([down.code, down.kind]).toEqual(['APPLICATION_ERROR', 'system']);
  });
});
