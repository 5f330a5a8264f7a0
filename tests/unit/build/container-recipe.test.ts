// The container recipe agrees with itself: every stage of the Dockerfile on the one pinned official Node image, the one
// CI's stand-in is built and tagged as, named by docs/container.md; non-root, /ready health check, /data volume.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

const dockerfile = read('Dockerfile');
/** The shell settings the container scripts share. */
const podmanEnv = read('scripts/container/podman-env.sh');

/** A `NAME=value` line of podman-env.sh. */
function setting(name: string): string {
  const value = new RegExp(`^${name}=(\\S+)$`, 'm').exec(podmanEnv)?.[1];
  if (!value) throw new Error(`podman-env.sh sets no ${name}`);
  return value;
}

describe('the container recipe', () => {
  const bases = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((match) => match[1]);

  it('builds every stage on one pinned official Node image, the one CI stands in for', () => {
    expect(bases.length).toBeGreaterThanOrEqual(2);
    expect(new Set(bases)).toEqual(new Set([`node:${setting('NODE_VERSION')}-bookworm-slim`]));
    expect(bases[0]).toMatch(/^node:\d+\.\d+\.\d+-bookworm-slim$/);
    expect(setting('BASE_IMAGE')).toBe('"docker.io/library/node:$NODE_VERSION-bookworm-slim"');
    expect(read('docs/container.md')).toContain(bases[0]);
  });

  it('runs the server as the node user with a /ready health check and the data folder as a volume', () => {
    const final = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(final).toMatch(/^USER node$/m);
    expect(final).toMatch(/^VOLUME \/data$/m);
    expect(final).toMatch(/DATA_DIR=\/data/);
    expect(final).toMatch(/^HEALTHCHECK .*\n?.*\/ready/m);
    expect(final).toMatch(/^CMD \["tote-server"\]$/m);
  });
});
