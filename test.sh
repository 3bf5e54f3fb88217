#!/usr/bin/env bash
# Everything the project tests: the Rust workspace, then the web client end to end in a real
# headless Chromium against a real server (tests/e2e/run.sh installs Chromium and the test
# tool when they are missing; in CI a missing browser fails the run).
set -euo pipefail
cd "$(dirname "$0")"
cargo test --workspace
bash tests/e2e/run.sh
