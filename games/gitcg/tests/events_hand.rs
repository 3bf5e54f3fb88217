//! Tests for the last hand-changing event cards of issue 21 (Nature and Wisdom, Water and
//! Justice, "I'd Rather Lose Money Myself...", Eremite Teatime), each played in a real match
//! through the `Game` trait, its numbers from the card's data, its refusals checked to leave
//! the state untouched.

use tavern_game::{DecisionKind, Game, Seat, Viewer};
use tavern_gitcg::defs::CardKind;
use tavern_gitcg::testkit::{dice, Scenario};
use tavern_gitcg::{cards, Ent, Gitcg, Illegal};
use tavern_protocol::gitcg::{
    Action, CardId, Dice, DieFace, HandMask, Phase, Side, SkillId, Target,
};

mod card_helpers;
use card_helpers::*;
#[path = "card_helpers/turns.rs"]
mod turns;
use turns::*;

const P0: Seat = Seat(0);
const P1: Seat = Seat(1);

const GANYU: u32 = 1101;
const BARBARA: u32 = 1201;
const XINGQIU: u32 = 1202;
const DILUC: u32 = 1301;
const KEQING: u32 = 1403;
const COLLEI: u32 = 1701;

const STRATEGIZE: u32 = 332004;
const PAIMON: u32 = 322001;
const LIYUE_HARBOR_WHARF: u32 = 321001;
const BESTEST_TRAVEL_COMPANION: u32 = 332001;

const NATURE_AND_WISDOM: u32 = 331804;
const WATER_AND_JUSTICE: u32 = 331805;
const ID_RATHER_LOSE_MONEY: u32 = 332036;
const ID_RATHER_LOSE_MONEY_STATUS: u32 = 303236;
const EREMITE_TEATIME: u32 = 332040;

fn omni(g: &Gitcg, seat: Seat) -> u8 {
    dice_of(g, seat).count(DieFace::Omni)
}

/// The options of seat 0's pending pick.
fn picking(g: &Gitcg) -> Vec<u32> {
    g.view(Viewer::Referee).players[0]
        .picking
        .iter()
        .map(|c| c.0)
        .collect()
}

fn kind_of(id: u32) -> CardKind {
    cards::card(CardId(id))
        .expect("an offered card exists")
        .kind
}

// ---------------------------------------------------------------- Nature and Wisdom

#[test]
fn nature_and_wisdom_draws_then_replaces_the_chosen_cards_mid_turn() {
    let mut g = scenario(
        [GANYU, DILUC, KEQING],
        &[NATURE_AND_WISDOM, STRATEGIZE, PAIMON],
        "ccoo",
    )
    .deck(0, &[LIYUE_HARBOR_WHARF; 5])
    .build();
    play(&mut g, P0, NATURE_AND_WISDOM, None);
    assert_eq!(
        hand_ids(&g, P0),
        [STRATEGIZE, PAIMON, LIYUE_HARBOR_WHARF],
        "drew 1 first"
    );
    assert_eq!(g.pending().of(P0), Some(DecisionKind::SwitchHand));
    assert_eq!(
        g.pending().of(P1),
        None,
        "nothing happens before the switch"
    );
    assert_eq!(
        apply(
            &mut g,
            P0,
            Action::SwitchHand {
                cards: HandMask(1 << 5)
            }
        ),
        Err(Illegal::BadHandSelection)
    );
    act(
        &mut g,
        P0,
        Action::SwitchHand {
            cards: HandMask(0b011),
        },
    );
    assert_eq!(
        hand_ids(&g, P0),
        [LIYUE_HARBOR_WHARF; 3],
        "Strategize and Paimon were replaced"
    );
    let deck: Vec<u32> = g.player(P0).deck.iter().map(|c| c.id).collect();
    assert_eq!(deck.len(), 4);
    assert!(deck.contains(&STRATEGIZE) && deck.contains(&PAIMON));
    assert_eq!(
        g.pending().of(P0),
        Some(DecisionKind::Act),
        "the turn goes on"
    );
    assert_eq!(dice_of(&g, P0).total(), 3, "it cost 1 die");
}

// ---------------------------------------------------------------- Water and Justice

#[test]
fn water_and_justice_shares_hp_evenly_from_the_active_character_then_heals_all() {
    let mut g = scenario([GANYU, DILUC, KEQING], &[WATER_AND_JUSTICE], "cp").build();
    g.set_hp(P0, 0, 10);
    g.set_hp(P0, 1, 5);
    g.set_hp(P0, 2, 2);
    g.set_active(P0, 1);
    play(&mut g, P0, WATER_AND_JUSTICE, None);
    // 17 HP: 5 each, the 2 left to the active character (slot 1) and the next one (slot 2).
    assert_eq!([hp(&g, P0, 0), hp(&g, P0, 1), hp(&g, P0, 2)], [6, 7, 7]);
    assert!(dice_of(&g, P0).is_empty(), "it cost any 2 dice");
}

// ---------------------------------------------------------------- I'd Rather Lose Money

#[test]
fn id_rather_lose_money_gives_one_omni_for_every_two_dice_the_opponent_gains() {
    let s = scenario([GANYU, DILUC, KEQING], &[ID_RATHER_LOSE_MONEY], "")
        .hand(
            1,
            &[
                ID_RATHER_LOSE_MONEY,
                BESTEST_TRAVEL_COMPANION,
                BESTEST_TRAVEL_COMPANION,
            ],
        )
        .dice(1, dice("pppp"));
    let mut g = s.build();
    play(&mut g, P0, ID_RATHER_LOSE_MONEY, None);
    act(&mut g, P0, Action::DeclareEnd);
    play(&mut g, P1, ID_RATHER_LOSE_MONEY, None);
    play(&mut g, P1, BESTEST_TRAVEL_COMPANION, None);
    assert_eq!(omni(&g, P0), 1, "the opponent gained 2");
    assert_eq!(
        omni(&g, P1),
        2,
        "the Omni die seat 0's effect gave is not counted by seat 1's"
    );
    assert_eq!(
        combat(&g, P1, ID_RATHER_LOSE_MONEY_STATUS).map(|e| e.stock),
        Some(0)
    );
    play(&mut g, P1, BESTEST_TRAVEL_COMPANION, None);
    assert_eq!(omni(&g, P0), 2, "and again for the next 2");
    act(&mut g, P1, Action::DeclareEnd);
    assert!(
        combat(&g, P0, ID_RATHER_LOSE_MONEY_STATUS).is_none(),
        "it lasts this round only"
    );
}

// ---------------------------------------------------------------- Eremite Teatime

#[test]
fn eremite_teatime_picks_a_location_an_item_and_a_food_in_a_row() {
    // Xingqiu and Barbara are both Hydro, Xingqiu and Keqing wield swords and are of Liyue.
    let mut g = scenario([XINGQIU, BARBARA, KEQING], &[EREMITE_TEATIME], "hhh").build();
    play(&mut g, P0, EREMITE_TEATIME, None);
    let mut taken = Vec::new();
    for kind in [CardKind::Location, CardKind::Item, CardKind::Food] {
        assert_eq!(g.pending().of(P0), Some(DecisionKind::Pick));
        let options = picking(&g);
        assert_eq!(options.len(), 3);
        assert!(options.iter().all(|&id| kind_of(id) == kind), "{kind:?}");
        assert!(options[0] != options[1] && options[1] != options[2] && options[0] != options[2]);
        assert_eq!(
            apply(&mut g, P0, Action::Pick { option: 3 }),
            Err(Illegal::NoSuchOption {
                option: 3,
                offered: 3
            })
        );
        act(&mut g, P0, Action::Pick { option: 1 });
        taken.push(options[1]);
    }
    assert_eq!(hand_ids(&g, P0), taken);
    assert_eq!(g.pending().of(P0), Some(DecisionKind::Act));
    assert_eq!(dice_of(&g, P0), dice("h"));
}

#[test]
fn eremite_teatime_offers_only_the_picks_whose_condition_holds() {
    // Ganyu and Keqing are both of Liyue; no element and no weapon type is shared.
    let mut g = scenario(
        [GANYU, DILUC, KEQING],
        &[EREMITE_TEATIME, EREMITE_TEATIME],
        "cccc",
    )
    .build();
    play(&mut g, P0, EREMITE_TEATIME, None);
    assert!(picking(&g).iter().all(|&id| kind_of(id) == CardKind::Food));
    act(&mut g, P0, Action::Pick { option: 0 });
    assert_eq!(g.pending().of(P0), Some(DecisionKind::Act), "one pick only");

    // Keqing, Diluc and Collei share nothing: the card offers no pick at all.
    let mut g = scenario([KEQING, DILUC, COLLEI], &[EREMITE_TEATIME], "ee").build();
    play(&mut g, P0, EREMITE_TEATIME, None);
    assert_eq!(g.pending().of(P0), Some(DecisionKind::Act));
    assert!(hand_ids(&g, P0).is_empty());
}
