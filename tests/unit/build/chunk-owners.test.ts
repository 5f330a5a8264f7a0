// Which entry's chunk each module goes into (vite.chunks.ts), on small module graphs written out here: the rules the widget's build follows.
import { describe, expect, it } from 'vitest';
import { chunkOwners } from '../../../vite.chunks.js';

/** A module graph from `module: [static imports, dynamic imports]`. */
function graph(modules: Record<string, [string[], string[]?]>) {
  return {
    getModuleInfo: (id: string) => {
      const module = modules[id];
      return module ? { importedIds: module[0], dynamicallyImportedIds: module[1] ?? [] } : null;
    },
  };
}

/** The owners as a plain object, for comparing. */
const owners = (entries: Record<string, string>, modules: Record<string, [string[], string[]?]>) =>
  Object.fromEntries([...chunkOwners(entries, graph(modules))].sort());

describe('chunkOwners', () => {
  it('keeps what one entry needs in its chunk, and puts what an entry and its lazy part share in the entry', () => {
    expect(
      owners({ main: 'main', lazy: 'lazy' }, { main: [['ui', 'store'], ['lazy']], ui: [['store']], store: [[]], lazy: [['panel', 'store']], panel: [[]] }),
    ).toEqual({ main: 'main', ui: 'main', store: 'main', lazy: 'lazy', panel: 'lazy' });
  });

  it('puts what two lazy parts share into the chunk that has loaded before both, and what a lazy part and its own lazy part share into the first', () => {
    expect(
      owners(
        { main: 'main', drawer: 'drawer', modal: 'modal', form: 'form' },
        {
          main: [[], ['drawer', 'modal']],
          drawer: [['dialog', 'texts'], ['form']],
          modal: [['dialog']],
          form: [['texts']],
          dialog: [[]],
          texts: [[]],
        },
      ),
    ).toEqual({ main: 'main', drawer: 'drawer', modal: 'modal', form: 'form', dialog: 'main', texts: 'drawer' });
  });

  it('puts what an entry shares with an entry it imports into the imported one', () => {
    expect(
      owners(
        { elements: 'elements', login: 'login', pack: 'pack' },
        { elements: [['store']], login: [['elements', 'button', 'store']], pack: [['elements', 'locale']], store: [['locale']], button: [[]], locale: [[]] },
      ),
    ).toEqual({ elements: 'elements', login: 'login', pack: 'pack', store: 'elements', button: 'login', locale: 'elements' });
  });

  it('leaves to the bundler a module two unrelated entries need (no entry has loaded before both)', () => {
    expect(owners({ a: 'a', b: 'b' }, { a: [['shared']], b: [['shared']], shared: [[]] })).toEqual({ a: 'a', b: 'b' });
  });

  it('refuses an import() of a module that is not an entry', () => {
    expect(() => chunkOwners({ main: 'main' }, graph({ main: [[], ['part']], part: [[]] }))).toThrow(/lazy parts load through an entry module only/);
  });
});
