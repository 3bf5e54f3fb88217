//! Tests for the action cards of the first versions added after the starter pool: weapons,
//! artifacts, locations, companions, items, events, elemental resonance and food, each played
//! in a real match through the `Game` trait with its effect checked exactly (and refusals
//! checked to leave the state untouched).

use tavern_game::{DecisionKind, Game, Seat, Viewer};
use tavern_gitcg::cards::builtin;
use tavern_gitcg::state::LocZone;
use tavern_gitcg::testkit::{dice, Scenario};
use tavern_gitcg::{Ent, Gitcg, Illegal};
use tavern_protocol::gitcg::{
    Action, CardId, Dice, DieFace, Element, Phase, Side, SkillId, Target,
};

mod card_helpers;
use card_helpers::*;
#[path = "card_helpers/turns.rs"]
mod turns;
use turns::*;

const P0: Seat = Seat(0);
const P1: Seat = Seat(1);

// Characters.
const GANYU: u32 = 1101;
const BARBARA: u32 = 1201;
const DILUC: u32 = 1301;
const XIANGLING: u32 = 1302;
const KEQING: u32 = 1403;
const SUCROSE: u32 = 1501;
const NOELLE: u32 = 1602;
const COLLEI: u32 = 1701;

// Skills.
const GANYU_NORMAL: u32 = 11011;
const GANYU_SKILL: u32 = 11012;
const GANYU_BURST: u32 = 11014;
const DILUC_NORMAL: u32 = 13011;
const DILUC_SKILL: u32 = 13012;
const XIANGLING_NORMAL: u32 = 13021;
const XIANGLING_SKILL: u32 = 13022;
const KEQING_NORMAL: u32 = 14031;
const KEQING_SKILL: u32 = 14032;
const SUCROSE_NORMAL: u32 = 15011;
const SUCROSE_SKILL: u32 = 15012;
const NOELLE_SKILL: u32 = 16022;
const COLLEI_SKILL: u32 = 17012;

// Cards of the starter pool used here.
const RAVEN_BOW: u32 = 311201;
const MAGIC_GUIDE: u32 = 311101;
const WHITE_TASSEL: u32 = 311401;
const BROKEN_RIMES_ECHO: u32 = 312101;
const WINE_STAINED_TRICORNE: u32 = 312201;
const LIYUE_HARBOR_WHARF: u32 = 321001;
const DAWN_WINERY: u32 = 321004;
const PAIMON: u32 = 322001;
const KATHERYNE: u32 = 322002;
const STRATEGIZE: u32 = 332004;
const ADEPTUS_TEMPTATION: u32 = 333002;
const SWEET_MADAME: u32 = 333005;
const MONDSTADT_HASH_BROWN: u32 = 333006;

// Weapons.
const SACRIFICIAL_FRAGMENTS: u32 = 311102;
const SKYWARD_ATLAS: u32 = 311103;
const A_THOUSAND_FLOATING_DREAMS: u32 = 311104;
const SACRIFICIAL_BOW: u32 = 311202;
const SKYWARD_HARP: u32 = 311203;
const ELEGY_FOR_THE_END: u32 = 311205;
const SACRIFICIAL_GREATSWORD: u32 = 311302;
const WOLFS_GRAVESTONE: u32 = 311303;
const SKYWARD_PRIDE: u32 = 311304;
const THE_BELL: u32 = 311305;
const LITHIC_SPEAR: u32 = 311402;
const SKYWARD_SPINE: u32 = 311403;
const VORTEX_VANQUISHER: u32 = 311404;
const ENGULFING_LIGHTNING: u32 = 311405;
const SACRIFICIAL_SWORD: u32 = 311502;
const AQUILA_FAVONIA: u32 = 311503;
const SKYWARD_BLADE: u32 = 311504;
const FAVONIUS_SWORD: u32 = 311505;

// Artifacts.
const ADVENTURERS_BANDANA: u32 = 312001;
const LUCKY_DOGS_SILVER_CIRCLET: u32 = 312002;
const TRAVELING_DOCTORS_HANDKERCHIEF: u32 = 312003;
const EXILES_CIRCLET: u32 = 312006;
const ORNATE_KABUTO: u32 = 312007;
const EMBLEM_OF_SEVERED_FATE: u32 = 312008;
const GENERALS_ANCIENT_HELM: u32 = 312009;
const TENACITY_OF_THE_MILLELITH: u32 = 312010;
const THUNDERING_POISE: u32 = 312011;
const VERMILLION_HEREAFTER: u32 = 312012;
const CAPRICIOUS_VISAGE: u32 = 312013;
const SHIMENAWAS_REMINISCENCE: u32 = 312014;
const BLIZZARD_STRAYER: u32 = 312102;
const HEART_OF_DEPTH: u32 = 312202;
const CRIMSON_WITCH_OF_FLAMES: u32 = 312302;
const THUNDERING_FURY: u32 = 312402;
const VIRIDESCENT_VENERERS_DIADEM: u32 = 312501;
const VIRIDESCENT_VENERER: u32 = 312502;
const MASK_OF_SOLITUDE_BASALT: u32 = 312601;
const ARCHAIC_PETRA: u32 = 312602;
const LAUREL_CORONET: u32 = 312701;
const DEEPWOOD_MEMORIES: u32 = 312702;

// Locations.
const JADE_CHAMBER: u32 = 321003;
const WANGSHU_INN: u32 = 321005;
const TENSHUKAKU: u32 = 321007;
const GRAND_NARUKAMI_SHRINE: u32 = 321008;
const SUMERU_CITY: u32 = 321010;
const VANARANA: u32 = 321011;
const CHINJU_FOREST: u32 = 321012;

// Companions and items.
const TIMAEUS: u32 = 322003;
const WAGNER: u32 = 322004;
const CHEF_MAO: u32 = 322005;
const TUBBY: u32 = 322006;
const CHANG_THE_NINTH: u32 = 322009;
const ELLIN: u32 = 322010;
const LIU_SU: u32 = 322012;
const KID_KUJIRAI: u32 = 322014;
const XUDONG: u32 = 322015;
const DUNYARZAD: u32 = 322016;
const RANA: u32 = 322017;
const YAYOI_NANATSUKI: u32 = 322020;
const RED_FEATHER_FAN: u32 = 323003;

// Resonance, nation cards and events.
const WOVEN_WATERS: u32 = 331201;
const WOVEN_WINDS: u32 = 331501;
const IMPETUOUS_WINDS: u32 = 331502;
const WOVEN_STONE: u32 = 331601;
const ENDURING_ROCK: u32 = 331602;
const WOVEN_WEEDS: u32 = 331701;
const SPRAWLING_GREENERY: u32 = 331702;
const WIND_AND_FREEDOM: u32 = 331801;
const THUNDER_AND_ETERNITY: u32 = 331803;
const WHEN_THE_CRANE_RETURNED: u32 = 332007;
const GUARDIANS_OATH: u32 = 332014;
const ABYSSAL_SUMMONS: u32 = 332015;
const FATUI_CONSPIRACY: u32 = 332016;
const PLUNGING_STRIKE: u32 = 332017;
const THE_LEGEND_OF_VENNESSA: u32 = 332019;
const FRIENDSHIP_ETERNAL: u32 = 332020;

// Food.
const TANDOORI_ROAST_CHICKEN: u32 = 333011;
const BUTTER_CRAB: u32 = 333012;

// Entities.
const LITHIC_GUARD: u32 = 301101;
const FAREWELL_SONG: u32 = 301102;
const UNMOVABLE_MOUNTAIN: u32 = 301201;
const VERMILLION_IN_EFFECT: u32 = 301203;
const RED_FEATHER_FAN_IN_EFFECT: u32 = 302303;
const REBELLIOUS_SHIELD: u32 = 121013;
const FULL_PLATE: u32 = 116021;
const ENDURING_ROCK_IN_EFFECT: u32 = 303162;
const SPRAWLING_GREENERY_IN_EFFECT: u32 = 303172;
const WIND_AND_FREEDOM_IN_EFFECT: u32 = 303181;
const CRANE_IN_EFFECT: u32 = 303207;
const SATIATED: u32 = 303300;
const TANDOORI_IN_EFFECT: u32 = 303309;
const BUTTER_CRAB_IN_EFFECT: u32 = 303310;

// ---------------------------------------------------------------- helpers

/// The number of dice a skill of seat 0's active character costs now.
#[track_caller]
fn skill_cost(g: &Gitcg, skill: u32) -> u8 {
    skill_payment(g, P0, skill)
        .expect("the skill is a legal action")
        .total()
}

/// The switch to `slot` that `legal_actions` suggests.
fn switch_payment(g: &Gitcg, slot: u8) -> Dice {
    legal(g, P0)
        .into_iter()
        .find_map(|a| match a {
            Action::Switch { slot: s, dice } if s == slot => Some(dice),
            _ => None,
        })
        .expect("the switch is a legal action")
}

/// Switches seat 0 to `slot` with the suggested payment.
fn switch(g: &mut Gitcg, slot: u8) {
    let dice = switch_payment(g, slot);
    act(g, P0, Action::Switch { slot, dice });
}

fn energies(g: &Gitcg, seat: Seat) -> [u8; 3] {
    [0, 1, 2].map(|s| energy(g, seat, s))
}

fn deck_ids(g: &Gitcg, seat: Seat) -> Vec<u32> {
    g.player(seat).deck.iter().map(|c| c.id).collect()
}

fn summon_ids(g: &Gitcg, seat: Seat) -> Vec<u32> {
    g.player(seat).summons.iter().map(|e| e.def.id).collect()
}

/// The HP seat 1's character in `slot` lost when `f` runs.
fn damage_to(g: &mut Gitcg, slot: u8, f: impl FnOnce(&mut Gitcg)) -> u8 {
    let before = hp(g, P1, slot);
    f(g);
    before - hp(g, P1, slot)
}

// ---------------------------------------------------------------- Sacrificial weapons

/// Equips a Sacrificial `weapon` on `team[0]` and checks its elemental skill (`base` damage,
/// paid with `letter` dice) deals 1 more and gives back one die of its element, once a round.
fn sacrificial(team: [u32; 3], weapon: u32, skill_id: u32, base: u8, letter: char) {
    let mut g = scenario(team, &[weapon], "ooo").build();
    play(&mut g, P0, weapon, own(0));
    assert!(attached(&g, P0, 0, weapon).is_some());
    g.set_dice(P0, dice(&many(letter, 6)));
    assert_eq!(damage_to(&mut g, 0, |g| skill(g, P0, skill_id)), base + 1);
    assert_eq!(dice_of(&g, P0), dice(&many(letter, 4)), "3 paid, 1 back");
    p1_ends(&mut g);
    g.set_hp(P1, 0, 10);
    skill(&mut g, P0, skill_id);
    assert_eq!(dice_of(&g, P0), dice(&many(letter, 1)), "once per round");
    next_round(&mut g);
    p0_acts_alone(&mut g);
    g.set_hp(P1, 0, 10);
    g.set_dice(P0, dice(&many(letter, 3)));
    skill(&mut g, P0, skill_id);
    assert_eq!(dice_of(&g, P0), dice(&many(letter, 1)), "again next round");
}

#[test]
fn sacrificial_sword_gives_back_a_die_after_the_elemental_skill() {
    sacrificial(
        [KEQING, GANYU, DILUC],
        SACRIFICIAL_SWORD,
        KEQING_SKILL,
        3,
        'e',
    );
}

#[test]
fn sacrificial_greatsword_gives_back_a_die_after_the_elemental_skill() {
    sacrificial(
        [DILUC, GANYU, KEQING],
        SACRIFICIAL_GREATSWORD,
        DILUC_SKILL,
        3,
        'p',
    );
}

#[test]
fn sacrificial_bow_gives_back_a_die_after_the_elemental_skill() {
    sacrificial([GANYU, DILUC, KEQING], SACRIFICIAL_BOW, GANYU_SKILL, 1, 'c');
}

#[test]
fn sacrificial_fragments_give_back_a_die_after_the_elemental_skill() {
    sacrificial(
        [SUCROSE, GANYU, DILUC],
        SACRIFICIAL_FRAGMENTS,
        SUCROSE_SKILL,
        3,
        'a',
    );
}

// ---------------------------------------------------------------- Skyward weapons

/// Equips a Skyward `weapon` on `team[0]`: its first normal attack each round deals 2 more
/// than without the weapon, the next ones 1 more.
fn skyward(team: [u32; 3], weapon: u32, normal: u32) {
    let mut bare = scenario(team, &[], "ooo").build();
    let base = damage_to(&mut bare, 0, |g| skill(g, P0, normal));
    let mut g = scenario(team, &[weapon], &many('o', 12)).build();
    play(&mut g, P0, weapon, own(0));
    assert_eq!(damage_to(&mut g, 0, |g| skill(g, P0, normal)), base + 2);
    p1_ends(&mut g);
    assert_eq!(damage_to(&mut g, 0, |g| skill(g, P0, normal)), base + 1);
    next_round(&mut g);
    p0_acts_alone(&mut g);
    g.set_dice(P0, dice("ooo"));
    g.set_hp(P1, 0, 10);
    assert_eq!(
        damage_to(&mut g, 0, |g| skill(g, P0, normal)),
        base + 2,
        "once per round"
    );
}

#[test]
fn skyward_blade_adds_one_more_to_the_first_normal_attack_each_round() {
    skyward([KEQING, GANYU, DILUC], SKYWARD_BLADE, KEQING_NORMAL);
}

#[test]
fn skyward_pride_adds_one_more_to_the_first_normal_attack_each_round() {
    skyward([DILUC, GANYU, KEQING], SKYWARD_PRIDE, DILUC_NORMAL);
}

#[test]
fn skyward_harp_adds_one_more_to_the_first_normal_attack_each_round() {
    skyward([GANYU, DILUC, KEQING], SKYWARD_HARP, GANYU_NORMAL);
}

#[test]
fn skyward_spine_adds_one_more_to_the_first_normal_attack_each_round() {
    skyward([XIANGLING, GANYU, KEQING], SKYWARD_SPINE, XIANGLING_NORMAL);
}

#[test]
fn skyward_atlas_adds_one_more_to_the_first_normal_attack_each_round() {
    skyward([SUCROSE, GANYU, DILUC], SKYWARD_ATLAS, SUCROSE_NORMAL);
}

// ---------------------------------------------------------------- other weapons

#[test]
fn a_thousand_floating_dreams_adds_one_to_two_reactions_of_the_side_each_round() {
    // Sucrose (standby) holds the catalyst; Keqing's Superconduct counts for it.
    let mut g = solo(scenario(
        [KEQING, SUCROSE, DILUC],
        &[A_THOUSAND_FLOATING_DREAMS],
        &format!("ooo{}", many('e', 9)),
    ));
    play(&mut g, P0, A_THOUSAND_FLOATING_DREAMS, own(1));
    for expected in [3 + 1 + 1, 3 + 1 + 1, 3 + 1] {
        g.set_hp(P1, 0, 10);
        g.set_aura(P1, 0, Element::Cryo);
        assert_eq!(
            damage_to(&mut g, 0, |g| skill(g, P0, KEQING_SKILL)),
            expected
        );
    }
    assert_eq!(
        attached(&g, P0, 1, A_THOUSAND_FLOATING_DREAMS).map(|e| e.var),
        Some(2)
    );
}

#[test]
fn elegy_for_the_end_leaves_farewell_song_after_the_burst() {
    let mut g = trio(&[ELEGY_FOR_THE_END], &format!("ooo{}", many('c', 6)));
    play(&mut g, P0, ELEGY_FOR_THE_END, own(0));
    g.set_energy(P0, 0, 3);
    assert_eq!(
        damage_to(&mut g, 0, |g| skill(g, P0, GANYU_BURST)),
        2 + 1,
        "the song comes after the burst"
    );
    let song = combat(&g, P0, FAREWELL_SONG).expect("Farewell Song");
    assert_eq!(song.duration, 2);
    p1_ends(&mut g);
    g.set_hp(P1, 0, 10);
    assert_eq!(
        damage_to(&mut g, 0, |g| skill(g, P0, GANYU_NORMAL)),
        2 + 1 + 1
    );
    next_round(&mut g);
    assert_eq!(combat(&g, P0, FAREWELL_SONG).map(|e| e.duration), Some(1));
    next_round(&mut g);
    assert!(combat(&g, P0, FAREWELL_SONG).is_none(), "2 rounds");
}

#[test]
fn wolfs_gravestone_adds_two_more_against_a_target_at_six_hp_or_less() {
    let mut g = scenario(
        [DILUC, GANYU, KEQING],
        &[WOLFS_GRAVESTONE],
        &format!("ooo{}", many('p', 6)),
    )
    .build();
    play(&mut g, P0, WOLFS_GRAVESTONE, own(0));
    g.set_hp(P1, 0, 7);
    assert_eq!(damage_to(&mut g, 0, |g| skill(g, P0, DILUC_NORMAL)), 2 + 1);
    p1_ends(&mut g);
    g.set_hp(P1, 0, 6);
    assert_eq!(
        damage_to(&mut g, 0, |g| skill(g, P0, DILUC_NORMAL)),
        2 + 1 + 2
    );
}

#[test]
fn the_bell_shields_the_active_character_once_per_round_up_to_two() {
    let mut g = scenario(
        [DILUC, GANYU, KEQING],
        &[THE_BELL],
        &format!("ooo{}", many('p', 6)),
    )
    .build();
    play(&mut g, P0, THE_BELL, own(0));
    skill(&mut g, P0, DILUC_NORMAL);
    assert_eq!(combat(&g, P0, REBELLIOUS_SHIELD).map(|e| e.usage), Some(1));
    p1_ends(&mut g);
    skill(&mut g, P0, DILUC_NORMAL);
    assert_eq!(
        combat(&g, P0, REBELLIOUS_SHIELD).map(|e| e.usage),
        Some(1),
        "once per round"
    );
    for _ in 0..2 {
        next_round(&mut g);
        p0_acts_alone(&mut g);
        g.set_dice(P0, dice("ppp"));
        g.set_hp(P1, 0, 10);
        skill(&mut g, P0, DILUC_NORMAL);
        assert_eq!(
            combat(&g, P0, REBELLIOUS_SHIELD).map(|e| e.usage),
            Some(2),
            "stacks to 2"
        );
    }
}

#[test]
fn lithic_spear_shields_one_point_per_liyue_character() {
    // Xiangling, Ganyu and Keqing are all from Liyue.
    let mut g = scenario([XIANGLING, GANYU, KEQING], &[LITHIC_SPEAR], "ooopp").build();
    play(&mut g, P0, LITHIC_SPEAR, own(0));
    assert_eq!(attached(&g, P0, 0, LITHIC_GUARD).map(|e| e.usage), Some(3));
    // Diluc and Barbara are from Mondstadt.
    let mut g = scenario([XIANGLING, DILUC, BARBARA], &[LITHIC_SPEAR], "ooopp").build();
    play(&mut g, P0, LITHIC_SPEAR, own(0));
    assert_eq!(attached(&g, P0, 0, LITHIC_GUARD).map(|e| e.usage), Some(1));
    g.set_dice(P0, dice("ppp"));
    assert_eq!(
        damage_to(&mut g, 0, |g| skill(g, P0, XIANGLING_NORMAL)),
        2 + 1
    );
}

#[test]
fn vortex_vanquisher_hits_harder_behind_a_shield_and_tops_the_shield_up() {
    let mut g = scenario(
        [XIANGLING, GANYU, KEQING],
        &[VORTEX_VANQUISHER],
        &format!("ooo{}", many('p', 12)),
    )
    .build();
    play(&mut g, P0, VORTEX_VANQUISHER, own(0));
    assert_eq!(
        damage_to(&mut g, 0, |g| skill(g, P0, XIANGLING_NORMAL)),
        2 + 1
    );
    g.put(P0, LocZone::Combat, &builtin::CRYSTALLIZE);
    p1_ends(&mut g);
    assert_eq!(
        damage_to(&mut g, 0, |g| skill(g, P0, XIANGLING_NORMAL)),
        2 + 1 + 1
    );
    skill(&mut g, P0, XIANGLING_SKILL);
    assert_eq!(combat(&g, P0, 111).map(|e| e.usage), Some(2));
    skill(&mut g, P0, XIANGLING_SKILL);
    assert_eq!(
        combat(&g, P0, 111).map(|e| e.usage),
        Some(2),
        "once per round"
    );
}

#[test]
fn engulfing_lightning_charges_a_wielder_without_energy_once_a_round() {
    let mut g = scenario([XIANGLING, GANYU, KEQING], &[ENGULFING_LIGHTNING], "ooo").build();
    play(&mut g, P0, ENGULFING_LIGHTNING, own(0));
    assert_eq!(energy(&g, P0, 0), 1, "when equipped");
    next_round(&mut g);
    assert_eq!(energy(&g, P0, 0), 1, "not without energy: nothing");
    g.set_energy(P0, 0, 0);
    next_round(&mut g);
    assert_eq!(energy(&g, P0, 0), 1, "at the start of the action phase");
}

#[test]
fn aquila_favonia_heals_the_active_wielder_after_opposing_skills_twice_a_round() {
    let mut g = Scenario::new([KEQING, GANYU, DILUC], [GANYU, DILUC, KEQING])
        .hand(0, &[AQUILA_FAVONIA])
        .dice(0, dice("ooo"))
        .dice(1, dice(&many('c', 9)))
        .build();
    g.set_hp(P0, 0, 8);
    play(&mut g, P0, AQUILA_FAVONIA, own(0));
    act(&mut g, P0, Action::DeclareEnd);
    for expected in [8 - 2 + 1, 7 - 2 + 1, 6 - 2] {
        skill(&mut g, P1, GANYU_NORMAL);
        assert_eq!(hp(&g, P0, 0), expected);
    }
}

#[test]
fn favonius_sword_gives_one_more_energy_after_the_first_elemental_skill() {
    let mut g = scenario(
        [KEQING, GANYU, DILUC],
        &[FAVONIUS_SWORD],
        &format!("ooo{}", many('e', 6)),
    )
    .build();
    play(&mut g, P0, FAVONIUS_SWORD, own(0));
    skill(&mut g, P0, KEQING_SKILL);
    assert_eq!(energy(&g, P0, 0), 2);
    g.set_energy(P0, 0, 0);
    p1_ends(&mut g);
    skill(&mut g, P0, KEQING_SKILL);
    assert_eq!(energy(&g, P0, 0), 1, "once per round");
}

// ---------------------------------------------------------------- artifacts: heals and energy

#[test]
fn adventurers_bandana_heals_after_normal_attacks_three_times_a_round() {
    let mut g = solo(scenario(
        [KEQING, GANYU, DILUC],
        &[ADVENTURERS_BANDANA],
        &format!("o{}", many('e', 12)),
    ));
    g.set_hp(P0, 0, 5);
    play(&mut g, P0, ADVENTURERS_BANDANA, own(0));
    for expected in [6, 7, 8, 8] {
        skill(&mut g, P0, KEQING_NORMAL);
        assert_eq!(hp(&g, P0, 0), expected);
    }
}

#[test]
fn lucky_dogs_silver_circlet_heals_two_after_the_first_elemental_skill() {
    let mut g = solo(scenario(
        [KEQING, GANYU, DILUC],
        &[LUCKY_DOGS_SILVER_CIRCLET],
        &format!("oo{}", many('e', 6)),
    ));
    g.set_hp(P0, 0, 5);
    play(&mut g, P0, LUCKY_DOGS_SILVER_CIRCLET, own(0));
    skill(&mut g, P0, KEQING_SKILL);
    assert_eq!(hp(&g, P0, 0), 7);
    skill(&mut g, P0, KEQING_SKILL);
    assert_eq!(hp(&g, P0, 0), 7, "once per round");
}

#[test]
fn traveling_doctors_handkerchief_heals_the_team_after_the_burst() {
    let mut g = solo(scenario(
        [GANYU, DILUC, KEQING],
        &[TRAVELING_DOCTORS_HANDKERCHIEF],
        &format!("o{}", many('c', 6)),
    ));
    for s in 0..3 {
        g.set_hp(P0, s, 5);
    }
    play(&mut g, P0, TRAVELING_DOCTORS_HANDKERCHIEF, own(0));
    g.set_energy(P0, 0, 3);
    skill(&mut g, P0, GANYU_BURST);
    assert_eq!([0, 1, 2].map(|s| hp(&g, P0, s)), [6, 6, 6]);
    g.set_energy(P0, 0, 3);
    skill(&mut g, P0, GANYU_BURST);
    assert_eq!(
        [0, 1, 2].map(|s| hp(&g, P0, s)),
        [6, 6, 6],
        "once per round"
    );
}

#[test]
fn exiles_circlet_charges_the_standby_characters_after_the_burst() {
    let mut g = trio(&[EXILES_CIRCLET], "oocccc");
    play(&mut g, P0, EXILES_CIRCLET, own(0));
    g.set_energy(P0, 0, 3);
    skill(&mut g, P0, GANYU_BURST);
    assert_eq!(energies(&g, P0), [0, 1, 1]);
}

#[test]
fn ornate_kabuto_charges_its_wearer_when_another_character_bursts() {
    let mut g = trio(&[ORNATE_KABUTO, ORNATE_KABUTO], "oocccc");
    play(&mut g, P0, ORNATE_KABUTO, own(0));
    play(&mut g, P0, ORNATE_KABUTO, own(1));
    g.set_energy(P0, 0, 3);
    skill(&mut g, P0, GANYU_BURST);
    assert_eq!(energies(&g, P0), [0, 1, 0], "not the wearer's own burst");
}

#[test]
fn emblem_of_severed_fate_adds_two_to_one_burst_a_round_and_charges_like_kabuto() {
    let mut g = solo(scenario(
        [GANYU, DILUC, KEQING],
        &[EMBLEM_OF_SEVERED_FATE, EMBLEM_OF_SEVERED_FATE],
        &format!("oooo{}", many('c', 6)),
    ));
    play(&mut g, P0, EMBLEM_OF_SEVERED_FATE, own(0));
    play(&mut g, P0, EMBLEM_OF_SEVERED_FATE, own(1));
    g.set_energy(P0, 0, 3);
    assert_eq!(damage_to(&mut g, 0, |g| skill(g, P0, GANYU_BURST)), 2 + 2);
    assert_eq!(energies(&g, P0), [0, 1, 0]);
    g.set_energy(P0, 0, 3);
    assert_eq!(
        damage_to(&mut g, 0, |g| skill(g, P0, GANYU_BURST)),
        2,
        "once per round"
    );
    assert_eq!(energies(&g, P0), [0, 2, 0]);
}

// ---------------------------------------------------------------- artifacts: shields

#[test]
fn generals_ancient_helm_shields_the_wearer_at_each_action_phase() {
    let mut g = Scenario::new([KEQING, GANYU, DILUC], [GANYU, DILUC, KEQING])
        .hand(0, &[GENERALS_ANCIENT_HELM])
        .dice(0, dice("oo"))
        .build();
    play(&mut g, P0, GENERALS_ANCIENT_HELM, own(0));
    assert!(attached(&g, P0, 0, UNMOVABLE_MOUNTAIN).is_none());
    next_round(&mut g);
    assert_eq!(
        attached(&g, P0, 0, UNMOVABLE_MOUNTAIN).map(|e| e.usage),
        Some(2)
    );
    assert_eq!(g.turn(), P0, "seat 0 declared first");
    act(&mut g, P0, Action::DeclareEnd);
    g.set_dice(P1, dice("ccc"));
    skill(&mut g, P1, GANYU_NORMAL);
    assert_eq!(hp(&g, P0, 0), 10, "the shield took the 2 damage");
    assert!(attached(&g, P0, 0, UNMOVABLE_MOUNTAIN).is_none());
}

#[test]
fn tenacity_of_the_millelith_gives_a_die_when_the_active_wearer_is_hit() {
    let mut g = Scenario::new([KEQING, GANYU, DILUC], [GANYU, DILUC, KEQING])
        .hand(0, &[TENACITY_OF_THE_MILLELITH])
        .dice(0, dice("ooo"))
        .dice(1, dice(&many('c', 6)))
        .build();
    play(&mut g, P0, TENACITY_OF_THE_MILLELITH, own(0));
    act(&mut g, P0, Action::DeclareEnd);
    skill(&mut g, P1, GANYU_NORMAL);
    assert_eq!(hp(&g, P0, 0), 8);
    assert_eq!(dice_of(&g, P0), dice("e"));
    skill(&mut g, P1, GANYU_NORMAL);
    assert_eq!(dice_of(&g, P0), dice("e"), "once per round");
    act(&mut g, P1, Action::DeclareEnd);
    keep_dice(&mut g);
    assert_eq!(
        attached(&g, P0, 0, UNMOVABLE_MOUNTAIN).map(|e| e.usage),
        Some(2)
    );
}

// ---------------------------------------------------------------- artifacts: any-die discounts

#[test]
fn thundering_poise_lowers_one_normal_attack_a_round() {
    let mut g = scenario(
        [KEQING, GANYU, DILUC],
        &[THUNDERING_POISE],
        &format!("oo{}", many('e', 9)),
    )
    .build();
    play(&mut g, P0, THUNDERING_POISE, own(0));
    assert_eq!(skill_cost(&g, KEQING_SKILL), 3, "not elemental skills");
    assert_eq!(skill_cost(&g, KEQING_NORMAL), 2);
    skill(&mut g, P0, KEQING_NORMAL);
    p1_ends(&mut g);
    assert_eq!(skill_cost(&g, KEQING_NORMAL), 3, "once per round");
}

#[test]
fn vermillion_hereafter_boosts_normal_attacks_after_the_wearer_is_switched_in() {
    let mut g = solo(scenario(
        [GANYU, DILUC, KEQING],
        &[VERMILLION_HEREAFTER],
        &format!("ooooo{}", many('p', 3)),
    ));
    play(&mut g, P0, VERMILLION_HEREAFTER, own(1));
    switch(&mut g, 1);
    assert!(attached(&g, P0, 1, VERMILLION_IN_EFFECT).is_some());
    assert_eq!(skill_cost(&g, DILUC_NORMAL), 2);
    assert_eq!(damage_to(&mut g, 0, |g| skill(g, P0, DILUC_NORMAL)), 2 + 1);
    next_round(&mut g);
    assert!(
        attached(&g, P0, 1, VERMILLION_IN_EFFECT).is_none(),
        "this round only"
    );
}

#[test]
fn capricious_visage_lowers_one_elemental_skill_a_round() {
    let mut g = scenario(
        [KEQING, GANYU, DILUC],
        &[CAPRICIOUS_VISAGE],
        &format!("oo{}", many('e', 9)),
    )
    .build();
    play(&mut g, P0, CAPRICIOUS_VISAGE, own(0));
    assert_eq!(skill_cost(&g, KEQING_NORMAL), 3, "not normal attacks");
    assert_eq!(skill_cost(&g, KEQING_SKILL), 2);
    skill(&mut g, P0, KEQING_SKILL);
    p1_ends(&mut g);
    assert_eq!(skill_cost(&g, KEQING_SKILL), 3, "once per round");
}

#[test]
fn shimenawas_reminiscence_boosts_skills_while_the_wearer_has_two_energy() {
    let mut g = solo(scenario(
        [KEQING, GANYU, DILUC],
        &[SHIMENAWAS_REMINISCENCE],
        &format!("ooo{}", many('e', 9)),
    ));
    play(&mut g, P0, SHIMENAWAS_REMINISCENCE, own(0));
    assert_eq!(skill_cost(&g, KEQING_SKILL), 2);
    assert_eq!(damage_to(&mut g, 0, |g| skill(g, P0, KEQING_NORMAL)), 2);
    g.set_energy(P0, 0, 2);
    g.set_hp(P1, 0, 10);
    assert_eq!(damage_to(&mut g, 0, |g| skill(g, P0, KEQING_NORMAL)), 2 + 1);
}

// ---------------------------------------------------------------- artifacts: elemental sets

/// Equips three full sets and Jade Chamber, so all 8 dice of the next roll are fixed:
/// 2 of each set's element and 2 of the active character's element.
fn fixed_roll(team: [u32; 3], sets: [u32; 3], expected: &str) {
    let mut hand = sets.to_vec();
    hand.push(JADE_CHAMBER);
    let mut g = scenario(team, &hand, &many('o', 6)).build();
    for (slot, set) in sets.into_iter().enumerate() {
        play(&mut g, P0, set, own(slot as u8));
    }
    play(&mut g, P0, JADE_CHAMBER, None);
    declare_both(&mut g);
    assert_eq!(dice_of(&g, P0), dice(expected));
    keep_dice(&mut g);
    // The hand is empty: Jade Chamber leaves with an Omni die.
    assert!(support(&g, P0, JADE_CHAMBER).is_none());
    assert_eq!(dice_of(&g, P0), dice(&format!("o{expected}")));
}

#[test]
fn blizzard_strayer_crimson_witch_and_thundering_fury_fix_two_dice_each() {
    fixed_roll(
        [GANYU, DILUC, KEQING],
        [BLIZZARD_STRAYER, CRIMSON_WITCH_OF_FLAMES, THUNDERING_FURY],
        "ccccppee",
    );
}

#[test]
fn heart_of_depth_viridescent_venerer_and_archaic_petra_fix_two_dice_each() {
    fixed_roll(
        [BARBARA, SUCROSE, NOELLE],
        [HEART_OF_DEPTH, VIRIDESCENT_VENERER, ARCHAIC_PETRA],
        "hhhhaagg",
    );
}

#[test]
fn deepwood_memories_fixes_two_dendro_dice() {
    fixed_roll(
        [COLLEI, GANYU, DILUC],
        [DEEPWOOD_MEMORIES, BLIZZARD_STRAYER, CRIMSON_WITCH_OF_FLAMES],
        "ddddccpp",
    );
}

/// Equips `artifact` on `team[0]` and checks its elemental skill costs one die of `letter`
/// less, once per round.
fn lowers_an_element(team: [u32; 3], artifact: u32, skill_id: u32, letter: char) {
    let mut g = scenario(team, &[artifact], &format!("oo{}", many(letter, 6))).build();
    play(&mut g, P0, artifact, own(0));
    assert_eq!(skill_cost(&g, skill_id), 2);
    skill(&mut g, P0, skill_id);
    p1_ends(&mut g);
    assert_eq!(skill_cost(&g, skill_id), 3, "once per round");
}

#[test]
fn the_full_sets_lower_a_skill_of_their_element_once_a_round() {
    lowers_an_element([GANYU, DILUC, KEQING], BLIZZARD_STRAYER, GANYU_SKILL, 'c');
    lowers_an_element([BARBARA, DILUC, KEQING], HEART_OF_DEPTH, 12012, 'h');
    lowers_an_element(
        [DILUC, GANYU, KEQING],
        CRIMSON_WITCH_OF_FLAMES,
        DILUC_SKILL,
        'p',
    );
    lowers_an_element([KEQING, GANYU, DILUC], THUNDERING_FURY, KEQING_SKILL, 'e');
    lowers_an_element(
        [SUCROSE, GANYU, DILUC],
        VIRIDESCENT_VENERER,
        SUCROSE_SKILL,
        'a',
    );
    lowers_an_element([NOELLE, GANYU, DILUC], ARCHAIC_PETRA, NOELLE_SKILL, 'g');
    lowers_an_element([COLLEI, GANYU, DILUC], DEEPWOOD_MEMORIES, COLLEI_SKILL, 'd');
}

#[test]
fn viridescent_venerers_diadem_lowers_an_anemo_skill() {
    lowers_an_element(
        [SUCROSE, GANYU, DILUC],
        VIRIDESCENT_VENERERS_DIADEM,
        SUCROSE_SKILL,
        'a',
    );
}

#[test]
fn mask_of_solitude_basalt_lowers_a_geo_skill() {
    lowers_an_element(
        [NOELLE, GANYU, DILUC],
        MASK_OF_SOLITUDE_BASALT,
        NOELLE_SKILL,
        'g',
    );
}

#[test]
fn laurel_coronet_lowers_a_dendro_skill() {
    lowers_an_element([COLLEI, GANYU, DILUC], LAUREL_CORONET, COLLEI_SKILL, 'd');
}

// ---------------------------------------------------------------- locations

#[test]
fn jade_chamber_stays_while_the_hand_holds_more_than_three_cards() {
    let mut g = scenario(
        [KEQING, GANYU, DILUC],
        &[JADE_CHAMBER, STRATEGIZE, STRATEGIZE],
        "",
    )
    .deck(0, &[STRATEGIZE; 4])
    .build();
    play(&mut g, P0, JADE_CHAMBER, None);
    declare_both(&mut g);
    assert!(
        dice_of(&g, P0).count(DieFace::Electro) >= 2,
        "two dice of the active character's element"
    );
    keep_dice(&mut g);
    assert_eq!(g.player(P0).hand.len(), 4);
    assert!(support(&g, P0, JADE_CHAMBER).is_some());
    assert_eq!(dice_of(&g, P0).total(), 8, "no Omni die while it stays");
}

#[test]
fn wangshu_inn_heals_the_most_injured_standby_character() {
    let mut g = trio(&[WANGSHU_INN], "oo");
    g.set_hp(P0, 0, 2);
    g.set_hp(P0, 1, 5);
    g.set_hp(P0, 2, 7);
    play(&mut g, P0, WANGSHU_INN, None);
    next_round(&mut g);
    assert_eq!(
        [0, 1, 2].map(|s| hp(&g, P0, s)),
        [2, 7, 7],
        "not the active one"
    );
    assert_eq!(support(&g, P0, WANGSHU_INN).map(|e| e.usage), Some(1));
    next_round(&mut g);
    assert_eq!(
        [0, 1, 2].map(|s| hp(&g, P0, s)),
        [2, 9, 7],
        "a tie goes to the first slot"
    );
    assert!(support(&g, P0, WANGSHU_INN).is_none(), "2 usages");
}

#[test]
fn wangshu_inn_keeps_its_usage_when_no_standby_character_is_injured() {
    let mut g = trio(&[WANGSHU_INN], "oo");
    g.set_hp(P0, 0, 2);
    play(&mut g, P0, WANGSHU_INN, None);
    next_round(&mut g);
    assert_eq!(hp(&g, P0, 0), 2);
    assert_eq!(support(&g, P0, WANGSHU_INN).map(|e| e.usage), Some(2));
}

#[test]
fn tenshukaku_gives_omni_when_the_dice_show_five_different_faces() {
    let (mut with, mut without) = (0, 0);
    for seed in 1..40 {
        let mut g = scenario([GANYU, DILUC, KEQING], &[TENSHUKAKU], "oo")
            .seed(seed)
            .build();
        play(&mut g, P0, TENSHUKAKU, None);
        declare_both(&mut g);
        let rolled = dice_of(&g, P0);
        keep_dice(&mut g);
        let faces = DieFace::ALL
            .iter()
            .filter(|f| rolled.count(**f) > 0)
            .count();
        let mut expected = rolled;
        if faces >= 5 {
            expected.0[DieFace::Omni as usize] += 1;
            with += 1;
        } else {
            without += 1;
        }
        assert_eq!(dice_of(&g, P0), expected, "seed {seed}");
    }
    assert!(with > 0 && without > 0, "both cases were seen");
}

#[test]
fn grand_narukami_shrine_gives_a_random_basic_die_when_it_enters_and_each_round() {
    let mut g = trio(&[GRAND_NARUKAMI_SHRINE], "oo");
    play(&mut g, P0, GRAND_NARUKAMI_SHRINE, None);
    let d = dice_of(&g, P0);
    assert_eq!((d.total(), d.count(DieFace::Omni)), (1, 0));
    assert_eq!(
        support(&g, P0, GRAND_NARUKAMI_SHRINE).map(|e| e.usage),
        Some(2)
    );
    next_round(&mut g);
    assert_eq!(dice_of(&g, P0).total(), 9);
    next_round(&mut g);
    assert_eq!(dice_of(&g, P0).total(), 9);
    assert!(support(&g, P0, GRAND_NARUKAMI_SHRINE).is_none(), "3 usages");
}

#[test]
fn sumeru_city_lowers_a_skill_while_dice_do_not_outnumber_cards() {
    let mut g = scenario(
        [KEQING, GANYU, DILUC],
        &[SUMERU_CITY, STRATEGIZE, STRATEGIZE, STRATEGIZE],
        "oo",
    )
    .build();
    play(&mut g, P0, SUMERU_CITY, None);
    g.set_dice(P0, dice("eeee"));
    assert_eq!(skill_cost(&g, KEQING_NORMAL), 3, "4 dice, 3 cards");
    g.set_dice(P0, dice("eee"));
    assert_eq!(skill_cost(&g, KEQING_NORMAL), 2, "3 dice, 3 cards");
    skill(&mut g, P0, KEQING_NORMAL);
    p1_ends(&mut g);
    g.set_dice(P0, dice("eee"));
    assert_eq!(skill_cost(&g, KEQING_NORMAL), 3, "once per round");
}

#[test]
fn vanarana_keeps_two_unused_dice_for_the_next_round() {
    let mut g = trio(&[VANARANA], "dco");
    play(&mut g, P0, VANARANA, None);
    declare_both(&mut g);
    let stored = support(&g, P0, VANARANA).expect("in play");
    assert_eq!(stored.stock, 2);
    let view = g.view(Viewer::Seat { seat: P1 });
    assert_eq!(
        view.players[0].supports[0].counter,
        Some(2),
        "everyone sees how many dice it holds"
    );
    let rolled = dice_of(&g, P0);
    keep_dice(&mut g);
    let mut expected = rolled;
    expected.0[DieFace::Omni as usize] += 1;
    expected.0[DieFace::Cryo as usize] += 1;
    assert_eq!(
        dice_of(&g, P0),
        expected,
        "the Omni and Cryo dice came back"
    );
    assert_eq!(support(&g, P0, VANARANA).map(|e| e.stock), Some(0));
}

#[test]
fn chinju_forest_gives_a_die_when_the_side_does_not_go_first() {
    let mut g = solo(scenario([GANYU, DILUC, KEQING], &[CHINJU_FOREST], "o"));
    play(&mut g, P0, CHINJU_FOREST, None);
    // Seat 1 declares first and so goes first next round.
    act(&mut g, P0, Action::DeclareEnd);
    let rolled = dice_of(&g, P0);
    keep_dice(&mut g);
    let mut expected = rolled;
    expected.0[DieFace::Cryo as usize] += 1;
    assert_eq!(dice_of(&g, P0), expected);
    assert_eq!(support(&g, P0, CHINJU_FOREST).map(|e| e.usage), Some(2));
    // Seat 1 acts, then seat 0 declares first and goes first in round 3: nothing.
    g.set_dice(P1, dice("ccc"));
    skill(&mut g, P1, GANYU_NORMAL);
    act(&mut g, P0, Action::DeclareEnd);
    act(&mut g, P1, Action::DeclareEnd);
    keep_dice(&mut g);
    assert_eq!(dice_of(&g, P0).total(), 8);
    assert_eq!(support(&g, P0, CHINJU_FOREST).map(|e| e.usage), Some(2));
}

// ---------------------------------------------------------------- companions

#[test]
fn timaeus_pays_for_an_artifact_with_materials_once_a_round() {
    let mut g = trio(&[TIMAEUS, BROKEN_RIMES_ECHO, BROKEN_RIMES_ECHO], "oo");
    play(&mut g, P0, TIMAEUS, None);
    assert_eq!(support(&g, P0, TIMAEUS).map(|e| e.stock), Some(2));
    let view = g.view(Viewer::Referee);
    assert_eq!(view.players[0].supports[0].counter, Some(2));
    assert_eq!(card_cost(&g, BROKEN_RIMES_ECHO, own(0)), 0, "2 materials");
    play(&mut g, P0, BROKEN_RIMES_ECHO, own(0));
    assert!(attached(&g, P0, 0, BROKEN_RIMES_ECHO).is_some());
    assert_eq!(support(&g, P0, TIMAEUS).map(|e| e.stock), Some(0));
    assert_eq!(
        try_play(&mut g, BROKEN_RIMES_ECHO, own(1), ""),
        Err(Illegal::NotEnoughDice { needed: 2, have: 0 })
    );
    next_round(&mut g);
    assert_eq!(
        support(&g, P0, TIMAEUS).map(|e| e.stock),
        Some(1),
        "+1 each end phase"
    );
    p0_acts_alone(&mut g);
    assert_eq!(
        card_cost(&g, BROKEN_RIMES_ECHO, own(1)),
        2,
        "not enough materials"
    );
    next_round(&mut g);
    p0_acts_alone(&mut g);
    assert_eq!(card_cost(&g, BROKEN_RIMES_ECHO, own(1)), 0);
}

#[test]
fn timaeus_draws_an_artifact_from_a_deck_of_six() {
    let mut g = scenario([GANYU, DILUC, KEQING], &[TIMAEUS], "oo")
        .deck(0, &[BROKEN_RIMES_ECHO; 6])
        .build();
    play(&mut g, P0, TIMAEUS, None);
    assert_eq!(hand_ids(&g, P0), [BROKEN_RIMES_ECHO]);
    let mut g = scenario([GANYU, DILUC, KEQING], &[TIMAEUS], "oo")
        .deck(0, &[BROKEN_RIMES_ECHO; 5])
        .build();
    play(&mut g, P0, TIMAEUS, None);
    assert!(hand_ids(&g, P0).is_empty(), "5 artifacts are not enough");
}

#[test]
fn wagner_pays_for_a_weapon_and_draws_one_from_a_varied_deck() {
    let mut g = scenario([GANYU, DILUC, KEQING], &[WAGNER, RAVEN_BOW], "oo")
        .deck(0, &[MAGIC_GUIDE, WHITE_TASSEL, STRATEGIZE])
        .build();
    play(&mut g, P0, WAGNER, None);
    let hand = hand_ids(&g, P0);
    assert_eq!(hand.len(), 2);
    assert!(
        hand[1] == MAGIC_GUIDE || hand[1] == WHITE_TASSEL,
        "a weapon: {hand:?}"
    );
    assert_eq!(card_cost(&g, RAVEN_BOW, own(0)), 0);
    play(&mut g, P0, RAVEN_BOW, own(0));
    assert_eq!(support(&g, P0, WAGNER).map(|e| e.stock), Some(0));
}

#[test]
fn chef_mao_gives_a_die_per_round_and_one_food_card_per_match() {
    let mut g = scenario(
        [GANYU, DILUC, KEQING],
        &[CHEF_MAO, SWEET_MADAME, SWEET_MADAME],
        "o",
    )
    .deck(
        0,
        &[
            MONDSTADT_HASH_BROWN,
            MONDSTADT_HASH_BROWN,
            STRATEGIZE,
            STRATEGIZE,
        ],
    )
    .build();
    g.set_hp(P0, 0, 5);
    g.set_hp(P0, 1, 5);
    play(&mut g, P0, CHEF_MAO, None);
    play(&mut g, P0, SWEET_MADAME, own(0));
    let d = dice_of(&g, P0);
    assert_eq!((d.total(), d.count(DieFace::Omni)), (1, 0), "a basic die");
    assert_eq!(hand_ids(&g, P0), [SWEET_MADAME, MONDSTADT_HASH_BROWN]);
    play(&mut g, P0, SWEET_MADAME, own(1));
    assert_eq!(dice_of(&g, P0).total(), 1, "once per round");
    assert_eq!(hand_ids(&g, P0), [MONDSTADT_HASH_BROWN]);
    next_round(&mut g);
    p0_acts_alone(&mut g);
    play(&mut g, P0, MONDSTADT_HASH_BROWN, own(0));
    assert_eq!(dice_of(&g, P0).total(), 8 - 1 + 1, "a die again this round");
    assert_eq!(
        deck_ids(&g, P0),
        [MONDSTADT_HASH_BROWN],
        "but no second food card"
    );
}

#[test]
fn tubby_lowers_a_location_by_two_once_a_round() {
    let mut g = trio(&[TUBBY, LIYUE_HARBOR_WHARF, DAWN_WINERY], "oo");
    play(&mut g, P0, TUBBY, None);
    assert_eq!(card_cost(&g, LIYUE_HARBOR_WHARF, None), 0);
    play(&mut g, P0, LIYUE_HARBOR_WHARF, None);
    assert_eq!(
        try_play(&mut g, DAWN_WINERY, None, ""),
        Err(Illegal::NotEnoughDice { needed: 2, have: 0 })
    );
}

#[test]
fn chang_the_ninth_collects_inspiration_from_both_sides_and_draws_two_at_three() {
    let mut g = Scenario::new([KEQING, GANYU, DILUC], [GANYU, DILUC, KEQING])
        .hand(0, &[CHANG_THE_NINTH])
        .dice(0, dice(&many('e', 9)))
        .dice(1, dice("ccc"))
        .deck(0, &[STRATEGIZE; 4])
        .build();
    play(&mut g, P0, CHANG_THE_NINTH, None);
    skill(&mut g, P0, KEQING_NORMAL);
    assert_eq!(
        support(&g, P0, CHANG_THE_NINTH).map(|e| e.stock),
        Some(1),
        "physical"
    );
    skill(&mut g, P1, GANYU_NORMAL);
    assert_eq!(
        support(&g, P0, CHANG_THE_NINTH).map(|e| e.stock),
        Some(2),
        "the opponent's physical damage counts too"
    );
    skill(&mut g, P0, KEQING_SKILL);
    assert_eq!(
        support(&g, P0, CHANG_THE_NINTH).map(|e| e.stock),
        Some(2),
        "Electro damage without a reaction"
    );
    p1_ends(&mut g);
    g.set_aura(P1, 0, Element::Cryo);
    let hand = g.player(P0).hand.len();
    skill(&mut g, P0, KEQING_SKILL);
    assert!(
        support(&g, P0, CHANG_THE_NINTH).is_none(),
        "a reaction: 3, gone"
    );
    assert_eq!(
        hand_ids(&g, P0)
            .iter()
            .filter(|&&c| c == STRATEGIZE)
            .count(),
        2
    );
    assert_eq!(
        g.player(P0).hand.len(),
        hand + 2 - 1,
        "the stiletto was used up"
    );
}

#[test]
fn ellin_lowers_a_skill_already_used_this_round() {
    let mut g = solo(scenario(
        [KEQING, GANYU, DILUC],
        &[ELLIN],
        &format!("oo{}", many('e', 9)),
    ));
    play(&mut g, P0, ELLIN, None);
    assert_eq!(skill_cost(&g, KEQING_NORMAL), 3);
    skill(&mut g, P0, KEQING_NORMAL);
    assert_eq!(skill_cost(&g, KEQING_NORMAL), 2);
    assert_eq!(skill_cost(&g, KEQING_SKILL), 3, "not used yet");
    skill(&mut g, P0, KEQING_NORMAL);
    assert_eq!(skill_cost(&g, KEQING_NORMAL), 3, "once per round");
}

#[test]
fn liu_su_charges_a_character_switched_in_without_energy() {
    let mut g = solo(scenario([GANYU, DILUC, KEQING], &[LIU_SU], "oooo"));
    play(&mut g, P0, LIU_SU, None);
    switch(&mut g, 1);
    assert_eq!(energies(&g, P0), [0, 1, 0]);
    switch(&mut g, 2);
    assert_eq!(energies(&g, P0), [0, 1, 0], "once per round");
    assert_eq!(support(&g, P0, LIU_SU).map(|e| e.usage), Some(1));
    next_round(&mut g);
    p0_acts_alone(&mut g);
    g.set_energy(P0, 1, 0);
    switch(&mut g, 1);
    assert_eq!(energies(&g, P0), [0, 1, 0]);
    assert!(support(&g, P0, LIU_SU).is_none(), "2 usages");
}

#[test]
fn kid_kujirai_gives_omni_then_moves_to_the_other_side() {
    let mut g = trio(&[KID_KUJIRAI], "");
    play(&mut g, P0, KID_KUJIRAI, None);
    next_round(&mut g);
    assert!(dice_of(&g, P0).count(DieFace::Omni) >= 1);
    assert_eq!(dice_of(&g, P0).total(), 9);
    assert_eq!(
        dice_of(&g, P1).total(),
        8,
        "it does not pay twice on arrival"
    );
    assert!(support(&g, P0, KID_KUJIRAI).is_none());
    assert!(support(&g, P1, KID_KUJIRAI).is_some());
    next_round(&mut g);
    assert_eq!(dice_of(&g, P1).total(), 9);
    assert_eq!(dice_of(&g, P0).total(), 8);
    assert!(support(&g, P0, KID_KUJIRAI).is_some(), "and back");
}

#[test]
fn xudong_lowers_a_food_by_two_once_a_round() {
    let mut g = trio(&[XUDONG, ADEPTUS_TEMPTATION, ADEPTUS_TEMPTATION], "oo");
    play(&mut g, P0, XUDONG, None);
    assert_eq!(card_cost(&g, ADEPTUS_TEMPTATION, own(0)), 0);
    play(&mut g, P0, ADEPTUS_TEMPTATION, own(0));
    assert_eq!(
        try_play(&mut g, ADEPTUS_TEMPTATION, own(1), ""),
        Err(Illegal::NotEnoughDice { needed: 2, have: 0 })
    );
}

#[test]
fn dunyarzad_lowers_a_companion_and_draws_one_once_a_match() {
    let mut g = scenario([GANYU, DILUC, KEQING], &[DUNYARZAD, PAIMON], "oooo")
        .deck(0, &[KATHERYNE, STRATEGIZE])
        .build();
    play(&mut g, P0, DUNYARZAD, None);
    assert_eq!(card_cost(&g, PAIMON, None), 2);
    play(&mut g, P0, PAIMON, None);
    assert_eq!(hand_ids(&g, P0), [KATHERYNE], "a companion from the deck");
    assert_eq!(card_cost(&g, KATHERYNE, None), 1, "once per round");
    play(&mut g, P0, KATHERYNE, None);
    assert!(hand_ids(&g, P0).is_empty(), "once per match");
    assert_eq!(support(&g, P0, DUNYARZAD).map(|e| e.stock), Some(0));
}

#[test]
fn rana_gives_a_die_of_the_next_characters_element_after_an_elemental_skill() {
    let mut g = solo(scenario(
        [KEQING, GANYU, DILUC],
        &[RANA],
        &format!("oo{}", many('e', 6)),
    ));
    play(&mut g, P0, RANA, None);
    g.set_dice(P0, dice(&many('e', 6)));
    skill(&mut g, P0, KEQING_SKILL);
    assert_eq!(dice_of(&g, P0), dice("ceee"), "Ganyu is next: Cryo");
    skill(&mut g, P0, KEQING_SKILL);
    assert_eq!(dice_of(&g, P0), dice("c"), "once per round");
}

#[test]
fn yayoi_nanatsuki_lowers_an_artifact_by_one_or_two() {
    let mut g = trio(
        &[
            YAYOI_NANATSUKI,
            BROKEN_RIMES_ECHO,
            BROKEN_RIMES_ECHO,
            WINE_STAINED_TRICORNE,
        ],
        "oooo",
    );
    play(&mut g, P0, YAYOI_NANATSUKI, None);
    assert_eq!(card_cost(&g, BROKEN_RIMES_ECHO, own(0)), 1);
    play(&mut g, P0, BROKEN_RIMES_ECHO, own(0));
    assert_eq!(
        try_play(&mut g, BROKEN_RIMES_ECHO, own(1), "oo"),
        Ok(()),
        "once per round: full price"
    );
    next_round(&mut g);
    p0_acts_alone(&mut g);
    assert_eq!(
        card_cost(&g, WINE_STAINED_TRICORNE, own(2)),
        0,
        "two characters wear artifacts"
    );
}

// ---------------------------------------------------------------- items

#[test]
fn red_feather_fan_makes_the_next_switch_fast_and_cheaper() {
    let mut g = Scenario::new([GANYU, DILUC, KEQING], [GANYU, DILUC, KEQING])
        .hand(0, &[RED_FEATHER_FAN])
        .dice(0, dice("oooo"))
        .dice(1, dice("ccc"))
        .build();
    play(&mut g, P0, RED_FEATHER_FAN, None);
    switch(&mut g, 1);
    assert_eq!(g.turn(), P1, "the first switch is a combat action");
    assert_eq!(
        combat(&g, P0, RED_FEATHER_FAN_IN_EFFECT).map(|e| e.usage),
        Some(1)
    );
    skill(&mut g, P1, GANYU_NORMAL);
    assert_eq!(switch_payment(&g, 2), Dice::EMPTY);
    switch(&mut g, 2);
    assert_eq!(g.turn(), P0, "fast");
    assert!(combat(&g, P0, RED_FEATHER_FAN_IN_EFFECT).is_none());
    assert_eq!(switch_payment(&g, 0).total(), 1, "once per round");
}

// ---------------------------------------------------------------- elemental resonance

#[test]
fn woven_resonances_give_a_die_of_their_element() {
    let mut g = trio(&[WOVEN_WATERS, WOVEN_WINDS, WOVEN_STONE, WOVEN_WEEDS], "");
    for card in [WOVEN_WATERS, WOVEN_WINDS, WOVEN_STONE, WOVEN_WEEDS] {
        play(&mut g, P0, card, None);
    }
    assert_eq!(dice_of(&g, P0), dice("hagd"));
}

#[test]
fn impetuous_winds_switches_to_a_standby_character_and_gives_omni() {
    let mut g = trio(&[IMPETUOUS_WINDS], "a");
    assert_eq!(
        try_play(&mut g, IMPETUOUS_WINDS, own(0), "a"),
        Err(Illegal::BadTarget),
        "the active character is not a target"
    );
    play(&mut g, P0, IMPETUOUS_WINDS, own(2));
    assert_eq!(g.player(P0).active, 2);
    assert_eq!(dice_of(&g, P0), dice("o"));
    assert_eq!(g.turn(), P0, "a fast action");
}

#[test]
fn enduring_rock_adds_three_to_a_shield_made_by_the_geo_skill() {
    let mut g = scenario([NOELLE, GANYU, KEQING], &[ENDURING_ROCK], "gggg").build();
    play(&mut g, P0, ENDURING_ROCK, None);
    assert!(combat(&g, P0, ENDURING_ROCK_IN_EFFECT).is_some());
    skill(&mut g, P0, NOELLE_SKILL);
    assert_eq!(combat(&g, P0, FULL_PLATE).map(|e| e.usage), Some(2 + 3));
    assert!(combat(&g, P0, ENDURING_ROCK_IN_EFFECT).is_none());
}

#[test]
fn enduring_rock_waits_for_geo_damage() {
    let mut g = scenario([KEQING, NOELLE, GANYU], &[ENDURING_ROCK], "geee").build();
    g.put(P0, LocZone::Combat, &builtin::CRYSTALLIZE);
    play(&mut g, P0, ENDURING_ROCK, None);
    skill(&mut g, P0, KEQING_SKILL);
    assert_eq!(combat(&g, P0, 111).map(|e| e.usage), Some(1));
    assert!(combat(&g, P0, ENDURING_ROCK_IN_EFFECT).is_some());
    next_round(&mut g);
    assert!(
        combat(&g, P0, ENDURING_ROCK_IN_EFFECT).is_none(),
        "this round only"
    );
}

#[test]
fn sprawling_greenery_adds_two_to_the_next_reaction_and_grows_dendro_products() {
    let mut g = scenario([GANYU, COLLEI, KEQING], &[SPRAWLING_GREENERY], "dccc").build();
    g.put(P0, LocZone::Summon, &builtin::BURNING_FLAME);
    g.put(P0, LocZone::Combat, &builtin::CATALYZING_FIELD);
    play(&mut g, P0, SPRAWLING_GREENERY, None);
    assert_eq!(g.player(P0).summons[0].usage, 2);
    assert_eq!(
        combat(&g, P0, builtin::CATALYZING_FIELD.id).map(|e| e.usage),
        Some(3)
    );
    g.set_aura(P1, 0, Element::Hydro);
    // Trail of the Qilin on Hydro: Frozen, 1 + 1 + 2.
    assert_eq!(damage_to(&mut g, 0, |g| skill(g, P0, GANYU_SKILL)), 4);
    assert!(combat(&g, P0, SPRAWLING_GREENERY_IN_EFFECT).is_none());
}

// ---------------------------------------------------------------- nation cards

#[test]
fn wind_and_freedom_switches_to_the_next_character_after_each_skill_this_round() {
    let mut g = solo(scenario(
        [GANYU, DILUC, KEQING],
        &[WIND_AND_FREEDOM],
        &many('o', 6),
    ));
    play(&mut g, P0, WIND_AND_FREEDOM, None);
    skill(&mut g, P0, GANYU_NORMAL);
    assert_eq!(g.player(P0).active, 1);
    skill(&mut g, P0, DILUC_NORMAL);
    assert_eq!(g.player(P0).active, 2);
    next_round(&mut g);
    assert!(combat(&g, P0, WIND_AND_FREEDOM_IN_EFFECT).is_none());
    p0_acts_alone(&mut g);
    g.set_dice(P0, dice("eee"));
    skill(&mut g, P0, KEQING_NORMAL);
    assert_eq!(g.player(P0).active, 2, "this round only");
}

#[test]
fn thunder_and_eternity_turns_every_die_into_omni() {
    let mut g = trio(&[THUNDER_AND_ETERNITY], "cpeeg");
    play(&mut g, P0, THUNDER_AND_ETERNITY, None);
    assert_eq!(dice_of(&g, P0), dice("ooooo"));
}

// ---------------------------------------------------------------- events

#[test]
fn when_the_crane_returned_switches_once_after_the_next_skill() {
    let mut g = solo(scenario(
        [GANYU, DILUC, KEQING],
        &[WHEN_THE_CRANE_RETURNED],
        &many('o', 7),
    ));
    play(&mut g, P0, WHEN_THE_CRANE_RETURNED, None);
    assert!(combat(&g, P0, CRANE_IN_EFFECT).is_some());
    skill(&mut g, P0, GANYU_NORMAL);
    assert_eq!(g.player(P0).active, 1);
    assert!(combat(&g, P0, CRANE_IN_EFFECT).is_none());
    skill(&mut g, P0, DILUC_NORMAL);
    assert_eq!(g.player(P0).active, 1, "only once");
}

#[test]
fn guardians_oath_removes_every_summon_on_both_sides() {
    let mut g = trio(&[GUARDIANS_OATH], &format!("oooo{}", many('c', 3)));
    g.set_energy(P0, 0, 3);
    skill(&mut g, P0, GANYU_BURST);
    g.put(P1, LocZone::Summon, &builtin::BURNING_FLAME);
    p1_ends(&mut g);
    assert_eq!(summon_ids(&g, P0).len(), 1);
    assert_eq!(summon_ids(&g, P1).len(), 1);
    play(&mut g, P0, GUARDIANS_OATH, None);
    assert!(summon_ids(&g, P0).is_empty());
    assert!(summon_ids(&g, P1).is_empty());
}

#[test]
fn abyssal_summons_calls_a_hilichurl_that_strikes_in_the_end_phase() {
    let mut g = trio(&[ABYSSAL_SUMMONS], "oo");
    play(&mut g, P0, ABYSSAL_SUMMONS, None);
    let summons = summon_ids(&g, P0);
    assert_eq!(summons.len(), 1);
    assert!((303211..=303214).contains(&summons[0]), "{summons:?}");
    assert_eq!(g.player(P0).summons[0].usage, 2);
    next_round(&mut g);
    assert_eq!(hp(&g, P1, 0), 9);
    assert_eq!(g.player(P0).summons[0].usage, 1);
}

#[test]
fn fatui_conspiracy_plants_an_ambusher_that_strikes_its_own_side_once_a_round() {
    let mut g = Scenario::new([GANYU, DILUC, KEQING], [GANYU, DILUC, KEQING])
        .hand(0, &[FATUI_CONSPIRACY])
        .dice(0, dice("oo"))
        .dice(1, dice(&many('c', 6)))
        .build();
    play(&mut g, P0, FATUI_CONSPIRACY, None);
    let planted = g.player(P1).combat[0];
    assert!((303216..=303219).contains(&planted.def.id));
    assert_eq!(planted.usage, 2);
    act(&mut g, P0, Action::DeclareEnd);
    skill(&mut g, P1, GANYU_NORMAL);
    assert_eq!(hp(&g, P1, 0), 9, "the ambusher hit its own side");
    assert_eq!(g.player(P1).combat[0].usage, 1);
    skill(&mut g, P1, GANYU_NORMAL);
    assert_eq!(hp(&g, P1, 0), 9, "once per round");
}

#[test]
fn plunging_strike_switches_in_the_target_and_attacks_as_a_combat_action() {
    let mut g = trio(&[PLUNGING_STRIKE], "ooo");
    play(&mut g, P0, PLUNGING_STRIKE, own(2));
    assert_eq!(g.player(P0).active, 2);
    assert_eq!(hp(&g, P1, 0), 8, "Keqing's normal attack");
    assert_eq!(energy(&g, P0, 2), 1);
    assert_eq!(g.turn(), P1, "a combat action");
}

#[test]
fn plunging_strike_needs_a_target_that_can_use_skills() {
    let mut g = trio(&[PLUNGING_STRIKE], "ooo");
    g.put(P0, LocZone::Char(1), &builtin::FROZEN);
    assert_eq!(
        try_play(&mut g, PLUNGING_STRIKE, own(1), "ooo"),
        Err(Illegal::CannotPlay("the character cannot use skills"))
    );
    assert!(card_payment(&g, P0, PLUNGING_STRIKE, own(2)).is_some());
}

#[test]
fn the_legend_of_vennessa_gives_four_different_basic_dice() {
    let mut g = trio(&[THE_LEGEND_OF_VENNESSA], "ooo");
    play(&mut g, P0, THE_LEGEND_OF_VENNESSA, None);
    let d = dice_of(&g, P0);
    assert_eq!((d.total(), d.count(DieFace::Omni)), (4, 0));
    assert!(DieFace::ALL.iter().all(|f| d.count(*f) <= 1), "different");
}

#[test]
fn friendship_eternal_fills_both_hands_up_to_four() {
    let mut g = scenario(
        [GANYU, DILUC, KEQING],
        &[FRIENDSHIP_ETERNAL, STRATEGIZE],
        "oo",
    )
    .hand(1, &[STRATEGIZE; 5])
    .deck(0, &[STRATEGIZE; 6])
    .build();
    play(&mut g, P0, FRIENDSHIP_ETERNAL, None);
    assert_eq!(g.player(P0).hand.len(), 4);
    assert_eq!(g.player(P1).hand.len(), 5, "already 4 or more");
    let mut g = scenario([GANYU, DILUC, KEQING], &[FRIENDSHIP_ETERNAL], "oo")
        .hand(1, &[STRATEGIZE])
        .deck(1, &[STRATEGIZE; 6])
        .build();
    play(&mut g, P0, FRIENDSHIP_ETERNAL, None);
    assert_eq!(g.player(P0).hand.len(), 0, "an empty deck gives nothing");
    assert_eq!(g.player(P1).hand.len(), 4);
}

// ---------------------------------------------------------------- food for the whole team

#[test]
fn tandoori_roast_chicken_feeds_every_hungry_character() {
    let mut g = solo(scenario(
        [KEQING, GANYU, DILUC],
        &[SWEET_MADAME, TANDOORI_ROAST_CHICKEN, TANDOORI_ROAST_CHICKEN],
        &format!("oo{}", many('e', 6)),
    ));
    g.set_hp(P0, 1, 9);
    play(&mut g, P0, SWEET_MADAME, own(1));
    play(&mut g, P0, TANDOORI_ROAST_CHICKEN, None);
    for (slot, fed) in [(0, true), (1, false), (2, true)] {
        assert_eq!(attached(&g, P0, slot, TANDOORI_IN_EFFECT).is_some(), fed);
        assert!(attached(&g, P0, slot, SATIATED).is_some());
    }
    assert_eq!(
        try_play(&mut g, TANDOORI_ROAST_CHICKEN, None, ""),
        Err(Illegal::CannotPlay("every character is satiated"))
    );
    assert_eq!(damage_to(&mut g, 0, |g| skill(g, P0, KEQING_SKILL)), 3 + 2);
    assert!(attached(&g, P0, 0, TANDOORI_IN_EFFECT).is_none());
    g.set_hp(P1, 0, 10);
    assert_eq!(damage_to(&mut g, 0, |g| skill(g, P0, KEQING_SKILL)), 3);
}

#[test]
fn butter_crab_lowers_the_next_damage_to_each_character_by_two() {
    let mut g = Scenario::new([GANYU, DILUC, KEQING], [GANYU, DILUC, KEQING])
        .hand(0, &[BUTTER_CRAB])
        .dice(0, dice("oo"))
        .dice(1, dice(&many('c', 6)))
        .build();
    play(&mut g, P0, BUTTER_CRAB, None);
    for slot in 0..3 {
        assert!(attached(&g, P0, slot, BUTTER_CRAB_IN_EFFECT).is_some());
    }
    act(&mut g, P0, Action::DeclareEnd);
    skill(&mut g, P1, GANYU_NORMAL);
    assert_eq!(hp(&g, P0, 0), 10);
    skill(&mut g, P1, GANYU_NORMAL);
    assert_eq!(hp(&g, P0, 0), 8, "only the next damage");
    assert!(attached(&g, P0, 1, BUTTER_CRAB_IN_EFFECT).is_some());
}
