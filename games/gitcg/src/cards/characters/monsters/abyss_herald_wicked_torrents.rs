//! 深渊使徒·激流 Abyss Herald: Wicked Torrents (Hydro, no weapon) and what comes with the
//! character: the prepared Rippling Blades, Curse of the Undercurrent, Watery Rebirth, Watery
//! Rebirth: Honed, and the talent card Surging Undercurrent.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{owner, user, CharacterCards, HYDRO};
use crate::defs::{
    answers, nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind,
    EquipSlot, Op, Paying, Query, SkillDef, SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V4_6};
use crate::Gitcg;

/// The registry entry: the character, its talent card and the entities only its hooks create.
pub static CARDS: CharacterCards = CharacterCards {
    character: &ABYSS_HERALD,
    talent: &SURGING_UNDERCURRENT,
    created: &[],
    made_by_hooks: &[&WATERY_REBIRTH_HONED],
};

/// 深渊使徒·激流 Abyss Herald: Wicked Torrents (2203). The card facts also list Surging Ward
/// (122035) and Abyssal Tides (122036) beside its statuses; no skill, passive or card of the
/// character creates them, so they are not implemented.
pub static ABYSS_HERALD: CharacterDef = CharacterDef {
    id: 2203,
    share_id: 350,
    name: "深渊使徒·激流",
    english_name: "Abyss Herald: Wicked Torrents",
    element: Element::Hydro,
    weapon: Weapon::None,
    nations: nation::MONSTER,
    since: V4_6,
    hp: Versioned::same(6),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 22031,
            name: "Rippling Slash",
            chinese_name: "波刃锋斩",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Hydro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 22032,
            name: "Vortex Edge",
            chinese_name: "洄涡锋刃",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Hydro, 3, 0),
            ops: &[
                Op::Damage(HYDRO, 1),
                Op::Status(Who::This, &PREPARING_RIPPLING_BLADES),
            ],
        },
        SkillDef {
            id: 22033,
            name: "Torrential Shock",
            chinese_name: "激流强震",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Hydro, 3, 0).with_energy(2),
            ops: &[
                Op::Damage(HYDRO, 3),
                Op::OpponentCombat(&CURSE_OF_THE_UNDERCURRENT),
            ],
        },
    ],
    passives: &[&WATERY_REBIRTH],
};

/// 涟锋旋刃 Rippling Blades (22035, prepared by Vortex Edge): 1 Hydro damage.
pub static RIPPLING_BLADES: SkillDef = SkillDef {
    id: 22035,
    name: "Rippling Blades",
    chinese_name: "涟锋旋刃",
    text: "",
    kind: SkillKind::Elemental,
    cost: Cost::FREE,
    ops: &[Op::Damage(HYDRO, 1)],
};

/// 涟锋旋刃 Rippling Blades (preparing, 122032): the Herald uses Rippling Blades when its side's
/// next turn begins.
pub static PREPARING_RIPPLING_BLADES: EntityDef = EntityDef {
    id: 122032,
    name: "Rippling Blades",
    chinese_name: "涟锋旋刃",
    kind: EntityKind::Status,
    prepare: Some(&RIPPLING_BLADES),
    ..EntityDef::BLANK
};

/// 暗流的诅咒 Curse of the Undercurrent (combat status on the opposing side, 122033): the
/// elemental skills and bursts of its side's characters cost 1 more die; 2 usages.
pub static CURSE_OF_THE_UNDERCURRENT: EntityDef = EntityDef {
    text:
        "Your characters' Elemental Skills and Elemental Bursts cost 1 more die (spends 1 usage).",
    id: 122033,
    name: "Curse of the Undercurrent",
    chinese_name: "暗流的诅咒",
    kind: EntityKind::Combat,
    usage: 2,
    answers: answers::SKILL_COST,
    query: Some(curse),
    ..EntityDef::BLANK
};

fn curse(_: &Gitcg, _: Loc, q: &mut Query<'_>) {
    let Query::Cost {
        of:
            Paying::Skill {
                kind: SkillKind::Elemental | SkillKind::Burst,
                ..
            },
        cost,
        used,
    } = q
    else {
        return;
    };
    cost.any += 1;
    **used = true;
}

/// 水之新生 Watery Rebirth (passive, 122031): the first time the Herald would be knocked out, it
/// is healed to 4 HP instead and gets Watery Rebirth: Honed; with Surging Undercurrent, the
/// opposing side gets Curse of the Undercurrent.
pub static WATERY_REBIRTH: EntityDef = EntityDef {
    text: "The first time the character would be knocked out, it is healed to 4 HP instead; from then on its Physical damage turns Hydro and its Hydro damage is increased by 1 (Watery Rebirth: Honed).",
    id: 122031,
    name: "Watery Rebirth",
    chinese_name: "水之新生",
    kind: EntityKind::Status,
    listens: trig::WOULD_DIE,
    hook: Some(watery_rebirth),
    ..EntityDef::BLANK
};

fn watery_rebirth(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let (Trig::WouldDie { character, saved }, Some(slot)) = (t, owner(me)) else {
        return;
    };
    if *character != slot || saved.is_some() {
        return;
    }
    **saved = Some(4);
    g.discard(me);
    g.add_entity(me.seat, LocZone::Char(slot), &WATERY_REBIRTH_HONED);
    if g.character(me.seat, slot).has(&SURGING_UNDERCURRENT_EQUIP) {
        g.add_entity(me.seat.other(), LocZone::Combat, &CURSE_OF_THE_UNDERCURRENT);
    }
}

/// 水之新生·锐势 Watery Rebirth: Honed (122037): the Herald's Physical skill damage turns Hydro,
/// and its Hydro damage is increased by 1.
pub static WATERY_REBIRTH_HONED: EntityDef = EntityDef {
    text: "The character's Hydro damage is increased by 1.",
    id: 122037,
    name: "Watery Rebirth: Honed",
    chinese_name: "水之新生·锐势",
    kind: EntityKind::Status,
    infusion: Some(Element::Hydro),
    listens: trig::BONUS_OUT,
    hook: Some(honed),
    ..EntityDef::BLANK
};

fn honed(_: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    if let Trig::Damage(d) = t {
        if d.by.is_some() && d.by == owner(me) && d.ty == HYDRO {
            d.amount += 1;
        }
    }
}

/// The equipped Surging Undercurrent (222031): when the Herald is knocked out, or Watery
/// Rebirth saves it, the opposing side gets Curse of the Undercurrent.
pub static SURGING_UNDERCURRENT_EQUIP: EntityDef = EntityDef {
    text: "When the character is knocked out or Watery Rebirth saves it: create Curse of the Undercurrent on the opponent's side.",
    id: 222031,
    name: "Surging Undercurrent",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    listens: trig::KNOCKED_OUT,
    hook: Some(undercurrent_on_knock_out),
    ..EntityDef::BLANK
};

fn undercurrent_on_knock_out(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::KnockedOut {
        seat, character, ..
    } = *t
    else {
        return;
    };
    if seat == me.seat && Some(character) == owner(me) {
        g.add_entity(me.seat.other(), LocZone::Combat, &CURSE_OF_THE_UNDERCURRENT);
    }
}

/// Equipped on a Herald already reborn, the card curses the opposing side at once.
fn undercurrent_on_entry(g: &mut Gitcg, cx: &mut Cx) {
    let slot = user(g, cx);
    if g.character(cx.seat, slot).has(&WATERY_REBIRTH_HONED) {
        g.run_op(Op::OpponentCombat(&CURSE_OF_THE_UNDERCURRENT), cx);
    }
}

/// 暗流涌动 Surging Undercurrent (talent; not a combat action, any Herald, 222031). The card facts
/// keep its effect on a hidden combat status (122034); the equipped card answers itself.
pub static SURGING_UNDERCURRENT: CardDef = CardDef {
    text: "When it enters, if the character's Watery Rebirth has already saved it, creates Curse of the Undercurrent on the opponent's side.",
    id: 222031,
    since: V4_6,
    share_id: 353,
    name: "暗流涌动",
    english_name: "Surging Undercurrent",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Hydro, 1, 0),
    target: TargetRule::OwnCharacter,
    talent_of: Some(2203),
    entity: Some(&SURGING_UNDERCURRENT_EQUIP),
    ops: &[Op::Custom(undercurrent_on_entry)],
    ..CardDef::BLANK
};
