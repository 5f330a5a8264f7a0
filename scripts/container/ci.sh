#!/usr/bin/env bash
# CI's container step: the base image's local stand-in when podman lacks it, Tote's image from the Dockerfile, the smoke
# test beside PostgreSQL; each part says how long it took.
set -euo pipefail
cd "$(dirname "$0")/../.."

started=$SECONDS
bash scripts/container/build-base-stand-in.sh
echo "container: base image ready in $((SECONDS - started)) s"
mark=$SECONDS
bash scripts/container/build-image.sh
echo "container: Tote's image built in $((SECONDS - mark)) s"
mark=$SECONDS
bash scripts/container/smoke-test.sh
echo "container: smoke test passed in $((SECONDS - mark)) s (the step: $((SECONDS - started)) s)"
