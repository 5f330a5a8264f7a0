// Refuses NUL characters in request input: PostgreSQL text and jsonb cannot hold them (they would fail as a 500).
import type { FastifyRequest } from 'fastify';
import type { FieldViolation } from '../../wire/errors.js';
import { validationError } from './http-error.js';

/** Deepest nesting searched; deeper input is left to the schemas. */
const MAX_DEPTH = 32;

/** JSON paths of the strings (and keys) in `value` that contain a NUL character. */
export function nulPaths(value: unknown, path = '', depth = 0): string[] {
  if (typeof value === 'string') return value.includes('\0') ? [path] : [];
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return [];
  if (Array.isArray(value)) return value.flatMap((item, i) => nulPaths(item, `${path}[${i}]`, depth + 1));
  return Object.entries(value).flatMap(([key, item]) => {
    const at = path ? `${path}.${key}` : key;
    return key.includes('\0') ? [at] : nulPaths(item, at, depth + 1);
  });
}

/** Throws a FORMAT violation for each string that contains a NUL character. */
export function refuseNul(value: unknown, path = ''): void {
  const paths = nulPaths(value, path);
  if (paths.length === 0) return;
  const violations: FieldViolation[] = paths.map((field) => ({ field: field || 'body', description: 'must not contain NUL characters', violatedRule: 'FORMAT', ruleName: 'FORMAT' }));
  throw validationError(violations);
}

/** Throws when the path parameters, query parameters or body of a request hold a NUL character. */
export function refuseNulInRequest(request: FastifyRequest): void {
  refuseNul(request.params);
  refuseNul(request.query);
  refuseNul(request.body);
}

/** preValidation hook form of {@link refuseNulInRequest}. */
export async function refuseNulInput(request: FastifyRequest): Promise<void> {
  refuseNulInRequest(request);
}
