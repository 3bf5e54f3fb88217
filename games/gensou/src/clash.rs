//! The clash (战斗结算): the attacker declares a battle spell card, the defender may trigger a
//! trap and may counter (相杀), the attacker may trigger a trap when countered, then the two
//! cards are settled — the higher final power breaks the lower (击破), a higher attacking card
//! deals the difference as damage and hits (命中), an equal or higher counter is a full counter
//! (完全相杀), and an uncountered card with no power left just misses.
//! Final spells (终符) are declared here too.

use tavern_protocol::gensou::{Event, Window};
use tavern_protocol::Seat;

use crate::defs::Card;
use crate::state::{Clash, Declared};
use crate::Gensou;

impl Gensou {
    /// `seat` pays `cost`: `power` spell-power cards (the oldest first, face up to the discard
    /// pile), the rest in orbs.
    pub(crate) fn pay(&mut self, seat: Seat, cost: u8, power: u8) {
        let p = self.player_mut(seat);
        let orbs = cost.saturating_sub(power);
        p.orbs.ready -= orbs;
        p.orbs.spent += orbs;
        let spent: Vec<&'static Card> = p.power.drain(..usize::from(power)).collect();
        p.discard.extend(spent.iter().copied());
        if cost > 0 {
            self.emit(Event::Paid {
                seat,
                orbs,
                power: spent.iter().map(|c| c.id).collect(),
            });
        }
    }

    /// Puts `card` from `seat`'s hand into the duel zone, paying for it; a final spell costs
    /// nothing but sets its player's HP to 0.
    fn put_into_duel_zone(&mut self, seat: Seat, card: &'static Card, power: u8, counter: bool) {
        let final_spell = card.battle().is_some_and(|b| b.final_spell);
        if !final_spell {
            let cost = self.cost_of(seat, card);
            self.pay(seat, cost, power);
        }
        self.player_mut(seat).take_from_hand(card);
        self.emit(Event::Declared {
            seat,
            card: card.id,
            counter,
        });
        if final_spell {
            self.player_mut(seat).final_used = true;
            self.emit(Event::FinalSpell {
                seat,
                card: card.id,
            });
            self.set_hp_to_zero(seat);
        }
    }

    /// The attacker declares `card`; the defender's decisions follow.
    pub(crate) fn declare(&mut self, card: &'static Card, power: u8) {
        let seat = self.attacker;
        self.put_into_duel_zone(seat, card, power, false);
        self.clash = Some(Clash {
            attack: Declared::new(seat, card),
            counter: None,
        });
        if self.player(self.defender()).has_face_down() {
            self.window = Window::TrapOnDeclare;
        } else {
            self.open_counter();
        }
    }

    /// After the defender's traps: the counter decision, unless the clash is gone (the
    /// attacking card was broken) or the defender holds no card at all.
    pub(crate) fn open_counter(&mut self) {
        if self.clash.is_none() {
            self.window = Window::Main;
        } else if self.player(self.defender()).hand.is_empty() {
            self.settle();
        } else {
            self.window = Window::Counter;
        }
    }

    /// The defender counters with `card`; the attacker's traps, then settlement, follow.
    pub(crate) fn counter(&mut self, card: &'static Card, power: u8) {
        let seat = self.defender();
        self.put_into_duel_zone(seat, card, power, true);
        if let Some(c) = self.clash.as_mut() {
            c.counter = Some(Declared::new(seat, card));
        }
        if self.player(self.attacker).has_face_down() {
            self.window = Window::TrapOnCounter;
        } else {
            self.settle();
        }
    }

    /// Settlement. A final spell breaks the opposing card outright; otherwise the higher final
    /// power breaks the lower (击破), and on equal power neither breaks. A counter of equal or
    /// higher power is a full counter (完全相杀). A higher attacking card deals the difference
    /// (less any guard) to the defender and, if that damage is more than 0, hits: it goes on
    /// top of the attacker's declaration zone, then its hit effects resolve. Every other card
    /// in the clash goes to the discard pile. The match stops as soon as it is won.
    pub(crate) fn settle(&mut self) {
        let Some(clash) = self.clash else {
            self.window = Window::Main;
            return;
        };
        let (attacker, defender) = (self.attacker, self.defender());
        let attack = self.final_power(&clash.attack);
        let counter = clash.counter.map(|d| self.final_power(&d));
        let counter_final = clash.counter.is_some_and(|d| d.is_final());
        let difference = if counter_final {
            None
        } else if clash.attack.is_final() {
            Some(attack)
        } else {
            Some(attack - counter.unwrap_or(0)).filter(|&d| d > 0)
        };
        self.emit(Event::Settled {
            attack,
            counter,
            full_counter: clash.counter.is_some() && difference.is_none(),
        });
        if let Some(d) = clash.counter {
            // A counter card is broken by a stronger attacking card or by an attacking final
            // spell (a countering final spell only by another); on equal power neither card is
            // the stronger, so neither breaks the other.
            let broken = if counter_final {
                clash.attack.is_final()
            } else {
                difference.is_some()
            };
            self.discard_from_clash(defender, d.card, broken);
            if let Some(c) = self.clash.as_mut() {
                c.counter = None;
            }
        }
        let Some(difference) = difference else {
            // The attacking card is broken by a stronger counter or a countering final spell;
            // fully countered by an equal one, or uncountered with no power left, it just
            // misses.
            let broken = counter_final || counter.is_some_and(|c| c > attack);
            self.clash = None;
            self.discard_from_clash(attacker, clash.attack.card, broken);
            self.window = Window::Main;
            return;
        };
        let damage = (difference - self.guard(defender)).max(0);
        if damage > 0 {
            self.damage(defender, damage, true);
            if self.check_victory() {
                return;
            }
        }
        self.clash = None;
        if damage == 0 {
            self.discard_from_clash(attacker, clash.attack.card, false);
            self.window = Window::Main;
            return;
        }
        self.hit(attacker, clash.attack.card);
        if self.result.is_none() {
            self.window = if self.player(defender).has_face_down() {
                Window::TrapOnDamage
            } else {
                Window::Main
            };
        }
    }

    /// `card` hits: it goes on top of `seat`'s declaration zone; opposing orbs break for every
    /// "breaks an orb on hit" modifier and `seat` draws for every "draws on hit" one; its hit
    /// effects resolve.
    fn hit(&mut self, seat: Seat, card: &'static Card) {
        self.player_mut(seat).declaration.push(card);
        self.emit(Event::Hit {
            seat,
            card: card.id,
        });
        for _ in 0..self.orbs_broken_on_hit(seat, card) {
            self.break_orb(seat.other());
        }
        let draws = self.draws_on_hit(seat, card);
        if draws > 0 {
            self.draw(seat, draws);
        }
        if let Some(b) = card.battle() {
            self.resolve(seat, b.on_hit);
        }
    }

    /// A card of the clash goes to its owner's discard pile, broken or not.
    fn discard_from_clash(&mut self, seat: Seat, card: &'static Card, broken: bool) {
        self.player_mut(seat).discard.push(card);
        let card = card.id;
        self.emit(if broken {
            Event::Broken { seat, card }
        } else {
            Event::Discarded { seat, card }
        });
    }
}
