//! 神里绫华 Kamisato Ayaka (Cryo, sword) and what comes with the character: Kamisato Art: Senho, Cryo
//! Elemental Infusion, Frostflake Seki no To, and the talent card Kanten Senmyou Blessing.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{owner, CharacterCards, CRYO};
use crate::defs::{
    answers, nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind,
    EquipSlot, Op, Paying, Query, SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::Loc;
use crate::version::{Versioned, V3_3};
use crate::Gitcg;

/// The registry entry: the character, its talent card and the entities only its hooks create.
pub static CARDS: CharacterCards = CharacterCards {
    character: &AYAKA,
    talent: &KANTEN_SENMYOU_BLESSING,
    created: &[],
    made_by_hooks: &[&AYAKA_CRYO_INFUSION, &AYAKA_CRYO_INFUSION_TALENT],
};

/// 神里绫华 Kamisato Ayaka (1105).
pub static AYAKA: CharacterDef = CharacterDef {
    id: 1105,
    share_id: 5,
    name: "神里绫华",
    english_name: "Kamisato Ayaka",
    element: Element::Cryo,
    weapon: Weapon::Sword,
    nations: nation::INAZUMA,
    since: V3_3,
    hp: Versioned::same(10),
    max_energy: 3,
    skills: &[
        SkillDef {
            id: 11051,
            name: "Kamisato Art: Kabuki",
            chinese_name: "神里流·倾",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Cryo, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 11052,
            name: "Kamisato Art: Hyouka",
            chinese_name: "神里流·冰华",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Cryo, 3, 0),
            ops: &[Op::Damage(CRYO, 3)],
        },
        SkillDef {
            id: 11053,
            name: "Kamisato Art: Soumetsu",
            chinese_name: "神里流·霜灭",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Cryo, 3, 0).with_energy(3),
            ops: &[Op::Damage(CRYO, 4), Op::Summon(&FROSTFLAKE_SEKI_NO_TO)],
        },
    ],
    passives: &[&SENHO],
};

/// 神里流·霰步 Kamisato Art: Senho (passive, 11054): when Ayaka is switched in, she gets Cryo
/// Elemental Infusion (its talent form with Kanten Senmyou Blessing).
pub static SENHO: EntityDef = EntityDef {
    text: "When Kamisato Ayaka is switched in, she gets Cryo Elemental Infusion (its talent version with Kanten Senmyou Blessing equipped).",
    id: 11054,
    name: "Kamisato Art: Senho",
    chinese_name: "神里流·霰步",
    kind: EntityKind::Status,
    hidden: true,
    listens: trig::SWITCHED,
    hook: Some(senho),
    ..EntityDef::BLANK
};

fn senho(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let (Trig::Switched { to, .. }, Some(slot)) = (t, owner(me)) else {
        return;
    };
    if *to == slot {
        let mut cx = Cx {
            character: Some(slot),
            ..Cx::side(me.seat)
        };
        g.run_op(
            Op::TalentForm(&AYAKA_CRYO_INFUSION, &AYAKA_CRYO_INFUSION_TALENT),
            &mut cx,
        );
    }
}

/// 冰元素附魔 Cryo Elemental Infusion (111052): Ayaka's physical damage becomes Cryo; this round.
pub static AYAKA_CRYO_INFUSION: EntityDef = EntityDef {
    id: 111052,
    name: "Cryo Elemental Infusion",
    chinese_name: "冰元素附魔",
    kind: EntityKind::Status,
    infusion: Some(Element::Cryo),
    round_only: true,
    ..EntityDef::BLANK
};

/// 冰元素附魔 (talent, 111053): also +1 to Ayaka's Cryo damage; this round.
pub static AYAKA_CRYO_INFUSION_TALENT: EntityDef = EntityDef {
    text: "The character's Cryo damage is increased by 1.",
    id: 111053,
    chinese_name: "冰元素附魔",
    listens: trig::BONUS_OUT,
    hook: Some(cryo_plus_one),
    ..AYAKA_CRYO_INFUSION
};

/// Only Cryo damage of the owner counts, which no declared bonus filter says.
fn cryo_plus_one(_: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    if let Trig::Damage(d) = t {
        if d.by.is_some() && d.by == owner(me) && d.ty == CRYO {
            d.amount += 1;
        }
    }
}

/// 霜见雪关扉 Frostflake Seki no To (111051): end phase, 2 Cryo damage; 2 usages.
pub static FROSTFLAKE_SEKI_NO_TO: EntityDef = EntityDef {
    id: 111051,
    name: "Frostflake Seki no To",
    chinese_name: "霜见雪关扉",
    kind: EntityKind::Summon,
    usage: 2,
    end_phase: &[Op::Damage(CRYO, 2)],
    ..EntityDef::BLANK
};

/// The equipped Kanten Senmyou Blessing (211051): Senho infuses in the talent form, and switching
/// to Ayaka costs 1 die less (once per round).
pub static KANTEN_SENMYOU_BLESSING_EQUIP: EntityDef = EntityDef {
    text: "Kamisato Art: Senho gives the talent version of Cryo Elemental Infusion (+1 Cryo damage), and switching to the character costs 1 die less (once per round).",
    id: 211051,
    name: "Kanten Senmyou Blessing",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    per_round: true,
    answers: answers::SWITCH_COST,
    query: Some(kanten_senmyou_blessing),
    ..EntityDef::BLANK
};

fn kanten_senmyou_blessing(g: &Gitcg, me: Loc, q: &mut Query<'_>) {
    let Query::Cost {
        of: Paying::Switch { to },
        cost,
        used,
    } = q
    else {
        return;
    };
    if Some(*to) == owner(me) && g.ent(me).var == 0 && cost.dice() > 0 {
        cost.reduce(1);
        **used = true;
    }
}

/// 寒天宣命祝词 Kanten Senmyou Blessing (talent; not a combat action, any Ayaka, 211051).
pub static KANTEN_SENMYOU_BLESSING: CardDef = CardDef {
    id: 211051,
    share_id: 65,
    name: "寒天宣命祝词",
    english_name: "Kanten Senmyou Blessing",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Cryo, 2, 0),
    target: TargetRule::OwnCharacter,
    talent_of: Some(1105),
    entity: Some(&KANTEN_SENMYOU_BLESSING_EQUIP),
    ..CardDef::BLANK
};
