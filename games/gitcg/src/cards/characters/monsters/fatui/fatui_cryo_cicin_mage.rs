//! 愚人众·冰萤术士 Fatui Cryo Cicin Mage (Cryo, no weapon) and what comes with the character: Cryo Cicins,
//! Flowing Cicin Ward, and the talent card Cicin's Cold Glare.

use tavern_protocol::gitcg::Element;

use crate::cards::characters::{find, hit, CharacterCards, CRYO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V3_7};
use crate::Gitcg;

/// The registry entry: the character, its talent card and the entities only its hooks create.
pub static CARDS: CharacterCards = CharacterCards {
    character: &CRYO_CICIN_MAGE,
    talent: &CICINS_COLD_GLARE,
    created: &[],
    made_by_hooks: &[&CRYO_CICINS, &FLOWING_CICIN_WARD],
};

/// 愚人众·冰萤术士 Fatui Cryo Cicin Mage (2101).
pub static CRYO_CICIN_MAGE: CharacterDef = CharacterDef {
    id: 2101,
    share_id: 52,
    name: "愚人众·冰萤术士",
    english_name: "Fatui Cryo Cicin Mage",
    element: Element::Cryo,
    weapon: Weapon::None,
    nations: nation::FATUI,
    since: V3_7,
    hp: Versioned::same(10),
    max_energy: 3,
    skills: &[
        SkillDef {
            id: 21011,
            name: "Cicin Icicle",
            chinese_name: "冰萤棱锥",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Cryo, 1, 2),
            ops: &[Op::Damage(CRYO, 1)],
        },
        SkillDef {
            id: 21012,
            name: "Misty Summons",
            chinese_name: "雾虚摇唤",
            text: "Summons Cryo Cicins.",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Cryo, 3, 0),
            ops: &[Op::Damage(CRYO, 1), Op::Custom(misty_summons)],
        },
        SkillDef {
            id: 21013,
            name: "Blizzard, Branch, Blossom",
            chinese_name: "冰枝白花",
            text: "Creates Flowing Cicin Ward on your side, with 1 Shield point plus 1 per usage of your Cryo Cicins (at most 3 more).",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Cryo, 3, 0).with_energy(3),
            ops: &[
                Op::Damage(CRYO, 5),
                Op::ApplyOwn(Who::This, Element::Cryo),
                Op::Custom(flowing_cicin_ward),
            ],
        },
    ],
    passives: &[],
};

/// Summons Cryo Cicins (a new summon stacks its usages up to 3, never taking any away).
fn misty_summons(g: &mut Gitcg, cx: &mut Cx) {
    g.run_op(Op::Summon(&CRYO_CICINS), cx);
}

/// Flowing Cicin Ward shields 1, plus the usages of Cryo Cicins (at most 3 more).
fn flowing_cicin_ward(g: &mut Gitcg, cx: &mut Cx) {
    let cicins = find(g, cx.seat, LocZone::Summon, &CRYO_CICINS).map_or(0, |l| g.ent(l).usage);
    if let Some(ward) = g.add_entity(cx.seat, LocZone::Combat, &FLOWING_CICIN_WARD) {
        g.set_usage(ward, 1 + cicins.min(3));
    }
}

/// 冰萤 Cryo Cicins (121011): end phase, 1 Cryo damage; 2 usages, stacking to 3 when summoned again.
/// After the Mage's normal attack, 1 more usage, with no limit (the limit is the stacking's);
/// after the Mage takes reaction damage, 1 usage less. With Cicin's Cold Glare, after a skill
/// of the Mage that leaves it above its limit, 2 Cryo damage.
pub static CRYO_CICINS: EntityDef = EntityDef {
    text: "After the Fatui Cryo Cicin Mage uses a Normal Attack, gains 1 usage; after she takes damage from a reaction, loses 1 usage. With Cicin's Cold Glare, after a skill of hers that stacks it past its limit, deal 2 Cryo damage.",
    id: 121011,
    name: "Cryo Cicins",
    chinese_name: "冰萤",
    kind: EntityKind::Summon,
    usage: 2,
    usage_cap: 3,
    end_phase: &[Op::Damage(CRYO, 1)],
    listens: trig::AFTER_SKILL | trig::DAMAGED,
    hook: Some(cryo_cicins),
    ..EntityDef::BLANK
};

fn cryo_cicins(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    match t {
        Trig::AfterSkill {
            character, kind, ..
        } => {
            let mage = g.character(me.seat, *character);
            if mage.def.id != CRYO_CICIN_MAGE.id {
                return;
            }
            let glare = mage.has(&CICINS_COLD_GLARE_EQUIP);
            if *kind == SkillKind::Normal {
                g.add_usage(me, 1);
            }
            if glare && g.ent(me).usage > CRYO_CICINS.max_usage() {
                let target = g.player(me.seat.other()).active;
                hit(g, me.seat, &CICINS_COLD_GLARE_EQUIP, target, CRYO, 2);
            }
        }
        Trig::Dealt(d) => {
            let mage = g.character(me.seat, d.target).def.id == CRYO_CICIN_MAGE.id;
            if mage && d.reaction.is_some() {
                g.spend(me);
            }
        }
        _ => {}
    }
}

/// 流萤护罩 Flowing Cicin Ward (121012): a shield for the active character.
pub static FLOWING_CICIN_WARD: EntityDef = EntityDef {
    id: 121012,
    name: "Flowing Cicin Ward",
    chinese_name: "流萤护罩",
    kind: EntityKind::Combat,
    usage: 1,
    shield: true,
    ..EntityDef::BLANK
};

/// The equipped Cicin's Cold Glare (221011): After a skill of the character stacks Cryo Cicins past
/// their limit, deal 2 Cryo damage.
pub static CICINS_COLD_GLARE_EQUIP: EntityDef = EntityDef {
    text: "After a skill of the character stacks Cryo Cicins past their limit, deal 2 Cryo damage.",
    id: 221011,
    name: "Cicin's Cold Glare",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 冰萤寒光 Cicin's Cold Glare (talent, 221011).
pub static CICINS_COLD_GLARE: CardDef = CardDef {
    id: 221011,
    since: V3_7,
    share_id: 112,
    name: "冰萤寒光",
    english_name: "Cicin's Cold Glare",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Cryo, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(2101),
    talent_skill: Some(21012),
    entity: Some(&CICINS_COLD_GLARE_EQUIP),
    ..CardDef::BLANK
};
