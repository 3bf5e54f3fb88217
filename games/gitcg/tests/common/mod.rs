//! Shared helpers for the gitcg rule tests: card ids, and driving a match through the `Game`
//! trait only (every refused action is also checked to leave the state untouched).

// Each test binary uses a different subset of these helpers.
#![allow(dead_code)]

use tavern_game::{Game, Seat, Viewer, Visible};
use tavern_gitcg::testkit::{dice, Scenario};
use tavern_gitcg::{Gitcg, Illegal};
use tavern_protocol::gitcg::{Action, Dice, Event, PlayerView, SkillId, View};

/// Seat 0.
pub const P0: Seat = Seat(0);
/// Seat 1.
pub const P1: Seat = Seat(1);

/// 甘雨 Ganyu (Cryo, bow).
pub const GANYU: u32 = 1101;
/// 迪卢克 Diluc (Pyro, claymore).
pub const DILUC: u32 = 1301;
/// 刻晴 Keqing (Electro, sword).
pub const KEQING: u32 = 1403;

/// 行秋 Xingqiu (Hydro, sword).
pub const XINGQIU: u32 = 1202;
/// 芭芭拉 Barbara (Hydro, catalyst).
pub const BARBARA: u32 = 1201;
/// 砂糖 Sucrose (Anemo, catalyst).
pub const SUCROSE: u32 = 1501;
/// 诺艾尔 Noelle (Geo, claymore).
pub const NOELLE: u32 = 1602;
/// 柯莱 Collei (Dendro, bow).
pub const COLLEI: u32 = 1701;

/// Xingqiu: Fatal Rainscreen, 2 Hydro, Hydro applied to himself, Rain Sword (3 Hydro).
pub const XINGQIU_SKILL: SkillId = SkillId(12022);
/// Barbara: Whisper of Water, 1 Hydro (1 Hydro + 2 any).
pub const BARBARA_NORMAL: SkillId = SkillId(12011);
/// Sucrose: Wind Spirit Creation, 1 Anemo (1 Anemo + 2 any).
pub const SUCROSE_NORMAL: SkillId = SkillId(15011);
/// Sucrose: Astable Anemohypostasis Creation, 3 Anemo, opponent switches to the previous
/// character (3 Anemo).
pub const SUCROSE_SKILL: SkillId = SkillId(15012);
/// Noelle: Breastplate, 1 Geo and Full Plate (3 Geo).
pub const NOELLE_SKILL: SkillId = SkillId(16022);
/// Collei: Floral Brush, 3 Dendro (3 Dendro).
pub const COLLEI_SKILL: SkillId = SkillId(17012);

/// Ganyu: Liutian Archery, 2 Physical (1 Cryo + 2 any).
pub const GANYU_NORMAL: SkillId = SkillId(11011);
/// Ganyu: Trail of the Qilin, 1 Cryo and Ice Lotus (3 Cryo).
pub const GANYU_SKILL: SkillId = SkillId(11012);
/// Ganyu: Frostflake Arrow, 2 Cryo and 2 piercing to standby (5 Cryo).
pub const GANYU_FROSTFLAKE: SkillId = SkillId(11013);
/// Ganyu: Celestial Shower, 2 Cryo, 1 piercing to standby, Sacred Cryo Pearl (3 Cryo, 3 energy).
pub const GANYU_BURST: SkillId = SkillId(11014);
/// Diluc: Tempered Sword, 2 Physical (1 Pyro + 2 any).
pub const DILUC_NORMAL: SkillId = SkillId(13011);
/// Diluc: Searing Onslaught, 3 Pyro (3 Pyro).
pub const DILUC_SKILL: SkillId = SkillId(13012);
/// Diluc: Dawn, 8 Pyro and Pyro Infusion (4 Pyro, 3 energy).
pub const DILUC_BURST: SkillId = SkillId(13013);
/// Keqing: Yunlai Swordsmanship, 2 Physical (1 Electro + 2 any).
pub const KEQING_NORMAL: SkillId = SkillId(14031);
/// Keqing: Stellar Restoration, 3 Electro (3 Electro).
pub const KEQING_SKILL: SkillId = SkillId(14032);
/// Keqing: Starward Sword, 4 Electro and 3 piercing to standby (4 Electro, 3 energy).
pub const KEQING_BURST: SkillId = SkillId(14033);

/// 唯此一心 Undivided Heart (Ganyu's talent).
pub const UNDIVIDED_HEART: u32 = 211011;
/// 流火焦灼 Flowing Flame (Diluc's talent).
pub const FLOWING_FLAME: u32 = 213011;
/// 抵天雷罚 Thundering Penance (Keqing's talent).
pub const THUNDERING_PENANCE: u32 = 214031;
/// 雷楔 Lightning Stiletto (created by Keqing).
pub const LIGHTNING_STILETTO: u32 = 114031;

/// Applies an action that must be legal; returns the referee's copy of what happened.
#[track_caller]
pub fn act(g: &mut Gitcg, seat: Seat, action: Action) -> Vec<Event> {
    match try_act(g, seat, action) {
        Ok(events) => events,
        Err(e) => panic!("{action:?} by seat {} was refused: {e:?}", seat.0),
    }
}

/// Applies an action; a refusal must leave the state exactly as it was.
#[track_caller]
pub fn try_act(g: &mut Gitcg, seat: Seat, action: Action) -> Result<Vec<Event>, Illegal> {
    let before = g.clone();
    let mut events = Vec::new();
    match g.apply(seat, action, &mut events) {
        Ok(()) => Ok(events
            .iter()
            .map(|e| *e.for_viewer(Viewer::Referee))
            .collect()),
        Err(e) => {
            assert!(events.is_empty(), "a refused action emitted events");
            assert!(*g == before, "a refused action ({e:?}) changed the state");
            Err(e)
        }
    }
}

/// Applies an action that must be legal; returns the events with their audiences.
#[track_caller]
pub fn act_visible(g: &mut Gitcg, seat: Seat, action: Action) -> Vec<Visible<Event>> {
    let mut events = Vec::new();
    if let Err(e) = g.apply(seat, action, &mut events) {
        panic!("{action:?} by seat {} was refused: {e:?}", seat.0);
    }
    events
}

/// Uses a skill of the active character, paying exactly `pay` (a testkit dice string).
#[track_caller]
pub fn skill(g: &mut Gitcg, seat: Seat, skill: SkillId, pay: &str) -> Vec<Event> {
    act(
        g,
        seat,
        Action::UseSkill {
            skill,
            dice: dice(pay),
        },
    )
}

/// Switches to `slot`, paying exactly `pay`.
#[track_caller]
pub fn switch(g: &mut Gitcg, seat: Seat, slot: u8, pay: &str) -> Vec<Event> {
    act(
        g,
        seat,
        Action::Switch {
            slot,
            dice: dice(pay),
        },
    )
}

/// Declares the end of the round.
#[track_caller]
pub fn end(g: &mut Gitcg, seat: Seat) -> Vec<Event> {
    act(g, seat, Action::DeclareEnd)
}

/// Both seats keep all their dice in a roll phase.
#[track_caller]
pub fn keep_dice(g: &mut Gitcg) {
    for seat in [P0, P1] {
        act(g, seat, Action::Reroll { dice: Dice::EMPTY });
    }
}

/// The legal actions of `seat` now.
pub fn legal(g: &Gitcg, seat: Seat) -> Vec<Action> {
    let mut out = Vec::new();
    g.legal_actions(seat, &mut out);
    out
}

/// The referee's view.
pub fn referee(g: &Gitcg) -> View {
    g.view(Viewer::Referee)
}

/// One side in the referee's view.
pub fn side(g: &Gitcg, seat: Seat) -> PlayerView {
    referee(g).players[seat.index()].clone()
}

/// A character's HP.
pub fn hp(g: &Gitcg, seat: Seat, slot: u8) -> u8 {
    side(g, seat).characters[slot as usize].hp
}

/// Every character's HP on a side.
pub fn hps(g: &Gitcg, seat: Seat) -> [u8; 3] {
    let s = side(g, seat);
    [0, 1, 2].map(|i| s.characters[i].hp)
}

/// A character's energy.
pub fn energy(g: &Gitcg, seat: Seat, slot: u8) -> u8 {
    side(g, seat).characters[slot as usize].energy
}

/// The active slot of a side, as everyone sees it.
pub fn active(g: &Gitcg, seat: Seat) -> u8 {
    side(g, seat)
        .active
        .expect("the active character is revealed")
}

/// A seat's dice.
pub fn dice_of(g: &Gitcg, seat: Seat) -> Dice {
    side(g, seat).dice.expect("the referee sees dice")
}

/// The ids of the statuses on a character.
pub fn statuses(g: &Gitcg, seat: Seat, slot: u8) -> Vec<u32> {
    side(g, seat).characters[slot as usize]
        .statuses
        .iter()
        .map(|e| e.id.0)
        .collect()
}

/// The ids of a side's combat statuses, with their usages.
pub fn combat(g: &Gitcg, seat: Seat) -> Vec<(u32, Option<u8>)> {
    side(g, seat)
        .combat_statuses
        .iter()
        .map(|e| (e.id.0, e.usage))
        .collect()
}

/// The ids of a side's summons, with their usages.
pub fn summons(g: &Gitcg, seat: Seat) -> Vec<(u32, Option<u8>)> {
    side(g, seat)
        .summons
        .iter()
        .map(|e| (e.id.0, e.usage))
        .collect()
}

/// The damage events, as (seat, slot, amount, reaction).
pub fn damages(events: &[Event]) -> Vec<(u8, u8, u8, Option<tavern_protocol::gitcg::Reaction>)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Damage {
                target,
                amount,
                reaction,
                ..
            } => Some((target.seat.0, target.slot, *amount, *reaction)),
            _ => None,
        })
        .collect()
}

/// A Ganyu/Diluc/Keqing mirror in round 1's action phase, seat 0 to act, both with `d` dice.
pub fn trio(d: &str) -> Scenario {
    Scenario::new([GANYU, DILUC, KEQING], [GANYU, DILUC, KEQING])
        .dice(0, dice(d))
        .dice(1, dice(d))
}
