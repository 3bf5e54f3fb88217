//! Applying an action: the decision's checks first (`checks.rs`), then what it does.
//!
//! Every action is checked in full before anything changes (`check_*` take `&self`), so a
//! refused action leaves the state untouched. The same checks drive `legal_actions`
//! (`listing.rs`), which is how the two always agree.

use arrayvec::ArrayVec;
use tavern_protocol::gitcg::{Action, CardId, Dice, DieFace, Event, HandMask, Phase, Source};
use tavern_protocol::{DecisionKind, Seat};

use super::cards::builtin;
use super::checks::CardPlay;
use super::defs::{
    answers, trig, CardDef, CardKind, Cx, EquipSlot, Heard, Paying, TargetRule, Trig,
};
use super::dice::check_payment;
use super::effects::CostMods;
use super::error::Illegal;
use super::state::{Loc, LocZone, SUPPORT_CAP};
use super::{Choice, Gitcg};

impl Gitcg {
    /// Applies `action` for a seat facing decision `kind`. Checks come first; nothing changes
    /// on error.
    pub(crate) fn apply_action(
        &mut self,
        seat: Seat,
        kind: DecisionKind,
        action: Action,
    ) -> Result<(), Illegal> {
        let wrong = Err(Illegal::WrongDecision { expected: kind });
        match (kind, action) {
            (DecisionKind::SwitchHand, Action::SwitchHand { cards }) => {
                self.switch_hand(seat, cards)
            }
            (DecisionKind::ChooseActive, Action::ChooseActive { slot }) => {
                if slot > 2 {
                    return Err(Illegal::BadCharacter(slot));
                }
                let p = self.player_mut(seat);
                p.chosen = Some(slot);
                p.ready = true;
                self.emit(Event::ActiveChosenSecretly { seat });
                self.after_choose_active();
                Ok(())
            }
            (DecisionKind::ChooseActiveAfterKnockOut, Action::ChooseActive { slot }) => {
                let p = self.player(seat);
                if slot > 2 || !p.chars[slot as usize].alive {
                    return Err(Illegal::BadCharacter(slot));
                }
                self.choice[seat.index()] = None;
                self.switch_to(seat, slot);
                self.settle();
                self.resume();
                Ok(())
            }
            (DecisionKind::Reroll, Action::Reroll { dice }) => {
                let p = self.player(seat);
                if !dice.is_subset_of(&p.dice) {
                    return Err(Illegal::DiceNotHeld);
                }
                let p = self.player_mut(seat);
                if dice.is_empty() {
                    p.rerolls = 0;
                } else {
                    take_dice(&mut p.dice, &dice);
                    p.rerolls = p.rerolls.saturating_sub(1);
                    self.roll(seat, dice.total());
                }
                if self.choice[seat.index()] == Some(Choice::Reroll) {
                    if self.player(seat).rerolls == 0 {
                        self.choice[seat.index()] = None;
                        self.resume();
                    }
                } else {
                    self.after_reroll();
                }
                Ok(())
            }
            (DecisionKind::DiscardSupport, Action::DiscardSupport { slot }) => {
                if slot as usize >= self.player(seat).supports.len() {
                    return Err(Illegal::NoSuchSupport(slot));
                }
                let Some(Choice::DiscardSupport(card)) = self.choice[seat.index()] else {
                    return wrong;
                };
                self.choice[seat.index()] = None;
                self.discard(Loc {
                    seat,
                    zone: LocZone::Support,
                    idx: slot,
                });
                self.cleanup_zone(seat, LocZone::Support);
                self.place_support(seat, card);
                self.after_card(seat, card);
                Ok(())
            }
            (DecisionKind::Pick, Action::Pick { option }) => {
                self.answer_pick(seat, option)?;
                self.resume();
                Ok(())
            }
            (DecisionKind::Act, action) => self.turn_action(seat, action),
            _ => wrong,
        }
    }

    /// After an interrupting choice is made: when none is left, the flow continues: the end
    /// phase goes on, or begins when both sides had declared the end of the round while the
    /// choice was pending.
    fn resume(&mut self) {
        if self.result.is_some() || self.choice.iter().any(Option::is_some) {
            return;
        }
        match self.phase {
            Phase::End => self.continue_end_phase(),
            Phase::Action if self.players.iter().all(|p| p.declared_end) => {
                self.end_phase_when_ready()
            }
            _ => {}
        }
    }

    fn switch_hand(&mut self, seat: Seat, cards: HandMask) -> Result<(), Illegal> {
        if self.switching_mid_turn(seat) {
            self.answer_hand_switch(seat, cards)?;
            self.resume();
            return Ok(());
        }
        self.replace_cards(seat, cards)?;
        self.player_mut(seat).ready = true;
        self.after_switch_hand();
        Ok(())
    }

    fn turn_action(&mut self, seat: Seat, action: Action) -> Result<(), Illegal> {
        // The side's cost modifiers that answer what the action pays for, for the actions
        // that cost dice (a card's, once the card is known).
        let asked = match action {
            Action::UseSkill { .. } => answers::SKILL_COST | answers::TECHNIQUE_COST,
            Action::Switch { .. } => answers::SWITCH_COST | answers::FAST_SWITCH,
            _ => 0,
        };
        let mut mods = CostMods::new();
        if asked != 0 {
            self.cost_mods_of(seat, asked, &mut mods);
        }
        match action {
            Action::UseSkill { skill, dice } => {
                let p = self.player(seat);
                let own = p.active_char().def.skills.iter().find(|s| s.id == skill.0);
                let Some(def) = own else {
                    let (loc, technique, cost, users) =
                        self.check_technique(seat, skill.0, &mods)?;
                    check_payment(&cost, &p.dice, &dice)?;
                    self.pay(seat, &dice, &users);
                    if cost.energy > 0 {
                        let active = self.player(seat).active;
                        self.character_mut(seat, active).energy -= cost.energy;
                    }
                    self.use_technique(seat, loc, technique);
                    self.after_action(seat);
                    self.settle();
                    self.pass_turn(seat);
                    return Ok(());
                };
                let (cost, users) = self.check_skill(seat, def, &mods)?;
                check_payment(&cost, &p.dice, &dice)?;
                let charged = super::dice::count(&p.dice).is_multiple_of(2);
                self.pay(seat, &dice, &users);
                let active = self.player(seat).active;
                if cost.energy > 0 {
                    self.character_mut(seat, active).energy -= cost.energy;
                }
                self.use_skill(seat, def, charged, None);
                self.after_action(seat);
                self.settle();
                self.pass_turn(seat);
                Ok(())
            }
            Action::Switch { slot, dice } => {
                let (cost, users, fast) = self.check_switch(seat, slot, &mods)?;
                check_payment(&cost, &self.player(seat).dice, &dice)?;
                self.pay(seat, &dice, &users);
                self.switch_active(seat, slot);
                self.after_action(seat);
                self.settle();
                if fast {
                    self.after_fast_action(seat);
                } else {
                    self.pass_turn(seat);
                }
                Ok(())
            }
            Action::PlayCard {
                card,
                target,
                second,
                dice,
            } => {
                let idx = self.hand_index(seat, card)?;
                let def = self.player(seat).hand[idx];
                // Only what answers this card's cost is collected, and only when something
                // may ([`Gitcg::cost_answers`]).
                let asked = Paying::Card(def).answer();
                if self.cost_answers(seat) & asked != 0 {
                    self.cost_mods_of(seat, asked, &mut mods);
                }
                let play = self.check_card(seat, def, target, second, &mods)?;
                check_payment(&play.cost, &self.player(seat).dice, &dice)?;
                let charged = super::dice::count(&self.player(seat).dice).is_multiple_of(2);
                self.player_mut(seat).hand.remove(idx);
                self.pay(seat, &dice, &play.users);
                self.play_card(seat, def, play, charged);
                Ok(())
            }
            Action::Tune { card, die } => {
                let idx = self.hand_index(seat, card)?;
                let p = self.player(seat);
                let to = p.active_char().def.element.die();
                // Some die held is not the active character's own face (Omni aside).
                if !(1..8).any(|f| f != to as usize && p.dice.0[f] > 0) {
                    return Err(Illegal::NothingToTune);
                }
                if die == DieFace::Omni || die == to || p.dice.count(die) == 0 {
                    return Err(Illegal::BadTuneDie);
                }
                if p.hand[idx].untunable {
                    return Err(Illegal::CannotTune(card));
                }
                let p = self.player_mut(seat);
                let given_up = p.hand.remove(idx);
                // One die changes face: the dice written as one word (see `take_dice`).
                let held = u64::from_le_bytes(p.dice.0);
                let moved = held - (1 << (8 * die as u64)) + (1 << (8 * to as u64));
                p.dice = Dice(moved.to_le_bytes());
                // Everyone sees the new face; only the owner sees the card given up.
                self.emit_private(
                    seat,
                    Event::Tuned {
                        seat,
                        card: Some(card),
                        to,
                    },
                    Event::Tuned {
                        seat,
                        card: None,
                        to,
                    },
                );
                let mut t = Trig::Discarded {
                    card: given_up,
                    tuned: true,
                };
                self.fire(seat, trig::DISCARDED, &mut t);
                self.after_action(seat);
                self.after_fast_action(seat);
                Ok(())
            }
            Action::DeclareEnd => {
                self.declare_end(seat);
                Ok(())
            }
            _ => Err(Illegal::WrongDecision {
                expected: DecisionKind::Act,
            }),
        }
    }

    fn pay(&mut self, seat: Seat, dice: &Dice, users: &[(Loc, u8)]) {
        take_dice(&mut self.player_mut(seat).dice, dice);
        self.spend_uses(users);
    }

    fn play_card(&mut self, seat: Seat, card: &'static CardDef, play: CardPlay, charged: bool) {
        if card.kind == CardKind::Legend {
            self.player_mut(seat).legend_used = true;
        }
        let p = self.player_mut(seat);
        p.cards_played_this_round = p.cards_played_this_round.saturating_add(1);
        if card.kind == CardKind::Equipment(EquipSlot::Technique) {
            p.techniques_played = p.techniques_played.saturating_add(1);
        }
        if play.cost.energy > 0 {
            let s = play.at.own.unwrap_or(self.player(seat).active);
            self.character_mut(seat, s).energy -= play.cost.energy;
        }
        self.emit(Event::CardPlayed {
            seat,
            card: CardId(card.id),
        });
        self.fire(seat, trig::CARD_PLAYED, &mut Trig::CardPlayed(card));
        self.note_played(seat, card);
        self.tell_opposing(seat, Heard::CardPlayed(card));
        if self.nullify_event(seat, card) {
            self.fire(seat, trig::CARD_RESOLVED, &mut Trig::CardPlayed(card));
            self.after_card(seat, card);
            return;
        }
        // `charged` rides along for cards that make a character attack (Plunging Strike).
        let mut cx = Cx {
            character: play.at.own,
            opponent_target: play.at.foe,
            summon_target: play.at.summon,
            second: play.at.to,
            support_target: play.at.support,
            charged,
            source: Some(Source::Card {
                seat,
                card: CardId(card.id),
            }),
            ..Cx::side(seat)
        };
        match card.kind {
            CardKind::Equipment(_) => {
                let s = play.at.own.unwrap_or(self.player(seat).active);
                if let Some(def) = card.entity {
                    self.add_entity(seat, LocZone::Char(s), def);
                }
                self.run_ops(card.ops, &mut cx);
                if let Some(skill_id) = card.talent_skill {
                    if let Some(skill) = self.form_skill(seat, s, skill_id) {
                        self.use_skill(seat, skill, charged, Some(card));
                    }
                }
            }
            CardKind::Companion | CardKind::Location | CardKind::Item => {
                if self.player(seat).supports.len() >= SUPPORT_CAP {
                    self.choice[seat.index()] = Some(Choice::DiscardSupport(card));
                    return;
                }
                self.place_support(seat, card);
            }
            CardKind::Food if card.target == TargetRule::None => {
                let p = self.player(seat);
                let hungry: ArrayVec<u8, 3> = p
                    .living()
                    .filter(|&s| !p.chars[s as usize].has(&builtin::SATIATED))
                    .collect();
                for s in hungry {
                    cx.character = Some(s);
                    self.run_ops(card.ops, &mut cx);
                    self.satiate(seat, s);
                }
            }
            CardKind::Food => {
                self.run_ops(card.ops, &mut cx);
                if let Some(s) = play.at.own {
                    self.satiate(seat, s);
                }
            }
            CardKind::Event | CardKind::Resonance(_) | CardKind::Legend => {
                self.run_ops(card.ops, &mut cx);
            }
        }
        self.fire(seat, trig::CARD_RESOLVED, &mut Trig::CardPlayed(card));
        self.after_card(seat, card);
    }

    fn place_support(&mut self, seat: Seat, card: &'static CardDef) {
        if let Some(def) = card.entity {
            self.add_entity(seat, LocZone::Support, def);
        }
        let mut cx = Cx {
            source: Some(Source::Card {
                seat,
                card: CardId(card.id),
            }),
            ..Cx::side(seat)
        };
        self.run_ops(card.ops, &mut cx);
    }

    /// Knock-outs, then the turn passes if the card was a combat action; otherwise what comes
    /// before the next choice resolves.
    fn after_card(&mut self, seat: Seat, card: &CardDef) {
        self.after_action(seat);
        self.settle();
        if card.combat_action {
            self.player_mut(seat).plunge = None;
            self.pass_turn(seat);
        } else {
            self.after_fast_action(seat);
        }
    }
}

/// Takes the dice `taken` out of `held`, which holds them all (checked before): as one word,
/// a byte per face, no face borrowing from the next. Written a byte at a time, the dice were
/// read back whole soon after (their total, the next listing) before the bytes could be
/// forwarded, which stalls the processor.
fn take_dice(held: &mut Dice, taken: &Dice) {
    debug_assert!(taken.is_subset_of(held));
    let left = u64::from_le_bytes(held.0) - u64::from_le_bytes(taken.0);
    *held = Dice(left.to_le_bytes());
}
