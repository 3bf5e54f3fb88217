//! Quick match: a queue per game, paired in the order players joined it, passing over those
//! who are gone until they are back.

use std::sync::atomic::Ordering;
use std::sync::Arc;

use serde_json::Value;
use tavern_protocol::wire::{ErrorCode, RoomOptions};

use super::{short_id, Lobby, LobbyError, Room, SeatSlot, StartPlan};
use crate::{registry, Shared};

impl Lobby {
    /// Queues `player` for a match of `game`, and pairs them if enough players wait.
    pub fn quick_match(
        &self,
        shared: &Arc<Shared>,
        player: &str,
        name: &str,
        game: &str,
        deck: Value,
    ) -> Result<(), LobbyError> {
        if registry::game(game).is_none() {
            return Err((ErrorCode::UnknownGame, format!("no game {game:?}")));
        }
        if shared.players.get(player).is_some_and(|p| p.room.is_some()) {
            return Err((ErrorCode::AlreadyInRoom, "leave your room first".into()));
        }
        {
            let mut inner = self.lock();
            let queue = inner.queue.entry(game.to_string()).or_default();
            queue.retain(|(p, _, _)| p != player);
            queue.push((player.to_string(), name.to_string(), deck));
        }
        self.pair(shared, game);
        Ok(())
    }

    /// A player reconnected: if they wait for a quick match, they can be paired again.
    pub fn player_back(&self, shared: &Arc<Shared>, player: &str) {
        let games: Vec<String> = self
            .lock()
            .queue
            .iter()
            .filter(|(_, q)| q.iter().any(|(p, _, _)| p == player))
            .map(|(g, _)| g.clone())
            .collect();
        for game in games {
            self.pair(shared, &game);
        }
    }

    /// Starts a match of `game` if enough of its queued players are connected, the longest
    /// waiting first. A queued player who is gone is passed over until they are back (and
    /// leaves the queue when their resume grace ends).
    fn pair(&self, shared: &Arc<Shared>, game: &str) {
        let Some(info) = registry::game(game) else {
            return;
        };
        let seats = info.seats as usize;
        let plan = {
            let mut inner = self.lock();
            let Some(queue) = inner.queue.get_mut(game) else {
                return;
            };
            let present: Vec<usize> = queue
                .iter()
                .enumerate()
                .filter(|(_, (p, _, _))| shared.players.connected(p))
                .map(|(i, _)| i)
                .take(seats)
                .collect();
            if present.len() < seats {
                return;
            }
            let mut players: Vec<(String, String, Value)> = Vec::with_capacity(seats);
            for i in present.into_iter().rev() {
                players.push(queue.remove(i));
            }
            players.reverse();
            let room = Room {
                id: short_id(),
                code: None,
                game: game.to_string(),
                options: RoomOptions {
                    seats: info.seats,
                    public: false,
                    ..RoomOptions::default()
                },
                seats: players
                    .into_iter()
                    .map(|(p, n, d)| SeatSlot {
                        player: Some(p),
                        name: n,
                        bot: false,
                        deck: Some(d),
                        allow_spectators: true,
                    })
                    .collect(),
                match_id: Some(uuid::Uuid::new_v4().simple().to_string()),
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
        Self::broadcast(shared, &plan.room);
        self.start(shared, plan);
    }
}
