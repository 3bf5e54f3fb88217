//! A scenario builder for rule tests — a match at any phase of any player's turn with chosen
//! cards in every zone, HP and orbs, skipping the random setup — and a random valid deck.

use tavern_protocol::gensou::{CardId, Deck, Phase, Role, Window};
use tavern_protocol::Seat;

use tavern_game::rng::Rng;

use crate::cards;
use crate::deck::{COPIES_MAX, DECK_MAX, DECK_MIN};
use crate::defs::Card;
use crate::state::{Equip, InEffect, OnField, Orbs, Player};
use crate::Gensou;

fn def(id: u16) -> &'static Card {
    cards::card(CardId(id)).unwrap_or_else(|| panic!("unknown card {id}"))
}

/// Builds a deterministic scenario. Every card id must exist (the builder panics otherwise: it
/// is for tests).
#[derive(Clone, Debug)]
pub struct Scenario {
    seed: u64,
    players: [Player; 2],
    attacker: Seat,
    turn: u32,
    phase: Phase,
}

impl Scenario {
    /// Two players with full HP and orbs and no cards anywhere; seat 0 attacks in the battle
    /// phase of turn 3.
    pub fn new() -> Scenario {
        Scenario {
            seed: 1,
            players: [Player::new(), Player::new()],
            attacker: Seat::FIRST,
            turn: 3,
            phase: Phase::Battle,
        }
    }

    fn p(&mut self, seat: u8) -> &mut Player {
        &mut self.players[usize::from(seat & 1)]
    }

    /// The generator seed.
    pub fn seed(mut self, seed: u64) -> Self {
        self.seed = seed;
        self
    }

    /// Whose turn it is.
    pub fn attacker(mut self, seat: u8) -> Self {
        self.attacker = Seat(seat & 1);
        self
    }

    /// The turn number (1 is the first player's first turn).
    pub fn turn(mut self, turn: u32) -> Self {
        self.turn = turn;
        self
    }

    /// The phase (its window is the attacker's main decision).
    pub fn phase(mut self, phase: Phase) -> Self {
        self.phase = phase;
        self
    }

    /// `seat`'s hand.
    pub fn hand(mut self, seat: u8, ids: &[u16]) -> Self {
        self.p(seat).hand = ids.iter().map(|&i| def(i)).collect();
        self
    }

    /// `seat`'s deck, the last card on top.
    pub fn deck(mut self, seat: u8, ids: &[u16]) -> Self {
        self.p(seat).deck = ids.iter().map(|&i| def(i)).collect();
        self
    }

    /// `seat`'s declaration zone, the last card on top.
    pub fn declared(mut self, seat: u8, ids: &[u16]) -> Self {
        self.p(seat).declaration = ids.iter().map(|&i| def(i)).collect();
        self
    }

    /// `seat`'s spell-power zone.
    pub fn power(mut self, seat: u8, ids: &[u16]) -> Self {
        self.p(seat).power = ids.iter().map(|&i| def(i)).collect();
        self
    }

    /// A character of `seat` on the field.
    pub fn character(mut self, seat: u8, id: u16, role: Role) -> Self {
        self.p(seat).characters.push(OnField {
            card: def(id),
            role,
        });
        self
    }

    /// A face-down trap in `seat`'s equipment `slot`.
    pub fn trap(mut self, seat: u8, slot: usize, id: u16) -> Self {
        self.p(seat).equipment[slot] = Some(Equip {
            card: def(id),
            face_down: true,
        });
        self
    }

    /// A lasting item in `seat`'s equipment `slot`.
    pub fn item(mut self, seat: u8, slot: usize, id: u16) -> Self {
        self.p(seat).equipment[slot] = Some(Equip {
            card: def(id),
            face_down: false,
        });
        self
    }

    /// A state spell card of `seat` in effect.
    pub fn state(mut self, seat: u8, id: u16) -> Self {
        let card = def(id);
        if let crate::defs::Body::State(s) = &card.body {
            self.p(seat).states.push(InEffect {
                card,
                lasts: s.lasts,
            });
        }
        self
    }

    /// `seat`'s HP.
    pub fn hp(mut self, seat: u8, hp: i32) -> Self {
        self.p(seat).hp = hp;
        self
    }

    /// `seat`'s orbs.
    pub fn orbs(mut self, seat: u8, ready: u8, spent: u8, broken: u8) -> Self {
        self.p(seat).orbs = Orbs {
            ready,
            spent,
            broken,
        };
        self
    }

    /// `seat` already used its final spell.
    pub fn final_used(mut self, seat: u8) -> Self {
        self.p(seat).final_used = true;
        self
    }

    /// `seat`'s spirit release is already spent (or still due).
    pub fn release(mut self, seat: u8, release: tavern_protocol::gensou::Release) -> Self {
        self.p(seat).release = release;
        self
    }

    /// The match.
    pub fn build(self) -> Gensou {
        Gensou {
            rng: Rng::new(self.seed),
            players: self.players,
            attacker: self.attacker,
            turn: self.turn,
            phase: self.phase,
            window: Window::Main,
            clash: None,
            result: None,
            out: Vec::new(),
        }
    }
}

impl Default for Scenario {
    fn default() -> Self {
        Scenario::new()
    }
}

impl Gensou {
    /// Replaces every card `seat` keeps secret — its hand, spell-power cards, face-down traps,
    /// deck and unrevealed search card — with cards drawn at random from the pool, keeping
    /// every count. Nothing the other seat sees may change (the hidden-information tests).
    pub fn scramble_secrets(&mut self, seat: Seat, rng: &mut Rng) {
        let pool: Vec<&'static Card> = cards::all().collect();
        let mut any = || pool[rng.below(pool.len() as u32) as usize];
        let revealed = self.phase != Phase::Search;
        let p = self.player_mut(seat);
        for c in p
            .hand
            .iter_mut()
            .chain(p.deck.iter_mut())
            .chain(p.power.iter_mut())
        {
            *c = any();
        }
        for e in p.equipment.iter_mut().flatten().filter(|e| e.face_down) {
            e.card = any();
        }
        if !revealed {
            if let Some(s) = p.searched.as_mut() {
                *s = any();
            }
        }
    }
}

/// A random deck that follows the deck rules: one to three characters with their spell cards
/// and shared items, 40–50 cards, at most 3 copies of each.
pub fn random_deck(rng: &mut Rng) -> Deck {
    let characters: Vec<&'static Card> = cards::all()
        .filter(|c| c.as_character().is_some())
        .collect();
    let mut chosen: Vec<&'static Card> = Vec::new();
    let wanted = 1 + rng.below(3) as usize;
    while chosen.len() < wanted {
        let c = characters[rng.below(characters.len() as u32) as usize];
        if !chosen.contains(&c) {
            chosen.push(c);
        }
    }
    let pool: Vec<&'static Card> = cards::all()
        .filter(|c| {
            c.character
                .is_none_or(|of| chosen.iter().any(|ch| ch.id == of))
        })
        .filter(|c| c.as_character().is_none() || chosen.contains(c))
        .collect();
    let size = DECK_MIN + rng.below((DECK_MAX - DECK_MIN + 1) as u32) as usize;
    let mut cards: Vec<CardId> = chosen.iter().map(|c| c.id).collect();
    while cards.len() < size {
        let c = pool[rng.below(pool.len() as u32) as usize];
        if cards.iter().filter(|&&id| id == c.id).count() < COPIES_MAX {
            cards.push(c.id);
        }
    }
    Deck {
        cards,
        starter: None,
    }
}
