//! Rule tests for Techniques (特技): a combat action of the equipment's wearer that is not a
//! skill (no energy, no "after a skill" effects), refused when the wearer may not use skills.

use tavern_game::{Game, Seat};
use tavern_gitcg::cards::{self, builtin};
use tavern_gitcg::state::LocZone;
use tavern_gitcg::testkit::{dice, Scenario};
use tavern_gitcg::Illegal;
use tavern_protocol::gitcg::{Action, CardId, Side, SkillId, Target};

const P0: Seat = Seat(0);
const P1: Seat = Seat(1);
const LOREMASTER: u32 = 2303;
const SPIRIT_OF_OMEN: u32 = 123031;
const BURNING_ASSAULT: u32 = 1230311;

/// Builds `scenario` and plays the free Technique card `card` from player 0's hand onto their
/// active character.
fn equip(scenario: Scenario, card: u32) -> tavern_gitcg::Gitcg {
    let mut g = scenario.build();
    let play = Action::PlayCard {
        second: None,
        card: CardId(card),
        target: Some(Target::Character {
            side: Side::Own,
            slot: 0,
        }),
        dice: dice(""),
    };
    let mut events = Vec::new();
    g.apply(P0, play, &mut events).expect("the card is free");
    g
}

/// The Loremaster's side with Spirit of Omen in hand and six Pyro dice each.
fn omen_scenario() -> Scenario {
    Scenario::new([LOREMASTER, 1103, 1201], [1403, 1101, 1301])
        .hand(0, &[SPIRIT_OF_OMEN])
        .dice(0, dice("pppppp"))
        .dice(1, dice("pppppp"))
}

fn equipped() -> tavern_gitcg::Gitcg {
    equip(omen_scenario(), SPIRIT_OF_OMEN)
}

#[test]
fn a_technique_is_a_combat_action_that_gives_no_energy() {
    let mut g = equipped();
    let mut events = Vec::new();
    let act = Action::UseSkill {
        skill: SkillId(BURNING_ASSAULT),
        dice: dice("pp"),
    };
    g.apply(P0, act, &mut events).expect("legal");
    assert_eq!(g.character(P1, 0).hp, 8);
    assert_eq!(g.character(P0, 0).energy, 0);
    assert_eq!(g.turn(), P1);
}

#[test]
fn a_technique_is_refused_while_its_wearer_may_not_use_skills() {
    let mut g = equipped();
    g.put(P0, LocZone::Char(0), &builtin::FROZEN);
    let mut events = Vec::new();
    let act = Action::UseSkill {
        skill: SkillId(BURNING_ASSAULT),
        dice: dice("pp"),
    };
    assert!(matches!(
        g.apply(P0, act, &mut events),
        Err(Illegal::SkillsBlocked)
    ));
}

#[test]
fn energy_in_a_technique_cost_is_paid_by_its_wearer() {
    // Spirit of Omen: Dendro Spirit-Serpent's Viny Razorscale costs 1 unaligned die and 1
    // Energy of the character wearing it.
    let scenario = Scenario::new([2703, 2205, 1201], [1403, 1101, 1301])
        .hand(0, &[127032])
        .dice(0, dice("pppppp"))
        .dice(1, dice("pppppp"));
    let mut g = equip(scenario, 127032);
    let mut events = Vec::new();
    let razorscale = |pay: &str| Action::UseSkill {
        skill: SkillId(1270321),
        dice: dice(pay),
    };
    assert_eq!(
        g.apply(P0, razorscale("p"), &mut events),
        Err(Illegal::NotEnoughEnergy { needed: 1, have: 0 })
    );
    g.set_energy(P0, 0, 1);
    g.apply(P0, razorscale("p"), &mut events)
        .expect("1 die and 1 Energy");
    assert_eq!(g.character(P0, 0).energy, 0);
    assert_eq!(g.player(P0).dice.total(), 5);
}

/// Using a Technique is a combat action of its player (rulebook: 使用特技是一种战斗行动), so it
/// sets off what answers "after your side takes any action": Setaria, with the hand empty,
/// draws a card after it.
#[test]
fn using_a_technique_is_an_action_that_sets_off_after_action_effects() {
    const SETARIA: u32 = 322019;
    const STRATEGIZE: u32 = 332004;
    let mut g = equip(omen_scenario().deck(0, &[STRATEGIZE; 3]), SPIRIT_OF_OMEN);
    let mut events = Vec::new();
    let setaria = cards::card(CardId(SETARIA))
        .and_then(|c| c.entity)
        .expect("Setaria is a support card");
    g.put(P0, LocZone::Support, setaria);
    assert!(g.player(P0).hand.is_empty());
    let act = Action::UseSkill {
        skill: SkillId(BURNING_ASSAULT),
        dice: dice("pp"),
    };
    g.apply(P0, act, &mut events).expect("legal");
    assert_eq!(g.turn(), P1, "the technique took the turn");
    assert_eq!(g.player(P0).hand.len(), 1, "Setaria drew after the action");
}

/// Technique cards played are counted for the whole match, copies included and whatever
/// equipment they replaced (本局游戏我方累计打出的特技牌, `Player::techniques_played`); other
/// cards do not count, and the count survives the end of the round.
#[test]
fn technique_cards_played_are_counted_for_the_whole_match_copies_included() {
    const XENOCHROMATIC_HUNTERS_RAY: u32 = 313001;
    const JUEYUN_GUOBA: u32 = 333001;
    let ray = XENOCHROMATIC_HUNTERS_RAY;
    let mut g = equip(
        Scenario::new([1101, 1301, 1403], [1101, 1301, 1403]).hand(0, &[ray, ray, JUEYUN_GUOBA]),
        ray,
    );
    assert_eq!(g.player(P0).techniques_played, 1);
    let mut events = Vec::new();
    for (card, target) in [(ray, 1), (JUEYUN_GUOBA, 0)] {
        let play = Action::PlayCard {
            second: None,
            card: CardId(card),
            target: Some(Target::Character {
                side: Side::Own,
                slot: target,
            }),
            dice: dice(""),
        };
        g.apply(P0, play, &mut events).expect("free cards");
    }
    assert_eq!(g.player(P0).techniques_played, 2, "the food does not count");
    for seat in [P0, P1] {
        g.apply(seat, Action::DeclareEnd, &mut events)
            .expect("the end of the round");
    }
    assert_eq!(g.player(P0).techniques_played, 2, "kept for the match");
    assert_eq!(g.player(P1).techniques_played, 0);
}
