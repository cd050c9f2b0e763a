#!/usr/bin/env bash
# Installs what `make start` and `make test` need, once, idempotently: Debian packages and the
# backing-service binaries (NATS, FerretDB, MinIO) built from the Go module proxy into a cache dir.
set -euo pipefail

CACHE_DIR="${IMMORTAL_CACHE_DIR:-$HOME/.cache/immortal}"
BIN_DIR="$CACHE_DIR/bin"
mkdir -p "$BIN_DIR"

NATS_MODULE=github.com/nats-io/nats-server/v2
NATS_VERSION=v2.15.2
FERRETDB_MODULE=github.com/FerretDB/FerretDB
FERRETDB_VERSION=v1.24.2
MINIO_MODULE=github.com/minio/minio
MINIO_VERSION=v0.0.0-20260212201848-7aac2a2c5b7c
DEBIAN_PACKAGES=(chromium espeak-ng pocketsphinx pocketsphinx-en-us ffmpeg sox)

say() { printf '%s\n' "$*"; }
die() { printf 'install: %s\n' "$*" >&2; exit 1; }

# one install at a time (make start and make test may race on a fresh machine)
exec 9>"$CACHE_DIR/.install.lock"
flock 9

install_debian_packages() {
  local missing=()
  for p in "${DEBIAN_PACKAGES[@]}"; do
    dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
  done
  if [ ${#missing[@]} -eq 0 ]; then say "ok debian packages (${DEBIAN_PACKAGES[*]})"; return; fi
  command -v apt-get >/dev/null || die "missing ${missing[*]} and no apt-get to install them"
  local sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
  say "installing debian packages: ${missing[*]}"
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  say "ok debian packages"
}

# `go install module@version` is refused here (the proxy's version list is not served), so each binary
# is built from a throwaway module that requires the exact version.
go_build() { # name module version package [prepare-hook]
  local name=$1 module=$2 version=$3 pkg=$4 hook=${5:-}
  local target="$BIN_DIR/$name"
  if [ -x "$target" ] && "$target" --version >/dev/null 2>&1; then say "ok $name (cached)"; return; fi
  command -v go >/dev/null || die "Go is needed to build $name (https://go.dev/dl/)"
  say "building $name $version (once; MinIO takes several minutes on two cores)"
  local work; work=$(mktemp -d)
  (
    cd "$work"
    printf 'module immortal/%s-build\n\ngo 1.24\n' "$name" > go.mod
    GOFLAGS=-mod=mod go get "$module@$version" >/dev/null 2>&1 || GOFLAGS=-mod=mod go get "$module@$version"
    if [ -n "$hook" ]; then "$hook" "$work" "$module" "$version"; else GOFLAGS=-mod=mod go build -o "$target.tmp" "$pkg"; fi
  )
  rm -rf "$work"
  mv "$target.tmp" "$target"
  "$target" --version >/dev/null 2>&1 || die "$name was built but does not run"
  say "ok $name (built)"
}

# FerretDB embeds build/version/version.txt and panics without it; the module zip lacks it, so build
# from a writable copy of the module source with the version written in.
build_ferretdb() { # work module version
  local src; src="$(go env GOMODCACHE)/$(printf '%s' "$2" | sed -E 's/([A-Z])/!\L\1/g')@$3"
  [ -d "$src" ] || die "FerretDB source not found at $src"
  cp -r "$src" "$1/ferretdb-src"
  chmod -R u+w "$1/ferretdb-src"
  printf '%s\n' "$3" > "$1/ferretdb-src/build/version/version.txt"
  (cd "$1/ferretdb-src" && go build -o "$BIN_DIR/ferretdb.tmp" ./cmd/ferretdb)
}

install_debian_packages
if ! go_build nats-server "$NATS_MODULE" "$NATS_VERSION" "$NATS_MODULE"; then
  [ -x /usr/sbin/nats-server ] || die "cannot build nats-server and Debian's is not installed"
  say "warning: using Debian's /usr/sbin/nats-server (older; the project avoids features it lacks)"
fi
go_build ferretdb "$FERRETDB_MODULE" "$FERRETDB_VERSION" "" build_ferretdb
go_build minio "$MINIO_MODULE" "$MINIO_VERSION" "$MINIO_MODULE"
