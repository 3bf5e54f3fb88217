//! Rule tests for cards with two targets (`equipment_transfer.rs`): the second target on the
//! wire, the pairs listed, and how a piece of equipment moves between two characters.

use tavern_game::{DecisionKind, Game, Seat};
use tavern_gitcg::testkit::{dice, Scenario};
use tavern_gitcg::{Ent, Gitcg, Illegal};
use tavern_protocol::gitcg::{Action, CardId, Dice, Phase, Side, SkillId, Target};

mod card_helpers;
use card_helpers::*;
#[path = "card_helpers/turns.rs"]
mod turns;
use turns::*;

const P0: Seat = Seat(0);
const P1: Seat = Seat(1);

const KEQING: u32 = 1403;
const XINGQIU: u32 = 1202;
const DILUC: u32 = 1301;
const GANYU: u32 = 1101;

const MASTER_OF_WEAPONRY: u32 = 332010;
const STRATEGIZE: u32 = 332004;
const SKYWARD_BLADE: u32 = 311504;
const FAVONIUS_SWORD: u32 = 311505;

fn transfer(card: u32, from: u8, to: u8) -> Action {
    Action::PlayCard {
        card: CardId(card),
        target: own(from),
        second: own(to),
        dice: Dice::EMPTY,
    }
}

fn weapon(g: &Gitcg, slot: u8) -> Option<u32> {
    g.character(P0, slot)
        .attached
        .iter()
        .find(|e| matches!(e.def.id, SKYWARD_BLADE | FAVONIUS_SWORD))
        .map(|e| e.def.id)
}

/// `legal_actions` lists a two-target card once per pair it may be played on, each with its
/// second target; no other card is listed with one.
#[test]
fn two_target_cards_list_each_pair_with_its_second_target() {
    let mut g = scenario(
        [KEQING, XINGQIU, DILUC],
        &[SKYWARD_BLADE, MASTER_OF_WEAPONRY, STRATEGIZE],
        "oooooooo",
    )
    .build();
    play(&mut g, P0, SKYWARD_BLADE, own(0));
    let listed: Vec<Action> = legal(&g, P0)
        .into_iter()
        .filter(|a| matches!(a, Action::PlayCard { .. }))
        .collect();
    let transfers: Vec<&Action> = listed
        .iter()
        .filter(
            |a| matches!(a, Action::PlayCard { card, .. } if *card == CardId(MASTER_OF_WEAPONRY)),
        )
        .collect();
    // Keqing's sword may go to Xingqiu only: Diluc wields a claymore, Xingqiu has nothing to give.
    assert_eq!(transfers, vec![&transfer(MASTER_OF_WEAPONRY, 0, 1)]);
    assert!(listed
        .iter()
        .filter(|a| !transfers.contains(a))
        .all(|a| matches!(a, Action::PlayCard { second: None, .. })));
}

/// A two-target card needs its second target, and a one-target card refuses one; a second
/// target that is the giver, that cannot hold the piece, or a giver without one are refused,
/// and nothing changes.
#[test]
fn second_targets_are_checked_before_anything_changes() {
    let mut g = scenario(
        [KEQING, XINGQIU, DILUC],
        &[SKYWARD_BLADE, MASTER_OF_WEAPONRY, STRATEGIZE],
        "oooooooo",
    )
    .build();
    play(&mut g, P0, SKYWARD_BLADE, own(0));
    let missing = Action::PlayCard {
        card: CardId(MASTER_OF_WEAPONRY),
        target: own(0),
        second: None,
        dice: Dice::EMPTY,
    };
    assert_eq!(apply(&mut g, P0, missing), Err(Illegal::BadTarget));
    let unexpected = Action::PlayCard {
        card: CardId(STRATEGIZE),
        target: None,
        second: own(1),
        dice: dice("o"),
    };
    assert_eq!(apply(&mut g, P0, unexpected), Err(Illegal::BadTarget));
    let to_itself = transfer(MASTER_OF_WEAPONRY, 0, 0);
    assert_eq!(apply(&mut g, P0, to_itself), Err(Illegal::BadTarget));
    let to_claymore = transfer(MASTER_OF_WEAPONRY, 0, 2);
    assert!(matches!(
        apply(&mut g, P0, to_claymore),
        Err(Illegal::CannotPlay(_))
    ));
    let from_nothing = transfer(MASTER_OF_WEAPONRY, 1, 0);
    assert!(matches!(
        apply(&mut g, P0, from_nothing),
        Err(Illegal::CannotPlay(_))
    ));
}

/// The piece leaves the giver and replaces what the receiver wore in that slot, keeping its
/// own state.
#[test]
fn a_moved_piece_replaces_the_receivers_piece() {
    let mut g = scenario(
        [KEQING, XINGQIU, DILUC],
        &[SKYWARD_BLADE, FAVONIUS_SWORD, MASTER_OF_WEAPONRY],
        "oooooooo",
    )
    .build();
    play(&mut g, P0, SKYWARD_BLADE, own(0));
    play(&mut g, P0, FAVONIUS_SWORD, own(1));
    act(&mut g, P0, transfer(MASTER_OF_WEAPONRY, 0, 1));
    assert_eq!(weapon(&g, 0), None);
    assert_eq!(weapon(&g, 1), Some(SKYWARD_BLADE));
    let swords = g
        .character(P0, 1)
        .attached
        .iter()
        .filter(|e: &&Ent| !e.dead)
        .count();
    assert_eq!(swords, 1, "the Favonius Sword was replaced");
    assert!(
        g.pending().of(P0) == Some(DecisionKind::Act),
        "the card is a fast action"
    );
}
