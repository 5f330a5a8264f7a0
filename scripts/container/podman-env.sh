# Sourced by the container scripts: podman with this folder's containers.conf, and the names and versions they share.

CONTAINER_SCRIPTS="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
export CONTAINERS_CONF="$CONTAINER_SCRIPTS/containers.conf"

# The base image the Dockerfile names, and what the local stand-in for it holds: the same Node release and the npm that
# release bundles (Node 24.21.0's changelog: npm 11.19.0, from 24.20.0).
NODE_VERSION=24.21.0
NPM_VERSION=11.19.0
BASE_IMAGE="docker.io/library/node:$NODE_VERSION-bookworm-slim"

# Everything CI makes is named tote-ci-*, so that it never touches anyone else's images or containers.
TOTE_IMAGE="localhost/tote-ci-tote:latest"

# Where the stand-in's root file system is kept between runs (outside the repository, like TOTE_NODE24_CACHE).
NODE_IMAGE_CACHE="${TOTE_NODE_IMAGE_CACHE:-$HOME/.cache/tote-node-image}"

# Without systemd (these machines), podman cannot set up the timer of an image's HEALTHCHECK and says so on every start
# and removal of such a container; harmless here (the smoke test runs the check itself with `podman healthcheck run`).
podman() {
  command podman "$@" 2> >(grep -v 'unable to get systemd connection' >&2)
}
