//! Setup and the phases of a round, named as in the rulebook: switch hand, choose active,
//! roll phase, action phase, end phase; turn order; the round limit; victory.

use crate::version;
use arrayvec::ArrayVec;
use tavern_protocol::gitcg::{CardId, CharacterRef, Config, Dice, Event, OutcomeKind, Phase};
use tavern_protocol::{EndReason, Seat};

use super::cards;
use super::defs::{trig, CardDef, CardKind, CharacterDef, Cx, Heard, Trig};
use super::state::{LocZone, Player, DECK_CAP, DICE_CAP};
use super::{EndPhase, Gitcg};
use tavern_game::rng::Rng;
use tavern_game::SetupError;

/// The last round played: when round 15 would begin, both players lose.
pub const LAST_ROUND: u8 = 14;
/// Opening hand size.
pub const OPENING_HAND: usize = 5;
/// Dice rolled each roll phase.
pub const ROLLED_DICE: u8 = 8;
/// Cards drawn in the end phase.
pub const END_DRAW: u8 = 2;

impl Gitcg {
    /// Validates the decks and deals the opening state: shuffled decks with Arcane Legends on
    /// top, five cards each, then both players switch cards.
    #[inline(never)]
    pub(crate) fn setup(seed: u64, config: Config) -> Result<Gitcg, SetupError> {
        if config.decks.len() != 2 {
            return Err(SetupError::Config(format!(
                "a gitcg match needs 2 decks, got {}",
                config.decks.len()
            )));
        }
        if !version::offered(config.options.version) {
            return Err(SetupError::Config(format!(
                "gitcg is not played at version {} (it offers {})",
                config.options.version,
                version::offered_list()
            )));
        }
        let mut rng = Rng::new(seed);
        // Both decks are checked and dealt first, so that the state is made in one piece (a
        // state moved from list to list is copied field by field, thousands of moves).
        let first = opening_deck(&config, Seat(0), &mut rng)?;
        let second = opening_deck(&config, Seat(1), &mut rng)?;
        let mut g = Gitcg {
            rng,
            options: config.options,
            round: 0,
            phase: Phase::SwitchHand,
            turn: Seat(0),
            first: Seat(0),
            next_first: None,
            players: [
                Player::new(first.0, first.1, config.options.version),
                Player::new(second.0, second.1, config.options.version),
            ],
            choice: [None, None],
            end: EndPhase::default(),
            result: None,
            serial: 0,
            marked: false,
            discarded: false,
            out: Vec::with_capacity(32),
        };
        // Passive skills are statuses the characters start the match with (战斗开始时).
        for seat in [Seat(0), Seat(1)] {
            for slot in 0..3u8 {
                g.add_passives(seat, slot);
            }
        }
        for seat in [Seat(0), Seat(1)] {
            g.draw(seat, OPENING_HAND as u8);
        }
        // The opening draws are shown by the first views; the buffer is given back empty.
        g.out = Vec::new();
        Ok(g)
    }

    /// Draws `n` cards from the top of the deck; an empty deck gives nothing, a full hand
    /// burns the card.
    pub fn draw(&mut self, seat: Seat, n: u8) {
        for _ in 0..n {
            let p = self.player_mut(seat);
            let Some(card) = p.deck.pop() else { return };
            if card.drawn {
                self.drawn_card_acts(seat, card);
                continue;
            }
            let p = self.player_mut(seat);
            let id = Some(CardId(card.id));
            if p.hand.try_push(card).is_ok() {
                self.emit_private(
                    seat,
                    Event::CardDrawn { seat, card: id },
                    Event::CardDrawn { seat, card: None },
                );
                self.entered_hand(seat, card);
                self.fire(seat, trig::DREW, &mut Trig::Phase);
                self.tell_opposing(seat, Heard::Drew);
            } else {
                // A card drawn into a full hand is burned: everyone sees that, only the owner
                // which card it was.
                self.emit_private(
                    seat,
                    Event::CardBurned { seat, card: id },
                    Event::CardBurned { seat, card: None },
                );
            }
        }
    }

    /// Both players have switched their opening hands: choose active characters.
    pub(crate) fn after_switch_hand(&mut self) {
        if self.players.iter().all(|p| p.ready) {
            for p in &mut self.players {
                p.ready = false;
            }
            self.phase = Phase::ChooseActive;
            self.emit(Event::PhaseStarted {
                phase: Phase::ChooseActive,
            });
        }
    }

    /// Both secret choices are in: reveal them, flip the coin, start round 1.
    pub(crate) fn after_choose_active(&mut self) {
        if !self.players.iter().all(|p| p.ready) {
            return;
        }
        for seat in [Seat(0), Seat(1)] {
            let p = self.player_mut(seat);
            p.active = p.chosen.unwrap_or(0);
            let slot = p.active;
            self.emit(Event::ActiveChanged {
                character: CharacterRef { seat, slot },
            });
        }
        self.first = if self.rng.coin() { Seat(1) } else { Seat(0) };
        self.emit(Event::FirstPlayer { seat: self.first });
        self.begin_battle();
        self.start_round();
    }

    /// The battle begins (战斗开始时): what listens to [`trig::BATTLE_START`] acts, the
    /// first player's side first, once, before round 1 (the round is still 0).
    pub(crate) fn begin_battle(&mut self) {
        for seat in [self.first, self.first.other()] {
            self.fire(seat, trig::BATTLE_START, &mut Trig::Phase);
        }
    }

    /// A new round: the round limit, then the roll phase.
    pub(crate) fn start_round(&mut self) {
        if self.round >= LAST_ROUND {
            self.finish(OutcomeKind::AllLose, EndReason::RoundLimit);
            return;
        }
        self.round += 1;
        self.emit(Event::RoundStarted { round: self.round });
        self.roll_phase();
    }

    /// 投掷阶段: each player rolls 8 dice, then both may reroll at the same time.
    fn roll_phase(&mut self) {
        self.phase = Phase::Roll;
        self.emit(Event::PhaseStarted { phase: Phase::Roll });
        for seat in [self.first, self.first.other()] {
            let mut extra = 0u8;
            let mut fixed = Dice::EMPTY;
            self.fire(
                seat,
                trig::ROLL,
                &mut Trig::Roll {
                    extra_rerolls: &mut extra,
                    fixed: &mut fixed,
                },
            );
            // Fixed faces come up first (as many as the dice rolled); the rest are random.
            let p = self.player_mut(seat);
            p.dice = Dice::EMPTY;
            for face in 0..8 {
                p.dice.0[face] = fixed.0[face].min(ROLLED_DICE - p.dice.total());
            }
            let random = ROLLED_DICE - p.dice.total();
            self.roll(seat, random);
            self.player_mut(seat).rerolls = self.options.rerolls.saturating_add(extra);
        }
        self.after_reroll();
    }

    /// Adds `n` freshly rolled dice (capped at 16) and announces the dice held.
    pub(crate) fn roll(&mut self, seat: Seat, n: u8) {
        // The dice are counted as they come, not summed again after each one (which reads
        // the whole set back right after writing one byte of it, and stalls).
        let mut dice = self.player(seat).dice;
        let mut count = dice.total();
        for _ in 0..n {
            let face = self.rng.below(8) as usize;
            if count < DICE_CAP {
                dice.0[face] += 1;
                count += 1;
            }
        }
        self.player_mut(seat).dice = dice;
        self.emit_private(
            seat,
            Event::DiceRolled {
                seat,
                dice: Some(dice),
                count,
            },
            Event::DiceRolled {
                seat,
                dice: None,
                count,
            },
        );
    }

    /// When nobody has rerolls left, the action phase starts.
    pub(crate) fn after_reroll(&mut self) {
        if self.phase == Phase::Roll && self.players.iter().all(|p| p.rerolls == 0) {
            self.action_phase();
        }
    }

    /// 行动阶段: the first player acts first; start-of-phase effects resolve.
    fn action_phase(&mut self) {
        self.phase = Phase::Action;
        self.emit(Event::PhaseStarted {
            phase: Phase::Action,
        });
        self.turn = self.first;
        self.fire_both(self.first, trig::ACTION_START, &mut Trig::Phase);
        self.settle();
        if self.result.is_none() {
            self.start_turn();
        }
    }

    /// A turn begins for `self.turn`: what comes before the side chooses an action resolves
    /// ([`Gitcg::before_choosing`]); when that took the turn's combat action, the turn passes
    /// on, perhaps to another prepared skill.
    fn start_turn(&mut self) {
        loop {
            let seat = self.turn;
            self.emit(Event::TurnStarted { seat });
            if !self.before_choosing(seat) || self.result.is_some() {
                return;
            }
            let again = self.take_another_action(seat);
            if !again && !self.player(seat.other()).declared_end {
                self.turn = seat.other();
            }
        }
    }

    /// Before `seat` chooses an action (我方选择行动前), at the start of its turn and after each
    /// of its fast actions: the effects that wait for that moment resolve (the opponent's that
    /// wait for either side's choice too), then a skill its
    /// active character prepared, or else a Normal Attack a status forces on it, is used as
    /// the turn's combat action. Returns whether one was.
    ///
    /// Inlined: mostly nothing waits for that moment and no character prepares a skill or
    /// is forced to attack, which the trigger sets tell without a call.
    #[inline]
    pub(crate) fn before_choosing(&mut self, seat: Seat) -> bool {
        let p = self.player(seat);
        let waiting = p.triggers & trig::BEFORE_ACTION != 0
            || self.player(seat.other()).triggers & trig::FOE_BEFORE_ACTION != 0
            || p.zone_triggers[..3].iter().any(|z| z & trig::PREPARES != 0)
            || p.zone_triggers[(p.active as usize).min(2)] & trig::FORCES_ATTACK != 0;
        waiting && self.before_choosing_waiting(seat)
    }

    /// [`Self::before_choosing`] once something may wait for the choice.
    #[inline(never)]
    fn before_choosing_waiting(&mut self, seat: Seat) -> bool {
        let mine = self.player(seat).triggers & trig::BEFORE_ACTION != 0;
        let theirs = self.player(seat.other()).triggers & trig::FOE_BEFORE_ACTION != 0;
        if mine || theirs {
            // The chooser's own effects first, then those that answer either side's choice.
            self.fire(seat, trig::BEFORE_ACTION, &mut Trig::Phase);
            self.fire(seat.other(), trig::FOE_BEFORE_ACTION, &mut Trig::Phase);
            self.settle();
            if self.result.is_some() || self.phase != Phase::Action {
                return false;
            }
        }
        if let Some(skill) = self.take_prepared(seat) {
            self.use_prepared(seat, skill);
        } else if !self.forced_normal_attack(seat) {
            return false;
        }
        self.after_action(seat);
        self.settle();
        true
    }

    /// After a fast action of `seat` (a fast switch, a card that is not a combat action,
    /// elemental tuning), once no choice is open: what comes before its next choice resolves,
    /// and the turn passes if that was a combat action.
    pub(crate) fn after_fast_action(&mut self, seat: Seat) {
        if self.turn != seat || self.choice.iter().any(Option::is_some) {
            return;
        }
        if self.before_choosing(seat) {
            self.pass_turn(seat);
        }
    }

    /// After a combat action of `seat`: the turn passes unless the opponent has declared end
    /// or `seat` acts again (`act_again.rs`).
    pub(crate) fn pass_turn(&mut self, seat: Seat) {
        if self.result.is_some() || self.phase != Phase::Action {
            return;
        }
        let other = seat.other();
        let again = self.take_another_action(seat);
        self.turn = if again || self.player(other).declared_end {
            seat
        } else {
            other
        };
        self.start_turn();
    }

    /// 宣布结束: the first to declare goes first next round; when both have, the end phase.
    /// A knock-out that declaring sets off (Festive Fires) is settled like any other: the
    /// end phase begins only once its new active character is chosen (`end_phase_when_ready`).
    pub(crate) fn declare_end(&mut self, seat: Seat) {
        self.player_mut(seat).declared_end = true;
        self.player_mut(seat).plunge = None;
        self.next_first.get_or_insert(seat);
        self.emit(Event::DeclaredEnd { seat });
        self.fire(seat, trig::DECLARE_END, &mut Trig::Phase);
        self.fire(seat.other(), trig::FOE_DECLARED_END, &mut Trig::Phase);
        self.after_action(seat);
        self.settle();
        if self.result.is_some() {
            return;
        }
        if self.players.iter().all(|p| p.declared_end) {
            self.end_phase_when_ready();
        } else {
            self.pass_turn(seat);
        }
    }

    /// Once both sides have declared the end of the round, the end phase begins, unless a
    /// side must first choose a new active character (or answer another interrupting
    /// choice): the action phase then waits, and answering the last choice begins it
    /// (`resume`).
    pub(crate) fn end_phase_when_ready(&mut self) {
        if self.choice.iter().all(Option::is_none) {
            self.end_phase();
        }
    }

    /// 结束阶段: end-phase effects (first player's side first), then both draw 2, then
    /// round-end cleanup. Effects are queued so a knock-out choice can pause the phase.
    fn end_phase(&mut self) {
        self.phase = Phase::End;
        self.emit(Event::PhaseStarted { phase: Phase::End });
        // The first to declare end has become the first player (先「宣布回合结束」的牌手会成为
        // 「先手牌手」), so the end phase already resolves and draws from that player's side,
        // and that player is the current player for the resolution order.
        if let Some(seat) = self.next_first.take() {
            self.first = seat;
        }
        self.turn = self.first;
        // The queue is filled in place: a queue built aside and moved in was copied whole
        // (64 entries), and so were the takers moved into their loop.
        self.end.queue.clear();
        self.end.pos = 0;
        self.end.drawn = false;
        for seat in [self.first, self.first.other()] {
            let mut takers = super::effects::Takers::new();
            self.collect(seat, trig::END_PHASE, &mut takers);
            for &(loc, serial) in &takers {
                let _ = self.end.queue.try_push((seat, loc.zone, serial));
            }
        }
        self.continue_end_phase();
    }

    /// Resolves queued end-phase effects until one needs a choice, then draws and cleans up.
    pub(crate) fn continue_end_phase(&mut self) {
        while (self.end.pos as usize) < self.end.queue.len() {
            let (seat, zone, serial) = self.end.queue[self.end.pos as usize];
            self.end.pos += 1;
            self.end_phase_effect(seat, zone, serial);
            self.settle();
            if self.result.is_some() || self.choice.iter().any(Option::is_some) {
                return;
            }
        }
        if !self.end.drawn {
            self.end.drawn = true;
            for seat in [self.first, self.first.other()] {
                self.draw(seat, super::flow::END_DRAW);
            }
            // A card that acts when drawn may have knocked out an active character.
            self.settle();
            if self.result.is_some() || self.choice.iter().any(Option::is_some) {
                return;
            }
        }
        self.round_cleanup();
        self.start_round();
    }

    /// Runs the end-phase effect of the entity that entered play as `serial` in `zone` of
    /// `seat` (its end-phase ops and usage, its end-phase hook), if it is still there.
    pub(crate) fn end_phase_effect(&mut self, seat: Seat, zone: LocZone, serial: u16) {
        let ents = self.zone(seat, zone);
        let Some(idx) = ents.iter().position(|e| e.serial == serial && !e.dead) else {
            return;
        };
        let def = ents[idx].def;
        let loc = super::state::Loc {
            seat,
            zone,
            idx: idx as u8,
        };
        let character = match zone {
            LocZone::Char(s) => Some(s),
            _ => None,
        };
        if !def.end_phase.is_empty() {
            let mut cx = Cx {
                character,
                entity: Some(def),
                ..Cx::side(seat)
            };
            self.run_ops(def.end_phase, &mut cx);
            if def.usage > 0 {
                self.spend(loc);
            }
        }
        if def.listens & trig::END_PHASE != 0 {
            if let Some(hook) = def.hook {
                hook(self, loc, &mut Trig::Phase);
            }
        }
        // A summon that swirled is answered once its effect is over.
        self.answer_swirl();
    }

    /// Round-end cleanup: round-scoped statuses leave, durations tick, per-round counters
    /// reset, the first to declare end becomes first player.
    fn round_cleanup(&mut self) {
        for p in &mut self.players {
            p.declared_end = false;
            p.plunge = None;
            p.revived_this_round = false;
            p.knocked_out_this_round = false;
            p.cards_played_this_round = 0;
            p.acts_again = false;
            let mut tick = |e: &mut super::state::Ent| {
                e.var = if e.def.per_round { 0 } else { e.var };
                if e.def.round_only {
                    e.dead = true;
                }
                if e.duration > 0 {
                    e.duration -= 1;
                    if e.duration == 0 {
                        e.dead = true;
                    }
                }
            };
            for c in &mut p.chars {
                c.skill_uses = [0; 5];
                c.attached.iter_mut().for_each(&mut tick);
            }
            p.combat.iter_mut().for_each(&mut tick);
            p.summons.iter_mut().for_each(&mut tick);
            p.supports.iter_mut().for_each(&mut tick);
        }
        // Round-scoped and expired entities were just discarded.
        self.discarded = true;
        self.cleanup();
        self.first = self.next_first.take().unwrap_or(self.first);
        self.turn = self.first;
    }

    /// Both or one side lost all characters.
    pub(crate) fn finish_by_defeat(&mut self, lost: [bool; 2]) {
        match lost {
            [true, true] => self.finish(OutcomeKind::Draw, EndReason::SimultaneousDefeat),
            [true, false] => self.finish(OutcomeKind::Win { winner: Seat(1) }, EndReason::Defeat),
            [false, true] => self.finish(OutcomeKind::Win { winner: Seat(0) }, EndReason::Defeat),
            [false, false] => {}
        }
    }

    /// Ends the match.
    pub(crate) fn finish(&mut self, outcome: OutcomeKind, reason: EndReason) {
        if self.result.is_none() {
            self.result = Some((outcome, reason));
            self.phase = Phase::GameOver;
            self.choice = [None, None];
            self.emit(Event::GameOver { outcome });
        }
    }
}

/// The characters and the shuffled deck of `seat`, checked: Arcane Legends go to the top so
/// the opening hand holds them, the five nearest the top after the shuffle (random ones when
/// there are more than five); any others stay where the shuffle put them, so they are not the
/// next cards drawn.
fn opening_deck(
    config: &Config,
    seat: Seat,
    rng: &mut Rng,
) -> Result<
    (
        [&'static CharacterDef; 3],
        ArrayVec<&'static CardDef, DECK_CAP>,
    ),
    SetupError,
> {
    let (chars, mut cards) = cards::resolve_deck_at(
        &config.decks[seat.index()],
        config.options.check_deck_rules,
        config.options.version,
    )
    .map_err(|reason| SetupError::Deck { seat, reason })?;
    rng.shuffle(&mut cards);
    let mut top = ArrayVec::<_, OPENING_HAND>::new();
    let mut i = cards.len();
    while i > 0 && top.len() < OPENING_HAND {
        i -= 1;
        if cards[i].kind == CardKind::Legend {
            top.push(cards.remove(i));
        }
    }
    let mut deck = ArrayVec::new();
    deck.extend(cards);
    deck.extend(top);
    Ok((chars, deck))
}
