//! 瑶瑶 Yaoyao (Dendro, polearm) and what comes with the character: Yuegui: Throwing Mode (and
//! its talent form), Adeptal Legacy, and the talent card Beneficent.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{find, most_injured, CharacterCards, DENDRO};
use crate::defs::{
    nation, After, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Weapon, Who,
};
use crate::state::LocZone;
use crate::version::{Versioned, V4_1};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &YAOYAO,
    talent: &BENEFICENT,
    created: &[],
    made_by_hooks: &[],
};

/// 瑶瑶 Yaoyao (1704).
pub static YAOYAO: CharacterDef = CharacterDef {
    id: 1704,
    share_id: 50,
    name: "瑶瑶",
    english_name: "Yaoyao",
    element: Element::Dendro,
    weapon: Weapon::Polearm,
    nations: nation::LIYUE,
    since: V4_1,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 17041,
            name: "Toss 'N' Turn Spear",
            chinese_name: "颠扑连环枪",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Dendro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: RAPHANUS_SKY_CLUSTER,
            name: "Raphanus Sky Cluster",
            chinese_name: "云台团团降芦菔",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Dendro, 3, 0),
            ops: &[Op::TalentForm(&YUEGUI, &YUEGUI_TALENT)],
        },
        SkillDef {
            id: 17043,
            name: "Moonjade Descent",
            chinese_name: "玉颗珊珊月中落",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Dendro, 4, 0).with_energy(2),
            ops: &[Op::Damage(DENDRO, 1), Op::Combat(&ADEPTAL_LEGACY)],
        },
    ],
    passives: &[],
};

/// Yaoyao's elemental skill, which her talent card uses.
const RAPHANUS_SKY_CLUSTER: u32 = 17042;

/// 月桂·抛掷型 Yuegui: Throwing Mode (117041): end phase, 1 Dendro damage, then heals the most
/// injured character of its side 1; 2 usages.
pub static YUEGUI: EntityDef = EntityDef {
    text: "End Phase: deal 1 Dendro damage, then heal your most injured character for 1.",
    id: 117041,
    name: "Yuegui: Throwing Mode",
    chinese_name: "月桂·抛掷型",
    kind: EntityKind::Summon,
    usage: 2,
    end_phase: &[Op::Custom(throw)],
    ..EntityDef::BLANK
};

/// 月桂·抛掷型 Yuegui: Throwing Mode (talent form, 117042): as Yuegui, but with its last usage
/// its damage and its heal are each 1 more.
pub static YUEGUI_TALENT: EntityDef = EntityDef {
    text: "End Phase: deal 1 Dendro damage, then heal your most injured character for 1; with only 1 usage left, the damage and the heal are each increased by 1.",
    id: 117042,
    ..YUEGUI
};

/// Yuegui's end phase: the damage, then the heal of whoever is most injured after it (the
/// summon spends its usage once this is over, so the talent form counts the usage it is on).
fn throw(g: &mut Gitcg, cx: &mut Cx) {
    let Some(def) = cx.entity else { return };
    let last = find(g, cx.seat, LocZone::Summon, def).is_some_and(|me| g.ent(me).usage == 1);
    let n = if def == &YUEGUI_TALENT && last { 2 } else { 1 };
    g.run_op(Op::Damage(DENDRO, n), cx);
    if let Some(slot) = most_injured(g, cx.seat) {
        g.heal(cx.seat, slot, n, cx.origin());
    }
}

/// 桂子仙机 Adeptal Legacy (117043): after its side switches characters, 1 Dendro damage, then
/// heals the active character 1; 3 usages.
pub static ADEPTAL_LEGACY: EntityDef = EntityDef {
    id: 117043,
    name: "Adeptal Legacy",
    chinese_name: "桂子仙机",
    kind: EntityKind::Combat,
    usage: 3,
    after: Some((
        After::Switch,
        &[Op::Damage(DENDRO, 1), Op::Heal(Who::Active, 1)],
    )),
    ..EntityDef::BLANK
};

/// The equipped Beneficent (217041): Raphanus Sky Cluster summons the talent form of Yuegui.
pub static BENEFICENT_EQUIP: EntityDef = EntityDef {
    id: 217041,
    name: "Beneficent",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 慈惠仁心 Beneficent (talent, 217041): Yaoyao uses Raphanus Sky Cluster.
pub static BENEFICENT: CardDef = CardDef {
    id: 217041,
    since: V4_1,
    share_id: 110,
    name: "慈惠仁心",
    english_name: "Beneficent",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Dendro, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1704),
    talent_skill: Some(RAPHANUS_SKY_CLUSTER),
    entity: Some(&BENEFICENT_EQUIP),
    ..CardDef::BLANK
};
