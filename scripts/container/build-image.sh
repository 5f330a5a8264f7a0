#!/usr/bin/env bash
# Builds Tote's image from the repository's Dockerfile, unchanged, with podman: never pulling (the base image must be in
# podman already: the official one, or CI's stand-in of build-base-stand-in.sh), in Docker's format so that the
# HEALTHCHECK is kept, on the host's network (npm ci reaches the registry). Tagged localhost/tote-ci-tote:latest.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/container/podman-env.sh

# The host's certificate authorities, for npm's requests in the build's RUN steps: where egress passes through a proxy that
# signs with a CA of its own (as on these machines), the image's would refuse the registry. Mounted for the build only
# (npm's global npmrc names them), so nothing of it lands in the image and the Dockerfile stays as operators use it.
host_ca="${NODE_EXTRA_CA_CERTS:-/etc/ssl/certs/ca-certificates.crt}"
build_mounts=()
if [ -s "$host_ca" ]; then
  npmrc="$(mktemp)"
  trap 'rm -f "$npmrc"' EXIT
  printf 'cafile=/run/tote-ci/ca.crt\n' >"$npmrc"
  chmod 0644 "$npmrc"
  build_mounts=(--volume "$host_ca:/run/tote-ci/ca.crt:ro" --volume "$npmrc:/usr/local/etc/npmrc:ro")
fi

# The stages are tagged too (tote-ci-build, tote-ci-dependencies): the next run's build reuses their layers as its cache
# (npm ci while package-lock.json is unchanged), and the layers of the previous run that no image uses any more can be
# told from everyone else's and removed.
STAGES=(build dependencies)
stage_image() { echo "localhost/tote-ci-$1:latest"; }

# An image's ID and its ancestors' (the layers of its build), one a line, the image first.
chain() {
  local id
  id="$(podman image inspect --format '{{.Id}}' "$1" 2>/dev/null || true)"
  while [ -n "$id" ]; do
    echo "$id"
    id="$(podman image inspect --format '{{.Parent}}' "$id" 2>/dev/null || true)"
  done
}
chains() {
  for stage in "${STAGES[@]}"; do chain "$(stage_image "$stage")"; done
  chain "$TOTE_IMAGE"
}

previous="$(chains)"
for stage in "${STAGES[@]}"; do
  podman build --pull=never --format docker --network host "${build_mounts[@]}" --target "$stage" --tag "$(stage_image "$stage")" \
    --file Dockerfile .
done
podman build --pull=never --format docker --network host "${build_mounts[@]}" --tag "$TOTE_IMAGE" --file Dockerfile .
echo "image: $TOTE_IMAGE, $(podman image inspect --format '{{.Size}}' "$TOTE_IMAGE" | awk '{printf "%.0f MB", $1 / 1e6}')"

# The previous run's layers that this run's images do not use, newest first; never a tagged image (the base), and podman
# refuses one that a container or another image still uses.
current="$(chains)"
for id in $previous; do
  grep -qx "$id" <<<"$current" && continue
  [ -z "$(podman image inspect --format '{{join .RepoTags ""}}' "$id" 2>/dev/null)" ] || continue
  podman rmi "$id" >/dev/null 2>&1 || true
done
