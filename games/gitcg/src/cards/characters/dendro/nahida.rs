//! 纳西妲 Nahida (Dendro, catalyst) and what comes with the character: Seed of Skandha, Shrine of
//! Maya, and the talent card The Seed of Stored Knowledge.

use tavern_protocol::gitcg::{DamageType, Element};
use tavern_protocol::Seat;

use crate::cards::characters::{find, hit, side_has, user, CharacterCards, DENDRO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V3_7};
use crate::Gitcg;

/// The registry entry: the character, its talent card and the entities only its hooks create.
pub static CARDS: CharacterCards = CharacterCards {
    character: &NAHIDA,
    talent: &SEED_OF_STORED_KNOWLEDGE,
    created: &[],
    made_by_hooks: &[
        &SEED_OF_SKANDHA,
        &SEEDS_SPROUT,
        &SHRINE_OF_MAYA,
        &SHRINE_OF_MAYA_LONG,
    ],
};

/// 纳西妲 Nahida (1703).
pub static NAHIDA: CharacterDef = CharacterDef {
    id: 1703,
    share_id: 49,
    name: "纳西妲",
    english_name: "Nahida",
    element: Element::Dendro,
    weapon: Weapon::Catalyst,
    nations: nation::SUMERU,
    since: V3_7,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 17031,
            name: "Akara",
            chinese_name: "行相",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Dendro, 1, 2),
            ops: &[Op::Damage(DENDRO, 1)],
        },
        SkillDef {
            id: 17032,
            name: "All Schemes to Know",
            chinese_name: "所闻遍计",
            text: "Deals 2 Dendro damage and attaches Seed of Skandha to the target; if the target already had one, every opposing character gets one.",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Dendro, 3, 0),
            ops: &[Op::Custom(all_schemes_to_know)],
        },
        SkillDef {
            id: 17033,
            name: "All Schemes to Know: Tathata",
            chinese_name: "所闻遍计·真如",
            text: "Attaches Seed of Skandha to every opposing character.",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Dendro, 5, 0),
            ops: &[
                Op::Damage(DENDRO, 3),
                Op::Custom(|g, cx| seed(g, cx.seat, None)),
            ],
        },
        SkillDef {
            id: 17034,
            name: "Illusory Heart",
            chinese_name: "心景幻成",
            text: "Creates Shrine of Maya on your side. With The Seed of Stored Knowledge equipped: a Hydro character in your team makes it last 1 more round, and an Electro one gives every opposing Seed of Skandha 1 more usage.",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Dendro, 3, 0).with_energy(2),
            ops: &[Op::Damage(DENDRO, 4), Op::Custom(shrine_of_maya)],
        },
    ],
    passives: &[],
};

/// Gives Seed of Skandha to the opposing character in `slot`, or to every living opposing
/// character (`None`), and sets up the watcher that makes the seeds sprout.
fn seed(g: &mut Gitcg, seat: Seat, slot: Option<u8>) {
    let foe = seat.other();
    for s in 0..3u8 {
        let c = g.character(foe, s);
        if c.alive && c.hp > 0 && slot.is_none_or(|t| t == s) {
            g.add_entity(foe, LocZone::Char(s), &SEED_OF_SKANDHA);
        }
    }
    g.add_entity(foe, LocZone::Combat, &SEEDS_SPROUT);
}

/// All Schemes to Know: 2 Dendro damage, and the target gets Seed of Skandha — every opposing
/// character does when the target already had one.
fn all_schemes_to_know(g: &mut Gitcg, cx: &mut Cx) {
    let foe = cx.seat.other();
    let target = g.player(foe).active;
    g.run_op(Op::Damage(DENDRO, 2), cx);
    let seeded = g.character(foe, target).has(&SEED_OF_SKANDHA);
    seed(g, cx.seat, if seeded { None } else { Some(target) });
}

/// 蕴种印 Seed of Skandha (117031): on an opposing character; after any seeded character of its side
/// takes reaction damage, it takes 1 piercing damage; 2 usages. (The watcher
/// [`SEEDS_SPROUT`] resolves every seed of the side at once.)
pub static SEED_OF_SKANDHA: EntityDef = EntityDef {
    text: "After a character of this side with Seed of Skandha takes damage from a reaction, every character with a seed takes 1 Piercing damage (1 Dendro damage instead while the opponent has Nahida with her talent, a Pyro character and Shrine of Maya), spending 1 usage each.",
    id: 117031,
    name: "Seed of Skandha",
    chinese_name: "蕴种印",
    kind: EntityKind::Status,
    usage: 2,
    ..EntityDef::BLANK
};

/// 蕴种印 (watcher, 117035): a hidden combat status on the seeded side. After a seeded character takes
/// reaction damage, every seeded character takes 1 piercing damage, each seed spending a
/// usage. While Nahida's side has The Seed of Stored Knowledge, a Pyro character and Shrine of
/// Maya, the character whose own reaction set the seeds off takes 1 Dendro damage instead.
pub static SEEDS_SPROUT: EntityDef = EntityDef {
    text: "Makes the Seeds of Skandha on this side sprout: after a seeded character takes damage from a reaction, every seeded character takes 1 Piercing damage (1 Dendro damage while the opponent has Nahida with her talent, a Pyro character and Shrine of Maya), each seed spending 1 usage.",
    id: 117035,
    name: "Seed of Skandha",
    chinese_name: "蕴种印",
    kind: EntityKind::Combat,
    hidden: true,
    listens: trig::DAMAGED,
    hook: Some(seeds_sprout),
    ..EntityDef::BLANK
};

fn seeds_sprout(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Dealt(d) = t else { return };
    if d.reaction.is_none() || !g.character(me.seat, d.target).has(&SEED_OF_SKANDHA) {
        return;
    }
    let nahida = me.seat.other();
    let dendro = side_has(g, nahida, &SEED_OF_STORED_KNOWLEDGE_EQUIP)
        && team_has(g, nahida, Element::Pyro)
        && (g.player(nahida).has_combat(&SHRINE_OF_MAYA)
            || g.player(nahida).has_combat(&SHRINE_OF_MAYA_LONG));
    for s in 0..3u8 {
        let Some(seed) = find(g, me.seat, LocZone::Char(s), &SEED_OF_SKANDHA) else {
            continue;
        };
        g.spend(seed);
        let ty = if dendro && s == d.target {
            DENDRO
        } else {
            DamageType::Piercing
        };
        hit(g, nahida, &SEED_OF_SKANDHA, s, ty, 1);
    }
}

/// Whether a character of `seat`'s team (knocked out or not) has element `e`.
fn team_has(g: &Gitcg, seat: Seat, e: Element) -> bool {
    g.player(seat).chars.iter().any(|c| c.def.element == e)
}

/// Illusory Heart creates Shrine of Maya. With The Seed of Stored Knowledge: a Hydro character
/// in the team makes it last a round longer, and an Electro one gives every opposing Seed of
/// Skandha 1 more usage as it enters.
fn shrine_of_maya(g: &mut Gitcg, cx: &mut Cx) {
    let slot = user(g, cx);
    let talent = g
        .character(cx.seat, slot)
        .has(&SEED_OF_STORED_KNOWLEDGE_EQUIP);
    let long = talent && team_has(g, cx.seat, Element::Hydro);
    let (def, other) = if long {
        (&SHRINE_OF_MAYA_LONG, &SHRINE_OF_MAYA)
    } else {
        (&SHRINE_OF_MAYA, &SHRINE_OF_MAYA_LONG)
    };
    if let Some(old) = find(g, cx.seat, LocZone::Combat, other) {
        g.replace_def(old, def);
    }
    g.add_entity(cx.seat, LocZone::Combat, def);
    if talent && team_has(g, cx.seat, Element::Electro) {
        let foe = cx.seat.other();
        for s in 0..3u8 {
            if let Some(seed) = find(g, foe, LocZone::Char(s), &SEED_OF_SKANDHA) {
                g.add_usage(seed, 1);
            }
        }
    }
}

/// 摩耶之殿 Shrine of Maya (117032): damage of this side that triggers a reaction gets +1; 2 rounds.
pub static SHRINE_OF_MAYA: EntityDef = EntityDef {
    text: "Your damage that triggers a reaction is increased by 1.",
    id: 117032,
    name: "Shrine of Maya",
    chinese_name: "摩耶之殿",
    kind: EntityKind::Combat,
    duration: 2,
    listens: trig::BONUS_OUT,
    hook: Some(shrine_bonus),
    ..EntityDef::BLANK
};

/// 摩耶之殿 (talent, with a Hydro character, 117033): 3 rounds.
pub static SHRINE_OF_MAYA_LONG: EntityDef = EntityDef {
    text: "Your damage that triggers a reaction is increased by 1.",
    id: 117033,
    chinese_name: "摩耶之殿",
    duration: 3,
    ..SHRINE_OF_MAYA
};

fn shrine_bonus(_: &mut Gitcg, _: Loc, t: &mut Trig<'_>) {
    if let Trig::Damage(d) = t {
        if d.reaction.is_some() {
            d.amount += 1;
        }
    }
}

/// The equipped The Seed of Stored Knowledge (217031): Illusory Heart's Shrine of Maya lasts 1 more
/// round with a Hydro character in your team, and gives every opposing Seed of Skandha 1 more usage
/// with an Electro one; with a Pyro character and Shrine of Maya in play, the seeds deal Dendro
/// damage instead of Piercing.
pub static SEED_OF_STORED_KNOWLEDGE_EQUIP: EntityDef = EntityDef {
    text: "Illusory Heart's Shrine of Maya lasts 1 more round with a Hydro character in your team, and gives every opposing Seed of Skandha 1 more usage with an Electro one; with a Pyro character and Shrine of Maya in play, the seeds deal Dendro damage instead of Piercing.",
    id: 217031,
    name: "The Seed of Stored Knowledge",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 心识蕴藏之种 The Seed of Stored Knowledge (talent, 217031).
pub static SEED_OF_STORED_KNOWLEDGE: CardDef = CardDef {
    id: 217031,
    since: V3_7,
    share_id: 109,
    name: "心识蕴藏之种",
    english_name: "The Seed of Stored Knowledge",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Dendro, 3, 0).with_energy(2),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1703),
    talent_skill: Some(17034),
    entity: Some(&SEED_OF_STORED_KNOWLEDGE_EQUIP),
    ..CardDef::BLANK
};
