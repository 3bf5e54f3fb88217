//! The characters of the game's first versions beyond the starting pool, in real matches: each
//! character's skills, summons, statuses and passive skills, and its talent card, driven
//! through the `Game` trait with exact numbers.

use tavern_engine::gitcg::state::Aura;
use tavern_engine::gitcg::testkit::{dice, Scenario};
use tavern_engine::gitcg::Gitcg;
use tavern_engine::{Game, Seat};
use tavern_protocol::gitcg::{Action, CardId, Dice, Element, Phase, Side, Target};

const P0: Seat = Seat(0);
const P1: Seat = Seat(1);

const GANYU: u32 = 1101;
const DIONA: u32 = 1102;
const KAEYA: u32 = 1103;
const AYAKA: u32 = 1105;
const EULA: u32 = 1106;
const SHENHE: u32 = 1107;
const BARBARA: u32 = 1201;
const MONA: u32 = 1203;
const TARTAGLIA: u32 = 1204;
const KOKOMI: u32 = 1205;
const AYATO: u32 = 1206;
const XINGQIU: u32 = 1202;
const DILUC: u32 = 1301;
const XIANGLING: u32 = 1302;
const AMBER: u32 = 1304;
const YOIMIYA: u32 = 1305;
const KLEE: u32 = 1306;
const HU_TAO: u32 = 1307;
const RAZOR: u32 = 1402;
const KEQING: u32 = 1403;
const CYNO: u32 = 1404;
const BEIDOU: u32 = 1405;
const KUJOU_SARA: u32 = 1406;
const RAIDEN: u32 = 1407;
const YAE_MIKO: u32 = 1408;
const JEAN: u32 = 1502;
const VENTI: u32 = 1503;
const XIAO: u32 = 1504;
const NINGGUANG: u32 = 1601;
const ZHONGLI: u32 = 1603;
const ITTO: u32 = 1605;
const TIGHNARI: u32 = 1702;
const NAHIDA: u32 = 1703;
const CICIN_MAGE: u32 = 2101;
const RHODEIA: u32 = 2201;
const MIRROR_MAIDEN: u32 = 2202;
const PYRO_AGENT: u32 = 2301;
const ABYSS_LECTOR: u32 = 2302;
const HYPOSTASIS: u32 = 2401;
const MAGUU_KENKI: u32 = 2501;
const LAWACHURL: u32 = 2601;
const JADEPLUME: u32 = 2701;
const ZHONGLI_FOE: [u32; 3] = [ZHONGLI, GANYU, KEQING];

/// The side that takes the hits in solo scenarios: all 10 HP, Keqing active.
const FOES: [u32; 3] = [KEQING, GANYU, DILUC];

/// Seat 0 with these characters and cards, 16 Omni dice, acting alone: seat 1 goes first and
/// declares the end of the round at once.
fn solo(mine: [u32; 3], hand: &[u32]) -> Gitcg {
    let mut g = Scenario::new(mine, FOES)
        .first(1)
        .hand(0, hand)
        .dice(0, dice(&"o".repeat(16)))
        .build();
    apply(&mut g, P1, Action::DeclareEnd);
    g
}

/// Both sides act in turn, seat 0 first, each with 8 Omni dice.
fn duel(mine: [u32; 3], theirs: [u32; 3], hand: &[u32]) -> Gitcg {
    Scenario::new(mine, theirs)
        .hand(0, hand)
        .dice(0, dice("oooooooo"))
        .dice(1, dice("oooooooo"))
        .build()
}

#[track_caller]
fn apply(g: &mut Gitcg, seat: Seat, action: Action) {
    let mut events = Vec::new();
    if let Err(e) = g.apply(seat, action, &mut events) {
        panic!("{action:?} by seat {} was refused: {e:?}", seat.0);
    }
}

/// The legal action `pick` selects, with its suggested payment.
#[track_caller]
fn legal(g: &Gitcg, seat: Seat, pick: impl Fn(&Action) -> bool) -> Action {
    let mut actions = Vec::new();
    g.legal_actions(seat, &mut actions);
    match actions.into_iter().find(|a| pick(a)) {
        Some(a) => a,
        None => panic!("no such legal action for seat {}", seat.0),
    }
}

/// Uses a skill of the active character with the suggested payment; returns the payment.
#[track_caller]
fn skill(g: &mut Gitcg, seat: Seat, id: u32) -> Dice {
    let a = legal(
        g,
        seat,
        |a| matches!(a, Action::UseSkill { skill, .. } if skill.0 == id),
    );
    apply(g, seat, a);
    match a {
        Action::UseSkill { dice, .. } => dice,
        _ => unreachable!(),
    }
}

/// The suggested payment for skill `id`, without using it.
#[track_caller]
fn skill_price(g: &Gitcg, seat: Seat, id: u32) -> u8 {
    match legal(
        g,
        seat,
        |a| matches!(a, Action::UseSkill { skill, .. } if skill.0 == id),
    ) {
        Action::UseSkill { dice, .. } => dice.total(),
        _ => unreachable!(),
    }
}

/// Plays a card (a talent on the own character in `slot`).
#[track_caller]
fn talent(g: &mut Gitcg, seat: Seat, card: u32, slot: u8) {
    let target = Some(Target::Character {
        side: Side::Own,
        slot,
    });
    let a = legal(
        g,
        seat,
        |a| matches!(a, Action::PlayCard { card: c, target: t, .. } if *c == CardId(card) && *t == target),
    );
    apply(g, seat, a);
}

/// Switches to `slot`; returns the payment.
#[track_caller]
fn switch(g: &mut Gitcg, seat: Seat, slot: u8) -> Dice {
    let a = legal(
        g,
        seat,
        |a| matches!(a, Action::Switch { slot: s, .. } if *s == slot),
    );
    apply(g, seat, a);
    match a {
        Action::Switch { dice, .. } => dice,
        _ => unreachable!(),
    }
}

/// Both sides declare the end of the round, which runs the end phase.
fn end_round(g: &mut Gitcg) {
    while g.phase() == Phase::Action {
        let seat = g.turn();
        apply(g, seat, Action::DeclareEnd);
    }
}

/// After `end_round` in a solo scenario: both keep their dice, seat 0 gets 16 Omni dice again
/// and seat 1 declares the end of the new round.
fn foe_passes(g: &mut Gitcg) {
    for seat in [P0, P1] {
        if g.phase() == Phase::Roll {
            apply(g, seat, Action::Reroll { dice: Dice::EMPTY });
        }
    }
    g.set_dice(P0, dice(&"o".repeat(16)));
    if g.turn() == P1 {
        apply(g, P1, Action::DeclareEnd);
    }
}

fn hp(g: &Gitcg, seat: Seat) -> [u8; 3] {
    [0, 1, 2].map(|s| g.character(seat, s).hp)
}

fn aura(g: &Gitcg, seat: Seat, slot: u8) -> Aura {
    g.character(seat, slot).aura
}

fn energy(g: &Gitcg, seat: Seat, slot: u8) -> u8 {
    g.character(seat, slot).energy
}

/// Combat statuses as (id, usages).
fn combat(g: &Gitcg, seat: Seat) -> Vec<(u32, u8)> {
    g.player(seat)
        .combat
        .iter()
        .map(|e| (e.def.id, e.usage))
        .collect()
}

/// Summons as (id, usages).
fn summons(g: &Gitcg, seat: Seat) -> Vec<(u32, u8)> {
    g.player(seat)
        .summons
        .iter()
        .map(|e| (e.def.id, e.usage))
        .collect()
}

/// Equipment and statuses on a character, as ids.
fn attached(g: &Gitcg, seat: Seat, slot: u8) -> Vec<u32> {
    g.character(seat, slot)
        .attached
        .iter()
        .map(|e| e.def.id)
        .collect()
}

/// Equipment and statuses on a character, as (id, usages).
fn statuses(g: &Gitcg, seat: Seat, slot: u8) -> Vec<(u32, u8)> {
    g.character(seat, slot)
        .attached
        .iter()
        .map(|e| (e.def.id, e.usage))
        .collect()
}

#[path = "characters_more/anemo_geo_dendro.rs"]
mod anemo_geo_dendro;
#[path = "characters_more/cryo_hydro.rs"]
mod cryo_hydro;
#[path = "characters_more/monsters.rs"]
mod monsters;
#[path = "characters_more/pyro_electro.rs"]
mod pyro_electro;
