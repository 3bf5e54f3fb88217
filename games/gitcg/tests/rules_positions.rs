//! Rule tests for positions (位置, `positions.rs`): two characters exchanging positions
//! (交换位置), and an effect's choice of one of its side's characters, asked as a pick is.

use tavern_game::{DecisionKind, Game, Seat};
use tavern_gitcg::testkit::{dice, Scenario};
use tavern_gitcg::Gitcg;
use tavern_protocol::gitcg::{Action, SkillId};

const P0: Seat = Seat(0);
const P1: Seat = Seat(1);
/// 基尼奇 Kinich, whose Canopy Hunter: Riding High chooses a character to exchange positions
/// with.
const KINICH: u32 = 1709;
const CANOPY_HUNTER: u32 = 17092;
const KAEYA: u32 = 1103;
const BARBARA: u32 = 1201;
const CITLALI: u32 = 1114;

/// Seat 0 with `chars` (the first active) and 16 Omni dice, seat 1 having ended its round.
fn alone(chars: [u32; 3]) -> Gitcg {
    let mut g = Scenario::new(chars, [1403, 1101, 1301])
        .first(1)
        .dice(0, dice(&"o".repeat(16)))
        .build();
    g.apply(P1, Action::DeclareEnd, &mut Vec::new())
        .expect("legal");
    g
}

fn act(g: &mut Gitcg, action: Action) {
    g.apply(P0, action, &mut Vec::new()).expect("legal");
}

fn canopy_hunter(g: &mut Gitcg) {
    act(
        g,
        Action::UseSkill {
            skill: SkillId(CANOPY_HUNTER),
            dice: dice("ooo"),
        },
    );
}

/// Card ids of the characters in slot order.
fn order(g: &Gitcg) -> Vec<u32> {
    (0..3).map(|s| g.character(P0, s).card.id).collect()
}

#[test]
fn exchanging_positions_moves_each_character_with_all_it_holds() {
    let mut g = alone([KINICH, KAEYA, BARBARA]);
    g.set_hp(P0, 2, 6);
    g.set_energy(P0, 2, 1);
    canopy_hunter(&mut g);
    assert_eq!(g.pending().of(P0), Some(DecisionKind::Pick));
    act(&mut g, Action::Pick { option: 2 });
    assert_eq!(order(&g), [BARBARA, KAEYA, KINICH]);
    // Barbara keeps her HP and energy in her new position; Kinich his statuses and energy.
    assert_eq!((g.character(P0, 0).hp, g.character(P0, 0).energy), (6, 1));
    assert_eq!(g.character(P0, 2).energy, 1);
    assert!(g
        .character(P0, 2)
        .attached
        .iter()
        .any(|e| e.def.id == 117091));
    // The active character stays active, in its new position; the next one follows it there.
    assert_eq!(g.player(P0).active, 2);
    assert_eq!(
        g.neighbour(P0, tavern_gitcg::defs::Direction::Next),
        Some(0)
    );
}

#[test]
fn exchanging_positions_is_no_switch() {
    let mut g = alone([KINICH, KAEYA, BARBARA]);
    // Intent to Cover draws a card whenever the side switches: it hears nothing.
    let intent = tavern_gitcg::cards::entities()
        .iter()
        .find(|e| e.id == 115118)
        .copied()
        .expect("Intent to Cover");
    g.put(P0, tavern_gitcg::state::LocZone::Combat, intent);
    canopy_hunter(&mut g);
    act(&mut g, Action::Pick { option: 1 });
    assert_eq!(order(&g), [KAEYA, KINICH, BARBARA]);
    assert_eq!(g.player(P0).combat[0].usage, 2);
    assert_eq!(g.player(P0).plunge, None);
}

#[test]
fn a_character_choice_offers_the_living_characters_and_a_timeout_takes_the_first() {
    let mut g = alone([KINICH, KAEYA, BARBARA]);
    g.character_mut(P0, 1).alive = false;
    g.character_mut(P0, 1).hp = 0;
    canopy_hunter(&mut g);
    let offered: Vec<u32> = g.view(tavern_game::Viewer::Referee).players[0]
        .picking
        .iter()
        .map(|c| c.0)
        .collect();
    assert_eq!(offered, [KINICH, BARBARA]);
    assert_eq!(g.timeout_action(P0), Some(Action::Pick { option: 0 }));
    let refused = g.apply(P0, Action::Pick { option: 2 }, &mut Vec::new());
    assert!(refused.is_err());
    act(&mut g, Action::Pick { option: 0 });
    assert_eq!(order(&g), [KINICH, KAEYA, BARBARA]);
}

/// Choosing one of one's characters is no pick of cards (挑选: "从特定的多张牌中选择1张"):
/// Citlali's passive, which answers her side's picks, does not hear it.
#[test]
fn choosing_a_character_is_not_a_pick_of_cards() {
    let mut g = alone([KINICH, CITLALI, BARBARA]);
    act(
        &mut g,
        Action::Switch {
            slot: 1,
            dice: dice("o"),
        },
    );
    act(
        &mut g,
        Action::UseSkill {
            skill: SkillId(11142),
            dice: dice("ooo"),
        },
    );
    g.spend_nightsoul(P0, 1, 1);
    act(
        &mut g,
        Action::Switch {
            slot: 0,
            dice: dice("o"),
        },
    );
    g.character_mut(P1, 0).aura = tavern_gitcg::state::Aura::NONE;
    canopy_hunter(&mut g);
    act(&mut g, Action::Pick { option: 0 });
    assert_eq!(g.nightsoul_points(P0, 1), 0);
}
