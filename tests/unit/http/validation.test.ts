// TypeBox failures become API.md field violations: JSON paths, rule kinds, one per field.
import { Type } from 'typebox';
import { Compile } from 'typebox/compile';
import { describe, expect, it } from 'vitest';
import { pointerToField, toViolations } from '../../../src/server/http/validation.js';

const Body = Type.Object({
  lineItems: Type.Array(
    Type.Object(
      {
        quantity: Type.Integer({ minimum: 1, maximum: 9999 }),
        kind: Type.Union([Type.Literal('a'), Type.Literal('b')]),
        note: Type.Optional(Type.String({ maxLength: 3 })),
      },
      { additionalProperties: false },
    ),
    { maxItems: 300 },
  ),
});

function violationsOf(value: unknown) {
  const check = Compile(Body);
  return toViolations(check.Errors(value) as never, value);
}

describe('toViolations', () => {
  it('names fields by JSON path', () => {
    expect(pointerToField('/lineItems/0/quantity')).toBe('lineItems[0].quantity');
    expect(pointerToField('/a~1b/c~0d')).toBe('a/b.c~d');
  });

  it('maps bounds, types, lengths, enums and unknown fields to their rule kinds', () => {
    const violations = violationsOf({
      lineItems: [
        { quantity: 0, kind: 'c', note: 'abcd', extra: true },
        { quantity: 1.5, kind: 'a' },
      ],
    });
    const byField = Object.fromEntries(violations.map((v) => [v.field, v.violatedRule]));
    expect(byField).toEqual({
      'lineItems[0].quantity': 'MIN',
      'lineItems[0].kind': 'INVALID_ENUM_VALUE',
      'lineItems[0].note': 'MAX_LENGTH',
      'lineItems[0].extra': 'FIELD_NOT_ALLOWED',
      'lineItems[1].quantity': 'FORMAT',
    });
  });

  it('reports only the required fields that are missing', () => {
    const violations = violationsOf({ lineItems: [{ kind: 'a' }] });
    expect(violations).toEqual([{ field: 'lineItems[0].quantity', description: 'is required', violatedRule: 'REQUIRED_FIELD', ruleName: 'REQUIRED_FIELD' }]);
  });
});
