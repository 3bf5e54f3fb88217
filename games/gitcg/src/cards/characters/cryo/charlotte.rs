//! 夏洛蒂 Charlotte (Cryo, catalyst) and what comes with the character: Snappy Silhouette,
//! Newsflash Field, and the talent card A Summation of Interest.

use tavern_protocol::gitcg::Element;

use crate::cards::characters::{hit, owner, CharacterCards, CRYO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V4_5};
use crate::Gitcg;

/// The registry entry: the character, its talent card and the status only its elemental
/// skill's custom op puts on the opponent.
pub static CARDS: CharacterCards = CharacterCards {
    character: &CHARLOTTE,
    talent: &A_SUMMATION_OF_INTEREST,
    created: &[],
    made_by_hooks: &[&SNAPPY_SILHOUETTE],
};

/// 夏洛蒂 Charlotte (1110).
pub static CHARLOTTE: CharacterDef = CharacterDef {
    id: 1110,
    share_id: 334,
    name: "夏洛蒂",
    english_name: "Charlotte",
    element: Element::Cryo,
    weapon: Weapon::Catalyst,
    nations: nation::FONTAINE,
    since: V4_5,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 11101,
            name: "Cool-Color Capture",
            chinese_name: "冷色摄影律",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Cryo, 1, 2),
            ops: &[Op::Damage(CRYO, 1)],
        },
        SkillDef {
            id: FRAMING,
            name: "Framing: Freezing Point Composition",
            chinese_name: "取景·冰点构图法",
            text: "Attaches Snappy Silhouette to the target.",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Cryo, 3, 0),
            ops: &[Op::Damage(CRYO, 1), Op::Custom(snap)],
        },
        SkillDef {
            id: 11103,
            name: "Still Photo: Comprehensive Confirmation",
            chinese_name: "定格·全方位确证",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Cryo, 3, 0).with_energy(2),
            ops: &[
                Op::Damage(CRYO, 1),
                Op::Heal(Who::All, 1),
                Op::Summon(&NEWSFLASH_FIELD),
            ],
        },
    ],
    passives: &[],
};

/// Charlotte's elemental skill, which her talent card uses.
const FRAMING: u32 = 11102;

/// The opposing active character the skill hit gets Snappy Silhouette (nothing attaches to a
/// character the hit knocked out).
fn snap(g: &mut Gitcg, cx: &mut Cx) {
    let foe = cx.seat.other();
    let target = g.player(foe).active;
    g.add_entity(foe, LocZone::Char(target), &SNAPPY_SILHOUETTE);
}

/// 瞬时剪影 Snappy Silhouette (111101): on an opposing character; end phase, it takes 1 Cryo
/// damage, 1 more when this is its last usage and the character has Cryo applied; 2 usages.
pub static SNAPPY_SILHOUETTE: EntityDef = EntityDef {
    text: "Sits on an opposing character. End Phase: that character takes 1 Cryo damage, +1 if this is the last usage and the character has Cryo applied (spends 1 usage).",
    id: 111101,
    name: "Snappy Silhouette",
    chinese_name: "瞬时剪影",
    kind: EntityKind::Status,
    usage: 2,
    listens: trig::END_PHASE,
    hook: Some(snappy_silhouette),
    ..EntityDef::BLANK
};

fn snappy_silhouette(g: &mut Gitcg, me: Loc, _: &mut Trig<'_>) {
    let Some(slot) = owner(me) else { return };
    let e = *g.ent(me);
    let chilled = g.character(me.seat, slot).aura.has(Element::Cryo);
    let n = if e.usage == 1 && chilled { 2 } else { 1 };
    hit(g, me.seat.other(), &SNAPPY_SILHOUETTE, slot, CRYO, n);
    if let Some(me) = g.relocate(me, e.serial) {
        g.spend(me);
    }
}

/// 临事场域 Newsflash Field (111102): end phase, 1 Cryo damage and the active character of its
/// side heals 1; 2 usages.
pub static NEWSFLASH_FIELD: EntityDef = EntityDef {
    id: 111102,
    name: "Newsflash Field",
    chinese_name: "临事场域",
    kind: EntityKind::Summon,
    usage: 2,
    end_phase: &[Op::Damage(CRYO, 1), Op::Heal(Who::Active, 1)],
    ..EntityDef::BLANK
};

/// The equipped A Summation of Interest (211101): while Charlotte is in play, after a normal
/// attack of her side, if an opposing character has Snappy Silhouette, the active character
/// heals 2 (once per round).
pub static A_SUMMATION_OF_INTEREST_EQUIP: EntityDef = EntityDef {
    text: "After your character uses a Normal Attack: if an opposing character has Snappy Silhouette, heal your active character for 2 (once per round).",
    id: 211101,
    name: "A Summation of Interest",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    per_round: true,
    listens: trig::AFTER_SKILL,
    hook: Some(summation),
    ..EntityDef::BLANK
};

fn summation(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::AfterSkill {
        kind: SkillKind::Normal,
        ..
    } = t
    else {
        return;
    };
    let foe = me.seat.other();
    let snapped = g
        .player(foe)
        .chars
        .iter()
        .any(|c| c.alive && c.has(&SNAPPY_SILHOUETTE));
    if !snapped || g.ent(me).var > 0 {
        return;
    }
    g.ent_mut(me).var = 1;
    let active = g.player(me.seat).active;
    g.heal(me.seat, active, 2, g.source_of(me));
}

/// 以有趣相关为要义 A Summation of Interest (talent, 211101): Charlotte uses Framing: Freezing
/// Point Composition.
pub static A_SUMMATION_OF_INTEREST: CardDef = CardDef {
    id: 211101,
    since: V4_5,
    share_id: 338,
    name: "以有趣相关为要义",
    english_name: "A Summation of Interest",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Cryo, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1110),
    talent_skill: Some(FRAMING),
    entity: Some(&A_SUMMATION_OF_INTEREST_EQUIP),
    ..CardDef::BLANK
};
