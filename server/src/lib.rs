//! Tavern's game server. This crate hosts games through the engine's object-safe wrapper; see
//! [`registry`] for the list of games.

pub mod registry;
