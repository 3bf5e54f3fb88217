//! Rule tests for "when a character prepares a skill" (准备技能时): a character prepares a
//! skill when a preparation (a status that prepares a skill) enters play on it, whatever put it
//! there: its own skill, a Technique (Tatankasaurus), or a prepared skill that prepares the
//! next. A prepared Normal Attack (Tatankasaurus) is its wearer's own Normal Attack.

use tavern_game::{Game, Seat};
use tavern_gitcg::testkit::dice;
use tavern_gitcg::Gitcg;
use tavern_protocol::gitcg::{Action, CardId, Side, SkillId, Target};

const P0: Seat = Seat(0);
const P1: Seat = Seat(1);
const GANYU: u32 = 1101;
const DILUC: u32 = 1301;
const KEQING: u32 = 1403;

/// 「沃陆之邦」 "Collective of Plenty": 3 Workout when a character prepares a skill.
const COLLECTIVE_OF_PLENTY: u32 = 321028;
/// 锻炼 Workout, whose layers are its stock.
const WORKOUT: u32 = 301025;
/// 突角龙 Tatankasaurus and its Technique, Spirited State.
const TATANKASAURUS: u32 = 313008;
const SPIRITED_STATE: u32 = 3130081;
/// 绝云锅巴 Jueyun Guoba: this round, the next Normal Attack of the character is +1.
const JUEYUN_GUOBA: u32 = 333001;

/// Applies an action that must be legal.
fn act(g: &mut Gitcg, seat: Seat, action: Action) {
    let mut events = Vec::new();
    if let Err(e) = g.apply(seat, action, &mut events) {
        panic!("{action:?} by seat {} was refused: {e:?}", seat.0);
    }
}

/// Plays `card` on seat 0's character in `slot`, paying `pay`.
fn play(g: &mut Gitcg, card: u32, slot: Option<u8>, pay: &str) {
    let target = slot.map(|slot| Target::Character {
        side: Side::Own,
        slot,
    });
    let dice = dice(pay);
    let second = None;
    let card = CardId(card);
    act(
        g,
        P0,
        Action::PlayCard {
            second,
            card,
            target,
            dice,
        },
    );
}

/// Seat 0's Diluc, wearing Tatankasaurus after `hand` (all played first, on Diluc when they
/// target), uses Spirited State; seat 1 then ends its round, so both prepared Normal Attacks
/// follow at once.
fn spirited(hand: &[(u32, Option<u8>, &str)]) -> Gitcg {
    let ids: Vec<u32> = hand.iter().map(|h| h.0).chain([TATANKASAURUS]).collect();
    let mut g =
        tavern_gitcg::testkit::Scenario::new([DILUC, GANYU, KEQING], [GANYU, DILUC, KEQING])
            .hand(0, &ids)
            .dice(0, dice("pppppppppppp"))
            .build();
    for &(card, slot, pay) in hand {
        play(&mut g, card, slot, pay);
    }
    play(&mut g, TATANKASAURUS, Some(0), "pppp");
    act(
        &mut g,
        P0,
        Action::UseSkill {
            skill: SkillId(SPIRITED_STATE),
            dice: dice("ppp"),
        },
    );
    g
}

fn workout(g: &Gitcg) -> Option<u8> {
    g.character(P0, 0)
        .attached
        .iter()
        .find(|e| e.def.id == WORKOUT)
        .map(|e| e.stock)
}

#[test]
fn a_technique_and_a_prepared_skill_that_prepare_the_next_are_each_a_preparation() {
    let mut g = spirited(&[(COLLECTIVE_OF_PLENTY, None, "ppp")]);
    assert_eq!(workout(&g), Some(3), "the Technique prepared a skill");
    act(&mut g, P1, Action::DeclareEnd);
    assert_eq!(workout(&g), Some(5), "the first attack prepared the second");
    // The first attack hit before it prepared the second (3 layers: no bonus); the second hit
    // at 5 layers (+1).
    assert_eq!(g.character(P1, 0).hp, 12 - 2 - 3);
}

#[test]
fn a_prepared_normal_attack_is_its_wearers_normal_attack() {
    let mut g = spirited(&[(JUEYUN_GUOBA, Some(0), "")]);
    act(&mut g, P1, Action::DeclareEnd);
    assert_eq!(
        g.character(P1, 0).hp,
        12 - (2 + 1) - 2,
        "Jueyun Guoba raises the first, as a Normal Attack of Diluc's"
    );
    assert_eq!(g.character(P0, 0).energy, 0, "prepared: no energy");
}
