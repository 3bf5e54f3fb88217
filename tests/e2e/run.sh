#!/usr/bin/env bash
# End-to-end tests of the web client in a real headless Chromium against a real server:
#   1. installs Debian's Chromium if /usr/bin/chromium is missing, and Debian's Noto CJK fonts
#      if no font covers Chinese (in CI a failed install fails the run; elsewhere too, since the
#      tests cannot run without them);
#   2. installs playwright-core from package-lock.json;
#   3. builds the server in release mode and starts it on a free loopback port, with a fast bot;
#   4. runs the tests with node's test runner, then stops the server.
# Screenshots land in tests/e2e/screenshots/ (git-ignored). Run from anywhere:
#   tests/e2e/run.sh                          every test
#   tests/e2e/run.sh tests/gitcg_turn.test.mjs   some of them (paths relative to tests/e2e)
# For work on the client: TAVERN_E2E_SERVER=path/to/tavern uses that server binary instead of
# building one, and TAVERN_WEB_DIR=path/to/web makes it serve the client from there.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
export CHROMIUM="${CHROMIUM:-/usr/bin/chromium}"

if [ ! -x "$CHROMIUM" ]; then
  echo "e2e: $CHROMIUM is missing; installing Debian's chromium" >&2
  sudo=""
  if [ "$(id -u)" != 0 ]; then sudo="sudo"; fi
  if ! { $sudo apt-get update && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y chromium; } >&2; then
    echo "e2e: FAILED: could not install chromium (CI=${CI:-false}); the browser tests cannot run" >&2
    exit 1
  fi
  if [ ! -x "$CHROMIUM" ]; then
    echo "e2e: FAILED: chromium installed but $CHROMIUM is not there" >&2
    exit 1
  fi
fi

# The tests check that Chinese card names render, which needs a font that covers them.
if ! fc-list :lang=zh 2>/dev/null | grep -q .; then
  echo "e2e: no font covers Chinese; installing Debian's fonts-noto-cjk" >&2
  sudo=""
  if [ "$(id -u)" != 0 ]; then sudo="sudo"; fi
  if ! { $sudo apt-get update && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y fonts-noto-cjk; } >&2; then
    echo "e2e: FAILED: could not install fonts-noto-cjk (CI=${CI:-false})" >&2
    exit 1
  fi
fi

cd "$here"
if [ -f package-lock.json ]; then
  npm ci --no-audit --no-fund --loglevel=error
else
  npm install --no-audit --no-fund --loglevel=error
fi

cd "$root"
server_bin="${TAVERN_E2E_SERVER:-}"
if [ -z "$server_bin" ]; then
  cargo build --release -p tavern-server
  server_bin="$root/target/release/tavern"
fi
port="$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
log="$(mktemp -t tavern-e2e-XXXXXX.log)"
# A fresh database per run: matches left over from an earlier run must not be recovered here.
db_dir="$(mktemp -d -t tavern-e2e-db-XXXXXX)"
# Seeded: each match is dealt from the test seed and its first player's name (every test names
# its own players), and the bots search a fixed number of iterations, so a test replays the same
# match from one run to the next (simultaneous choices may still arrive in either order).
TAVERN_DB="$db_dir/e2e.db" TAVERN_ADDR="127.0.0.1:$port" TAVERN_BOT_DELAY_MS="${TAVERN_BOT_DELAY_MS:-20}" \
  TAVERN_TEST_SEED="${TAVERN_TEST_SEED:-20261202}" TAVERN_BOT_ITERATIONS="${TAVERN_BOT_ITERATIONS:-60}" \
  TAVERN_LOG=warn TAVERN_DRAIN_SECS=0 \
  "$server_bin" >"$log" 2>&1 &
server=$!
stop() {
  kill "$server" 2>/dev/null || true
  wait "$server" 2>/dev/null || true
  rm -rf "$db_dir"
}
trap stop EXIT

export TAVERN_URL="http://127.0.0.1:$port"
for _ in $(seq 1 100); do
  if node -e 'fetch(process.env.TAVERN_URL + "/healthz").then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))'; then
    break
  fi
  if ! kill -0 "$server" 2>/dev/null; then
    echo "e2e: FAILED: the server did not start:" >&2
    cat "$log" >&2
    exit 1
  fi
  sleep 0.1
done

cd "$here"
status=0
if [ "$#" -gt 0 ]; then tests=("$@"); else tests=(tests/*.test.mjs); fi
node --test --test-concurrency=1 "${tests[@]}" || status=$?
if [ "$status" != 0 ]; then
  echo "e2e: server log ($log):" >&2
  tail -n 50 "$log" >&2
fi
echo "e2e: screenshots in $here/screenshots/"
exit "$status"
