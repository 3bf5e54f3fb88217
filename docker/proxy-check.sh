#!/usr/bin/env bash
# Validates docker/Caddyfile with Caddy itself (Debian's `caddy` package, installed when
# missing and run as root), offline: `caddy validate` parses the file and loads every module it
# names without asking for certificates. Usage: bash docker/proxy-check.sh
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
if ! command -v caddy >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q caddy >/dev/null
  else
    echo "proxy-check: caddy is not installed (apt-get install caddy)" >&2
    exit 1
  fi
fi
# A scratch home: validation writes nothing the host keeps.
scratch="$(mktemp -d -t tavern-caddy-XXXXXX)"
trap 'rm -rf "$scratch"' EXIT
HOME="$scratch" XDG_DATA_HOME="$scratch" XDG_CONFIG_HOME="$scratch" \
  caddy validate --config "$ROOT/docker/Caddyfile" --adapter caddyfile
# The operator's paths are refused at the proxy and the admin port is never proxied.
grep -q 'respond @operator 404' "$ROOT/docker/Caddyfile"
if grep -Eq 'reverse_proxy[^#]*:9090' "$ROOT/docker/Caddyfile"; then
  echo "proxy-check: the Caddyfile proxies the admin port" >&2
  exit 1
fi
echo "proxy-check: docker/Caddyfile is valid ($(caddy version | head -n 1))"
