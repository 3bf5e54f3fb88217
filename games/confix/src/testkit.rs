//! A scenario builder for rule tests (a match in a chosen turn and phase with chosen hands,
//! decks, graveyards, runes, life, permanents, plane and dice, skipping the random deal), a
//! random valid deck for property tests, and a way to swap a seat's secret cards.

use arrayvec::ArrayVec;
use tavern_protocol::confix::{
    CardId, Class, Config, Deck, Element, Mode, Options, PlaneId, Runes,
};
use tavern_protocol::Seat;

use tavern_game::rng::Rng;

use crate::cards::{self, planes::PLANES, CardDef};
use crate::deck::{DECK_SIZE, MAX_COPIES};
use crate::{Confix, Stage};

/// One permanent to put on the battlefield.
#[derive(Clone, Copy, Debug)]
struct Placed {
    owner: Seat,
    side: Seat,
    card: CardId,
    tapped: bool,
    sick: bool,
}

/// Builds a deterministic scenario. Every card id must exist (the builder panics otherwise: it
/// is for tests).
#[derive(Clone, Debug)]
pub struct Scenario {
    mode: Mode,
    classes: Vec<Class>,
    hands: Vec<Vec<CardId>>,
    decks: Vec<Vec<CardId>>,
    graveyards: Vec<Vec<CardId>>,
    runes: Vec<Runes>,
    life: Vec<i16>,
    placed: Vec<Placed>,
    current: Seat,
    second_cast: bool,
    dice: Vec<u8>,
    plane: Option<PlaneId>,
    plane_deck: Option<Vec<PlaneId>>,
}

fn def(id: CardId) -> &'static CardDef {
    cards::card(id).unwrap_or_else(|| panic!("unknown card {}", id.0))
}

/// Ten filler cards (Sparks), so that draws in a scenario do not empty a deck by accident.
pub const FILLER: [CardId; 10] = [CardId(101); 10];

impl Scenario {
    /// A match of `mode` (seed 1) with the default seating, every seat an Element Master with a deck of
    /// filler cards, no hand, no runes, 10 life; seat 0's first cast phase, under Barren Waste
    /// (its rule only forbids healing: tests of healing choose another plane).
    pub fn new(mode: Mode) -> Self {
        let n = mode.seats();
        Scenario {
            mode,
            classes: vec![Class::ElementMaster; n],
            hands: vec![Vec::new(); n],
            decks: vec![FILLER.to_vec(); n],
            graveyards: vec![Vec::new(); n],
            runes: vec![Runes::NONE; n],
            life: vec![crate::START_LIFE; n],
            placed: Vec::new(),
            current: Seat(0),
            second_cast: false,
            dice: Vec::new(),
            plane: Some(PlaneId(5)),
            plane_deck: None,
        }
    }

    /// A seat's class.
    pub fn class(mut self, seat: u8, class: Class) -> Self {
        self.classes[seat as usize] = class;
        self
    }

    /// Cards in a seat's hand.
    pub fn hand(mut self, seat: u8, cards: &[u16]) -> Self {
        self.hands[seat as usize] = cards.iter().map(|&c| CardId(c)).collect();
        self
    }

    /// A seat's deck, bottom first (the last card is drawn first).
    pub fn deck(mut self, seat: u8, cards: &[u16]) -> Self {
        self.decks[seat as usize] = cards.iter().map(|&c| CardId(c)).collect();
        self
    }

    /// A seat's graveyard, bottom first.
    pub fn graveyard(mut self, seat: u8, cards: &[u16]) -> Self {
        self.graveyards[seat as usize] = cards.iter().map(|&c| CardId(c)).collect();
        self
    }

    /// A seat's runes (all active).
    pub fn runes(mut self, seat: u8, runes: Runes) -> Self {
        self.runes[seat as usize] = runes;
        self
    }

    /// A seat's life.
    pub fn life(mut self, seat: u8, life: i16) -> Self {
        self.life[seat as usize] = life;
        self
    }

    /// A permanent of `seat` in front of them, untapped and able to attack. Permanents get
    /// numbers 1, 2, … in the order they are placed.
    pub fn permanent(self, seat: u8, card: u16) -> Self {
        self.place(seat, seat, card, false, false)
    }

    /// A permanent owned by `owner` in front of `side`, tapped or not, sick or not.
    pub fn place(mut self, owner: u8, side: u8, card: u16, tapped: bool, sick: bool) -> Self {
        self.placed.push(Placed {
            owner: Seat(owner),
            side: Seat(side),
            card: CardId(card),
            tapped,
            sick,
        });
        self
    }

    /// Whose turn it is.
    pub fn current(mut self, seat: u8) -> Self {
        self.current = Seat(seat);
        self
    }

    /// The turn is in its second cast phase (after combat) instead of the first.
    pub fn second_cast(mut self) -> Self {
        self.second_cast = true;
        self
    }

    /// Faces the next dice show, in order (combat rolls: the attacker's two, then the
    /// defender's two; the plane die; a card's die).
    pub fn dice(mut self, faces: &[u8]) -> Self {
        self.dice = faces.to_vec();
        self
    }

    /// The plane in force.
    pub fn plane(mut self, plane: u16) -> Self {
        self.plane = Some(PlaneId(plane));
        self
    }

    /// The plane deck, bottom first (the last plane is revealed first); the plane discard is
    /// left empty. By default every other plane, shuffled.
    pub fn plane_deck(mut self, planes: &[u16]) -> Self {
        self.plane_deck = Some(planes.iter().map(|&p| PlaneId(p)).collect());
        self
    }

    /// The match, in the chosen cast phase of the chosen seat, every opening hand kept.
    pub fn build(self) -> Confix {
        let n = self.mode.seats();
        let config = Config {
            decks: self
                .classes
                .iter()
                .map(|&class| Deck {
                    class,
                    cards: FILLER.to_vec(),
                })
                .collect(),
            mode: self.mode,
            teams: Vec::new(),
            options: Options {
                check_deck_rules: false,
                ..Options::default()
            },
        };
        let mut g =
            Confix::setup(1, n, &config).unwrap_or_else(|e| panic!("scenario config refused: {e}"));
        for (i, p) in g.players.iter_mut().enumerate() {
            p.hand = self.hands[i].iter().map(|&c| def(c)).collect();
            p.deck = self.decks[i].iter().map(|&c| def(c)).collect();
            p.graveyard = self.graveyards[i].iter().map(|&c| def(c)).collect();
            p.runes = self.runes[i];
            p.life = self.life[i];
            p.kept = true;
        }
        for pl in &self.placed {
            let c = def(pl.card);
            let uid = g
                .enter(c, pl.owner, pl.side, pl.sick)
                .expect("the battlefield has room");
            if let Some(p) = g.perm_mut(uid) {
                p.tapped = pl.tapped;
            }
        }
        if let Some(id) = self.plane {
            let plane = PLANES
                .iter()
                .find(|p| p.id == id)
                .unwrap_or_else(|| panic!("unknown plane {}", id.0));
            let mut deck: ArrayVec<_, 16> = PLANES.iter().filter(|p| p.id != id).collect();
            g.rng.shuffle(&mut deck);
            g.planes.deck = deck;
            g.planes.discard.clear();
            g.planes.in_force = plane;
        }
        if let Some(ids) = &self.plane_deck {
            g.planes.deck = ids
                .iter()
                .map(|&id| {
                    PLANES
                        .iter()
                        .find(|p| p.id == id)
                        .unwrap_or_else(|| panic!("unknown plane {}", id.0))
                })
                .collect();
        }
        g.current = self.current;
        g.first = self.current;
        g.turn = 1;
        g.round = 1;
        g.stage = if self.second_cast {
            Stage::SecondCast
        } else {
            Stage::Cast
        };
        g.phase = if self.second_cast {
            tavern_protocol::confix::Phase::SecondCast
        } else {
            tavern_protocol::confix::Phase::Cast
        };
        g.forced = self.dice.iter().copied().collect();
        g.announced = true;
        g.out.clear();
        g
    }
}

impl Confix {
    /// Replaces a seat's hand and deck with other cards (same counts or not): what a seat may
    /// not see of another must not change anything it sees. For property tests.
    pub fn replace_hidden(&mut self, seat: Seat, hand: &[CardId], deck: &[CardId]) {
        let p = self.player_mut(seat);
        p.hand = hand.iter().map(|&c| def(c)).collect();
        p.deck = deck.iter().map(|&c| def(c)).collect();
    }
}

/// A random deck that follows the construction rules: a random class and [`DECK_SIZE`] cards of
/// its colours, at most [`MAX_COPIES`] of each.
pub fn random_deck(rng: &mut Rng) -> Deck {
    let class = Class::ALL[rng.below(Class::ALL.len() as u32) as usize];
    let pool: Vec<CardId> = class
        .elements()
        .iter()
        .flat_map(|&e: &Element| cards::element_cards(e).iter().map(|c| c.id))
        .collect();
    let mut cards = Vec::with_capacity(DECK_SIZE);
    while cards.len() < DECK_SIZE {
        let c = pool[rng.below(pool.len() as u32) as usize];
        if cards.iter().filter(|&&x| x == c).count() < MAX_COPIES {
            cards.push(c);
        }
    }
    Deck { class, cards }
}

/// A match config of `mode` with random valid decks, the default seating and options.
pub fn random_config(mode: Mode, rng: &mut Rng) -> Config {
    Config {
        decks: (0..mode.seats()).map(|_| random_deck(rng)).collect(),
        mode,
        teams: Vec::new(),
        options: Options::default(),
    }
}
