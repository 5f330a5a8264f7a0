// A TypeBox schema that also takes null, reported as one FORMAT violation ("must be either string or null").
import { Type, type Static, type TSchema } from 'typebox';

/** `schema` or null, as a JSON Schema type list (clearer errors than a union). */
export function nullable<T extends TSchema>(schema: T) {
  const plain = schema as unknown as { type: string } & Record<string, unknown>;
  return Type.Unsafe<Static<T> | null>({ ...plain, type: [plain.type, 'null'] });
}
