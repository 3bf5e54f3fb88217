//! Picks (挑选): an effect offers a few cards and the player it belongs to chooses one of them
//! to create, as an interrupting decision ([`DecisionKind::Pick`]).
//!
//! The effect that offers (Chiori's Fluttering Hasode) calls [`Gitcg::offer_pick`] and carries
//! on to its end; the pick is then the seat's pending choice, answered with `Action::Pick`
//! before anything else happens, and the chosen entity is created where its kind lives (a
//! summon in the summon zone, a combat status on the side). The options are public cards, so
//! every viewer sees them ([`tavern_protocol::gitcg::PlayerView::picking`]). A seat that runs
//! out of time takes the first option.
//!
//! [`DecisionKind::Pick`]: tavern_protocol::DecisionKind::Pick

use tavern_game::Seat;
use tavern_protocol::gitcg::CardId;

use crate::defs::{EntityDef, EntityKind};
use crate::state::LocZone;
use crate::{Choice, Gitcg, Illegal};

/// Most options a pick offers.
pub const MAX_OPTIONS: usize = 4;

/// The options of a pending pick, in the order `Action::Pick` numbers them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pick {
    /// The offered entities; the first `None` ends the list.
    pub options: [Option<&'static EntityDef>; MAX_OPTIONS],
}

impl Pick {
    /// The offered entities, in order.
    pub fn options(&self) -> impl Iterator<Item = &'static EntityDef> + '_ {
        self.options.iter().map_while(|o| *o)
    }
}

impl Gitcg {
    /// Offers `count` of the entities in `from` for `seat` to pick one: all of them in order
    /// when `count` covers them, else `count` different ones drawn at random, in the order
    /// drawn. When the seat already has a pending choice (a knock-out during the same skill),
    /// the first option is created at once, as a timeout would.
    pub(crate) fn offer_pick(
        &mut self,
        seat: Seat,
        from: &'static [&'static EntityDef],
        count: u8,
    ) {
        let mut pool: arrayvec::ArrayVec<&'static EntityDef, 16> = from.iter().copied().collect();
        let n = (count as usize).min(pool.len()).min(MAX_OPTIONS);
        if n == 0 {
            return;
        }
        if n < pool.len() {
            // A partial Fisher-Yates shuffle: the first `n` are a uniform draw without repeats.
            for i in 0..n {
                let j = i + self.rng.below((pool.len() - i) as u32) as usize;
                pool.swap(i, j);
            }
        }
        let mut pick = Pick {
            options: [None; MAX_OPTIONS],
        };
        for (slot, def) in pick.options.iter_mut().zip(pool.iter().take(n)) {
            *slot = Some(*def);
        }
        if self.choice[seat.index()].is_some() {
            self.create_picked(seat, pool[0]);
        } else {
            self.choice[seat.index()] = Some(Choice::Pick(pick));
        }
    }

    /// Answers the pending pick of `seat` with the option at `option`; a missing option is
    /// refused and changes nothing.
    pub(crate) fn answer_pick(&mut self, seat: Seat, option: u8) -> Result<(), Illegal> {
        let Some(Choice::Pick(pick)) = self.choice[seat.index()] else {
            return Err(Illegal::NotYourTurn);
        };
        let offered = pick.options().count() as u8;
        let Some(def) = pick.options().nth(option as usize) else {
            return Err(Illegal::NoSuchOption { option, offered });
        };
        self.choice[seat.index()] = None;
        self.create_picked(seat, def);
        Ok(())
    }

    /// The options of the pending pick of `seat`, as card ids (empty when it has none).
    pub(crate) fn pick_options(&self, seat: Seat) -> Vec<CardId> {
        match self.choice[seat.index()] {
            Some(Choice::Pick(pick)) => pick.options().map(|d| CardId(d.id)).collect(),
            _ => Vec::new(),
        }
    }

    /// Creates a picked entity where its kind lives.
    fn create_picked(&mut self, seat: Seat, def: &'static EntityDef) {
        let zone = match def.kind {
            EntityKind::Combat => LocZone::Combat,
            EntityKind::Summon => LocZone::Summon,
            _ => LocZone::Char(self.player(seat).active),
        };
        self.add_entity(seat, zone, def);
    }
}
