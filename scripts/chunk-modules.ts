// Which source modules each of the widget's chunks holds, from a build in memory, against the committed list (tests/unit/build/chunk-modules.json).
// `npm run chunks` prints what changed; `npm run chunks -- --update` writes the list anew (commit it with the change that moved the code).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Rollup } from 'vite';
import { ROOT, widgetBuildConfig } from '../vite.config.js';

/** Each built chunk, by name (its entry's file name in src/widget/entries/), with the modules in it (paths from the repository root, sorted). */
export type ChunkModules = Record<string, string[]>;

/** The committed list the widget's build is compared with. */
export const CHUNK_MODULES_FILE = path.join(ROOT, 'tests/unit/build/chunk-modules.json');

/** A module's id as the list names it: relative to the repository root, with `/`, a virtual module's `\0` left out. */
function moduleName(id: string): string {
  return path.relative(ROOT, id.replace(/^\0/, '')).split(path.sep).join('/');
}

/** Builds the widget in memory (as `npm run build` does, nothing written) and lists each chunk's modules. */
export async function widgetChunkModules(): Promise<ChunkModules> {
  const config = widgetBuildConfig();
  const output = (await build({ ...config, logLevel: 'error', build: { ...config.build, write: false } })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const chunks = [output]
    .flat()
    .flatMap((result) => result.output)
    .filter((file): file is Rollup.OutputChunk => file.type === 'chunk')
    .sort((a, b) => a.name.localeCompare(b.name));
  return Object.fromEntries(chunks.map((chunk) => [chunk.name, chunk.moduleIds.map(moduleName).sort()]));
}

/** The committed list (empty when there is none yet). */
export async function committedChunkModules(): Promise<ChunkModules> {
  const text = await readFile(CHUNK_MODULES_FILE, 'utf8').catch(() => '{}');
  return JSON.parse(text) as ChunkModules;
}

/** What differs, one line per module: `moved src/x.ts: elements -> drawer`, `added ...`, `removed ...`; empty when the lists agree. */
export function chunkModuleChanges(expected: ChunkModules, actual: ChunkModules): string[] {
  const owners = (list: ChunkModules) => new Map(Object.entries(list).flatMap(([chunk, modules]) => modules.map((id) => [id, chunk] as const)));
  const before = owners(expected);
  const after = owners(actual);
  const lines: string[] = [];
  for (const id of [...new Set([...before.keys(), ...after.keys()])].sort()) {
    const was = before.get(id);
    const is = after.get(id);
    if (was === is) continue;
    if (was === undefined) lines.push(`added ${id}: in ${is}`);
    else if (is === undefined) lines.push(`removed ${id}: was in ${was}`);
    else lines.push(`moved ${id}: ${was} -> ${is}`);
  }
  return lines;
}

/** The list as it is committed: one module a line, so that a change reads as a diff of lines. */
export function formatChunkModules(list: ChunkModules): string {
  return `${JSON.stringify(list, null, 2)}\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const actual = await widgetChunkModules();
  const changes = chunkModuleChanges(await committedChunkModules(), actual);
  if (process.argv.includes('--update')) {
    await writeFile(CHUNK_MODULES_FILE, formatChunkModules(actual));
    console.log(`${path.relative(ROOT, CHUNK_MODULES_FILE)}: ${changes.length === 0 ? 'unchanged' : `written\n${changes.join('\n')}`}`);
  } else if (changes.length > 0) {
    console.log(`The widget's chunks differ from ${path.relative(ROOT, CHUNK_MODULES_FILE)}:\n${changes.join('\n')}`);
    console.log('If the change is meant, run `npm run chunks -- --update` and commit the list.');
    process.exitCode = 1;
  } else console.log(`The widget's chunks match ${path.relative(ROOT, CHUNK_MODULES_FILE)}.`);
}
