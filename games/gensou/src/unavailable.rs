//! Why a card in hand, or a change of characters, cannot be used now: for the attacker facing
//! its main decision, every card in hand that no legal action uses and, in CHANGE, every
//! SUPPORT that cannot stand up and the HYPER move when it is refused, each with the refusal
//! the same `check` gives that the legal actions are filtered by.
//!
//! A card is tried with every action that could use it — its own kind's action (declaring a
//! battle card, playing a state card, setting a trap or a lasting item in either slot, using an
//! instant item, placing a character) and setting it as spell power — with every payment from
//! the most spell-power cards it could spend down to none. The refusal that got furthest is
//! its reason, and the action reported is the one refused so, with that payment: a card short
//! of spirit says how many orbs it still lacks once the power cards are spent.

use tavern_protocol::gensou::{Action, CardId, Phase, Role, Window};
use tavern_protocol::{DecisionKind, Seat};

use tavern_game::Game;

use crate::defs::{Body, Card};
use crate::error::Illegal;
use crate::state::EQUIPMENT_SLOTS;
use crate::Gensou;

/// Whether `a` uses the card `id` from the hand.
fn uses(a: &Action, id: CardId) -> bool {
    match *a {
        Action::PlaceSupport { card }
        | Action::SetPower { card }
        | Action::SetTrap { card, .. }
        | Action::PlayState { card, .. }
        | Action::Declare { card, .. }
        | Action::SetItem { card, .. }
        | Action::UseItem { card, .. }
        | Action::Counter { card, .. }
        | Action::Discard { card } => card == id,
        _ => false,
    }
}

/// How far a check got before refusing: answering another decision (the card's kind is used
/// in another phase) says least, the card's own conditions (timing, character, need, NULLITY,
/// flashiness, a full zone) more, and the payment, which every check looks at last, most.
fn progress(e: &Illegal) -> u8 {
    match e {
        Illegal::WrongDecision { .. } | Illegal::WrongKind { .. } => 0,
        Illegal::NotEnoughSpirit { .. }
        | Illegal::NotEnoughPowerCards { .. }
        | Illegal::Overpaid { .. } => 2,
        _ => 1,
    }
}

/// Every action that could use `card` from the hand, each payment from the most spell-power
/// cards down to none (`most` is how many the zone holds).
fn uses_of(card: &Card, most: u8) -> Vec<Action> {
    let id = card.id;
    let paid = |make: &dyn Fn(u8) -> Action| -> Vec<Action> {
        let top = most.min(card.cost());
        (0..=top).rev().map(make).collect()
    };
    let slots = 0..EQUIPMENT_SLOTS as u8;
    let mut out = match card.body {
        Body::Character(_) => vec![Action::PlaceSupport { card: id }],
        Body::Battle(_) => paid(&|power| Action::Declare { card: id, power }),
        Body::State(_) => paid(&|power| Action::PlayState { card: id, power }),
        Body::Trap(_) => slots
            .map(|slot| Action::SetTrap { card: id, slot })
            .collect(),
        Body::Instant(_) => paid(&|power| Action::UseItem { card: id, power }),
        Body::Lasting(_) => slots
            .flat_map(|slot| {
                paid(&|power| Action::SetItem {
                    card: id,
                    slot,
                    power,
                })
            })
            .collect(),
    };
    out.push(Action::SetPower { card: id });
    out
}

impl Gensou {
    /// Appends what `seat` cannot use in its main decision, each with its reason.
    pub(crate) fn list_unavailable(&self, seat: Seat, out: &mut Vec<(Action, Illegal)>) {
        let kind = DecisionKind::Act;
        if self.pending().of(seat) != Some(kind) {
            return;
        }
        let mut legal = Vec::new();
        self.list_actions(seat, kind, &mut legal);
        let p = self.player(seat);
        let most = p.power.len() as u8;
        let mut seen: Vec<CardId> = Vec::new();
        for card in &p.hand {
            if seen.contains(&card.id) || legal.iter().any(|a| uses(a, card.id)) {
                continue;
            }
            seen.push(card.id);
            let mut refused: Option<(Action, Illegal)> = None;
            for a in uses_of(card, most) {
                match self.check(seat, kind, a) {
                    // An action the checks accept means the card can be used after all.
                    Ok(()) => {
                        refused = None;
                        break;
                    }
                    Err(e) => {
                        if refused
                            .as_ref()
                            .is_none_or(|(_, r)| progress(&e) > progress(r))
                        {
                            refused = Some((a, e));
                        }
                    }
                }
            }
            out.extend(refused);
        }
        if self.phase == Phase::Change && self.window == Window::Main {
            let supports = p.characters.iter().filter(|c| c.role == Role::Support);
            let moves = supports
                .map(|c| Action::SetCenter { card: c.card.id })
                .chain([Action::GoHyper]);
            for a in moves {
                if let Err(e) = self.check(seat, kind, a) {
                    out.push((a, e));
                }
            }
        }
    }
}
