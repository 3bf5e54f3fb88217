//! Wire types for Tavern: the vocabulary every game shares and each game's own
//! actions, views and events.
//!
//! # Layout
//! - this file: seats, viewers, outcomes and decision kinds, shared by every game;
//! - [`wire`]: the envelope — every client and server message, error codes, lobby types;
//! - [`accounts`]: the account API's bodies (sign-up, log-in, saved decks, profiles,
//!   leaderboards) and the ratings `match_over` carries;
//! - [`changes`]: `update_changes` — the changes between a viewer's updates, made by the
//!   server from fingerprints of what it sent, applied by clients;
//! - [`gitcg`]: Genius Invokation TCG — ids, dice, actions, views, events, match config;
//! - [`summoner_wars`]: Summoner Wars — cells, card ids, dice faces, actions, views, events;
//! - [`seven_square`]: セブンスクエア — squares, card and piece ids, actions, views, events,
//!   decks and the card catalog.
//! - [`gensou`]: 幻想梦斗符 (Gensou Mutoufu) — card ids, phases, actions, views, events, the card
//!   list.
//! - [`confix`]: Project Confix — elements, runes, classes, team setups, actions, views, events,
//!   match config and card list.
//!
//! Architecture invariant: this crate is the one place that defines what crosses the wire. The
//! server and the clients never hand-build JSON (update changes are written here, from spans
//! of the serialised state). It depends on `serde` and `serde_json` (the envelope carries each
//! game's payload as a JSON value) and `foldhash` (fingerprinting update states for their
//! changes).

use serde::{Deserialize, Serialize};

pub mod accounts;
pub mod changes;
pub mod confix;
pub mod gensou;
pub mod gitcg;
pub mod history;
pub mod seven_square;
pub mod summoner_wars;
pub mod tournaments;
pub mod wire;

/// A player's place at the table, counted from 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(pub u8);

impl Seat {
    /// The first seat.
    pub const FIRST: Seat = Seat(0);
    /// The second seat.
    pub const SECOND: Seat = Seat(1);

    /// The seat's position as an index.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The other seat of a two-seat game.
    pub const fn other(self) -> Seat {
        Seat(1 - self.0)
    }
}

/// Who is looking at a match.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Viewer {
    /// A player, who sees their own secrets.
    Seat {
        /// The player's seat.
        seat: Seat,
    },
    /// A spectator who sees exactly what one player sees.
    Spectator {
        /// The seat the spectator watches from.
        behind: Seat,
    },
    /// A referee, who sees every hand and every die, never deck order or the seed.
    Referee,
}

impl Viewer {
    /// The seat whose secrets this viewer may see, if exactly one.
    pub const fn seat(self) -> Option<Seat> {
        match self {
            Viewer::Seat { seat } => Some(seat),
            Viewer::Spectator { behind } => Some(behind),
            Viewer::Referee => None,
        }
    }

    /// Whether this viewer may see the private information of `seat`.
    pub const fn sees_secrets_of(self, seat: Seat) -> bool {
        match self.seat() {
            Some(own) => own.0 == seat.0,
            None => true,
        }
    }
}

/// How a finished match ended.
///
/// Seats play in teams: a game whose seats each play alone (every two-seat game) numbers each
/// seat's team after the seat, so seat 1 is team 1; Project Confix numbers them from its setup.
/// Every seat of a winning team wins, those that died before the end included.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "result", rename_all = "snake_case")]
pub enum Outcome {
    /// One or more teams won; everyone else lost.
    Win {
        /// The winning seats: every seat of the winning teams.
        winners: Vec<Seat>,
        /// The winning teams (`[1]`: team 1). Outcomes stored before teams were named have
        /// none.
        #[serde(default)]
        teams: Vec<u8>,
        /// Why the match ended.
        reason: EndReason,
    },
    /// Nobody won.
    Draw {
        /// Why the match ended.
        reason: EndReason,
    },
    /// Every seat lost (gitcg: round 15 would begin).
    AllLose {
        /// Why the match ended.
        reason: EndReason,
    },
}

/// Why a match ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// The game's own victory condition (all characters knocked out, summoner destroyed, …).
    Defeat,
    /// Both sides were defeated at the same moment.
    SimultaneousDefeat,
    /// The round limit was reached.
    RoundLimit,
    /// A seat forfeited (timeouts, leaving, conceding).
    Forfeit,
    /// An operator aborted the match.
    Aborted,
    /// A card's own victory condition was met (Project Confix: 满足特定条件).
    CardVictory,
}

impl Outcome {
    /// `seat` won, playing alone (its team is numbered after it).
    pub fn seat_wins(seat: Seat, reason: EndReason) -> Outcome {
        Outcome::Win {
            winners: vec![seat],
            teams: vec![seat.0],
            reason,
        }
    }

    /// `team` won: every seat of it, `seats`, wins together.
    pub fn team_wins(team: u8, seats: Vec<Seat>, reason: EndReason) -> Outcome {
        Outcome::Win {
            winners: seats,
            teams: vec![team],
            reason,
        }
    }

    /// Whether `seat` is among the winners.
    pub fn is_winner(&self, seat: Seat) -> bool {
        matches!(self, Outcome::Win { winners, .. } if winners.contains(&seat))
    }
}

/// The kind of decision a seat faces. It drives clocks (each kind has its own limit) and bots.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DecisionKind {
    /// Switch any number of opening-hand cards once.
    SwitchHand,
    /// Choose the first active character, secretly and at the same time as the opponent.
    ChooseActive,
    /// Reroll any subset of dice.
    Reroll,
    /// Take a turn: one combat action, after any number of fast actions.
    Act,
    /// Choose a new active character after the active one was knocked out.
    ChooseActiveAfterKnockOut,
    /// Choose a support to discard because the support zone is full.
    DiscardSupport,
    /// Put a general face down, secretly and at the same time as the opponent (Seven Square).
    PlaceGeneral,
    /// Redraw the opening hand, at the same time as the other seats: Seven Square returns any
    /// number of cards once and draws as many; Project Confix keeps the hand or draws a new,
    /// smaller one.
    Redraw,
    /// Choose a card of your own deck to reveal and add to the hand, at the same time as the
    /// opponent (幻想梦斗符's opening search).
    Search,
    /// Counter (相杀) the opponent's declared card, or not.
    Counter,
    /// Trigger a face-down trap at its timing, or not (also in the opponent's turn).
    Trap,
    /// Spirit release (灵能解放): reveal a spell card of your deck into the hand, or let it go.
    Release,
    /// Choose the colour of the rune added this turn (Project Confix).
    ChooseRune,
    /// As an attacked player, declare defending creatures (Project Confix).
    Defend,
    /// As a defender who lost a combat, choose between losing life and losing creatures
    /// (Project Confix).
    ChooseDamage,
    /// Answer a card's "may": do it or not; any seat can be asked, not only the turn player's
    /// (Project Confix).
    May,
    /// Pick one of several offered cards (挑选): a card's effect shows a few options and the
    /// seat it belongs to chooses one (Genius Invokation TCG).
    Pick,
    /// As the attacked player, choose the next creature to die: one of your defenders after
    /// choosing to lose creatures, or one of the attackers after their attack failed (Project
    /// Confix).
    ChooseCasualty,
}

impl DecisionKind {
    /// Every kind.
    pub const ALL: [DecisionKind; 18] = [
        DecisionKind::SwitchHand,
        DecisionKind::ChooseActive,
        DecisionKind::Reroll,
        DecisionKind::Act,
        DecisionKind::ChooseActiveAfterKnockOut,
        DecisionKind::DiscardSupport,
        DecisionKind::PlaceGeneral,
        DecisionKind::Redraw,
        DecisionKind::Search,
        DecisionKind::Counter,
        DecisionKind::Trap,
        DecisionKind::Release,
        DecisionKind::ChooseRune,
        DecisionKind::Defend,
        DecisionKind::ChooseDamage,
        DecisionKind::May,
        DecisionKind::Pick,
        DecisionKind::ChooseCasualty,
    ];

    /// The wire name (as serialised), without going through JSON.
    pub fn as_str(self) -> &'static str {
        match self {
            DecisionKind::SwitchHand => "switch_hand",
            DecisionKind::ChooseActive => "choose_active",
            DecisionKind::Reroll => "reroll",
            DecisionKind::Act => "act",
            DecisionKind::ChooseActiveAfterKnockOut => "choose_active_after_knock_out",
            DecisionKind::DiscardSupport => "discard_support",
            DecisionKind::PlaceGeneral => "place_general",
            DecisionKind::Redraw => "redraw",
            DecisionKind::Search => "search",
            DecisionKind::Counter => "counter",
            DecisionKind::Trap => "trap",
            DecisionKind::Release => "release",
            DecisionKind::ChooseRune => "choose_rune",
            DecisionKind::Defend => "defend",
            DecisionKind::ChooseDamage => "choose_damage",
            DecisionKind::May => "may",
            DecisionKind::Pick => "pick",
            DecisionKind::ChooseCasualty => "choose_casualty",
        }
    }
}

/// One seat that must decide now, and what.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Decision {
    /// Who decides.
    pub seat: Seat,
    /// What they decide.
    pub kind: DecisionKind,
}

/// How a bot plays: what a room asks of each of its bot seats.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BotLevel {
    /// A legal action chosen at random.
    Random,
    /// The action whose immediate result the game's evaluation likes best (one-ply look-ahead).
    Greedy,
    /// Information-set Monte-Carlo tree search on sampled guesses of what the seat cannot see.
    #[default]
    Search,
}

impl BotLevel {
    /// Every level, weakest first.
    pub const ALL: [BotLevel; 3] = [BotLevel::Random, BotLevel::Greedy, BotLevel::Search];

    /// The level's wire name.
    pub const fn as_str(self) -> &'static str {
        match self {
            BotLevel::Random => "random",
            BotLevel::Greedy => "greedy",
            BotLevel::Search => "search",
        }
    }
}

impl std::str::FromStr for BotLevel {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        BotLevel::ALL
            .into_iter()
            .find(|l| l.as_str() == s)
            .ok_or_else(|| format!("unknown bot level {s:?}; known: random, greedy, search"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decision_kind_names_are_their_wire_names() {
        for k in DecisionKind::ALL {
            let wire = serde_json::to_value(k).expect("serialise");
            assert_eq!(wire, serde_json::Value::String(k.as_str().into()), "{k:?}");
        }
    }

    #[test]
    fn bot_level_names_are_their_wire_names_and_parse_back() {
        for l in BotLevel::ALL {
            let wire = serde_json::to_value(l).expect("serialise");
            assert_eq!(wire, serde_json::Value::String(l.as_str().into()), "{l:?}");
            assert_eq!(l.as_str().parse::<BotLevel>(), Ok(l));
        }
        assert!("hard".parse::<BotLevel>().is_err());
    }
}
