//! Rule tests for usages and counters: every change of usages, from the entity or from
//! outside, follows the entity's own discard rule; a counter's own rule holds at every change;
//! a summon made again never loses usages; usages added beyond the stacking limit stay; an
//! effect spends a usage each time it acts, an End Phase hook as a declared End Phase effect.

use tavern_game::{Game, Seat, Viewer};
use tavern_gitcg::state::Aura;
use tavern_gitcg::testkit::{dice, Scenario};
use tavern_gitcg::Gitcg;
use tavern_protocol::gitcg::{Action, CardId, Dice, Element, Phase, Side, Target};

mod character_helpers;
use character_helpers::*;

const P0: Seat = Seat(0);
const P1: Seat = Seat(1);

const GANYU: u32 = 1101;
const KAEYA: u32 = 1103;
const EULA: u32 = 1106;
const BARBARA: u32 = 1201;
const MONA: u32 = 1203;
const DILUC: u32 = 1301;
const KEQING: u32 = 1403;
const GOROU: u32 = 1606;
const CYNO: u32 = 1404;
const CICIN_MAGE: u32 = 2101;

/// The side that takes the hits in solo scenarios: all 10 HP, Keqing active.
const FOES: [u32; 3] = [KEQING, GANYU, DILUC];

/// 送你一程 Send Off: one opposing summon loses 2 usages.
const SEND_OFF: u32 = 332013;

/// Seat 1 plays Send Off on seat 0's first summon.
fn send_off(g: &mut Gitcg) {
    let target = Some(Target::Summon {
        side: Side::Opponent,
        slot: 0,
    });
    let a = legal(
        g,
        P1,
        |a| matches!(a, Action::PlayCard { card, target: t, .. } if *card == CardId(SEND_OFF) && *t == target),
    );
    apply(g, P1, a);
}

/// Both seats act, seat 1 holding Send Off.
fn duel_with_send_off(mine: [u32; 3]) -> Gitcg {
    Scenario::new(mine, FOES)
        .hand(1, &[SEND_OFF])
        .dice(0, dice(&"o".repeat(12)))
        .dice(1, dice("oooooooo"))
        .build()
}

#[test]
fn send_off_leaves_reflection_in_play_at_zero_usages() {
    let mut g = duel_with_send_off([MONA, KAEYA, BARBARA]);
    skill(&mut g, P0, 12032);
    assert_eq!(summons(&g, P0), [(112031, 1)]);
    send_off(&mut g);
    assert_eq!(
        summons(&g, P0),
        [(112031, 0)],
        "kept when its usages run out"
    );
    end_round(&mut g);
    assert_eq!(summons(&g, P0), []);
    assert_eq!(hp(&g, P1)[0], 10 - 1 - 1, "it still strikes as it leaves");
}

#[test]
fn send_off_leaves_lightfall_sword_in_play_without_layers() {
    let mut g = duel_with_send_off([EULA, KAEYA, BARBARA]);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 11063);
    switch(&mut g, P1, 1);
    skill(&mut g, P0, 11061);
    assert_eq!(summons(&g, P0), [(111062, 2)]);
    send_off(&mut g);
    assert_eq!(summons(&g, P0), [(111062, 0)], "kept with no layers");
    g.set_hp(P1, 1, 10);
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[1], 10 - 3, "3 physical, no layers");
}

#[test]
fn cyno_level_wraps_at_every_change_not_only_at_the_end_phase() {
    let mut g = solo([CYNO, KAEYA, BARBARA], &[]);
    let level = |g: &Gitcg| -> Option<u8> {
        g.view(Viewer::Seat { seat: P1 }).players[0].characters[0]
            .statuses
            .iter()
            .find(|s| s.id.0 == 114041)
            .and_then(|s| s.counter)
    };
    assert_eq!(
        level(&g),
        Some(0),
        "the level is on the table from the start"
    );
    // Elemental skill +1, burst +2: 1, 2, 4, 5, 6, 7, then the burst makes 9, that is 3.
    for (id, energy) in [
        (14042, 0),
        (14042, 0),
        (14043, 2),
        (14042, 0),
        (14042, 0),
        (14042, 0),
    ] {
        g.set_dice(P0, dice(&"o".repeat(16)));
        g.set_hp(P1, 0, 10);
        if energy > 0 {
            g.set_energy(P0, 0, energy);
        }
        skill(&mut g, P0, id);
    }
    assert_eq!(level(&g), Some(7));
    g.set_hp(P1, 0, 10);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 14043);
    assert_eq!(level(&g), Some(3));
    // Below 4, his skill gets no +2.
    g.set_hp(P1, 0, 10);
    g.set_dice(P0, dice(&"o".repeat(16)));
    skill(&mut g, P0, 14042);
    assert_eq!(hp(&g, P1)[0], 10 - 3);
}

#[test]
fn cryo_cicins_grow_past_three_with_the_mages_normal_attacks() {
    let mut g = solo([CICIN_MAGE, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 21012);
    skill(&mut g, P0, 21011);
    skill(&mut g, P0, 21011);
    assert_eq!(summons(&g, P0), [(121011, 4)]);
    // Summoned again, they never lose usages.
    skill(&mut g, P0, 21012);
    assert_eq!(summons(&g, P0), [(121011, 4)]);
    // Flowing Cicin Ward: 1, plus their usages, at most 3.
    g.set_energy(P0, 0, 3);
    skill(&mut g, P0, 21013);
    assert_eq!(combat(&g, P0), [(121012, 4)]);
    assert_eq!(aura(&g, P0, 0), Aura::of(Element::Cryo));
}

#[test]
fn a_duration_that_stacks_adds_its_rounds_up_to_its_limit() {
    // 五郎 Gorou's General's War Banner lasts 2 rounds, stacking up to 3.
    const INUZAKA: u32 = 16062;
    let rounds = |g: &Gitcg| g.player(P0).combat[0].duration;
    let mut g = Scenario::new([GOROU, KAEYA, BARBARA], FOES)
        .first(1)
        .dice(0, dice(&"o".repeat(16)))
        .build();
    apply(&mut g, P1, Action::DeclareEnd);
    skill(&mut g, P0, INUZAKA);
    assert_eq!(rounds(&g), 2);
    end_round(&mut g);
    assert_eq!(rounds(&g), 1);
    for seat in [P0, P1] {
        apply(&mut g, seat, Action::Reroll { dice: Dice::EMPTY });
    }
    g.set_dice(P0, dice(&"o".repeat(16)));
    apply(&mut g, P1, Action::DeclareEnd);
    // Made again: 1 left + 2, not a reset to 2; once more, held at the limit of 3.
    skill(&mut g, P0, INUZAKA);
    assert_eq!(rounds(&g), 3);
    skill(&mut g, P0, INUZAKA);
    assert_eq!(rounds(&g), 3);
}

/// 黄金王兽 Golden Wolflord, whose skills place Golden Corrosion on the opposing characters.
const WOLFLORD: u32 = 2603;
/// 黄金侵蚀 Golden Corrosion.
const GOLDEN_CORROSION: u32 = 126031;
/// 异兽侵蚀 Beastly Corrosion (the Wolflord's talent: uses Howling Riftcall).
const BEASTLY_CORROSION: u32 = 226031;

/// The usages of the Golden Corrosion on each character of `seat` (`None`: it has none).
fn corrosion(g: &Gitcg, seat: Seat) -> [Option<u8>; 3] {
    [0, 1, 2].map(|slot| {
        g.character(seat, slot)
            .attached
            .iter()
            .find(|e| e.def.id == GOLDEN_CORROSION && !e.dead)
            .map(|e| e.usage)
    })
}

/// In a solo scenario after `end_round`: both keep their dice and seat 1 ends the new round.
fn next_solo_round(g: &mut Gitcg) {
    for seat in [P0, P1] {
        apply(g, seat, Action::Reroll { dice: Dice::EMPTY });
    }
    apply(g, P1, Action::DeclareEnd);
}

/// "每次触发这张牌的效果，都会消耗1次「可用次数」" (rulebook, 可用次数): each End Phase in which
/// Golden Corrosion deals its damage (1 Piercing per usage) spends 1 usage, so 2 usages deal 2,
/// then 1, then it is gone; on the active character it does not act and keeps its usages.
#[test]
fn golden_corrosion_spends_its_usage() {
    let mut g = solo([WOLFLORD, KAEYA, BARBARA], &[]);
    // Golden Cankerbind twice: 3 Geo to the active character and 1 Piercing to each standby
    // one each time, and 1 usage of Golden Corrosion on every opposing character each time.
    for _ in 0..2 {
        g.set_energy(P0, 0, 2);
        skill(&mut g, P0, 26033);
    }
    assert_eq!(hp(&g, P1), [4, 8, 8]);
    assert_eq!(corrosion(&g, P1), [Some(2), Some(2), Some(2)]);
    end_round(&mut g);
    assert_eq!(
        hp(&g, P1),
        [4, 6, 6],
        "2 usages: 2 Piercing to each standby character"
    );
    assert_eq!(corrosion(&g, P1), [Some(2), Some(1), Some(1)]);
    next_solo_round(&mut g);
    end_round(&mut g);
    assert_eq!(
        hp(&g, P1),
        [4, 5, 5],
        "1 usage left: 1 Piercing, and it is used up"
    );
    assert_eq!(corrosion(&g, P1), [Some(2), None, None]);
}

/// Beastly Corrosion lets Golden Corrosion act on the active character too, and there, too,
/// acting spends a usage.
#[test]
fn golden_corrosion_on_the_active_character_under_beastly_corrosion_spends_its_usage() {
    let mut g = solo([WOLFLORD, KAEYA, BARBARA], &[BEASTLY_CORROSION]);
    let target = Some(Target::Character {
        side: Side::Own,
        slot: 0,
    });
    let a = legal(
        &g,
        P0,
        |a| matches!(a, Action::PlayCard { card, target: t, .. } if *card == CardId(BEASTLY_CORROSION) && *t == target),
    );
    apply(&mut g, P0, a);
    // Howling Riftcall: 1 Geo and 2 usages of Golden Corrosion; its Rifthound Skull is put
    // away so that only the corrosion acts in the End Phase.
    assert_eq!(hp(&g, P1)[0], 9);
    assert_eq!(corrosion(&g, P1)[0], Some(2));
    g.player_mut(P0).summons.clear();
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(corrosion(&g, P1)[0], Some(1));
}
