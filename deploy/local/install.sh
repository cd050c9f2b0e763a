#!/usr/bin/env bash
# Installs what `make start` and `make test` need, once, idempotently and without prompts: Debian
# packages, and the backing-service binaries (NATS, FerretDB, MinIO) built from the Go module proxy
# into a cache dir. A second run only checks, so it takes about a second.
set -euo pipefail

CACHE_DIR="${IMMORTAL_CACHE_DIR:-$HOME/.cache/immortal}"
BIN_DIR="$CACHE_DIR/bin"
DEBIAN_PACKAGES=(chromium espeak-ng pocketsphinx pocketsphinx-en-us ffmpeg sox)
# name | module | version | package to build
BINARIES=(
  "nats-server|github.com/nats-io/nats-server/v2|v2.15.2|github.com/nats-io/nats-server/v2"
  "ferretdb|github.com/FerretDB/FerretDB|v1.24.2|github.com/FerretDB/FerretDB/cmd/ferretdb"
  "minio|github.com/minio/minio|v0.0.0-20260212201848-7aac2a2c5b7c|github.com/minio/minio"
)

say() { printf '%s\n' "$*"; }
die() { printf 'install: %s\n' "$*" >&2; exit 1; }

mkdir -p "$BIN_DIR"
# One install at a time (make start and make test may race on a fresh machine); the loser waits,
# then finds everything cached.
exec 9>"$CACHE_DIR/.install.lock"
flock 9

WORK_DIRS=()
cleanup() { for d in "${WORK_DIRS[@]}"; do rm -rf "$d"; done; rm -f "$BIN_DIR"/*.tmp.$$; }
trap cleanup EXIT

as_root() { # root runs it directly; others need password-less sudo (no stdin in CI)
  if [ "$(id -u)" -eq 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo -n "$@"; else return 1; fi
}

APT_UPDATED=""
apt_install() {
  command -v apt-get >/dev/null || return 1
  if [ -z "$APT_UPDATED" ]; then
    as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq || return 1
    APT_UPDATED=1
  fi
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" </dev/null
}

install_debian_packages() {
  local missing=() p
  for p in "${DEBIAN_PACKAGES[@]}"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
  if [ ${#missing[@]} -eq 0 ]; then say "ok debian packages: ${DEBIAN_PACKAGES[*]} (installed)"; return; fi
  say "installing debian packages: ${missing[*]}"
  apt_install "${missing[@]}" >/dev/null ||
    die "could not install ${missing[*]} (needs apt-get and root or password-less sudo)"
  say "ok debian packages: ${DEBIAN_PACKAGES[*]} (installed now)"
}

find_go() {
  command -v go >/dev/null && return
  [ -x /usr/local/go/bin/go ] && { PATH="/usr/local/go/bin:$PATH"; return; }
  return 1
}

# Prints the pinned version if the binary runs and reports it (in --version, or in the build info
# that `go version -m` reads), "unverified" if it runs but Go is not there to check; fails otherwise.
cached_version() { # binary version
  local out
  out=$("$1" --version 2>&1) || return 1
  if [[ $out == *"$2"* ]]; then say "${2#v}"; return; fi
  if find_go; then
    [[ $(go version -m "$1" 2>/dev/null) == *"$2"* ]] && { say "${2#v}"; return; }
    return 1 # a different version: rebuild
  fi
  say "unverified"
}

# `go install module@version` is refused here (the proxy does not serve the version list the
# deprecation check asks for), so each binary is built from a throwaway module requiring the exact
# version. Output goes to a temporary name, renamed when complete: an interrupted build leaves nothing.
go_build() { # name module version package
  local name=$1 module=$2 version=$3 pkg=$4 work tmp="$BIN_DIR/$1.tmp.$$"
  find_go || { say "Go is not installed (needs Go >= 1.24: https://go.dev/dl/)"; return 1; }
  work=$(mktemp -d)
  WORK_DIRS+=("$work")
  # (errexit does not apply inside a || list, hence the && chain)
  (
    cd "$work" &&
      printf 'module immortal/x-build\n\ngo 1.24\n' >go.mod &&
      GOFLAGS=-mod=mod go get "$module@$version" &&
      if [ "$name" = ferretdb ]; then build_ferretdb "$work" "$module" "$version" "$tmp"
      else GOFLAGS=-mod=mod go build -o "$tmp" "$pkg"; fi
  ) >"$work.log" 2>&1 || { tail -n 20 "$work.log" >&2; rm -f "$work.log"; return 1; }
  rm -f "$work.log"
  mv -f "$tmp" "$BIN_DIR/$name"
}

# FerretDB reports its version from build/version/version.txt only when it is the main module, and
# the module zip lacks that file: build inside a writable copy of its source with the file written in.
#
# One patch (docs/decisions/0005-ferretdb-sqlite-tuning.md): v1.24.2's SQLite backend finds a document
# by `_ferretdb_sjson->'$._id'`, but the unique index it creates is on `_ferretdb_sjson->"_id"`; SQLite
# uses an expression index only for the same expression, so every find, update and delete by _id
# scanned the whole table, parsing each document's JSON. Both expressions extract the same value; the
# patch makes lookups use the indexed one. The version reads v1.24.2-immortal.1, so a cached unpatched
# build is replaced.
FERRETDB_ID_EXPR_OLD="IDColumn = DefaultColumn + \"->'\$._id'\""
FERRETDB_ID_EXPR_NEW="IDColumn = DefaultColumn + \"->'_id'\""
build_ferretdb() { # work module version output
  local src metadata
  src="$(go env GOMODCACHE)/$(printf '%s' "$2" | sed -E 's/([A-Z])/!\L\1/g')@$3"
  [ -d "$src" ] || { echo "FerretDB source not found at $src"; return 1; }
  metadata="$1/src/internal/backends/sqlite/metadata/metadata.go"
  cp -r "$src" "$1/src" && chmod -R u+w "$1/src" &&
    grep -qF "$FERRETDB_ID_EXPR_OLD" "$metadata" &&
    FERRETDB_ID_EXPR_OLD="$FERRETDB_ID_EXPR_OLD" FERRETDB_ID_EXPR_NEW="$FERRETDB_ID_EXPR_NEW" \
      perl -0pi -e 's/\Q$ENV{FERRETDB_ID_EXPR_OLD}\E/$ENV{FERRETDB_ID_EXPR_NEW}/' "$metadata" &&
    grep -qF "$FERRETDB_ID_EXPR_NEW" "$metadata" &&
    printf '%s\n' "$(expected_version ferretdb "$3")" >"$1/src/build/version/version.txt" &&
    (cd "$1/src" && GOFLAGS=-mod=mod go build -o "$4" ./cmd/ferretdb)
}

# The version a binary must report: FerretDB carries the patch above in its version.
expected_version() { # name version
  if [ "$1" = ferretdb ]; then say "$2-immortal.1"; else say "$2"; fi
}

ensure_binary() { # name module version package
  local name=$1 version bin="$BIN_DIR/$1" v
  version=$(expected_version "$1" "$3")
  if [ -x "$bin" ] && v=$(cached_version "$bin" "$version"); then say "ok $name $v (cached)"; return; fi
  say "building $name $version into $BIN_DIR (once$([ "$name" = minio ] && echo "; several minutes on two cores"))"
  go_build "$@" || return 1
  v=$(cached_version "$bin" "$version") || { say "$name was built but does not run"; return 1; }
  say "ok $name $v (built)"
}

install_debian_packages
failed=()
for spec in "${BINARIES[@]}"; do
  IFS='|' read -r name module version pkg <<<"$spec"
  ensure_binary "$name" "$module" "$version" "$pkg" && continue
  if [ "$name" = nats-server ]; then
    # Debian's 2.9.10 serves what the project uses (see docs/ARCHITECTURE §6), so it is a fallback
    if [ -x /usr/sbin/nats-server ] || apt_install nats-server >/dev/null; then
      say "warning: could not build nats-server $version; using Debian's /usr/sbin/nats-server ($(/usr/sbin/nats-server --version 2>&1))"
      continue
    fi
  fi
  failed+=("$name")
done
[ ${#failed[@]} -eq 0 ] || die "could not install: ${failed[*]} (see the messages above)"
