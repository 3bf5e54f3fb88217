#!/usr/bin/env bash
# shellcheck disable=SC2015 # `test && test || fail …` means: fail when either test fails.
# docker/check.sh — builds the Tavern container image with podman and checks it end to end,
# on a machine with no Docker engine and no access to any image registry.
#
#   bash docker/check.sh            (as root, from anywhere; CI runs it from a clean clone)
#
# What it does:
#   1. installs what it needs from Debian's packages when missing (podman, runc, debootstrap,
#      curl, python3-yaml);
#   2. makes the runtime base image locally: `debootstrap --variant=minbase bookworm`, slimmed
#      like debian:bookworm-slim, `podman import`ed as localhost/tavern-check/debian:bookworm-slim
#      (cached under target/docker-check/: a clean checkout makes it again, reruns reuse it);
#   3. builds the server on the host (`cargo build --release --locked`) and the image from
#      docker/Dockerfile with `--build-arg BINARY_FROM=prebuilt` (the host's binary instead of the
#      build stage) and `--build-arg RUNTIME_IMAGE=<the local base>`: every runtime instruction
#      of the Dockerfile (COPY, USER, VOLUME, ENV, EXPOSE, STOPSIGNAL, HEALTHCHECK, labels) is the
#      one operators get;
#   4. checks the image's configuration (`podman inspect`) and its filesystem (`podman create` +
#      `podman export`): binary, /data owned by the non-root user, the binary starts there under
#      chroot as that user;
#   5. checks that docker/compose.yaml and docker/README.md list every `TAVERN_*` setting of
#      `tavern --help`, and that compose's stop_grace_period is longer than its drain time;
#   6. runs the image — as a real container (podman + runc, port published on 127.0.0.1, named
#      volume, the compose file's environment and hardening: read-only root, no capabilities) or,
#      where no container can start, as the exported filesystem under chroot with the image's
#      environment and user — and checks /healthz, /readyz, /metrics (on the admin port only;
#      404 on the players'), the web client, the
#      HEALTHCHECK command, one full bot match over WebSocket (two `tavern-client bot --quick`),
#      the admin API (401 without the token, the running match listed), SIGTERM with a match
#      running (/readyz 503, drain until the deadline, exit 0), and a restart on the same volume
#      (finished match kept, running match recovered, then aborted through the admin API).
#
# What it cannot verify here (no registry): the official Rust image (the build stage runs only
# with TAVERN_CHECK_BUILD=source, FROM a local stand-in), debian:bookworm-slim itself,
# `docker compose up` (compose.yaml is parsed and its settings used, but Compose does not run it),
# and a Docker engine's own behaviour (its HEALTHCHECK scheduler, restart policy, volume copy-up,
# log rotation, ulimits above this sandbox's hard limit). In chroot mode the container runtime is
# not exercised either.
#
# Found on this machine (podman 4.3 from bookworm, as root): overlay storage works (vfs is the
# fallback); RUN steps work; crun cannot create containers ("cgroups in hybrid mode not
# supported"), runc can, as long as the ulimits asked for stay within the sandbox's hard limits
# (podman's default nofile/nproc exceed them); there is no systemd, so podman cannot schedule the
# HEALTHCHECK and the check runs it with `podman healthcheck run`.
#
# Settings (environment):
#   TAVERN_CHECK_MODE=auto|container|chroot  how to run the image (auto: container if possible)
#   TAVERN_CHECK_CACHE=DIR                   cache (default: <target dir>/docker-check)
#   TAVERN_CHECK_STORAGE_DRIVER=overlay|vfs  podman storage driver (default: overlay if it mounts)
#   TAVERN_CHECK_MIRROR=URL                  Debian mirror for debootstrap (default: apt's own)
#   TAVERN_CHECK_REBUILD_BASE=1              make the base images again
#   TAVERN_CHECK_BUILD=prebuilt|source       prebuilt (default): the host's binary goes in;
#                                            source: the Dockerfile's own build stage compiles it,
#                                            FROM a local stand-in for the official Rust image
#                                            (Debian + the host's toolchain); slow (minutes), and
#                                            the build fetches crates from the crate registry
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TARGET_DIR="${CARGO_TARGET_DIR:-$ROOT/target}"
case "$TARGET_DIR" in /*) ;; *) TARGET_DIR="$ROOT/$TARGET_DIR" ;; esac
CACHE="${TAVERN_CHECK_CACHE:-$TARGET_DIR/docker-check}"
SUITE=bookworm
BASE_IMAGE="localhost/tavern-check/debian:${SUITE}-slim"
IMAGE="localhost/tavern:check"
CONTAINER="tavern-check-server"
VOLUME="tavern-check-data"
EXPECT_UID=10001
DRAIN_SECS=3           # the drain time the check runs with (compose's own value is checked too)
ADMIN_TOKEN="check-admin-token"
MODE="${TAVERN_CHECK_MODE:-auto}"
BUILD="${TAVERN_CHECK_BUILD:-prebuilt}" # prebuilt | source
case "$BUILD" in prebuilt | source) ;; *) echo "TAVERN_CHECK_BUILD must be prebuilt or source" >&2; exit 2 ;; esac
case "$MODE" in auto | container | chroot) ;; *) echo "TAVERN_CHECK_MODE must be auto, container or chroot" >&2; exit 2 ;; esac
RUNTIME=runc           # crun fails here: "cgroups in hybrid mode not supported"

T_START=$SECONDS
step() { printf '\n==> [%3ss] %s\n' "$((SECONDS - T_START))" "$*"; }
ok() { printf '    ok: %s\n' "$*"; }
note() { printf '    note: %s\n' "$*"; }
fail() {
  printf '\nFAILED: %s\n' "$*" >&2
  exit 1
}

# ---- cleanup -----------------------------------------------------------------------------
BG_PIDS=()
SERVER_PID=""
PODMAN=()
cleanup() {
  local rc=$?
  set +e
  for p in "${BG_PIDS[@]}"; do
    kill "$p" 2>/dev/null
  done
  if [ -n "$SERVER_PID" ] && kill -0 "$SERVER_PID" 2>/dev/null; then
    kill -KILL "$SERVER_PID" 2>/dev/null
    wait "$SERVER_PID" 2>/dev/null
  fi
  if [ -n "${ROOTFS:-}" ] && mountpoint -q "$ROOTFS/proc" 2>/dev/null; then
    umount -l "$ROOTFS/proc"
  fi
  if [ "$rc" -ne 0 ] && [ "${#PODMAN[@]}" -gt 0 ] && "${PODMAN[@]}" container exists "$CONTAINER" 2>/dev/null; then
    "${PODMAN[@]}" logs "$CONTAINER" >>"$WORK/server.log" 2>&1
  fi
  if [ "${#PODMAN[@]}" -gt 0 ]; then
    "${PODMAN[@]}" rm -f -t 0 "$CONTAINER" tavern-check-export >/dev/null 2>&1
    "${PODMAN[@]}" volume rm -f "$VOLUME" >/dev/null 2>&1
  fi
  if [ "$rc" -ne 0 ]; then
    if [ -s "$WORK/server.log" ]; then
      printf '\n--- last lines of the server log (%s) ---\n' "$WORK/server.log" >&2
      tail -n 30 "$WORK/server.log" >&2
    fi
    printf '\ndocker/check.sh FAILED (exit %s) after %ss; logs in %s\n' "$rc" "$((SECONDS - T_START))" "$WORK" >&2
  fi
  exit "$rc"
}
WORK="$CACHE/work"
trap cleanup EXIT

# Removes a directory tree that may have had filesystems mounted inside (debootstrap mounts
# proc and sys in its target): unmount first, never cross into a mount.
remove_tree() {
  local dir="$1" m
  [ -e "$dir" ] || return 0
  while read -r m; do
    umount -l "$m" 2>/dev/null || true
  done < <(awk -v d="$dir/" 'index($2, d) == 1 { print $2 }' /proc/mounts | sort -r)
  rm -rf --one-file-system "$dir"
}

# ---- 1. tools ----------------------------------------------------------------------------
step "tools"
[ "$(id -u)" = 0 ] || fail "run as root: podman's storage, debootstrap and chroot need it"
PY=/usr/bin/python3
[ -x "$PY" ] || PY="$(command -v python3 || true)"
missing=()
command -v podman >/dev/null || missing+=(podman)
command -v "$RUNTIME" >/dev/null || missing+=("$RUNTIME")
command -v debootstrap >/dev/null || missing+=(debootstrap)
command -v curl >/dev/null || missing+=(curl)
if [ -z "$PY" ] || ! "$PY" -c 'import yaml' 2>/dev/null; then missing+=(python3 python3-yaml); fi
if [ "${#missing[@]}" -gt 0 ]; then
  echo "    installing from Debian's packages: ${missing[*]}"
  apt-get update -qq || fail "apt-get update failed"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null ||
    fail "could not install: ${missing[*]}"
  PY=/usr/bin/python3
fi
command -v cargo >/dev/null || fail "cargo is not on PATH"
ok "$(podman --version), $($RUNTIME --version | head -n 1), debootstrap $(dpkg-query -W -f '${Version}' debootstrap 2>/dev/null || echo '?')"

mkdir -p "$CACHE" "$WORK"
rm -f "$WORK"/*.log "$WORK"/*.out "$WORK"/*.env "$WORK"/*.json 2>/dev/null || true

# Storage driver: overlay where the kernel lets us mount it, else vfs (slower, always works).
DRIVER="${TAVERN_CHECK_STORAGE_DRIVER:-}"
if [ -z "$DRIVER" ]; then
  probe="$(mktemp -d "$CACHE/overlay-probe.XXXXXX")"
  mkdir -p "$probe"/{lower,upper,work,merged}
  if mount -t overlay overlay -o "lowerdir=$probe/lower,upperdir=$probe/upper,workdir=$probe/work" "$probe/merged" 2>/dev/null; then
    umount "$probe/merged"
    DRIVER=overlay
  else
    DRIVER=vfs
  fi
  remove_tree "$probe"
fi
# Each driver keeps its own store: podman refuses a store made by another driver.
STORE="$CACHE/storage-$DRIVER"
mkdir -p "$STORE" "$CACHE/run" "$CACHE/tmp"
# TMPDIR: podman's temporary copies and buildah's cache mounts stay in the cache too.
PODMAN=(env TMPDIR="$CACHE/tmp" podman --root "$STORE" --runroot "$CACHE/run" --tmpdir "$CACHE/tmp" --storage-driver "$DRIVER"
  --runtime "$RUNTIME" --cgroup-manager cgroupfs --events-backend file)
# podman, without its complaints that there is no systemd to schedule HEALTHCHECK timers.
pm() {
  local rc
  {
    "${PODMAN[@]}" "$@" 2>&1 1>&3 3>&- | { grep -v 'unable to get systemd connection' || true; } >&2
    rc=${PIPESTATUS[0]}
  } 3>&1
  return "$rc"
}
ok "podman storage: $DRIVER in $STORE (runtime $RUNTIME, rootful)"
# Leftovers of an interrupted run.
pm rm -f -t 0 "$CONTAINER" tavern-check-export >/dev/null 2>&1 || true
pm volume rm -f "$VOLUME" >/dev/null 2>&1 || true

# ---- 2. the local runtime base image -----------------------------------------------------
# debootstrap_tar TARBALL [PACKAGES] [HOOK]: a minimal Debian $SUITE (plus PACKAGES), slimmed as
# the official -slim images are, then HOOK ROOTFS, packed into TARBALL.
debootstrap_tar() {
  local tarball="$1" include="${2:-}" hook="${3:-}" rootfs log
  local mirror="${TAVERN_CHECK_MIRROR:-}"
  if [ -z "$mirror" ]; then
    # The mirror apt already uses for this suite (nothing is named here).
    # shellcheck disable=SC2016 # apt's own $(FIELD) placeholders
    mirror="$(apt-get indextargets --format '$(SITE) $(RELEASE) $(IDENTIFIER)' 2>/dev/null |
      awk -v s="$SUITE" '$2 == s && $3 == "Packages" { print $1; exit }')"
  fi
  [ -n "$mirror" ] || fail "no Debian $SUITE mirror in apt's sources (run apt-get update, or set TAVERN_CHECK_MIRROR)"
  rootfs="$tarball.rootfs"
  log="$tarball.debootstrap.log"
  remove_tree "$rootfs"
  mkdir -p "$(dirname "$tarball")"
  echo "    debootstrap --variant=minbase${include:+ --include=$include} $SUITE (a minute or so; log: $log)"
  debootstrap --variant=minbase ${include:+--include="$include"} "$SUITE" "$rootfs" "$mirror" >"$log" 2>&1 ||
    fail "debootstrap failed: see $log"
  rm -rf --one-file-system "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/cache/apt/*.bin \
    "$rootfs"/var/lib/apt/lists/* "$rootfs"/usr/share/doc/* "$rootfs"/usr/share/man/* \
    "$rootfs"/usr/share/info/* "$rootfs"/usr/share/locale/* "$rootfs"/var/log/*.log \
    "$rootfs"/tmp/* "$rootfs"/root/.bash_history 2>/dev/null || true
  [ -z "$hook" ] || "$hook" "$rootfs"
  tar --numeric-owner -C "$rootfs" -cf "$tarball.tmp" . || fail "could not pack $rootfs"
  mv "$tarball.tmp" "$tarball"
  remove_tree "$rootfs"
  ok "debootstrapped and packed: $(du -h "$tarball" | cut -f1)"
}

# local_base IMAGE TARBALL PACKAGES HOOK IMPORT-CHANGES…: IMAGE from the cache, else imported from
# TARBALL, else made by debootstrap.
local_base() {
  local image="$1" tarball="$2" include="$3" hook="$4"
  shift 4
  if [ "${TAVERN_CHECK_REBUILD_BASE:-0}" = 1 ]; then
    rm -f "$tarball"
    pm rmi -f "$image" >/dev/null 2>&1 || true
  fi
  if pm image exists "$image"; then
    ok "cached"
    return
  fi
  if [ -s "$tarball" ]; then
    ok "reusing $tarball"
  else
    debootstrap_tar "$tarball" "$include" "$hook"
  fi
  local changes=() c
  for c in "$@"; do changes+=(--change "$c"); done
  pm import --quiet "${changes[@]}" --message "debootstrap --variant=minbase $SUITE (docker/check.sh)" \
    "$tarball" "$image" >/dev/null || fail "podman import of $tarball failed"
  ok "imported"
}

step "runtime base image $BASE_IMAGE"
local_base "$BASE_IMAGE" "$CACHE/base/debian-$SUITE-minbase.tar" "" "" \
  'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' 'CMD ["bash"]'

if [ "$BUILD" = source ]; then
  # A stand-in for the official Rust image: Debian with gcc and libc6-dev, the host's toolchain
  # (same version) where the official image keeps it, and the host's CA bundle (a TLS proxy may
  # stand between this machine and the crate registry).
  SYSROOT="$(rustc --print sysroot)"
  RUST_VERSION="$(rustc --version | awk '{ print $2 }')"
  RUST_TAG="$(printf '%s' "$RUST_VERSION" | cut -d. -f1,2)-slim-$SUITE"
  BUILDER_IMAGE="localhost/tavern-check/rust:$RUST_TAG"
  add_toolchain() {
    local rootfs="$1" tc="usr/local/rustup/toolchains/$RUST_VERSION-x86_64-unknown-linux-gnu" b
    mkdir -p "$rootfs/$tc" "$rootfs/usr/local/cargo/bin"
    cp -a "$SYSROOT/bin" "$SYSROOT/lib" "$rootfs/$tc/"
    [ ! -d "$SYSROOT/libexec" ] || cp -a "$SYSROOT/libexec" "$rootfs/$tc/"
    for b in cargo rustc rustdoc; do ln -sf "/$tc/bin/$b" "$rootfs/usr/local/cargo/bin/$b"; done
    cp /etc/ssl/certs/ca-certificates.crt "$rootfs/etc/ssl/certs/ca-certificates.crt"
  }
  step "builder base image $BUILDER_IMAGE (stand-in for the official one)"
  local_base "$BUILDER_IMAGE" "$CACHE/base/rust-$RUST_VERSION-$SUITE.tar" gcc,libc6-dev,ca-certificates add_toolchain \
    'ENV RUSTUP_HOME=/usr/local/rustup' 'ENV CARGO_HOME=/usr/local/cargo' \
    'ENV PATH=/usr/local/cargo/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    "ENV RUST_VERSION=$RUST_VERSION" 'CMD ["bash"]'
fi

# ---- 3. the binaries and the image -------------------------------------------------------
step "cargo build --release --locked (tavern-server, tavern-client)"
(cd "$ROOT" && cargo build --release --locked -p tavern-server -p tavern-client) >"$WORK/cargo.log" 2>&1 ||
  {
    tail -n 30 "$WORK/cargo.log" >&2
    fail "cargo build failed"
  }
BIN="$TARGET_DIR/release/tavern"
CLIENT="$TARGET_DIR/release/tavern-client"
[ -x "$BIN" ] && [ -x "$CLIENT" ] || fail "no binaries in $TARGET_DIR/release"
VERSION="$("$BIN" --version | awk '{ print $2 }')"
# The commit the binary says it was built from (`tavern --version`: "tavern X.Y.Z (commit C)").
REVISION="$("$BIN" --version | sed -n 's/.*(commit \(.*\))$/\1/p')"
[ -n "$REVISION" ] || fail "\`tavern --version\` names no commit: $("$BIN" --version)"
ok "tavern $VERSION ($REVISION)"

# --format docker: the OCI image format has no HEALTHCHECK (podman drops it with a warning).
# --pull=never: nothing may come from a registry; a missing base fails here, loudly.
BUILD_ARGS=(--pull=never --format docker -f "$ROOT/docker/Dockerfile"
  --build-arg RUNTIME_IMAGE="$BASE_IMAGE" --build-arg VERSION="$VERSION" --build-arg REVISION="$REVISION")
if [ "$BUILD" = source ]; then
  # The default path, BINARY_FROM unset: the build stage compiles the server (crates are
  # fetched from inside the build; the cache mounts keep them and the target directory).
  step "podman build -f docker/Dockerfile (from source: RUST_IMAGE=$BUILDER_IMAGE, RUNTIME_IMAGE=$BASE_IMAGE)"
  echo "    compiling in the build stage (minutes the first time; log: $WORK/build.log)"
  BUILD_ARGS+=(--build-arg RUST_IMAGE="$BUILDER_IMAGE")
else
  step "podman build -f docker/Dockerfile (BINARY_FROM=prebuilt, RUNTIME_IMAGE=$BASE_IMAGE)"
  CONTEXT="$CACHE/context"
  rm -rf "$CONTEXT"
  mkdir -p "$CONTEXT/data"
  cp "$BIN" "$CONTEXT/tavern"
  BUILD_ARGS+=(--network none --build-arg BINARY_FROM=prebuilt --build-context "tavern-bin=$CONTEXT")
fi
pm build "${BUILD_ARGS[@]}" -t "$IMAGE" "$ROOT" >"$WORK/build.log" 2>&1 ||
  {
    tail -n 30 "$WORK/build.log" >&2
    fail "podman build failed (log: $WORK/build.log)"
  }
grep -qi 'warning' "$WORK/build.log" && grep -i 'warning' "$WORK/build.log" | sed 's/^/    build warning: /'
pm image prune -f >/dev/null 2>&1 || true # the previous run's image, now untagged
ok "built $IMAGE ($(pm image inspect "$IMAGE" --format '{{.Size}}' | awk '{ printf "%.0f MB", $1 / 1e6 }'))"

# ---- 4. the image's configuration and filesystem ----------------------------------------
step "image configuration (podman inspect)"
pm image inspect "$IMAGE" --format json >"$WORK/inspect.json"
"$PY" - "$WORK/inspect.json" "$EXPECT_UID" "$WORK/image.env" <<'PYEOF' || fail "image configuration"
import json, sys
img = json.load(open(sys.argv[1]))[0]
uid = sys.argv[2]
cfg = img["Config"]
errors = []
def expect(cond, what):
    print(("    ok: " if cond else "    WRONG: ") + what)
    if not cond:
        errors.append(what)
expect(cfg.get("User") == f"{uid}:{uid}", f"USER {uid}:{uid} (numeric, not root), got {cfg.get('User')!r}")
expect("/data" in (cfg.get("Volumes") or {}), "VOLUME /data")
expect("8080/tcp" in (cfg.get("ExposedPorts") or {}), "EXPOSE 8080")
expect(cfg.get("StopSignal") in ("SIGTERM", "15", "TERM"), f"STOPSIGNAL SIGTERM, got {cfg.get('StopSignal')!r}")
env = dict(e.split("=", 1) for e in cfg.get("Env") or [])
expect(env.get("TAVERN_ADDR") == "0.0.0.0:8080", "ENV TAVERN_ADDR=0.0.0.0:8080")
expect(env.get("TAVERN_ADMIN_ADDR") == "0.0.0.0:9090", "ENV TAVERN_ADMIN_ADDR=0.0.0.0:9090")
expect("9090/tcp" not in (cfg.get("ExposedPorts") or {}), "9090 not EXPOSEd (-P would publish it)")
expect(env.get("TAVERN_DB") == "/data/tavern.db", "ENV TAVERN_DB=/data/tavern.db")
expect(env.get("NO_COLOR") == "1", "ENV NO_COLOR=1 (plain log text)")
expect(cfg.get("Entrypoint") == ["/usr/local/bin/tavern"], "ENTRYPOINT /usr/local/bin/tavern")
hc = img.get("Healthcheck") or cfg.get("Healthcheck") or {}
expect(hc.get("Test") == ["CMD", "/usr/local/bin/tavern", "health"], f"HEALTHCHECK CMD tavern health, got {hc.get('Test')!r}")
labels = cfg.get("Labels") or {}
for key in ("title", "description", "licenses", "version", "revision"):
    expect(bool(labels.get(f"org.opencontainers.image.{key}")), f"label org.opencontainers.image.{key}")
with open(sys.argv[3], "w") as f:
    for k, v in env.items():
        f.write(f"{k}={v}\n")
sys.exit(1 if errors else 0)
PYEOF

step "image filesystem (podman create + podman export)"
ROOTFS="$CACHE/rootfs"
remove_tree "$ROOTFS"
mkdir -p "$ROOTFS"
pm create --name tavern-check-export "$IMAGE" >/dev/null
pm export tavern-check-export | tar --numeric-owner -x -C "$ROOTFS" || fail "podman export failed"
pm rm -f tavern-check-export >/dev/null 2>&1
[ -x "$ROOTFS/usr/local/bin/tavern" ] || fail "/usr/local/bin/tavern is missing or not executable"
if [ "$BUILD" = source ]; then
  ok "/usr/local/bin/tavern ($(stat -c '%U:%G %a' "$ROOTFS/usr/local/bin/tavern"), compiled in the build stage)"
else
  cmp -s "$ROOTFS/usr/local/bin/tavern" "$BIN" || fail "/usr/local/bin/tavern is not the binary just built"
  ok "/usr/local/bin/tavern is the binary just built ($(stat -c '%U:%G %a' "$ROOTFS/usr/local/bin/tavern"))"
fi
[ "$(stat -c '%u:%g' "$ROOTFS/data")" = "$EXPECT_UID:$EXPECT_UID" ] ||
  fail "/data belongs to $(stat -c '%u:%g' "$ROOTFS/data"), not $EXPECT_UID:$EXPECT_UID"
ok "/data belongs to $EXPECT_UID:$EXPECT_UID and is empty ($(find "$ROOTFS/data" -mindepth 1 | wc -l) entries)"
if grep -q ":$EXPECT_UID:" "$ROOTFS/etc/passwd"; then note "uid $EXPECT_UID has a passwd entry"; else ok "no passwd entry needed for uid $EXPECT_UID"; fi
[ ! -e "$ROOTFS/usr/bin/cargo" ] && [ ! -d "$ROOTFS/usr/local/cargo" ] || fail "build tools leaked into the runtime image"
# The binary runs in the image's filesystem (its glibc) as the image's user.
in_image() {
  env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    chroot --userspec="$EXPECT_UID:$EXPECT_UID" "$ROOTFS" "$@"
}
IMG_VERSION="$(in_image /usr/local/bin/tavern --version)" || fail "the binary does not start in the image's filesystem"
[ "$IMG_VERSION" = "tavern $VERSION (commit $REVISION)" ] ||
  fail "the image's binary says '$IMG_VERSION', not 'tavern $VERSION (commit $REVISION)'"
ok "runs there as $EXPECT_UID:$EXPECT_UID: $IMG_VERSION (glibc $(in_image /usr/bin/ldd --version | head -n 1 | awk '{ print $NF }'))"
HELP="$(in_image /usr/local/bin/tavern --help)"
# The image's HEALTHCHECK runs `tavern health`; compose.yaml and the guide rely on the drain and
# the admin API.
printf '%s\n' "$HELP" | grep -Eq '^[[:space:]]+health([[:space:]]|$)' ||
  fail "\`tavern --help\` lists no \`health\` subcommand: the image's HEALTHCHECK would always fail"
for v in TAVERN_DRAIN_SECS TAVERN_ADMIN_TOKEN; do
  printf '%s\n' "$HELP" | grep -q "$v" || fail "\`tavern --help\` does not know $v"
done
ok "\`tavern health\`, TAVERN_DRAIN_SECS and TAVERN_ADMIN_TOKEN are there"

# ---- 5. compose file and operator guide in step with the binary ---------------------------
step "docker/compose.yaml and docker/README.md against \`tavern --help\`"
printf '%s\n' "$HELP" | grep -oE '\[env: TAVERN_[A-Z0-9_]+[]=]' | sed 's/^\[env: //; s/.$//' | sort -u >"$WORK/help-vars.txt"
[ -s "$WORK/help-vars.txt" ] || fail "no TAVERN_* variables in \`tavern --help\`"
"$PY" - "$ROOT/docker/compose.yaml" "$WORK/help-vars.txt" "$ROOT/docker/README.md" "$WORK/compose.env" "$DRAIN_SECS" <<'PYEOF' || fail "compose file or operator guide out of step"
import re, sys, yaml
compose_path, vars_path, readme_path, env_out, _ = sys.argv[1:]
doc = yaml.safe_load(open(compose_path))
help_vars = set(open(vars_path).read().split())
readme = open(readme_path).read()
# Settings read outside clap: TAVERN_LOG, the log filter.
extra = {"TAVERN_LOG"}
errors = []
def expect(cond, what):
    print(("    ok: " if cond else "    WRONG: ") + what)
    if not cond:
        errors.append(what)
services = doc.get("services") or {}
expect(len(services) == 1, "one service")
name, svc = next(iter(services.items()))
build = svc.get("build") or {}
expect(build.get("context") == ".." and build.get("dockerfile") == "docker/Dockerfile",
       "build: context .. with docker/Dockerfile")
expect(any(str(p).split(":")[-1] == "8080" for p in svc.get("ports") or []), "port 8080 published")
expect(not any(str(p).split(":")[-1] == "9090" for p in svc.get("ports") or []),
       "the admin port 9090 not published (players' port only)")
vols = [str(v) for v in svc.get("volumes") or []]
named = [v.split(":")[0] for v in vols if v.split(":")[1:2] == ["/data"]]
expect(bool(named) and named[0] in (doc.get("volumes") or {}), "a named volume at /data")
expect(svc.get("restart") in ("always", "unless-stopped", "on-failure"), "a restart policy")
hc = svc.get("healthcheck") or {}
expect(hc.get("test") == ["CMD", "/usr/local/bin/tavern", "health"], "healthcheck runs `tavern health`")
expect(svc.get("stop_signal", "SIGTERM") == "SIGTERM", "stop_signal SIGTERM")
def secs(d):
    total, s = 0.0, str(d)
    for n, unit in re.findall(r"([0-9.]+)(ms|us|h|m|s)?", s):
        total += float(n) * {"h": 3600, "m": 60, "s": 1, "ms": 1e-3, "us": 1e-6, "": 1}[unit or ""]
    return total
env = {str(k): ("" if v is None else str(v)) for k, v in (svc.get("environment") or {}).items()}
# Compose interpolation (${VAR:-default}): the check uses the defaults, whatever this shell has.
def interp(v):
    return re.sub(r"\$\{[A-Za-z_][A-Za-z0-9_]*(?::?-([^}]*))?\}", lambda m: m.group(1) or "", v)
env = {k: interp(v) for k, v in env.items()}
drain = int(env.get("TAVERN_DRAIN_SECS", "30") or 30)
grace = secs(svc.get("stop_grace_period", "10s"))
expect(grace > drain, f"stop_grace_period ({grace:.0f}s) longer than TAVERN_DRAIN_SECS ({drain}s)")
known = help_vars | extra
listed = {k for k in env if k.startswith("TAVERN_")}
for v in sorted(help_vars | extra):
    expect(v in listed, f"compose lists {v}")
for v in sorted(listed - known):
    expect(False, f"compose lists {v}, which `tavern --help` does not know (typo?)")
for v in sorted(help_vars | extra):
    expect(f"`{v}`" in readme, f"docker/README.md documents `{v}`")
with open(env_out, "w") as f:
    for k, v in env.items():
        f.write(f"{k}={v}\n")
sys.exit(1 if errors else 0)
PYEOF

step "docker/compose.cluster.yaml: three nodes, PostgreSQL and Redis"
"$PY" - "$ROOT/docker/compose.cluster.yaml" "$WORK/help-vars.txt" <<'PYEOF' || fail "the cluster compose file is wrong"
import sys, yaml
path, vars_path = sys.argv[1:]
doc = yaml.safe_load(open(path))
help_vars = set(open(vars_path).read().split()) | {"TAVERN_LOG"}
services = doc.get("services") or {}
errors = []
def expect(cond, what):
    print(("    ok: " if cond else "    WRONG: ") + what)
    if not cond:
        errors.append(what)
nodes = {n: s for n, s in services.items() if (s.get("environment") or {}).get("TAVERN_REDIS")}
expect(len(nodes) == 3, "three Tavern nodes")
expect("postgres" in services and "redis" in services, "a PostgreSQL and a Redis service")
ids = set()
for name, svc in nodes.items():
    env = {str(k): str(v) for k, v in (svc.get("environment") or {}).items()}
    expect(env.get("TAVERN_DB", "").startswith("postgres://"), f"{name}: a postgres:// database")
    expect(env.get("TAVERN_REDIS", "").startswith("redis://:") and env.get("TAVERN_REDIS", "").endswith("@redis:6379"),
           f"{name}: the shared Redis, with a password")
    expect(env.get("TAVERN_NODE_ADDR") == f"{name}:8080", f"{name}: advertises {name}:8080")
    ids.add(env.get("TAVERN_NODE_ID"))
    for v in env:
        expect(not v.startswith("TAVERN_") or v in help_vars, f"{name}: `tavern --help` knows {v}")
    deps = svc.get("depends_on") or {}
    expect("postgres" in deps and "redis" in deps, f"{name}: waits for PostgreSQL and Redis")
    hc = svc.get("healthcheck") or {}
    expect(hc.get("test") == ["CMD", "/usr/local/bin/tavern", "health"], f"{name}: healthcheck")
expect(len(ids) == 3 and None not in ids, "each node has an id of its own")
redis_cmd = [str(c) for c in (services.get("redis") or {}).get("command") or []]
expect("--requirepass" in redis_cmd, "Redis requires a password")
sys.exit(1 if errors else 0)
PYEOF
if docker compose version >/dev/null 2>&1; then
  POSTGRES_PASSWORD=check docker compose -f "$ROOT/docker/compose.cluster.yaml" config -q \
    || fail "docker compose config refuses docker/compose.cluster.yaml"
  ok "docker compose config accepts it"
else
  note "no \`docker compose\` here: the cluster compose file is checked by the parser above only"
fi

# ---- 6. run it ---------------------------------------------------------------------------
PORT="$("$PY" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
BASE_URL="http://127.0.0.1:$PORT"
ADMIN_PORT="$("$PY" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
ADMIN_URL="http://127.0.0.1:$ADMIN_PORT"
WS_URL="ws://127.0.0.1:$PORT/ws"
hard_nofile="$(ulimit -Hn)"
[ "$hard_nofile" = unlimited ] && hard_nofile=65536
NOFILE=$((hard_nofile < 65536 ? hard_nofile : 65536))

if [ "$MODE" = auto ] || [ "$MODE" = container ]; then
  step "can a container run here? (podman run --rm $IMAGE --version)"
  if pm run --rm --network none --ulimit "nofile=$NOFILE:$NOFILE" --ulimit nproc=4096:4096 \
    "$IMAGE" --version >"$WORK/probe.log" 2>&1; then
    MODE=container
    ok "yes: $(tail -n 1 "$WORK/probe.log")"
  elif [ "$MODE" = container ]; then
    cat "$WORK/probe.log" >&2
    fail "no container can run here (TAVERN_CHECK_MODE=container)"
  else
    MODE=chroot
    note "no: $(tail -n 1 "$WORK/probe.log")"
    note "FALLING BACK to the exported filesystem under chroot: the container runtime is not checked"
  fi
fi

# Starts the server; the database stays between starts (the named volume, or the exported /data).
start_server() {
  if [ "$MODE" = container ]; then
    # The compose file's environment and hardening; podman has no systemd here to schedule the
    # HEALTHCHECK, so it is run by hand below (--health-interval=disable).
    pm rm -f -t 0 "$CONTAINER" >/dev/null 2>&1 || true
    pm run -d --name "$CONTAINER" \
      --env-file "$WORK/compose.env" \
      -e TAVERN_DRAIN_SECS="$DRAIN_SECS" -e TAVERN_ADMIN_TOKEN="$ADMIN_TOKEN" \
      -p "127.0.0.1:$PORT:8080" -p "127.0.0.1:$ADMIN_PORT:9090" \
      -v "$VOLUME:/data" \
      --read-only --tmpfs /tmp --cap-drop ALL --security-opt no-new-privileges \
      --ulimit "nofile=$NOFILE:$NOFILE" --ulimit nproc=4096:4096 \
      --health-interval=disable \
      "$IMAGE" >/dev/null || fail "podman run failed"
  else
    # The image's environment, then the compose file's, on a loopback port, as the image's user;
    # /proc as a container has it (the server reads its memory there).
    if ! mountpoint -q "$ROOTFS/proc"; then
      mount -t proc proc "$ROOTFS/proc" || fail "could not mount /proc in $ROOTFS"
    fi
    local envs=()
    mapfile -t envs < <(cat "$WORK/image.env" "$WORK/compose.env")
    env -i "${envs[@]}" TAVERN_ADDR="127.0.0.1:$PORT" TAVERN_DRAIN_SECS="$DRAIN_SECS" \
      TAVERN_ADMIN_ADDR="127.0.0.1:$ADMIN_PORT" TAVERN_ADMIN_TOKEN="$ADMIN_TOKEN" \
      chroot --userspec="$EXPECT_UID:$EXPECT_UID" "$ROOTFS" /usr/local/bin/tavern >>"$WORK/server.log" 2>&1 &
    SERVER_PID=$!
  fi
}

server_running() {
  if [ "$MODE" = container ]; then
    [ "$(pm inspect "$CONTAINER" --format '{{.State.Running}}' 2>/dev/null)" = true ]
  else
    kill -0 "$SERVER_PID" 2>/dev/null
  fi
}

# The running server's log so far (the container's, or the chroot server's file).
server_log() {
  if [ "$MODE" = container ]; then
    pm logs "$CONTAINER" 2>&1 || true
  else
    cat "$WORK/server.log"
  fi
}

# Sends the stop signal and waits; sets STOP_CODE and STOP_SECS.
stop_server() {
  local t0=$EPOCHREALTIME
  if [ "$MODE" = container ]; then
    # `podman stop` sends the image's STOPSIGNAL, then SIGKILL after the timeout.
    pm stop -t "$((DRAIN_SECS + 20))" "$CONTAINER" >/dev/null || fail "podman stop failed"
    STOP_SECS="$(awk -v a="$t0" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }')"
    STOP_CODE="$(pm inspect "$CONTAINER" --format '{{.State.ExitCode}}')"
    pm logs "$CONTAINER" >>"$WORK/server.log" 2>&1 || true
    pm rm -f "$CONTAINER" >/dev/null
  else
    kill -TERM "$SERVER_PID"
    local i
    for ((i = 0; i < (DRAIN_SECS + 20) * 10; i++)); do
      kill -0 "$SERVER_PID" 2>/dev/null || break
      sleep 0.1
    done
    kill -0 "$SERVER_PID" 2>/dev/null && kill -KILL "$SERVER_PID"
    STOP_SECS="$(awk -v a="$t0" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }')"
    STOP_CODE=0
    wait "$SERVER_PID" || STOP_CODE=$?
    SERVER_PID=""
  fi
}

# http GET PATH [curl args…] → prints the status code; the body goes to $WORK/body.
http() {
  local path="$1"
  shift
  curl -s -m 5 -o "$WORK/body" -w '%{http_code}' "$@" "$BASE_URL$path" || true
}

# admin_http GET PATH [curl args…]: the same on the admin listener (port 9090 in the image).
admin_http() {
  local path="$1"
  shift
  curl -s -m 5 -o "$WORK/body" -w '%{http_code}' "$@" "$ADMIN_URL$path" || true
}

wait_healthy() {
  local i code
  for ((i = 0; i < 300; i++)); do
    code="$(http /healthz)"
    [ "$code" = 200 ] && return 0
    server_running || fail "the server exited during startup"
    sleep 0.1
  done
  fail "/healthz did not answer 200 within 30 s (last: $code)"
}

metric() {
  admin_http /metrics >/dev/null
  # A labelled metric (tavern_matches_running{game=…}) is summed over its series.
  awk -v m="$1" '$1 == m || index($1, m "{") == 1 { sum += $2; seen = 1 } END { if (seen) print sum }' "$WORK/body"
}

step "start the server ($MODE mode, $BASE_URL)"
: >"$WORK/server.log"
start_server
wait_healthy
ok "GET /healthz: 200 $(cat "$WORK/body")"
server_log | grep -q 'storage open.*/data/tavern.db' && ok "log: storage open at /data/tavern.db" ||
  fail "no 'storage open … /data/tavern.db' line in the server's log"

code="$(http /readyz)"
[ "$code" = 200 ] || fail "GET /readyz: $code $(cat "$WORK/body")"
ok "GET /readyz: 200 $(cat "$WORK/body")"

code="$(http /metrics)"
[ "$code" = 404 ] || fail "GET /metrics on the players' port: $code (want 404)"
code="$(http /api/admin/matches -H "Authorization: Bearer $ADMIN_TOKEN")"
[ "$code" = 404 ] || fail "GET /api/admin/matches on the players' port: $code (want 404)"
ok "the players' port answers 404 for /metrics and /api/admin/…"
code="$(admin_http /metrics)"
[ "$code" = 200 ] || fail "GET /metrics on the admin port: $code"
for m in tavern_connections tavern_rooms tavern_matches_running tavern_matches_finished_total \
  tavern_actions_total tavern_timeouts_total tavern_action_latency_seconds_count \
  process_resident_memory_bytes tavern_draining tavern_build_info; do
  grep -Eq "^$m[ {]" "$WORK/body" || fail "/metrics has no $m"
done
ok "GET /metrics on the admin port: 200, the documented metrics are there"

code="$(http /)"
[ "$code" = 200 ] && grep -qi '<html' "$WORK/body" || fail "GET / (web client): $code"
ok "GET /: the web client"

if [ "$MODE" = container ]; then
  pm healthcheck run "$CONTAINER" >"$WORK/healthcheck.out" 2>&1 ||
    fail "HEALTHCHECK (podman healthcheck run): $(cat "$WORK/healthcheck.out")"
  ok "HEALTHCHECK \`tavern health\` run in the container by podman: healthy"
  pm exec "$CONTAINER" /usr/local/bin/tavern health --ready >"$WORK/health-ready.out" 2>&1 ||
    fail "\`tavern health --ready\` in the container: $(cat "$WORK/health-ready.out")"
  ok "\`tavern health --ready\` in the container: exit 0"
else
  mapfile -t envs < <(cat "$WORK/image.env" "$WORK/compose.env")
  env -i "${envs[@]}" TAVERN_ADDR="127.0.0.1:$PORT" \
    chroot --userspec="$EXPECT_UID:$EXPECT_UID" "$ROOTFS" /usr/local/bin/tavern health >/dev/null ||
    fail "\`tavern health\` failed against a healthy server"
  ok "\`tavern health\` (in the image's filesystem): exit 0"
fi

step "one full match over WebSocket (two tavern-client bot --quick)"
timeout 60 "$CLIENT" --url "$WS_URL" --name check-a bot --quick >"$WORK/bot-a.out" 2>&1 &
bot_a=$!
BG_PIDS+=("$bot_a")
rc_b=0
timeout 60 "$CLIENT" --url "$WS_URL" --name check-b bot --quick >"$WORK/bot-b.out" 2>&1 || rc_b=$?
rc_a=0
wait "$bot_a" || rc_a=$?
[ "$rc_a" = 0 ] && [ "$rc_b" = 0 ] || {
  tail -n 5 "$WORK/bot-a.out" "$WORK/bot-b.out" >&2
  fail "a bot client failed (exit $rc_a / $rc_b)"
}
grep -q '^match over:' "$WORK/bot-a.out" && grep -q '^match over:' "$WORK/bot-b.out" ||
  fail "a bot client did not see the end of its match"
match_a="$(awk '/^match [0-9a-f]+ started/ { print $2 }' "$WORK/bot-a.out")"
match_b="$(awk '/^match [0-9a-f]+ started/ { print $2 }' "$WORK/bot-b.out")"
[ -n "$match_a" ] && [ "$match_a" = "$match_b" ] || fail "the two bots were not in the same match ($match_a / $match_b)"
FINISHED_ID="$match_a"
ok "match $FINISHED_ID: $(grep '^match over:' "$WORK/bot-a.out") / $(grep '^match over:' "$WORK/bot-b.out")"
code="$(http "/api/matches/$FINISHED_ID")"
[ "$code" = 200 ] || fail "GET /api/matches/$FINISHED_ID: $code"
"$PY" - "$WORK/body" <<'PYEOF' || fail "the match is not stored as finished"
import json, sys
m = json.load(open(sys.argv[1]))
assert m.get("status") == "finished", m
assert (m.get("actions") or 0) > 0, m
print(f"    ok: stored: status {m['status']}, {m['actions']} actions, {m.get('duration_ms')} ms, outcome {m.get('outcome')}")
PYEOF
[ "$(metric tavern_matches_finished_total)" -ge 1 ] || fail "/metrics: tavern_matches_finished_total is not ≥ 1"
ok "/metrics: tavern_matches_finished_total $(metric tavern_matches_finished_total), tavern_actions_total $(metric tavern_actions_total)"

step "a match running: admin API, SIGTERM (drain $DRAIN_SECS s)"
timeout 120 "$CLIENT" --url "$WS_URL" --name check-c bot --vs-bot >"$WORK/bot-c.out" 2>&1 &
bot_c=$!
BG_PIDS+=("$bot_c")
for ((i = 0; i < 100; i++)); do
  [ "$(metric tavern_matches_running)" -ge 1 ] 2>/dev/null && break
  sleep 0.1
done
[ "$(metric tavern_matches_running)" -ge 1 ] || fail "the match against the server's bot did not start"
RUNNING_ID="$(awk '/^match [0-9a-f]+ started/ { print $2 }' "$WORK/bot-c.out")"
[ -n "$RUNNING_ID" ] || fail "the bot client did not report its match"
ok "match $RUNNING_ID running against the server's bot"

code="$(admin_http /api/admin/matches)"
[ "$code" = 401 ] || fail "GET /api/admin/matches without a token: $code (want 401)"
code="$(admin_http /api/admin/matches -H 'Authorization: Bearer wrong')"
[ "$code" = 401 ] || fail "GET /api/admin/matches with a wrong token: $code (want 401)"
code="$(admin_http /api/admin/matches -H "Authorization: Bearer $ADMIN_TOKEN")"
[ "$code" = 200 ] || fail "GET /api/admin/matches with the token: $code"
grep -q "\"$RUNNING_ID\"" "$WORK/body" || fail "GET /api/admin/matches does not list $RUNNING_ID: $(head -c 300 "$WORK/body")"
ok "GET /api/admin/matches: 401 without the token or with a wrong one; with it, lists $RUNNING_ID"

# Readiness seen from outside while the server drains.
(
  for ((i = 0; i < (DRAIN_SECS + 2) * 10; i++)); do
    printf '%s\n' "$(curl -s -m 1 -o /dev/null -w '%{http_code}' "$BASE_URL/readyz" || true)"
    sleep 0.1
  done >"$WORK/readyz-drain.txt"
) &
poller=$!
BG_PIDS+=("$poller")
sleep 0.3
stop_server
wait "$poller" 2>/dev/null || true
[ "$STOP_CODE" = 0 ] || fail "the server exited with $STOP_CODE after SIGTERM (137: killed after the timeout)"
awk -v s="$STOP_SECS" -v d="$DRAIN_SECS" 'BEGIN { exit !(s >= d - 0.5 && s <= d + 10) }' ||
  fail "the server stopped after ${STOP_SECS}s; with a match running it should drain for ${DRAIN_SECS}s, then stop"
ok "SIGTERM: drained for the ${DRAIN_SECS}s deadline, exit 0 after ${STOP_SECS}s"
grep -qx 503 "$WORK/readyz-drain.txt" || fail "/readyz never answered 503 while the server drained"
ok "/readyz while stopping: $(sort "$WORK/readyz-drain.txt" | uniq -c | awk '{ printf "%s×%s ", $1, ($2 == "000" ? "no-answer" : $2) }')"
grep -q 'draining' "$WORK/server.log" && grep -q 'drain deadline passed' "$WORK/server.log" ||
  fail "no 'draining' … 'drain deadline passed' lines in the server's log"
ok "log: draining, then the drain deadline passed"
kill "$bot_c" 2>/dev/null || true
wait "$bot_c" 2>/dev/null || true

step "restart on the same data: crash recovery, admin abort"
start_server
wait_healthy
ok "restarted: /healthz 200"
code="$(http "/api/matches/$FINISHED_ID")"
[ "$code" = 200 ] && grep -q '"finished"' "$WORK/body" || fail "the finished match is gone after the restart ($code)"
ok "the finished match $FINISHED_ID is still there (the database outlived the server)"
recovered=0
for ((i = 0; i < 50; i++)); do
  recovered="$(metric tavern_matches_running)"
  [ "${recovered:-0}" -ge 1 ] && break
  sleep 0.1
done
[ "${recovered:-0}" -ge 1 ] || fail "the running match was not recovered after the restart (tavern_matches_running ${recovered:-?})"
code="$(admin_http /api/admin/matches -H "Authorization: Bearer $ADMIN_TOKEN")"
[ "$code" = 200 ] && grep -q "\"$RUNNING_ID\"" "$WORK/body" || fail "the recovered match $RUNNING_ID is not running ($code)"
ok "match $RUNNING_ID was recovered and runs again (tavern_matches_running $recovered)"
code="$(admin_http "/api/admin/matches/$RUNNING_ID/abort" -X POST -H "Authorization: Bearer $ADMIN_TOKEN")"
[ "$code" = 200 ] || fail "POST /api/admin/matches/$RUNNING_ID/abort: $code $(cat "$WORK/body")"
for ((i = 0; i < 50; i++)); do
  [ "$(metric tavern_matches_running)" = 0 ] && break
  sleep 0.1
done
code="$(http "/api/matches/$RUNNING_ID")"
[ "$code" = 200 ] && grep -q '"finished"' "$WORK/body" && grep -q 'aborted' "$WORK/body" ||
  fail "the aborted match is not stored as finished/aborted ($code): $(head -c 300 "$WORK/body")"
ok "POST /api/admin/matches/$RUNNING_ID/abort: 200; stored as finished (aborted)"
stop_server
[ "$STOP_CODE" = 0 ] || fail "the server exited with $STOP_CODE after the second SIGTERM"
awk -v s="$STOP_SECS" 'BEGIN { exit !(s <= 5) }' || fail "with no match running the server took ${STOP_SECS}s to stop"
ok "SIGTERM with no match running: exit 0 after ${STOP_SECS}s"

step "done"
ok "image $IMAGE checked in $MODE mode in $((SECONDS - T_START))s"
