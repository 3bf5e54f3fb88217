//! Rule tests for picks (挑选, `pick.rs`): an effect offers a few cards, the seat it belongs
//! to picks one before anything else happens, and a timeout takes the first option.

mod common;

use common::*;
use tavern_game::{DecisionKind, Game, Viewer};
use tavern_gitcg::testkit::{dice, Scenario};
use tavern_gitcg::{Gitcg, Illegal};
use tavern_protocol::gitcg::{Action, CardId, Event, SkillId};

/// 千织 Chiori, whose Fluttering Hasode offers 3 of her 5 pickable dolls.
const CHIORI: u32 = 1609;
/// Fluttering Hasode (3 Geo).
const FLUTTERING_HASODE: SkillId = SkillId(16092);
/// The dolls Fluttering Hasode picks from.
const PICKABLE: [u32; 5] = [116091, 116092, 116093, 116095, 116096];

/// Seat 0 (Chiori active, seat 0 first) has just used Fluttering Hasode.
fn offered() -> Gitcg {
    let mut g = Scenario::new([CHIORI, GANYU, DILUC], [DILUC, GANYU, KEQING])
        .seed(7)
        .dice(0, dice("ggggoooo"))
        .build();
    skill(&mut g, P0, FLUTTERING_HASODE, "ggg");
    g
}

/// The options of seat 0's pick, as a viewer sees them.
fn picking(g: &Gitcg, viewer: Viewer) -> Vec<CardId> {
    g.view(viewer).players[0].picking.clone()
}

#[test]
fn a_pick_offers_its_options_to_the_picker_and_shows_them_to_everyone() {
    let g = offered();
    assert_eq!(g.pending().of(P0), Some(DecisionKind::Pick));
    assert_eq!(
        g.pending().of(P1),
        None,
        "nothing else happens before the pick"
    );
    let options = picking(&g, Viewer::Seat { seat: P0 });
    assert_eq!(options.len(), 3);
    assert!(options.iter().all(|c| PICKABLE.contains(&c.0)));
    assert!(options[0] != options[1] && options[1] != options[2] && options[0] != options[2]);
    assert_eq!(
        picking(&g, Viewer::Seat { seat: P1 }),
        options,
        "the dolls are public"
    );
    assert_eq!(picking(&g, Viewer::Referee), options);
    assert_eq!(
        legal(&g, P0),
        (0..3)
            .map(|option| Action::Pick { option })
            .collect::<Vec<_>>()
    );
}

#[test]
fn the_picked_option_is_created_and_the_turn_goes_on() {
    let mut g = offered();
    let options = picking(&g, Viewer::Referee);
    act(&mut g, P0, Action::Pick { option: 2 });
    assert_eq!(summons(&g, P0), [(options[2].0, Some(2))]);
    assert!(picking(&g, Viewer::Referee).is_empty());
    assert_eq!(g.pending().of(P1), Some(DecisionKind::Act));
}

#[test]
fn a_missing_option_is_refused_with_a_typed_error_and_changes_nothing() {
    let mut g = offered();
    assert_eq!(
        try_act(&mut g, P0, Action::Pick { option: 3 }),
        Err(Illegal::NoSuchOption {
            option: 3,
            offered: 3
        })
    );
    assert_eq!(
        try_act(&mut g, P1, Action::Pick { option: 0 }),
        Err(Illegal::NotYourTurn)
    );
    assert!(matches!(
        try_act(&mut g, P0, Action::DeclareEnd),
        Err(Illegal::WrongDecision { .. })
    ));
    assert_eq!(g.pending().of(P0), Some(DecisionKind::Pick));
}

#[test]
fn a_pick_that_times_out_takes_the_first_option() {
    let mut g = offered();
    let options = picking(&g, Viewer::Referee);
    let answer = g.timeout_action(P0).expect("a timeout answer");
    assert_eq!(answer, Action::Pick { option: 0 });
    act(&mut g, P0, answer);
    assert_eq!(summons(&g, P0), [(options[0].0, Some(2))]);
}

#[test]
fn a_pick_without_a_talent_draws_different_options_from_other_seeds() {
    let drawn: std::collections::BTreeSet<Vec<CardId>> = (0..12)
        .map(|seed| {
            let mut g = Scenario::new([CHIORI, GANYU, DILUC], [DILUC, GANYU, KEQING])
                .seed(seed)
                .dice(0, dice("ggggoooo"))
                .build();
            skill(&mut g, P0, FLUTTERING_HASODE, "ggg");
            picking(&g, Viewer::Referee)
        })
        .collect();
    assert!(drawn.len() > 1, "the options are drawn at random");
}

// ---- card picks: cards picked into the hand, several in a row -----------------------------

/// 镀金旅团的茶歇 Eremite Teatime: with Xingqiu, Barbara and Keqing, three card picks in a row.
const EREMITE_TEATIME: u32 = 332040;

/// Seat 0 (Xingqiu, Barbara, Keqing) has just played Eremite Teatime.
fn cards_offered() -> Gitcg {
    let mut g = Scenario::new([XINGQIU, BARBARA, KEQING], [DILUC, GANYU, KEQING])
        .hand(0, &[EREMITE_TEATIME])
        .dice(0, dice("hh"))
        .build();
    act(
        &mut g,
        P0,
        Action::PlayCard {
            card: CardId(EREMITE_TEATIME),
            target: None,
            second: None,
            dice: dice("hh"),
        },
    );
    g
}

#[test]
fn a_picked_card_enters_the_hand_seen_only_by_its_owner() {
    let mut g = cards_offered();
    let options = picking(&g, Viewer::Referee);
    assert_eq!(
        picking(&g, Viewer::Seat { seat: P1 }),
        options,
        "options are public"
    );
    let events = act_visible(&mut g, P0, Action::Pick { option: 0 });
    assert_eq!(g.player(P0).hand[0].id, options[0].0);
    let created: Vec<_> = events
        .iter()
        .filter_map(|e| {
            match (
                e.for_viewer(Viewer::Seat { seat: P0 }),
                e.for_viewer(Viewer::Seat { seat: P1 }),
            ) {
                (
                    Event::CardCreated { card: mine, .. },
                    Event::CardCreated { card: theirs, .. },
                ) => Some((*mine, *theirs)),
                _ => None,
            }
        })
        .collect();
    assert_eq!(created, [(Some(options[0]), None)]);
}

#[test]
fn queued_card_picks_come_one_after_the_other_and_a_timeout_takes_each_first_option() {
    let mut g = cards_offered();
    let mut taken = Vec::new();
    while g.pending().of(P0) == Some(DecisionKind::Pick) {
        let first = picking(&g, Viewer::Referee)[0];
        let timeout = g.timeout_action(P0).expect("a pick can time out");
        assert_eq!(timeout, Action::Pick { option: 0 });
        act(&mut g, P0, timeout);
        taken.push(first.0);
    }
    assert_eq!(taken.len(), 3, "one pick per condition met");
    let hand: Vec<u32> = g.player(P0).hand.iter().map(|c| c.id).collect();
    assert_eq!(hand, taken);
    assert_eq!(g.pending().of(P0), Some(DecisionKind::Act));
}

/// Lutine's Goodwill (卢蒂妮的心意): after a character of its side uses a skill, it heals it by
/// 2 or deals it 2 Piercing damage, at even odds.
const LUTINES_GOODWILL: u32 = 302217;

/// A knock-out does not take away a pick the same action offered: the pick belongs to the
/// effect, which finishes before its knock-outs are dealt with, so the seat picks first and
/// then chooses its new active character. Chiori at 2 HP uses Fluttering Hasode with Lutine's
/// Goodwill on her side; the seed is one where Lutine's Goodwill deals its 2 damage.
#[test]
fn a_knock_out_after_a_pick_asks_for_the_new_active_character_once_the_pick_is_answered() {
    let goodwill = tavern_gitcg::cards::entities()
        .iter()
        .copied()
        .find(|e| e.id == LUTINES_GOODWILL)
        .expect("a known entity");
    let mut g = Scenario::new([CHIORI, GANYU, DILUC], [DILUC, GANYU, KEQING])
        .seed(1)
        .dice(0, dice("ggggoooo"))
        .build();
    g.set_hp(P0, 0, 2);
    g.put(P0, tavern_gitcg::state::LocZone::Combat, goodwill);
    skill(&mut g, P0, FLUTTERING_HASODE, "ggg");
    assert!(!g.character(P0, 0).alive, "Chiori is knocked out");
    assert_eq!(
        g.pending().of(P0),
        Some(DecisionKind::Pick),
        "the pick first"
    );
    let doll = picking(&g, Viewer::Referee)[0];
    act(&mut g, P0, Action::Pick { option: 0 });
    assert!(g.player(P0).summons.iter().any(|e| e.def.id == doll.0));
    assert_eq!(
        g.pending().of(P0),
        Some(DecisionKind::ChooseActiveAfterKnockOut),
        "then the new active character"
    );
    act(&mut g, P0, Action::ChooseActive { slot: 2 });
    assert_eq!(g.player(P0).active, 2);
    assert_eq!(g.pending().of(P1), Some(DecisionKind::Act));
}

/// 「烟谜主」 "Masters of the Night-Wind": its stock goes down by 1 after each pick of its side.
const MASTERS_OF_THE_NIGHT_WIND: u32 = 321027;

/// Every pick taken is heard by its side as a pick (我方挑选后, `trig::PICKED`), an entity
/// picked as well as a card, and only by its side: Chiori's doll picked lowers seat 0's
/// "Masters of the Night-Wind", not seat 1's.
#[test]
fn every_pick_taken_is_heard_by_its_own_side_as_a_pick() {
    let masters = tavern_gitcg::cards::card(CardId(MASTERS_OF_THE_NIGHT_WIND))
        .and_then(|c| c.entity)
        .expect("a support card");
    let mut g = Scenario::new([CHIORI, GANYU, DILUC], [DILUC, GANYU, KEQING])
        .dice(0, dice("ggggoooo"))
        .build();
    for seat in [P0, P1] {
        g.put(seat, tavern_gitcg::state::LocZone::Support, masters);
    }
    let insight = |g: &Gitcg, seat: tavern_game::Seat| g.player(seat).supports[0].stock;
    skill(&mut g, P0, FLUTTERING_HASODE, "ggg");
    assert_eq!(insight(&g, P0), 4, "offered, not yet picked");
    act(&mut g, P0, Action::Pick { option: 0 });
    assert_eq!((insight(&g, P0), insight(&g, P1)), (3, 4));
}

/// 玛薇卡 Mavuika's The Named Moment: "从3张驰轮车中挑选1张加入手牌" (pick 1 of the 3
/// Flamestriders into the hand): a pick among named cards shows them all, in order.
#[test]
fn a_pick_among_named_cards_shows_them_in_order_and_the_one_picked_enters_the_hand() {
    let mut g = Scenario::new([1315, GANYU, DILUC], [DILUC, GANYU, KEQING])
        .dice(0, dice("pppooooo"))
        .build();
    skill(&mut g, P0, SkillId(13152), "ppp");
    let ids: Vec<u32> = picking(&g, Viewer::Seat { seat: P1 })
        .iter()
        .map(|c| c.0)
        .collect();
    assert_eq!(ids, [113154, 113155, 113156]);
    act(&mut g, P0, Action::Pick { option: 1 });
    assert_eq!(g.player(P0).hand.last().map(|c| c.id), Some(113155));
}

/// "我方进行挑选后" (after our side picks, Citlali's passive): the side hears the pick once
/// the card is taken, not when it is offered.
#[test]
fn picking_a_card_is_heard_by_the_side_once_taken() {
    let mut g = Scenario::new([1114, 1315, DILUC], [DILUC, GANYU, KEQING])
        .first(1)
        .dice(0, dice("ccccoooo"))
        .build();
    act(&mut g, P1, Action::DeclareEnd);
    skill(&mut g, P0, SkillId(11142), "ccc");
    g.spend_nightsoul(P0, 0, 1);
    g.set_active(P0, 1);
    g.set_dice(P0, dice("pppooooo"));
    skill(&mut g, P0, SkillId(13152), "ppp");
    assert_eq!(g.nightsoul_points(P0, 0), 0);
    act(&mut g, P0, Action::Pick { option: 0 });
    assert_eq!(g.nightsoul_points(P0, 0), 1);
}
