//! Why a card in hand cannot be played now: for the player whose turn it is, every card in
//! hand that no legal action uses, with the refusal the same checks give that the legal
//! actions are filtered by.

use arrayvec::ArrayVec;
use tavern_protocol::summoner_wars::{Action, CardClass, CardId, Cell};

use super::cards::CardDef;
use super::error::Illegal;
use super::SummonerWars;

/// Whether `a` plays, discards or spends the card `id` from hand.
fn uses(a: &Action, id: CardId) -> bool {
    match *a {
        Action::Summon { card, .. }
        | Action::Build { card, .. }
        | Action::PlayEvent { card, .. }
        | Action::Discard { card }
        | Action::Empower { card, .. }
        | Action::Heal { card, .. } => card == id,
        _ => false,
    }
}

/// How far the checks got before refusing: the phase comes first, then the magic, then the
/// space or target.
fn progress(e: &Illegal) -> u8 {
    match e {
        Illegal::WrongPhase { .. } => 0,
        Illegal::NotEnoughMagic { .. } => 1,
        _ => 2,
    }
}

/// Every action that would play `def` from hand: summoning a unit or building a structure on
/// any space, or playing an event on nothing or on any space.
fn plays(def: &CardDef) -> Vec<Action> {
    let cells = (0..Cell::COUNT).map(Cell::from_index);
    let card = def.id;
    if def.event().is_some() {
        std::iter::once(None)
            .chain(cells.map(Some))
            .map(|target| Action::PlayEvent { card, target })
            .collect()
    } else if def.is_structure() {
        cells.map(|to| Action::Build { card, to }).collect()
    } else if matches!(def.class, CardClass::Common | CardClass::Champion) {
        cells.map(|to| Action::Summon { card, to }).collect()
    } else {
        Vec::new()
    }
}

impl SummonerWars {
    /// Appends the cards in the current player's hand that no legal action uses, each with the
    /// action that would play it and why the rules refuse it.
    pub(crate) fn list_unavailable(&self, out: &mut Vec<(Action, Illegal)>) {
        let mut legal = Vec::new();
        self.list_actions(&mut legal);
        let mut seen: ArrayVec<CardId, 48> = ArrayVec::new();
        for def in &self.player(self.current).hand {
            if seen.contains(&def.id) || legal.iter().any(|a| uses(a, def.id)) {
                continue;
            }
            seen.push(def.id);
            let mut refused: Option<(Action, Illegal)> = None;
            for a in plays(def) {
                match self.check(&a) {
                    // A play the checks accept is listed, so the card is not unavailable.
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
            if let Some((a, e)) = refused {
                // Past the phase and the magic, every space was refused for its own reason;
                // what the player needs to know is that none is left.
                let e = if progress(&e) == 2 {
                    Illegal::NoPlace(def.id)
                } else {
                    e
                };
                out.push((a, e));
            }
        }
    }
}
