// Idempotency keys and request fingerprints: the one way a creating call reads its `Idempotency-Key` and tells a retry from a reuse.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { applicationError, fieldError, type HttpError } from './http-error.js';

/** The longest `Idempotency-Key` accepted, in characters. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

/**
 * The request's `Idempotency-Key` header (the first one, trimmed), or undefined when it has none. A key that is blank or
 * longer than {@link IDEMPOTENCY_KEY_MAX_LENGTH} is refused with a 400 field violation on `Idempotency-Key`.
 */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  const key = (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
  if (key.length === 0) throw fieldError('Idempotency-Key', 'must not be blank', 'MIN_LENGTH', { minLength: 1 });
  if (key.length > IDEMPOTENCY_KEY_MAX_LENGTH)
    throw fieldError('Idempotency-Key', `must be at most ${IDEMPOTENCY_KEY_MAX_LENGTH} characters`, 'MAX_LENGTH', { maxLength: IDEMPOTENCY_KEY_MAX_LENGTH });
  return key;
}

/** JSON with object keys sorted and undefined members left out, so equal values give equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return `{${Object.keys(record)
      .sort()
      .filter((key) => record[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The fingerprint of what a request asks (SHA-256 of its canonical JSON, base64url): the same request, the same hash. */
export function requestHashOf(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('base64url');
}

/** 409 `IDEMPOTENCY_KEY_REUSED`: the key was used before for a request with another fingerprint. */
export function idempotencyKeyReused(data: Record<string, unknown> = {}): HttpError {
  return applicationError(409, 'IDEMPOTENCY_KEY_REUSED', 'Idempotency key already used', 'This Idempotency-Key was used for another request', data);
}
