//! Costs and payments: a card's cost after Flame Combo and the plane's discount, checking a
//! payment, suggesting one, and paying. The single-element classes' cost control lives here:
//! Inferno Emissary's Flame Combo (a spell costs one `*` less after a spell), Deep-sea Lurker's Tidal Affinity
//! (a permanent's power pays `*`) and Aether Walker's Void Reclamation (the graveyard cards the
//! player names pay `*` and are exiled). Earthshaper's Summon Guards is an action of its own (`act`).

use tavern_protocol::confix::{
    CardId, CardList, Class, Cost, Element, Event, Kind, Payment, Runes,
};
use tavern_protocol::Seat;

use crate::cards::planes::PlaneRule;
use crate::{Card, Confix, Illegal};

impl Confix {
    /// What casting `card` costs under the plane in force, before Flame Combo.
    pub(crate) fn base_cost(&self, card: Card) -> Cost {
        let mut c = card.cost;
        if let (Kind::Creature, Some(PlaneRule::CreatureDiscount(n))) =
            (card.kind, self.planes.in_force.rule())
        {
            c.any = c.any.saturating_sub(n);
        }
        c
    }

    /// What casting `card` costs `seat` now.
    pub(crate) fn card_cost(&self, seat: Seat, card: Card) -> Cost {
        let mut c = self.base_cost(card);
        if self.combo_applies(seat, card) {
            c.any -= 1;
        }
        c
    }

    /// Whether Flame Combo takes one `*` off `card` for `seat` now: the card is a spell (法术,
    /// the type the rulebook's "下一张法术" names), a spell was cast before it this turn, and
    /// its cost has a `*` left to take off.
    pub(crate) fn combo_applies(&self, seat: Seat, card: Card) -> bool {
        let p = self.player(seat);
        p.class == Class::InfernoEmissary
            && p.combo
            && card.kind == Kind::Spell
            && self.base_cost(card).any > 0
    }

    /// Checks that `pay` pays exactly `cost` for `seat`.
    pub(crate) fn check_payment(
        &self,
        seat: Seat,
        cost: Cost,
        pay: &Payment,
    ) -> Result<(), Illegal> {
        let p = self.player(seat);
        let active = p.active();
        for e in Element::ALL {
            let need = cost.runes.get(e).max(pay.runes.get(e));
            if active.get(e) < need {
                return Err(Illegal::NotEnoughRunes {
                    element: e,
                    needed: need,
                    have: active.get(e),
                });
            }
        }
        let mut any = cost.any;
        let mut extras = 0u16;
        if let Some(uid) = pay.power_of {
            if p.class != Class::DeepSeaLurker {
                return Err(Illegal::ClassCannot { class: p.class });
            }
            let perm = self.permanent(uid).ok_or(Illegal::NoSuchPermanent(uid))?;
            if perm.side != seat {
                return Err(Illegal::NotYours(uid));
            }
            if !perm.card.has_power() {
                return Err(Illegal::NoPower(uid));
            }
            if perm.tapped {
                return Err(Illegal::Tapped(uid));
            }
            if any == 0 {
                return Err(Illegal::UselessPayment);
            }
            let used = perm.power.clamp(0, any as i16) as u8;
            any -= used;
            extras += used as u16;
        }
        if !pay.exile.is_empty() {
            if p.class != Class::AetherWalker {
                return Err(Illegal::ClassCannot { class: p.class });
            }
            let named = pay.exile.as_slice();
            for &id in named {
                let wanted = named.iter().filter(|&&x| x == id).count();
                let have = p.graveyard.iter().filter(|c| c.id == id).count();
                if have < wanted {
                    return Err(Illegal::NotInGraveyard(id));
                }
            }
            let n = named.len() as u8;
            if n > any {
                return Err(Illegal::UselessPayment);
            }
            any -= n;
            extras += n as u16;
        }
        // A seat that could not pay in any way hears so, rather than that this payment is wrong.
        let still = cost.runes.total() + any as u16;
        if active.total() < still {
            return Err(Illegal::NotEnoughActiveRunes {
                needed: still,
                have: active.total(),
            });
        }
        if let Some(e) = Element::ALL
            .into_iter()
            .find(|&e| pay.runes.get(e) < cost.runes.get(e))
        {
            return Err(Illegal::ColourShort {
                element: e,
                needed: cost.runes.get(e),
                paid: pay.runes.get(e),
            });
        }
        if pay.runes.total() != cost.runes.total() + any as u16 {
            return Err(Illegal::WrongPayment {
                needed: cost.total(),
                paid: pay.runes.total() + extras,
            });
        }
        Ok(())
    }

    /// A payment of `cost` for `seat`: the coloured runes, then `*` from the colours held most;
    /// when runes fall short and `class_abilities` is set, the class's cost control makes up
    /// the difference. `None` when `seat` cannot pay.
    pub(crate) fn suggest_payment(
        &self,
        seat: Seat,
        cost: Cost,
        class_abilities: bool,
    ) -> Option<Payment> {
        let p = self.player(seat);
        let active = p.active();
        if !active.covers(cost.runes) {
            return None;
        }
        let spare = active.minus(cost.runes);
        let mut pay = Payment {
            runes: cost.runes,
            ..Payment::default()
        };
        let mut any = cost.any;
        if spare.total() < any as u16 && class_abilities {
            let short = any - spare.total() as u8;
            match p.class {
                Class::DeepSeaLurker => {
                    let best = self
                        .battlefield
                        .iter()
                        .filter(|x| x.side == seat && !x.tapped && x.card.has_power())
                        .max_by_key(|x| x.power)?;
                    pay.power_of = Some(best.uid);
                    any -= best.power.clamp(0, any as i16) as u8;
                }
                Class::AetherWalker if p.graveyard.len() >= short as usize => {
                    pay.exile = self.graveyard_to_exile(seat, short);
                    any -= short;
                }
                _ => return None,
            }
        }
        pay.runes = pay.runes.plus(self.suggest_runes_from(spare, any)?);
        Some(pay)
    }

    /// `n` runes of any colours taken from `from`, from the colours held most.
    fn suggest_runes_from(&self, mut from: Runes, n: u8) -> Option<Runes> {
        let mut pay = Runes::NONE;
        for _ in 0..n {
            let e = Element::ALL
                .into_iter()
                .rev()
                .max_by_key(|&e| from.get(e))
                .filter(|&e| from.get(e) > 0)?;
            from = from.with(e, from.get(e) - 1);
            pay = pay.with(e, pay.get(e) + 1);
        }
        Some(pay)
    }

    /// `n` active runes of any colours of `seat`, from the colours held most.
    pub(crate) fn suggest_runes(&self, seat: Seat, n: u8) -> Option<Runes> {
        self.suggest_runes_from(self.player(seat).active(), n)
    }

    /// Checks that `pay` is `n` active runes of `seat`, of any colours.
    pub(crate) fn check_any_runes(&self, seat: Seat, n: u8, pay: Runes) -> Result<(), Illegal> {
        let cost = Cost {
            runes: Runes::NONE,
            any: n,
        };
        self.check_payment(
            seat,
            cost,
            &Payment {
                runes: pay,
                ..Payment::default()
            },
        )
    }

    /// `n` cards of `seat`'s graveyard a payment suggests exiling: from the top, the cards
    /// that are not creatures first, so that Regrowth still finds a creature to bring back.
    pub(crate) fn graveyard_to_exile(&self, seat: Seat, n: u8) -> CardList {
        let top_first = self.player(seat).graveyard.iter().rev();
        let picked: Vec<CardId> = top_first
            .clone()
            .filter(|c| c.kind != Kind::Creature)
            .chain(top_first.filter(|c| c.kind == Kind::Creature))
            .take(n as usize)
            .map(|c| c.id)
            .collect();
        CardList::new(&picked[..picked.len().min(CardList::MAX)]).unwrap_or_default()
    }

    /// Pays: taps the runes, taps the permanent whose power pays, exiles the graveyard cards
    /// named (the topmost copy of each).
    pub(crate) fn pay(&mut self, seat: Seat, pay: &Payment) {
        let p = self.player_mut(seat);
        p.spent = p.spent.plus(pay.runes);
        if let Some(uid) = pay.power_of {
            self.set_tapped(uid, true);
        }
        if !pay.exile.is_empty() {
            let p = self.player_mut(seat);
            let mut cards = Vec::with_capacity(pay.exile.len());
            for &id in pay.exile.as_slice() {
                if let Some(i) = p.graveyard.iter().rposition(|c| c.id == id) {
                    let c = p.graveyard.remove(i);
                    let _ = p.exile.try_push(c);
                    cards.push(c.id);
                }
            }
            self.emit(Event::Exiled { seat, cards });
        }
    }
}
