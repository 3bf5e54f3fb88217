//! The object-safe wrapper that lets the server host any [`Game`] through JSON.
//!
//! Adding a game touches the engine and the protocol, plus one registry line in the server:
//! every `G: Game` whose wire types are serde types is a [`DynGame`] for free.

use std::any::Any;

use serde::de::DeserializeOwned;
use serde::Deserialize;
use serde::Serialize;
use serde_json::Value;
use tavern_protocol::changes::JsonWriter;
use tavern_protocol::wire::{DecisionInfo, RawJson, Unavailable};

use crate::{Game, Knowledge, Outcome, Pending, RuleError, Seat, SetupError, Viewer, Visible};

/// An action refused by a hosted game, in wire terms.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DynIllegal {
    /// Stable snake_case reason.
    pub code: &'static str,
    /// Readable explanation.
    pub message: String,
    /// Whether the seat simply had no decision to make now.
    pub out_of_turn: bool,
    /// Whether the action did not even parse as this game's action.
    pub malformed: bool,
}

/// What one seat knows of a hosted match ([`Game::knowledge`]), with the game's type erased so
/// that the server can hand it to a bot on another thread. It holds that seat's knowledge and
/// nothing else: a bot given it cannot reach the match's state.
pub struct SeatKnowledge {
    seat: Seat,
    knowledge: Box<dyn Any + Send>,
}

impl std::fmt::Debug for SeatKnowledge {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SeatKnowledge")
            .field("seat", &self.seat)
            .finish_non_exhaustive()
    }
}

impl SeatKnowledge {
    /// Wraps a game's knowledge.
    pub fn new<K: Knowledge>(knowledge: K) -> SeatKnowledge {
        SeatKnowledge {
            seat: knowledge.seat(),
            knowledge: Box::new(knowledge),
        }
    }

    /// Whose knowledge this is.
    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// The game's knowledge, if it is of type `K` (the game's [`Game::Knowledge`]).
    pub fn get<K: Knowledge>(&self) -> Option<&K> {
        self.knowledge.downcast_ref()
    }
}

/// A hosted game seen through JSON. One match task owns one of these.
pub trait DynGame: Send {
    /// Who must decide now, and what.
    fn pending(&self) -> Pending;
    /// The legal actions of `seat`, as JSON text.
    fn legal_actions(&self, seat: Seat) -> Vec<RawJson>;
    /// The options `seat` cannot use in its main turn decision, with the reasons (see
    /// [`Game::unavailable`]).
    fn unavailable(&self, seat: Seat) -> Vec<Unavailable>;
    /// Applies a JSON action; on success returns what happened, each event with its audience.
    fn apply(&mut self, seat: Seat, action: &Value) -> Result<Vec<Visible<RawJson>>, DynIllegal>;
    /// Applies an action given as JSON text and drops what happened: replaying a stored log
    /// (recovery, replays) parses each action once, straight into the game's type, and
    /// serialises no event.
    fn replay(&mut self, seat: Seat, action: &str) -> Result<(), DynIllegal>;
    /// The timeout answer for `seat`, as JSON.
    fn timeout_action(&self, seat: Seat) -> Option<Value>;
    /// The view of `viewer`, as JSON text.
    fn view(&self, viewer: Viewer) -> RawJson;
    /// Writes the text of [`DynGame::view`] into `out` (which notes its nodes as it goes, for
    /// update changes made without scanning the text again).
    fn write_view(&self, viewer: Viewer, out: &mut JsonWriter);
    /// Writes the list of [`DynGame::legal_actions`] into `out`.
    fn write_legal_actions(&self, seat: Seat, out: &mut JsonWriter);
    /// Writes the list of [`DynGame::unavailable`] into `out`.
    fn write_unavailable(&self, seat: Seat, out: &mut JsonWriter);
    /// The result, once over.
    fn outcome(&self) -> Option<Outcome>;
    /// `seat` forfeits (see [`Game::forfeit`]).
    fn forfeit(&mut self, seat: Seat) -> Vec<Visible<RawJson>>;
    /// The team `seat` plays in (see [`Game::team`]).
    fn team(&self, seat: Seat) -> u8;
    /// Whether `seat` still plays (see [`Game::in_play`]).
    fn in_play(&self, seat: Seat) -> bool;
    /// The round number (0 when the game has no rounds).
    fn round(&self) -> u32;
    /// What `seat` knows (see [`Game::knowledge`]), for a bot of that seat.
    fn knowledge(&self, seat: Seat) -> SeatKnowledge;
}

/// Whose options a viewer's update state lists: the seat's legal actions when it has a
/// decision, and its unavailable options in its main turn decision.
#[derive(Clone, Copy, Debug, Default)]
pub struct Options {
    /// The seat whose legal actions are listed (none: an empty list).
    pub legal: Option<Seat>,
    /// The seat whose unavailable options are listed (none: an empty list).
    pub unavailable: Option<Seat>,
}

/// Writes a viewer's [`tavern_protocol::changes::UpdateState`] into `out`, as serde writes that type, straight from the
/// game (its view and options written in place, never as texts of their own first); `out`
/// notes the nodes for [`tavern_protocol::changes::diff_written`].
pub fn write_state(
    game: &dyn DynGame,
    viewer: Viewer,
    decisions: &[DecisionInfo],
    options: Options,
    out: &mut JsonWriter,
) {
    out.clear();
    out.begin_object();
    out.key("view", true);
    game.write_view(viewer, out);
    out.key("decisions", false);
    out.value(decisions);
    out.key("legal_actions", false);
    match options.legal {
        Some(seat) => game.write_legal_actions(seat, out),
        None => out.value(&[] as &[u8]),
    }
    out.key("unavailable", false);
    match options.unavailable {
        Some(seat) => game.write_unavailable(seat, out),
        None => out.value(&[] as &[u8]),
    }
    out.end_object();
}

/// Builds a hosted game of type `G` from a JSON config.
pub fn new_dyn<G>(seed: u64, seats: usize, config: &Value) -> Result<Box<dyn DynGame>, SetupError>
where
    G: Game,
    G::Config: DeserializeOwned,
    G::Action: Serialize + DeserializeOwned,
    G::View: Serialize,
    G::Event: Serialize,
{
    let config: G::Config =
        serde_json::from_value(config.clone()).map_err(|e| SetupError::Config(e.to_string()))?;
    Ok(Box::new(Hosted(G::new(seed, seats, config)?)))
}

struct Hosted<G>(G);

/// An action that is not one of the game's.
fn malformed(e: serde_json::Error) -> DynIllegal {
    DynIllegal {
        code: "malformed_action",
        message: e.to_string(),
        out_of_turn: false,
        malformed: true,
    }
}

/// An action the game refused.
fn refused<G: Game>(e: G::Illegal) -> DynIllegal {
    DynIllegal {
        code: e.code(),
        message: e.to_string(),
        out_of_turn: e.is_out_of_turn(),
        malformed: false,
    }
}

fn to_value<T: Serialize>(t: &T) -> Value {
    // Wire types are plain data with string keys; serialising them cannot fail.
    serde_json::to_value(t).unwrap_or(Value::Null)
}

/// An [`Unavailable`] as the game holds it, written as that type is, without its texts made
/// first.
struct UnavailableOf<'a, G: Game> {
    action: &'a G::Action,
    refusal: &'a G::Illegal,
}

impl<G: Game> Serialize for UnavailableOf<'_, G>
where
    G::Action: Serialize,
{
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut st = s.serialize_struct("Unavailable", 3)?;
        st.serialize_field("action", self.action)?;
        st.serialize_field("code", self.refusal.code())?;
        st.serialize_field("reason", &Displayed(self.refusal))?;
        st.end()
    }
}

/// A value written as the string its `Display` makes.
struct Displayed<'a, T>(&'a T);

impl<T: std::fmt::Display> Serialize for Displayed<'_, T> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self.0)
    }
}

fn to_raw<T: Serialize>(t: &T) -> RawJson {
    RawJson::of(t)
}

fn events_to_json<E: Serialize>(events: Vec<Visible<E>>) -> Vec<Visible<RawJson>> {
    events
        .into_iter()
        .map(|v| match v {
            Visible::Public(e) => Visible::Public(to_raw(&e)),
            Visible::Private {
                owner,
                full,
                others,
            } => Visible::Private {
                owner,
                full: to_raw(&full),
                others: to_raw(&others),
            },
        })
        .collect()
}

impl<G> DynGame for Hosted<G>
where
    G: Game,
    G::Config: DeserializeOwned,
    G::Action: Serialize + DeserializeOwned,
    G::View: Serialize,
    G::Event: Serialize,
{
    fn pending(&self) -> Pending {
        self.0.pending()
    }

    fn legal_actions(&self, seat: Seat) -> Vec<RawJson> {
        let mut v = Vec::new();
        self.0.legal_actions(seat, &mut v);
        v.iter().map(to_raw).collect()
    }

    fn unavailable(&self, seat: Seat) -> Vec<Unavailable> {
        let mut v = Vec::new();
        self.0.unavailable(seat, &mut v);
        v.iter()
            .map(|(action, e)| Unavailable {
                action: to_raw(action),
                code: e.code().to_string(),
                reason: e.to_string(),
            })
            .collect()
    }

    fn apply(&mut self, seat: Seat, action: &Value) -> Result<Vec<Visible<RawJson>>, DynIllegal> {
        // Read from the tree in place (a `Value` is a deserializer by reference), not a copy.
        let action = G::Action::deserialize(action).map_err(malformed)?;
        let mut events = Vec::new();
        self.0
            .apply(seat, action, &mut events)
            .map_err(refused::<G>)?;
        Ok(events_to_json(events))
    }

    fn replay(&mut self, seat: Seat, action: &str) -> Result<(), DynIllegal> {
        let action: G::Action = serde_json::from_str(action).map_err(malformed)?;
        let mut events = Vec::new();
        self.0
            .apply(seat, action, &mut events)
            .map_err(refused::<G>)
    }

    fn timeout_action(&self, seat: Seat) -> Option<Value> {
        self.0.timeout_action(seat).map(|a| to_value(&a))
    }

    fn view(&self, viewer: Viewer) -> RawJson {
        to_raw(&self.0.view(viewer))
    }

    fn write_view(&self, viewer: Viewer, out: &mut JsonWriter) {
        out.value(&self.0.view(viewer));
    }

    fn write_legal_actions(&self, seat: Seat, out: &mut JsonWriter) {
        let mut v = Vec::new();
        self.0.legal_actions(seat, &mut v);
        // An action's text is a function of the action: written once, then copied.
        out.begin_list();
        for (i, action) in v.iter().enumerate() {
            out.element(i == 0);
            out.keyed(&(std::any::TypeId::of::<G>(), action), |w| w.value(action));
        }
        out.end_list();
    }

    fn write_unavailable(&self, seat: Seat, out: &mut JsonWriter) {
        let mut v = Vec::new();
        self.0.unavailable(seat, &mut v);
        // Each option's text is the same whenever the action and the refusal are (the refusal's
        // words are made from it alone): written once, then copied (the writer keys it by both,
        // and by the game).
        out.begin_list();
        for (i, (action, refusal)) in v.iter().enumerate() {
            out.element(i == 0);
            let key = (std::any::TypeId::of::<G>(), action, refusal);
            out.keyed(&key, |w| w.value(&UnavailableOf::<G> { action, refusal }));
        }
        out.end_list();
    }

    fn outcome(&self) -> Option<Outcome> {
        self.0.outcome()
    }

    fn forfeit(&mut self, seat: Seat) -> Vec<Visible<RawJson>> {
        let mut events = Vec::new();
        self.0.forfeit(seat, &mut events);
        events_to_json(events)
    }

    fn team(&self, seat: Seat) -> u8 {
        self.0.team(seat)
    }

    fn in_play(&self, seat: Seat) -> bool {
        self.0.in_play(seat)
    }

    fn round(&self) -> u32 {
        self.0.round()
    }

    fn knowledge(&self, seat: Seat) -> SeatKnowledge {
        SeatKnowledge::new(self.0.knowledge(seat))
    }
}
