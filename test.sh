#!/usr/bin/env bash
# Everything the project tests: the Rust workspace, its storage tests on SQLite and on a
# throwaway PostgreSQL server, its cluster tests on that PostgreSQL and a throwaway Redis
# (scripts/postgres.sh and scripts/redis.sh each install their server when it is missing,
# start it on a free loopback port, set TAVERN_TEST_POSTGRES / TAVERN_TEST_REDIS for the
# tests, and stop it by its PID however the tests end), then the web client end to end in a
# real headless Chromium against a real server (tests/e2e/run.sh installs Chromium and the
# test tool when they are missing; in CI a missing browser fails the run).
set -euo pipefail
cd "$(dirname "$0")"
bash scripts/postgres.sh bash scripts/redis.sh cargo test --workspace
bash tests/e2e/run.sh
