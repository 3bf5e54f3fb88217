//! 刻晴 Keqing (Electro, sword) and what comes with the character: Electro Infusion, Lightning
//! Stiletto, and the talent card Thundering Penance.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{CharacterCards, ELECTRO};
use crate::defs::{
    nation, Bonus, CardDef, CardKind, CharacterDef, Cost, Cx, DamageFilter, EntityDef, EntityKind,
    EquipSlot, Op, SkillDef, SkillKind, TargetRule, Weapon,
};
use crate::version::{Versioned, V3_3};
use crate::Gitcg;

/// The registry entry: the character, its talent card, the cards it creates and the entities only
/// its hooks create.
pub static CARDS: CharacterCards = CharacterCards {
    character: &KEQING,
    talent: &THUNDERING_PENANCE,
    created: &[&LIGHTNING_STILETTO],
    made_by_hooks: &[&ELECTRO_INFUSION, &ELECTRO_INFUSION_TALENT],
};

/// 刻晴 Keqing (1403).
pub static KEQING: CharacterDef = CharacterDef {
    id: 1403,
    share_id: 28,
    name: "刻晴",
    english_name: "Keqing",
    element: Element::Electro,
    weapon: Weapon::Sword,
    nations: nation::LIYUE,
    since: V3_3,
    hp: Versioned::same(10),
    max_energy: 3,
    skills: &[
        SkillDef {
            id: 14031,
            name: "Yunlai Swordsmanship",
            chinese_name: "云来剑法",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Electro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 14032,
            name: "Stellar Restoration",
            chinese_name: "星斗归位",
            text: "If you hold a Lightning Stiletto, discards it and attaches Electro Infusion to this character; otherwise puts a Lightning Stiletto into your hand (not when the Stiletto itself is played).",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Electro, 3, 0),
            ops: &[Op::Damage(ELECTRO, 3), Op::Custom(stellar_restoration)],
        },
        SkillDef {
            id: 14033,
            name: "Starward Sword",
            chinese_name: "天街巡游",
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
        g.create_card(cx.seat, &LIGHTNING_STILETTO, true);
    }
}

/// 雷元素附魔 Electro Infusion (114032): physical damage becomes Electro; 2 rounds.
pub static ELECTRO_INFUSION: EntityDef = EntityDef {
    id: 114032,
    name: "Electro Infusion",
    chinese_name: "雷元素附魔",
    kind: EntityKind::Status,
    duration: 2,
    infusion: Some(Element::Electro),
    ..EntityDef::BLANK
};

/// 雷元素附魔 (talent, 114034): physical damage becomes Electro and Electro damage +1; 3 rounds.
pub static ELECTRO_INFUSION_TALENT: EntityDef = EntityDef {
    id: 114034,
    name: "Electro Infusion",
    chinese_name: "雷元素附魔",
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

/// 雷楔 Lightning Stiletto (114031): switch to Keqing and use Stellar Restoration (combat action).
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
        g.switch_to(cx.seat, slot);
    }
    // An active character immune to being switched out (Edict of Absolution) stays, and
    // Keqing, still on the bench, uses nothing.
    if g.player(cx.seat).active != slot {
        return;
    }
    let charged = g.player(cx.seat).dice.total().is_multiple_of(2);
    g.use_skill(
        cx.seat,
        &KEQING.skills[1],
        charged,
        Some(&LIGHTNING_STILETTO),
    );
}

/// The equipped Thundering Penance (214031): Stellar Restoration attaches the talent version of
/// Electro Infusion: it lasts 3 rounds and the character's skills deal +1 damage.
pub static THUNDERING_PENANCE_EQUIP: EntityDef = EntityDef {
    text: "Stellar Restoration attaches the talent version of Electro Infusion: it lasts 3 rounds and the character's skills deal +1 damage.",
    id: 214031,
    name: "Thundering Penance",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 抵天雷罚 Thundering Penance (talent, 214031).
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
