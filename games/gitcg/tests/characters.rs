//! Character cards in real matches: each character's skills, summons, statuses and passive
//! skills, and its talent card, driven through the `Game` trait with exact numbers. One module
//! per element (monsters together), as the card tables are laid out.

use tavern_game::{Game, Seat};
use tavern_gitcg::state::Aura;
use tavern_gitcg::testkit::{dice, Scenario};
use tavern_gitcg::Gitcg;
use tavern_protocol::gitcg::{Action, CardId, Dice, Element, Phase, Side, Target};

mod character_helpers;
use character_helpers::*;

const P0: Seat = Seat(0);
const P1: Seat = Seat(1);

const GANYU: u32 = 1101;
const DIONA: u32 = 1102;
const KAEYA: u32 = 1103;
const CHONGYUN: u32 = 1104;
const AYAKA: u32 = 1105;
const EULA: u32 = 1106;
const SHENHE: u32 = 1107;
const QIQI: u32 = 1108;
const LAYLA: u32 = 1109;
const BARBARA: u32 = 1201;
const XINGQIU: u32 = 1202;
const MONA: u32 = 1203;
const TARTAGLIA: u32 = 1204;
const KOKOMI: u32 = 1205;
const AYATO: u32 = 1206;
const CANDACE: u32 = 1207;
const YELAN: u32 = 1209;
const DILUC: u32 = 1301;
const XIANGLING: u32 = 1302;
const BENNETT: u32 = 1303;
const AMBER: u32 = 1304;
const YOIMIYA: u32 = 1305;
const KLEE: u32 = 1306;
const HU_TAO: u32 = 1307;
const YANFEI: u32 = 1308;
const LYNEY: u32 = 1310;
const FISCHL: u32 = 1401;
const RAZOR: u32 = 1402;
const KEQING: u32 = 1403;
const CYNO: u32 = 1404;
const BEIDOU: u32 = 1405;
const KUJOU_SARA: u32 = 1406;
const RAIDEN: u32 = 1407;
const YAE_MIKO: u32 = 1408;
const LISA: u32 = 1409;
const SUCROSE: u32 = 1501;
const JEAN: u32 = 1502;
const VENTI: u32 = 1503;
const XIAO: u32 = 1504;
const KAZUHA: u32 = 1505;
const LYNETTE: u32 = 1508;
const NINGGUANG: u32 = 1601;
const NOELLE: u32 = 1602;
const ZHONGLI: u32 = 1603;
const ALBEDO: u32 = 1604;
const ITTO: u32 = 1605;
const GOROU: u32 = 1606;
const COLLEI: u32 = 1701;
const TIGHNARI: u32 = 1702;
const NAHIDA: u32 = 1703;
const ALHAITHAM: u32 = 1706;
const CICIN_MAGE: u32 = 2101;
const LA_SIGNORA: u32 = 2102;
const RHODEIA: u32 = 2201;
const MIRROR_MAIDEN: u32 = 2202;
const PYRO_AGENT: u32 = 2301;
const ABYSS_LECTOR: u32 = 2302;
const LOREMASTER: u32 = 2303;
const HYPOSTASIS: u32 = 2401;
const THUNDER: u32 = 2402;
const MAGUU_KENKI: u32 = 2501;
const DVALIN: u32 = 2502;
const LAWACHURL: u32 = 2601;
const AZHDAHA: u32 = 2602;
const JADEPLUME: u32 = 2701;
const ZHONGLI_FOE: [u32; 3] = [ZHONGLI, GANYU, KEQING];

/// The side that takes the hits in solo scenarios: all 10 HP, Keqing active.
const FOES: [u32; 3] = [KEQING, GANYU, DILUC];

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

fn energy(g: &Gitcg, seat: Seat, slot: u8) -> u8 {
    g.character(seat, slot).energy
}

/// The stock (a counter shown on the table) of the status `id` on a character, if it has it.
fn stock(g: &Gitcg, seat: Seat, slot: u8, id: u32) -> Option<u8> {
    g.character(seat, slot)
        .attached
        .iter()
        .find(|e| !e.dead && e.def.id == id)
        .map(|e| e.stock)
}

/// The stock of the combat status `id` of a side, if it has it.
fn combat_stock(g: &Gitcg, seat: Seat, id: u32) -> Option<u8> {
    g.player(seat)
        .combat
        .iter()
        .find(|e| !e.dead && e.def.id == id)
        .map(|e| e.stock)
}

/// The rounds left of the entity `id` on a character or on the side, if it is there.
fn rounds_left(g: &Gitcg, seat: Seat, id: u32) -> Option<u8> {
    let p = g.player(seat);
    p.chars
        .iter()
        .flat_map(|c| c.attached.iter())
        .chain(p.combat.iter())
        .find(|e| !e.dead && e.def.id == id)
        .map(|e| e.duration)
}

/// Equipment and statuses on a character, as (id, usages).
fn statuses(g: &Gitcg, seat: Seat, slot: u8) -> Vec<(u32, u8)> {
    g.character(seat, slot)
        .attached
        .iter()
        .map(|e| (e.def.id, e.usage))
        .collect()
}

#[path = "characters/anemo.rs"]
mod anemo;
#[path = "characters/cryo.rs"]
mod cryo;
#[path = "characters/dendro.rs"]
mod dendro;
#[path = "characters/electro.rs"]
mod electro;
#[path = "characters/geo.rs"]
mod geo;
#[path = "characters/hydro.rs"]
mod hydro;
#[path = "characters/monsters.rs"]
mod monsters;
#[path = "characters/pool.rs"]
mod pool;
#[path = "characters/pyro.rs"]
mod pyro;

// The characters of 5.4 to 5.8, a file each, in their element's folder.
#[path = "characters/pyro/arlecchino.rs"]
mod arlecchino;
#[path = "characters/anemo/chasca.rs"]
mod chasca;
#[path = "characters/cryo/citlali.rs"]
mod citlali;
#[path = "characters/dendro/emilie.rs"]
mod emilie;
#[path = "characters/monsters/gluttonous_yumkasaur_mountain_king.rs"]
mod gluttonous_yumkasaur_mountain_king;
#[path = "characters/geo/kachina.rs"]
mod kachina;
#[path = "characters/dendro/kinich.rs"]
mod kinich;
#[path = "characters/anemo/lan_yan.rs"]
mod lan_yan;
#[path = "characters/pyro/mavuika.rs"]
mod mavuika;
#[path = "characters/electro/sethos.rs"]
mod sethos;
#[path = "characters/anemo/shikanoin_heizou.rs"]
mod shikanoin_heizou;
#[path = "characters/geo/xilonen.rs"]
mod xilonen;
