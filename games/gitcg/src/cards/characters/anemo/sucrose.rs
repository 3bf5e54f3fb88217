//! 砂糖 Sucrose (Anemo, catalyst) and what comes with the character: Large Wind Spirit, and the
//! talent card Chaotic Entropy.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{CharacterCards, ANEMO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Direction, EntityDef, EntityKind,
    EquipSlot, Op, SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::Loc;
use crate::version::{Versioned, V3_3};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &SUCROSE,
    talent: &CHAOTIC_ENTROPY,
    created: &[],
    made_by_hooks: &[],
};

/// 砂糖 Sucrose (1501).
pub static SUCROSE: CharacterDef = CharacterDef {
    id: 1501,
    share_id: 36,
    name: "砂糖",
    english_name: "Sucrose",
    element: Element::Anemo,
    weapon: Weapon::Catalyst,
    nations: nation::MONDSTADT,
    since: V3_3,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 15011,
            name: "Wind Spirit Creation",
            chinese_name: "简式风灵作成",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Anemo, 1, 2),
            ops: &[Op::Damage(ANEMO, 1)],
        },
        SkillDef {
            id: 15012,
            name: "Astable Anemohypostasis Creation - 6308",
            chinese_name: "风灵作成·陆叁零捌",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Anemo, 3, 0),
            ops: &[Op::Damage(ANEMO, 3), Op::SwitchOpponent(Direction::Prev)],
        },
        SkillDef {
            id: 15013,
            name: "Forbidden Creation - Isomer 75 / Type II",
            chinese_name: "禁·风灵作成·柒伍同构贰型",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Anemo, 3, 0).with_energy(2),
            ops: &[
                Op::Damage(ANEMO, 1),
                Op::TalentForm(&LARGE_WIND_SPIRIT, &LARGE_WIND_SPIRIT_TALENT),
            ],
        },
    ],
    passives: &[],
};

/// 大型风灵 Large Wind Spirit (115011): end phase, 2 Anemo damage; 3 usages. The first Swirl this
/// side's characters or summons trigger while it is in play turns its damage into the swirled
/// element ([`EntityDef::turns_with_swirl`]).
pub static LARGE_WIND_SPIRIT: EntityDef = EntityDef {
    id: 115011,
    name: "Large Wind Spirit",
    chinese_name: "大型风灵",
    kind: EntityKind::Summon,
    usage: 3,
    end_phase: &[Op::Damage(ANEMO, 2)],
    turns_with_swirl: true,
    ..EntityDef::BLANK
};

/// 大型风灵 (talent, 115012): once it has turned, this side's damage of that element gets +1.
pub static LARGE_WIND_SPIRIT_TALENT: EntityDef = EntityDef {
    text:
        "Once this card has turned into an element, your damage of that element is increased by 1.",
    id: 115012,
    chinese_name: "大型风灵",
    listens: trig::BONUS_OUT,
    hook: Some(spirit_bonus),
    ..LARGE_WIND_SPIRIT
};

/// The talent spirit's bonus to damage of the element it turned into.
fn spirit_bonus(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Damage(d) = t else { return };
    if g.ent(me)
        .turned()
        .is_some_and(|e| d.ty == DamageType::Elemental(e))
    {
        d.amount += 1;
    }
}

/// The equipped Chaotic Entropy (215011): the burst summons the stronger spirit.
pub static CHAOTIC_ENTROPY_EQUIP: EntityDef = EntityDef {
    id: 215011,
    name: "Chaotic Entropy",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 混元熵增论 Chaotic Entropy (talent, 215011).
pub static CHAOTIC_ENTROPY: CardDef = CardDef {
    id: 215011,
    share_id: 96,
    name: "混元熵增论",
    english_name: "Chaotic Entropy",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Anemo, 3, 0).with_energy(2),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1501),
    talent_skill: Some(15013),
    entity: Some(&CHAOTIC_ENTROPY_EQUIP),
    ..CardDef::BLANK
};
