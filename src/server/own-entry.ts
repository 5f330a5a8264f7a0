// Lookups of request-given names in plain tables by own property only: `constructor` or `__proto__` must not find Object.prototype's.

/** The table's own entry for `name`, or undefined: inherited names (`constructor`, `toString`, `__proto__`) are never found. */
export function ownEntry<T>(table: Readonly<Record<string, T>>, name: string): T | undefined {
  return Object.hasOwn(table, name) ? table[name] : undefined;
}

/** True when `name` is one of the table's own keys (`name in table` also finds inherited ones). */
export function hasOwnName(table: object, name: string): boolean {
  return Object.hasOwn(table, name);
}

/** An empty record without a prototype, for keys that come from requests or merchants (`__proto__` is then a plain key). */
export function nameRecord<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}
