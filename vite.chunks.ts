// The widget's chunks by entry module: each module goes into the chunk of the entry that is sure to have loaded whenever the module is needed, from the import graph alone (no file names).
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/** What the bundler's chunking functions can read of the module graph. */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

/** A module graph kept after its build: every module's id, and each one's imports. */
export interface RecordedGraph extends ModuleGraph {
  /** Every module of the build, by id. */
  readonly ids: readonly string[];
}

/**
 * Records a build's module graph at the end of its build phase (each module's static and dynamic imports, resolved), for a step that
 * needs to know, before another build resolves anything, which module reaches which (vite.react-twins.ts).
 */
export function moduleGraphRecorder(): { plugin: Plugin; graph: () => RecordedGraph } {
  let recorded: RecordedGraph | undefined;
  return {
    plugin: {
      name: 'tote-module-graph',
      buildEnd(error) {
        if (error) return;
        const modules = new Map<string, { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] }>();
        for (const id of this.getModuleIds()) {
          const info = this.getModuleInfo(id);
          if (info) modules.set(id, { importedIds: [...info.importedIds], dynamicallyImportedIds: [...info.dynamicallyImportedIds] });
        }
        recorded = { ids: [...modules.keys()], getModuleInfo: (id) => modules.get(id) ?? null };
      },
    },
    graph: () => {
      if (!recorded) throw new Error('The module graph was not recorded: its build did not finish its build phase');
      return recorded;
    },
  };
}

/**
 * Which entry's chunk each module goes into, given the entries (chunk name → module id) and the module graph:
 *
 * - an entry *needs* the modules it reaches through static imports (its own, and those of the entries it imports statically);
 * - an entry *has loaded* the entries it imports statically, and, when it is reached by `import()`, the entries that every one of its
 *   loaders (the entries whose modules import it) has loaded: what is sure to be there when it runs;
 * - a module goes with the deepest entry that has loaded before or with every entry that needs it: the entry itself when only one
 *   needs it, the drawer for what the drawer and its own lazy parts share, the elements for what the drawer and the sign-in modal
 *   share (one request fewer when either opens). A module that no such entry covers is left to the bundler (it makes a shared chunk).
 *
 * Throws when `import()` in a needed module reaches a module that is not an entry: lazy boundaries are entries only.
 */
export function chunkOwners(entries: Record<string, string>, graph: ModuleGraph): Map<string, string> {
  const names = new Map(Object.entries(entries).map(([name, id]) => [id, name]));
  const info = (id: string) => {
    const module = graph.getModuleInfo(id);
    if (!module) throw new Error(`The module graph has no ${id}`);
    return module;
  };
  /** Each entry's static closure: the modules it needs. */
  const needs = new Map<string, Set<string>>();
  for (const entry of names.keys()) {
    const seen = new Set<string>();
    const visit = (id: string): void => {
      if (seen.has(id)) return;
      seen.add(id);
      for (const imported of info(id).importedIds) visit(imported);
    };
    visit(entry);
    needs.set(entry, seen);
  }
  /** For each entry, the entries whose needed modules `import()` it, and the entries it imports statically. */
  const loaders = new Map<string, Set<string>>([...names.keys()].map((entry) => [entry, new Set<string>()]));
  const imported = new Map<string, string[]>();
  for (const [entry, modules] of needs) {
    imported.set(
      entry,
      [...modules].filter((id) => id !== entry && names.has(id)),
    );
    for (const id of modules) {
      for (const lazy of info(id).dynamicallyImportedIds) {
        const lazyEntry = loaders.get(lazy);
        if (!lazyEntry) throw new Error(`${path.basename(id)} imports ${lazy} with import(): lazy parts load through an entry module only`);
        lazyEntry.add(entry);
      }
    }
  }
  // What has loaded when an entry runs (dominators, iterated to a fixed point): itself, what it imports, what all its loaders have loaded.
  const all = new Set(names.keys());
  const loaded = new Map<string, Set<string>>([...names.keys()].map((entry) => [entry, loaders.get(entry)!.size > 0 ? new Set(all) : new Set([entry])]));
  for (let changed = true; changed;) {
    changed = false;
    for (const entry of names.keys()) {
      const sets = [...loaders.get(entry)!].map((loader) => loaded.get(loader)!);
      const next = new Set(sets.length > 0 ? [...sets[0]!].filter((e) => sets.every((set) => set.has(e))) : []);
      next.add(entry);
      for (const dependency of imported.get(entry)!) for (const e of loaded.get(dependency)!) next.add(e);
      if (next.size !== loaded.get(entry)!.size) {
        loaded.set(entry, next);
        changed = true;
      }
    }
  }
  const owners = new Map<string, string>();
  const modules = new Set([...needs.values()].flatMap((set) => [...set]));
  for (const id of modules) {
    const needers = [...needs].filter(([, set]) => set.has(id)).map(([entry]) => loaded.get(entry)!);
    const common = [...needers[0]!].filter((entry) => needers.every((set) => set.has(entry)));
    // The deepest of them: the one that has loaded the most (they are a chain, each loaded before the next).
    const owner = common.sort((a, b) => loaded.get(b)!.size - loaded.get(a)!.size)[0];
    if (owner) owners.set(id, names.get(owner)!);
  }
  return owners;
}

/** The chunking of the widget by entry: the plugin that works out each module's entry (once the module graph is built), and the groups that use it. */
export interface EntryChunks {
  /** Reads the module graph at the end of the build phase. */
  plugin: Plugin;
  /** One code-splitting group per entry, named as the entry's chunk, holding the modules {@link chunkOwners} gives it. */
  groups: Rolldown.CodeSplittingGroup[];
}

/** Chunks by entry module (see {@link chunkOwners}) for a build of these entries (chunk name → module id). */
export function entryChunks(entries: Record<string, string>): EntryChunks {
  let owners = new Map<string, string>();
  return {
    plugin: {
      name: 'tote-entry-chunks',
      buildEnd(error) {
        if (!error) owners = chunkOwners(entries, this);
      },
    },
    groups: Object.keys(entries).map((name) => ({ name, test: (id: string) => owners.get(id) === name })),
  };
}

/**
 * The modules an entry needs (its static imports, followed), known once the module graph is built (the plugin reads it at the end of
 * the build phase): the dashboard names `core` the chunk besides its entry's that holds some of them, the one every page loads with it.
 */
export function entryNeeds(entry: string): { plugin: Plugin; has: (id: string) => boolean } {
  let needed = new Set<string>();
  return {
    plugin: {
      name: 'tote-entry-needs',
      buildEnd(error) {
        if (error) return;
        needed = new Set();
        const visit = (id: string): void => {
          if (needed.has(id)) return;
          needed.add(id);
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
        };
        visit(entry);
      },
    },
    has: (id) => needed.has(id),
  };
}
