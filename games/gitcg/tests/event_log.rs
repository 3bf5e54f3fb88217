//! What the log says: every damage and heal names its source (the skill, summon, status or
//! card), no event reports a change that did not happen, and a refused payment says what is
//! wrong with it.

mod common;

use common::*;
use tavern_game::{Game, RuleError};
use tavern_gitcg::testkit::dice;
use tavern_gitcg::Illegal;
use tavern_protocol::gitcg::{Action, CharacterRef, Element, EntityId, Event, SkillId, Source};

/// 凯亚 Kaeya: Ceremonial Bladework, 2 physical (1 Cryo + 2 of any).
const KAEYA: u32 = 1103;
const KAEYA_NORMAL: SkillId = SkillId(11031);
/// Barbara's Let the Show Begin: summons Melody Loop (end phase: heals every character 1).
const BARBARA_SKILL: SkillId = SkillId(12012);

#[test]
fn a_payment_without_the_element_says_which_element_is_missing() {
    let mut g = tavern_gitcg::testkit::Scenario::new([KAEYA, GANYU, DILUC], [GANYU, DILUC, KEQING])
        .dice(0, dice("aaac"))
        .build();
    let refused = try_act(
        &mut g,
        P0,
        Action::UseSkill {
            skill: KAEYA_NORMAL,
            dice: dice("aaa"),
        },
    );
    let e = refused.expect_err("three Anemo dice cannot pay 1 Cryo");
    assert_eq!(
        e,
        Illegal::MissingElement {
            element: Element::Cryo,
            needed: 1,
            offered: 0
        }
    );
    assert_eq!(e.code(), "missing_element");
    assert_eq!(
        e.to_string(),
        "the payment does not match the cost: needs 1 Cryo, none offered"
    );
}

#[test]
fn dice_that_cannot_pay_say_which_element_is_missing() {
    let mut g = tavern_gitcg::testkit::Scenario::new([KAEYA, GANYU, DILUC], [GANYU, DILUC, KEQING])
        .dice(0, dice("aaaa"))
        .build();
    let e = try_act(
        &mut g,
        P0,
        Action::UseSkill {
            skill: KAEYA_NORMAL,
            dice: dice("aaa"),
        },
    )
    .expect_err("no Cryo die is held");
    assert_eq!(
        e,
        Illegal::NotEnoughElement {
            element: Element::Cryo,
            needed: 1,
            have: 0
        }
    );
    assert_eq!(e.to_string(), "not enough dice: needs 1 Cryo, none held");
}

#[test]
fn a_same_element_payment_says_how_many_of_one_element_were_offered() {
    let e = tavern_gitcg::dice::check_payment(
        &tavern_gitcg::defs::Cost::same(3),
        &dice("ppha"),
        &dice("pph"),
    )
    .expect_err("two Pyro and a Hydro are not three of one element");
    assert_eq!(
        e.to_string(),
        "the payment does not match the cost: needs 3 dice of one element, at most 2 offered"
    );
}

#[test]
fn skill_damage_names_the_skill() {
    let mut g = trio("ccc").build();
    let events = skill(&mut g, P0, GANYU_SKILL, "ccc");
    let source = events.iter().find_map(|e| match e {
        Event::Damage { source, .. } => Some(*source),
        _ => None,
    });
    assert_eq!(
        source,
        Some(Some(Source::Skill {
            character: CharacterRef { seat: P0, slot: 0 },
            skill: GANYU_SKILL,
        }))
    );
}

#[test]
fn end_phase_summon_damage_names_the_summon() {
    let mut g = trio("ccc").build();
    g.set_energy(P0, 0, 3);
    skill(&mut g, P0, GANYU_BURST, "ccc");
    end(&mut g, P1);
    let events = end(&mut g, P0);
    let pearl = Source::Entity {
        seat: P0,
        entity: EntityId(111011),
    };
    let hits: Vec<_> = events
        .iter()
        .filter_map(|e| match e {
            Event::Damage { source, .. } => Some(*source),
            _ => None,
        })
        .collect();
    assert!(!hits.is_empty());
    assert!(hits.iter().all(|s| *s == Some(pearl)), "{hits:?}");
}

#[test]
fn a_heal_that_restores_nothing_is_not_reported_and_a_heal_names_its_source() {
    let mut g =
        tavern_gitcg::testkit::Scenario::new([BARBARA, GANYU, DILUC], [GANYU, DILUC, KEQING])
            .dice(0, dice("hhh"))
            .build();
    skill(&mut g, P0, BARBARA_SKILL, "hhh");
    g.set_hp(P0, 1, 7);
    end(&mut g, P1);
    let events = end(&mut g, P0);
    let heals: Vec<_> = events
        .iter()
        .filter_map(|e| match e {
            Event::Healed {
                target,
                amount,
                source,
                ..
            } => Some((*target, *amount, *source)),
            _ => None,
        })
        .collect();
    assert_eq!(
        heals,
        [(
            CharacterRef { seat: P0, slot: 1 },
            1,
            Some(Source::Entity {
                seat: P0,
                entity: EntityId(112011)
            })
        )],
        "only Ganyu, who was hurt, is reported"
    );
    assert!(g.outcome().is_none());
}
