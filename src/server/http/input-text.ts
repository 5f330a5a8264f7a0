// Checks request input before anything reads it: no NUL, no lone UTF-16 surrogate, bounded nesting and size (PostgreSQL and deep recursion would fail as a 500).
import type { FastifyRequest } from 'fastify';
import type { FieldViolation } from '../../wire/errors.js';
import { validationError } from './http-error.js';

/** Deepest nesting of objects and arrays accepted in one request part (`{"a":{}}` has depth 2). */
export const MAX_INPUT_DEPTH = 32;

/** Most values (objects, arrays, strings, numbers, ...) accepted in one request part; 1 MB of `[0,0,...]` has 500,000. */
export const MAX_INPUT_VALUES = 100_000;

/** Most violations reported for one request; the rest are of the same kind. */
const MAX_REPORTED = 20;

/** A UTF-16 surrogate that is not half of a pair: PostgreSQL text and jsonb cannot hold it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with a string, or undefined when it can be stored. */
function textProblem(text: string): string | undefined {
  if (text.includes('\0')) return 'must not contain NUL characters';
  if (LONE_SURROGATE.test(text)) return 'must be well-formed Unicode (it has a lone UTF-16 surrogate)';
  return undefined;
}

function formatViolation(field: string, description: string): FieldViolation {
  return { field, description, violatedRule: 'FORMAT', ruleName: 'FORMAT' };
}

/**
 * The violations of a parsed request part: each string (value or key) with a NUL or a lone surrogate,
 * nesting deeper than {@link MAX_INPUT_DEPTH}, more than {@link MAX_INPUT_VALUES} values. Iterative, so
 * any nesting is inspected without recursion. Fields are JSON paths under `path` (`query.filter.name`);
 * a violation of the value itself is named `root`.
 */
export function inputViolations(value: unknown, path = '', root = path || 'body'): FieldViolation[] {
  const violations: FieldViolation[] = [];
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path, depth: 0 }];
  let count = 0;
  while (stack.length > 0 && violations.length < MAX_REPORTED) {
    const { value: node, path: at, depth } = stack.pop()!;
    const field = at || root;
    if (++count > MAX_INPUT_VALUES) {
      violations.push({
        field: root,
        description: `must hold at most ${MAX_INPUT_VALUES} values`,
        violatedRule: 'MAX_SIZE',
        ruleName: 'MAX_SIZE',
        data: { max: MAX_INPUT_VALUES },
      });
      break;
    }
    if (typeof node === 'string') {
      const problem = textProblem(node);
      if (problem) violations.push(formatViolation(field, problem));
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) {
      violations.push({
        field,
        description: `must not nest deeper than ${MAX_INPUT_DEPTH} levels`,
        violatedRule: 'MAX',
        ruleName: 'MAX',
        data: { maxDepth: MAX_INPUT_DEPTH },
      });
      continue;
    }
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push({ value: node[i], path: `${at}[${i}]`, depth: depth + 1 });
      continue;
    }
    const entries = Object.entries(node);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i]!;
      const problem = textProblem(key);
      // A bad key is named in its escaped JSON form (`\u0000`): the key itself cannot be echoed as it is.
      const name = problem ? JSON.stringify(key).slice(1, -1) : key;
      const child = at ? `${at}.${name}` : name;
      if (problem) violations.push(formatViolation(child, `is a key that ${problem}`));
      else stack.push({ value: item, path: child, depth: depth + 1 });
    }
  }
  return violations;
}

/** Throws one validation error (FORMAT, MAX, MAX_SIZE violations) when a value fails {@link inputViolations}. */
export function refuseBadInput(value: unknown, path = '', root = path || 'body'): void {
  const violations = inputViolations(value, path, root);
  if (violations.length > 0) throw validationError(violations);
}

/** Throws when the path parameters, query parameters or body of a request fail {@link inputViolations}. */
export function refuseBadInputInRequest(request: FastifyRequest): void {
  const violations = [
    ...inputViolations(request.params, '', 'params'),
    ...inputViolations(request.query, '', 'query'),
    ...inputViolations(request.body, '', 'body'),
  ];
  if (violations.length > 0) throw validationError(violations);
}

/** preValidation hook form of {@link refuseBadInputInRequest}: runs for every route, before schemas and handlers. */
export async function checkInputText(request: FastifyRequest): Promise<void> {
  refuseBadInputInRequest(request);
}
