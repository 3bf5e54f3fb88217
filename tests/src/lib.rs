//! Black-box integration tests for Tavern live in `tests/`.
