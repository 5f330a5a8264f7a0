// The estimated cost of an operation with its variables, worked out before it runs: fields, resolvers and list lengths.
import {
  getArgumentValues,
  getNamedType,
  getNullableType,
  isCompositeType,
  isIntrospectionType,
  isListType,
  isObjectType,
  Kind,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { DEFAULT_QUERY_LIMIT } from '../../wire/catalog.js';
import { ASSUMED_LIST_LENGTH, RESOLVER_COST } from './limits.js';

/** The page size a field's arguments ask for (`queryInput.query.paging.limit`, or a collection's `query.query...`). */
function pageSizeOf(args: Record<string, unknown>): number | undefined {
  const input = (args.queryInput ?? args.query) as { query?: { paging?: { limit?: number | null }; cursorPaging?: { limit?: number | null } } } | undefined;
  if (!input || typeof input !== 'object') return undefined;
  return input.query?.paging?.limit ?? input.query?.cursorPaging?.limit ?? DEFAULT_QUERY_LIMIT;
}

/**
 * How the cost adds up: each field of an object type costs 1 and a field with its own resolver (a database read)
 * {@link RESOLVER_COST} more; a list costs its length times (1 + what is selected in each element): the page size its query asked
 * for (`items` of a query answer), else {@link ASSUMED_LIST_LENGTH}. Leaf fields cost nothing. Introspection (`__schema`,
 * `__type`) is costed the same way, without the resolver cost (it reads no database): lists nested in lists
 * (`types { fields { type { fields ... } } }`) multiply, as they do in the answer.
 */
class CostWalk {
  /** Cost of each fragment by the type and page size it is spread at: worked out once (spreads repeated cost no more work). */
  readonly #fragmentCosts = new Map<string, number>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly fragments: ReadonlyMap<string, FragmentDefinitionNode>,
    private readonly variables: Record<string, unknown>,
  ) {}

  of(set: SelectionSetNode | undefined, type: GraphQLCompositeType, pageSize: number | undefined): number {
    if (!set) return 0;
    let total = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (!isObjectType(type)) continue;
        const field = fieldOf(type, selection.name.value, this.schema);
        if (field) total += this.#field(field, selection, pageSize);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition ? this.schema.getType(selection.typeCondition.name.value) : type;
        if (condition && isCompositeType(condition)) total += this.of(selection.selectionSet, condition, pageSize);
      } else total += this.#fragment(selection.name.value, pageSize);
    }
    return total;
  }

  #fragment(name: string, pageSize: number | undefined): number {
    const key = `${name}\u0001${pageSize ?? ''}`;
    const known = this.#fragmentCosts.get(key);
    if (known !== undefined) return known;
    this.#fragmentCosts.set(key, 0);
    const fragment = this.fragments.get(name);
    const condition = fragment && this.schema.getType(fragment.typeCondition.name.value);
    const cost = fragment && condition && isCompositeType(condition) ? this.of(fragment.selectionSet, condition, pageSize) : 0;
    this.#fragmentCosts.set(key, cost);
    return cost;
  }

  #field(field: GraphQLField<unknown, unknown>, node: FieldNode, pageSize: number | undefined): number {
    const named = getNamedType(field.type);
    if (!isCompositeType(named)) return 0;
    const asked = node.arguments && node.arguments.length > 0 ? pageSizeOf(getArgumentValues(field, node, this.variables)) : undefined;
    const own = 1 + (field.resolve && !isIntrospectionField(field) ? RESOLVER_COST : 0);
    const inner = this.of(node.selectionSet, named, asked);
    if (!isListType(getNullableType(field.type))) return own + inner;
    const length = field.name === 'items' && pageSize !== undefined ? pageSize : ASSUMED_LIST_LENGTH;
    return own + length * (1 + inner);
  }
}

/** A field of `type` by name, the introspection fields of the query root included (`__typename` is a leaf: none). */
function fieldOf(type: GraphQLObjectType, name: string, schema: GraphQLSchema): GraphQLField<unknown, unknown> | undefined {
  if (type === schema.getQueryType()) {
    if (name === SchemaMetaFieldDef.name) return SchemaMetaFieldDef;
    if (name === TypeMetaFieldDef.name) return TypeMetaFieldDef;
  }
  return type.getFields()[name];
}

/** True for `__schema`, `__type` and the fields of the introspection types (answered from memory). */
function isIntrospectionField(field: GraphQLField<unknown, unknown>): boolean {
  return field === SchemaMetaFieldDef || field === TypeMetaFieldDef || isIntrospectionType(getNamedType(field.type));
}

/** The estimated cost of an operation (variables already coerced: a variable given as a page size counts as given). */
export function operationCost(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
): number {
  const root =
    operation.operation === 'mutation'
      ? schema.getMutationType()
      : operation.operation === 'subscription'
        ? schema.getSubscriptionType()
        : schema.getQueryType();
  if (!root) return 0;
  return new CostWalk(schema, fragments, variables).of(operation.selectionSet, root, undefined);
}
