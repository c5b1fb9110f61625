# Shipyard's container image (docs/operations.md#the-container-image). Build: `docker build -t shipyard .`
# BASE_IMAGE is any Debian bookworm image with Node.js 24 and npm; .ci/container-test passes one it
# makes itself where no image registry can be reached.
ARG BASE_IMAGE=node:24-bookworm-slim

# Build stage: every dependency, the web build, then only what runs.
FROM ${BASE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
# `npm ci` may refuse a lock file that leaves out another platform's optional binaries (see .ci/run);
# `npm install` then installs the same locked versions.
RUN npm ci --no-audit --no-fund || npm install --no-audit --no-fund
COPY . .
# prune rewrites package-lock.json, one of the build's sources: the stamp is renewed after it, so
# the server finds the build current and never rebuilds (it could not: /app is read-only to it).
RUN npm run build && npm prune --omit=dev --no-audit --no-fund && touch dist/.build-stamp

# Run stage: Node 24, Debian's ffmpeg for videos (decision 0043), a user of its own.
FROM ${BASE_IMAGE}
RUN apt-get update \
  && apt-get install -y --no-install-recommends ffmpeg \
  && apt-get clean && rm -rf /var/lib/apt/lists/* /var/cache/apt/* \
  && useradd --system --user-group --uid 10001 --create-home --home-dir /home/shipyard shipyard \
  && mkdir /data && chown shipyard:shipyard /data
WORKDIR /app
COPY --from=build /app /app
# Production mode; JSON logs for the container runtime; behind a load balancer a stop keeps serving
# for 5 s with /readyz at 503, within a 15 s deadline that compose's stop_grace_period (20 s) covers.
ENV NODE_ENV=production \
    DATA_DIR=/data \
    HOST=0.0.0.0 \
    PORT=3000 \
    LOG_FORMAT=json \
    SHUTDOWN_DRAIN_MS=5000 \
    SHUTDOWN_TIMEOUT_MS=15000
USER shipyard
VOLUME /data
EXPOSE 3000
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=15s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/readyz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--import", "tsx", "server/main.ts"]
