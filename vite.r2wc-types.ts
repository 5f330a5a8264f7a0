// r2wc's attribute types in the builds: only those the Tote elements observe (src/widget/elements/element-attributes.ts) ship.
import type { Plugin } from 'vite';

/** r2wc's core module (its one built file), whose table of attribute types the plugin trims. */
const R2WC_CORE = /[\\/]node_modules[\\/]@r2wc[\\/]core[\\/]dist[\\/]core\.js$/;

/** r2wc's table of attribute types (`{ string: E, number: x, boolean: C, function: O, method: P, json: j }`), whatever its order. */
const TYPE_TABLE = /\{(?:\s*(?:string|number|boolean|function|method|json)\s*:\s*[\w$]+\s*,?)+\s*\}/g;

/**
 * Keeps in r2wc's table of attribute types (text, number, flag, function, method, JSON) only `types`, so the bundler leaves the others'
 * parsers out (they are reached only through the table: ~220 B brotli on every page). An element whose attribute has a type left out
 * would get no value for it, so pass every type the elements observe: {@link observedTypes}. The build fails when r2wc's code no longer
 * has exactly one such table (a new version of r2wc: look at its code again).
 */
export function r2wcTypes(types: readonly string[]): Plugin {
  return {
    name: 'tote-r2wc-types',
    transform(code, id) {
      if (!R2WC_CORE.test(id)) return undefined;
      const tables = code.match(TYPE_TABLE) ?? [];
      if (tables.length !== 1) this.error(`${id}: expected one table of attribute types, found ${tables.length}; see vite.r2wc-types.ts`);
      const table = tables[0]!;
      const entries = [...table.matchAll(/(string|number|boolean|function|method|json)\s*:\s*([\w$]+)/g)];
      const missing = types.filter((type) => !entries.some(([, name]) => name === type));
      if (missing.length > 0) this.error(`${id}: r2wc has no attribute type ${missing.join(', ')}`);
      const kept = entries.filter(([, name]) => types.includes(name!)).map(([entry]) => entry);
      return { code: code.replace(table, `{ ${kept.join(', ')} }`), map: null };
    },
  };
}

/** The attribute types observed by elements defined with these attribute lists (tag → prop → type), each once. */
export function observedTypes(lists: Record<string, Record<string, string>>): string[] {
  return [...new Set(Object.values(lists).flatMap((attributes) => Object.values(attributes)))].sort();
}
