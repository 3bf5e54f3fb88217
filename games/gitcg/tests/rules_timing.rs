//! Rule tests for when things happen: a knock-out as soon as its damage is settled, a revived
//! character's passive skills, revivals by skills beside the round's revive food, discarded
//! entities kept until the watchers of the hit that spent them have answered, the plunging
//! attack after every way of becoming active, a passive's start of battle, and what answers
//! after any action.

mod common;

use common::*;
use tavern_game::{DecisionKind, Game, Viewer};
use tavern_gitcg::cards;
use tavern_gitcg::defs::{trig, EntityDef, EntityKind, Trig};
use tavern_gitcg::state::LocZone;
use tavern_gitcg::testkit::{dice, Scenario};
use tavern_gitcg::Gitcg;
use tavern_protocol::gitcg::{Action, CardId, Element, Event, Side, Target};

/// 赛诺 Cyno (Electro), whose passive starts him with Pactsworn Pathclearer.
const CYNO: u32 = 1404;
/// 莫娜 Mona (Hydro), whose passive makes one switch a round from her fast.
const MONA: u32 = 1203;
/// 七七 Qiqi, whose talent makes her burst revive the fallen.
const QIQI: u32 = 1108;
/// 起死回骸 Rite of Resurrection (Qiqi's talent: uses Adeptus Art: Preserver of Fortune).
const RITE_OF_RESURRECTION: u32 = 211081;
/// 深渊咏者·渊火 Abyss Lector: Fathomless Flames.
const ABYSS_LECTOR: u32 = 2302;
/// 烬火重燃 Embers Rekindled (the Lector's talent).
const EMBERS_REKINDLED: u32 = 223021;
/// 风鹰剑 Aquila Favonia: after an opposing skill, the wearer heals 1 if active.
const AQUILA_FAVONIA: u32 = 311503;
/// 提瓦特煎蛋 Teyvat Fried Egg: revives a character with 1 HP.
const TEYVAT_FRIED_EGG: u32 = 333009;
/// The Lector's skill Searing Precept (3 Pyro).
const LECTOR_SKILL: u32 = 23022;

/// A test probe: +5 to the plunging attacks of its side.
static PLUNGE_PROBE: EntityDef = EntityDef {
    id: 9_000_301,
    name: "Plunge probe",
    kind: EntityKind::Combat,
    listens: trig::BONUS_OUT,
    hook: Some(|_, _, t| {
        if let Trig::Damage(d) = t {
            if d.plunging {
                d.amount += 5;
            }
        }
    }),
    ..EntityDef::BLANK
};

fn equip(g: &mut Gitcg, seat: tavern_game::Seat, slot: u8, card: u32) {
    let def = cards::card(CardId(card))
        .and_then(|c| c.entity)
        .expect("an equipment card");
    g.put(seat, LocZone::Char(slot), def);
}

fn own(slot: u8) -> Option<Target> {
    Some(Target::Character {
        side: Side::Own,
        slot,
    })
}

fn attached_ids(g: &Gitcg, seat: tavern_game::Seat, slot: u8) -> Vec<u32> {
    g.character(seat, slot)
        .attached
        .iter()
        .map(|e| e.def.id)
        .collect()
}

// ---- knock-outs ------------------------------------------------------------------------

#[test]
fn a_character_brought_to_zero_hp_is_knocked_out_before_after_skill_effects() {
    // Keqing at 2 HP holds Aquila Favonia, which heals her after an opposing skill: she is
    // knocked out by the 3 damage first, so it never does.
    let mut g = Scenario::new([DILUC, GANYU, KEQING], [KEQING, GANYU, DILUC])
        .dice(0, dice("ppp"))
        .build();
    equip(&mut g, P1, 0, AQUILA_FAVONIA);
    g.set_hp(P1, 0, 2);
    let events = skill(&mut g, P0, DILUC_SKILL, "ppp");
    assert!(!g.character(P1, 0).alive);
    assert_eq!(hp(&g, P1, 0), 0);
    assert!(
        !events.iter().any(|e| matches!(e, Event::Healed { .. })),
        "{events:?}"
    );
    assert_eq!(
        g.pending().of(P1),
        Some(DecisionKind::ChooseActiveAfterKnockOut)
    );
}

#[test]
fn a_knocked_out_character_loses_its_equipment_before_the_next_effect() {
    let mut g = Scenario::new([DILUC, GANYU, KEQING], [KEQING, GANYU, DILUC])
        .dice(0, dice("ppp"))
        .build();
    equip(&mut g, P1, 0, AQUILA_FAVONIA);
    g.set_hp(P1, 0, 3);
    skill(&mut g, P0, DILUC_SKILL, "ppp");
    assert!(attached_ids(&g, P1, 0).is_empty());
    assert_eq!(side(&g, P1).characters[0].equipment.len(), 0);
}

#[test]
fn a_revived_character_has_its_passive_skills_again() {
    // Ganyu's burst knocks out Cyno and Mona on the bench; the Fried Egg brings Cyno back.
    let mut g = Scenario::new([KEQING, CYNO, MONA], [GANYU, DILUC, KEQING])
        .first(1)
        .hand(0, &[TEYVAT_FRIED_EGG])
        .dice(0, dice("oooo"))
        .dice(1, dice("ccc"))
        .build();
    g.set_energy(P1, 0, 3);
    g.set_hp(P0, 1, 1);
    g.set_hp(P0, 2, 1);
    skill(&mut g, P1, GANYU_BURST, "ccc");
    assert!(!g.character(P0, 1).alive);
    assert!(attached_ids(&g, P0, 1).is_empty());
    act(
        &mut g,
        P0,
        Action::PlayCard {
            second: None,
            card: CardId(TEYVAT_FRIED_EGG),
            target: own(1),
            dice: dice("oo"),
        },
    );
    assert!(g.character(P0, 1).alive);
    assert_eq!(
        attached_ids(&g, P0, 1),
        [114041, 303300],
        "Pactsworn Pathclearer, then Satiated from the egg"
    );
    let cyno = &g.view(Viewer::Referee).players[0].characters[1];
    let pathclearer = cyno.statuses.iter().find(|s| s.id.0 == 114041);
    assert_eq!(
        pathclearer.and_then(|s| s.counter),
        Some(0),
        "level 0 again"
    );
}

#[test]
fn a_revival_by_a_skill_leaves_the_rounds_revive_food() {
    let mut g = Scenario::new([QIQI, CYNO, MONA], [GANYU, DILUC, KEQING])
        .first(1)
        .hand(0, &[RITE_OF_RESURRECTION, TEYVAT_FRIED_EGG])
        .dice(0, dice("oooooo"))
        .dice(1, dice("cccccc"))
        .build();
    let knock_out_the_bench = |g: &mut Gitcg| {
        g.set_energy(P1, 0, 3);
        g.set_hp(P0, 1, 1);
        g.set_hp(P0, 2, 1);
        skill(g, P1, GANYU_BURST, "ccc");
        assert!(!g.character(P0, 1).alive && !g.character(P0, 2).alive);
    };
    knock_out_the_bench(&mut g);
    g.set_energy(P0, 0, 3);
    act(
        &mut g,
        P0,
        Action::PlayCard {
            second: None,
            card: CardId(RITE_OF_RESURRECTION),
            target: own(0),
            dice: dice("oooo"),
        },
    );
    assert!(g.character(P0, 1).alive && g.character(P0, 2).alive);
    knock_out_the_bench(&mut g);
    // The same round, a food may still revive: only food counts against food.
    act(
        &mut g,
        P0,
        Action::PlayCard {
            second: None,
            card: CardId(TEYVAT_FRIED_EGG),
            target: own(1),
            dice: dice("oo"),
        },
    );
    assert!(g.character(P0, 1).alive);
}

#[test]
fn a_revived_mona_switches_out_fast_again() {
    let mut g = Scenario::new([KEQING, CYNO, MONA], [GANYU, DILUC, KEQING])
        .first(1)
        .hand(0, &[TEYVAT_FRIED_EGG])
        .dice(0, dice("oooooo"))
        .dice(1, dice("cccppp"))
        .build();
    g.set_energy(P1, 0, 3);
    g.set_hp(P0, 1, 1);
    g.set_hp(P0, 2, 1);
    skill(&mut g, P1, GANYU_BURST, "ccc");
    act(
        &mut g,
        P0,
        Action::PlayCard {
            second: None,
            card: CardId(TEYVAT_FRIED_EGG),
            target: own(2),
            dice: dice("oo"),
        },
    );
    switch(&mut g, P0, 2, "o");
    assert_eq!(g.turn(), P1);
    switch(&mut g, P1, 1, "p");
    // Illusory Torrent: a switch from the active Mona is a fast action once a round.
    switch(&mut g, P0, 0, "o");
    assert_eq!(g.turn(), P0, "the switch from Mona was fast");
}

// ---- cleanup and watchers --------------------------------------------------------------

#[test]
fn the_aegis_broken_by_a_freezing_hit_still_pierces_every_opposing_character() {
    // The reborn Lector holds Aegis of Abyssal Flame (2 points). Ganyu's 1 Cryo on her Hydro
    // aura freezes her for 2: the Aegis breaks and Frozen arrives in the same zone, yet the
    // spent Aegis is still there for its watcher, which pierces all of Ganyu's side for 1.
    let mut g = Scenario::new([ABYSS_LECTOR, KEQING, MONA], [DILUC, GANYU, KEQING])
        .hand(0, &[EMBERS_REKINDLED])
        .dice(0, dice("oooooooo"))
        .dice(1, dice("oooooooo"))
        .build();
    act(
        &mut g,
        P0,
        Action::PlayCard {
            second: None,
            card: CardId(EMBERS_REKINDLED),
            target: own(0),
            dice: dice("oo"),
        },
    );
    act(
        &mut g,
        P0,
        Action::UseSkill {
            skill: tavern_protocol::gitcg::SkillId(LECTOR_SKILL),
            dice: dice("ooo"),
        },
    );
    g.set_hp(P0, 0, 1);
    // Diluc's normal attack brings her to 0: Fiery Rebirth, and the talent becomes the Aegis.
    skill(&mut g, P1, DILUC_NORMAL, "ooo");
    assert_eq!(hp(&g, P0, 0), 4);
    assert!(attached_ids(&g, P0, 0).contains(&123024));
    act(&mut g, P0, Action::DeclareEnd);
    switch(&mut g, P1, 1, "o");
    g.set_aura(P0, 0, Element::Hydro);
    let before = hps(&g, P1);
    let events = skill(&mut g, P1, GANYU_SKILL, "ooo");
    assert_eq!(hp(&g, P0, 0), 4, "the Aegis took the whole hit");
    assert!(attached_ids(&g, P0, 0).contains(&106), "Frozen");
    assert!(!attached_ids(&g, P0, 0).contains(&123024));
    assert_eq!(hps(&g, P1), before.map(|h| h - 1), "{events:?}");
}

// ---- plunging attacks ------------------------------------------------------------------

/// Seat 1's Keqing at 1 HP faces Diluc; seat 1 has the plunge probe.
fn plunge_scenario() -> Gitcg {
    let mut g = Scenario::new([DILUC, GANYU, KEQING], [KEQING, GANYU, DILUC])
        .dice(0, dice("pppppppp"))
        .dice(1, dice("cccccccccc"))
        .build();
    g.put(P1, LocZone::Combat, &PLUNGE_PROBE);
    g
}

/// Seat 1's Ganyu, now active, attacks: the damage Diluc takes.
fn ganyu_attack(g: &mut Gitcg) -> u8 {
    let before = hp(g, P0, 0);
    skill(g, P1, GANYU_NORMAL, "ccc");
    before - hp(g, P0, 0)
}

#[test]
fn a_replacement_chosen_after_a_knock_out_makes_a_plunging_attack() {
    let mut g = plunge_scenario();
    g.set_hp(P1, 0, 1);
    skill(&mut g, P0, DILUC_SKILL, "ppp");
    act(&mut g, P1, Action::ChooseActive { slot: 1 });
    assert_eq!(ganyu_attack(&mut g), 2 + 5);
}

#[test]
fn the_last_character_standing_made_active_makes_a_plunging_attack() {
    let mut g = plunge_scenario();
    g.set_hp(P1, 0, 1);
    g.character_mut(P1, 2).alive = false;
    g.set_hp(P1, 2, 0);
    skill(&mut g, P0, DILUC_SKILL, "ppp");
    assert_eq!(g.pending().of(P1), Some(DecisionKind::Act));
    assert_eq!(active(&g, P1), 1);
    assert_eq!(ganyu_attack(&mut g), 2 + 5);
}

#[test]
fn a_character_forced_in_by_overloaded_makes_a_plunging_attack() {
    let mut g = plunge_scenario();
    g.set_aura(P1, 0, Element::Electro);
    skill(&mut g, P0, DILUC_SKILL, "ppp");
    assert_eq!(active(&g, P1), 1);
    assert_eq!(ganyu_attack(&mut g), 2 + 5);
}

#[test]
fn a_plunge_lasts_only_until_the_next_combat_action() {
    let mut g = plunge_scenario();
    g.set_aura(P1, 0, Element::Electro);
    skill(&mut g, P0, DILUC_SKILL, "ppp");
    switch(&mut g, P1, 2, "c");
    skill(&mut g, P0, DILUC_NORMAL, "ppp");
    switch(&mut g, P1, 1, "c");
    act(&mut g, P0, Action::DeclareEnd);
    assert_eq!(ganyu_attack(&mut g), 2 + 5, "switched in by its owner");
    assert_eq!(ganyu_attack(&mut g), 2, "the second attack is not a plunge");
}

// ---- the start of battle and "after any action" ------------------------------------------

/// 铁甲熔火帝皇 Emperor of Fire and Iron: its passive Imperial Panoply gives 5 layers of
/// Armored Crab Carapace at the start of battle and, after every action of its side, turns the
/// side's other shields into layers.
const EMPEROR: u32 = 2304;

/// The Armored Crab Carapace layers on a character of seat 0.
fn carapace(g: &Gitcg, slot: u8) -> Option<u8> {
    g.character(P0, slot)
        .attached
        .iter()
        .find(|e| !e.dead && e.def.id == 123041)
        .map(|e| e.usage)
}

#[test]
fn the_battle_begins_once_so_a_revived_characters_passive_does_not_act_as_at_its_start() {
    let mut g = Scenario::new([KEQING, EMPEROR, MONA], [GANYU, DILUC, KEQING])
        .first(1)
        .hand(0, &[TEYVAT_FRIED_EGG])
        .dice(0, dice("oooo"))
        .dice(1, dice("ccc"))
        .build();
    assert_eq!(carapace(&g, 1), Some(5));
    g.set_energy(P1, 0, 3);
    g.set_hp(P0, 1, 1);
    // Piercing damage passes the carapace.
    skill(&mut g, P1, GANYU_BURST, "ccc");
    assert!(!g.character(P0, 1).alive);
    assert_eq!(carapace(&g, 1), None);
    act(
        &mut g,
        P0,
        Action::PlayCard {
            second: None,
            card: CardId(TEYVAT_FRIED_EGG),
            target: own(1),
            dice: dice("oo"),
        },
    );
    // Imperial Panoply is back with the character, but the battle does not begin again.
    assert!(g.character(P0, 1).alive);
    assert!(g
        .character(P0, 1)
        .attached
        .iter()
        .any(|e| !e.dead && e.def.id == 23044));
    assert_eq!(carapace(&g, 1), None);
}

#[test]
fn after_any_action_answers_tuning_and_declaring_the_end_too() {
    let full_plate = cards::entities()
        .iter()
        .find(|e| e.id == 116021 && e.kind == EntityKind::Combat)
        .copied()
        .expect("Full Plate is in the card list");
    let mut g = Scenario::new([EMPEROR, KEQING, MONA], [GANYU, DILUC, KEQING])
        .hand(0, &[TEYVAT_FRIED_EGG])
        .dice(0, dice("c"))
        .build();
    g.put(P0, LocZone::Combat, full_plate);
    act(
        &mut g,
        P0,
        Action::Tune {
            card: CardId(TEYVAT_FRIED_EGG),
            die: tavern_protocol::gitcg::DieFace::Cryo,
        },
    );
    assert_eq!(combat(&g, P0), []);
    assert_eq!(carapace(&g, 0), Some(7));
    g.put(P0, LocZone::Combat, full_plate);
    end(&mut g, P0);
    assert_eq!(combat(&g, P0), []);
    assert_eq!(carapace(&g, 0), Some(9));
}

/// A test probe: counts in `var` the turns its own side began, in `stock` the opponent's.
static CHOICE_PROBE: EntityDef = EntityDef {
    id: 9_000_140,
    name: "Choice probe",
    kind: EntityKind::Combat,
    stock: Some(0),
    listens: trig::BEFORE_ACTION | trig::FOE_BEFORE_ACTION,
    hook: Some(|g, me, _| {
        // Whose choice it is: the side whose turn it is.
        if g.turn() == me.seat {
            g.ent_mut(me).var += 1;
        } else {
            g.ent_mut(me).stock += 1;
        }
    }),
    ..EntityDef::BLANK
};

#[test]
fn effects_before_either_side_chooses_answer_the_opponents_turns_too() {
    let mut g = trio("ccc").build();
    g.put(P0, LocZone::Combat, &CHOICE_PROBE);
    let probe = |g: &Gitcg| (g.player(P0).combat[0].var, g.player(P0).combat[0].stock);
    // Seat 0 switches (a combat action): seat 1's turn begins.
    act(
        &mut g,
        P0,
        Action::Switch {
            slot: 1,
            dice: dice("c"),
        },
    );
    assert_eq!(probe(&g), (0, 1));
    act(&mut g, P1, Action::DeclareEnd);
    assert_eq!(probe(&g), (1, 1));
}

/// 圣骸毒蝎 Consecrated Scorpion, whose passive Immortal Remnants: Electro says "回合结束时，生成
/// 2张噬骸能量块，随机置入我方牌库顶部10张牌之中".
const CONSECRATED_SCORPION: u32 = 2405;
/// 噬骸能量块 Bonecruncher's Energy Block.
const ENERGY_BLOCK: u32 = 124051;

/// "回合结束时" (when the round ends) is the End Phase: the rulebook puts the draws there ("每个
/// 回合结束时，双方各抓2张牌"), and the cards call Burning Flame's End Phase effect (结束阶段)
/// its "回合结束效果" (Emilie's Lingering Fragrance) and the reaction "生成回合结束时造成1点火元素
/// 伤害的燃烧烈焰". So a "round end" effect resolves among the End Phase effects, before both
/// sides draw: the Scorpion's two blocks, put into an empty deck, are the two cards drawn.
#[test]
fn round_end_effects_resolve_in_the_end_phase_before_the_draws() {
    let mut g = Scenario::new([CONSECRATED_SCORPION, KEQING, MONA], [GANYU, DILUC, KEQING]).build();
    end(&mut g, P0);
    end(&mut g, P1);
    let hand: Vec<u32> = g.player(P0).hand.iter().map(|c| c.id).collect();
    assert_eq!(hand, [ENERGY_BLOCK; 2]);
    assert!(g.player(P0).deck.is_empty());
}
