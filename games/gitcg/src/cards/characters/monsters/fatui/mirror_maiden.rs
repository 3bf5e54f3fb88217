//! 愚人众·藏镜仕女 Mirror Maiden (Hydro, no weapon) and what comes with the character: Refraction, and the
//! talent card Mirror Cage.

use tavern_protocol::gitcg::Element;

use crate::cards::characters::{find, owner, user, CharacterCards, HYDRO};
use crate::defs::{
    answers, nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind,
    EquipSlot, Op, Paying, Query, SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V3_3};
use crate::Gitcg;

/// The registry entry: the character, its talent card and the entities only its hooks create.
pub static CARDS: CharacterCards = CharacterCards {
    character: &MIRROR_MAIDEN,
    talent: &MIRROR_CAGE,
    created: &[],
    made_by_hooks: &[&REFRACTION, &REFRACTION_TALENT],
};

/// 愚人众·藏镜仕女 Mirror Maiden (2202).
pub static MIRROR_MAIDEN: CharacterDef = CharacterDef {
    id: 2202,
    share_id: 54,
    name: "愚人众·藏镜仕女",
    english_name: "Mirror Maiden",
    element: Element::Hydro,
    weapon: Weapon::None,
    nations: nation::FATUI,
    since: V3_3,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 22021,
            name: "Water Ball",
            chinese_name: "水弹",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Hydro, 1, 2),
            ops: &[Op::Damage(HYDRO, 1)],
        },
        SkillDef {
            id: 22022,
            name: "Influx Blast",
            chinese_name: "潋波绽破",
            text: "Deals 3 Hydro damage and attaches Refraction to the target (its talent version with Mirror Cage equipped), removing Refraction from every other character of that side.",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Hydro, 3, 0),
            ops: &[Op::Custom(influx_blast)],
        },
        SkillDef {
            id: 22023,
            name: "Rippled Reflection",
            chinese_name: "粼镜折光",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Hydro, 3, 0).with_energy(2),
            ops: &[Op::Damage(HYDRO, 5)],
        },
    ],
    passives: &[],
};

/// Influx Blast deals 3 Hydro damage and gives the target Refraction (the talent form with
/// Mirror Cage), which leaves every other character of that side.
fn influx_blast(g: &mut Gitcg, cx: &mut Cx) {
    let foe = cx.seat.other();
    let target = g.player(foe).active;
    g.run_op(Op::Damage(HYDRO, 3), cx);
    if g.character(foe, target).hp == 0 {
        return;
    }
    let caged = g.character(cx.seat, user(g, cx)).has(&MIRROR_CAGE_EQUIP);
    let def = if caged {
        &REFRACTION_TALENT
    } else {
        &REFRACTION
    };
    for s in 0..3u8 {
        for form in [&REFRACTION, &REFRACTION_TALENT] {
            if let Some(old) = find(g, foe, LocZone::Char(s), form) {
                g.discard(old);
            }
        }
    }
    g.add_entity(foe, LocZone::Char(target), def);
}

/// 水光破镜 Refraction (122021): on an opposing character; switching away from it costs 1 more die;
/// 2 rounds. At most one per side.
pub static REFRACTION: EntityDef = EntityDef {
    text: "Switching away from the character costs 1 more die.",
    id: 122021,
    name: "Refraction",
    chinese_name: "水光破镜",
    kind: EntityKind::Status,
    duration: 2,
    answers: answers::SWITCH_COST,
    query: Some(refraction),
    ..EntityDef::BLANK
};

/// 水光破镜 (talent, 122022): 3 rounds, and the character takes +1 Hydro damage.
pub static REFRACTION_TALENT: EntityDef = EntityDef {
    text: "Switching away from the character costs 1 more die, and the character takes 1 more Hydro damage.",
    id: 122022,
    chinese_name: "水光破镜",
    duration: 3,
    listens: trig::BONUS_IN,
    hook: Some(refraction_talent),
    ..REFRACTION
};

fn refraction(g: &Gitcg, me: Loc, q: &mut Query<'_>) {
    if let Query::Cost {
        of: Paying::Switch { .. },
        cost,
        ..
    } = q
    {
        if owner(me) == Some(g.player(me.seat).active) {
            cost.any += 1;
        }
    }
}

fn refraction_talent(_: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    if let Trig::Damage(d) = t {
        if Some(d.target) == owner(me) && d.ty == HYDRO {
            d.amount += 1;
        }
    }
}

/// The equipped Mirror Cage (222021): Influx Blast gives the stronger Refraction.
pub static MIRROR_CAGE_EQUIP: EntityDef = EntityDef {
    text: "Influx Blast gives the talent version of Refraction: it lasts 3 rounds and the character takes 1 more Hydro damage.",
    id: 222021,
    name: "Mirror Cage",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 镜锢之笼 Mirror Cage (talent, 222021).
pub static MIRROR_CAGE: CardDef = CardDef {
    id: 222021,
    share_id: 114,
    name: "镜锢之笼",
    english_name: "Mirror Cage",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Hydro, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(2202),
    talent_skill: Some(22022),
    entity: Some(&MIRROR_CAGE_EQUIP),
    ..CardDef::BLANK
};
