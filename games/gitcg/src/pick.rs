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

/// Most cards a pick draws its options from (an option is a 4-bit position among them).
pub const MAX_POOL: usize = 15;

/// A pending pick, kept small (it sits in every state): the cards it draws from, and the
/// positions among them of the options offered, 4 bits each from the lowest, each position
/// plus one (0 ends the list), in the order `Action::Pick` numbers them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pick {
    /// The cards the options are drawn from.
    pub from: &'static &'static [&'static EntityDef],
    /// The options, as packed positions in `from`.
    pub order: u16,
}

impl Pick {
    /// The offered entities, in order.
    pub fn options(&self) -> impl Iterator<Item = &'static EntityDef> + '_ {
        let from: &'static [&'static EntityDef] = self.from;
        (0..MAX_OPTIONS)
            .map(move |k| (self.order >> (4 * k)) & 0xF)
            .take_while(|&v| v != 0)
            .filter_map(move |v| from.get(v as usize - 1).copied())
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
        from: &'static &'static [&'static EntityDef],
        count: u8,
    ) {
        let len = from.len().min(MAX_POOL);
        let n = (count as usize).min(len).min(MAX_OPTIONS);
        if n == 0 {
            return;
        }
        let mut positions: arrayvec::ArrayVec<u8, MAX_POOL> = (0..len as u8).collect();
        if n < len {
            // A partial Fisher-Yates shuffle: the first `n` are a uniform draw without repeats.
            for i in 0..n {
                let j = i + self.rng.below((len - i) as u32) as usize;
                positions.swap(i, j);
            }
        }
        let order = positions
            .iter()
            .take(n)
            .enumerate()
            .fold(0u16, |acc, (k, &p)| acc | ((u16::from(p) + 1) << (4 * k)));
        let pick = Pick { from, order };
        if self.choice[seat.index()].is_some() {
            if let Some(first) = pick.options().next() {
                self.create_picked(seat, first);
            }
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
