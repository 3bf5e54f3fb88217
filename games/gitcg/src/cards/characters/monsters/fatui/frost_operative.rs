//! 愚人众·霜役人 Frost Operative (Cryo, Fatui) and what comes with the character: Blood-Bonded
//! Shadow (which attaches Bond of Life, `bond_of_life.rs`), Onslaught Stance, and the talent card
//! Rimeflow Rapier.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::builtin::BOND_OF_LIFE;
use crate::cards::characters::{owner, CharacterCards, CRYO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::state::Loc;
use crate::version::{by_version, V4_8, V5_8};
use crate::Gitcg;

/// The registry entry: the character, its talent card and the status only its passive
/// attaches.
pub static CARDS: CharacterCards = CharacterCards {
    character: &FROST_OPERATIVE,
    talent: &RIMEFLOW_RAPIER,
    created: &[],
    made_by_hooks: &[&BOND_OF_LIFE],
};

/// 愚人众·霜役人 Frost Operative (2104).
pub static FROST_OPERATIVE: CharacterDef = CharacterDef {
    id: 2104,
    share_id: 397,
    name: "愚人众·霜役人",
    english_name: "Frost Operative",
    element: Element::Cryo,
    weapon: Weapon::None,
    nations: nation::FATUI,
    since: V4_8,
    hp: by_version(&[(V4_8, 10), (V5_8, 11)]),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 21041,
            name: "Swift Point",
            chinese_name: "迅捷剑锋",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Cryo, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: FROSTY_INTERJECTION,
            name: "Frosty Interjection",
            chinese_name: "霜刃截击",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Cryo, 3, 0),
            ops: &[Op::Damage(CRYO, 3)],
        },
        SkillDef {
            id: 21043,
            name: "Thorny Onslaught",
            chinese_name: "掠袭之刺",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Cryo, 3, 0).with_energy(2),
            ops: &[
                Op::Damage(CRYO, 4),
                Op::Status(Who::This, &ONSLAUGHT_STANCE),
            ],
        },
    ],
    passives: &[&BLOOD_BONDED_SHADOW],
};

/// The Frost Operative's Elemental Skill, which its talent card uses.
const FROSTY_INTERJECTION: u32 = 21042;

/// 血契掠影 Blood-Bonded Shadow (passive, 21044): after the character uses a skill, the opposing
/// active character gets Bond of Life with (the skill's final damage - 2) usages, at most 5;
/// with Rimeflow Rapier equipped, that character's Bond of Life then doubles. The skill's
/// final damage is the most it dealt to one character, noted in `mark`.
pub static BLOOD_BONDED_SHADOW: EntityDef = EntityDef {
    text: "After the character uses a skill: attaches Bond of Life with (the skill's final damage - 2) usages, at most 5, to the opposing active character.",
    id: 21044,
    name: "Blood-Bonded Shadow",
    chinese_name: "血契掠影",
    kind: EntityKind::Status,
    hidden: true,
    listens: trig::DEALT | trig::AFTER_SKILL,
    hook: Some(blood_bonded_shadow),
    ..EntityDef::BLANK
};

fn blood_bonded_shadow(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Some(slot) = owner(me) else { return };
    match t {
        Trig::Dealt(d) if d.by == Some(slot) && d.skill.is_some() => {
            let dealt = d.amount.clamp(0, u8::MAX as i16) as u8;
            // `mark` (with no bits) flags the marks for clearing when the skill ends.
            g.mark(me, 0);
            let e = g.ent_mut(me);
            e.mark = e.mark.max(dealt);
        }
        Trig::AfterSkill { character, .. } if *character == slot => {
            let n = g.ent(me).mark.saturating_sub(2).min(5);
            if n == 0 {
                return;
            }
            let foe = me.seat.other();
            let target = g.player(foe).active;
            g.add_bond_of_life(foe, target, n);
            if g.character(me.seat, slot).has(&RIMEFLOW_RAPIER_EQUIP) {
                let doubled = g.bond_of_life(foe, target);
                g.add_bond_of_life(foe, target, doubled);
            }
        }
        _ => {}
    }
}

/// 掠袭锐势 Onslaught Stance (121042): end phase, 1 Piercing damage to every opposing character
/// with Bond of Life; 2 rounds.
pub static ONSLAUGHT_STANCE: EntityDef = EntityDef {
    text: "End phase: deals 1 Piercing damage to every opposing character with Bond of Life.",
    id: 121042,
    name: "Onslaught Stance",
    chinese_name: "掠袭锐势",
    kind: EntityKind::Status,
    duration: 2,
    end_phase: &[Op::Custom(onslaught)],
    ..EntityDef::BLANK
};

fn onslaught(g: &mut Gitcg, cx: &mut Cx) {
    let foe = cx.seat.other();
    for s in 0..3u8 {
        if g.character(foe, s).standing() && g.bond_of_life(foe, s) > 0 {
            let d = g.new_dmg(cx, s, DamageType::Piercing, 1);
            g.deal(d);
        }
    }
}

/// The equipped Rimeflow Rapier (221041): after Blood-Bonded Shadow attaches Bond of Life, the
/// opposing active character's Bond of Life doubles.
pub static RIMEFLOW_RAPIER_EQUIP: EntityDef = EntityDef {
    text: "After Blood-Bonded Shadow attaches Bond of Life: doubles the Bond of Life of the opposing active character.",
    id: 221041,
    name: "Rimeflow Rapier",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 冰雅刺剑 Rimeflow Rapier (talent, 221041): the Frost Operative uses Frosty Interjection.
pub static RIMEFLOW_RAPIER: CardDef = CardDef {
    id: 221041,
    since: V4_8,
    share_id: 400,
    name: "冰雅刺剑",
    english_name: "Rimeflow Rapier",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Cryo, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(2104),
    talent_skill: Some(FROSTY_INTERJECTION),
    entity: Some(&RIMEFLOW_RAPIER_EQUIP),
    ..CardDef::BLANK
};
