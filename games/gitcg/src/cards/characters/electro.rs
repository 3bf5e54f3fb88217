//! Electro characters.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::defs::{
    nation, trig, Bonus, CardDef, CardKind, CharacterDef, Cost, Cx, DamageFilter, EntityDef,
    EntityKind, EquipSlot, Op, SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::Loc;
use crate::Gitcg;

use super::strike;

const ELECTRO: DamageType = DamageType::Elemental(Element::Electro);

/// 刻晴 Keqing.
pub static KEQING: CharacterDef = CharacterDef {
    id: 1403,
    share_id: 28,
    name: "刻晴",
    english_name: "Keqing",
    element: Element::Electro,
    weapon: Weapon::Sword,
    nations: nation::LIYUE,
    hp: 10,
    max_energy: 3,
    skills: &[
        SkillDef {
            id: 14031,
            name: "Yunlai Swordsmanship",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Electro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 14032,
            name: "Stellar Restoration",
            text: "If you hold a Lightning Stiletto, discards it and attaches Electro Infusion to this character; otherwise puts a Lightning Stiletto into your hand (not when the Stiletto itself is played).",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Electro, 3, 0),
            ops: &[Op::Damage(ELECTRO, 3), Op::Custom(stellar_restoration)],
        },
        SkillDef {
            id: 14033,
            name: "Starward Sword",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Electro, 4, 0).with_energy(3),
            ops: &[Op::Damage(ELECTRO, 4), Op::PierceStandby(3)],
        },
    ],
    passives: &[],
};

/// Stellar Restoration: with a Lightning Stiletto in hand, discard it and gain Electro
/// Infusion; otherwise create a Lightning Stiletto (not when the stiletto itself is used).
fn stellar_restoration(g: &mut Gitcg, cx: &mut Cx) {
    let slot = cx.character.unwrap_or(g.player(cx.seat).active);
    let p = g.player_mut(cx.seat);
    let from_card = cx.via_card.is_some_and(|c| c.id == LIGHTNING_STILETTO.id);
    let retrieved = p
        .hand
        .iter()
        .position(|c| c.id == LIGHTNING_STILETTO.id)
        .map(|i| p.hand.remove(i))
        .is_some();
    if retrieved || from_card {
        let mut at_keqing = Cx {
            character: Some(slot),
            ..*cx
        };
        g.run_op(
            Op::TalentForm(&ELECTRO_INFUSION, &ELECTRO_INFUSION_TALENT),
            &mut at_keqing,
        );
    } else {
        g.create_card(cx.seat, &LIGHTNING_STILETTO);
    }
}

/// 雷元素附魔 Electro Infusion: physical damage becomes Electro; 2 rounds.
pub static ELECTRO_INFUSION: EntityDef = EntityDef {
    id: 114032,
    name: "Electro Infusion",
    kind: EntityKind::Status,
    duration: 2,
    infusion: Some(Element::Electro),
    ..EntityDef::BLANK
};

/// 雷元素附魔 (talent): physical damage becomes Electro and Electro damage +1; 3 rounds.
pub static ELECTRO_INFUSION_TALENT: EntityDef = EntityDef {
    id: 114034,
    name: "Electro Infusion",
    kind: EntityKind::Status,
    duration: 3,
    infusion: Some(Element::Electro),
    bonus: Some(Bonus {
        amount: 1,
        filter: DamageFilter::OwnSkills,
        spends_usage: false,
    }),
    ..EntityDef::BLANK
};

/// 雷楔 Lightning Stiletto: switch to Keqing and use Stellar Restoration (combat action).
pub static LIGHTNING_STILETTO: CardDef = CardDef {
    text: "Keqing becomes your active character and uses Stellar Restoration. Playable only while Keqing is alive and can use skills.",
    id: 114031,
    share_id: 0,
    name: "雷楔",
    english_name: "Lightning Stiletto",
    kind: CardKind::Event,
    cost: Cost::elem(Element::Electro, 3, 0),
    combat_action: true,
    ops: &[Op::Custom(use_stiletto)],
    condition: Some(|g, seat, _| {
        let p = g.player(seat);
        match p.chars.iter().position(|c| c.def.id == KEQING.id) {
            Some(i) if p.chars[i].alive => {
                if g.skills_blocked(seat, i as u8) {
                    Some("Keqing cannot use skills now")
                } else {
                    None
                }
            }
            _ => Some("needs a living Keqing"),
        }
    }),
    ..CardDef::BLANK
};

fn use_stiletto(g: &mut Gitcg, cx: &mut Cx) {
    let p = g.player(cx.seat);
    let Some(slot) = p.chars.iter().position(|c| c.def.id == KEQING.id) else {
        return;
    };
    let slot = slot as u8;
    if p.active != slot {
        g.switch_to(cx.seat, slot, true);
    }
    let charged = g.player(cx.seat).dice.total().is_multiple_of(2);
    g.use_skill(
        cx.seat,
        &KEQING.skills[1],
        charged,
        Some(&LIGHTNING_STILETTO),
    );
}

/// The equipped Thundering Penance.
pub static THUNDERING_PENANCE_EQUIP: EntityDef = EntityDef {
    text: "Stellar Restoration attaches the talent version of Electro Infusion: it lasts 3 rounds and the character's skills deal +1 damage.",
    id: 214031,
    name: "Thundering Penance",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 抵天雷罚 Thundering Penance (talent).
pub static THUNDERING_PENANCE: CardDef = CardDef {
    id: 214031,
    share_id: 88,
    name: "抵天雷罚",
    english_name: "Thundering Penance",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Electro, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1403),
    talent_skill: Some(14032),
    entity: Some(&THUNDERING_PENANCE_EQUIP),
    ..CardDef::BLANK
};

/// 菲谢尔 Fischl.
pub static FISCHL: CharacterDef = CharacterDef {
    id: 1401,
    share_id: 26,
    name: "菲谢尔",
    english_name: "Fischl",
    element: Element::Electro,
    weapon: Weapon::Bow,
    nations: nation::MONDSTADT,
    hp: 10,
    max_energy: 3,
    skills: &[
        SkillDef {
            id: 14011,
            name: "Bolts of Downfall",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Electro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 14012,
            name: "Nightrider",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Electro, 3, 0),
            ops: &[Op::Damage(ELECTRO, 1), Op::TalentForm(&OZ, &OZ_TALENT)],
        },
        SkillDef {
            id: 14013,
            name: "Midnight Phantasmagoria",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Electro, 3, 0).with_energy(3),
            ops: &[Op::Damage(ELECTRO, 4), Op::PierceStandby(2)],
        },
    ],
    passives: &[],
};

/// 奥兹 Oz: end phase, 1 Electro damage; 2 usages.
pub static OZ: EntityDef = EntityDef {
    id: 114011,
    name: "Oz",
    kind: EntityKind::Summon,
    usage: 2,
    end_phase: &[Op::Damage(ELECTRO, 1)],
    ..EntityDef::BLANK
};

/// 奥兹 (talent): also, after Fischl's normal attack, 2 Electro damage (spending a usage).
pub static OZ_TALENT: EntityDef = EntityDef {
    text: "After Fischl uses a Normal Attack, deal 2 Electro damage (spends 1 usage).",
    id: 114012,
    listens: trig::AFTER_SKILL,
    hook: Some(oz_follow_up),
    ..OZ
};

/// Only Fischl's normal attacks count, which no declared follow-up can say.
fn oz_follow_up(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::AfterSkill {
        character,
        kind: SkillKind::Normal,
        ..
    } = t
    else {
        return;
    };
    if g.character(me.seat, *character).def.id == FISCHL.id {
        strike(g, me, ELECTRO, 2);
    }
}

/// The equipped Stellar Predator (Nightrider summons the stronger Oz).
pub static STELLAR_PREDATOR_EQUIP: EntityDef = EntityDef {
    id: 214011,
    name: "Stellar Predator",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 噬星魔鸦 Stellar Predator (talent).
pub static STELLAR_PREDATOR: CardDef = CardDef {
    id: 214011,
    share_id: 86,
    name: "噬星魔鸦",
    english_name: "Stellar Predator",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Electro, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1401),
    talent_skill: Some(14012),
    entity: Some(&STELLAR_PREDATOR_EQUIP),
    ..CardDef::BLANK
};
