// Validation rule: refuses a document whose fields nest deeper than the limits, before it runs.
import { GraphQLError, Kind, type ASTVisitor, type FieldNode, type SelectionSetNode, type ValidationContext } from 'graphql';
import { MAX_DEPTH, MAX_INTROSPECTION_DEPTH } from './limits.js';

/**
 * Depths of selection sets: how many levels of fields a set holds, fragments followed. Each fragment's depth is worked
 * out once (a document repeating spreads costs no more), and a fragment within itself (a cycle, which another rule
 * reports) counts nothing.
 */
class Depths {
  readonly #fragments = new Map<string, number>();
  constructor(private readonly context: ValidationContext) {}

  of(set: SelectionSetNode | undefined): number {
    if (!set) return 0;
    let max = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) max = Math.max(max, 1 + this.of(selection.selectionSet));
      else if (selection.kind === Kind.INLINE_FRAGMENT) max = Math.max(max, this.of(selection.selectionSet));
      else max = Math.max(max, this.#fragment(selection.name.value));
    }
    return max;
  }

  #fragment(name: string): number {
    const known = this.#fragments.get(name);
    if (known !== undefined) return known;
    this.#fragments.set(name, 0);
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

/** Each root field's subtree may be at most {@link MAX_DEPTH} deep ({@link MAX_INTROSPECTION_DEPTH} under `__schema` and `__type`). */
export function depthLimitRule(context: ValidationContext): ASTVisitor {
  const depths = new Depths(context);
  return {
    OperationDefinition(operation) {
      for (const field of rootFields(context, operation.selectionSet)) {
        const limit = field.name.value.startsWith('__') ? MAX_INTROSPECTION_DEPTH : MAX_DEPTH;
        const depth = 1 + depths.of(field.selectionSet);
        if (depth > limit)
          context.reportError(
            new GraphQLError(`The field ${field.name.value} nests ${depth} levels deep; at most ${limit} are allowed`, {
              nodes: [field],
              extensions: { code: 'QUERY_TOO_DEEP', depth, maxDepth: limit },
            }),
          );
      }
      return false;
    },
  };
}
