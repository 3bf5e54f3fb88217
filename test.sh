#!/usr/bin/env bash
# Everything the project tests: the Rust workspace, its storage tests on SQLite and on a
# throwaway PostgreSQL server (scripts/postgres.sh installs PostgreSQL when it is missing,
# starts it on a free loopback port, sets TAVERN_TEST_POSTGRES for the tests, and stops it by
# its PID however the tests end), then the web client end to end in a real headless Chromium
# against a real server (tests/e2e/run.sh installs Chromium and the test tool when they are
# missing; in CI a missing browser fails the run).
set -euo pipefail
cd "$(dirname "$0")"
bash scripts/postgres.sh cargo test --workspace
bash tests/e2e/run.sh
