//! 香菱 Xiangling (Pyro, polearm) and what comes with the character: Guoba, Pyronado, and the talent
//! card Crossfire.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{strike, CharacterCards, PYRO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::Loc;
use crate::version::{Versioned, V3_3};
use crate::Gitcg;

/// The registry entry: the character, its talent card and the entities only its hooks create.
pub static CARDS: CharacterCards = CharacterCards {
    character: &XIANGLING,
    talent: &CROSSFIRE,
    created: &[],
    made_by_hooks: &[&GUOBA],
};

/// 香菱 Xiangling (1302).
pub static XIANGLING: CharacterDef = CharacterDef {
    id: 1302,
    share_id: 18,
    name: "香菱",
    english_name: "Xiangling",
    element: Element::Pyro,
    weapon: Weapon::Polearm,
    nations: nation::LIYUE,
    since: V3_3,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 13021,
            name: "Dough-Fu",
            chinese_name: "白案功夫",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Pyro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 13022,
            name: "Guoba Attack",
            chinese_name: "锅巴出击",
            text: "Summons Guoba. With Crossfire equipped, first deals 1 Pyro damage.",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Pyro, 3, 0),
            ops: &[Op::Custom(guoba_attack)],
        },
        SkillDef {
            id: PYRONADO_SKILL,
            name: "Pyronado",
            chinese_name: "旋火轮",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Pyro, 4, 0).with_energy(2),
            ops: &[Op::Damage(PYRO, 3), Op::Combat(&PYRONADO)],
        },
    ],
    passives: &[],
};

/// Xiangling's burst, which its own Pyronado does not follow up.
const PYRONADO_SKILL: u32 = 13023;

/// Guoba Attack summons Guoba; with Crossfire, Xiangling first deals 1 Pyro damage herself.
fn guoba_attack(g: &mut Gitcg, cx: &mut Cx) {
    let slot = cx.character.unwrap_or(g.player(cx.seat).active);
    if g.character(cx.seat, slot).has(&CROSSFIRE_EQUIP) {
        g.run_op(Op::Damage(PYRO, 1), cx);
    }
    g.run_op(Op::Summon(&GUOBA), cx);
}

/// 锅巴 Guoba (113021): end phase, 2 Pyro damage; 2 usages.
pub static GUOBA: EntityDef = EntityDef {
    id: 113021,
    name: "Guoba",
    chinese_name: "锅巴",
    kind: EntityKind::Summon,
    usage: 2,
    end_phase: &[Op::Damage(PYRO, 2)],
    ..EntityDef::BLANK
};

/// 旋火轮 Pyronado (113022): after a skill of this side, 2 Pyro damage; 2 usages. It does not follow
/// up the burst that created it, so it is a hook rather than a declared follow-up.
pub static PYRONADO: EntityDef = EntityDef {
    text: "After your character uses a skill, deal 2 Pyro damage (spends 1 usage; not after the burst that created it).",
    id: 113022,
    name: "Pyronado",
    chinese_name: "旋火轮",
    kind: EntityKind::Combat,
    usage: 2,
    listens: trig::AFTER_SKILL,
    hook: Some(pyronado),
    ..EntityDef::BLANK
};

fn pyronado(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    if let Trig::AfterSkill { skill, .. } = t {
        if *skill != PYRONADO_SKILL {
            strike(g, me, PYRO, 2);
        }
    }
}

/// The equipped Crossfire (213021): Guoba Attack also deals 1 Pyro damage.
pub static CROSSFIRE_EQUIP: EntityDef = EntityDef {
    text: "Guoba Attack also deals 1 Pyro damage.",
    id: 213021,
    name: "Crossfire",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 交叉火力 Crossfire (talent, 213021).
pub static CROSSFIRE: CardDef = CardDef {
    id: 213021,
    share_id: 78,
    name: "交叉火力",
    english_name: "Crossfire",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Pyro, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1302),
    talent_skill: Some(13022),
    entity: Some(&CROSSFIRE_EQUIP),
    ..CardDef::BLANK
};
