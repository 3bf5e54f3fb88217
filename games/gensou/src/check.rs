//! Whether an action is legal, on `&self`: one check per action kind, used both to list the
//! legal actions and to refuse an action with a typed error, so the two always agree.

use tavern_protocol::gensou::{Action, CardId, Phase, Role, Window};
use tavern_protocol::{DecisionKind, Seat};

use crate::cards;
use crate::defs::{Body, Card, ItemTiming, Need, Timing, Trigger};
use crate::error::Illegal;
use crate::state::{CHARACTERS_MAX, EQUIPMENT_SLOTS, POWER_ZONE};
use crate::Gensou;

/// When the actions of each decision other than the attacker's main one are taken.
const SEARCH: &str = "in the opening search";
const RELEASE: &str = "at spirit release";
const COUNTER: &str = "to counter a declared card";
const TRAP: &str = "when a trap may be triggered";

impl Gensou {
    /// Checks `action` for `seat`, whose decision is `kind`.
    pub(crate) fn check(
        &self,
        seat: Seat,
        kind: DecisionKind,
        action: Action,
    ) -> Result<(), Illegal> {
        match action {
            Action::Search { card } => {
                self.answers(kind == DecisionKind::Search, SEARCH)?;
                self.check_search(seat, card)
            }
            Action::Release { card } => {
                self.answers(kind == DecisionKind::Release, RELEASE)?;
                self.check_release(seat, card)
            }
            Action::NoRelease => self.answers(kind == DecisionKind::Release, RELEASE),
            Action::PlaceSupport { card } => {
                self.answers_main(kind, Phase::Change)?;
                self.check_place_support(seat, card)
            }
            Action::SetCenter { card } => {
                self.answers_main(kind, Phase::Change)?;
                self.check_set_center(seat, card)
            }
            Action::GoHyper => {
                self.answers_main(kind, Phase::Change)?;
                self.check_go_hyper(seat)
            }
            Action::SkipChange => self.answers_main(kind, Phase::Change),
            Action::SetPower { card } => {
                self.answers_main(kind, Phase::Set)?;
                self.check_set_power(seat, card)
            }
            Action::SetTrap { card, slot } => {
                self.answers_main(kind, Phase::Set)?;
                self.check_set_trap(seat, card, slot)
            }
            Action::EndSet => self.answers_main(kind, Phase::Set),
            Action::PlayState { card, power } => {
                self.answers(
                    kind == DecisionKind::Act
                        && self.window == Window::Main
                        && matches!(self.phase, Phase::Set | Phase::Battle),
                    "in the attacker's Set or Battle phase",
                )?;
                self.check_play_state(seat, card, power)
            }
            Action::Declare { card, power } => {
                self.answers_main(kind, Phase::Battle)?;
                self.check_battle_card(seat, card, power, false)
            }
            Action::SetItem { card, slot, power } => {
                self.answers_main(kind, Phase::Battle)?;
                self.check_set_item(seat, card, slot, power)
            }
            Action::UseItem { card, power } => {
                let attack = kind == DecisionKind::Act
                    && self.phase == Phase::Battle
                    && self.window == Window::Main;
                self.answers(
                    attack || kind == DecisionKind::Counter,
                    "in the attacker's Battle phase, or to counter",
                )?;
                self.check_use_item(seat, card, power, kind)
            }
            Action::EndBattle => self.answers_main(kind, Phase::Battle),
            Action::Counter { card, power } => {
                self.answers(kind == DecisionKind::Counter, COUNTER)?;
                self.check_battle_card(seat, card, power, true)
            }
            Action::NoCounter => self.answers(kind == DecisionKind::Counter, COUNTER),
            Action::Trigger { slot } => {
                self.answers(kind == DecisionKind::Trap, TRAP)?;
                self.check_trigger(seat, slot)
            }
            Action::NoTrap => self.answers(kind == DecisionKind::Trap, TRAP),
            Action::Discard { card } => {
                self.answers(
                    kind == DecisionKind::Act && self.window == Window::Discard,
                    "when discarding down to 5 cards at the end of the turn",
                )?;
                self.check_discard(seat, card)
            }
        }
    }

    /// The action answers the decision now, or it is the wrong one: it is taken `when`.
    fn answers(&self, holds: bool, when: &'static str) -> Result<(), Illegal> {
        if holds {
            Ok(())
        } else {
            Err(Illegal::WrongDecision { when })
        }
    }

    /// The attacker acts in `phase`, with no clash or discard under way.
    fn answers_main(&self, kind: DecisionKind, phase: Phase) -> Result<(), Illegal> {
        let when = match phase {
            Phase::Change => "in the attacker's Change phase",
            Phase::Set => "in the attacker's Set phase",
            _ => "in the attacker's Battle phase",
        };
        self.answers(
            kind == DecisionKind::Act && self.phase == phase && self.window == Window::Main,
            when,
        )
    }

    /// A card of the pool in `seat`'s hand.
    fn in_hand(&self, seat: Seat, id: CardId) -> Result<&'static Card, Illegal> {
        let card = cards::card(id).ok_or(Illegal::UnknownCard(id))?;
        if self.player(seat).holds(card) {
            Ok(card)
        } else {
            Err(Illegal::NotInHand(id))
        }
    }

    /// A card of the pool in `seat`'s deck.
    fn in_deck(&self, seat: Seat, id: CardId) -> Result<&'static Card, Illegal> {
        let card = cards::card(id).ok_or(Illegal::UnknownCard(id))?;
        if self.player(seat).deck.contains(&card) {
            Ok(card)
        } else {
            Err(Illegal::NotInDeck(id))
        }
    }

    /// The card's character is in play (in the character zone or the duel zone); shared items
    /// have no character and always may be used.
    fn character_in_play(&self, seat: Seat, card: &Card) -> Result<(), Illegal> {
        match card.character {
            Some(c) if self.player(seat).characters.iter().all(|f| f.card.id != c) => {
                Err(Illegal::CharacterNotInPlay {
                    card: card.id,
                    character: c,
                })
            }
            _ => Ok(()),
        }
    }

    /// Whether `need`, printed on `card`, holds for `seat`; `countering` says whether the card
    /// is used outside its owner's attack phase.
    pub(crate) fn need_holds(&self, seat: Seat, card: &Card, need: Need, countering: bool) -> bool {
        let me = self.player(seat);
        let them = self.player(seat.other());
        match need {
            Need::Nothing => true,
            Need::Center => card
                .character
                .and_then(|c| me.characters.iter().find(|f| f.card.id == c))
                .is_some_and(|f| f.role != Role::Support),
            Need::HpAtMost(n) => me.hp <= n,
            Need::OpponentHpAtMost(n) => them.hp <= n,
            Need::Declared(n) => me.declaration.len() >= usize::from(n),
            Need::OpponentBrokenOrb => them.orbs.broken > 0,
            Need::Attacking => seat == self.attacker && !countering,
            Need::Countering => countering,
            Need::OpposingOriginalAtMost(n) => self
                .clash
                .as_ref()
                .and_then(|c| c.of(seat.other()))
                .is_some_and(|d| d.original() <= n),
        }
    }

    /// A cost of `cost` can be paid with `power` spell-power cards and the rest in orbs.
    fn check_payment(&self, seat: Seat, cost: u8, power: u8) -> Result<(), Illegal> {
        let p = self.player(seat);
        if power > cost {
            return Err(Illegal::Overpaid {
                offered: power,
                cost,
            });
        }
        let have = p.power.len() as u8;
        if power > have {
            return Err(Illegal::NotEnoughPowerCards {
                offered: power,
                have,
            });
        }
        let needed = cost - power;
        if needed > p.orbs.ready {
            return Err(Illegal::NotEnoughSpirit {
                needed,
                have: p.orbs.ready,
            });
        }
        Ok(())
    }

    /// The payment listed for a cost: orbs first (spent orbs are what PICK draws by), power
    /// cards for the rest. `None` when nothing can pay it.
    pub(crate) fn suggest_payment(&self, seat: Seat, cost: u8) -> Option<u8> {
        let p = self.player(seat);
        let power = cost.saturating_sub(p.orbs.ready);
        (usize::from(power) <= p.power.len()).then_some(power)
    }

    /// Opening search: any card of your deck.
    fn check_search(&self, seat: Seat, card: CardId) -> Result<(), Illegal> {
        self.in_deck(seat, card).map(|_| ())
    }

    /// Spirit release: any spell card of your deck.
    fn check_release(&self, seat: Seat, id: CardId) -> Result<(), Illegal> {
        let card = self.in_deck(seat, id)?;
        if card.is_spell() {
            Ok(())
        } else {
            Err(Illegal::NotASpellCard(id))
        }
    }

    /// CHANGE: a character card from the hand, not already on the field, into a free place.
    fn check_place_support(&self, seat: Seat, id: CardId) -> Result<(), Illegal> {
        let card = self.in_hand(seat, id)?;
        if card.as_character().is_none() {
            return Err(Illegal::WrongKind {
                card: id,
                is: card.kind(),
            });
        }
        let p = self.player(seat);
        if p.on_field(card).is_some() {
            return Err(Illegal::AlreadyOnField(id));
        }
        if p.characters.len() >= CHARACTERS_MAX {
            return Err(Illegal::CharacterZoneFull);
        }
        Ok(())
    }

    /// CHANGE: a SUPPORT stands up as CENTER, unless a HYPER already counts as the CENTER.
    fn check_set_center(&self, seat: Seat, id: CardId) -> Result<(), Illegal> {
        let p = self.player(seat);
        let support = p
            .characters
            .iter()
            .any(|c| c.card.id == id && c.role == Role::Support);
        if !support {
            return Err(Illegal::NotASupport(id));
        }
        if p.hyper().is_some() {
            return Err(Illegal::HyperInPlay);
        }
        Ok(())
    }

    /// CHANGE: the CENTER goes to the duel zone as HYPER.
    fn check_go_hyper(&self, seat: Seat) -> Result<(), Illegal> {
        match self.player(seat).center().map(|c| c.role) {
            Some(Role::Center) => Ok(()),
            Some(_) => Err(Illegal::HyperInPlay),
            None => Err(Illegal::NoCenter),
        }
    }

    /// SET: any card from the hand into the spell-power zone, while it has room (it never
    /// replaces).
    fn check_set_power(&self, seat: Seat, id: CardId) -> Result<(), Illegal> {
        self.in_hand(seat, id)?;
        if self.player(seat).power.len() >= POWER_ZONE {
            return Err(Illegal::PowerZoneFull);
        }
        Ok(())
    }

    /// An equipment slot number.
    fn check_slot(slot: u8) -> Result<(), Illegal> {
        if usize::from(slot) < EQUIPMENT_SLOTS {
            Ok(())
        } else {
            Err(Illegal::NoSuchSlot(slot))
        }
    }

    /// SET: a trap from the hand face down into a slot (replacing what is there).
    fn check_set_trap(&self, seat: Seat, id: CardId, slot: u8) -> Result<(), Illegal> {
        let card = self.in_hand(seat, id)?;
        if !matches!(card.body, Body::Trap(_)) {
            return Err(Illegal::WrongKind {
                card: id,
                is: card.kind(),
            });
        }
        Self::check_slot(slot)
    }

    /// A state spell card at its printed timing, its character in play, its need holding, its
    /// cost paid.
    fn check_play_state(&self, seat: Seat, id: CardId, power: u8) -> Result<(), Illegal> {
        let card = self.in_hand(seat, id)?;
        let Body::State(s) = &card.body else {
            return Err(Illegal::WrongKind {
                card: id,
                is: card.kind(),
            });
        };
        let phase = match s.timing {
            Timing::Set => Phase::Set,
            Timing::Battle => Phase::Battle,
        };
        if phase != self.phase {
            return Err(Illegal::WrongTiming(id));
        }
        self.character_in_play(seat, card)?;
        if !self.need_holds(seat, card, s.need, false) {
            return Err(Illegal::NeedNotMet(id));
        }
        self.check_payment(seat, self.cost_of(seat, card), power)
    }

    /// BATTLE: a lasting item into an empty slot (the rulebook replaces equipment only in
    /// SET), its need holding, its cost paid.
    fn check_set_item(&self, seat: Seat, id: CardId, slot: u8, power: u8) -> Result<(), Illegal> {
        let card = self.in_hand(seat, id)?;
        let Body::Lasting(item) = &card.body else {
            return Err(Illegal::WrongKind {
                card: id,
                is: card.kind(),
            });
        };
        Self::check_slot(slot)?;
        if self.player(seat).equipment[usize::from(slot)].is_some() {
            return Err(Illegal::SlotTaken(slot));
        }
        if !self.need_holds(seat, card, item.need, false) {
            return Err(Illegal::NeedNotMet(id));
        }
        self.check_payment(seat, self.cost_of(seat, card), power)
    }

    /// An instant item at its timing (attack items in your attack phase, defense items when
    /// deciding a counter), its need holding, with what its effect acts on, its cost paid.
    fn check_use_item(
        &self,
        seat: Seat,
        id: CardId,
        power: u8,
        kind: DecisionKind,
    ) -> Result<(), Illegal> {
        let card = self.in_hand(seat, id)?;
        let Body::Instant(item) = &card.body else {
            return Err(Illegal::WrongKind {
                card: id,
                is: card.kind(),
            });
        };
        let timing = if kind == DecisionKind::Counter {
            ItemTiming::Defense
        } else {
            ItemTiming::Attack
        };
        if item.timing != timing {
            return Err(Illegal::WrongTiming(id));
        }
        if !self.need_holds(seat, card, item.need, kind == DecisionKind::Counter) {
            return Err(Illegal::NeedNotMet(id));
        }
        if !self.ops_usable(seat, item.ops) {
            return Err(Illegal::NoTarget(id));
        }
        self.check_payment(seat, self.cost_of(seat, card), power)
    }

    /// A battle spell card declared in the attack phase or as a counter: its character in
    /// play, its need, and either the final spell's terms (once per match, its character
    /// CENTER or HYPER, no cost, any flashiness, even against "cannot be countered") or the
    /// usual ones (no NULLITY unless unsealed, not against an uncounterable card, flashiness
    /// at least the top of the attacker's declaration zone, the cost paid).
    fn check_battle_card(
        &self,
        seat: Seat,
        id: CardId,
        power: u8,
        countering: bool,
    ) -> Result<(), Illegal> {
        let card = self.in_hand(seat, id)?;
        let Some(b) = card.battle() else {
            return Err(Illegal::WrongKind {
                card: id,
                is: card.kind(),
            });
        };
        self.character_in_play(seat, card)?;
        if b.final_spell {
            if self.player(seat).final_used {
                return Err(Illegal::FinalSpellUsed);
            }
            if !self.need_holds(seat, card, Need::Center, countering) {
                return Err(Illegal::FinalNeedsCenter(id));
            }
            if !self.need_holds(seat, card, b.need, countering) {
                return Err(Illegal::NeedNotMet(id));
            }
            return self.check_payment(seat, 0, power);
        }
        if b.nullity && !self.unsealed(seat, card) {
            return Err(Illegal::Nullity(id));
        }
        if !self.need_holds(seat, card, b.need, countering) {
            return Err(Illegal::NeedNotMet(id));
        }
        if countering {
            if let Some(attack) = self.clash.as_ref().map(|c| c.attack) {
                if self.uncounterable(&attack) {
                    return Err(Illegal::Uncounterable(attack.card.id));
                }
            }
        }
        let top = self.player(self.attacker).top_flash();
        let flash = b.flash.saturating_add(self.flash_slack(seat));
        if flash < top {
            return Err(Illegal::NotFlashyEnough {
                card: id,
                flash,
                top,
            });
        }
        self.check_payment(seat, self.cost_of(seat, card), power)
    }

    /// A face-down trap whose printed timing is now, its character in play, its need holding
    /// and its effect having what it acts on.
    fn check_trigger(&self, seat: Seat, slot: u8) -> Result<(), Illegal> {
        Self::check_slot(slot)?;
        let Some(e) = self.player(seat).equipment[usize::from(slot)].filter(|e| e.face_down) else {
            return Err(Illegal::NoTrapThere(slot));
        };
        let Body::Trap(trap) = &e.card.body else {
            return Err(Illegal::NoTrapThere(slot));
        };
        let timing = match self.window {
            Window::TrapOnDeclare => Trigger::OpponentDeclares,
            Window::TrapOnCounter => Trigger::Countered,
            _ => Trigger::Damaged,
        };
        if trap.trigger != timing {
            return Err(Illegal::WrongTiming(e.card.id));
        }
        self.character_in_play(seat, e.card)?;
        if !self.need_holds(seat, e.card, trap.need, seat != self.attacker) {
            return Err(Illegal::NeedNotMet(e.card.id));
        }
        if !self.ops_usable(seat, trap.ops) {
            return Err(Illegal::NoTarget(e.card.id));
        }
        Ok(())
    }

    /// END: a card from the hand (the discard window is open only while the hand holds more
    /// than 5).
    fn check_discard(&self, seat: Seat, id: CardId) -> Result<(), Illegal> {
        self.in_hand(seat, id).map(|_| ())
    }
}
