// `npm run pack`: builds what is stale and packs both packages, tote-shop (dist/package) and tote-shop-server (dist/server-package),
// into dist/tarballs/, printing each tarball's path (`--json`: npm pack's report of each, with its path, as one JSON array).
import { execFile } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { PACKAGE_NAME } from './package/build-package.js';
import { SERVER_PACKAGE_NAME } from './server-package/build-server-package.js';

/** The repository root. */
const ROOT = path.resolve(import.meta.dirname, '..');

/** Where the tarballs go unless `--out` says otherwise. @default dist/tarballs */
export const TARBALL_DIR = path.join(ROOT, 'dist/tarballs');

/** The two packages by name, with the folder each is packed from (relative, with `./`: npm 11 reads `dist/package` as a GitHub repository). */
export const PACKAGES = { [PACKAGE_NAME]: './dist/package', [SERVER_PACKAGE_NAME]: './dist/server-package' } as const;

/** One package's name. */
export type PackageName = keyof typeof PACKAGES;

/** What `npm pack --json` reports of one tarball, with its absolute path. */
export interface PackedTarball {
  name: string;
  version: string;
  filename: string;
  path: string;
  files: { path: string; size: number }[];
}

const USAGE = `Usage: npm run pack -- [--out <folder>] [--package ${Object.keys(PACKAGES).join('|')}]... [--json]

Builds what is stale (the browser files; the server package is rebuilt) and packs the packages into the folder
(default dist/tarballs), printing each tarball's path; --json prints npm pack's report of each as one JSON array.`;

/** Runs a command in the repository; its output goes to stderr (stdout carries only the tarballs' paths), npm's JSON is returned. */
function run(command: string, args: string[], capture = false): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(command, args, { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 }, (error, stdout) =>
      error ? reject(new Error(`${command} ${args.join(' ')} failed: ${error.message}`)) : resolve(stdout),
    );
    if (!capture) child.stdout?.pipe(process.stderr);
    child.stderr?.pipe(process.stderr);
  });
}

/** Builds the packages' folders as `npm run build` does (the browser build only when stale) and packs the chosen ones into `out`. */
export async function packTarballs(out: string, names: readonly PackageName[] = Object.keys(PACKAGES) as PackageName[]): Promise<PackedTarball[]> {
  const tsx = path.join(ROOT, 'node_modules/.bin/tsx');
  await run(tsx, ['scripts/build.ts', '--if-stale']);
  if (names.includes(SERVER_PACKAGE_NAME)) await run(tsx, ['scripts/server-package/build-server-package.ts']);
  await mkdir(out, { recursive: true });
  const packed: PackedTarball[] = [];
  for (const name of names) {
    const [report] = JSON.parse(await run('npm', ['pack', PACKAGES[name], '--pack-destination', out, '--json'], true)) as [Omit<PackedTarball, 'path'>];
    packed.push({ ...report!, name, path: path.join(out, report!.filename) });
  }
  return packed;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: { out: { type: 'string' }, package: { type: 'string', multiple: true }, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const unknown = (values.package ?? []).filter((name) => !Object.hasOwn(PACKAGES, name));
  if (unknown.length > 0) {
    console.error(`pack: no package ${unknown.join(', ')}\n\n${USAGE}`);
    process.exit(2);
  }
  const packed = await packTarballs(path.resolve(values.out ?? TARBALL_DIR), values.package as PackageName[] | undefined);
  console.log(values.json ? JSON.stringify(packed, null, 2) : packed.map((tarball) => tarball.path).join('\n'));
}
