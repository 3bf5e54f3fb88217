//! A tournament's state as the server keeps it (stored whole as JSON with each change): its
//! settings, its entrants (with their account ids and resolved decks, which the public view
//! leaves out or shows only once locked) and every round's series and games.

use serde::{Deserialize, Serialize};
use serde_json::Value;
use tavern_protocol::tournaments::{NewTournament, Status};

/// A tournament.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct State {
    /// Its id.
    pub id: String,
    /// The organizer's account id.
    pub organizer: String,
    /// The organizer's name.
    pub organizer_name: String,
    /// Where it is.
    pub status: Status,
    /// Its settings.
    pub settings: NewTournament,
    /// When it was created.
    pub created_at_ms: i64,
    /// The players, in registration order (an entrant's index names it everywhere below).
    pub entrants: Vec<Entry>,
    /// The rounds so far.
    pub rounds: Vec<RoundState>,
    /// Entries in the audit log so far (the next one is numbered after it).
    pub audit_len: u32,
    /// The winner, once over.
    pub winner: Option<usize>,
}

/// A player.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Entry {
    /// The account's name, or the bot's.
    pub name: String,
    /// The account, unless a bot without one.
    pub account: Option<String>,
    /// Played by the server's bot.
    pub bot: bool,
    /// The rating it is seeded by (set when the tournament starts).
    pub rating: f64,
    /// Its resolved decks, in registration order.
    pub decks: Vec<Value>,
    /// Disqualified by the organizer.
    pub disqualified: bool,
}

/// One round.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct RoundState {
    /// From 1.
    pub number: u16,
    /// Its series, by table.
    pub series: Vec<SeriesState>,
}

/// A series between two entrants, `b` none for a bye.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct SeriesState {
    /// Its table.
    pub table: u16,
    /// The first entrant (the higher seed in an elimination).
    pub a: usize,
    /// The second.
    pub b: Option<usize>,
    /// Games it is played to win, at most.
    pub best_of: u8,
    /// `[a's ban of b's decks, b's ban of a's decks]`.
    pub bans: [Option<u8>; 2],
    /// When the ban step ends.
    pub bans_due_ms: Option<i64>,
    /// The deck each side chose for its next game (kept secret until the game starts).
    #[serde(default)]
    pub picks: [Option<u8>; 2],
    /// Games won by `a`, by `b`.
    pub wins: [u8; 2],
    /// Its games.
    pub games: Vec<GameState>,
    /// The winner, once decided.
    pub winner: Option<usize>,
    /// Decided without a winner.
    pub drawn: bool,
    /// Decided by the organizer.
    pub awarded: bool,
}

impl SeriesState {
    /// A new series.
    pub fn new(table: u16, a: usize, b: Option<usize>, best_of: u8) -> SeriesState {
        SeriesState {
            table,
            a,
            b,
            best_of,
            bans: [None, None],
            bans_due_ms: None,
            picks: [None, None],
            wins: [0, 0],
            games: Vec::new(),
            winner: None,
            drawn: false,
            awarded: false,
        }
    }

    /// Decided (won, drawn or a bye).
    pub fn decided(&self) -> bool {
        self.winner.is_some() || self.drawn
    }

    /// The side (0: `a`, 1: `b`) of an entrant.
    pub fn side(&self, entrant: usize) -> Option<usize> {
        if self.a == entrant {
            Some(0)
        } else if self.b == Some(entrant) {
            Some(1)
        } else {
            None
        }
    }

    /// The entrant on a side.
    pub fn entrant(&self, side: usize) -> Option<usize> {
        if side == 0 {
            Some(self.a)
        } else {
            self.b
        }
    }

    /// The game being played.
    pub fn live(&self) -> Option<&GameState> {
        self.games.iter().find(|g| g.status == GameStatus::Live)
    }
}

/// Where a game is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameStatus {
    /// Being played.
    Live,
    /// Played to its end.
    Finished,
    /// Decided by the organizer.
    Awarded,
    /// Taken back (reseated, re-paired, or its match could not be played): counts for nothing.
    Void,
}

impl GameStatus {
    /// Its name in the public view.
    pub fn name(self) -> &'static str {
        match self {
            GameStatus::Live => "live",
            GameStatus::Finished => "finished",
            GameStatus::Awarded => "awarded",
            GameStatus::Void => "void",
        }
    }
}

/// One game of a series: one match.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct GameState {
    /// Its match.
    pub match_id: String,
    /// Its room.
    pub room_id: String,
    /// The entrant in each seat.
    pub seats: [usize; 2],
    /// The deck each seat plays (by position in its entrant's registration).
    pub decks: [u8; 2],
    /// Where it is.
    pub status: GameStatus,
    /// Who won it.
    pub winner: Option<usize>,
    /// When it was made (its players' no-show time counts from here).
    #[serde(default)]
    pub created_at_ms: i64,
}

impl State {
    /// The round being played (the last one).
    pub fn current_round(&self) -> Option<&RoundState> {
        self.rounds.last()
    }

    /// An entrant by name (case-insensitive).
    pub fn entrant_named(&self, name: &str) -> Option<usize> {
        let key = name.to_lowercase();
        self.entrants
            .iter()
            .position(|e| e.name.to_lowercase() == key)
    }

    /// The entrant of an account.
    pub fn entrant_of(&self, account: &str) -> Option<usize> {
        self.entrants
            .iter()
            .position(|e| e.account.as_deref() == Some(account))
    }
}
