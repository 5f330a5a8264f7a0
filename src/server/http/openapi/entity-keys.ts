// 200 schemas of the remaining operations: the entity (or list) the answer holds under its key, an open object.
import { Type, type TSchema } from 'typebox';

/** `{key: {...}}` with the entity as an open object (its fields are not described yet). */
function entityUnder(key: string): TSchema {
  return Type.Object({ [key]: Type.Object({}, { additionalProperties: true }) });
}

/** `{key: [...]}` with open objects. */
function listUnder(key: string): TSchema {
  return Type.Object({ [key]: Type.Array(Type.Object({}, { additionalProperties: true })) });
}

/** `METHOD path` → the answer's schema, for operations without a named one. */
export const ENTITY_KEYS: Record<string, TSchema> = {};

void entityUnder;
void listUnder;
