//! 申鹤 Shenhe (Cryo, polearm) and what comes with the character: Icy Quill, Talisman Spirit, and the
//! talent card Mystical Abandon.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{CharacterCards, CRYO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::Loc;
use crate::version::{Versioned, V3_7};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &SHENHE,
    talent: &MYSTICAL_ABANDON,
    created: &[],
    made_by_hooks: &[],
};

/// 申鹤 Shenhe (1107).
pub static SHENHE: CharacterDef = CharacterDef {
    id: 1107,
    share_id: 7,
    name: "申鹤",
    english_name: "Shenhe",
    element: Element::Cryo,
    weapon: Weapon::Polearm,
    nations: nation::LIYUE,
    since: V3_7,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 11071,
            name: "Dawnstar Piercer",
            chinese_name: "踏辰摄斗",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Cryo, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 11072,
            name: "Spring Spirit Summoning",
            chinese_name: "仰灵威召将役咒",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Cryo, 3, 0),
            ops: &[
                Op::Damage(CRYO, 2),
                Op::TalentForm(&ICY_QUILL, &ICY_QUILL_TALENT),
            ],
        },
        SkillDef {
            id: 11073,
            name: "Divine Maiden's Deliverance",
            chinese_name: "神女遣灵真诀",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Cryo, 3, 0).with_energy(2),
            ops: &[Op::Damage(CRYO, 1), Op::Summon(&TALISMAN_SPIRIT)],
        },
    ],
    passives: &[],
};

/// 冰翎 Icy Quill (111071): Cryo damage dealt by this side's characters (swirled Cryo included) gets
/// +1; 2 usages.
pub static ICY_QUILL: EntityDef = EntityDef {
    text: "Cryo damage your characters deal (swirled Cryo included) is increased by 1 (spends 1 usage).",
    id: 111071,
    name: "Icy Quill",
    chinese_name: "冰翎",
    kind: EntityKind::Combat,
    usage: 2,
    per_round: true,
    listens: trig::BONUS_OUT,
    hook: Some(icy_quill),
    ..EntityDef::BLANK
};

/// 冰翎 (talent, 111072): a normal attack uses it without spending a usage, once per round.
pub static ICY_QUILL_TALENT: EntityDef = EntityDef {
    text: "Cryo damage your characters deal (swirled Cryo included) is increased by 1 (spends 1 usage; once per round, a Normal Attack spends none).",
    id: 111072,
    chinese_name: "冰翎",
    ..ICY_QUILL
};

fn icy_quill(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Damage(d) = t else { return };
    if d.by.is_none() || d.ty != CRYO {
        return;
    }
    d.amount += 1;
    let free = g.ent(me).def == &ICY_QUILL_TALENT
        && d.skill == Some(SkillKind::Normal)
        && g.ent(me).var == 0;
    if free {
        g.ent_mut(me).var = 1;
    } else {
        g.spend(me);
    }
}

/// 箓灵 Talisman Spirit (111073): end phase, 1 Cryo damage; while it is in play, opposing characters
/// take +1 Cryo and physical damage; 2 usages.
pub static TALISMAN_SPIRIT: EntityDef = EntityDef {
    text: "While it is in play, opposing characters take 1 more Cryo and Physical damage.",
    id: 111073,
    name: "Talisman Spirit",
    chinese_name: "箓灵",
    kind: EntityKind::Summon,
    usage: 2,
    end_phase: &[Op::Damage(CRYO, 1)],
    listens: trig::BONUS_OUT,
    hook: Some(talisman_spirit),
    ..EntityDef::BLANK
};

fn talisman_spirit(_: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    if let Trig::Damage(d) = t {
        if d.to != me.seat && matches!(d.ty, DamageType::Physical | CRYO) {
            d.amount += 1;
        }
    }
}

/// The equipped Mystical Abandon (211071): the skill creates the stronger Icy Quill.
pub static MYSTICAL_ABANDON_EQUIP: EntityDef = EntityDef {
    id: 211071,
    name: "Mystical Abandon",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 忘玄 Mystical Abandon (talent, 211071).
pub static MYSTICAL_ABANDON: CardDef = CardDef {
    id: 211071,
    since: V3_7,
    share_id: 67,
    name: "忘玄",
    english_name: "Mystical Abandon",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Cryo, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1107),
    talent_skill: Some(11072),
    entity: Some(&MYSTICAL_ABANDON_EQUIP),
    ..CardDef::BLANK
};
