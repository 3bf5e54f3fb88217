//! Rule tests for the start of a match: deck rules, the opening hand, the simultaneous hand
//! switch, the secret choice of active characters and the coin flip for the first player.

mod common;

use common::*;
use tavern_game::{DecisionKind, Game, SetupError, Viewer, Visible};
use tavern_gitcg::{Gitcg, Illegal};
use tavern_protocol::gitcg::{
    Action, CardId, CharacterId, Config, Deck, Dice, Event, HandMask, Options, Phase,
};

/// A 30-card deck of the three talents of Ganyu, Diluc and Keqing.
fn talent_deck() -> Deck {
    let cards = [UNDIVIDED_HEART, FLOWING_FLAME, THUNDERING_PENANCE];
    Deck {
        characters: [GANYU, DILUC, KEQING].map(CharacterId).to_vec(),
        cards: (0..30).map(|i| CardId(cards[i % 3])).collect(),
    }
}

fn config(decks: [Deck; 2], check: bool) -> Config {
    Config {
        decks: decks.to_vec(),
        options: Options {
            rerolls: 1,
            check_deck_rules: check,
            version: tavern_protocol::gitcg::GameVersion::NEWEST,
        },
    }
}

fn new_match(seed: u64) -> Gitcg {
    Gitcg::new(seed, 2, config([talent_deck(), talent_deck()], false)).expect("valid decks")
}

/// Cards in hand and deck of a seat, sorted: switching must keep this multiset.
fn all_cards(g: &Gitcg, seat: tavern_game::Seat) -> Vec<u32> {
    let p = g.player(seat);
    let mut v: Vec<u32> = p.hand.iter().chain(p.deck.iter()).map(|c| c.id).collect();
    v.sort_unstable();
    v
}

/// Both seats keep their opening hands.
fn keep_hands(g: &mut Gitcg) {
    for seat in [P0, P1] {
        act(
            g,
            seat,
            Action::SwitchHand {
                cards: HandMask::EMPTY,
            },
        );
    }
}

#[test]
fn a_match_is_for_two_seats() {
    assert_eq!(
        Gitcg::new(1, 3, config([talent_deck(), talent_deck()], false)).err(),
        Some(SetupError::SeatCount {
            expected: 2,
            got: 3
        })
    );
}

#[test]
fn deck_rules_are_checked_when_the_room_asks_for_them() {
    let ok = Gitcg::new(1, 2, config([talent_deck(), talent_deck()], true));
    // Three copies of each talent break the two-copies rule.
    assert!(matches!(ok, Err(SetupError::Deck { seat, .. }) if seat == P0));
    let mut two_copies = talent_deck();
    two_copies.cards.truncate(6);
    let short = Gitcg::new(1, 2, config([talent_deck(), two_copies.clone()], false));
    assert!(short.is_ok(), "casual rooms accept any size");
    let short = Gitcg::new(1, 2, config([two_copies.clone(), two_copies.clone()], true));
    assert!(
        matches!(short, Err(SetupError::Deck { seat, ref reason }) if seat == P0 && reason.contains("30"))
    );
    let mut same = two_copies;
    same.characters = vec![CharacterId(GANYU); 3];
    let dup = Gitcg::new(1, 2, config([talent_deck(), same], false));
    assert!(dup.is_ok(), "casual rooms do not check characters either");
    let mut orphan = talent_deck();
    orphan.characters = [GANYU, DILUC, GANYU].map(CharacterId).to_vec();
    orphan.cards = (0..30)
        .map(|i| {
            CardId(if i < 2 {
                THUNDERING_PENANCE
            } else {
                UNDIVIDED_HEART
            })
        })
        .collect();
    let err = Gitcg::new(1, 2, config([orphan.clone(), orphan], true));
    assert!(matches!(err, Err(SetupError::Deck { .. })));
}

#[test]
fn each_player_draws_an_opening_hand_of_five() {
    let g = new_match(7);
    assert_eq!(g.phase(), Phase::SwitchHand);
    for seat in [P0, P1] {
        let s = side(&g, seat);
        assert_eq!(s.hand_count, 5);
        assert_eq!(s.deck_count, 25);
        assert_eq!(s.dice_count, 0);
    }
}

#[test]
fn both_players_switch_their_opening_hand_at_the_same_time_once() {
    let mut g = new_match(7);
    let pending = g.pending();
    assert_eq!(pending.of(P0), Some(DecisionKind::SwitchHand));
    assert_eq!(pending.of(P1), Some(DecisionKind::SwitchHand));
    let before = all_cards(&g, P1);
    let events = act(
        &mut g,
        P1,
        Action::SwitchHand {
            cards: HandMask(0b1_0101),
        },
    );
    assert!(events.contains(&Event::HandSwitched { seat: P1, count: 3 }));
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e, Event::CardDrawn { .. }))
            .count(),
        3
    );
    assert_eq!(side(&g, P1).hand_count, 5);
    assert_eq!(side(&g, P1).deck_count, 25);
    assert_eq!(
        all_cards(&g, P1),
        before,
        "the cards went back into the deck"
    );
    assert_eq!(g.pending().of(P1), None, "one switch only");
    assert_eq!(
        try_act(
            &mut g,
            P1,
            Action::SwitchHand {
                cards: HandMask::EMPTY
            }
        ),
        Err(Illegal::NotYourTurn)
    );
    assert_eq!(g.phase(), Phase::SwitchHand, "seat 0 has not switched yet");
    assert_eq!(
        try_act(
            &mut g,
            P0,
            Action::SwitchHand {
                cards: HandMask(1 << 5)
            }
        ),
        Err(Illegal::BadHandSelection)
    );
    assert_eq!(
        try_act(&mut g, P0, Action::ChooseActive { slot: 0 }),
        Err(Illegal::WrongDecision {
            expected: DecisionKind::SwitchHand
        })
    );
    act(
        &mut g,
        P0,
        Action::SwitchHand {
            cards: HandMask::EMPTY,
        },
    );
    assert_eq!(g.phase(), Phase::ChooseActive);
}

#[test]
fn active_characters_are_chosen_secretly_and_revealed_together() {
    let mut g = new_match(7);
    keep_hands(&mut g);
    let pending = g.pending();
    assert_eq!(pending.of(P0), Some(DecisionKind::ChooseActive));
    assert_eq!(pending.of(P1), Some(DecisionKind::ChooseActive));
    assert_eq!(
        try_act(&mut g, P0, Action::ChooseActive { slot: 3 }),
        Err(Illegal::BadCharacter(3))
    );
    let mut events = Vec::new();
    g.apply(P0, Action::ChooseActive { slot: 2 }, &mut events)
        .expect("legal");
    // Seat 1 learns only that a choice was made.
    let seen: Vec<Event> = events
        .iter()
        .map(|e| *e.for_viewer(Viewer::Seat { seat: P1 }))
        .collect();
    assert_eq!(seen, vec![Event::ActiveChosenSecretly { seat: P0 }]);
    let theirs = g.view(Viewer::Seat { seat: P1 });
    assert_eq!(theirs.players[0].active, None);
    assert!(theirs.players[0].characters.iter().all(|c| !c.active));
    let mine = g.view(Viewer::Seat { seat: P0 });
    assert_eq!(mine.players[0].active, Some(2));
    assert_eq!(
        try_act(&mut g, P0, Action::ChooseActive { slot: 1 }),
        Err(Illegal::NotYourTurn),
        "the choice is final"
    );
    let events = act(&mut g, P1, Action::ChooseActive { slot: 1 });
    let revealed: Vec<&Event> = events
        .iter()
        .filter(|e| matches!(e, Event::ActiveChanged { .. }))
        .collect();
    assert_eq!(revealed.len(), 2, "both choices are revealed at once");
    let theirs = g.view(Viewer::Seat { seat: P1 });
    assert_eq!(theirs.players[0].active, Some(2));
    assert_eq!(theirs.players[1].active, Some(1));
    assert_eq!(g.round(), 1);
    assert_eq!(g.phase(), Phase::Roll);
}

#[test]
fn the_first_player_of_round_one_is_a_seeded_coin_flip() {
    let first = |seed: u64| {
        let mut g = new_match(seed);
        keep_hands(&mut g);
        act(&mut g, P0, Action::ChooseActive { slot: 0 });
        let events = act(&mut g, P1, Action::ChooseActive { slot: 0 });
        let announced = events.iter().find_map(|e| match e {
            Event::FirstPlayer { seat } => Some(*seat),
            _ => None,
        });
        assert_eq!(announced, Some(referee(&g).first));
        referee(&g).first
    };
    let firsts: Vec<_> = (0..32).map(first).collect();
    assert_eq!(
        firsts,
        (0..32).map(first).collect::<Vec<_>>(),
        "same seed, same flip"
    );
    assert!(firsts.contains(&P0) && firsts.contains(&P1), "{firsts:?}");
}

#[test]
fn round_one_starts_with_eight_dice_each_and_a_reroll() {
    let mut g = new_match(3);
    keep_hands(&mut g);
    act(&mut g, P0, Action::ChooseActive { slot: 0 });
    act(&mut g, P1, Action::ChooseActive { slot: 0 });
    for seat in [P0, P1] {
        assert_eq!(side(&g, seat).dice_count, 8);
        assert_eq!(g.pending().of(seat), Some(DecisionKind::Reroll));
    }
    keep_dice(&mut g);
    assert_eq!(g.phase(), Phase::Action);
    let first = referee(&g).first;
    assert_eq!(g.pending().of(first), Some(DecisionKind::Act));
    assert_eq!(g.pending().of(first.other()), None);
}

#[test]
fn dice_faces_cover_all_eight_faces_including_omni() {
    let mut seen = Dice::EMPTY;
    for seed in 0..16 {
        let mut g = new_match(seed);
        keep_hands(&mut g);
        act(&mut g, P0, Action::ChooseActive { slot: 0 });
        act(&mut g, P1, Action::ChooseActive { slot: 0 });
        for seat in [P0, P1] {
            let d = dice_of(&g, seat);
            for f in 0..8 {
                seen.0[f] += d.0[f];
            }
        }
    }
    // 256 dice over 8 faces: each face is expected 32 times.
    assert!(seen.0.iter().all(|&n| (12..=56).contains(&n)), "{seen:?}");
}

#[test]
fn timeouts_take_the_default_answer_of_each_decision() {
    let mut g = new_match(5);
    assert_eq!(
        g.timeout_action(P0),
        Some(Action::SwitchHand {
            cards: HandMask::EMPTY
        })
    );
    keep_hands(&mut g);
    assert_eq!(g.timeout_action(P1), Some(Action::ChooseActive { slot: 0 }));
    act(&mut g, P0, Action::ChooseActive { slot: 0 });
    act(&mut g, P1, Action::ChooseActive { slot: 0 });
    assert_eq!(
        g.timeout_action(P0),
        Some(Action::Reroll { dice: Dice::EMPTY })
    );
    keep_dice(&mut g);
    let first = referee(&g).first;
    assert_eq!(g.timeout_action(first), Some(Action::DeclareEnd));
    assert_eq!(g.timeout_action(first.other()), None);
}

#[test]
fn opening_hand_draws_are_private() {
    let mut g = new_match(9);
    let mut events = Vec::new();
    g.apply(
        P0,
        Action::SwitchHand {
            cards: HandMask(0b11),
        },
        &mut events,
    )
    .expect("legal");
    for e in &events {
        if let Visible::Private { owner, others, .. } = e {
            assert_eq!(*owner, P0);
            assert!(matches!(
                others,
                Event::CardDrawn { card: None, .. } | Event::CardReturned { card: None, .. }
            ));
        }
    }
    let private = events
        .iter()
        .filter(|e| matches!(e, Visible::Private { .. }))
        .count();
    assert_eq!(private, 4, "2 drawn and 2 returned, each private");
}

/// 磐岩盟契 Covenant of Rock, an Arcane Legend.
const COVENANT_OF_ROCK: u32 = 330002;
/// 旧时庭园 Ancient Courtyard, an Arcane Legend.
const ANCIENT_COURTYARD: u32 = 330001;
/// 立本 Liben, an ordinary support.
const LIBEN: u32 = 322008;

#[test]
fn arcane_legends_are_always_in_the_opening_hand() {
    for seed in 0..16 {
        let mut cards = vec![CardId(COVENANT_OF_ROCK), CardId(ANCIENT_COURTYARD)];
        cards.extend([CardId(LIBEN); 28]);
        let deck = Deck {
            characters: [GANYU, DILUC, KEQING].map(CharacterId).to_vec(),
            cards,
        };
        let g = Gitcg::new(seed, 2, config([deck.clone(), deck], false)).expect("valid");
        for seat in [P0, P1] {
            let hand = side(&g, seat).hand.expect("referee");
            assert_eq!(hand.len(), 5);
            assert!(hand.contains(&CardId(COVENANT_OF_ROCK)), "seed {seed}");
            assert!(hand.contains(&CardId(ANCIENT_COURTYARD)), "seed {seed}");
        }
    }
}

#[test]
fn with_more_than_five_arcane_legends_five_are_in_the_opening_hand_and_the_rest_are_shuffled() {
    // A casual deck may hold many copies of one legend; seven of them here.
    let legends_in_hand = |g: &Gitcg, seat| {
        side(g, seat)
            .hand
            .expect("referee")
            .iter()
            .filter(|c| c.0 == COVENANT_OF_ROCK)
            .count()
    };
    let mut redrawn = 0;
    for seed in 0..32 {
        let mut cards = vec![CardId(COVENANT_OF_ROCK); 7];
        cards.extend([CardId(LIBEN); 23]);
        let deck = Deck {
            characters: [GANYU, DILUC, KEQING].map(CharacterId).to_vec(),
            cards,
        };
        let mut g = Gitcg::new(seed, 2, config([deck.clone(), deck], false)).expect("valid");
        for seat in [P0, P1] {
            assert_eq!(legends_in_hand(&g, seat), 5, "seed {seed}");
            // Switching one legend draws the top card of the deck first.
            act(&mut g, seat, Action::SwitchHand { cards: HandMask(1) });
            if legends_in_hand(&g, seat) == 5 {
                redrawn += 1;
            }
        }
    }
    // The two legends left over are somewhere among 25 cards: the top one is a legend 2 times
    // in 25, about 5 of these 64 draws. Left on top, they would be drawn every time.
    assert!(
        redrawn < 20,
        "a leftover legend was on top in {redrawn} of 64 decks"
    );
}

#[test]
fn a_passive_declared_as_a_combat_status_starts_on_the_opposing_side() {
    // Thunder Manifestation's passive creates Lightning Strike Probe on the opposing side.
    let thunder = Deck {
        characters: [2402, DILUC, KEQING].map(CharacterId).to_vec(),
        cards: Vec::new(),
    };
    let plain = Deck {
        characters: [GANYU, DILUC, KEQING].map(CharacterId).to_vec(),
        cards: Vec::new(),
    };
    let g = Gitcg::new(7, 2, config([thunder, plain], false)).expect("valid decks");
    let probe = |seat: u8| -> Vec<u32> {
        g.player(tavern_game::Seat(seat))
            .combat
            .iter()
            .map(|e| e.def.id)
            .collect()
    };
    assert_eq!(probe(0), Vec::<u32>::new());
    assert_eq!(probe(1), [124021]);
    assert!(g.character(tavern_game::Seat(0), 0).attached.is_empty());
}
