//! 移動力: orthogonal steps (the rulebook's distance diagram), the square limit, enemy squares
//! that end a move, 【移動:同名】 passages, and mounts that carry their riders.

mod common;

use common::*;
use tavern_protocol::seven_square::{Action, Square};
use tavern_seven_square::cards::aera::{MILITIA, SCOUT};
use tavern_seven_square::cards::fields::{FORWARD_BASE, SECRET_PASSAGE};
use tavern_seven_square::cards::mounts::{WARHORSE, WYVERN};
use tavern_seven_square::cards::verda::{GARON, HEAVY_INFANTRY};
use tavern_seven_square::testkit::Scenario;
use tavern_seven_square::{Illegal, SevenSquare};

/// The rulebook's movement diagram: the steps a card in the centre needs to reach each square.
const DIAGRAM: [&str; 7] = [
    "6543456",
    "5432345",
    "4321234",
    "321兵123",
    "4321234",
    "5432345",
    "6543456",
];

/// A board with the generals out of the way in two corners and no camps.
fn open_board() -> Scenario {
    let mut s = Scenario::new();
    s.no_camps();
    s.general(0, &GARON, sq(0, 0));
    s.general(1, &GARON, sq(6, 6));
    s
}

fn destinations(g: &SevenSquare, piece: tavern_protocol::seven_square::PieceId) -> Vec<Square> {
    let mut out: Vec<Square> = legal(g)
        .into_iter()
        .filter_map(|a| match a {
            Action::Move { piece: p, to } if p == piece => Some(to),
            _ => None,
        })
        .collect();
    out.sort();
    out
}

#[test]
fn movement_follows_the_rulebooks_distance_diagram_without_diagonals() {
    let mut s = open_board();
    let scout = s.piece(0, &SCOUT, sq(3, 3));
    let g = s.build();
    let mut want = Vec::new();
    for (rank, row) in DIAGRAM.iter().enumerate() {
        for (file, ch) in row.chars().enumerate() {
            let steps = ch.to_digit(10);
            if steps.is_some_and(|n| n <= 3) {
                want.push(sq(file as u8, rank as u8));
            }
            let at = sq(file as u8, rank as u8);
            if let Some(n) = steps {
                assert_eq!(u32::from(at.distance(sq(3, 3))), n, "{at:?}");
            }
        }
    }
    want.sort();
    assert_eq!(destinations(&g, scout), want, "movement 3");
}

#[test]
fn a_square_holding_two_of_your_cards_can_be_neither_entered_nor_crossed() {
    let mut s = open_board();
    let scout = s.piece(0, &SCOUT, sq(0, 3));
    s.piece(0, &MILITIA, sq(1, 3));
    s.piece(0, &MILITIA, sq(1, 3));
    s.piece(0, &MILITIA, sq(0, 4));
    let mut g = s.build();
    let reach = destinations(&g, scout);
    assert!(!reach.contains(&sq(1, 3)), "full");
    assert!(
        !reach.contains(&sq(2, 3)),
        "2 steps through the full square, 4 around it"
    );
    assert!(
        reach.contains(&sq(0, 4)),
        "one of your cards leaves room for another"
    );
    assert!(reach.contains(&sq(0, 5)), "and may be crossed");
    refuse(
        &mut g,
        mv(scout, sq(1, 3)),
        Illegal::Unreachable {
            piece: scout,
            to: sq(1, 3),
        },
    );
}

#[test]
fn entering_a_square_with_an_enemy_card_ends_the_move() {
    let mut s = open_board();
    let scout = s.piece(0, &SCOUT, sq(0, 3));
    s.piece(1, &MILITIA, sq(1, 3));
    let scout2 = s.piece(0, &SCOUT, sq(6, 3));
    s.piece(1, &WARHORSE, sq(5, 3));
    let g = s.build();
    let reach = destinations(&g, scout);
    assert!(reach.contains(&sq(1, 3)), "an enemy square may be entered");
    assert!(!reach.contains(&sq(2, 3)), "but not left in the same move");
    let reach = destinations(&g, scout2);
    assert!(
        reach.contains(&sq(5, 3)) && !reach.contains(&sq(4, 3)),
        "an enemy mount too"
    );
}

/// Fields are like empty squares: they neither block nor count towards the square limit.
#[test]
fn fields_neither_block_nor_fill_a_square() {
    let mut s = open_board();
    let scout = s.piece(0, &SCOUT, sq(0, 3));
    s.field(1, &FORWARD_BASE, sq(1, 3));
    s.piece(0, &MILITIA, sq(1, 3));
    let g = s.build();
    let reach = destinations(&g, scout);
    assert!(reach.contains(&sq(1, 3)) && reach.contains(&sq(3, 3)));
}

/// 【移動:同名】: for 1 movement, from a 秘密通路 to any other 秘密通路, whoever placed them.
#[test]
fn passages_of_the_same_name_are_one_movement_apart() {
    let mut s = open_board();
    s.field(0, &SECRET_PASSAGE, sq(0, 2));
    s.field(1, &SECRET_PASSAGE, sq(6, 4));
    s.field(1, &FORWARD_BASE, sq(3, 5));
    let on = s.piece(0, &HEAVY_INFANTRY, sq(0, 2));
    let near = s.piece(0, &WARHORSE, sq(0, 1));
    s.rider(near, 0, &MILITIA);
    let g = s.build();
    assert_eq!(
        destinations(&g, on),
        vec![sq(0, 1), sq(0, 3), sq(1, 2), sq(6, 4)],
        "movement 1: a step or the passage"
    );
    let reach = destinations(&g, near);
    assert!(reach.contains(&sq(6, 4)) && reach.contains(&sq(5, 4)) && reach.contains(&sq(6, 5)));
    assert!(!reach.contains(&sq(4, 4)), "1 + 1 + 2 is past movement 3");
}

#[test]
fn a_mount_cannot_move_alone() {
    let mut s = open_board();
    let horse = s.piece(0, &WARHORSE, sq(3, 3));
    let mut g = s.build();
    refuse(&mut g, mv(horse, sq(3, 4)), Illegal::CannotMove(horse));
}

#[test]
fn a_mounted_unit_moves_with_the_mounts_movement() {
    let mut s = open_board();
    let wyvern = s.piece(0, &WYVERN, sq(3, 1));
    let rider = s.rider(wyvern, 0, &HEAVY_INFANTRY);
    let mut g = s.build();
    assert!(
        destinations(&g, wyvern).contains(&sq(3, 5)),
        "4, not the rider's 1"
    );
    refuse(&mut g, mv(rider, sq(3, 2)), Illegal::NoSuchPiece(rider));
    act(&mut g, mv(wyvern, sq(3, 5)));
    let p = g.board().piece(wyvern).expect("moved");
    assert_eq!(
        (p.at, p.riders[0].id),
        (sq(3, 5), rider),
        "the rider came along"
    );
}

#[test]
fn moves_stay_on_the_board() {
    let mut s = open_board();
    let scout = s.piece(0, &SCOUT, sq(3, 3));
    let mut g = s.build();
    refuse(&mut g, mv(scout, sq(3, 7)), Illegal::OffBoard(sq(3, 7)));
}
