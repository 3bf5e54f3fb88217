//! ゲーム開始前: the coin, the starting camps, the generals placed face down at the same time,
//! the opening hand and its one redraw, the reveal; and the timeout answers of setup.

mod common;

use common::*;
use tavern_game::{Game, Viewer};
use tavern_protocol::seven_square::{Action, Config, Event, HandMask, Phase, PieceId, Square};
use tavern_protocol::DecisionKind;
use tavern_seven_square::cards::aera::{CELES, MIRIA, WARRIOR};
use tavern_seven_square::cards::fields::CAMP;
use tavern_seven_square::cards::Deploys;
use tavern_seven_square::presets::{AERA_KNIGHTS, VERDA_HOST};
use tavern_seven_square::{Illegal, SevenSquare};

fn new_game(seed: u64) -> SevenSquare {
    let config = Config {
        decks: vec![AERA_KNIGHTS.deck(), VERDA_HOST.deck()],
        check_deck_rules: true,
    };
    SevenSquare::new(seed, 2, config).expect("preset decks are legal")
}

/// Both generals placed and both hands kept.
fn set_up(seed: u64) -> SevenSquare {
    let mut g = new_game(seed);
    act_by(&mut g, P0, Action::PlaceGeneral { card: CELES.id });
    act_by(
        &mut g,
        P1,
        Action::PlaceGeneral {
            card: tavern_seven_square::cards::verda::GARON.id,
        },
    );
    for seat in [P0, P1] {
        act_by(
            &mut g,
            seat,
            Action::Redraw {
                cards: HandMask::EMPTY,
            },
        );
    }
    g
}

#[test]
fn the_coin_decides_who_goes_first() {
    let firsts: Vec<_> = (0..16).map(|seed| new_game(seed).first()).collect();
    assert!(firsts.contains(&P0) && firsts.contains(&P1), "{firsts:?}");
    assert_eq!(new_game(5).first(), new_game(5).first(), "the seed decides");
}

#[test]
fn each_centre_of_a_first_rank_starts_as_a_deployment_camp_with_10_life() {
    let g = new_game(1);
    for seat in [P0, P1] {
        let home = Square::home(seat);
        assert_eq!(
            (home.file_from(seat), home.rank_from(seat)),
            (4, 1),
            "centre, 一段"
        );
        let camp = g.board().field_at(home).expect("a camp");
        assert_eq!(camp.card.id, CAMP.id);
        assert_eq!(camp.card.name, "出撃陣");
        assert_eq!(camp.card.deploys(), Some(Deploys::All));
        assert_eq!(camp.life(), 10);
        assert_eq!(camp.owner, seat);
    }
    assert_eq!(Square::home(P0), sq(3, 0));
    assert_eq!(Square::home(P1), sq(3, 6));
    // Ranks and files count from each player's own side.
    assert_eq!(Square::from_side(P1, 0, 0), sq(6, 6));
    assert_eq!(Square::from_side(P0, 0, 0), sq(0, 0));
    assert_eq!((sq(6, 6).file_from(P1), sq(6, 6).rank_from(P1)), (1, 1));
    assert_eq!(sq(2, 4).rank_from(P0), 5);
}

#[test]
fn both_players_place_their_generals_at_the_same_time() {
    let mut g = new_game(2);
    let pending = g.pending();
    assert_eq!(pending.of(P0), Some(DecisionKind::PlaceGeneral));
    assert_eq!(pending.of(P1), Some(DecisionKind::PlaceGeneral));
    assert_eq!(
        legal_of(&g, P0),
        vec![
            Action::PlaceGeneral { card: CELES.id },
            Action::PlaceGeneral { card: MIRIA.id }
        ],
        "each 【威光】 unit of the deck, once"
    );
    // The second seat need not wait for the first.
    act_by(
        &mut g,
        P1,
        Action::PlaceGeneral {
            card: tavern_seven_square::cards::verda::ZAHRA.id,
        },
    );
    assert_eq!(g.pending().of(P0), Some(DecisionKind::PlaceGeneral));
    assert_eq!(g.pending().of(P1), Some(DecisionKind::Redraw));
}

#[test]
fn only_a_prestige_unit_of_the_deck_may_become_the_general() {
    let mut g = new_game(3);
    refuse_by(
        &mut g,
        P0,
        Action::PlaceGeneral { card: WARRIOR.id },
        Illegal::NotPrestige(WARRIOR.id),
    );
    let garon = tavern_seven_square::cards::verda::GARON.id;
    refuse_by(
        &mut g,
        P0,
        Action::PlaceGeneral { card: garon },
        Illegal::NotInDeck(garon),
    );
    refuse_by(
        &mut g,
        P0,
        Action::Redraw {
            cards: HandMask::EMPTY,
        },
        Illegal::GeneralFirst,
    );
    refuse_by(
        &mut g,
        P0,
        Action::EndTurn,
        Illegal::WrongPhase { now: Phase::Setup },
    );
    act_by(&mut g, P0, Action::PlaceGeneral { card: MIRIA.id });
    refuse_by(
        &mut g,
        P0,
        Action::PlaceGeneral { card: CELES.id },
        Illegal::AlreadyDone,
    );
}

#[test]
fn the_general_lies_face_down_on_the_centre_of_the_first_rank() {
    let mut g = new_game(4);
    let mut events = Vec::new();
    g.apply(P0, Action::PlaceGeneral { card: MIRIA.id }, &mut events)
        .expect("legal");
    let general = PieceId(2);
    let piece = g.board().piece(general).expect("on the board");
    assert_eq!(
        (piece.at, piece.face_down, piece.general),
        (sq(3, 0), true, true)
    );
    let own = g.view(Viewer::Seat { seat: P0 });
    let other = g.view(Viewer::Seat { seat: P1 });
    let seen = |v: &tavern_protocol::seven_square::View| {
        v.pieces.iter().find(|p| p.piece == general).map(|p| p.card)
    };
    assert_eq!(seen(&own), Some(Some(MIRIA.id)));
    assert_eq!(seen(&other), Some(None), "the opponent sees only its back");
    assert_eq!(
        events[0].for_viewer(Viewer::Seat { seat: P1 }),
        &Event::GeneralPlaced {
            seat: P0,
            piece: general,
            card: None
        }
    );
}

#[test]
fn four_cards_are_drawn_after_the_general() {
    let mut g = new_game(5);
    assert!(g.player(P0).hand.is_empty());
    act_by(&mut g, P0, Action::PlaceGeneral { card: CELES.id });
    assert_eq!(g.player(P0).hand.len(), 4);
    assert_eq!(g.player(P0).deck.len(), 40 - 1 - 4);
}

#[test]
fn the_opening_hand_may_be_returned_once_for_as_many_cards() {
    let mut g = new_game(6);
    act_by(&mut g, P0, Action::PlaceGeneral { card: CELES.id });
    let before = hand(&g, P0);
    refuse_by(
        &mut g,
        P0,
        Action::Redraw {
            cards: HandMask(1 << 4),
        },
        Illegal::NoSuchHandPosition {
            position: 4,
            hand: 4,
        },
    );
    assert_eq!(legal_of(&g, P0).len(), 16, "every subset of four cards");
    assert_eq!(
        legal_of(&g, P0)[0],
        Action::Redraw {
            cards: HandMask::EMPTY
        }
    );
    let events = act_by(
        &mut g,
        P0,
        Action::Redraw {
            cards: HandMask(0b0101),
        },
    );
    assert_eq!(
        events[0],
        Event::Returned {
            seat: P0,
            count: 2,
            cards: Some(vec![before[0], before[2]])
        }
    );
    assert_eq!(g.player(P0).hand.len(), 4);
    assert_eq!(g.player(P0).deck.len(), 35);
    assert_eq!(
        &hand(&g, P0)[..2],
        &[before[1], before[3]],
        "kept cards stay"
    );
    refuse_by(
        &mut g,
        P0,
        Action::Redraw {
            cards: HandMask::EMPTY,
        },
        Illegal::NotYourTurn,
    );
}

#[test]
fn the_generals_are_revealed_when_both_players_are_done() {
    let mut g = new_game(7);
    act_by(&mut g, P0, Action::PlaceGeneral { card: CELES.id });
    act_by(
        &mut g,
        P0,
        Action::Redraw {
            cards: HandMask::EMPTY,
        },
    );
    act_by(
        &mut g,
        P1,
        Action::PlaceGeneral {
            card: tavern_seven_square::cards::verda::GARON.id,
        },
    );
    assert_eq!(g.phase(), Phase::Setup, "seat 1 has not redrawn yet");
    let events = act_by(
        &mut g,
        P1,
        Action::Redraw {
            cards: HandMask::EMPTY,
        },
    );
    assert!(events.contains(&Event::GeneralRevealed {
        seat: P0,
        piece: PieceId(2),
        card: CELES.id
    }));
    assert!(events.contains(&Event::GeneralRevealed {
        seat: P1,
        piece: PieceId(3),
        card: tavern_seven_square::cards::verda::GARON.id
    }));
    assert!(g.board().pieces().iter().all(|p| !p.face_down));
    let first = g.first();
    assert_eq!(
        (g.phase(), g.turn_number(), g.current()),
        (Phase::Deploy, 1, first)
    );
    assert_eq!(g.player(first).hand.len(), 5, "the first turn draws too");
    assert_eq!(g.player(first).ip, 2);
    assert_eq!(g.player(first.other()).hand.len(), 4);
}

#[test]
fn setup_timeouts_keep_the_hand_and_choose_the_lowest_numbered_prestige_unit() {
    let mut g = new_game(8);
    let lowest = [CELES.id, MIRIA.id]
        .into_iter()
        .min()
        .map(|card| Action::PlaceGeneral { card });
    assert_eq!(g.timeout_action(P0), lowest);
    let mut events = Vec::new();
    let a = g.timeout_action(P0).expect("a decision");
    g.apply(P0, a, &mut events).expect("timeouts apply");
    assert_eq!(
        g.timeout_action(P0),
        Some(Action::Redraw {
            cards: HandMask::EMPTY
        })
    );
    let g = set_up(8);
    assert_eq!(g.timeout_action(g.current()), Some(Action::EndTurn));
    assert_eq!(g.timeout_action(g.current().other()), None);
}
