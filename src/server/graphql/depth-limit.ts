// Validation rules: refuse a document whose fields nest deeper than the limits, introspection included, before it runs.
import { GraphQLError, Kind, MaxIntrospectionDepthRule, type ASTVisitor, type FieldNode, type SelectionSetNode, type ValidationContext } from 'graphql';
import { MAX_DEPTH, MAX_TYPE_REF_DEPTH } from './limits.js';

/** How deep a selection set goes: levels of fields (an `ofType` adds none) and the most `ofType` on one path. */
interface Depth {
  levels: number;
  ofTypes: number;
}

const NONE: Depth = { levels: 0, ofTypes: 0 };

/** The type reference wrappers of introspection: `type { ofType { ofType { name } } }` is one type reference. */
const OF_TYPE = 'ofType';

/**
 * Depths of selection sets: how many levels of fields a set holds, fragments followed. Each fragment's depth is worked
 * out once (a document repeating spreads costs no more), and a fragment within itself (a cycle, which another rule
 * reports) counts nothing.
 */
class Depths {
  readonly #fragments = new Map<string, Depth>();
  constructor(private readonly context: ValidationContext) {}

  of(set: SelectionSetNode | undefined): Depth {
    if (!set) return NONE;
    let levels = 0;
    let ofTypes = 0;
    for (const selection of set.selections) {
      let inner: Depth;
      if (selection.kind === Kind.FIELD) {
        const child = this.of(selection.selectionSet);
        const isOfType = selection.name.value === OF_TYPE;
        inner = { levels: child.levels + (isOfType ? 0 : 1), ofTypes: child.ofTypes + (isOfType ? 1 : 0) };
      } else if (selection.kind === Kind.INLINE_FRAGMENT) inner = this.of(selection.selectionSet);
      else inner = this.#fragment(selection.name.value);
      levels = Math.max(levels, inner.levels);
      ofTypes = Math.max(ofTypes, inner.ofTypes);
    }
    return { levels, ofTypes };
  }

  #fragment(name: string): Depth {
    const known = this.#fragments.get(name);
    if (known !== undefined) return known;
    this.#fragments.set(name, NONE);
    const depth = this.of(this.context.getFragment(name)?.selectionSet);
    this.#fragments.set(name, depth);
    return depth;
  }
}

/** The root fields of a selection set, through fragments (each fragment once). */
function rootFields(context: ValidationContext, set: SelectionSetNode, seen = new Set<string>()): FieldNode[] {
  return set.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection];
    if (selection.kind === Kind.INLINE_FRAGMENT) return rootFields(context, selection.selectionSet, seen);
    const fragment = context.getFragment(selection.name.value);
    if (!fragment || seen.has(selection.name.value)) return [];
    seen.add(selection.name.value);
    return rootFields(context, fragment.selectionSet, seen);
  });
}

/** Root fields {@link depthLimitRule} refused, by validation: the introspection rule says nothing more about them. */
const refusedFields = new WeakMap<ValidationContext, Set<FieldNode>>();

/**
 * Each root field's subtree, introspection (`__schema`, `__type`) included, may be at most {@link MAX_DEPTH} levels deep
 * (a chain of `ofType` counting as one) and hold at most {@link MAX_TYPE_REF_DEPTH} `ofType` on one path.
 */
export function depthLimitRule(context: ValidationContext): ASTVisitor {
  const depths = new Depths(context);
  const refused = new Set<FieldNode>();
  refusedFields.set(context, refused);
  const tooDeep = (field: FieldNode, what: string, depth: number, limit: number) =>
    refused.add(field) &&
    context.reportError(
      new GraphQLError(`The field ${field.name.value} nests ${depth} ${what} deep; at most ${limit} are allowed`, {
        nodes: [field],
        extensions: { code: 'QUERY_TOO_DEEP', depth, maxDepth: limit },
      }),
    );
  return {
    OperationDefinition(operation) {
      for (const field of rootFields(context, operation.selectionSet)) {
        const inner = depths.of(field.selectionSet);
        const depth = 1 + inner.levels;
        if (depth > MAX_DEPTH) tooDeep(field, 'levels', depth, MAX_DEPTH);
        else if (inner.ofTypes > MAX_TYPE_REF_DEPTH) tooDeep(field, 'ofType levels', inner.ofTypes, MAX_TYPE_REF_DEPTH);
      }
      return false;
    },
  };
}

/**
 * graphql-js's own guard (MaxIntrospectionDepthRule: lists of types, fields, interfaces and input fields nested 3
 * deep in introspection, whose answers multiply by the size of the schema) answered as every too-deep query is:
 * `QUERY_TOO_DEEP`, and not again for a field {@link depthLimitRule} refused already.
 */
export function introspectionListsRule(context: ValidationContext): ASTVisitor {
  const relay = Object.create(context, {
    reportError: {
      value: (error: GraphQLError) => {
        const node = error.nodes?.[0];
        if (node?.kind === Kind.FIELD && refusedFields.get(context)?.has(node)) return;
        context.reportError(
          new GraphQLError(`${error.message}: lists of types, fields, interfaces and input fields nest at most 3 deep`, {
            ...(error.nodes ? { nodes: error.nodes } : {}),
            extensions: { code: 'QUERY_TOO_DEEP' },
          }),
        );
      },
    },
  }) as ValidationContext;
  return MaxIntrospectionDepthRule(relay);
}
