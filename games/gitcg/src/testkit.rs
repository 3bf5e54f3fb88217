//! A scenario builder for rule tests: start a match in the action phase with chosen
//! characters, hands, dice and HP, skipping the random setup.

use arrayvec::ArrayVec;
use tavern_protocol::gitcg::{
    CardId, CharacterId, Config, Deck, Dice, GameVersion, Options, Phase,
};
use tavern_protocol::Seat;

use super::cards;
use super::state::LocZone;
use super::version;
use super::Gitcg;
use tavern_game::Game;

/// Builds a deterministic scenario.
#[derive(Clone, Debug)]
pub struct Scenario {
    seed: u64,
    chars: [[u32; 3]; 2],
    hands: [Vec<u32>; 2],
    dice: [Dice; 2],
    deck: [Vec<u32>; 2],
    first: Seat,
    /// The version chosen; `None`: the oldest offered version that has every card.
    version: Option<GameVersion>,
}

impl Scenario {
    /// Two sides with these characters (ids); empty hands, no dice, empty decks.
    pub fn new(a: [u32; 3], b: [u32; 3]) -> Self {
        Scenario {
            seed: 1,
            chars: [a, b],
            hands: [Vec::new(), Vec::new()],
            dice: [Dice::EMPTY, Dice::EMPTY],
            deck: [Vec::new(), Vec::new()],
            first: Seat(0),
            version: None,
        }
    }

    /// The game version the match is played at. Left out, it is the oldest offered version
    /// that has every character and card of the scenario (rule tests written against a
    /// version's facts keep them when a later version changes a card).
    pub fn version(mut self, version: GameVersion) -> Self {
        self.version = Some(version);
        self
    }

    /// The version the scenario is played at ([`Scenario::version`]).
    fn played_at(&self) -> GameVersion {
        if let Some(v) = self.version {
            return v;
        }
        let chars =
            self.chars.iter().flatten().map(|&id| {
                cards::character(CharacterId(id)).map_or(GameVersion::NEWEST, |c| c.since)
            });
        let cards = self
            .hands
            .iter()
            .chain(&self.deck)
            .flatten()
            .map(|&id| cards::card(CardId(id)).map_or(GameVersion::NEWEST, |c| c.since));
        let needed = chars.chain(cards).max().unwrap_or(version::V3_3);
        version::OFFERED
            .iter()
            .copied()
            .find(|&v| v >= needed)
            .unwrap_or(GameVersion::NEWEST)
    }

    /// The generator seed.
    pub fn seed(mut self, seed: u64) -> Self {
        self.seed = seed;
        self
    }

    /// Cards in a seat's hand.
    pub fn hand(mut self, seat: u8, cards: &[u32]) -> Self {
        self.hands[seat as usize] = cards.to_vec();
        self
    }

    /// Cards in a seat's deck (the last is on top).
    pub fn deck(mut self, seat: u8, cards: &[u32]) -> Self {
        self.deck[seat as usize] = cards.to_vec();
        self
    }

    /// A seat's dice.
    pub fn dice(mut self, seat: u8, dice: Dice) -> Self {
        self.dice[seat as usize] = dice;
        self
    }

    /// Who acts first.
    pub fn first(mut self, seat: u8) -> Self {
        self.first = Seat(seat);
        self
    }

    /// The match, in round 1's action phase with slot 0 active on both sides, the battle
    /// begun.
    pub fn build(self) -> Gitcg {
        let version = self.played_at();
        let deck = |i: usize| Deck {
            characters: self.chars[i].iter().map(|&c| CharacterId(c)).collect(),
            cards: Vec::new(),
        };
        let config = Config {
            decks: vec![deck(0), deck(1)],
            options: Options {
                rerolls: 1,
                check_deck_rules: false,
                version,
            },
        };
        let mut g = match Gitcg::new(self.seed, 2, config) {
            Ok(g) => g,
            Err(e) => panic!("scenario characters must exist: {e}"),
        };
        // The battle begins as in a match; what that puts into the decks gives way to the
        // scenario's own decks below, what it puts in play stays.
        g.first = self.first;
        g.begin_battle();
        for i in 0..2 {
            let p = &mut g.players[i];
            p.hand.clear();
            p.deck.clear();
            for id in &self.hands[i] {
                let card = cards::card_at(CardId(*id), version)
                    .unwrap_or_else(|| panic!("unknown card {id}"));
                p.hand.push(card);
            }
            for id in &self.deck[i] {
                let card = cards::card_at(CardId(*id), version)
                    .unwrap_or_else(|| panic!("unknown card {id}"));
                p.deck.push(card);
            }
            // The starting deck is every card the scenario gives the side.
            p.starting_deck = p.hand.iter().chain(p.deck.iter()).copied().collect();
            p.dice = self.dice[i];
            p.active = 0;
            p.ready = true;
            p.chosen = Some(0);
            p.rerolls = 0;
        }
        g.round = 1;
        g.first = self.first;
        g.turn = self.first;
        g.phase = Phase::Action;
        g
    }
}

impl Gitcg {
    /// Test helper: sets a character's HP.
    pub fn set_hp(&mut self, seat: Seat, slot: u8, hp: u8) {
        self.character_mut(seat, slot).hp = hp;
    }

    /// Test helper: sets a character's energy.
    pub fn set_energy(&mut self, seat: Seat, slot: u8, energy: u8) {
        self.character_mut(seat, slot).energy = energy;
    }

    /// Test helper: applies an element to a character directly.
    pub fn set_aura(&mut self, seat: Seat, slot: u8, e: tavern_protocol::gitcg::Element) {
        self.character_mut(seat, slot).aura.add(e);
    }

    /// Test helper: sets a seat's dice.
    pub fn set_dice(&mut self, seat: Seat, dice: Dice) {
        self.player_mut(seat).dice = dice;
    }

    /// Test helper: makes `slot` the active character without any switch effect.
    pub fn set_active(&mut self, seat: Seat, slot: u8) {
        self.player_mut(seat).active = slot;
    }

    /// Test helper: puts an entity in play.
    pub fn put(&mut self, seat: Seat, zone: LocZone, def: &'static super::defs::EntityDef) {
        self.add_entity(seat, zone, def);
        self.out.clear();
    }
}

/// Dice from a compact string: one letter per die (o omni, c cryo, h hydro, p pyro, e electro,
/// a anemo, g geo, d dendro), e.g. `dice("ccco")`.
pub fn dice(s: &str) -> Dice {
    let mut d = Dice::EMPTY;
    for ch in s.chars() {
        let i = match ch {
            'o' => 0,
            'c' => 1,
            'h' => 2,
            'p' => 3,
            'e' => 4,
            'a' => 5,
            'g' => 6,
            'd' => 7,
            _ => panic!("unknown die letter {ch}"),
        };
        d.0[i] += 1;
    }
    d
}

/// A random deck from the whole pool that follows the construction rules whenever the pool
/// allows: 3 different characters, then up to 30 action cards (at most 2 copies, Arcane
/// Legend 1) whose talent, resonance and nation requirements the characters meet.
pub fn random_deck(rng: &mut tavern_game::rng::Rng) -> tavern_protocol::gitcg::Deck {
    let all = cards::characters();
    let chars = front_of_shuffle::<3>(rng, all.len()).map(|i| all[i]);
    let mut cards = Vec::with_capacity(30);
    super::knowledge::deal_plausible(&chars, 30, rng, GameVersion::NEWEST, |c| {
        cards.push(CardId(c.id))
    });
    Deck {
        characters: chars.iter().map(|c| CharacterId(c.id)).collect(),
        cards,
    }
}

/// [`random_deck`] from the cards a deck may hold at `version`.
pub fn random_deck_at(
    rng: &mut tavern_game::rng::Rng,
    version: GameVersion,
) -> tavern_protocol::gitcg::Deck {
    if version == GameVersion::NEWEST {
        return random_deck(rng);
    }
    let all = cards::characters_at(version);
    let chars = front_of_shuffle::<3>(rng, all.len()).map(|i| all[i]);
    let mut cards = Vec::with_capacity(30);
    super::knowledge::deal_plausible(&chars, 30, rng, version, |c| cards.push(CardId(c.id)));
    Deck {
        characters: chars.iter().map(|c| CharacterId(c.id)).collect(),
        cards,
    }
}

/// The first `K` of `0..n` once `rng.shuffle_front` moved `K` of them to the front (the same
/// draws, the same result), without making the list of all `n`: only the few places a draw
/// swapped are kept. `n` must be at least `K`.
fn front_of_shuffle<const K: usize>(rng: &mut tavern_game::rng::Rng, n: usize) -> [usize; K] {
    assert!(n >= K, "{n} items, {K} drawn");
    // The places past the front that hold another item than their own, with that item.
    let mut moved: ArrayVec<(usize, usize), K> = ArrayVec::new();
    let at = |moved: &ArrayVec<(usize, usize), K>, p: usize| {
        moved.iter().find(|m| m.0 == p).map_or(p, |m| m.1)
    };
    let mut front = [0; K];
    for (i, slot) in front.iter_mut().enumerate() {
        // `shuffle_front` stops before the last item (nothing is left to swap it with).
        if i + 1 >= n {
            *slot = at(&moved, i);
            continue;
        }
        let j = i + rng.below((n - i) as u32) as usize;
        let (here, there) = (at(&moved, i), at(&moved, j));
        *slot = there;
        if let Some(m) = moved.iter_mut().find(|m| m.0 == j) {
            m.1 = here;
        } else if j != i {
            moved.push((j, here));
        }
    }
    front
}

#[cfg(test)]
mod tests {
    use super::*;
    use tavern_game::rng::Rng;

    /// The front of a shuffle is found as `shuffle_front` finds it, for any length.
    #[test]
    fn front_of_shuffle_is_shuffle_front() {
        for n in 3..40 {
            for seed in 0..50 {
                let mut all: Vec<usize> = (0..n).collect();
                Rng::new(seed).shuffle_front(&mut all, 3);
                let front = front_of_shuffle::<3>(&mut Rng::new(seed), n);
                assert_eq!(front[..], all[..3], "n {n} seed {seed}");
            }
        }
    }

    /// A random deck is the one made from the whole list of characters and the whole list of
    /// plausible copies, each shuffled.
    #[test]
    fn random_deck_is_drawn_from_the_whole_pool() {
        for seed in 0..300 {
            let mut rng = Rng::new(seed);
            let all = cards::characters();
            let mut idx: Vec<usize> = (0..all.len()).collect();
            rng.shuffle_front(&mut idx, 3);
            let chars: Vec<_> = idx.iter().take(3).map(|&i| all[i]).collect();
            let mut copies: Vec<&'static super::super::defs::CardDef> = Vec::new();
            for card in super::super::knowledge::plausible_cards(&chars) {
                let n = if card.kind == super::super::defs::CardKind::Legend {
                    1
                } else {
                    2
                };
                copies.extend(std::iter::repeat_n(card, n));
            }
            rng.shuffle_front(&mut copies, 30);
            let want = Deck {
                characters: chars.iter().map(|c| CharacterId(c.id)).collect(),
                cards: copies.iter().take(30).map(|c| CardId(c.id)).collect(),
            };
            assert_eq!(random_deck(&mut Rng::new(seed)), want, "seed {seed}");
        }
    }
}
