//! A player's side of the table — HP, orbs and the zones (deck, hand, discard, character,
//! duel, declaration, spell-power and equipment zones) — and the clash under way.

use arrayvec::ArrayVec;
use tavern_protocol::gensou::{Release, Role};
use tavern_protocol::Seat;

use crate::deck::DECK_MAX;
use crate::defs::{Body, Card, Lasts, Mod};

/// Starting HP.
pub const START_HP: i32 = 10_000;
/// Spirit orbs each player has.
pub const ORBS: u8 = 5;
/// Cards drawn at setup.
pub const OPENING_HAND: usize = 4;
/// Cards a hand keeps at the end of the turn.
pub const HAND_LIMIT: usize = 5;
/// Most cards in the spell-power zone.
pub const POWER_ZONE: usize = 5;
/// Slots of the equipment zone.
pub const EQUIPMENT_SLOTS: usize = 2;
/// HP below which spirit release is offered, once per match.
pub const RELEASE_BELOW: i32 = 5_000;
/// Most characters on one side (the pool has six, and a character is in play at most once).
pub const CHARACTERS_MAX: usize = 6;

/// A pile of cards; every pile can hold a whole deck.
pub type Pile = ArrayVec<&'static Card, DECK_MAX>;

/// A player's five spirit orbs (灵力): ready, spent (turned) or broken (灵珠崩坏).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Orbs {
    /// Intact and ready to spend.
    pub ready: u8,
    /// Intact and spent; PICK draws this many.
    pub spent: u8,
    /// Broken: not restored in the usual way, and the maximum is lower by as many.
    pub broken: u8,
}

/// What one restore did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Restored {
    /// A spent orb became ready.
    Orb,
    /// Every intact orb was ready, so the restore mended a broken orb.
    Mended,
    /// Nothing to restore or mend.
    Nothing,
}

impl Orbs {
    /// Five ready orbs.
    pub const FULL: Orbs = Orbs {
        ready: ORBS,
        spent: 0,
        broken: 0,
    };

    /// One restore, as PICK gives each player and some cards give: a spent orb comes back;
    /// when every intact orb is already ready, the restore mends a broken orb instead.
    pub fn restore_one(&mut self) -> Restored {
        if self.spent > 0 {
            self.spent -= 1;
            self.ready += 1;
            Restored::Orb
        } else if self.mend() {
            Restored::Mended
        } else {
            Restored::Nothing
        }
    }

    /// Mends a broken orb into a ready one.
    pub fn mend(&mut self) -> bool {
        if self.broken == 0 {
            return false;
        }
        self.broken -= 1;
        self.ready += 1;
        true
    }

    /// Breaks an intact orb, a ready one first (it is the one the player could use now).
    pub fn break_one(&mut self) -> bool {
        if self.ready > 0 {
            self.ready -= 1;
        } else if self.spent > 0 {
            self.spent -= 1;
        } else {
            return false;
        }
        self.broken += 1;
        true
    }
}

/// A card in an equipment slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Equip {
    /// The card.
    pub card: &'static Card,
    /// A face-down trap (lasting items lie face up).
    pub face_down: bool,
}

/// A state spell card in effect.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InEffect {
    /// The card.
    pub card: &'static Card,
    /// Until when.
    pub lasts: Lasts,
}

impl InEffect {
    /// Its lasting effect, as the card prints it.
    pub fn effect(&self) -> Option<Mod> {
        match &self.card.body {
            Body::State(s) => Some(s.effect),
            _ => None,
        }
    }
}

/// A character on the field: SUPPORT or CENTER in the character zone, or HYPER in the duel
/// zone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OnField {
    /// The character card.
    pub card: &'static Card,
    /// Its role.
    pub role: Role,
}

/// One player's side of the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    /// Hit points.
    pub hp: i32,
    /// Spirit orbs.
    pub orbs: Orbs,
    /// The deck; the last card is on top.
    pub deck: Pile,
    /// The hand.
    pub hand: Pile,
    /// The discard pile, face up; the last card is on top.
    pub discard: Pile,
    /// The declaration zone: battle cards that hit; the last is on top.
    pub declaration: Pile,
    /// The spell-power zone, face down; the first card is the oldest.
    pub power: ArrayVec<&'static Card, POWER_ZONE>,
    /// The equipment zone's slots.
    pub equipment: [Option<Equip>; EQUIPMENT_SLOTS],
    /// Characters on the field.
    pub characters: ArrayVec<OnField, CHARACTERS_MAX>,
    /// State spell cards in effect.
    pub states: ArrayVec<InEffect, DECK_MAX>,
    /// Whether the final spell was used.
    pub final_used: bool,
    /// Spirit release.
    pub release: Release,
    /// The opening search card, once chosen.
    pub searched: Option<&'static Card>,
}

impl Player {
    /// A player at the start: full HP and orbs, no cards.
    pub fn new() -> Player {
        Player {
            hp: START_HP,
            orbs: Orbs::FULL,
            deck: Pile::new(),
            hand: Pile::new(),
            discard: Pile::new(),
            declaration: Pile::new(),
            power: ArrayVec::new(),
            equipment: [None; EQUIPMENT_SLOTS],
            characters: ArrayVec::new(),
            states: ArrayVec::new(),
            final_used: false,
            release: Release::Unused,
            searched: None,
        }
    }

    /// The character `card` if it is on the field.
    pub fn on_field(&self, card: &Card) -> Option<&OnField> {
        self.characters.iter().find(|c| c.card == card)
    }

    /// The CENTER or HYPER character, if any.
    pub fn center(&self) -> Option<&OnField> {
        self.characters.iter().find(|c| c.role != Role::Support)
    }

    /// The HYPER character, if any.
    pub fn hyper(&self) -> Option<&OnField> {
        self.characters.iter().find(|c| c.role == Role::Hyper)
    }

    /// Whether `card` is in the hand.
    pub fn holds(&self, card: &Card) -> bool {
        self.hand.contains(&card)
    }

    /// Removes one copy of `card` from the hand.
    pub fn take_from_hand(&mut self, card: &Card) -> bool {
        take(&mut self.hand, card)
    }

    /// The flashiness of the card on top of the declaration zone (0 when empty).
    pub fn top_flash(&self) -> u8 {
        self.declaration.last().map_or(0, |c| c.flashiness())
    }

    /// Total flashiness of the declaration zone (popularity).
    pub fn popularity(&self) -> u16 {
        self.declaration
            .iter()
            .map(|c| u16::from(c.flashiness()))
            .sum()
    }

    /// Whether any equipment slot holds a face-down trap.
    pub fn has_face_down(&self) -> bool {
        self.equipment.iter().flatten().any(|e| e.face_down)
    }
}

impl Default for Player {
    fn default() -> Self {
        Player::new()
    }
}

/// Removes one copy of `card` from `pile`.
pub fn take(pile: &mut Pile, card: &Card) -> bool {
    match pile.iter().position(|c| *c == card) {
        Some(i) => {
            pile.remove(i);
            true
        }
        None => false,
    }
}

/// A battle spell card in the duel zone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Declared {
    /// Whose.
    pub seat: Seat,
    /// The card.
    pub card: &'static Card,
    /// Power changes from one-shot effects (traps, items), added to the final power.
    pub delta: i32,
    /// Whether an effect set its final power back to its original power: modifiers of skills,
    /// items and state cards no longer count (later one-shot changes still do).
    pub reset: bool,
}

impl Declared {
    /// A card just declared.
    pub fn new(seat: Seat, card: &'static Card) -> Declared {
        Declared {
            seat,
            card,
            delta: 0,
            reset: false,
        }
    }

    /// Its printed power (原始战力).
    pub fn original(&self) -> i32 {
        self.card.battle().map_or(0, |b| b.power)
    }

    /// Whether it is a final spell.
    pub fn is_final(&self) -> bool {
        self.card.battle().is_some_and(|b| b.final_spell)
    }
}

/// The clash under way: the attacker's declared card and the defender's counter, if any.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clash {
    /// The attacker's card.
    pub attack: Declared,
    /// The defender's card.
    pub counter: Option<Declared>,
}

impl Clash {
    /// The card of `seat` in the clash.
    pub fn of(&self, seat: Seat) -> Option<&Declared> {
        if self.attack.seat == seat {
            Some(&self.attack)
        } else {
            self.counter.as_ref()
        }
    }

    /// The card of `seat` in the clash, to change.
    pub fn of_mut(&mut self, seat: Seat) -> Option<&mut Declared> {
        if self.attack.seat == seat {
            Some(&mut self.attack)
        } else {
            self.counter.as_mut()
        }
    }
}
