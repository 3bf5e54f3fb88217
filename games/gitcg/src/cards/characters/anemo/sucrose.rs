//! 砂糖 Sucrose (Anemo, catalyst) and what comes with the character: Large Wind Spirit, and the
//! talent card Chaotic Entropy.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{CharacterCards, ANEMO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, Direction, EntityDef, EntityKind,
    EquipSlot, Op, SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::Loc;
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
    hp: 10,
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 15011,
            name: "Wind Spirit Creation",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Anemo, 1, 2),
            ops: &[Op::Damage(ANEMO, 1)],
        },
        SkillDef {
            id: 15012,
            name: "Astable Anemohypostasis Creation - 6308",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Anemo, 3, 0),
            ops: &[Op::Damage(ANEMO, 3), Op::SwitchOpponent(Direction::Prev)],
        },
        SkillDef {
            id: 15013,
            name: "Forbidden Creation - Isomer 75 / Type II",
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
/// element, once the skill or effect that swirled is over (so a spirit summoned by the very skill
/// that swirls turns too). Its `var` holds the element it turned into (element + 1).
pub static LARGE_WIND_SPIRIT: EntityDef = EntityDef {
    text: "End Phase: deal 2 Anemo damage. After your characters or summons trigger a Swirl while this is in play, its damage turns into the swirled element (the first time only).",
    id: 115011,
    name: "Large Wind Spirit",
    chinese_name: "大型风灵",
    kind: EntityKind::Summon,
    usage: 3,
    end_phase: &[Op::Custom(wind_spirit_blast)],
    listens: trig::BONUS_OUT | trig::SWIRLED,
    hook: Some(wind_spirit),
    ..EntityDef::BLANK
};

/// 大型风灵 (talent, 115012): once it has turned, this side's damage of that element gets +1.
pub static LARGE_WIND_SPIRIT_TALENT: EntityDef = EntityDef {
    text: "End Phase: deal 2 Anemo damage. After your characters or summons trigger a Swirl while this is in play, its damage turns into the swirled element (the first time only); once turned, your damage of that element is increased by 1.",
    id: 115012,
    chinese_name: "大型风灵",
    ..LARGE_WIND_SPIRIT
};

/// The element a spirit's `var` says it turned into.
fn turned(var: u8) -> Option<Element> {
    match var {
        0 => None,
        n => Element::ALL.get(n as usize - 1).copied(),
    }
}

/// The end-phase damage of whichever spirit is resolving (Large Wind Spirit, Stormeye), in its
/// current element.
pub(super) fn wind_spirit_blast(g: &mut Gitcg, cx: &mut Cx) {
    let Some(def) = cx.entity else { return };
    let var = g
        .player(cx.seat)
        .summons
        .iter()
        .find(|e| !e.dead && e.def == def)
        .map_or(0, |e| e.var);
    let ty = turned(var).map_or(ANEMO, DamageType::Elemental);
    g.run_op(Op::Damage(ty, 2), cx);
}

/// The element conversion after a swirl, shared by the summons that turn (Stormeye too), and
/// the talent spirit's bonus to damage of the element it turned into.
pub(super) fn wind_spirit(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let var = g.ent(me).var;
    match t {
        Trig::Damage(d) => {
            let talent = g.ent(me).def == &LARGE_WIND_SPIRIT_TALENT;
            if talent && turned(var).is_some_and(|e| d.ty == DamageType::Elemental(e)) {
                d.amount += 1;
            }
        }
        Trig::Swirled(e) if var == 0 => g.ent_mut(me).var = *e as u8 + 1,
        _ => {}
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
