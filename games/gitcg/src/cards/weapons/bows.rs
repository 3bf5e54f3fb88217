//! Bows (弓) beyond the series.

use tavern_protocol::gitcg::Source;

use super::super::common::owner_skill;
use super::{
    bare_weapon, own_damage, plain_weapon, skill_or_talent_discount, spend_marks_on_damage,
    weapon_card,
};
use crate::defs::{
    trig, Bonus, CardDef, DamageFilter, EntityDef, EntityKind, Op, SkillKind, Trig, Weapon, Who,
};
use crate::state::{Loc, LocZone};
use crate::version::{V3_7, V4_0, V4_7};
use crate::Gitcg;

/// 千年的大乐章·别离之歌 Millennial Movement: Farewell Song: the side's characters deal +1
/// damage for 2 rounds.
pub static FAREWELL_SONG: EntityDef = EntityDef {
    id: 301102,
    name: "Millennial Movement: Farewell Song",
    chinese_name: "千年的大乐章·别离之歌",
    kind: EntityKind::Combat,
    duration: 2,
    bonus: Some(Bonus {
        amount: 1,
        filter: DamageFilter::AnySkill,
        spends_usage: false,
    }),
    ..EntityDef::BLANK
};

/// The equipped Elegy for the End.
pub static ELEGY_FOR_THE_END_EQUIP: EntityDef = EntityDef {
    text: "After the character uses an Elemental Burst, create Millennial Movement: Farewell Song on your side.",
    hook: Some(|g, me, t| {
        if owner_skill(me, t) == Some(SkillKind::Burst) {
            g.add_entity(me.seat, LocZone::Combat, &FAREWELL_SONG);
        }
    }),
    listens: trig::AFTER_SKILL,
    ..plain_weapon(311205, "Elegy for the End", Weapon::Bow)
};
/// 终末嗟叹之诗 Elegy for the End: +1; after the wielder's burst, Farewell Song.
pub static ELEGY_FOR_THE_END: CardDef = weapon_card(
    311205,
    130,
    "终末嗟叹之诗",
    "Elegy for the End",
    Weapon::Bow,
    3,
    &ELEGY_FOR_THE_END_EQUIP,
)
.arrived(V3_7);

/// The equipped Amos' Bow (`var` notes the round's extra damage).
pub static AMOS_BOW_EQUIP: EntityDef = EntityDef {
    text: "When the character uses a skill whose printed dice and Energy cost add up to 5 or more, its damage is +2 more (once per round).",
    per_round: true,
    listens: trig::BONUS_OUT,
    hook: Some(amos_bow),
    ..plain_weapon(311204, "Amos' Bow", Weapon::Bow)
};

/// +2 on the first damage of a skill printed at 5 or more (dice plus energy), once a round.
fn amos_bow(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    if g.ent(me).var > 0 {
        return;
    }
    let Some(d) = own_damage(me, t) else { return };
    let Some(Source::Skill { character, skill }) = d.source else {
        return;
    };
    let costly = g
        .character(character.seat, character.slot)
        .def
        .skills
        .iter()
        .find(|s| s.id == skill.0)
        .is_some_and(|s| s.cost.dice() + s.cost.energy >= 5);
    if costly {
        d.amount += 2;
        g.ent_mut(me).var = 1;
    }
}

/// 阿莫斯之弓 Amos' Bow.
pub static AMOS_BOW: CardDef = weapon_card(
    311204,
    129,
    "阿莫斯之弓",
    "Amos' Bow",
    Weapon::Bow,
    3,
    &AMOS_BOW_EQUIP,
)
.arrived(V3_7);

/// 王下近侍（生效中） King's Squire (In Effect) (301103): this round, the next talent card
/// played for the character, or its next Elemental Skill, costs 2 dice less.
pub static KINGS_SQUIRE_STATUS: EntityDef =
    skill_or_talent_discount(301103, "King's Squire (In Effect)", "王下近侍（生效中）");

/// The equipped King's Squire.
pub static KINGS_SQUIRE_EQUIP: EntityDef = plain_weapon(311206, "King's Squire", Weapon::Bow);
/// 王下近侍 King's Squire: +1; when equipped, King's Squire (In Effect) on the wielder.
pub static KINGS_SQUIRE: CardDef = CardDef {
    since: V4_0,
    ops: &[Op::Status(Who::This, &KINGS_SQUIRE_STATUS)],
    ..weapon_card(
        311206,
        131,
        "王下近侍",
        "King's Squire",
        Weapon::Bow,
        3,
        &KINGS_SQUIRE_EQUIP,
    )
};

/// The equipped End of the Line: its stock is its Catch points, `var` counts those gained
/// this round.
pub static END_OF_THE_LINE_EQUIP: EntityDef = EntityDef {
    text: "After you play a card whose name is not in your starting deck: this card gains 1 Catch point (up to 2; at most 2 a round). When the character's skill deals damage while this card has Catch points: spend them all, that damage is +1, and draw 1 card per point spent.",
    stock: Some(0),
    per_round: true,
    listens: trig::CARD_RESOLVED | trig::BONUS_OUT,
    hook: Some(end_of_the_line),
    ..bare_weapon(311207, "End of the Line", Weapon::Bow)
};

fn end_of_the_line(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    if let Trig::CardPlayed(card) = t {
        let outside = g.outside_starting_deck(me.seat, card);
        let e = g.ent_mut(me);
        if outside && e.stock < 2 && e.var < 2 {
            e.stock += 1;
            e.var += 1;
        }
        return;
    }
    spend_marks_on_damage(g, me, t);
}

/// 竭泽 End of the Line.
pub static END_OF_THE_LINE: CardDef = weapon_card(
    311207,
    382,
    "竭泽",
    "End of the Line",
    Weapon::Bow,
    2,
    &END_OF_THE_LINE_EQUIP,
)
.arrived(V4_7);
