//! The envelope: every message between a client and the server, tagged by `type`.
//!
//! Game-specific payloads (an action, a view, events, legal actions) travel as JSON values whose
//! shape is given by the game's own module ([`crate::gitcg`] for Genius Invokation). The server
//! hosts games without knowing their types; clients deserialise the payloads into the game's
//! types.

use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;
use serde_json::Value;

use crate::{BotLevel, DecisionKind, Outcome, Seat, Viewer};

/// A game payload that is already JSON text (a view, an event, a legal action). The server
/// writes the game's JSON into messages without rebuilding it; clients parse it into the
/// game's types with [`RawJson::parse`].
#[derive(Clone, Debug)]
pub struct RawJson(Box<RawValue>);

impl RawJson {
    /// Serialises `t` once.
    pub fn of<T: Serialize + ?Sized>(t: &T) -> RawJson {
        // Wire types are plain data with string keys; serialising them cannot fail, and
        // `null` is a valid fallback that is never reached.
        RawJson(serde_json::value::to_raw_value(t).unwrap_or_else(|_| RawValue::NULL.to_owned()))
    }

    /// Takes JSON text as it is (checked to be one JSON value).
    pub fn from_text(text: String) -> serde_json::Result<RawJson> {
        RawValue::from_string(text).map(RawJson)
    }

    /// The JSON text.
    pub fn get(&self) -> &str {
        self.0.get()
    }

    /// Parses the payload into a type (a game's view, event or action, or a `Value`).
    pub fn parse<T: serde::de::DeserializeOwned>(&self) -> serde_json::Result<T> {
        serde_json::from_str(self.0.get())
    }
}

impl PartialEq for RawJson {
    /// Equal JSON, whatever the key order or spacing.
    fn eq(&self, other: &Self) -> bool {
        self.get() == other.get()
            || matches!(
                (self.parse::<Value>(), other.parse::<Value>()),
                (Ok(a), Ok(b)) if a == b
            )
    }
}

impl Serialize for RawJson {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(s)
    }
}

impl<'de> Deserialize<'de> for RawJson {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        // Inside tagged messages serde buffers the content, which raw values cannot come
        // from; going through a `Value` works everywhere.
        let v = Value::deserialize(d)?;
        serde_json::value::to_raw_value(&v)
            .map(RawJson)
            .map_err(serde::de::Error::custom)
    }
}

/// The protocol version spoken by this crate. `hello` must carry it.
pub const PROTOCOL_VERSION: u32 = 1;

/// Who may spectate a room's match. Each level includes the ones before it.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
#[serde(rename_all = "snake_case")]
pub enum SpectatorPolicy {
    /// Nobody.
    None,
    /// Spectators behind a seat, if that seat's player allows it.
    #[default]
    BehindSeat,
    /// Also the referee view: both hands and both dice pools.
    Referee,
}

/// A room's clock settings (the gitcg online mode by default). All times in milliseconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct ClockOptions {
    /// Per-decision allowance.
    pub decision_ms: u64,
    /// Round reserve in round 1.
    pub first_round_reserve_ms: u64,
    /// Round reserve in later rounds.
    pub reserve_ms: u64,
    /// Limit for the opening-hand switch.
    pub switch_hand_ms: u64,
    /// Limit for each reroll.
    pub reroll_ms: u64,
    /// Timeouts in a row that forfeit the match.
    pub forfeit_after: u8,
}

impl Default for ClockOptions {
    fn default() -> Self {
        ClockOptions {
            decision_ms: 25_000,
            first_round_reserve_ms: 45_000,
            reserve_ms: 60_000,
            switch_hand_ms: 40_000,
            reroll_ms: 40_000,
            forfeit_after: 3,
        }
    }
}

/// The most thinking time per decision a room may give its bots, in milliseconds.
pub const MAX_BOT_THINK_MS: u32 = 5_000;

/// Options of a room.
///
/// The table is one of the game's setups ([`GameInfo::setups`]): named by `setup`, or found by
/// `seats` (the first setup with that many seats), or the game's first setup when neither is
/// given. The room echoes the options resolved: `seats` and `setup` both filled, and `teams`
/// holding each seat's team unless they are drawn at random.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct RoomOptions {
    /// Number of seats (0: the setup's).
    pub seats: u8,
    /// The setup's id (`one_v_one`, `two_v_two`, …; `None`: found from `seats`).
    pub setup: Option<String>,
    /// The team of each seat, seat 0 first: any arrangement of the setup's teams (empty: the
    /// setup's own seating).
    pub teams: Vec<u8>,
    /// Draw the teams at random when the match starts (from the match's seeded generator),
    /// instead of by seat; only for setups whose teams have more than one seat.
    pub random_teams: bool,
    /// Clock settings; `None` plays without clocks.
    pub clock: Option<ClockOptions>,
    /// Who may spectate.
    pub spectators: SpectatorPolicy,
    /// Listed in the lobby (public) or joined only by code (private).
    pub public: bool,
    /// Seats taken by server-side bots.
    pub bot_seats: Vec<u8>,
    /// The level of each bot seat, in the order of `bot_seats` (empty: every bot plays at
    /// `search`, the strongest). The room echoes one level per bot seat, in seat order.
    pub bot_levels: Vec<BotLevel>,
    /// The preset deck of each bot seat, in the order of `bot_seats` (empty: every bot plays
    /// the game's own bot deck; Summoner Wars: the faction to play against). The room echoes
    /// one name per bot seat, in seat order.
    pub bot_decks: Vec<String>,
    /// Milliseconds each bot may think per decision (0: the server's default, its
    /// `--bot-think-ms`); at most [`MAX_BOT_THINK_MS`]. A bot answers before its clock runs
    /// out whatever this says.
    pub bot_think_ms: u32,
    /// Whether decks must follow the game's construction rules.
    pub deck_rules: bool,
    /// A rated match (quick match's rated queue only: rooms cannot ask for it): every seat is
    /// an account, and the end moves their ratings.
    #[serde(skip_serializing_if = "is_false")]
    pub rated: bool,
    /// The game version the match is played at, one of [`GameInfo::versions`] (`None`: the
    /// game's default, its newest; games without versions take none). The room echoes the
    /// version resolved.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub version: Option<String>,
}

/// Whether a flag is off (left out of messages: older clients never see it).
fn is_false(b: &bool) -> bool {
    !*b
}

impl Default for RoomOptions {
    fn default() -> Self {
        RoomOptions {
            seats: 0,
            setup: None,
            teams: Vec::new(),
            random_teams: false,
            clock: Some(ClockOptions::default()),
            spectators: SpectatorPolicy::BehindSeat,
            public: true,
            bot_seats: Vec::new(),
            bot_levels: Vec::new(),
            bot_decks: Vec::new(),
            bot_think_ms: 0,
            deck_rules: true,
            rated: false,
            version: None,
        }
    }
}

/// How a player names a deck.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DeckChoice {
    /// A preset deck by name.
    Preset(String),
    /// A deck in the game's own format (gitcg: `{characters, cards}`).
    Cards(Value),
    /// A deck share code (gitcg: the game's own 牌组码).
    Code(String),
    /// One of the logged-in player's saved decks, by name (`/api/decks`). The server reads it
    /// and resolves the deck saved; games never see this form.
    Saved(String),
}

/// What a spectator asks to see.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SpectateAs {
    /// Exactly what one seat sees.
    Behind(Seat),
    /// The referee view.
    Referee,
}

/// The `type` of every client message, to tell an unknown type from a malformed message.
pub const CLIENT_TYPES: &[&str] = &[
    "hello",
    "list_rooms",
    "create_room",
    "join_room",
    "quick_match",
    "leave",
    "ready",
    "action",
    "spectate",
    "kick_spectator",
    "set_room_options",
    "ping",
    "list_cards",
    "resync",
];

/// Messages from a client.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ClientMsg {
    /// The first message: protocol version, a display name, and a token to resume a session.
    Hello {
        /// Must equal [`PROTOCOL_VERSION`].
        protocol_version: u32,
        /// Display name.
        #[serde(default)]
        name: Option<String>,
        /// A token from an earlier `welcome`, to take the seat back.
        #[serde(default)]
        resume_token: Option<String>,
        /// A session token from `POST /api/sessions`: play as that account, under its name.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        session: Option<String>,
        /// How this connection wants updates after each match's first (`full`: each one
        /// whole, the default; `changes`: `update_changes`).
        #[serde(default, skip_serializing_if = "UpdateForm::is_full")]
        updates: UpdateForm,
    },
    /// List public rooms (of one game, or all).
    ListRooms {
        /// Only rooms of this game.
        #[serde(default)]
        game: Option<String>,
    },
    /// Create a room and sit in its first free seat.
    CreateRoom {
        /// The game (`gitcg`, …).
        game: String,
        /// Room options.
        #[serde(default)]
        options: RoomOptions,
    },
    /// Join a room by id or by its join code.
    JoinRoom {
        /// Room id.
        #[serde(default)]
        room: Option<String>,
        /// Join code of a private room.
        #[serde(default)]
        code: Option<String>,
        /// The free seat to take, which chooses the team where teams go by seat (`None`: the
        /// first free seat).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        seat: Option<Seat>,
    },
    /// Wait for a match of a game and setup: it starts as soon as enough players wait for the
    /// same one (teams by seat, in the order they came).
    QuickMatch {
        /// The game.
        game: String,
        /// The deck to play.
        deck: DeckChoice,
        /// The setup's id (`None`: the game's first setup).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        setup: Option<String>,
        /// The rated queue (accounts only): the match moves the players' ratings.
        #[serde(default, skip_serializing_if = "is_false")]
        rated: bool,
    },
    /// Leave the current room or the quick-match queue. In a running match this forfeits your
    /// seat: in a two-seat game the match ends; where the others play on, your seat is out
    /// and you hear no more of that match.
    Leave,
    /// Ready with a deck; the match starts when every seat is ready.
    Ready {
        /// The deck.
        deck: DeckChoice,
    },
    /// A game action in a running match.
    Action {
        /// The match.
        match_id: String,
        /// The match version the action was decided on.
        version: u64,
        /// A client-chosen id; a retry with the same id gets the earlier result.
        action_id: String,
        /// The game's action (gitcg: [`crate::gitcg::Action`]).
        action: Value,
    },
    /// Watch a running match.
    Spectate {
        /// The match.
        match_id: String,
        /// Behind a seat, or as referee.
        #[serde(rename = "as")]
        view: SpectateAs,
    },
    /// Remove a spectator from your match; they cannot come back to it.
    KickSpectator {
        /// The match.
        match_id: String,
        /// The spectator's player id.
        spectator: String,
    },
    /// Change your own settings for the room you sit in.
    SetRoomOptions {
        /// Whether spectators may watch from behind your seat.
        allow_spectators: bool,
    },
    /// Keep-alive; answered by `pong`.
    Ping {
        /// Echoed back.
        #[serde(default)]
        nonce: u64,
    },
    /// Every card a game implements, for deck builders; answered by `cards`.
    ListCards {
        /// The game.
        game: String,
    },
    /// Send the match's state whole again (a client taking `update_changes` whose changes do
    /// not fit what it holds); answered by an `update`, after which changes resume from it.
    Resync {
        /// The match you play or watch.
        match_id: String,
    },
}

impl ClientMsg {
    /// Reads a client message from its text: what `serde_json::from_str` reads, faster for
    /// the message a client sends most (`action`, written with its type first, as every
    /// client in the project writes it). A tagged enum is read by first copying every member
    /// into a buffer of its own to find the tag; an action's members are read straight into
    /// their places instead. Anything else, or an action that does not read so, goes the
    /// general way (which says what is wrong with it).
    pub fn from_text(text: &str) -> serde_json::Result<ClientMsg> {
        #[derive(Deserialize)]
        struct ActionMsg {
            match_id: String,
            version: u64,
            action_id: String,
            action: Value,
        }
        if text.starts_with(r#"{"type":"action","#) {
            if let Ok(m) = serde_json::from_str::<ActionMsg>(text) {
                return Ok(ClientMsg::Action {
                    match_id: m.match_id,
                    version: m.version,
                    action_id: m.action_id,
                    action: m.action,
                });
            }
        }
        serde_json::from_str(text)
    }
}

/// How a connection wants a match's updates after the first (see [`crate::changes`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum UpdateForm {
    /// Every update whole.
    #[default]
    Full,
    /// The first update whole, then `update_changes`.
    Changes,
}

impl UpdateForm {
    /// Whether it is the default, every update whole.
    pub fn is_full(&self) -> bool {
        *self == UpdateForm::Full
    }
}

/// A stable error code. The message beside it is for people; programs read the code.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    /// The frame is not JSON.
    BadJson,
    /// The message has no known `type`.
    UnknownType,
    /// The message's fields do not fit its type.
    BadMessage,
    /// `hello` must come first.
    HelloRequired,
    /// The protocol versions differ.
    ProtocolVersion,
    /// The resume token is unknown or expired.
    BadToken,
    /// No such room, match or spectator.
    NotFound,
    /// The room has no free seat.
    RoomFull,
    /// You are already in a room.
    AlreadyInRoom,
    /// You are not in a room or match that allows this.
    NotInRoom,
    /// No such game.
    UnknownGame,
    /// The room options are not valid.
    BadOptions,
    /// The deck was refused; the message says which card breaks which rule.
    BadDeck,
    /// Not your decision now.
    NotYourTurn,
    /// The action breaks the rules (the reason code is in `reason`).
    IllegalAction,
    /// The action was decided on an older version of the match.
    StaleVersion,
    /// The action is not a valid action of this game.
    MalformedAction,
    /// Spectators cannot act.
    SpectatorCannotAct,
    /// Spectating is not allowed there.
    SpectatingForbidden,
    /// You were removed from this match's spectators.
    Kicked,
    /// Too many messages; slow down.
    RateLimited,
    /// The frame is larger than the limit.
    FrameTooLarge,
    /// Another connection took over this session.
    Replaced,
    /// The match already ended.
    MatchOver,
    /// The server is shutting down or draining.
    ShuttingDown,
    /// The match or the session moved to another node of the cluster while this message was
    /// on its way, and it was not applied: reconnect (with the resume token, to any node) and
    /// send it again.
    MatchMoved,
    /// `hello` named a registered account's name without its session: log in, or choose
    /// another name.
    NameTaken,
    /// `hello`'s session token is unknown, expired or revoked.
    BadSession,
    /// Only a logged-in player may do this (the rated queue, a saved deck).
    AccountRequired,
    /// Something failed on the server's side.
    Internal,
}

impl ErrorCode {
    /// Every code (the server's metrics list each one from the start, at zero).
    pub const ALL: [ErrorCode; 30] = [
        ErrorCode::BadJson,
        ErrorCode::UnknownType,
        ErrorCode::BadMessage,
        ErrorCode::HelloRequired,
        ErrorCode::ProtocolVersion,
        ErrorCode::BadToken,
        ErrorCode::NotFound,
        ErrorCode::RoomFull,
        ErrorCode::AlreadyInRoom,
        ErrorCode::NotInRoom,
        ErrorCode::UnknownGame,
        ErrorCode::BadOptions,
        ErrorCode::BadDeck,
        ErrorCode::NotYourTurn,
        ErrorCode::IllegalAction,
        ErrorCode::StaleVersion,
        ErrorCode::MalformedAction,
        ErrorCode::SpectatorCannotAct,
        ErrorCode::SpectatingForbidden,
        ErrorCode::Kicked,
        ErrorCode::RateLimited,
        ErrorCode::FrameTooLarge,
        ErrorCode::Replaced,
        ErrorCode::MatchOver,
        ErrorCode::ShuttingDown,
        ErrorCode::MatchMoved,
        ErrorCode::NameTaken,
        ErrorCode::BadSession,
        ErrorCode::AccountRequired,
        ErrorCode::Internal,
    ];

    /// The code as it appears on the wire.
    pub fn as_str(self) -> &'static str {
        match self {
            ErrorCode::BadJson => "bad_json",
            ErrorCode::UnknownType => "unknown_type",
            ErrorCode::BadMessage => "bad_message",
            ErrorCode::HelloRequired => "hello_required",
            ErrorCode::ProtocolVersion => "protocol_version",
            ErrorCode::BadToken => "bad_token",
            ErrorCode::NotFound => "not_found",
            ErrorCode::RoomFull => "room_full",
            ErrorCode::AlreadyInRoom => "already_in_room",
            ErrorCode::NotInRoom => "not_in_room",
            ErrorCode::UnknownGame => "unknown_game",
            ErrorCode::BadOptions => "bad_options",
            ErrorCode::BadDeck => "bad_deck",
            ErrorCode::NotYourTurn => "not_your_turn",
            ErrorCode::IllegalAction => "illegal_action",
            ErrorCode::StaleVersion => "stale_version",
            ErrorCode::MalformedAction => "malformed_action",
            ErrorCode::SpectatorCannotAct => "spectator_cannot_act",
            ErrorCode::SpectatingForbidden => "spectating_forbidden",
            ErrorCode::Kicked => "kicked",
            ErrorCode::RateLimited => "rate_limited",
            ErrorCode::FrameTooLarge => "frame_too_large",
            ErrorCode::Replaced => "replaced",
            ErrorCode::MatchOver => "match_over",
            ErrorCode::ShuttingDown => "shutting_down",
            ErrorCode::MatchMoved => "match_moved",
            ErrorCode::NameTaken => "name_taken",
            ErrorCode::BadSession => "bad_session",
            ErrorCode::AccountRequired => "account_required",
            ErrorCode::Internal => "internal",
        }
    }
}

/// An error as sent to a client.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ErrorBody {
    /// Stable code.
    pub code: ErrorCode,
    /// For people.
    pub message: String,
    /// The game's own reason code for illegal actions (`not_enough_dice`, …).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
}

/// A seat of a room as the lobby shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatInfo {
    /// The seat.
    pub seat: Seat,
    /// Who sits there.
    pub player: Option<String>,
    /// The player's id.
    pub player_id: Option<String>,
    /// A server-side bot.
    pub bot: bool,
    /// Ready with a deck.
    pub ready: bool,
    /// Allows spectators behind this seat.
    pub allow_spectators: bool,
    /// The seat's team (`None` while teams wait to be drawn at the start of the match).
    #[serde(default)]
    pub team: Option<u8>,
}

/// A room as the lobby shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoomInfo {
    /// Room id.
    pub id: String,
    /// Join code (only shown to members of a private room).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub code: Option<String>,
    /// The game.
    pub game: String,
    /// Options.
    pub options: RoomOptions,
    /// Seats.
    pub seats: Vec<SeatInfo>,
    /// The running match, once started.
    pub match_id: Option<String>,
    /// Number of spectators of the running match.
    pub spectators: u32,
}

/// A decision a seat faces now, with its clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DecisionInfo {
    /// Who decides.
    pub seat: Seat,
    /// What.
    pub kind: DecisionKind,
    /// Milliseconds left before the server answers for the seat (absent without clocks).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deadline_ms: Option<u64>,
    /// Milliseconds of round reserve left (absent without clocks).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reserve_ms: Option<u64>,
}

/// One of your options the rules refuse now, with the reason, so a client can show it greyed
/// instead of hiding it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Unavailable {
    /// The action as it would be sent, with an empty payment (gitcg:
    /// `{"action":"use_skill","skill":…,"dice":[]}` or `{"action":"play_card","card":…,…}`;
    /// Summoner Wars: the action that would play the card from hand).
    pub action: RawJson,
    /// The game's stable reason code, as an illegal action would get it (`not_enough_dice`, …).
    pub code: String,
    /// The reason in words (`not enough dice: needs 2 Cryo, 1 held`).
    pub reason: String,
}

/// A spectator as the players see them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SpectatorInfo {
    /// Their player id (used to kick them).
    pub id: String,
    /// Display name.
    pub name: String,
    /// What they see.
    #[serde(rename = "as")]
    pub view: SpectateAs,
}

/// Messages from the server.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMsg {
    /// Answer to `hello`.
    Welcome {
        /// The server's protocol version.
        protocol_version: u32,
        /// Your player id.
        player_id: String,
        /// Your display name.
        name: String,
        /// Present this in a later `hello` to resume the session.
        resume_token: String,
        /// Whether an earlier session was resumed.
        resumed: bool,
        /// The account you play as (its name as registered), when `hello` gave a session.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        account: Option<String>,
    },
    /// Public rooms.
    Rooms {
        /// The rooms.
        rooms: Vec<RoomInfo>,
    },
    /// The room you are in changed.
    Room {
        /// The room.
        room: RoomInfo,
    },
    /// A match you play or watch started (or you rejoined it). A seat that is out of a match
    /// that goes on (Project Confix: dead) gets it again with `viewer` a spectator behind that
    /// seat: from then on it watches, with no decisions, until the match ends.
    MatchStarted {
        /// The match.
        match_id: String,
        /// The game.
        game: String,
        /// How you see it.
        viewer: Viewer,
        /// The team of each seat, seat 0 first (seats playing alone: their own number).
        #[serde(default)]
        teams: Vec<u8>,
        /// The game version the match is played at (games with versions).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        game_version: Option<String>,
    },
    /// The current state for you: your view, what happened since the last update, who must
    /// decide and by when, and (if you decide) your legal actions.
    Update {
        /// The match.
        match_id: String,
        /// Rises by one per applied action.
        version: u64,
        /// Your view (gitcg: [`crate::gitcg::View`]).
        view: RawJson,
        /// Events since your last update, your copy.
        events: Vec<RawJson>,
        /// Pending decisions with deadlines.
        decisions: Vec<DecisionInfo>,
        /// Your legal actions, when you must decide; each is ready to send as is.
        legal_actions: Vec<RawJson>,
        /// In your turn's main decision, your options the rules refuse now, each with why.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        unavailable: Vec<Unavailable>,
    },
    /// An update as changes (for a connection that asked for them in `hello`): what an
    /// `update` of this version would say, as the changes from the previous update's state
    /// ([`crate::changes::UpdateState`]: view, decisions, legal actions, unavailable options)
    /// and the events since it.
    ///
    /// It carries no match id: a connection follows one match at a time, and these continue
    /// the match of the last whole `update` it was sent.
    UpdateChanges {
        /// Rises by one per applied action.
        version: u64,
        /// The version of the update the changes apply to (the last one sent to you).
        base: u64,
        /// Your action this update follows from, when it was accepted: no `action_result`
        /// is sent for it (a refused action still gets one).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        action_id: Option<String>,
        /// Events since your last update, your copy.
        events: Vec<RawJson>,
        /// `[[path, value], …]`: each value replaces what the path (object keys and list
        /// indices from the state's root) leads to, in order.
        changes: RawJson,
    },
    /// The result of your action.
    ActionResult {
        /// The match.
        match_id: String,
        /// Your action id.
        action_id: String,
        /// Whether it was applied.
        ok: bool,
        /// The match version after it.
        version: u64,
        /// Why it was refused.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        error: Option<ErrorBody>,
    },
    /// Something you sent was refused.
    Error {
        /// What went wrong.
        #[serde(flatten)]
        error: ErrorBody,
        /// The action id, for actions.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        action_id: Option<String>,
    },
    /// The match ended.
    MatchOver {
        /// The match.
        match_id: String,
        /// The result.
        outcome: Outcome,
        /// Final version.
        version: u64,
        /// A rated match: each seat's rating before and after it (stored with the result
        /// before this is sent). Left out otherwise.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        ratings: Vec<crate::accounts::SeatRating>,
    },
    /// Who watches your match.
    Spectators {
        /// The match.
        match_id: String,
        /// The spectators.
        spectators: Vec<SpectatorInfo>,
    },
    /// Answer to `ping`.
    Pong {
        /// The ping's nonce.
        nonce: u64,
    },
    /// Answer to `list_cards` (gitcg: [`crate::gitcg::CardCatalog`]).
    Cards {
        /// The game.
        game: String,
        /// The card list.
        cards: RawJson,
    },
    /// A seat's clock ran out and the rules answered for it. Every seat and spectator of the
    /// match gets it, after the answer is stored and just before the `update` that shows it.
    TimedOut {
        /// The match.
        match_id: String,
        /// The match version after the answer (the version of the `update` that follows).
        version: u64,
        /// Whose clock ran out.
        seat: Seat,
        /// The decision that ran out.
        decision: DecisionKind,
        /// What the rules did.
        ruling: TimeoutRuling,
        /// The action the server played for the seat (the game's timeout action), in the
        /// copies of those who may see that seat's secrets (the seat itself, spectators behind
        /// it, the referee); `null` in the others' copies and after a forfeit.
        action: Option<RawJson>,
        /// The seat's timeouts in a row, this one included.
        timeouts_in_row: u8,
        /// How many more timeouts in a row forfeit the match: 1 means the next one does, 0
        /// that this one did.
        timeouts_left: u8,
    },
    /// Something every connected player should know, such as a coming restart.
    Notice {
        /// What kind of notice.
        code: NoticeCode,
        /// For people.
        message: String,
        /// When it takes effect, in seconds from now, if it has a time.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        within_secs: Option<u64>,
    },
}

/// What the rules did when a seat's clock ran out ([`ServerMsg::TimedOut`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TimeoutRuling {
    /// The server played the game's answer for the seat (gitcg: declare the end of the round,
    /// keep the hand, keep the dice, the first living character, the first option).
    DefaultAction,
    /// The seat ran out of time too often in a row and forfeits; `match_over` follows.
    Forfeit,
}

/// The kind of a [`ServerMsg::Notice`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NoticeCode {
    /// The server is restarting: no new match starts; running matches go on until they end or
    /// the server stops, and unfinished ones resume after the restart.
    Draining,
    /// The operator disabled your account: its sessions end and this connection closes.
    AccountDisabled,
    /// A message from the operator (to everyone, or to the players and spectators of one
    /// match); `message` is the operator's text.
    Operator,
    /// The operator removed you from the server: out of your room or match (a running match
    /// is forfeited), and this connection closes.
    Kicked,
    /// The operator closed your room (before its match started); you are out of it.
    RoomClosed,
}

/// One way to seat a game's match: how many seats, and the teams they play in.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SetupInfo {
    /// The id `create_room` and `quick_match` name it by (`one_v_one`, `two_v_two`, …).
    pub id: String,
    /// Display name (`2 vs 2`).
    pub name: String,
    /// Seats.
    pub seats: u8,
    /// The team of each seat when teams go by seat, seat 0 first (every seat alone: 0, 1, …).
    pub teams: Vec<u8>,
    /// Whether the teams may be drawn at random instead (only where a team has several seats).
    pub random_teams: bool,
}

/// A hosted game, as `GET /api/games` lists it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameInfo {
    /// The id used in `create_room`.
    pub id: String,
    /// Display name.
    pub name: String,
    /// Seats of its first setup (what a room has unless its options choose another).
    pub seats: u8,
    /// Every setup a room may choose, the default first (two-seat games: one, `one_v_one`).
    #[serde(default)]
    pub setups: Vec<SetupInfo>,
    /// Preset deck names.
    pub presets: Vec<String>,
    /// The game versions a room may choose (`version` in [`RoomOptions`]), the default (the
    /// newest) first; empty for games without versions.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub versions: Vec<String>,
    /// Whether the server's bundled web client has a board for this game (the server sets
    /// it; a game without one is played from other clients).
    #[serde(default)]
    pub web_board: bool,
}

/// A default choice among listed legal actions, for bots and "auto" buttons: skills first
/// (later ones, like bursts, preferred), then cards, then switching, ending the round last;
/// other choices (keep hand, keep dice, first character) take the first option listed. It
/// reads only the action's `action` tag, so it works for any game.
pub fn suggest_action(legal: &[RawJson]) -> Option<&RawJson> {
    #[derive(Deserialize)]
    struct Tag<'a> {
        #[serde(borrow, default)]
        action: &'a str,
    }
    let tags = legal.iter().map(|a| {
        serde_json::from_str::<Tag>(a.get())
            .map(|t| t.action)
            .unwrap_or("")
    });
    suggest_index(tags).map(|i| &legal[i])
}

/// Which of the legal actions [`suggest_action`] takes, from their `action` tags in order.
pub fn suggest_index<'a>(tags: impl IntoIterator<Item = &'a str>) -> Option<usize> {
    let score = |i: usize, tag: &str| -> i64 {
        let i = i as i64;
        match tag {
            "use_skill" => 5_000 + i,
            "play_card" => 3_000 - i,
            "switch" => 1_000 - i,
            "declare_end" | "end_phase" => 10,
            "tune" => 0,
            _ => 2_000 - i,
        }
    };
    tags.into_iter()
        .enumerate()
        .max_by_key(|&(i, tag)| score(i, tag))
        .map(|(i, _)| i)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_suggested_action_is_the_same_from_texts_or_from_tags() {
        let tags = [
            "tune",
            "play_card",
            "use_skill",
            "use_skill",
            "declare_end",
            "play_card",
        ];
        let legal: Vec<RawJson> = tags
            .iter()
            .enumerate()
            .map(|(n, t)| RawJson::of(&serde_json::json!({"action": t, "n": n})))
            .collect();
        // The later skill (a burst) first; without skills, the first card.
        assert_eq!(suggest_index(tags), Some(3));
        assert_eq!(suggest_action(&legal), Some(&legal[3]));
        assert_eq!(
            suggest_index(["tune", "play_card", "play_card", "switch"]),
            Some(1)
        );
        assert_eq!(suggest_index(["declare_end", "tune"]), Some(0));
        assert_eq!(suggest_index([]), None);
    }
}
