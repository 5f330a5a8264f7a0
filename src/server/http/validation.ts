// Request validation with TypeBox: compiled checks whose failures become field violations of API.md.
import type { FastifySchemaCompiler } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';
import type { FieldViolation, ViolatedRule } from '../../wire/errors.js';

/** A TypeBox error as `Compile(...).Errors()` reports it. */
interface SchemaError {
  keyword: string;
  schemaPath: string;
  instancePath: string;
  params: Record<string, unknown>;
  message: string;
}

const RULES: Record<string, ViolatedRule> = {
  minimum: 'MIN',
  exclusiveMinimum: 'MIN',
  maximum: 'MAX',
  exclusiveMaximum: 'MAX',
  minLength: 'MIN_LENGTH',
  maxLength: 'MAX_LENGTH',
  minItems: 'MIN_SIZE',
  maxItems: 'MAX_SIZE',
  minProperties: 'MIN_SIZE',
  maxProperties: 'MAX_SIZE',
  format: 'FORMAT',
  pattern: 'FORMAT',
  type: 'FORMAT',
  multipleOf: 'FORMAT',
  required: 'REQUIRED_FIELD',
  additionalProperties: 'FIELD_NOT_ALLOWED',
  enum: 'INVALID_ENUM_VALUE',
  const: 'INVALID_ENUM_VALUE',
  anyOf: 'ONE_OF_ALIGNMENT',
  oneOf: 'ONE_OF_ALIGNMENT',
};

/** `/lineItems/0/quantity` → `lineItems[0].quantity`. */
export function pointerToField(pointer: string, prefix = ''): string {
  let field = prefix;
  for (const raw of pointer.split('/').slice(1)) {
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (/^\d+$/.test(part)) field += `[${part}]`;
    else field += field ? `.${part}` : part;
  }
  return field;
}

function join(field: string, child: string): string {
  return field ? `${field}.${child}` : child;
}

function valueAt(root: unknown, pointer: string): unknown {
  let node = root;
  for (const raw of pointer.split('/').slice(1)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[raw.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return node;
}

/** Turns TypeBox errors into one violation per field, the most telling one kept. */
export function toViolations(errors: readonly SchemaError[], value: unknown): FieldViolation[] {
  const byField = new Map<string, FieldViolation>();
  const add = (v: FieldViolation) => {
    if (!byField.has(v.field)) byField.set(v.field, v);
  };
  const unionPaths = new Set(errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf').map((e) => e.schemaPath));
  for (const error of errors) {
    const field = pointerToField(error.instancePath);
    if (error.keyword === 'boolean' && error.schemaPath.endsWith('/additionalProperties')) {
      add({ field, description: 'is not an allowed field', violatedRule: 'FIELD_NOT_ALLOWED', ruleName: 'FIELD_NOT_ALLOWED' });
      continue;
    }
    if (error.keyword === 'additionalProperties') {
      for (const name of (error.params.additionalProperties as string[] | undefined) ?? []) {
        add({ field: join(field, name), description: 'is not an allowed field', violatedRule: 'FIELD_NOT_ALLOWED', ruleName: 'FIELD_NOT_ALLOWED' });
      }
      continue;
    }
    if (error.keyword === 'required') {
      const present = valueAt(value, error.instancePath);
      const names = (error.params.requiredProperties as string[] | undefined) ?? [];
      for (const name of names) {
        if (present && typeof present === 'object' && (present as Record<string, unknown>)[name] !== undefined) continue;
        add({ field: join(field, name), description: 'is required', violatedRule: 'REQUIRED_FIELD', ruleName: 'REQUIRED_FIELD' });
      }
      continue;
    }
    // A branch of a union failed: the union's own error speaks for it.
    const parentUnion = [...unionPaths].some((p) => error.schemaPath.startsWith(`${p}/anyOf/`) || error.schemaPath.startsWith(`${p}/oneOf/`));
    if (parentUnion) continue;
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf') {
      const allowed = errors.filter((e) => e.keyword === 'const' && e.schemaPath.startsWith(`${error.schemaPath}/`)).map((e) => e.params.allowedValue);
      if (allowed.length > 0) {
        add({
          field,
          description: `must be one of ${allowed.map((a) => JSON.stringify(a)).join(', ')}`,
          violatedRule: 'INVALID_ENUM_VALUE',
          ruleName: 'INVALID_ENUM_VALUE',
          data: { allowed },
        });
        continue;
      }
    }
    const rule = RULES[error.keyword] ?? 'OTHER';
    add({ field, description: error.message, violatedRule: rule, ruleName: rule, data: { ...error.params } });
  }
  return [...byField.values()];
}

/** Fastify validator compiler: TypeBox checks; query strings and params are converted first. */
export const typeboxValidatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const check = Compile(schema);
  return (input: unknown) => {
    const value = httpPart === 'body' ? input : Value.Convert(schema, input);
    if (check.Check(value)) return { value };
    const violations = toViolations(check.Errors(value) as unknown as SchemaError[], value);
    const error = Object.assign(new Error('validation'), { validation: violations.map((v) => ({ ...v, instancePath: v.field, message: v.description })) });
    return { error };
  };
};
