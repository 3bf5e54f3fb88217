//! Effects: the modifiers in effect for a player (CENTER and HYPER skills, face-up lasting
//! items, state spell cards in effect) and what they add up to, and the one-shot effects
//! ([`Op`]) of traps, items and hits.

use tavern_protocol::gensou::{Event, Release, Role};
use tavern_protocol::Seat;

use crate::defs::{Body, Card, Costed, Mod, Of, Op, Side};
use crate::state::{Declared, InEffect, Restored, RELEASE_BELOW, START_HP};
use crate::Gensou;

/// Whether a modifier for `of` concerns `card`.
fn concerns(of: Of, card: &Card) -> bool {
    match of {
        Of::Any => true,
        Of::Character(c) => card.character == Some(c),
    }
}

impl Gensou {
    /// Every modifier in effect for `seat`: the CENTER skill of its CENTER or HYPER character,
    /// the HYPER skill of its HYPER character, its face-up lasting items and its state spell
    /// cards in effect.
    pub(crate) fn mods(&self, seat: Seat) -> impl Iterator<Item = Mod> + '_ {
        let p = self.player(seat);
        let skills = p.characters.iter().flat_map(|c| {
            let ch = c.card.as_character();
            let center = ch
                .filter(|_| c.role != Role::Support)
                .map(|ch| ch.center.effect);
            let hyper = ch
                .filter(|_| c.role == Role::Hyper)
                .map(|ch| ch.hyper.effect);
            center.into_iter().chain(hyper)
        });
        let items = p
            .equipment
            .iter()
            .flatten()
            .filter(|e| !e.face_down)
            .filter_map(|e| match &e.card.body {
                Body::Lasting(l) => Some(l.effect),
                _ => None,
            });
        let states = p.states.iter().filter_map(InEffect::effect);
        skills.chain(items).chain(states)
    }

    /// A declared card's final power (最终战力): its original power, plus every power
    /// modifier in effect for it unless an effect reset it, plus one-shot changes; never
    /// below 0.
    pub(crate) fn final_power(&self, d: &Declared) -> i32 {
        let original = d.original();
        let attacking = d.seat == self.attacker;
        let bonus: i32 = if d.reset {
            0
        } else {
            self.mods(d.seat)
                .map(|m| match m {
                    Mod::Power {
                        of,
                        side,
                        band,
                        amount,
                    } if concerns(of, d.card)
                        && band.holds(original)
                        && match side {
                            Side::Any => true,
                            Side::Attack => attacking,
                            Side::Counter => !attacking,
                        } =>
                    {
                        amount
                    }
                    _ => 0,
                })
                .sum()
        };
        (original + bonus + d.delta).max(0)
    }

    /// What `card` costs `seat` now: its printed cost less every discount in effect.
    pub(crate) fn cost_of(&self, seat: Seat, card: &Card) -> u8 {
        let costed = match card.body {
            Body::Battle(_) => Costed::Battle,
            Body::State(_) => Costed::State,
            _ => return card.cost(),
        };
        let discount: u8 = self
            .mods(seat)
            .map(|m| match m {
                Mod::CostDown {
                    costed: c,
                    of,
                    amount,
                } if c == costed && concerns(of, card) => amount,
                _ => 0,
            })
            .fold(0, u8::saturating_add);
        card.cost().saturating_sub(discount)
    }

    /// How much lower battle damage to `seat` is.
    pub(crate) fn guard(&self, seat: Seat) -> i32 {
        self.mods(seat)
            .map(|m| match m {
                Mod::Guard(n) => n,
                _ => 0,
            })
            .sum()
    }

    /// Cards `seat` draws in PICK beside the spent orbs.
    pub(crate) fn extra_draw(&self, seat: Seat) -> u8 {
        self.mods(seat)
            .map(|m| match m {
                Mod::ExtraDraw(n) => n,
                _ => 0,
            })
            .fold(0, u8::saturating_add)
    }

    /// Whether `seat` may declare the NULLITY card `card`.
    pub(crate) fn unsealed(&self, seat: Seat, card: &Card) -> bool {
        self.mods(seat)
            .any(|m| matches!(m, Mod::Unseal(of) if concerns(of, card)))
    }

    /// How much less flashy than the top of the declaration zone `seat`'s cards may be.
    pub(crate) fn flash_slack(&self, seat: Seat) -> u8 {
        self.mods(seat)
            .map(|m| match m {
                Mod::FlashSlack(n) => n,
                _ => 0,
            })
            .fold(0, u8::saturating_add)
    }

    /// Whether a declared card cannot be countered (by anything but a final spell).
    pub(crate) fn uncounterable(&self, d: &Declared) -> bool {
        d.card.battle().is_some_and(|b| b.uncounterable)
            || self
                .mods(d.seat)
                .any(|m| matches!(m, Mod::Uncounterable(of) if concerns(of, d.card)))
    }

    /// How many of the opponent's orbs break when `seat`'s `card` hits.
    pub(crate) fn orbs_broken_on_hit(&self, seat: Seat, card: &Card) -> usize {
        self.mods(seat)
            .filter(|m| matches!(m, Mod::HitBreaksOrb(of) if concerns(*of, card)))
            .count()
    }

    /// How many cards `seat` draws when its `card` hits.
    pub(crate) fn draws_on_hit(&self, seat: Seat, card: &Card) -> usize {
        self.mods(seat)
            .filter(|m| matches!(m, Mod::HitDraws(of) if concerns(*of, card)))
            .count()
    }

    /// Special victory at the start of `seat`'s turn.
    pub(crate) fn wins_at_turn_start(&self, seat: Seat) -> bool {
        let held = self.player(seat).declaration.len();
        self.mods(seat)
            .any(|m| matches!(m, Mod::WinAtTurnStart(n) if held >= usize::from(n)))
    }

    /// Special victory of `seat` instead of being shot down.
    pub(crate) fn wins_instead_of_defeat(&self, seat: Seat) -> bool {
        let p = self.player(seat);
        p.hp < 0
            && self
                .mods(seat)
                .any(|m| matches!(m, Mod::WinInsteadOfDefeat(n) if p.popularity() >= n))
    }

    /// Whether every effect in `ops` has what it acts on: the opposing card, or `seat`'s own
    /// card, in the clash.
    pub(crate) fn ops_usable(&self, seat: Seat, ops: &[Op]) -> bool {
        let clash = self.clash.as_ref();
        ops.iter().all(|op| {
            (!op.needs_opposing() || clash.and_then(|c| c.of(seat.other())).is_some())
                && (!op.needs_own() || clash.and_then(|c| c.of(seat)).is_some())
        })
    }

    /// Resolves `ops` for `seat`, one after the other, stopping as soon as the match is won.
    pub(crate) fn resolve(&mut self, seat: Seat, ops: &[Op]) {
        for &op in ops {
            if self.result.is_some() {
                return;
            }
            self.resolve_op(seat, op);
            self.check_victory();
        }
    }

    fn resolve_op(&mut self, seat: Seat, op: Op) {
        let other = seat.other();
        match op {
            Op::Damage(n) => self.damage(other, n, false),
            Op::DamageBoth(n) => {
                self.damage(self.attacker, n, false);
                self.damage(self.defender(), n, false);
            }
            Op::Heal(n) => self.heal(seat, n),
            Op::Draw(n) => {
                self.draw(seat, usize::from(n));
            }
            Op::Restore(n) => self.restore(seat, n),
            Op::Mend(n) => {
                for _ in 0..n {
                    if self.player_mut(seat).orbs.mend() {
                        self.emit(Event::OrbMended { seat });
                    }
                }
            }
            Op::BreakOrb => self.break_orb(other),
            Op::PowerOpposing(n) => self.change_power(other, |d| d.delta += n),
            Op::PowerOwn(n) => self.change_power(seat, |d| d.delta += n),
            Op::ResetOpposing => self.change_power(other, |d| {
                d.reset = true;
                d.delta = 0;
            }),
            Op::BreakOpposing => self.break_declared(other),
        }
    }

    /// `seat` has `n` chances to restore an orb (PICK's, or a card's): each brings back a
    /// spent orb or, once every intact orb is ready, mends a broken one (灵珠崩坏: 「只有在玩家正常
    /// 灵珠全满情况下，耗费1次回复灵力的机会才可将其修复」).
    pub(crate) fn restore(&mut self, seat: Seat, n: u8) {
        let (mut restored, mut mended) = (0, 0);
        let orbs = &mut self.player_mut(seat).orbs;
        for _ in 0..n {
            match orbs.restore_one() {
                Restored::Orb => restored += 1,
                Restored::Mended => mended += 1,
                Restored::Nothing => {}
            }
        }
        // Spent orbs come back before any broken one is mended, so the events keep that order.
        if restored > 0 {
            self.emit(Event::OrbsRestored {
                seat,
                count: restored,
            });
        }
        for _ in 0..mended {
            self.emit(Event::OrbMended { seat });
        }
    }

    /// Changes `seat`'s card in the clash and tells its new final power.
    fn change_power(&mut self, seat: Seat, change: impl FnOnce(&mut Declared)) {
        let Some(d) = self.clash.as_mut().and_then(|c| c.of_mut(seat)) else {
            return;
        };
        change(d);
        let d = *d;
        let power = self.final_power(&d);
        self.emit(Event::PowerChanged {
            seat,
            card: d.card.id,
            power,
        });
    }

    /// `seat` takes `amount` damage: battle damage from power, or an effect's.
    pub(crate) fn damage(&mut self, seat: Seat, amount: i32, battle: bool) {
        let p = self.player_mut(seat);
        p.hp -= amount;
        let hp = p.hp;
        self.emit(Event::Damaged {
            seat,
            amount,
            hp,
            battle,
        });
        self.note_hp(seat);
    }

    /// `seat`'s HP becomes 0 (a final spell's price).
    pub(crate) fn set_hp_to_zero(&mut self, seat: Seat) {
        self.player_mut(seat).hp = 0;
        self.note_hp(seat);
    }

    /// Offers spirit release the first time `seat`'s HP is below 5,000.
    fn note_hp(&mut self, seat: Seat) {
        let p = self.player_mut(seat);
        if p.hp < RELEASE_BELOW && p.release == Release::Unused {
            p.release = Release::Due;
        }
    }

    /// `seat` regains HP, never above the starting 10,000.
    pub(crate) fn heal(&mut self, seat: Seat, amount: i32) {
        let p = self.player_mut(seat);
        let before = p.hp;
        p.hp = (p.hp + amount).min(START_HP);
        let hp = p.hp;
        self.emit(Event::Healed {
            seat,
            amount: hp - before,
            hp,
        });
    }

    /// `seat` draws up to `n` cards from the top of the deck; returns how many it drew.
    pub(crate) fn draw(&mut self, seat: Seat, n: usize) -> usize {
        let mut drawn = Vec::new();
        let p = self.player_mut(seat);
        for _ in 0..n {
            let Some(c) = p.deck.pop() else { break };
            p.hand.push(c);
            drawn.push(c.id);
        }
        let count = drawn.len();
        if count > 0 {
            self.emit_private(
                seat,
                Event::Drew {
                    seat,
                    count: count as u8,
                    cards: Some(drawn),
                },
                Event::Drew {
                    seat,
                    count: count as u8,
                    cards: None,
                },
            );
        }
        count
    }

    /// One of `seat`'s intact orbs breaks.
    pub(crate) fn break_orb(&mut self, seat: Seat) {
        if self.player_mut(seat).orbs.break_one() {
            self.emit(Event::OrbBroken { seat });
        }
    }

    /// `seat`'s card in the clash is broken before settlement and goes to the discard pile.
    /// A broken attacking card ends the clash.
    pub(crate) fn break_declared(&mut self, seat: Seat) {
        let Some(clash) = self.clash.as_mut() else {
            return;
        };
        let card = if clash.attack.seat == seat {
            let card = clash.attack.card;
            self.clash = None;
            card
        } else {
            match clash.counter.take() {
                Some(d) => d.card,
                None => return,
            }
        };
        self.player_mut(seat).discard.push(card);
        self.emit(Event::Broken {
            seat,
            card: card.id,
        });
    }
}
