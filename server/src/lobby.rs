//! The lobby: rooms, join codes, readiness, quick match, and starting matches.
//!
//! A room's options choose one of its game's setups and the teams (`options`); quick match
//! queues players per game and setup (`quick_match`).
//!
//! Room state changes under one lock (they are rare and brief); the matches themselves run in
//! their own tasks and never take it while holding game state.

use std::collections::HashMap;
use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex, MutexGuard};

use rand::Rng as _;
use serde_json::Value;
use sha2::{Digest, Sha256};
use tavern_protocol::wire::{DeckChoice, ErrorCode, RoomInfo, RoomOptions, SeatInfo, ServerMsg};
use tavern_protocol::Seat;

use crate::game_match::{self, MatchCmd, MatchSpec, SeatSpec};

mod options;
mod quick_match;
use crate::players::Players;
use crate::{registry, Shared};

/// A lobby error: a code and a message for the player.
pub type LobbyError = (ErrorCode, String);

#[derive(Clone, Debug)]
struct SeatSlot {
    player: Option<String>,
    name: String,
    bot: bool,
    deck: Option<Value>,
    allow_spectators: bool,
    /// The seat's team, once known (by seat from the start; drawn ones when the match starts).
    team: Option<u8>,
    /// The saved deck the seat readied, by name.
    deck_name: Option<String>,
    /// The account a server-side bot plays for (tournaments: an entrant played by the bot).
    account: Option<String>,
}

#[derive(Clone, Debug)]
struct Room {
    id: String,
    code: Option<String>,
    game: String,
    options: RoomOptions,
    seats: Vec<SeatSlot>,
    match_id: Option<String>,
}

impl Room {
    fn info(&self, with_code: bool) -> RoomInfo {
        RoomInfo {
            id: self.id.clone(),
            code: if with_code { self.code.clone() } else { None },
            game: self.game.clone(),
            options: self.options.clone(),
            seats: self
                .seats
                .iter()
                .enumerate()
                .map(|(i, s)| SeatInfo {
                    seat: Seat(i as u8),
                    player: (s.player.is_some() || s.bot).then(|| s.name.clone()),
                    player_id: s.player.clone(),
                    bot: s.bot,
                    ready: s.deck.is_some(),
                    allow_spectators: s.allow_spectators,
                    team: s.team,
                })
                .collect(),
            match_id: self.match_id.clone(),
            spectators: 0,
        }
    }

    fn humans(&self) -> impl Iterator<Item = &String> {
        self.seats.iter().filter_map(|s| s.player.as_ref())
    }
}

/// A quick-match queue's key: a game, one of its setups, and whether it is the rated queue.
type QueueKey = (String, String, bool);

/// A player waiting for a quick match.
#[derive(Debug)]
struct Waiting {
    player: String,
    name: String,
    /// The resolved deck.
    deck: Value,
    /// The saved deck it came from, by name.
    deck_name: Option<String>,
}

#[derive(Debug, Default)]
struct Inner {
    rooms: HashMap<String, Room>,
    codes: HashMap<String, String>,
    queue: HashMap<QueueKey, Vec<Waiting>>,
    /// With `--test-seed`: how many matches each first player's name has started.
    test_deals: HashMap<String, u64>,
}

/// What it takes to start a match, gathered under the lock and acted on outside it.
struct StartPlan {
    room: Room,
}

/// The lobby.
#[derive(Debug, Default)]
pub struct Lobby {
    inner: Mutex<Inner>,
}

fn new_code() -> String {
    const ALPHABET: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    let mut rng = rand::rng();
    (0..6)
        .map(|_| ALPHABET[rng.random_range(0..ALPHABET.len())] as char)
        .collect()
}

/// A new room or match id: a version-7 UUID, whose leading bits are the time it was made (the
/// rest random), so that rooms, matches, seats and logs stored by id are inserted at the end of
/// their tables' indexes. With random ids every commit touched pages all over indexes that grow
/// with every match stored, and commits grew slower as the database grew.
fn new_id() -> String {
    uuid::Uuid::now_v7().simple().to_string()
}

impl Lobby {
    fn lock(&self) -> MutexGuard<'_, Inner> {
        // A panic while holding the lock cannot leave rooms half-changed in a way that matters
        // more than refusing service, so recover the guard.
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Public rooms, optionally of one game. A room none of whose players is connected is not
    /// listed until one of them is back: nobody is there to play. (Unless they come back, it
    /// is removed when their resume grace ends.)
    pub fn list(&self, players: &Players, game: Option<&str>) -> Vec<RoomInfo> {
        let inner = self.lock();
        let mut rooms: Vec<RoomInfo> = inner
            .rooms
            .values()
            .filter(|r| r.options.public && game.is_none_or(|g| r.game == g))
            .filter(|r| r.humans().any(|p| players.connected(p)))
            .map(|r| r.info(false))
            .collect();
        rooms.sort_by(|a, b| a.id.cmp(&b.id));
        rooms
    }

    /// Number of rooms.
    pub fn count(&self) -> usize {
        self.lock().rooms.len()
    }

    /// The running match of a room.
    pub fn match_of_room(&self, room: &str) -> Option<String> {
        self.lock().rooms.get(room).and_then(|r| r.match_id.clone())
    }

    /// The players seated in a room (none for an unknown room).
    pub fn players_of_room(&self, room: &str) -> Vec<String> {
        self.lock()
            .rooms
            .get(room)
            .map(|r| r.humans().cloned().collect())
            .unwrap_or_default()
    }

    fn broadcast(shared: &Shared, room: &Room) {
        let msg = ServerMsg::Room {
            room: room.info(true),
        };
        for p in room.humans() {
            shared.players.send(p, &msg);
        }
    }

    /// Creates a room with `player` in its first non-bot seat.
    pub fn create(
        &self,
        shared: &Arc<Shared>,
        player: &str,
        name: &str,
        game: &str,
        options: RoomOptions,
    ) -> Result<(), LobbyError> {
        let info = registry::game(game)
            .ok_or_else(|| (ErrorCode::UnknownGame, format!("no game {game:?}")))?;
        let options = options::resolve(&info, options)?;
        if shared.players.get(player).is_some_and(|p| p.room.is_some()) {
            return Err((ErrorCode::AlreadyInRoom, "leave your room first".into()));
        }
        let version = options.version.as_deref();
        let bot_deck = registry::bot_deck_at(game, version);
        // A bot seat's deck: the preset the room names for it, else the game's bot deck.
        let deck_of_bot = |seat: u8| {
            let k = options.bot_seats.iter().position(|&s| s == seat)?;
            match options.bot_decks.get(k) {
                Some(name) => registry::resolve_deck_at(
                    game,
                    &DeckChoice::Preset(name.clone()),
                    false,
                    version,
                )
                .ok(),
                None => bot_deck.clone(),
            }
        };
        let seats: Vec<SeatSlot> = (0..options.seats)
            .map(|i| {
                let bot = options.bot_seats.contains(&i);
                SeatSlot {
                    player: None,
                    name: if bot {
                        format!("Bot {}", i + 1)
                    } else {
                        String::new()
                    },
                    bot,
                    deck: deck_of_bot(i),
                    allow_spectators: true,
                    team: options::team_before_start(&options, i as usize),
                    deck_name: None,
                    account: None,
                }
            })
            .collect();
        let mut room = Room {
            id: new_id(),
            code: None,
            game: game.to_string(),
            options,
            seats,
            match_id: None,
        };
        let mut inner = self.lock();
        if !room.options.public {
            let mut code = new_code();
            while inner.codes.contains_key(&code) {
                code = new_code();
            }
            inner.codes.insert(code.clone(), room.id.clone());
            room.code = Some(code);
        }
        if let Some(slot) = room.seats.iter_mut().find(|s| !s.bot) {
            slot.player = Some(player.to_string());
            slot.name = name.to_string();
        }
        shared
            .players
            .update(player, |p| p.room = Some(room.id.clone()));
        Self::broadcast(shared, &room);
        crate::cluster::room_opened(shared, &room.id, room.code.as_deref());
        inner.rooms.insert(room.id.clone(), room);
        shared
            .metrics
            .rooms
            .store(inner.rooms.len() as i64, Ordering::Relaxed);
        Ok(())
    }

    /// Whether this node has a room with this id.
    pub fn has_room(&self, id: &str) -> bool {
        self.lock().rooms.contains_key(id)
    }

    /// Whether a room of this node has this join code.
    pub fn has_code(&self, code: &str) -> bool {
        self.lock().codes.contains_key(&code.trim().to_uppercase())
    }

    /// Joins a room by id or join code, in the seat asked for or the first free one.
    pub fn join(
        &self,
        shared: &Arc<Shared>,
        player: &str,
        name: &str,
        room: Option<&str>,
        code: Option<&str>,
        seat: Option<Seat>,
    ) -> Result<(), LobbyError> {
        if shared.players.get(player).is_some_and(|p| p.room.is_some()) {
            return Err((ErrorCode::AlreadyInRoom, "leave your room first".into()));
        }
        let mut inner = self.lock();
        let id = match (room, code) {
            (Some(r), _) => r.to_string(),
            (None, Some(c)) => inner
                .codes
                .get(&c.trim().to_uppercase())
                .cloned()
                .ok_or_else(|| (ErrorCode::NotFound, "no room has that code".into()))?,
            (None, None) => return Err((ErrorCode::BadMessage, "give a room id or a code".into())),
        };
        let r = inner
            .rooms
            .get_mut(&id)
            .ok_or_else(|| (ErrorCode::NotFound, format!("no room {id:?}")))?;
        if r.match_id.is_some() {
            return Err((
                ErrorCode::RoomFull,
                "the match has started; spectate instead".into(),
            ));
        }
        let slot = match seat {
            Some(seat) => r
                .seats
                .get_mut(seat.index())
                .filter(|s| !s.bot && s.player.is_none())
                .ok_or_else(|| (ErrorCode::RoomFull, format!("seat {} is not free", seat.0)))?,
            None => r
                .seats
                .iter_mut()
                .find(|s| !s.bot && s.player.is_none())
                .ok_or_else(|| (ErrorCode::RoomFull, "every seat is taken".into()))?,
        };
        slot.player = Some(player.to_string());
        slot.name = name.to_string();
        shared.players.update(player, |p| p.room = Some(id.clone()));
        Self::broadcast(shared, r);
        Ok(())
    }

    /// Marks `player` ready with a resolved deck; starts the match when every seat is ready.
    pub fn ready(&self, shared: &Arc<Shared>, player: &str, deck: Value) -> Result<(), LobbyError> {
        let room_id = shared
            .players
            .get(player)
            .and_then(|p| p.room)
            .ok_or_else(|| (ErrorCode::NotInRoom, "join a room first".into()))?;
        let plan = {
            let mut inner = self.lock();
            let r = inner
                .rooms
                .get_mut(&room_id)
                .ok_or_else(|| (ErrorCode::NotInRoom, "the room is gone".into()))?;
            if r.match_id.is_some() {
                return Err((ErrorCode::AlreadyInRoom, "the match has started".into()));
            }
            if let Some(slot) = r
                .seats
                .iter_mut()
                .find(|s| s.player.as_deref() == Some(player))
            {
                slot.deck = Some(deck);
                slot.deck_name = shared.players.get(player).and_then(|p| p.saved_deck);
            }
            Self::broadcast(shared, r);
            if r.seats
                .iter()
                .all(|s| s.deck.is_some() && (s.bot || s.player.is_some()))
            {
                r.match_id = Some(new_id());
                Some(StartPlan { room: r.clone() })
            } else {
                None
            }
        };
        if let Some(plan) = plan {
            self.start(shared, plan);
        }
        Ok(())
    }

    /// Sets whether spectators may watch from behind `player`'s seat.
    pub fn allow_spectators(
        &self,
        shared: &Arc<Shared>,
        player: &str,
        allow: bool,
    ) -> Result<(), LobbyError> {
        let room_id = shared
            .players
            .get(player)
            .and_then(|p| p.room)
            .ok_or_else(|| (ErrorCode::NotInRoom, "join a room first".into()))?;
        let match_id = {
            let mut inner = self.lock();
            let r = inner
                .rooms
                .get_mut(&room_id)
                .ok_or_else(|| (ErrorCode::NotInRoom, "the room is gone".into()))?;
            if let Some(slot) = r
                .seats
                .iter_mut()
                .find(|s| s.player.as_deref() == Some(player))
            {
                slot.allow_spectators = allow;
            }
            Self::broadcast(shared, r);
            r.match_id.clone()
        };
        if let Some(m) = match_id.and_then(|m| shared.matches.get(&m).map(|h| h.tx.clone())) {
            let _ = m.try_send(MatchCmd::AllowSpectators {
                player: player.to_string(),
                allow,
            });
        }
        Ok(())
    }

    /// Leaves the room or the queue; leaving a running match forfeits the player's seat (the
    /// match task takes the seat out, and stops telling the player about the match if it goes
    /// on without them).
    pub fn leave(&self, shared: &Arc<Shared>, player: &str) {
        let room_id = shared.players.get(player).and_then(|p| p.room);
        crate::cluster::matchmaking::left(shared, player);
        let mut inner = self.lock();
        for q in inner.queue.values_mut() {
            q.retain(|w| w.player != player);
        }
        let Some(room_id) = room_id else { return };
        shared.players.update(player, |p| p.room = None);
        let Some(r) = inner.rooms.get_mut(&room_id) else {
            return;
        };
        if let Some(m) = &r.match_id {
            if let Some(h) = shared.matches.get(m) {
                let _ = h.tx.try_send(MatchCmd::Forfeit {
                    player: player.to_string(),
                });
            }
            return;
        }
        for s in r.seats.iter_mut() {
            if s.player.as_deref() == Some(player) {
                s.player = None;
                s.name.clear();
                s.deck = None;
                s.deck_name = None;
            }
        }
        if r.humans().next().is_none() {
            let code = r.code.clone();
            crate::cluster::room_closed(shared, &room_id, code.as_deref());
            if let Some(c) = code {
                inner.codes.remove(&c);
            }
            inner.rooms.remove(&room_id);
        } else {
            Self::broadcast(shared, r);
        }
        shared
            .metrics
            .rooms
            .store(inner.rooms.len() as i64, Ordering::Relaxed);
    }

    /// A match ended: its room closes and its players are free.
    pub fn match_finished(&self, shared: &Shared, room_id: &str) {
        let mut inner = self.lock();
        if let Some(r) = inner.rooms.remove(room_id) {
            if let Some(m) = &r.match_id {
                let tokens = r
                    .humans()
                    .filter_map(|p| shared.players.get(p))
                    .map(|p| p.token_hash)
                    .collect();
                crate::cluster::finished(shared, m, tokens);
            }
            crate::cluster::room_closed(shared, room_id, r.code.as_deref());
            if let Some(c) = &r.code {
                inner.codes.remove(c);
            }
            for p in r.humans() {
                shared.players.update(p, |x| {
                    if x.room.as_deref() == Some(room_id) {
                        x.room = None;
                    }
                });
            }
        }
        shared
            .metrics
            .rooms
            .store(inner.rooms.len() as i64, Ordering::Relaxed);
    }

    /// The seed a test server (`--test-seed`) deals `room`'s match from: the same for the
    /// same first player's name and the same count of matches that name started, whatever
    /// else the server did meanwhile, so each test's matches repeat.
    fn test_seed(&self, base: u64, room: &Room) -> u64 {
        let name = room
            .seats
            .iter()
            .find(|s| s.player.is_some())
            .map_or("", |s| s.name.as_str());
        let mut inner = self.lock();
        let count = inner.test_deals.entry(name.to_string()).or_insert(0);
        let n = *count;
        *count += 1;
        drop(inner);
        let digest = Sha256::new()
            .chain_update(base.to_le_bytes())
            .chain_update(name.as_bytes())
            .chain_update(n.to_le_bytes())
            .finalize();
        let mut first = [0u8; 8];
        first.copy_from_slice(&digest[..8]);
        u64::from_le_bytes(first)
    }

    fn start(&self, shared: &Arc<Shared>, plan: StartPlan) {
        let room = plan.room;
        let Some(match_id) = room.match_id.clone() else {
            return;
        };
        let decks: Vec<Value> = room.seats.iter().filter_map(|s| s.deck.clone()).collect();
        let config = registry::match_config(
            &room.game,
            decks,
            room.options.deck_rules,
            &options::seating(&room.options),
        );
        let seed: u64 = match shared.config.test_seed {
            Some(base) => self.test_seed(base, &room),
            None => rand::rng().random(),
        };
        let game = match registry::new_match(&room.game, seed, room.seats.len(), &config) {
            Ok(g) => g,
            Err(e) => {
                tracing::warn!(room = %room.id, error = %e, "match could not start");
                let mut inner = self.lock();
                if let Some(r) = inner.rooms.get_mut(&room.id) {
                    r.match_id = None;
                    for s in r.seats.iter_mut().filter(|s| !s.bot) {
                        s.deck = None;
                    }
                }
                drop(inner);
                for p in room.humans() {
                    shared.players.send(
                        p,
                        &crate::outbox::error(ErrorCode::BadDeck, e.to_string(), None),
                    );
                }
                return;
            }
        };
        let seats: Vec<SeatSpec> = room
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| SeatSpec {
                player: s.player.clone(),
                name: s.name.clone(),
                bot: s.bot,
                allow_spectators: s.allow_spectators,
                token_hash: s
                    .player
                    .as_deref()
                    .and_then(|p| shared.players.get(p))
                    .map(|p| p.token_hash),
                team: game.team(Seat(i as u8)),
                left: false,
                account: s
                    .player
                    .as_deref()
                    .and_then(|p| shared.players.get(p)?.account)
                    .map(|a| a.id)
                    .or_else(|| s.account.clone())
                    .map(|id| crate::store::SeatAccount {
                        id,
                        deck: s.deck_name.clone(),
                    }),
            })
            .collect();
        // Teams drawn at the start are known now: the room shows them from here on (the
        // players hear them in `match_started`). The decks are in the match's config now; the
        // room keeps only that each seat was ready, as a room brought back from storage does
        // (a deck is a few KiB as a parsed value, held for as long as the match runs).
        if let Some(r) = self.lock().rooms.get_mut(&room.id) {
            for (slot, spec) in r.seats.iter_mut().zip(&seats) {
                slot.team = Some(spec.team);
                if slot.deck.is_some() {
                    slot.deck = Some(Value::Null);
                }
            }
        }
        let tokens: Vec<[u8; 32]> = seats.iter().filter_map(|s| s.token_hash).collect();
        let spec = MatchSpec {
            id: match_id.clone(),
            room: room.id.clone(),
            game_name: room.game.clone(),
            game,
            seats,
            clock: room.options.clock,
            policy: room.options.spectators,
            bot_delay: shared.config.bot_delay(),
            seed,
            config,
            room_options: room.options.clone(),
            resume: None,
        };
        let humans: Vec<String> = room.humans().cloned().collect();
        let launch = {
            let shared = shared.clone();
            move || {
                let handle = game_match::spawn(shared.clone(), spec);
                for p in humans {
                    if let Some(outbox) = shared.players.get(&p).and_then(|x| x.outbox) {
                        let _ = handle.tx.try_send(MatchCmd::Attach { player: p, outbox });
                    }
                }
            }
        };
        // In a cluster the match is claimed first (this node owns it, at epoch 1).
        crate::cluster::start_owned(shared, match_id, tokens, launch);
    }
}

/// A seat of a match the server makes and seats itself (a tournament's game): a connected
/// player, or a server-side bot playing for an account or for itself.
#[derive(Clone, Debug)]
pub struct ServerSeat {
    /// The player seated there (connected, in no room); `None`: a bot.
    pub player: Option<String>,
    /// The name shown.
    pub name: String,
    /// The resolved deck.
    pub deck: Value,
    /// The account the bot plays for.
    pub account: Option<String>,
    /// How the bot plays.
    pub level: tavern_protocol::BotLevel,
}

impl Lobby {
    /// Opens a room of `game` with these seats (in seat order: players, or server-side bots)
    /// and starts its match at once, with these ids, its players sent it; rated when every
    /// seat plays for an account.
    pub fn start_server_match(
        &self,
        shared: &Arc<Shared>,
        room_id: String,
        match_id: String,
        game: &str,
        options: RoomOptions,
        seats: Vec<ServerSeat>,
    ) -> Result<(), LobbyError> {
        let info = registry::game(game)
            .ok_or_else(|| (ErrorCode::UnknownGame, format!("no game {game:?}")))?;
        let rated = seats.iter().all(|s| s.account.is_some());
        let bots: Vec<u8> = (0..seats.len() as u8)
            .filter(|&i| seats[usize::from(i)].player.is_none())
            .collect();
        // Checked as a room of players, then every seat given to a bot (a room a player
        // opens must leave them a seat).
        let options = RoomOptions {
            seats: seats.len() as u8,
            bot_seats: Vec::new(),
            bot_levels: Vec::new(),
            bot_decks: Vec::new(),
            public: false,
            rated: false,
            ..options
        };
        let mut options = options::resolve(&info, options)?;
        options.bot_levels = bots.iter().map(|&i| seats[usize::from(i)].level).collect();
        options.bot_seats = bots;
        options.rated = rated;
        let room = Room {
            id: room_id,
            code: None,
            game: game.to_string(),
            options,
            seats: seats
                .into_iter()
                .enumerate()
                .map(|(i, s)| SeatSlot {
                    bot: s.player.is_none(),
                    player: s.player,
                    name: s.name,
                    deck: Some(s.deck),
                    allow_spectators: true,
                    team: Some(i as u8),
                    deck_name: None,
                    account: s.account,
                })
                .collect(),
            match_id: Some(match_id),
        };
        for p in room.humans() {
            shared.players.update(p, |x| x.room = Some(room.id.clone()));
        }
        {
            let mut inner = self.lock();
            inner.rooms.insert(room.id.clone(), room.clone());
            shared
                .metrics
                .rooms
                .store(inner.rooms.len() as i64, Ordering::Relaxed);
        }
        self.start(shared, StartPlan { room });
        Ok(())
    }

    /// Brings back the room of a match rebuilt from storage, its match running.
    pub fn restore(
        &self,
        shared: &Shared,
        room_id: &str,
        game: &str,
        options: RoomOptions,
        seats: &[SeatSpec],
        match_id: &str,
    ) {
        let room = Room {
            id: room_id.to_string(),
            code: None,
            game: game.to_string(),
            options,
            seats: seats
                .iter()
                .map(|s| SeatSlot {
                    player: s.player.clone(),
                    name: s.name.clone(),
                    bot: s.bot,
                    deck: Some(Value::Null),
                    allow_spectators: s.allow_spectators,
                    team: Some(s.team),
                    deck_name: s.account.as_ref().and_then(|a| a.deck.clone()),
                    account: s.account.as_ref().map(|a| a.id.clone()),
                })
                .collect(),
            match_id: Some(match_id.to_string()),
        };
        let mut inner = self.lock();
        inner.rooms.insert(room.id.clone(), room);
        shared
            .metrics
            .rooms
            .store(inner.rooms.len() as i64, Ordering::Relaxed);
    }

    /// Whether a room's match is rated.
    pub fn room_rated(&self, room: &str) -> bool {
        self.lock().rooms.get(room).is_some_and(|r| r.options.rated)
    }

    /// The game of a room and whether its decks must follow the construction rules.
    pub fn room_game(&self, room: &str) -> Option<(String, bool, Option<String>)> {
        self.lock().rooms.get(room).map(|r| {
            (
                r.game.clone(),
                r.options.deck_rules,
                r.options.version.clone(),
            )
        })
    }

    /// Sends the room's state to one of its players (after a reconnect).
    pub fn resend_room(&self, shared: &Shared, room: &str, player: &str) {
        let info = self.lock().rooms.get(room).map(|r| r.info(true));
        if let Some(room) = info {
            shared.players.send(player, &ServerMsg::Room { room });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::new_id;

    #[test]
    fn room_and_match_ids_sort_in_the_order_they_were_made_and_never_repeat() {
        let mut made = Vec::new();
        for _ in 0..5 {
            made.push(new_id());
            std::thread::sleep(std::time::Duration::from_millis(2));
        }
        let mut sorted = made.clone();
        sorted.sort();
        assert_eq!(sorted, made, "later ids sort after earlier ones");
        let many: std::collections::HashSet<String> = (0..10_000).map(|_| new_id()).collect();
        assert_eq!(
            many.len(),
            10_000,
            "ids made in the same millisecond differ"
        );
    }
}
