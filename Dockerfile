# The studio's image: the built site and its production dependencies on Node's slim Debian
# image, run as an unprivileged user, every piece of data in the one volume /data.
# Nothing here names a CPU architecture, so amd64 and arm64 build from the same file.
ARG NODE_IMAGE=node:20.20.2-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
# better-sqlite3 downloads the binary its release has for this platform. Where none matches, or
# GitHub is out of reach, it compiles SQLite against Node's headers: only then are the compiler
# and Python installed, and the install run again.
RUN npm ci --no-audit --no-fund \
 || { apt-get update \
      && apt-get install -y --no-install-recommends python3 make g++ \
      && rm -rf /var/lib/apt/lists/* \
      && npm ci --no-audit --no-fund; }
COPY . .
# Then only what production runs: no development packages, no type declarations or source
# maps, and of the Pretendard package only the one font file the server subsets (95 MB less).
RUN node scripts/build.mjs \
 && npm prune --omit=dev --no-audit --no-fund \
 && find node_modules \( -name '*.d.ts' -o -name '*.d.mts' -o -name '*.d.cts' -o -name '*.map' \) -delete \
 && find node_modules/pretendard/dist -mindepth 1 -maxdepth 1 ! -name public ! -name LICENSE.txt -exec rm -rf {} + \
 && find node_modules/pretendard/dist/public -mindepth 1 -maxdepth 1 ! -name variable -exec rm -rf {} + \
 && find node_modules/pretendard/dist/public/variable -mindepth 1 ! -name PretendardVariable.ttf -delete

FROM ${NODE_IMAGE}
ARG VERSION=dev
ENV NODE_ENV=production \
    DATA_DIR=/data \
    HOST=0.0.0.0 \
    PORT=3000 \
    STUDIO_VERSION=${VERSION}
WORKDIR /app
RUN groupadd --system --gid 10001 studio \
 && useradd --system --uid 10001 --gid studio --home-dir /data --shell /usr/sbin/nologin studio \
 && mkdir /data && chown studio:studio /data
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/scripts/healthcheck.mjs /app/scripts/backup.mjs /app/scripts/restore.mjs /app/scripts/reset-owner.mjs ./scripts/
COPY --from=build /app/scripts/lib/commands.mjs ./scripts/lib/
COPY --from=build /app/deploy/update-agent.mjs ./deploy/
USER studio
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "scripts/healthcheck.mjs"]
CMD ["node", "dist/server/main.js"]
