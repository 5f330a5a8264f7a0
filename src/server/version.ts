// The running Tote's name and version: from the package.json nearest above this file (the repository's, or the server package's).
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A package's name and version. */
export interface PackageVersion {
  name: string;
  version: string;
}

/** The nearest package.json above `from` (this module's folder: src/server in a checkout, server/ in the server package). */
export function toteVersion(from: string = import.meta.dirname): PackageVersion {
  for (let folder = from; ; folder = path.dirname(folder)) {
    try {
      const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as Partial<PackageVersion>;
      if (typeof manifest.version === 'string') return { name: manifest.name ?? 'tote', version: manifest.version };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    if (path.dirname(folder) === folder) return { name: 'tote', version: 'unknown' };
  }
}
