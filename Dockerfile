# Tote's store server as a container image: built from this checkout (the browser files and the compiled server package of
# `npm run build`), run as the image's `node` user on PostgreSQL (DATABASE_URL) or on PGlite in the /data volume.
# docs/container.md says how to build and run it, with compose.yaml.

# The official Node image; CI builds a local stand-in under this name (scripts/container/build-base-stand-in.sh).
FROM node:24.21.0-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json .npmrc ./
# No install scripts: the browser drivers' downloads are for the tests, and esbuild and sharp need none. Not engine-strict
# here: the WebDriver client of the browser tests asks for Node 24.22.1 or newer, which the build never runs.
RUN npm ci --ignore-scripts --engine-strict=false --no-audit --no-fund
COPY . .
RUN npm run build

# The server package's two dependencies with native code and WebAssembly (sharp and its libvips binaries for linux-x64
# glibc, PGlite), installed as an operator installs the package: from the registry, production only.
FROM node:24.21.0-bookworm-slim AS dependencies
WORKDIR /app
COPY --from=build /src/dist/server-package/package.json ./
RUN npm install --omit=dev --no-package-lock --no-audit --no-fund && npm cache clean --force

FROM node:24.21.0-bookworm-slim
LABEL org.opencontainers.image.title="Tote store server" \
      org.opencontainers.image.description="The Tote store server (tote-shop-server): tote-server and the tote commands" \
      org.opencontainers.image.licenses="MIT"
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8787 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=dependencies /app/node_modules ./node_modules
COPY --from=build /src/dist/server-package ./
# `tote-server` and `tote` on PATH, as an installed package has them; the data folder owned by the user that runs.
RUN chmod 0755 server/main.js server/cli.js \
 && ln -s /app/server/main.js /usr/local/bin/tote-server \
 && ln -s /app/server/cli.js /usr/local/bin/tote \
 && mkdir -p /data \
 && chown node:node /data
USER node
# PGlite's database, its lock and secrets.key, and uploaded images (MEDIA_DIR) when DATABASE_URL is not set; media also with it.
VOLUME /data
EXPOSE 8787
# Ready once the database answers and is migrated (GET /ready, 200); the image has no curl, so node asks.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8787) + '/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["tote-server"]
