//! What one seat knows of a match ([`Knowledge`]) and the full states search draws from it.
//!
//! A seat sees the table, its own hand, dice and starting deck, and of the opponent only counts.
//! Knowledge is the state with the opponent's hand, deck, dice faces, starting deck and secret
//! first choice taken out (their counts kept), the seat's own deck in a fixed order (nobody
//! knows deck order) and a fixed generator (nobody knows the future).
//!
//! Drawing a full state ([`Gitcg::draw_from_knowledge`]): the seat's own deck is shuffled;
//! the opponent's deck composition is never shown, so the guess is a random deck its
//! characters could legally play (what [`plausible_cards`] allows, two copies of each, one of
//! an Arcane Legend) from which the hand and the deck are dealt at random; the opponent's dice
//! are rolled afresh, and its secret first choice is a random character.

use crate::version::GameVersion;
use arrayvec::ArrayVec;
use tavern_game::rng::Rng;
use tavern_protocol::gitcg::{Dice, Phase};
use tavern_protocol::Seat;

use super::cards;
use super::defs::{CardDef, CardKind, CharacterDef};
use super::Gitcg;

/// What one seat knows of a gitcg match; built by [`tavern_game::Game::knowledge`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Knowledge {
    seat: Seat,
    /// The state with the opponent's secrets taken out.
    state: Gitcg,
    /// Cards in the opponent's hand.
    hand: u8,
    /// Cards in the opponent's deck.
    deck: u8,
    /// Dice the opponent holds.
    dice: u8,
}

impl tavern_game::Knowledge for Knowledge {
    fn seat(&self) -> Seat {
        self.seat
    }
}

/// What a deckable card asks of the deck's characters: its owner, for a talent; its element,
/// for a resonance; its nations.
struct Needs {
    talent_of: Option<u32>,
    resonance: Option<tavern_protocol::gitcg::Element>,
    nation: u16,
}

impl Needs {
    /// Whether the card asks nothing.
    fn none(&self) -> bool {
        self.talent_of.is_none() && self.resonance.is_none() && self.nation == 0
    }
}

/// The copies a random deck is dealt from, laid out once for the whole pool of
/// [`cards::deckable_cards`]: two of each card, one of an Arcane Legend, in pool order, each
/// as its card's place in the pool (two bytes to move in a shuffle, not a reference's eight).
/// The copies of the cards that ask nothing are always there; the few that ask something of
/// the characters are put between them when the characters meet it.
struct Pool {
    /// The cards a deck may hold at the pool's version, as they stand there: what a place in
    /// the pool names.
    cards: Vec<&'static CardDef>,
    /// The copies of the cards that ask nothing, in pool order.
    always: Vec<u16>,
    /// The cards that ask something, in pool order: how many copies of `always` come before
    /// theirs, their place in the pool, their copies, their needs.
    asking: Vec<(usize, u16, u8, Needs)>,
    /// The talents among `asking` (most of it), by owner: each as its owner's id and its
    /// place in `asking`, sorted. A deck's characters find theirs here rather than asking
    /// every talent whether it fits.
    talents: Vec<(u32, u8)>,
    /// The places in `asking` of the cards that are no talent.
    others: Vec<u8>,
}

/// Most cards that ask something ([`Pool::asking`]): a deck's admitted ones are a bit each of
/// a small set.
const ASKING_CAP: usize = 256;
/// Most copies a deck may be dealt from ([`Pool::copies`]), laid out on the stack.
const COPIES_CAP: usize = 1024;

/// The [`Pool`], laid out once: every random or guessed deck is dealt from it.
#[cfg(test)]
fn pool() -> &'static Pool {
    pool_at(GameVersion::NEWEST)
}

/// The [`Pool`] of the cards a deck may hold at `version` (one laid out per offered version;
/// any other version is dealt the newest's).
fn pool_at(version: GameVersion) -> &'static Pool {
    static POOLS: [std::sync::OnceLock<Pool>; 2] =
        [std::sync::OnceLock::new(), std::sync::OnceLock::new()];
    let at = crate::version::OFFERED
        .iter()
        .position(|&v| v == version)
        .unwrap_or(crate::version::OFFERED.len() - 1)
        .min(POOLS.len() - 1);
    POOLS[at].get_or_init(|| {
        let mut pool = Pool {
            cards: cards::deckable_cards_at(crate::version::OFFERED[at]),
            always: Vec::new(),
            asking: Vec::new(),
            talents: Vec::new(),
            others: Vec::new(),
        };
        for (i, c) in pool.cards.clone().iter().enumerate() {
            let needs = Needs {
                talent_of: c.talent_of,
                resonance: match c.kind {
                    CardKind::Resonance(e) => Some(e),
                    _ => None,
                },
                nation: c.nation,
            };
            let copies = if c.kind == CardKind::Legend { 1 } else { 2 };
            if needs.none() {
                pool.always.extend(std::iter::repeat_n(i as u16, copies));
            } else {
                let at = pool.asking.len() as u8;
                match needs.talent_of {
                    Some(owner) => pool.talents.push((owner, at)),
                    None => pool.others.push(at),
                }
                pool.asking
                    .push((pool.always.len(), i as u16, copies as u8, needs));
            }
        }
        pool.talents.sort_unstable();
        assert!(pool.asking.len() <= ASKING_CAP.min(u8::MAX as usize + 1));
        assert!(pool.always.len() + 2 * pool.asking.len() <= COPIES_CAP);
        pool
    })
}

impl Pool {
    /// The copies a deck with the characters `fits` describes may hold, in pool order.
    fn copies(&self, fits: &Fits) -> ArrayVec<u16, COPIES_CAP> {
        // The cards that ask something and are admitted, a bit each by place in `asking`
        // (so in pool order): only the characters' own talents and the few other cards are
        // asked.
        let mut admitted = [0u64; ASKING_CAP / 64];
        let mut admit = |k: u8| {
            if fits.admits(&self.asking[k as usize].3) {
                admitted[k as usize / 64] |= 1 << (k % 64);
            }
        };
        for ch in fits.chars {
            let from = self.talents.partition_point(|&(owner, _)| owner < ch.id);
            for &(_, k) in self.talents[from..].iter().take_while(|t| t.0 == ch.id) {
                admit(k);
            }
        }
        self.others.iter().for_each(|&k| admit(k));
        let mut out = ArrayVec::new();
        let mut from = 0;
        for (w, &word) in admitted.iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                let k = w * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let (at, i, copies, _) = self.asking[k];
                out.extend(self.always[from..at].iter().copied());
                from = at;
                out.extend(std::iter::repeat_n(i, copies as usize));
            }
        }
        out.extend(self.always[from..].iter().copied());
        out
    }
}

/// What some characters meet of the cards' [`Needs`], worked out once for a whole pool.
struct Fits<'a> {
    chars: &'a [&'a CharacterDef],
    /// The elements at least two of the characters have, one bit per element.
    resonant: u16,
}

impl<'a> Fits<'a> {
    fn new(chars: &'a [&'a CharacterDef]) -> Self {
        let mut seen = 0u16;
        let mut resonant = 0u16;
        for ch in chars {
            let bit = 1 << ch.element as u8;
            resonant |= seen & bit;
            seen |= bit;
        }
        Fits { chars, resonant }
    }

    fn admits(&self, needs: &Needs) -> bool {
        let chars = self.chars;
        needs
            .talent_of
            .is_none_or(|o| chars.iter().any(|ch| ch.id == o))
            && needs
                .resonance
                .is_none_or(|e| self.resonant & (1 << e as u8) != 0)
            && (needs.nation == 0
                || chars
                    .iter()
                    .filter(|ch| ch.nations & needs.nation != 0)
                    .count()
                    >= 2)
    }
}

/// The action cards a deck with these characters may hold: every card with a share code
/// whose talent, resonance and nation conditions the characters meet.
pub fn plausible_cards(chars: &[&CharacterDef]) -> Vec<&'static CardDef> {
    plausible_cards_at(chars, GameVersion::NEWEST)
}

/// [`plausible_cards`] among the cards a deck may hold at `version`.
pub fn plausible_cards_at(chars: &[&CharacterDef], version: GameVersion) -> Vec<&'static CardDef> {
    let pool = pool_at(version);
    let mut copies = pool.copies(&Fits::new(chars)).to_vec();
    copies.dedup();
    copies.iter().map(|&i| pool.cards[i as usize]).collect()
}

/// A random legal deck of `size` action cards for `chars`: two copies of each plausible card
/// (one of an Arcane Legend), shuffled.
pub fn plausible_deck(
    chars: &[&CharacterDef],
    size: usize,
    rng: &mut Rng,
) -> Vec<&'static CardDef> {
    plausible_deck_at(chars, size, rng, GameVersion::NEWEST)
}

/// [`plausible_deck`] among the cards a deck may hold at `version`.
pub fn plausible_deck_at(
    chars: &[&CharacterDef],
    size: usize,
    rng: &mut Rng,
    version: GameVersion,
) -> Vec<&'static CardDef> {
    let mut deck = Vec::with_capacity(size);
    deal_plausible(chars, size, rng, version, |card| deck.push(card));
    deck
}

/// [`plausible_deck`], each card given to `deal` in turn (a caller that keeps only the ids
/// makes no list of the cards).
pub(crate) fn deal_plausible(
    chars: &[&CharacterDef],
    size: usize,
    rng: &mut Rng,
    version: GameVersion,
    deal: impl FnMut(&'static CardDef),
) {
    let pool = pool_at(version);
    let mut slots = pool.copies(&Fits::new(chars));
    rng.shuffle_front(&mut slots, size);
    slots
        .iter()
        .take(size)
        .map(|&i| pool.cards[i as usize])
        .for_each(deal);
}

impl Gitcg {
    /// What `seat` knows of this state.
    pub(crate) fn knowledge_of(&self, seat: Seat) -> Knowledge {
        let mut state = self.clone();
        state.rng = Rng::new(0);
        state.out = Vec::new();
        let mine = state.player_mut(seat);
        mine.deck.sort_by_key(|c| c.id);
        let other = state.player_mut(seat.other());
        let (hand, deck, dice) = (
            other.hand.len() as u8,
            other.deck.len() as u8,
            other.dice.total(),
        );
        other.hand.clear();
        other.deck.clear();
        other.starting_deck.clear();
        other.dice = Dice::EMPTY;
        other.chosen = None;
        Knowledge {
            seat,
            state,
            hand,
            deck,
            dice,
        }
    }

    /// A full state consistent with `k`, what its seat cannot see drawn with `rng`.
    pub(crate) fn draw_from_knowledge(k: &Knowledge, rng: &mut Rng) -> Gitcg {
        let mut g = k.state.clone();
        g.rng = Rng::new(rng.next_u64());
        rng.shuffle(&mut g.player_mut(k.seat).deck);
        let revealed = !matches!(g.phase, Phase::SwitchHand | Phase::ChooseActive);
        let version = g.options.version;
        let other = g.player_mut(k.seat.other());
        let chars: Vec<&CharacterDef> = other.chars.iter().map(|c| c.def).collect();
        let unseen = (k.hand + k.deck) as usize;
        let mut cards = plausible_deck_at(&chars, unseen.max(30), rng, version);
        other
            .starting_deck
            .extend(cards.iter().copied().take(other.starting_deck.capacity()));
        // The hidden cards are a random part of the guessed deck; should the guess hold fewer
        // (a pool too small for the characters), it repeats.
        rng.shuffle(&mut cards);
        if !cards.is_empty() {
            for i in 0..unseen {
                let card = cards[i % cards.len()];
                let _ = if i < k.hand as usize {
                    other.hand.try_push(card)
                } else {
                    other.deck.try_push(card)
                };
            }
        }
        for _ in 0..k.dice {
            other.dice.0[rng.below(8) as usize] += 1;
        }
        if !revealed && other.ready {
            let living: Vec<u8> = other.living().collect();
            other.chosen = living
                .get(rng.below(living.len().max(1) as u32) as usize)
                .copied();
        }
        g
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The copies found by looking up the characters' talents are those found by asking
    /// every card that asks something.
    #[test]
    fn copies_are_every_admitted_card_in_pool_order() {
        let pool = pool();
        let all = cards::characters();
        let mut rng = Rng::new(5);
        for _ in 0..2_000 {
            let chars: Vec<&CharacterDef> = (0..3)
                .map(|_| all[rng.below(all.len() as u32) as usize])
                .collect();
            let fits = Fits::new(&chars);
            let mut want = Vec::new();
            let mut from = 0;
            for &(at, i, copies, ref needs) in &pool.asking {
                if fits.admits(needs) {
                    want.extend_from_slice(&pool.always[from..at]);
                    from = at;
                    want.extend(std::iter::repeat_n(i, copies as usize));
                }
            }
            want.extend_from_slice(&pool.always[from..]);
            assert_eq!(pool.copies(&fits)[..], want[..]);
        }
    }
}
