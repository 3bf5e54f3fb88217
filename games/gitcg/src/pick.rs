//! Picks (挑选): an effect offers a few cards and the player it belongs to chooses one of them,
//! as an interrupting decision ([`DecisionKind::Pick`]): an entity to create, or a card to put
//! into the hand, into play or to work on a character.
//!
//! The effect that offers (Chiori's Fluttering Hasode, Eremite Teatime, Iktomisaurus' Spiritual
//! Support) calls [`Gitcg::offer_pick`], [`Gitcg::offer_card_picks`],
//! [`Gitcg::offer_one_card_of_each`] or [`Gitcg::offer_random_cards`] and carries on to its
//! end; the pick is then the seat's pending choice, answered with `Action::Pick` before
//! anything else happens. A picked entity is created where its kind lives (a summon in the
//! summon zone, a combat status on the side); a picked card goes where the offer says
//! ([`CardUse`]): into the hand, into play as a support ("Masters of the Night-Wind"), or its
//! effect on a character (Mystique Soup). Once a pick is taken, the picker's "after we pick"
//! effects answer (我方挑选后, `trig::PICKED`). Card picks may come several in a row: the
//! pools still to pick from wait in the pending pick, and the next one is drawn once the
//! current one is answered. The options are public cards, so every viewer sees them
//! ([`tavern_protocol::gitcg::PlayerView::picking`]); a picked card enters the hand as a
//! card created, which only its owner sees (they come from the pool of every card, not from a
//! deck). Once a card or entity is picked, the side's "after picking" effects answer
//! (`trig::PICKED`: Citlali). The same decision serves an effect that asks its side to choose
//! one of its own characters ([`Gitcg::offer_character_choice`]: Kinich), with the characters'
//! ids as options; that is no pick of cards, and nothing answers it but the entity that asked.
//! A seat that runs out of time takes the first option. A knock-out of the picker's
//! active character in the same action waits for the pick: its choice of a new active
//! character comes once the last pick is answered.
//!
//! [`DecisionKind::Pick`]: tavern_protocol::DecisionKind::Pick

use std::sync::OnceLock;

use tavern_game::Seat;
use tavern_protocol::gitcg::{CardId, Source};

use crate::defs::{
    trig, CardDef, CardKind, CharacterDef, Cx, EntityDef, EntityKind, EquipSlot, Trig,
};
use crate::state::{Character, Loc, LocZone, ALL_ZONES};
use crate::{Choice, Gitcg, Illegal};

/// Most options a pick offers.
pub const MAX_OPTIONS: usize = 4;

/// Most cards an entity pick draws its options from (an option is a 4-bit position among
/// them).
pub const MAX_POOL: usize = 15;

/// Most options a card pick offers.
pub const MAX_CARD_OPTIONS: usize = 3;

/// A pool of cards a card pick draws from: every card of a kind a deck may hold (with a share
/// id). A set of pools is a bit mask, one bit per pool (`1 << pool as u8`), picked from in
/// this order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum CardPool {
    /// Location cards (场地).
    Location = 0,
    /// Item cards (道具).
    Item = 1,
    /// Food cards (料理).
    Food = 2,
    /// Technique cards (特技牌).
    Technique = 3,
}

impl CardPool {
    /// Every pool, in bit order.
    const ALL: [CardPool; 4] = [
        CardPool::Location,
        CardPool::Item,
        CardPool::Food,
        CardPool::Technique,
    ];

    /// This pool's bit in a set of pools.
    pub const fn bit(self) -> u8 {
        1 << self as u8
    }

    /// The kind of card the pool holds.
    fn kind(self) -> CardKind {
        match self {
            CardPool::Location => CardKind::Location,
            CardPool::Item => CardKind::Item,
            CardPool::Food => CardKind::Food,
            CardPool::Technique => CardKind::Equipment(EquipSlot::Technique),
        }
    }

    /// The cards of the pool, in the card table's order (gathered once: the card table never
    /// changes).
    fn cards(self) -> &'static [&'static CardDef] {
        static POOLS: OnceLock<[Vec<&'static CardDef>; 4]> = OnceLock::new();
        let pools = POOLS.get_or_init(|| {
            CardPool::ALL.map(|pool| {
                let kind = pool.kind();
                crate::cards::action_cards()
                    .filter(|c| c.share_id != 0 && c.kind == kind)
                    .collect()
            })
        });
        &pools[self as usize]
    }
}

/// What becomes of a picked card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CardUse {
    /// It enters the hand as a card created, which only its owner sees.
    Hand,
    /// Its support is created in the support zone, as if played there (its "when it enters"
    /// effects run): 生成 a support card ("Masters of the Night-Wind"). A full zone takes
    /// nothing.
    Support,
    /// Its effect runs on the side's character in this slot, as if played on it (Mystique
    /// Soup's effects); nothing happens to a character knocked out meanwhile.
    Effect(u8),
}

/// What a pending pick offers, kept small (it sits in every state).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Offer {
    /// Entities to create: the cards they are drawn from, and the positions among them of the
    /// options offered, 4 bits each from the lowest, each position plus one (0 ends the list),
    /// in the order `Action::Pick` numbers them.
    Entities {
        /// The cards the options are drawn from.
        from: &'static &'static [&'static EntityDef],
        /// The options, as packed positions in `from`.
        order: u16,
    },
    /// Cards, by card id (0 ends the list), what becomes of the one picked, and the set of
    /// pools ([`CardPool`] bits) still to pick from once this pick is answered (cards into the
    /// hand).
    Cards {
        /// The offered cards' ids.
        ids: [u32; MAX_CARD_OPTIONS],
        /// Pools of the picks still to come.
        queued: u8,
        /// What becomes of the card picked.
        to: CardUse,
    },
    /// One of the side's own characters, chosen for the effect of an entity of the side (选一
    /// 个我方角色: Kinich's Canopy Hunter: Riding High), which is told the slot chosen. Not a
    /// pick of cards (挑选): nothing that answers picks hears it.
    Character {
        /// The slots offered, one bit each.
        slots: u8,
        /// The entity told the choice (the first living one of its kind on the side).
        by: &'static EntityDef,
    },
}

/// A pending pick.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pick {
    /// What it offers.
    pub offer: Offer,
}

/// One offered option.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Picked {
    Entity(&'static EntityDef),
    Card(&'static CardDef),
    /// A character of the side: its slot and its card.
    Character(u8, &'static CharacterDef),
}

impl Picked {
    fn id(self) -> u32 {
        match self {
            Picked::Entity(d) => d.id,
            Picked::Card(c) => c.id,
            Picked::Character(_, c) => c.id,
        }
    }
}

impl Pick {
    /// The offered options, in order (the characters of a character choice are those of
    /// `chars`, the choosing side's).
    fn options<'a>(&'a self, chars: &'a [Character; 3]) -> impl Iterator<Item = Picked> + 'a {
        let (from, order, ids, slots) = match self.offer {
            Offer::Entities { from, order } => (Some(*from), order, [0; MAX_CARD_OPTIONS], 0),
            Offer::Cards { ids, .. } => (None, 0, ids, 0),
            Offer::Character { slots, .. } => (None, 0, [0; MAX_CARD_OPTIONS], slots),
        };
        let characters = (0..3u8)
            .filter(move |s| slots & (1 << s) != 0)
            .map(move |s| Picked::Character(s, chars[s as usize].def));
        let entities = (0..MAX_OPTIONS)
            .map(move |k| (order >> (4 * k)) & 0xF)
            .take_while(|&v| v != 0)
            .filter_map(move |v| from.and_then(|f| f.get(v as usize - 1).copied()))
            .map(Picked::Entity);
        let cards = ids
            .into_iter()
            .take_while(|&id| id != 0)
            .filter_map(|id| crate::cards::card(CardId(id)))
            .map(Picked::Card);
        entities.chain(cards).chain(characters)
    }

    /// The pools still to pick from after this pick.
    fn queued(&self) -> u8 {
        match self.offer {
            Offer::Entities { .. } | Offer::Character { .. } => 0,
            Offer::Cards { queued, .. } => queued,
        }
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
        self.shuffle_front(&mut positions, n);
        let order = positions
            .iter()
            .take(n)
            .enumerate()
            .fold(0u16, |acc, (k, &p)| acc | ((u16::from(p) + 1) << (4 * k)));
        self.pend_pick(
            seat,
            Pick {
                offer: Offer::Entities { from, order },
            },
        );
    }

    /// Offers `seat` a pick of 1 of 3 different random cards from each pool of `pools` (a set
    /// of [`CardPool`] bits), one pool after the other in pool order, each card picked into
    /// the hand. Only the first pick is drawn now; the others wait until it is answered.
    pub(crate) fn offer_card_picks(&mut self, seat: Seat, pools: u8) {
        let Some(pool) = CardPool::ALL.into_iter().find(|p| pools & p.bit() != 0) else {
            return;
        };
        let queued = pools & !pool.bit();
        let mut cards: Vec<&'static CardDef> = pool.cards().to_vec();
        let n = cards.len().min(MAX_CARD_OPTIONS);
        self.shuffle_front(&mut cards, n);
        let mut ids = [0; MAX_CARD_OPTIONS];
        for (id, card) in ids.iter_mut().zip(&cards[..n]) {
            *id = card.id;
        }
        if n == 0 {
            // An empty pool offers nothing: the next one is offered instead.
            self.offer_card_picks(seat, queued);
            return;
        }
        self.pend_pick(
            seat,
            Pick {
                offer: Offer::Cards {
                    ids,
                    queued,
                    to: CardUse::Hand,
                },
            },
        );
    }

    /// Offers `seat` a single pick of one random card of each pool of `pools`, in pool order,
    /// the card picked going into the hand.
    pub(crate) fn offer_one_card_of_each(&mut self, seat: Seat, pools: u8) {
        let mut ids = [0; MAX_CARD_OPTIONS];
        let mut n = 0;
        for pool in CardPool::ALL.into_iter().filter(|p| pools & p.bit() != 0) {
            let cards = pool.cards();
            if cards.is_empty() {
                continue;
            }
            let k = self.rng.below(cards.len() as u32) as usize;
            if let Some(card) = cards.get(k) {
                ids[n] = card.id;
                n += 1;
            }
        }
        if n > 0 {
            self.pend_pick(
                seat,
                Pick {
                    offer: Offer::Cards {
                        ids,
                        queued: 0,
                        to: CardUse::Hand,
                    },
                },
            );
        }
    }

    /// Offers `seat` a pick of 1 of `count` (at most 3) different cards drawn at random from
    /// `from` (all of them, in order, when `count` covers them), the card picked going where
    /// `to` says.
    pub(crate) fn offer_random_cards(
        &mut self,
        seat: Seat,
        from: &[&'static CardDef],
        count: u8,
        to: CardUse,
    ) {
        let mut cards: Vec<&'static CardDef> = from.to_vec();
        let n = cards.len().min(count as usize).min(MAX_CARD_OPTIONS);
        if n == 0 {
            return;
        }
        self.shuffle_front(&mut cards, n);
        let mut ids = [0; MAX_CARD_OPTIONS];
        for (id, card) in ids.iter_mut().zip(&cards[..n]) {
            *id = card.id;
        }
        self.pend_pick(
            seat,
            Pick {
                offer: Offer::Cards { ids, queued: 0, to },
            },
        );
    }

    /// Offers `seat` a pick of one of `cards` (at most [`MAX_CARD_OPTIONS`], shown in this
    /// order) into the hand: a pick among named cards (从3张驰轮车中挑选1张: Mavuika).
    pub(crate) fn offer_cards(&mut self, seat: Seat, cards: &[&'static CardDef]) {
        let mut ids = [0; MAX_CARD_OPTIONS];
        for (id, card) in ids.iter_mut().zip(cards) {
            *id = card.id;
        }
        if ids[0] != 0 {
            self.pend_pick(
                seat,
                Pick {
                    offer: Offer::Cards {
                        ids,
                        queued: 0,
                        to: CardUse::Hand,
                    },
                },
            );
        }
    }

    /// Asks `seat` to choose one of its characters in `slots` (one bit each; the living ones
    /// are offered, in slot order) for the effect of the entity `by` of the side, which is
    /// told the slot chosen ([`Trig::CharacterChosen`]). As with a pick, a seat that already
    /// has a pending choice takes the first option at once.
    pub(crate) fn offer_character_choice(&mut self, seat: Seat, slots: u8, by: &'static EntityDef) {
        let p = self.player(seat);
        let living = p.living().fold(0u8, |m, s| m | (1 << s));
        let slots = slots & living;
        if slots != 0 {
            self.pend_pick(
                seat,
                Pick {
                    offer: Offer::Character { slots, by },
                },
            );
        }
    }

    /// Draws the first `n` of `items` uniformly without repeats, in the order drawn (a
    /// partial Fisher-Yates shuffle); nothing moves when `n` covers them all.
    fn shuffle_front<T>(&mut self, items: &mut [T], n: usize) {
        let len = items.len();
        if n >= len {
            return;
        }
        for i in 0..n {
            let j = i + self.rng.below((len - i) as u32) as usize;
            items.swap(i, j);
        }
    }

    /// Makes `pick` the pending choice of `seat`; when the seat already has one, its first
    /// option is taken at once, as a timeout would (and the picks queued behind it follow).
    fn pend_pick(&mut self, seat: Seat, pick: Pick) {
        if self.choice[seat.index()].is_some() {
            let first = pick.options(&self.player(seat).chars).next();
            if let Some(first) = first {
                self.take_picked(seat, first, pick.offer);
            }
            self.offer_card_picks(seat, pick.queued());
        } else {
            self.choice[seat.index()] = Some(Choice::Pick(pick));
        }
    }

    /// Answers the pending pick of `seat` with the option at `option`; a missing option is
    /// refused and changes nothing. The next queued pick, if any, becomes the pending one.
    pub(crate) fn answer_pick(&mut self, seat: Seat, option: u8) -> Result<(), Illegal> {
        let Some(Choice::Pick(pick)) = self.choice[seat.index()] else {
            return Err(Illegal::NotYourTurn);
        };
        let chars = &self.player(seat).chars;
        let offered = pick.options(chars).count() as u8;
        let Some(picked) = pick.options(chars).nth(option as usize) else {
            return Err(Illegal::NoSuchOption { option, offered });
        };
        self.choice[seat.index()] = None;
        self.take_picked(seat, picked, pick.offer);
        self.offer_card_picks(seat, pick.queued());
        if self.choice[seat.index()].is_none() {
            // The last pick is answered: a knock-out that waited for it asks for its new
            // active character now.
            self.settle();
        }
        Ok(())
    }

    /// The options of the pending pick of `seat`, as card ids (empty when it has none).
    pub(crate) fn pick_options(&self, seat: Seat) -> Vec<CardId> {
        match self.choice[seat.index()] {
            Some(Choice::Pick(pick)) => pick
                .options(&self.player(seat).chars)
                .map(|o| CardId(o.id()))
                .collect(),
            _ => Vec::new(),
        }
    }

    /// Creates a picked entity where its kind lives, or does with a picked card what its
    /// offer says; the side's "after picking" effects answer ([`trig::PICKED`]). A character
    /// chosen is told to the entity that asked.
    fn take_picked(&mut self, seat: Seat, picked: Picked, offer: Offer) {
        let to = match offer {
            Offer::Cards { to, .. } => to,
            Offer::Entities { .. } | Offer::Character { .. } => CardUse::Hand,
        };
        match picked {
            Picked::Entity(def) => {
                let zone = match def.kind {
                    EntityKind::Combat => LocZone::Combat,
                    EntityKind::Summon => LocZone::Summon,
                    _ => LocZone::Char(self.player(seat).active),
                };
                self.add_entity(seat, zone, def);
            }
            Picked::Card(card) => self.use_picked_card(seat, card, to),
            Picked::Character(slot, _) => {
                if let Offer::Character { by, .. } = offer {
                    self.tell_character_chosen(seat, slot, by);
                }
                return;
            }
        }
        self.fire(seat, trig::PICKED, &mut Trig::Phase);
    }

    /// Does with a picked card what its offer says ([`CardUse`]).
    fn use_picked_card(&mut self, seat: Seat, card: &'static CardDef, to: CardUse) {
        match to {
            CardUse::Hand => self.create_card(seat, card, false),
            CardUse::Support => {
                let Some(def) = card.entity else { return };
                self.cleanup_zone(seat, LocZone::Support);
                if self.add_entity(seat, LocZone::Support, def).is_some() {
                    self.run_ops(card.ops, &mut Cx::side(seat));
                }
            }
            CardUse::Effect(slot) => {
                if self.character(seat, slot).standing() {
                    let mut cx = Cx {
                        character: Some(slot),
                        source: Some(Source::Card {
                            seat,
                            card: CardId(card.id),
                        }),
                        ..Cx::side(seat)
                    };
                    self.run_ops(card.ops, &mut cx);
                }
            }
        }
    }

    /// Tells the first living entity `by` of `seat` that the side chose its character in
    /// `slot` (its hook hears [`Trig::CharacterChosen`]).
    fn tell_character_chosen(&mut self, seat: Seat, slot: u8, by: &'static EntityDef) {
        let found = ALL_ZONES.into_iter().find_map(|zone| {
            let i = self
                .zone(seat, zone)
                .iter()
                .position(|e| !e.dead && e.def == by)?;
            Some(Loc {
                seat,
                zone,
                idx: i as u8,
            })
        });
        if let (Some(at), Some(hook)) = (found, by.hook) {
            hook(self, at, &mut Trig::CharacterChosen(slot));
        }
    }
}
