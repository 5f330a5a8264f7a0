// Checks a GraphQL input against the TypeBox schema of the same REST body, so limits and violations are the REST ones.
import type { Static, TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { validationError } from '../http/http-error.js';
import { toViolations } from '../http/validation.js';

const compiled = new WeakMap<TSchema, ReturnType<typeof Compile>>();

/**
 * The input as its REST schema types it; a 400-style validation error (fields named as in REST) when it does not fit.
 * GraphQL has checked the types already; this adds REST's lengths, ranges and sizes.
 */
export function checkInput<T extends TSchema>(schema: T, input: unknown): Static<T> {
  let check = compiled.get(schema);
  if (!check) compiled.set(schema, (check = Compile(schema)));
  if (check.Check(input)) return input as Static<T>;
  throw validationError(toViolations(check.Errors(input) as unknown as Parameters<typeof toViolations>[0], input));
}

/** A GraphQL input object without its null fields (GraphQL sends null for an explicit null; REST schemas want them absent). */
export function withoutNulls<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutNulls) as T;
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) if (inner !== null && inner !== undefined) out[key] = withoutNulls(inner);
  return out as T;
}
