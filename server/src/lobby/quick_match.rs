//! Quick match: a queue per game and setup, grouped in the order players joined it (as many
//! as the setup has seats, teams by seat), passing over those who are gone until they are
//! back.

use std::sync::atomic::Ordering;
use std::sync::Arc;

use serde_json::Value;
use tavern_protocol::wire::{ErrorCode, RoomOptions};

use super::{new_id, options, Lobby, LobbyError, QueueKey, Room, SeatSlot, StartPlan, Waiting};
use crate::{registry, Shared};

impl Lobby {
    /// Queues `player` for a match of `game` in `setup` (the game's first when `None`), rated
    /// or not, and starts one if enough players wait for it.
    #[allow(clippy::too_many_arguments)]
    pub fn quick_match(
        &self,
        shared: &Arc<Shared>,
        player: &str,
        name: &str,
        game: &str,
        setup: Option<&str>,
        rated: bool,
        deck: Value,
    ) -> Result<(), LobbyError> {
        let info = registry::game(game)
            .ok_or_else(|| (ErrorCode::UnknownGame, format!("no game {game:?}")))?;
        let setup = options::setup(&info, setup)?.id.clone();
        Self::may_queue_rated(shared, player, rated)?;
        let record = shared.players.get(player);
        if record.as_ref().is_some_and(|p| p.room.is_some()) {
            return Err((ErrorCode::AlreadyInRoom, "leave your room first".into()));
        }
        let key = (game.to_string(), setup, rated);
        {
            let mut inner = self.lock();
            // One queue at a time: asking again (another setup, another deck) moves you.
            for q in inner.queue.values_mut() {
                q.retain(|w| w.player != player);
            }
            let queue = inner.queue.entry(key.clone()).or_default();
            queue.push(Waiting {
                player: player.to_string(),
                name: name.to_string(),
                deck,
                deck_name: record.and_then(|p| p.saved_deck),
            });
        }
        self.group(shared, &key);
        Ok(())
    }

    /// Only a logged-in player may wait in a rated queue.
    pub fn may_queue_rated(shared: &Shared, player: &str, rated: bool) -> Result<(), LobbyError> {
        let account = shared.players.get(player).and_then(|p| p.account);
        if rated && account.is_none() {
            return Err((
                ErrorCode::AccountRequired,
                "rated matches are for accounts: log in first".into(),
            ));
        }
        Ok(())
    }

    /// Takes `player` out of every quick-match queue here (their table is made on another
    /// node); `false` if they were in none.
    pub fn unqueue(&self, player: &str) -> bool {
        let mut inner = self.lock();
        let mut found = false;
        for q in inner.queue.values_mut() {
            let before = q.len();
            q.retain(|w| w.player != player);
            found |= q.len() != before;
        }
        found
    }

    /// The setup a quick match of `game` in `setup` (the game's first when `None`) queues for,
    /// and its number of seats.
    pub fn queue_of(game: &str, setup: Option<&str>) -> Result<(String, usize), LobbyError> {
        let info = registry::game(game)
            .ok_or_else(|| (ErrorCode::UnknownGame, format!("no game {game:?}")))?;
        let setup = options::setup(&info, setup)?;
        Ok((setup.id.clone(), setup.seats as usize))
    }

    /// A player reconnected: if they wait for a quick match, they can be grouped again.
    pub fn player_back(&self, shared: &Arc<Shared>, player: &str) {
        let keys: Vec<QueueKey> = self
            .lock()
            .queue
            .iter()
            .filter(|(_, q)| q.iter().any(|w| w.player == player))
            .map(|(k, _)| k.clone())
            .collect();
        for key in keys {
            self.group(shared, &key);
        }
    }

    /// Starts a match of the queue's game and setup if enough of its queued players are
    /// connected, the longest waiting first, seated in that order. A queued player who is gone
    /// is passed over until they are back (and leaves the queue when their resume grace ends).
    fn group(&self, shared: &Arc<Shared>, key: &QueueKey) {
        let (game, setup, rated) = key;
        let Some(info) = registry::game(game) else {
            return;
        };
        let Ok(setup) = options::setup(&info, Some(setup)) else {
            return;
        };
        let seats = setup.seats as usize;
        let plan = {
            let mut inner = self.lock();
            let Some(queue) = inner.queue.get_mut(key) else {
                return;
            };
            // One account never plays itself (logged in twice, queued twice).
            let mut accounts = Vec::new();
            let present: Vec<usize> = queue
                .iter()
                .enumerate()
                .filter(|(_, w)| shared.players.connected(&w.player))
                .filter(|(_, w)| {
                    let account = shared.players.get(&w.player).and_then(|p| p.account);
                    match account {
                        Some(a) if accounts.contains(&a.id) => false,
                        Some(a) => {
                            accounts.push(a.id);
                            true
                        }
                        None => true,
                    }
                })
                .map(|(i, _)| i)
                .take(seats)
                .collect();
            if present.len() < seats {
                return;
            }
            let mut players: Vec<Waiting> = Vec::with_capacity(seats);
            for i in present.into_iter().rev() {
                players.push(queue.remove(i));
            }
            players.reverse();
            let room = Room {
                id: new_id(),
                code: None,
                game: game.to_string(),
                options: RoomOptions {
                    seats: setup.seats,
                    setup: Some(setup.id.clone()),
                    teams: setup.teams.clone(),
                    public: false,
                    rated: *rated,
                    ..RoomOptions::default()
                },
                seats: players
                    .into_iter()
                    .zip(&setup.teams)
                    .map(|(w, &team)| SeatSlot {
                        player: Some(w.player),
                        name: w.name,
                        bot: false,
                        deck: Some(w.deck),
                        allow_spectators: true,
                        team: Some(team),
                        deck_name: w.deck_name,
                        account: None,
                    })
                    .collect(),
                match_id: Some(new_id()),
            };
            for p in room.humans() {
                shared.players.update(p, |x| x.room = Some(room.id.clone()));
            }
            inner.rooms.insert(room.id.clone(), room.clone());
            shared
                .metrics
                .rooms
                .store(inner.rooms.len() as i64, Ordering::Relaxed);
            StartPlan { room }
        };
        let grouped: Vec<String> = plan.room.humans().cloned().collect();
        crate::cluster::matchmaking::grouped(shared, game, &setup.id, *rated, &grouped);
        Self::broadcast(shared, &plan.room);
        self.start(shared, plan);
    }
}
