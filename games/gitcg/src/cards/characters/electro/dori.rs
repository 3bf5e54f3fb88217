//! 多莉 Dori (Electro, claymore) and what comes with the character: After-Sales Service Rounds,
//! Jinni (and its talent form), and the talent card Discretionary Supplement.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{CharacterCards, ELECTRO};
use crate::defs::{
    nation, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Weapon, Who,
};
use crate::version::{Versioned, V4_2};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &DORI,
    talent: &DISCRETIONARY_SUPPLEMENT,
    created: &[],
    made_by_hooks: &[],
};

/// 多莉 Dori (1410).
pub static DORI: CharacterDef = CharacterDef {
    id: 1410,
    share_id: 35,
    name: "多莉",
    english_name: "Dori",
    element: Element::Electro,
    weapon: Weapon::Claymore,
    nations: nation::SUMERU,
    since: V4_2,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 14101,
            name: "Marvelous Sword-Dance (Modified)",
            chinese_name: "妙显剑舞·改",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Electro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 14102,
            name: "Spirit-Warding Lamp: Troubleshooter Cannon",
            chinese_name: "镇灵之灯·烦恼解决炮",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Electro, 3, 0),
            ops: &[
                Op::Damage(ELECTRO, 2),
                Op::Summon(&AFTER_SALES_SERVICE_ROUNDS),
            ],
        },
        SkillDef {
            id: ALCAZARZARAYS_EXACTITUDE,
            name: "Alcazarzaray's Exactitude",
            chinese_name: "卡萨扎莱宫的无微不至",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Electro, 3, 0).with_energy(2),
            ops: &[
                Op::Damage(ELECTRO, 1),
                Op::TalentForm(&JINNI, &JINNI_TALENT),
            ],
        },
    ],
    passives: &[],
};

/// Dori's burst, which her talent card uses.
const ALCAZARZARAYS_EXACTITUDE: u32 = 14103;

/// 售后服务弹 After-Sales Service Rounds (114101): end phase, 1 Electro damage; 1 usage.
pub static AFTER_SALES_SERVICE_ROUNDS: EntityDef = EntityDef {
    id: 114101,
    name: "After-Sales Service Rounds",
    chinese_name: "售后服务弹",
    kind: EntityKind::Summon,
    usage: 1,
    end_phase: &[Op::Damage(ELECTRO, 1)],
    ..EntityDef::BLANK
};

/// 灯中幽精 Jinni (114102): end phase, heals the active character 2 and gives it 1 energy;
/// 2 usages.
pub static JINNI: EntityDef = EntityDef {
    id: 114102,
    name: "Jinni",
    chinese_name: "灯中幽精",
    kind: EntityKind::Summon,
    usage: 2,
    end_phase: &[Op::Heal(Who::Active, 2), Op::Energy(Who::Active, 1)],
    ..EntityDef::BLANK
};

/// 灯中幽精 Jinni (talent form, 114103): as Jinni, but it heals 1 more a character at 6 HP or
/// less, and gives 1 more energy to a character that has none.
pub static JINNI_TALENT: EntityDef = EntityDef {
    text: "End Phase: heal your active character for 2 (3 if it has 6 HP or less) and give it 1 Energy (2 if it has none).",
    id: 114103,
    end_phase: &[Op::Custom(jinni_with_talent)],
    ..JINNI
};

/// The talent form's end phase: the heal and the energy, each raised by the talent's rule
/// against the active character as it was before this effect.
fn jinni_with_talent(g: &mut Gitcg, cx: &mut Cx) {
    let active = g.player(cx.seat).active;
    let c = g.character(cx.seat, active);
    let heal = if c.hp <= 6 { 3 } else { 2 };
    let energy = if c.energy == 0 { 2 } else { 1 };
    g.run_op(Op::Heal(Who::Active, heal), cx);
    g.run_op(Op::Energy(Who::Active, energy), cx);
}

/// The equipped Discretionary Supplement (214101): Alcazarzaray's Exactitude summons the
/// talent form of Jinni.
pub static DISCRETIONARY_SUPPLEMENT_EQUIP: EntityDef = EntityDef {
    id: 214101,
    name: "Discretionary Supplement",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 酌盈剂虚 Discretionary Supplement (talent, 214101): Dori uses Alcazarzaray's Exactitude.
pub static DISCRETIONARY_SUPPLEMENT: CardDef = CardDef {
    id: 214101,
    since: V4_2,
    share_id: 95,
    name: "酌盈剂虚",
    english_name: "Discretionary Supplement",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Electro, 3, 0).with_energy(2),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1410),
    talent_skill: Some(ALCAZARZARAYS_EXACTITUDE),
    entity: Some(&DISCRETIONARY_SUPPLEMENT_EQUIP),
    ..CardDef::BLANK
};
