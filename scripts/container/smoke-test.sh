#!/usr/bin/env bash
# Smoke-tests Tote's image (scripts/container/build-image.sh builds it) beside the host's PostgreSQL: `tote init` and
# `tote import` in one-off containers, the server container's /ready, its health check, its user (not root), an image
# upload and an order over HTTP, and a clean SIGTERM stop; then the image without DATABASE_URL: PGlite in the /data
# volume, kept from one container to the next. Removes its containers, volume and database when it ends.
# Settings: TOTE_CONTAINER_PORT (8795; the PGlite run uses the next port), TOTE_CONTAINER_PG (postgres://postgres@127.0.0.1:5432).
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/container/podman-env.sh

PORT="${TOTE_CONTAINER_PORT:-8795}"
PGLITE_PORT=$((PORT + 1))
PG_SERVER="${TOTE_CONTAINER_PG:-postgres://postgres@127.0.0.1:5432}"
DATABASE="tote_ci_container_$$"
DATABASE_URL="$PG_SERVER/$DATABASE"
SERVER=tote-ci-server-$$
PGLITE=tote-ci-pglite-$$
VOLUME=tote-ci-data-$$
STORE_URL="http://localhost:$PORT"
# The shop's page that embeds the store (its origin is what the client allows; nothing needs to answer there).
SHOP_ORIGIN="https://shop.example.com"
WORK="$(mktemp -d)"

cleanup() {
  podman rm --force --volumes --ignore --time 0 "$SERVER" "$PGLITE" >/dev/null 2>&1 || true
  podman volume rm --force "$VOLUME" >/dev/null 2>&1 || true
  psql "$PG_SERVER/postgres" -qc "DROP DATABASE IF EXISTS $DATABASE WITH (FORCE)" >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT
fail() {
  echo "smoke: FAILED: $*" >&2
  for name in "$SERVER" "$PGLITE"; do
    podman container exists "$name" && { echo "--- last lines of $name:" >&2; podman logs --tail 30 "$name" >&2 || true; }
  done
  exit 1
}

# Polls GET <url>/ready until it answers 200 (at most 120 s, while the container runs).
wait_ready() {
  local url=$1 name=$2
  for _ in $(seq 1 240); do
    [ "$(curl -s -o /dev/null -w '%{http_code}' "$url/ready" || true)" = 200 ] && return 0
    [ "$(podman inspect --format '{{.State.Running}}' "$name")" = true ] || fail "$name stopped before /ready answered 200"
    sleep 0.5
  done
  fail "$url/ready did not answer 200 within 120 s"
}

# Sends SIGTERM (podman stop) and checks that the server exited 0 by itself.
stop_cleanly() {
  local name=$1
  podman stop --time 20 "$name" >/dev/null
  local code
  code="$(podman inspect --format '{{.State.ExitCode}}' "$name")"
  [ "$code" = 0 ] || fail "$name exited $code after SIGTERM"
}

# A one-off container of the image on the database: the `tote` command with these arguments.
tote_on_postgres() {
  podman run --rm --network host -e DATABASE_URL="$DATABASE_URL" -e PUBLIC_URL="$STORE_URL" "$@"
}

psql "$PG_SERVER/postgres" -qc "CREATE DATABASE $DATABASE" >/dev/null

echo "smoke: on PostgreSQL ($DATABASE), the server on 127.0.0.1:$PORT (host network)"
site="$(tote_on_postgres "$TOTE_IMAGE" tote init --name 'Container Shop' --currency USD --origin "$SHOP_ORIGIN" \
  --owner-email owner@example.com --owner-password 'a container password' --json)"
cat >"$WORK/products.csv" <<'CSV'
Handle,Title,Body (HTML),Vendor,Type,Tags,Published,Option1 Name,Option1 Value,Variant SKU,Variant Grams,Variant Inventory Tracker,Variant Inventory Qty,Variant Inventory Policy,Variant Fulfillment Service,Variant Price,Variant Compare At Price,Variant Requires Shipping,Variant Taxable,Status
wildflower-honey,Wildflower Honey,<p>Raw honey.</p>,Container Shop,Pantry,,TRUE,Title,Default Title,HON-500,500,shopify,8,deny,manual,9.50,,TRUE,TRUE,active
CSV
chmod 0644 "$WORK/products.csv"
chmod 0755 "$WORK"
tote_on_postgres -v "$WORK/products.csv:/import/products.csv:ro" "$TOTE_IMAGE" tote import /import/products.csv

# On the host's network the server listens on loopback only (HOST), as a published port would be.
podman run --detach --name "$SERVER" --network host -e HOST=127.0.0.1 -e PORT="$PORT" -e DATABASE_URL="$DATABASE_URL" \
  -e PUBLIC_URL="$STORE_URL" -e SECRETS_KEY="$(openssl rand -hex 32)" "$TOTE_IMAGE" >/dev/null
wait_ready "http://127.0.0.1:$PORT" "$SERVER"
echo "smoke: /ready answered 200"
podman healthcheck run "$SERVER" >/dev/null || fail "the image's HEALTHCHECK failed"
echo "smoke: the image's HEALTHCHECK passes"
user="$(podman exec "$SERVER" id -u)"
[ "$user" != 0 ] || fail "the server runs as root"
echo "smoke: the server runs as uid $user ($(podman exec "$SERVER" id -un))"
npx tsx scripts/container/smoke-order.ts --store "http://127.0.0.1:$PORT" --shop "$SHOP_ORIGIN" --site "$site" --product wildflower-honey ||
  fail "the order through the container"
stop_cleanly "$SERVER"
echo "smoke: SIGTERM stopped the server, exit 0"

echo "smoke: on PGlite (no DATABASE_URL) in the volume $VOLUME, published on 127.0.0.1:$PGLITE_PORT"
podman volume create "$VOLUME" >/dev/null
# The site is made by one container and served by the next: the database must be in the volume, not in the container.
pglite_site="$(podman run --rm -v "$VOLUME:/data" -e PUBLIC_URL="http://localhost:$PGLITE_PORT" "$TOTE_IMAGE" tote init \
  --name 'PGlite Shop' --currency EUR --origin "http://localhost:$PGLITE_PORT" --owner-email owner@example.com \
  --owner-password 'a container password' --json)"
podman run --detach --name "$PGLITE" -v "$VOLUME:/data" -p "127.0.0.1:$PGLITE_PORT:8787" \
  -e PUBLIC_URL="http://localhost:$PGLITE_PORT" "$TOTE_IMAGE" >/dev/null
wait_ready "http://127.0.0.1:$PGLITE_PORT" "$PGLITE"
echo "smoke: /ready answered 200 on PGlite"
client_id="$(node -e 'console.log(JSON.parse(process.argv[1]).clientId)' "$pglite_site")"
token_status="$(curl -s -o /dev/null -w '%{http_code}' -H 'content-type: application/json' -H "origin: http://localhost:$PGLITE_PORT" \
  -d "{\"clientId\":\"$client_id\",\"grantType\":\"anonymous\"}" "http://127.0.0.1:$PGLITE_PORT/oauth2/token")"
[ "$token_status" = 200 ] || fail "the site made by the first container is not served by the second (token: $token_status)"
echo "smoke: the site tote init made in one container is served by the next (a visitor token for its client)"
stop_cleanly "$PGLITE"
files="$(podman run --rm -v "$VOLUME:/data" --entrypoint ls "$TOTE_IMAGE" -A /data)"
grep -qx 'secrets.key' <<<"$files" || fail "the volume holds no secrets.key: $files"
podman run --rm -v "$VOLUME:/data" --entrypoint sh "$TOTE_IMAGE" -c 'find /data -name PG_VERSION | grep -q .' ||
  fail "the volume holds no PGlite database: $files"
echo "smoke: the volume holds the PGlite database and secrets.key ($(tr '\n' ' ' <<<"$files"))"
echo "smoke: passed"
