// Small building blocks of the response schemas: a closed set of strings, and the closed empty answer.
import { Type, type TSchema } from 'typebox';

/** One of the given strings (a wire enum of src/wire/enums.ts, or a literal union of a wire type). */
export function literals(values: readonly string[], options: { description?: string } = {}): TSchema {
  return Type.Union(
    values.map((value) => Type.Literal(value)),
    options,
  );
}

/** `{}`: the answer of deletes and of calls that only act (API.md: success is always 200 with a JSON body). */
export const EmptySchema = Type.Object(
  {},
  { additionalProperties: false, description: 'An empty JSON object (API.md: success is always 200 with a JSON body)' },
);
