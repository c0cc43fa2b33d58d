# syntax=docker/dockerfile:1
# Production image: Next.js standalone server (Payload inside), non-root, data in /app/data.
# Build:  docker build -t studio-site .          Run: see compose.yaml and docs/DEPLOYMENT.md.
# Debian (glibc) rather than Alpine: the prebuilt binaries of libsql and sharp in the lockfile
# are the glibc ones, and nothing may compile at install time.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    NEXT_OUTPUT=standalone
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# `next build` prerenders pages from a database: a throwaway SQLite one, migrated and seeded
# here with a throwaway secret, then removed with the pages it produced (drop-prerendered.mjs):
# the running site renders them from its own database and caches them.
RUN export DATABASE_URL=file:/tmp/build-db/site.db MEDIA_DIR=/tmp/build-db/media \
      PAYLOAD_SECRET="$(node -e "console.log(require('crypto').randomBytes(48).toString('hex'))")" \
  && node_modules/.bin/payload run scripts/prepare-db.ts \
  && node_modules/.bin/next build \
  && node scripts/docker/drop-prerendered.mjs .next/standalone/.next \
  && rm -rf /tmp/build-db

FROM ${NODE_IMAGE} AS runner
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    KEEP_ALIVE_TIMEOUT=65000 \
    DATABASE_URL=file:/app/data/site.db \
    MEDIA_DIR=/app/data/media \
    NEXT_MANUAL_SIG_HANDLE=1
RUN groupadd --system --gid 1001 site \
  && useradd --system --uid 1001 --gid site --home-dir /app --shell /usr/sbin/nologin site \
  && mkdir -p /app/data \
  && chown site:site /app/data
# The server and the dependencies it traced; the static files are not part of the trace.
COPY --from=build --chown=site:site /app/.next/standalone ./
COPY --from=build --chown=site:site /app/.next/static ./.next/static
COPY --from=build /app/public ./public
# Read by the seed on the first start of an empty database (articles and their pictures,
# project pictures, the sample portrait, the sample testimonials' logos).
COPY --from=build /app/src/features/blog/seed ./src/features/blog/seed
COPY --from=build /app/src/features/blog/seed-images ./src/features/blog/seed-images
COPY --from=build /app/src/features/portfolio/seed-images ./src/features/portfolio/seed-images
COPY --from=build /app/src/features/site-settings/seed ./src/features/site-settings/seed
COPY --from=build /app/src/features/testimonials/seed ./src/features/testimonials/seed
COPY --from=build /app/scripts/lib/single-location.mjs ./scripts/lib/single-location.mjs
COPY --from=build /app/src/platform/rate-limit/socket-address-preload.mjs ./src/platform/rate-limit/socket-address-preload.mjs
USER site
VOLUME ["/app/data"]
EXPOSE 3000
# The same probe a load balancer uses: 503 when the database is gone or the schema is behind.
HEALTHCHECK --interval=30s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Migrations, first admin and seed run at start (src/instrumentation.ts) before any request.
# On SIGTERM the site itself (NEXT_MANUAL_SIG_HANDLE above, src/platform/shutdown) finishes the
# requests and running jobs for up to SHUTDOWN_GRACE_SECONDS (30): stop with a longer timeout
# than that (`docker stop -t 45`, compose's stop_grace_period), Docker's default is 10 s.
# scripts/lib/single-location.mjs: a redirect's Location header once;
# src/platform/rate-limit/socket-address-preload.mjs: the connection's address for the rate
# limits, which TRUSTED_PROXIES may let a proxy's X-Forwarded-For refine (see the files).
CMD ["node", "--import=./scripts/lib/single-location.mjs", "--import=./src/platform/rate-limit/socket-address-preload.mjs", "server.js"]
