// The JSON scalar: any JSON value, read from literals with the variables inside them (Wix's filters put variables there).
import { GraphQLError, Kind, type GraphQLScalarType, type ValueNode } from 'graphql';

/** A literal as plain JSON (objects with a prototype, so domain code treats them like parsed request bodies). */
function jsonOfLiteral(node: ValueNode, variables: Readonly<Record<string, unknown>> | null | undefined): unknown {
  switch (node.kind) {
    case Kind.NULL:
      return null;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.STRING:
    case Kind.ENUM:
      return node.value;
    case Kind.BOOLEAN:
      return node.value;
    case Kind.LIST:
      return node.values.map((value) => jsonOfLiteral(value, variables));
    case Kind.OBJECT: {
      const object: Record<string, unknown> = {};
      for (const field of node.fields) object[field.name.value] = jsonOfLiteral(field.value, variables);
      return object;
    }
    case Kind.VARIABLE:
      return variables?.[node.name.value];
  }
}

/** Gives the schema's `JSON` scalar its behaviour: serialized and taken as is; literals read with their variables. */
export function makeJsonScalar(scalar: GraphQLScalarType): void {
  scalar.serialize = (value) => value;
  scalar.parseValue = (value) => value;
  scalar.parseLiteral = (node, variables) => {
    const value = jsonOfLiteral(node, variables);
    if (typeof value === 'number' && !Number.isFinite(value)) throw new GraphQLError('A JSON number must be finite');
    return value;
  };
}
