//! 愚人众·火之债务处理人 Fatui Pyro Agent (Pyro, no weapon) and what comes with the character: Stealth, and
//! the talent card Paid in Full.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{owner, CharacterCards, PYRO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::Loc;
use crate::version::{Versioned, V3_3};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &FATUI_PYRO_AGENT,
    talent: &PAID_IN_FULL,
    created: &[],
    made_by_hooks: &[],
};

/// 愚人众·火之债务处理人 Fatui Pyro Agent (2301).
pub static FATUI_PYRO_AGENT: CharacterDef = CharacterDef {
    id: 2301,
    share_id: 55,
    name: "愚人众·火之债务处理人",
    english_name: "Fatui Pyro Agent",
    element: Element::Pyro,
    weapon: Weapon::None,
    nations: nation::FATUI,
    since: V3_3,
    hp: Versioned::same(9),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 23011,
            name: "Thrust",
            chinese_name: "突刺",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Pyro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 23012,
            name: "Prowl",
            chinese_name: "伺机而动",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Pyro, 3, 0),
            ops: &[
                Op::Damage(PYRO, 1),
                Op::TalentForm(&STEALTH, &STEALTH_TALENT),
            ],
        },
        SkillDef {
            id: 23013,
            name: "Blade Ablaze",
            chinese_name: "焚毁之锋",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Pyro, 3, 0).with_energy(2),
            ops: &[Op::Damage(PYRO, 5)],
        },
    ],
    passives: &[&STEALTH],
};

/// 潜行 Stealth (123011) (also the passive Stealth Master): the character takes 1 less damage and
/// deals +1, each time spending a usage; 2 usages.
pub static STEALTH: EntityDef = EntityDef {
    text: "Damage taken by the character is reduced by 1 and the character deals +1 damage, each time spending 1 usage.",
    id: 123011,
    name: "Stealth",
    chinese_name: "潜行",
    kind: EntityKind::Status,
    usage: 2,
    listens: trig::BONUS_OUT | trig::REDUCE,
    hook: Some(stealth),
    ..EntityDef::BLANK
};

/// 潜行 (talent, 123012): 3 usages, and the character's physical damage becomes Pyro.
pub static STEALTH_TALENT: EntityDef = EntityDef {
    text: "Damage taken by the character is reduced by 1 and the character deals +1 damage, each time spending 1 usage.",
    id: 123012,
    chinese_name: "潜行",
    usage: 3,
    infusion: Some(Element::Pyro),
    ..STEALTH
};

/// Both triggers carry damage in flight: the direction tells them apart.
fn stealth(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let (Trig::Damage(d), Some(slot)) = (t, owner(me)) else {
        return;
    };
    if d.to == me.seat {
        if d.target == slot && d.amount > 0 {
            d.amount -= 1;
            g.spend(me);
        }
    } else if d.by == Some(slot) {
        d.amount += 1;
        g.spend(me);
    }
}

/// The equipped Paid in Full (223011): Prowl gives the stronger Stealth.
pub static PAID_IN_FULL_EQUIP: EntityDef = EntityDef {
    id: 223011,
    name: "Paid in Full",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 悉数讨回 Paid in Full (talent, 223011).
pub static PAID_IN_FULL: CardDef = CardDef {
    id: 223011,
    share_id: 115,
    name: "悉数讨回",
    english_name: "Paid in Full",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Pyro, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(2301),
    talent_skill: Some(23012),
    entity: Some(&PAID_IN_FULL_EQUIP),
    ..CardDef::BLANK
};
