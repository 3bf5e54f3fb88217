//! Tournaments over HTTP: the bodies of `/api/tournaments…` and `/api/stats/{game}`, and their
//! typed errors. `protocol/README.md` ("Tournaments") says which endpoint takes and answers
//! which; `docs/tournaments.md` gives the rules the server runs them by.

use serde::{Deserialize, Serialize};

use crate::wire::{ClockOptions, DeckChoice, SpectatorPolicy};
use crate::BotLevel;

/// How players are paired.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Format {
    /// Swiss: `rounds` rounds, each pairing players of equal score who have not met.
    Swiss {
        /// Rounds played.
        rounds: u8,
    },
    /// Single elimination, seeded by rating.
    Elimination,
}

/// Which of a player's registered decks each game may use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DeckMode {
    /// One deck, played every game.
    Open,
    /// `decks` decks sharing no character; before each series each player bans one of the
    /// opponent's, and a deck that wins a game is retired for the rest of the series.
    Conquest {
        /// Decks each player registers.
        decks: u8,
    },
    /// `decks` decks; every deck used in a series is retired for the rest of it.
    Duel {
        /// Decks each player registers.
        decks: u8,
    },
}

impl DeckMode {
    /// Decks each player registers.
    pub fn decks(self) -> usize {
        match self {
            DeckMode::Open => 1,
            DeckMode::Conquest { decks } | DeckMode::Duel { decks } => decks as usize,
        }
    }
}

/// The body of `POST /api/tournaments`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct NewTournament {
    /// Its name (1 to 80 characters).
    pub name: String,
    /// The game.
    pub game: String,
    /// The game version it is played at, where the game has versions (gitcg: `"5.8"`);
    /// statistics can be asked for by version.
    #[serde(default)]
    pub version: Option<String>,
    /// Swiss or elimination.
    pub format: Format,
    /// Games per series: 1, 3, 5 or 7.
    pub best_of: u8,
    /// Games in the final of an elimination (default: `best_of`).
    #[serde(default)]
    pub final_best_of: Option<u8>,
    /// Open, Conquest or Duel.
    pub deck_mode: DeckMode,
    /// The games' clocks (`None`: no clocks).
    #[serde(default)]
    pub clock: Option<ClockOptions>,
    /// Who may watch its games.
    #[serde(default)]
    pub spectators: SpectatorPolicy,
    /// Registration opens (ms since the Unix epoch; default: now).
    #[serde(default)]
    pub registration_opens_ms: Option<i64>,
    /// Registration closes (default: when the organizer starts the tournament).
    #[serde(default)]
    pub registration_closes_ms: Option<i64>,
    /// At most this many players (2 to 256).
    pub cap: u16,
    /// Seconds spectators see the games behind the players (0: live).
    #[serde(default)]
    pub broadcast_delay_secs: u32,
    /// Seconds each player has for the Conquest ban step before one is drawn for them
    /// (default 60).
    #[serde(default)]
    pub ban_secs: Option<u32>,
    /// How the server's bots play the seats of entrants played by bots (default `greedy`).
    #[serde(default)]
    pub bot_level: Option<BotLevel>,
    /// Seconds a game waits for its players to be connected (and in no other room) before
    /// the absent side loses it (default 120).
    #[serde(default)]
    pub no_show_secs: Option<u32>,
}

/// The body of `POST /api/tournaments/{id}/register`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Registration {
    /// The decks, as many as the deck mode takes.
    pub decks: Vec<DeckChoice>,
    /// Let the server's bot play this account's games (the entrant is marked as a bot);
    /// otherwise the account's player is seated in each game when connected.
    #[serde(default)]
    pub bot: bool,
}

/// The body of `POST /api/tournaments/{id}/bots`: bot entrants (no account) the organizer adds.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BotEntrants {
    /// How many.
    pub count: u16,
    /// Each bot's decks (default: the game's presets, as many as the mode takes, sharing no
    /// character where the mode asks it).
    #[serde(default)]
    pub decks: Vec<DeckChoice>,
}

/// The body of `POST /api/tournaments/{id}/ban`: the opponent's deck banned, by its position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ban {
    /// The position of the opponent's deck in their registration.
    pub deck: u8,
}

/// The body of `POST /api/tournaments/{id}/deck`: the deck (its position in the player's
/// registration) the player plays in their series' next game, if the mode's rules allow it
/// then.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeckPick {
    /// The deck's position.
    pub deck: u8,
}

/// The body of the organizer's game actions: `…/award`, `…/reseat`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameAction {
    /// The series' round (from 1).
    pub round: u16,
    /// The series' table in the round (from 0).
    pub table: u16,
    /// For `award`: the player who wins it.
    #[serde(default)]
    pub winner: Option<String>,
    /// For `award`: the whole series (else the game being played).
    #[serde(default)]
    pub series: bool,
}

/// The body of `…/disqualify`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Disqualification {
    /// The player.
    pub player: String,
    /// Why (shown in the audit log).
    #[serde(default)]
    pub reason: String,
}

/// Where a tournament is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// Players register.
    Registration,
    /// Games are played.
    Running,
    /// The organizer paused it: no new game starts.
    Paused,
    /// Over.
    Finished,
}

/// A player of a tournament.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Entrant {
    /// The account's name, or the bot's.
    pub name: String,
    /// Played by the server's bot.
    pub bot: bool,
    /// The rating it was seeded by.
    pub rating: f64,
    /// Its decks (shown once the tournament has started: they are locked then).
    pub decks: Vec<serde_json::Value>,
    /// Disqualified by the organizer.
    pub disqualified: bool,
}

/// One game of a series.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeriesGame {
    /// Its match (spectate it, or read it in the history).
    pub match_id: String,
    /// The deck each side plays, by position in its registration (`a` then `b`).
    pub decks: [u8; 2],
    /// `live`, `finished`, `awarded` or `void` (reseated or re-paired).
    pub status: String,
    /// The player who won it (none: live, drawn or void).
    pub winner: Option<String>,
}

/// A series between two players (or a bye).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Series {
    /// The table (from 0).
    pub table: u16,
    /// The first player.
    pub a: String,
    /// The second (none: a bye for `a`).
    pub b: Option<String>,
    /// Games it is played to win, at most.
    pub best_of: u8,
    /// The deck each side banned of the other's (Conquest: `a`'s ban, `b`'s ban).
    pub bans: [Option<u8>; 2],
    /// When the ban step ends (ms since the Unix epoch), while it lasts.
    pub bans_due_ms: Option<i64>,
    /// Games won, `a` then `b`.
    pub wins: [u8; 2],
    /// Its games.
    pub games: Vec<SeriesGame>,
    /// Who won it, once decided.
    pub winner: Option<String>,
    /// Decided without a winner (a drawn Swiss series).
    pub drawn: bool,
    /// Decided by the organizer.
    pub awarded: bool,
}

/// A round's series.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Round {
    /// From 1.
    pub number: u16,
    /// Its series.
    pub series: Vec<Series>,
}

/// A player's line in the standings, best first.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Standing {
    /// 1 for the first.
    pub rank: u16,
    /// The player.
    pub player: String,
    /// Series won (a bye counts), one each; a drawn series a half.
    pub points: f64,
    /// Swiss: the sum of the opponents' points.
    pub buchholz: f64,
    /// Series won, lost, drawn.
    pub won: u16,
    /// Series lost.
    pub lost: u16,
    /// Series drawn.
    pub drawn: u16,
    /// Games won.
    pub games_won: u16,
    /// Elimination: still in.
    pub alive: bool,
}

/// An entry of the audit log.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AuditEntry {
    /// Its position (from 1).
    pub seq: u32,
    /// When (ms since the Unix epoch).
    pub at_ms: i64,
    /// Who: an account's name, or `server`.
    pub actor: String,
    /// What (`created`, `registered`, `withdrew`, `started`, `paired`, `banned`,
    /// `game_started`, `game_finished`, `series_decided`, `paused`, `resumed`, `awarded`,
    /// `disqualified`, `repaired`, `reseated`, `finished`).
    pub action: String,
    /// The details, in words.
    pub detail: String,
}

/// A tournament, as everyone sees it (`GET /api/tournaments/{id}`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Tournament {
    /// Its id.
    pub id: String,
    /// The organizer's name.
    pub organizer: String,
    /// Where it is.
    pub status: Status,
    /// Its settings.
    pub settings: NewTournament,
    /// The players, in registration order.
    pub players: Vec<Entrant>,
    /// The rounds so far (an elimination's rounds are its bracket).
    pub rounds: Vec<Round>,
    /// The standings.
    pub standings: Vec<Standing>,
    /// Games being played now (their match ids).
    pub live: Vec<String>,
    /// Games over (their match ids), for replays.
    pub finished: Vec<String>,
    /// The winner, once over.
    pub winner: Option<String>,
    /// The audit log (omitted from the list).
    pub audit: Vec<AuditEntry>,
}

/// A line of the list (`GET /api/tournaments`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TournamentSummary {
    /// Its id.
    pub id: String,
    /// Its name.
    pub name: String,
    /// The game.
    pub game: String,
    /// The organizer's name.
    pub organizer: String,
    /// Where it is.
    pub status: Status,
    /// Players registered.
    pub players: u16,
    /// The cap.
    pub cap: u16,
}

/// One unit's figures in `GET /api/stats/{game}`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct UnitStats {
    /// The unit: a character's or card's id, a team's ids joined by `+` (sorted).
    pub id: String,
    /// Games whose decks held it (counted once per deck).
    pub games: u32,
    /// Of those, won by the deck.
    pub wins: u32,
    /// Share of the decks played that held it.
    pub usage: f64,
    /// `wins / games`.
    pub win_rate: f64,
}

/// The body of `GET /api/stats/{game}`: most used first.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Stats {
    /// The game.
    pub game: String,
    /// Games counted (finished, not aborted).
    pub games: u32,
    /// Decks counted (a seat each game).
    pub decks: u32,
    /// Characters (gitcg; the deck's `characters` in any game that has them).
    pub characters: Vec<UnitStats>,
    /// Cards (gitcg: action cards).
    pub cards: Vec<UnitStats>,
    /// Teams: the three characters of a deck together.
    pub teams: Vec<UnitStats>,
}

/// A refusal's code.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TournamentErrorCode {
    /// 400: the body is not the JSON the endpoint takes.
    BadBody,
    /// 400: the settings do not make a tournament (the message says which).
    BadSettings,
    /// 400: a deck breaks the game's deck rules or the mode's.
    BadDeck,
    /// 401: no bearer token, or one that is unknown, expired or revoked.
    BadSession,
    /// 403: only the organizer may do this.
    NotOrganizer,
    /// 404: no such tournament, player or series.
    NotFound,
    /// 409: registration is not open (before the window, after it, or started).
    RegistrationClosed,
    /// 409: the tournament is full.
    Full,
    /// 409: the account is registered already.
    AlreadyRegistered,
    /// 409: the account is not registered.
    NotRegistered,
    /// 409: no ban of yours is due in this series now, or that deck cannot be banned.
    BanOutOfTurn,
    /// 409: the tournament is not where this action can be taken (the message says why).
    BadState,
    /// 503: the server runs without storage.
    NoStorage,
    /// 500: something failed on the server's side.
    Internal,
}

impl TournamentErrorCode {
    /// The HTTP status this refusal is answered with.
    pub fn status(self) -> u16 {
        use TournamentErrorCode::*;
        match self {
            BadBody | BadSettings | BadDeck => 400,
            BadSession => 401,
            NotOrganizer => 403,
            NotFound => 404,
            RegistrationClosed | Full | AlreadyRegistered | NotRegistered | BanOutOfTurn
            | BadState => 409,
            NoStorage => 503,
            Internal => 500,
        }
    }
}

/// A refusal of the tournament API.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TournamentError {
    /// What kind.
    pub code: TournamentErrorCode,
    /// For people.
    pub message: String,
}
