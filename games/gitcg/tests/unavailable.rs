//! Nothing vanishes: in its turn, a seat learns every skill of its active character and every
//! card in hand the rules refuse now, each with the refusal the engine's own checks give.

mod common;

use common::*;
use tavern_game::rng::Rng;
use tavern_game::{DecisionKind, Game, RuleError, Seat};
use tavern_gitcg::cards::builtin::FROZEN;
use tavern_gitcg::state::LocZone;
use tavern_gitcg::testkit::random_deck;
use tavern_gitcg::{Gitcg, Illegal};
use tavern_protocol::gitcg::{Action, CardId, Config, Dice, Element, Options, SkillId};

/// Strategize (Cost: 1 die of one element, draws 2).
const STRATEGIZE: u32 = 332004;
/// Send Off: one opposing summon loses 2 usages.
const SEND_OFF: u32 = 332013;
/// Liyue Harbor Wharf: 2 dice of one element.
const LIYUE_HARBOR_WHARF: u32 = 321001;

fn unavailable(g: &Gitcg, seat: Seat) -> Vec<(Action, Illegal)> {
    let mut out = Vec::new();
    g.unavailable(seat, &mut out);
    out
}

/// The refusal given for a skill, if it is unavailable.
fn skill_refusal(g: &Gitcg, seat: Seat, skill: SkillId) -> Option<Illegal> {
    unavailable(g, seat).into_iter().find_map(|(a, e)| match a {
        Action::UseSkill { skill: s, dice } if s == skill => {
            assert_eq!(dice, Dice::EMPTY, "listed without a payment");
            Some(e)
        }
        _ => None,
    })
}

/// The refusal given for a card in hand, if it is unavailable.
fn card_refusal(g: &Gitcg, seat: Seat, card: u32) -> Option<Illegal> {
    unavailable(g, seat).into_iter().find_map(|(a, e)| match a {
        Action::PlayCard { card: c, dice, .. } if c == CardId(card) => {
            assert_eq!(dice, Dice::EMPTY, "listed without a payment");
            Some(e)
        }
        _ => None,
    })
}

#[test]
fn a_skill_short_of_its_element_names_the_element_and_the_counts() {
    // One Cryo die and two Pyro: Liutian Archery (1 Cryo + 2) is affordable, Trail of the
    // Qilin (3 Cryo) is not, Frostflake Arrow (5 Cryo) lacks dice altogether.
    let g = trio("cpp").build();
    assert_eq!(skill_refusal(&g, P0, GANYU_NORMAL), None);
    let e = skill_refusal(&g, P0, GANYU_SKILL).expect("Trail of the Qilin is refused");
    assert_eq!(
        e,
        Illegal::NotEnoughElementDice {
            element: Element::Cryo,
            needed: 3,
            have: 1
        }
    );
    assert_eq!(e.code(), "not_enough_dice");
    assert_eq!(e.to_string(), "needs 3 Cryo dice, you have 1");
    assert_eq!(
        skill_refusal(&g, P0, GANYU_FROSTFLAKE),
        Some(Illegal::NotEnoughDice { needed: 5, have: 3 })
    );
}

#[test]
fn omni_dice_count_for_the_element() {
    let g = trio("coo").build();
    assert_eq!(skill_refusal(&g, P0, GANYU_SKILL), None);
    assert!(legal(&g, P0)
        .iter()
        .any(|a| matches!(a, Action::UseSkill { skill, .. } if *skill == GANYU_SKILL)));
}

#[test]
fn a_burst_without_energy_says_how_much_is_missing() {
    let g = trio("ccccccc").build();
    let e = skill_refusal(&g, P0, GANYU_BURST).expect("no energy yet");
    assert_eq!(e, Illegal::NotEnoughEnergy { needed: 3, have: 0 });
    assert_eq!(e.to_string(), "not enough energy (0 of 3)");
}

#[test]
fn a_frozen_character_has_every_skill_blocked() {
    let mut g = trio("ooooooo").build();
    g.put(P0, LocZone::Char(0), &FROZEN);
    let refused = unavailable(&g, P0);
    assert_eq!(refused.len(), 4, "all four of Ganyu's skills");
    assert!(refused.iter().all(|(_, e)| *e == Illegal::SkillsBlocked));
}

#[test]
fn a_card_of_one_element_short_of_matching_dice_says_so() {
    let g = trio("cp").hand(0, &[LIYUE_HARBOR_WHARF]).build();
    let e = card_refusal(&g, P0, LIYUE_HARBOR_WHARF).expect("refused");
    assert_eq!(e, Illegal::NotEnoughSameDice { needed: 2, have: 1 });
    assert_eq!(
        e.to_string(),
        "needs 2 dice of one element, you have at most 1"
    );
}

#[test]
fn a_card_with_nothing_to_target_has_no_valid_target() {
    let g = trio("ooo").hand(0, &[SEND_OFF]).build();
    let e = card_refusal(&g, P0, SEND_OFF).expect("no opposing summon");
    assert_eq!(e, Illegal::NoTarget);
    assert_eq!(e.code(), "no_target");
    assert_eq!(e.to_string(), "no valid target");
}

#[test]
fn a_talent_gives_the_reason_of_its_own_character_not_the_others() {
    // Undivided Heart on the active Ganyu is short of Cryo dice; on Diluc and Keqing it is
    // someone else's talent. The dice are what the player can do something about.
    let g = trio("ccppp").hand(0, &[UNDIVIDED_HEART]).build();
    let (action, e) = unavailable(&g, P0)
        .into_iter()
        .find(
            |(a, _)| matches!(a, Action::PlayCard { card, .. } if *card == CardId(UNDIVIDED_HEART)),
        )
        .expect("refused");
    assert!(
        matches!(e, Illegal::NotEnoughElementDice { needed: 5, .. }),
        "{e:?}"
    );
    let Action::PlayCard { target, .. } = action else {
        unreachable!()
    };
    assert_eq!(
        target,
        Some(tavern_protocol::gitcg::Target::Character {
            side: tavern_protocol::gitcg::Side::Own,
            slot: 0
        }),
        "the action names the target the reason is about"
    );
}

#[test]
fn playable_cards_and_affordable_skills_are_not_listed() {
    let g = trio("cpp").hand(0, &[STRATEGIZE]).build();
    assert_eq!(card_refusal(&g, P0, STRATEGIZE), None);
    assert_eq!(skill_refusal(&g, P0, GANYU_NORMAL), None);
}

#[test]
fn only_the_seat_in_its_turn_gets_reasons() {
    let g = trio("c").hand(1, &[STRATEGIZE]).build();
    assert!(
        !unavailable(&g, P0).is_empty(),
        "seat 0 acts and is short of dice"
    );
    assert!(unavailable(&g, P1).is_empty(), "seat 1 waits for its turn");
    assert!(unavailable(&g, Seat(7)).is_empty());
}

/// In random games, every skill of the active character and every card in hand is either
/// used by a legal action or unavailable, never both; and an unavailable action is refused.
#[test]
fn every_skill_and_card_is_either_legal_or_unavailable_with_a_reason() {
    let mut pick = Rng::new(11);
    let mut checked = 0;
    for seed in 0..40 {
        let config = Config {
            decks: vec![random_deck(&mut pick), random_deck(&mut pick)],
            options: Options::default(),
        };
        let mut g = Gitcg::new(seed, 2, config).expect("random decks follow the rules");
        for _ in 0..3_000 {
            let Some(d) = g.pending().decisions().first().copied() else {
                break;
            };
            let actions = legal(&g, d.seat);
            let refused = unavailable(&g, d.seat);
            if d.kind == DecisionKind::Act {
                checked += 1;
                check_partition(&g, d.seat, &actions, &refused);
            } else {
                assert!(
                    refused.is_empty(),
                    "reasons only in the turn's main decision"
                );
            }
            let a = actions[pick.below(actions.len() as u32) as usize];
            let mut events = Vec::new();
            g.apply(d.seat, a, &mut events)
                .expect("listed actions apply");
        }
    }
    assert!(checked > 1_000, "many turns checked ({checked})");
}

fn check_partition(g: &Gitcg, seat: Seat, actions: &[Action], refused: &[(Action, Illegal)]) {
    let p = g.player(seat);
    for skill in p.active_char().def.skills {
        let id = SkillId(skill.id);
        let listed = actions
            .iter()
            .any(|a| matches!(a, Action::UseSkill { skill, .. } if *skill == id));
        let out = refused
            .iter()
            .filter(|(a, _)| matches!(a, Action::UseSkill { skill, .. } if *skill == id))
            .count();
        assert_eq!(
            usize::from(!listed),
            out,
            "skill {} once, legal or not",
            skill.name
        );
    }
    for card in &p.hand {
        let id = CardId(card.id);
        let listed = actions
            .iter()
            .any(|a| matches!(a, Action::PlayCard { card, .. } if *card == id));
        let out = refused
            .iter()
            .filter(|(a, _)| matches!(a, Action::PlayCard { card, .. } if *card == id))
            .count();
        assert_eq!(
            usize::from(!listed),
            out,
            "card {} once, legal or not",
            card.english_name
        );
    }
    for (a, _) in refused {
        let mut copy = g.clone();
        let mut events = Vec::new();
        assert!(
            copy.apply(seat, *a, &mut events).is_err(),
            "{a:?} is refused"
        );
    }
}
